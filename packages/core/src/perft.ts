/**
 * Perft: the number of leaf positions after exactly `depth` plies. The last
 * ply is counted from the length of the legal-move list ("bulk counting"),
 * which is exact because the generator produces only legal moves; `perftFull`
 * makes and unmakes every leaf move as well.
 */
import { MAX_MOVES, type Position } from './position.ts';
import { legalMoves, makeUci } from './uci.ts';
import { wholeWalls } from './walledMoves.ts';

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

export interface DivideOptions {
  /** Make every leaf move too (as `perftFull`), not only count the last ply. */
  readonly full?: boolean;
  /** Called before each root move's subtree is counted (progress reports). */
  readonly onRootMove?: (index: number, total: number, uci: string, nodesSoFar: number) => void;
}

export function perftDivide(pos: Position, depth: number, options: DivideOptions = {}): DivideResult {
  const divide: Record<string, number> = {};
  if (depth <= 0) return { nodes: 1, divide };
  const below = options.full ? perftFull : perft;
  // Whole moves, so that a walled move's divide key is the piece's move with its wall.
  const root = legalMoves(pos);
  const n = root.length;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    const m = root[i]!;
    const uci = makeUci(pos, m);
    options.onRootMove?.(i, n, uci, nodes);
    pos.make(m);
    const count = below(pos, depth - 1);
    pos.unmake();
    divide[uci] = count;
    nodes += count;
  }
  return { nodes, divide };
}

/**
 * Perft that stops as soon as it would generate more than `budget` moves, for
 * counts asked for by untrusted input (a variant file's own tests): every
 * generated move is charged, at every depth, so the time spent is bounded by
 * the budget whatever the depth or the branching. Returns the count and the
 * moves generated, or null when the budget ran out.
 */
export function perftBounded(pos: Position, depth: number, budget: number): { nodes: number; generated: number } | null {
  if (depth <= 0) return { nodes: 1, generated: 0 };
  // Where walls are placed with every move, a move is two half-moves of the kernel's (rules/walls.ts).
  const plies = wholeWalls(pos.v) && pos.ply === 0 ? 2 * depth : depth;
  const lists = Array.from({ length: plies + 1 }, () => new Int32Array(MAX_MOVES));
  let left = budget;
  const count = (d: number): number => {
    const list = lists[d]!;
    const n = pos.generateLegal(list, 0);
    left -= n;
    if (left < 0) return -1;
    if (d === 1) return n;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      pos.make(list[i]!);
      const c = count(d - 1);
      pos.unmake();
      if (c < 0) return -1;
      sum += c;
    }
    return sum;
  };
  const nodes = count(plies);
  return nodes < 0 ? null : { nodes, generated: budget - left };
}
