/**
 * Kernel part: the board and piece lists, the hash, and the royal square.
 * (Castling slots and e.p. squares belong to their rules' parts: castling.ts,
 * enPassant.ts.)
 *
 * Like every part, this is a factory over one variant's tables whose source
 * text the assembler (../kernel.ts) compiles again per variant: it may use
 * nothing from outside its own text but its parameters (types aside).
 */
import type { RankBitsPart } from './rankBits.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type BoardPart = ReturnType<typeof boardPart>;

export function boardPart(v: KernelTables, _K: KernelConstants, rb: RankBitsPart) {
  const { size, nTypes, zobrist } = v;
  // A constant of this copy: the rank words (rankBits.ts) are kept only where a count reads them, and only while bulk perft runs.
  const keep = rb.active;
  const toggle = rb.toggle;
  const royalTypes: number[] = [];
  for (let t = 0; t < nTypes; t++) if (v.royal[t]) royalTypes.push(t);
  const nRoyalTypes = royalTypes.length;

  // The board and piece lists change through these three, which keep the
  // hash up to date; unmake uses their quiet forms and restores the hash.
  function put(p: KernelState, sq: number, code: number): void {
    putQuiet(p, sq, code);
    const k = (code - 2) * size + sq;
    p.hashLo ^= zobrist[2 * k]!;
    p.hashHi ^= zobrist[2 * k + 1]!;
  }

  function remove(p: KernelState, sq: number): void {
    const k = (p.board[sq]! - 2) * size + sq;
    removeQuiet(p, sq);
    p.hashLo ^= zobrist[2 * k]!;
    p.hashHi ^= zobrist[2 * k + 1]!;
  }

  function shift(p: KernelState, from: number, to: number): void {
    const base = (p.board[from]! - 2) * size;
    shiftQuiet(p, from, to);
    p.hashLo ^= zobrist[2 * (base + from)]! ^ zobrist[2 * (base + to)]!;
    p.hashHi ^= zobrist[2 * (base + from) + 1]! ^ zobrist[2 * (base + to) + 1]!;
  }

  // ... and without touching the hash.
  function putQuiet(p: KernelState, sq: number, code: number): void {
    const pc = code - 2;
    const i = p.pcount[pc]!;
    p.plist[pc * size + i] = sq;
    p.pindex[sq] = i;
    p.pcount[pc] = i + 1;
    p.board[sq] = code;
    if (keep && p.rankBitsKept !== 0) toggle(p, sq, pc);
  }

  function removeQuiet(p: KernelState, sq: number): void {
    const board = p.board;
    const pc = board[sq]! - 2;
    const base = pc * size;
    const last = --p.pcount[pc]!;
    const i = p.pindex[sq]!;
    const moved = p.plist[base + last]!;
    p.plist[base + i] = moved;
    p.pindex[moved] = i;
    board[sq] = 0;
    if (keep && p.rankBitsKept !== 0) toggle(p, sq, pc);
  }

  function shiftQuiet(p: KernelState, from: number, to: number): void {
    const board = p.board;
    const code = board[from]!;
    const i = p.pindex[from]!;
    p.plist[(code - 2) * size + i] = to;
    p.pindex[to] = i;
    board[to] = code;
    board[from] = 0;
    if (keep && p.rankBitsKept !== 0) {
      toggle(p, from, code - 2);
      toggle(p, to, code - 2);
    }
  }

  /** The square of the side's royal piece; -1 if none, -2 if several. */
  function royalSquare(p: KernelState, c: number): number {
    let found = -1;
    for (let i = 0; i < nRoyalTypes; i++) {
      const pc = royalTypes[i]! * 2 + c;
      const n = p.pcount[pc]!;
      if (n === 0) continue;
      if (n > 1 || found >= 0) return -2;
      found = p.plist[pc * size]!;
    }
    return found;
  }

  /** The royal piece types (computed once here, shared with the attack test). */
  function royalTypeList(): readonly number[] {
    return royalTypes;
  }

  return { put, remove, shift, putQuiet, removeQuiet, shiftQuiet, royalSquare, royalTypeList };
}
