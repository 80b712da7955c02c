/**
 * Phase 12, walls placed with every move (rules/walls.ts): which rule places
 * them, the walls' hash keys (the same as petrification's, from the same
 * seed) and the key of the half-turn between a piece's move and its wall. A
 * variant without walls gets no field, so its tables are unchanged.
 */
import type { Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import { CompileError, WALLS_ARROW, WALLS_DUCK, WALLS_PAST, WALLS_STATIC, type CompiledWalls } from './model.ts';
import { regionMasks } from './regions.ts';
import { WALL_SEED } from './petrify.ts';
import { zobristKeys } from './zobrist.ts';

/** The half-turn key's own seed, so no other key changes. */
const PHASE_SEED = 0x6b8b4567;

export function compileWalls(spec: VariantSpec, g: Geometry): { walls?: CompiledWalls } {
  if (!spec.walls) return {};
  const rule = spec.walls === 'duck' ? WALLS_DUCK : spec.walls === 'past' ? WALLS_PAST : spec.walls === 'static' ? WALLS_STATIC : WALLS_ARROW;
  const keys = { wallKeys: zobristKeys(2 * g.size, WALL_SEED), phaseKey: zobristKeys(2, PHASE_SEED) };
  return { walls: rule === WALLS_STATIC ? { rule, region: wallRegion(spec, g), ...keys } : { rule, ...keys } };
}

/** Where each side may put a static wall: the named region's squares, else all. */
function wallRegion(spec: VariantSpec, g: Geometry): Uint8Array {
  const out = new Uint8Array(2 * g.size).fill(1);
  if (!spec.wallRegion) return out;
  const m = regionMasks(spec, g).get(spec.wallRegion);
  if (!m) throw new CompileError('region-unknown', `wallRegion: no region named '${spec.wallRegion}'`);
  out.set(m[0]!, 0);
  out.set(m[1]!, g.size);
  return out;
}
