/**
 * Resolution of atomic blasts (rules/blast.ts): the pieces a blast spares
 * (default: the pawns). Letters must be the variant's pieces, each reported
 * at its value. Blasts with hands are refused until captures into hand and
 * blasts are defined together, and so are royal pieces: the legality test of
 * a royal king does not see blasts, a pseudo-royal one (atomic's) does.
 */
import type { BlastSpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

const BASE = ['engine', 'rules', 'blast'];

export function resolveBlast(r: Resolution, pieces: readonly ResolvedPiece[]): BlastSpec | null {
  const blast = r.engine.rules?.blast;
  if (!blast) return null;
  if (r.engine.rules?.drops) {
    r.diags.push(err('blast-drops', 'blasts together with drops are not supported yet', r.at(BASE), 'remove `drops` or `blast`'));
    return null;
  }
  const royal = pieces.find((p) => p.royal);
  if (royal) {
    r.diags.push(err('blast-royal', `blasts need a pseudo-royal king, but piece ${royal.letter} is royal`, r.at(BASE), `make ${royal.letter} a commoner and add \`extinction: { types: [${royal.letter}], pseudoRoyal: true }\` (atomic)`));
    return null;
  }
  const letters = new Set(pieces.map((p) => p.letter));
  if (!blast.immune) return { immune: pieces.filter((p) => p.pawn).map((p) => p.letter) };
  const immune: string[] = [];
  blast.immune.forEach((l, i) => {
    if (letters.has(l.toUpperCase())) immune.push(l.toUpperCase());
    else r.diags.push(err('blast-piece', `blast.immune names piece ${l}, which the variant does not have`, r.at([...BASE, 'immune', String(i)])));
  });
  return { immune };
}
