/**
 * Kernel part: sets of squares kept as one 32-bit word per rank (bit f for
 * file f; no board is wider than 26 files), beside the board and piece lists:
 * per piece-colour pc the word of rank r at rankBits[pc * rows + r], and per
 * colour c its occupancy at rankBits[(2 * nTypes + c) * rows + r]. A rank's
 * word is a whole row of the board, so a step forward is the next rank's
 * word at the same bits and a capture beside it one bit over: no shift ever
 * crosses a word (pawnSets.ts counts a crowd of pawns that way).
 *
 * The words are kept only while bulk perft runs, the one place a count reads
 * them: perft.ts calls `begin` (the words computed from the piece lists, and
 * `rankBitsKept` set) and `end`. Meanwhile board.ts toggles the bits wherever
 * it changes the board and the piece lists for good (put, remove, shift and
 * their quiet forms); the quick lifts that legality tests make and undo in
 * place never reach a count that reads them. Full perft, play and search pay
 * one test of the flag per change, not the toggles: keeping them always cost
 * antichess's and horde's full perft 7.5% more instructions. Walls are not
 * kept: the count that reads the words is chosen only for variants without
 * them (select.ts). Chosen only where that count is; elsewhere the stand-in
 * keeps nothing and board.ts's `keep` is false in that copy, so a variant that
 * never reads the words never even tests the flag.
 * A factory compiled per variant (see board.ts). */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type RankBitsPart = ReturnType<typeof rankBitsPart>;

export function rankBitsPart(v: KernelTables, _K: KernelConstants) {
  const { size, nTypes } = v;
  const cols = v.geometry.cols;
  const rows = size / cols;
  // Per square, its piece-colour-0 index (pc * rows is added) and its bit.
  const rankOf = new Int32Array(size);
  const fileBit = new Int32Array(size);
  for (let sq = 0; sq < size; sq++) {
    rankOf[sq] = Math.floor(sq / cols);
    fileBit[sq] = 1 << sq % cols;
  }
  const occBase = 2 * nTypes * rows;

  /** Puts or takes the piece of piece-colour pc on sq (the same toggle either way: put on an empty square, taken where it stands). */
  function toggle(p: KernelState, sq: number, pc: number): void {
    const bits = p.rankBits;
    const r = rankOf[sq]!;
    const b = fileBit[sq]!;
    bits[pc * rows + r]! ^= b;
    bits[occBase + (pc & 1) * rows + r]! ^= b;
  }

  /** Bulk perft begins: the words computed from the piece lists, and kept from now on. */
  function begin(p: KernelState): void {
    const bits = p.rankBits;
    bits.fill(0);
    for (let pc = 0; pc < 2 * nTypes; pc++) for (let i = 0, n = p.pcount[pc]!; i < n; i++) toggle(p, p.plist[pc * size + i]!, pc);
    p.rankBitsKept = 1;
  }

  /** Bulk perft ends: the words no longer kept (and stale after the next change). */
  function end(p: KernelState): void {
    p.rankBitsKept = 0;
  }

  return { toggle, begin, end, rows, cols, occBase, active: true };
}

/** The stand-in: nothing kept (no count reads the words in this variant). */
export function noRankBitsPart(_v: KernelTables, _K: KernelConstants): RankBitsPart {
  function toggle(_p: KernelState, _sq: number, _pc: number): void {}
  function begin(_p: KernelState): void {}
  function end(_p: KernelState): void {}
  return { toggle, begin, end, rows: 0, cols: 0, occBase: 0, active: false };
}

/** The words of a position computed from its board (the tests' check of the kept ones). */
export function rankBitsOf(board: Uint8Array, cols: number, nTypes: number, wall: number): Int32Array {
  const rows = board.length / cols;
  const bits = new Int32Array((2 * nTypes + 2) * rows);
  for (let sq = 0; sq < board.length; sq++) {
    const code = board[sq]!;
    if (code === 0 || code === wall) continue;
    const pc = code - 2;
    const r = Math.floor(sq / cols);
    const b = 1 << sq % cols;
    bits[pc * rows + r]! |= b;
    bits[2 * nTypes * rows + (pc & 1) * rows + r]! |= b;
  }
  return bits;
}
