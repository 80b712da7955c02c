/**
 * Resolution of gates (rules/gating.ts): S-chess gating from the hand and
 * Ouk Chatrang's first moves. Letters must be the variant's pieces (the
 * cambodian king royal), each reported at its value; gating from the hand
 * needs castling with one king destination per side (the move encoding has
 * room for no other), and the board at most 16 files.
 */
import type { CastlingSpec, GatingSpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

const BASE = ['engine', 'rules', 'gating'];
const DEFAULTS = { king: 'K', met: 'M', rook: 'R' } as const;

export function resolveGating(r: Resolution, pieces: readonly ResolvedPiece[], castling: CastlingSpec | null): GatingSpec | null {
  const gating = r.engine.rules?.gating;
  if (!gating) return null;
  const fromHand = gating.hand === true;
  const camb = gating.cambodian;
  if (!fromHand && !camb) {
    r.diags.push(err('gating-empty', 'gating names neither `hand` nor `cambodian`, so it would do nothing', r.at(BASE), 'add `hand: true` (S-chess) or `cambodian: true` (Ouk Chatrang), or remove `gating`'));
    return null;
  }
  if (r.cols > 16) {
    r.diags.push(err('gating-board', `gating needs a board of at most 16 files, this one has ${r.cols}`, r.at(BASE)));
    return null;
  }
  if (fromHand && castling && (castling.kingsideFiles.length > 1 || castling.queensideFiles.length > 1)) {
    r.diags.push(err('gating-castling', 'gating from the hand needs castling with one king destination on each side', r.at([...BASE, 'hand']), 'give castling one `kingside` and one `queenside` file'));
    return null;
  }
  const byLetter = new Map(pieces.map((p) => [p.letter, p]));
  let cambodian: GatingSpec['cambodian'] = null;
  if (camb) {
    const given = camb === true ? {} : camb;
    const out = { ...DEFAULTS };
    let ok = true;
    for (const key of ['king', 'met', 'rook'] as const) {
      const letter = (given[key] ?? DEFAULTS[key]).toUpperCase();
      const at = given[key] === undefined ? r.at([...BASE, 'cambodian']) : r.at([...BASE, 'cambodian', key]);
      const piece = byLetter.get(letter);
      if (!piece) {
        r.diags.push(err('gating-piece', `gating.cambodian's ${key} is piece ${letter}, which the variant does not have`, at, given[key] === undefined ? `name the ${key} (\`cambodian: { ${key}: X }\`)` : undefined));
        ok = false;
      } else if (key === 'king' && !piece.royal) {
        r.diags.push(err('gating-piece', `gating.cambodian's king ${letter} is not royal`, at));
        ok = false;
      } else out[key] = letter as never;
    }
    if (!ok) return null;
    cambodian = out;
  }
  return { fromHand, cambodian };
}
