/**
 * Phase 11, petrification (rules/petrify.ts): which piece types turn into a
 * wall when they capture, and a hash key per square for a wall standing
 * there. A variant without petrification gets no field, so its tables are
 * unchanged.
 */
import type { Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import type { CompiledPetrify } from './model.ts';
import type { PieceTypes } from './pieces.ts';
import { zobristKeys } from './zobrist.ts';

/** The walls' keys come from a seed of their own, so the other keys stay as they were. */
export const WALL_SEED = 0x2545f491;

export function compilePetrify(spec: VariantSpec, g: Geometry, types: PieceTypes): { petrify?: CompiledPetrify } {
  const petrify = spec.petrify;
  if (!petrify) return {};
  const pieces = new Uint8Array(types.nTypes);
  for (const l of petrify.pieces) pieces[types.typeOf(l, 'petrify')] = 1;
  return { petrify: { pieces, wallKeys: zobristKeys(2 * g.size, WALL_SEED) } };
}
