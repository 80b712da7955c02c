/**
 * The transposition table: results of earlier searches keyed by the
 * position's Zobrist hash (index from the low half, the high half stored to
 * tell positions apart), replaced when the new result is at least as deep or
 * belongs to another position.
 */
import { MAX_MOVES, type Position } from '@fairyforge/core';

export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

export class TranspositionTable {
  private readonly mask: number;
  private readonly check: Int32Array;
  private readonly lo: Int32Array;
  readonly move: Int32Array;
  readonly score: Int32Array;
  readonly depth: Int8Array;
  readonly bound: Uint8Array;
  private readonly used: Uint8Array;

  constructor(bits = 18) {
    const n = 1 << bits;
    this.mask = n - 1;
    this.check = new Int32Array(n);
    this.lo = new Int32Array(n);
    this.move = new Int32Array(n);
    this.score = new Int32Array(n);
    this.depth = new Int8Array(n);
    this.bound = new Uint8Array(n);
    this.used = new Uint8Array(n);
  }

  /** The slot holding this position, or -1. */
  probe(lo: number, hi: number): number {
    const i = lo & this.mask;
    return this.used[i] && this.check[i] === hi && this.lo[i] === lo ? i : -1;
  }

  store(lo: number, hi: number, depth: number, score: number, bound: number, move: number): void {
    const i = lo & this.mask;
    if (this.used[i] && this.check[i] === hi && this.lo[i] === lo && this.depth[i]! > depth) return;
    this.used[i] = 1;
    this.check[i] = hi;
    this.lo[i] = lo;
    this.depth[i] = Math.min(depth, 127);
    this.score[i] = score;
    this.bound[i] = bound;
    this.move[i] = move;
  }

  clear(): void {
    this.used.fill(0);
  }
}

/** The best line: the root move, then the table's moves while they are legal. */
export function principalVariation(tt: TranspositionTable, pos: Position, first: number, depth: number): number[] {
  const pv = [first];
  const buf = new Int32Array(MAX_MOVES);
  pos.make(first);
  let made = 1;
  while (pv.length < depth) {
    const slot = tt.probe(pos.hashLo, pos.hashHi);
    if (slot < 0) break;
    const m = tt.move[slot]!;
    const n = pos.generateLegal(buf, 0);
    let legal = false;
    for (let i = 0; i < n; i++) if (buf[i] === m) legal = true;
    if (!legal) break;
    pv.push(m);
    pos.make(m);
    made++;
  }
  while (made--) pos.unmake();
  return pv;
}
