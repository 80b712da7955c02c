/**
 * Phase 12, gates (rules/gating.ts): S-chess gating from the hand and Ouk
 * Chatrang's first moves. The position keeps the gates as one 32-bit mask,
 * a bit per file of each side's first rank (White's in bits 0–15, Black's in
 * 16–31), so a gating board has at most 16 files. A gating castling move
 * holds the gated type where a castling move keeps its destination choice
 * (moves.ts), so castling there has one king destination per side. A
 * variant without gates gets no field, so its tables are unchanged.
 */
import type { Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import { CompileError, type CompiledGating } from './model.ts';
import type { PieceTypes } from './pieces.ts';

/** A gate is a bit per file of a 32-bit mask, 16 for each side. */
export const MAX_GATING_FILES = 16;

export function compileGating(spec: VariantSpec, g: Geometry, types: PieceTypes): { gating?: CompiledGating } {
  const gating = spec.gating;
  if (!gating) return {};
  if (g.cols > MAX_GATING_FILES) throw new CompileError('gating', `gating needs a board of at most ${MAX_GATING_FILES} files, this one has ${g.cols}`);
  const cs = spec.castling;
  if (gating.fromHand && cs && (cs.kingsideFiles.length > 1 || cs.queensideFiles.length > 1)) {
    throw new CompileError('gating', 'gating from the hand needs castling with one king destination on each side');
  }
  const camb = gating.cambodian;
  return {
    gating: {
      fromHand: gating.fromHand,
      capturesToHand: (spec.drops?.toHand.length ?? 0) > 0,
      cambodianKing: camb ? types.typeOf(camb.king, 'gating') : -1,
      cambodianMet: camb ? types.typeOf(camb.met, 'gating') : -1,
      cambodianRook: camb ? types.typeOf(camb.rook, 'gating') : -1,
    },
  };
}
