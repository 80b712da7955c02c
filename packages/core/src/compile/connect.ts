/**
 * Connect-n's tables (rules/connect.ts): for each direction a line can run in,
 * the square one step on from every square, and which board codes count. The
 * kernel walks n - 1 steps from each counted piece, so a line is found from
 * its first square; four directions (up, up-right, right, down-right) cover
 * every line once. With `square`, the squares of the block each square is the
 * lower-left corner of. With `regions`, each side's two regions and the
 * neighbour table a chain walks: the same four directions, forward only, as
 * Fairy-Stockfish grows its chains (a chain that doubles back does not link).
 */
import { pieceCode } from '../placement.ts';
import { parseSquare, type Geometry } from '../geometry.ts';
import type { ConnectSpec } from '../spec.ts';
import { CompileError, END_DRAW, END_LOSS, END_WIN, type CompiledConnect } from './model.ts';
import type { PieceTypes } from './pieces.ts';

export function compileConnect(spec: ConnectSpec, g: Geometry, types: PieceTypes): CompiledConnect {
  const steps: [number, number][] = [];
  if (spec.vertical) steps.push([0, 1]);
  if (spec.diagonal) steps.push([1, 1], [1, -1]);
  if (spec.horizontal) steps.push([1, 0]);
  const next = new Int16Array(steps.length * g.size).fill(-1);
  steps.forEach(([df, dr], d) => {
    for (let sq = 0; sq < g.size; sq++) {
      const f = (sq % g.cols) + df;
      const r = Math.floor(sq / g.cols) + dr;
      if (f >= 0 && f < g.cols && r >= 0 && r < g.rows) next[d * g.size + sq] = r * g.cols + f;
    }
  });
  const member = new Uint8Array(pieceCode(types.nTypes, 1) + 1);
  for (const l of spec.pieces) for (const c of [0, 1]) member[pieceCode(types.typeOf(l, 'connect'), c)] = 1;
  const square = spec.square ?? 0;
  const area = square * square;
  const blocks = new Int16Array(area * g.size).fill(-1);
  for (let sq = 0; square > 0 && sq < g.size; sq++) {
    const f = sq % g.cols;
    const r = Math.floor(sq / g.cols);
    if (f + square > g.cols || r + square > g.rows) continue;
    for (let k = 0; k < area; k++) blocks[sq * area + k] = (r + Math.floor(k / square)) * g.cols + f + (k % square);
  }
  const value = spec.value === 'win' ? END_WIN : spec.value === 'loss' ? END_LOSS : END_DRAW;
  const regions = spec.regions ? compileRegions(spec.regions, steps, g) : undefined;
  return { n: spec.n, collinear: spec.collinear ?? 0, square, blocks, next, nDirs: steps.length, member, value, ...(regions ? { regions } : {}) };
}

/** Region links: each side's first region as a list, its second as marks, and the neighbours one step on along the counted directions. */
function compileRegions(regions: NonNullable<ConnectSpec['regions']>, steps: readonly [number, number][], g: Geometry): CompiledConnect['regions'] {
  const square = (name: string): number => {
    const sq = parseSquare(g, name);
    if (sq < 0) throw new CompileError('connect-region', `connect.regions names '${name}', which is not a square of this board`);
    return sq;
  };
  const start = regions.map(([first]) => Int16Array.from(first.map(square))) as [Int16Array, Int16Array];
  const goal = new Uint8Array(2 * g.size);
  regions.forEach(([, second], c) => second.forEach((name) => (goal[c * g.size + square(name)] = 1)));
  const adj = new Int16Array(steps.length * g.size).fill(-1);
  steps.forEach(([df, dr], d) => {
    for (let sq = 0; sq < g.size; sq++) {
      const f = (sq % g.cols) + df;
      const r = Math.floor(sq / g.cols) + dr;
      if (f >= 0 && f < g.cols && r >= 0 && r < g.rows) adj[d * g.size + sq] = r * g.cols + f;
    }
  });
  return { start, goal, adj, nAdj: steps.length };
}
