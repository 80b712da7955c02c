/**
 * Resolution of petrification (rules/petrify.ts): the pieces that turn into
 * a wall when they capture (default: every piece but the pawns and the
 * royal pieces). Letters must be the variant's pieces, each reported at its
 * value. Beside blasts (nuclear) the captor's square becomes the wall once
 * the blast has passed. Refused beside drops, whose captures would have to
 * be defined with walls, and
 * for a royal piece: a royal king turned into a wall would leave its side
 * without one (a pseudo-royal one simply may not capture).
 */
import type { PetrifySpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

const BASE = ['engine', 'rules', 'petrify'];

export function resolvePetrify(r: Resolution, pieces: readonly ResolvedPiece[]): PetrifySpec | null {
  const rules = r.engine.rules;
  const petrify = rules?.petrify;
  if (!petrify) return null;
  if (rules.drops) {
    r.diags.push(err('petrify-drops', 'petrification together with drops is not supported yet', r.at(BASE), 'remove `drops` or `petrify`'));
    return null;
  }
  const byLetter = new Map(pieces.map((p) => [p.letter, p]));
  const listed = petrify.pieces ?? pieces.filter((p) => !p.pawn && !p.royal).map((p) => p.letter);
  const out: string[] = [];
  listed.forEach((l, i) => {
    const at = petrify.pieces ? r.at([...BASE, 'pieces', String(i)]) : r.at(BASE);
    const piece = byLetter.get(l.toUpperCase());
    if (!piece) r.diags.push(err('petrify-piece', `petrify.pieces names piece ${l}, which the variant does not have`, at));
    else if (piece.royal) r.diags.push(err('petrify-royal', `piece ${piece.letter} is royal, so it cannot turn into a wall`, at, `list only non-royal pieces, or make ${piece.letter} pseudo-royal (\`extinction: { types: [${piece.letter}], pseudoRoyal: true }\`), which then may not capture`));
    else out.push(piece.letter);
  });
  return { pieces: out };
}
