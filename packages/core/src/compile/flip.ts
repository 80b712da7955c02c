/**
 * Phase 11, flips (rules/flip.ts): per square, the neighbouring square in
 * each of the eight directions (so make/unmake and the drop filter walk a
 * table instead of doing board arithmetic), the board's squares, the types
 * an ataxx clone may be, reversi's opening squares, and hash keys for
 * walls (ataxx boards set up with blocked squares). A variant without
 * flips gets no field, so its tables are unchanged.
 */
import { parseSquare, type Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import { CompileError, type CompiledFlip } from './model.ts';
import type { PieceTypes } from './pieces.ts';
import { zobristKeys } from './zobrist.ts';

/** The walls' keys come from a seed of their own (petrification's), so the other keys stay as they were. */
const WALL_SEED = 0x2545f491;

/** The eight directions as (file, rank) steps; a direction and its opposite are 4 apart. */
const DIRECTIONS = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
] as const;

export function compileFlip(spec: VariantSpec, g: Geometry, types: PieceTypes): { flip?: CompiledFlip } {
  const flip = spec.flip;
  if (!flip) return {};
  const onBoard = (f: number, r: number) => f >= 0 && f < g.cols && r >= 0 && r < g.rows && g.holes?.[r * g.cols + f] !== 1;
  const nbr = new Int16Array(g.size * 8).fill(-1);
  const squares: number[] = [];
  for (let sq = 0; sq < g.size; sq++) {
    const f = sq % g.cols;
    const r = Math.floor(sq / g.cols);
    if (!onBoard(f, r)) continue;
    squares.push(sq);
    DIRECTIONS.forEach(([df, dr], d) => {
      if (onBoard(f + df, r + dr)) nbr[sq * 8 + d] = (r + dr) * g.cols + f + df;
    });
  }
  // The unmake record keeps each direction's count of flipped pieces in four bits.
  if (flip.rule === 'reversi' && Math.max(g.cols, g.rows) > 17) throw new CompileError('flip-board', 'reversi flips need a board of at most 17 files and ranks');
  const cloneTypes: number[] = [];
  if (flip.rule !== 'reversi' && flip.clones !== false) for (let t = 0; t < types.nTypes; t++) if (!spec.pieces[t]!.royal) cloneTypes.push(t);
  const start = (flip.start ?? []).map((name) => {
    const sq = parseSquare(g, name);
    if (sq < 0) throw new CompileError('flip-square', `flip.start names '${name}', which is not a square of this board`);
    return sq;
  });
  return {
    flip: {
      reversi: flip.rule === 'reversi' ? 1 : flip.rule === 'snort' ? 2 : flip.rule === 'free' ? 3 : flip.rule === 'quadwrangle' ? 4 : 0,
      nbr,
      squares: Int16Array.from(squares),
      cloneTypes: Int8Array.from(cloneTypes),
      start: Int16Array.from(start),
      fullBoard: flip.fullBoard === false ? 0 : 1,
      wallKeys: zobristKeys(2 * g.size, WALL_SEED),
    },
  };
}
