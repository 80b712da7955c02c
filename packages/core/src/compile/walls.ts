/**
 * Phase 12, walls placed with every move (rules/walls.ts): which rule places
 * them, the walls' hash keys (the same as petrification's, from the same
 * seed) and the key of the half-turn between a piece's move and its wall. A
 * variant without walls gets no field, so its tables are unchanged.
 */
import type { Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import { WALLS_ARROW, WALLS_DUCK, type CompiledWalls } from './model.ts';
import { WALL_SEED } from './petrify.ts';
import { zobristKeys } from './zobrist.ts';

/** The half-turn key's own seed, so no other key changes. */
const PHASE_SEED = 0x6b8b4567;

export function compileWalls(spec: VariantSpec, g: Geometry): { walls?: CompiledWalls } {
  if (!spec.walls) return {};
  return { walls: { rule: spec.walls === 'duck' ? WALLS_DUCK : WALLS_ARROW, wallKeys: zobristKeys(2 * g.size, WALL_SEED), phaseKey: zobristKeys(2, PHASE_SEED) } };
}
