/**
 * Perft: the number of leaf positions after exactly `depth` plies. The last
 * ply is counted from the length of the legal-move list ("bulk counting"),
 * which is exact because the generator produces only legal moves; `perftFull`
 * makes and unmakes every leaf move as well.
 */
import { MAX_MOVES, type Position } from './position.ts';
import { makeUci } from './uci.ts';

export function perft(pos: Position, depth: number): number {
  return pos.k.perft(pos, depth);
}

export function perftFull(pos: Position, depth: number): number {
  return pos.k.perftFull(pos, depth);
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
