/**
 * Phase 12, walls placed with every move (rules/walls.ts): which rule places
 * them, the walls' hash keys (the same as petrification's, from the same
 * seed) and the key of the half-turn between a piece's move and its wall;
 * edge walls' rim, and whether a turn is a wall or a move (wallOrMove,
 * rules/wallOrMove.ts). A variant without walls gets no field, so its tables
 * are unchanged.
 */
import type { Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import { CompileError, WALLS_ARROW, WALLS_DUCK, WALLS_EDGE, WALLS_PAST, WALLS_STATIC, type CompiledWalls } from './model.ts';
import { regionMasks } from './regions.ts';
import { WALL_SEED } from './petrify.ts';
import { zobristKeys } from './zobrist.ts';

/** The half-turn key's own seed, so no other key changes. */
const PHASE_SEED = 0x6b8b4567;

const RULES = { duck: WALLS_DUCK, arrow: WALLS_ARROW, past: WALLS_PAST, static: WALLS_STATIC, edge: WALLS_EDGE } as const;

export function compileWalls(spec: VariantSpec, g: Geometry): { walls?: CompiledWalls } {
  if (!spec.walls) return {};
  const rule = RULES[spec.walls];
  // A wall instead of a move needs no piece's move to place it: the rules whose wall follows from the move have none alone.
  if (spec.wallOrMove && rule !== WALLS_EDGE && rule !== WALLS_STATIC) throw new CompileError('wall-or-move', `wallOrMove: a wall alone goes nowhere under walls: ${spec.walls} (edge and static walls only)`);
  const keys = { wallKeys: zobristKeys(2 * g.size, WALL_SEED), phaseKey: zobristKeys(2, PHASE_SEED), ...(spec.wallOrMove ? { orMove: true as const } : {}) };
  if (rule === WALLS_STATIC) return { walls: { rule, region: wallRegion(spec, g), ...keys } };
  if (rule === WALLS_EDGE) return { walls: { rule, edge: rim(g), ...keys } };
  return { walls: { rule, ...keys } };
}

/** The board's rim: its first and last rank and file. */
function rim(g: Geometry): Uint8Array {
  const out = new Uint8Array(g.size);
  for (let sq = 0; sq < g.size; sq++) {
    const file = sq % g.cols;
    const rank = (sq / g.cols) | 0;
    if (file === 0 || file === g.cols - 1 || rank === 0 || rank === g.rows - 1) out[sq] = 1;
  }
  return out;
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
