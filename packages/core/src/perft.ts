/**
 * Perft: the number of leaf positions after exactly `depth` plies. The last
 * ply is counted from the length of the legal-move list ("bulk counting"),
 * which is exact because the generator produces only legal moves.
 */
import { MAX_MOVES, type Position } from './position.ts';
import { makeUci } from './uci.ts';

export function perft(pos: Position, depth: number): number {
  if (depth <= 0) return 1;
  const buffers: Int32Array[] = [];
  for (let d = 0; d < depth; d++) buffers.push(new Int32Array(MAX_MOVES));
  return walk(pos, depth, buffers);
}

function walk(pos: Position, depth: number, buffers: Int32Array[]): number {
  const buf = buffers[depth - 1]!;
  const n = pos.generateLegal(buf, 0);
  if (depth === 1) return n;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    pos.make(buf[i]!);
    nodes += walk(pos, depth - 1, buffers);
    pos.unmake();
  }
  return nodes;
}

export interface DivideResult {
  readonly nodes: number;
  /** Leaf count per legal first move, keyed by UCI. */
  readonly divide: Record<string, number>;
}

export function perftDivide(pos: Position, depth: number): DivideResult {
  const divide: Record<string, number> = {};
  if (depth <= 0) return { nodes: 1, divide };
  const root = new Int32Array(MAX_MOVES);
  const n = pos.generateLegal(root, 0);
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    const m = root[i]!;
    pos.make(m);
    const count = perft(pos, depth - 1);
    pos.unmake();
    divide[makeUci(pos, m)] = count;
    nodes += count;
  }
  return { nodes, divide };
}
