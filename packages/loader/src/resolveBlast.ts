/**
 * Resolution of atomic blasts (rules/blast.ts): the pieces a blast spares
 * (default: the pawns). Letters must be the variant's pieces, each reported
 * at its value. Beside hands, the blasted pieces go to the hands too
 * (kernel/blastHands.ts). Royal pieces are refused: the legality test of
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
  const royal = pieces.find((p) => p.royal);
  if (royal) {
    r.diags.push(err('blast-royal', `blasts need a pseudo-royal king, but piece ${royal.letter} is royal`, r.at(BASE), `make ${royal.letter} a commoner and add \`extinction: { types: [${royal.letter}], pseudoRoyal: true }\` (atomic)`));
    return null;
  }
  const letters = new Set(pieces.map((p) => p.letter));
  const listed = (key: 'immune' | 'proof'): string[] => {
    const out: string[] = [];
    (blast[key] ?? []).forEach((l, i) => {
      if (letters.has(l.toUpperCase())) out.push(l.toUpperCase());
      else r.diags.push(err('blast-piece', `blast.${key} names piece ${l}, which the variant does not have`, r.at([...BASE, key, String(i)])));
    });
    return out;
  };
  const immune = blast.immune ? listed('immune') : pieces.filter((p) => p.pawn).map((p) => p.letter);
  const proof = listed('proof');
  // A blast-proof pseudo-royal piece would break the rule that touching kings cannot be blasted (blastRoyalty.ts).
  const pseudo = pseudoRoyalLetters(r);
  proof.forEach((l) => {
    if (pseudo.has(l)) r.diags.push(err('blast-proof-royal', `piece ${l} is pseudo-royal, so it cannot be blast-proof`, r.at([...BASE, 'proof', String(blast.proof!.findIndex((x) => x.toUpperCase() === l))])));
  });
  return { immune, ...(proof.length > 0 ? { proof } : {}) };
}

/** The letters an extinction rule makes pseudo-royal. */
function pseudoRoyalLetters(r: Resolution): Set<string> {
  const ex = r.engine.rules?.extinction;
  if (!ex || ex.pseudoRoyal !== true || !Array.isArray(ex.types)) return new Set();
  return new Set(ex.types.map((l) => l.toUpperCase()));
}

/**
 * Mutual immunity (rules/mutuallyImmune.ts): letters of the variant's pieces,
 * none royal or pseudo-royal (the attack test does not see the rule, so their
 * checks would be wrong), each problem reported at its value.
 */
export function resolveMutualImmunity(r: Resolution, pieces: readonly ResolvedPiece[]): string[] | null {
  const list = r.engine.rules?.mutuallyImmune;
  if (!list || list.length === 0) return null;
  const byLetter = new Map(pieces.map((p) => [p.letter, p]));
  const pseudo = pseudoRoyalLetters(r);
  const out: string[] = [];
  list.forEach((l, i) => {
    const at = r.at(['engine', 'rules', 'mutuallyImmune', String(i)]);
    const piece = byLetter.get(l.toUpperCase());
    if (!piece) r.diags.push(err('immune-piece', `mutuallyImmune names piece ${l}, which the variant does not have`, at));
    else if (piece.royal || pseudo.has(piece.letter)) r.diags.push(err('immune-royal', `piece ${piece.letter} is royal or pseudo-royal, so it cannot be mutually immune`, at, 'checks between such pieces would have to know the rule'));
    else if (!out.includes(piece.letter)) out.push(piece.letter);
  });
  return out;
}
