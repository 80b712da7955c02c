/**
 * Kernel part for bulk perft's count without a royal piece (legalCount.ts's
 * countWithoutRoyal, where every move counts): the moves of a piece whose
 * every move is a plain quiet leap (three musketeers' men, mW), counted from
 * the empty squares back instead of from each piece on. Per square, the
 * squares its leaps reach it from are laid out at load time; the count reads
 * every square once and, for each empty one, those squares. Twenty-two men
 * on 5×5 with a few empty squares are far fewer reads than each man's steps
 * (fewer pieces than the board's squares per leap, as fox and hounds' four
 * hounds on 8×8, are never asked; few pieces among many empty squares are
 * walked as before). A piece that reaches every square (countWalk.ts
 * `everywhere`) is counted at once there. Chosen (select.ts) only for
 * variants without a royal type, where the count is kept; the stand-in lays
 * out nothing. A factory compiled per variant (see board.ts).
 */
import type { CountWalkPart } from './countWalk.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type QuietWalkPart = ReturnType<typeof quietWalkPart>;

export function quietWalkPart(v: KernelTables, K: KernelConstants, cw: CountWalkPart) {
  const { size, nTypes, leapOff, leapTo, leapMode, leapEpCaptureStart, rayOff } = v;
  const { M_MOVE, pieceCode } = K;
  const { walkable, everywhere, emptySquares } = cw;
  // quietRev[pc]: 1 where every move of piece-colour pc is a plain quiet leap (walkable, no rays, no pawn's leaps).
  const quietRev = new Uint8Array(2 * nTypes);
  // Per square `to`, the squares pc leaps to it from: quietFrom[quietOff[pc * size + to] ..].
  const quietOff = new Int32Array(2 * nTypes * size + 1);
  // Per piece-colour, its leaps per square on average (quietCount's choice).
  const leapsPerSq = new Float64Array(2 * nTypes);
  for (let pc = 0; pc < 2 * nTypes; pc++) {
    let quiet = leapOff[pc * size] !== leapOff[(pc + 1) * size] && everywhere.indexOf(0, pc * size) < (pc + 1) * size;
    for (let k = pc * size; k < (pc + 1) * size && quiet; k++) {
      if (walkable[k] !== 1 || leapEpCaptureStart[k] !== leapOff[k + 1] || rayOff[k] !== rayOff[k + 1]) quiet = false;
      for (let i = leapOff[k]!; i < leapOff[k + 1]! && quiet; i++) if (leapMode[i] !== M_MOVE) quiet = false;
    }
    if (!quiet) continue;
    quietRev[pc] = 1;
    leapsPerSq[pc] = (leapOff[(pc + 1) * size]! - leapOff[pc * size]!) / size;
    for (let i = leapOff[pc * size]!; i < leapOff[(pc + 1) * size]!; i++) quietOff[pc * size + leapTo[i]! + 1]!++;
  }
  for (let k = 0; k < 2 * nTypes * size; k++) quietOff[k + 1]! += quietOff[k]!;
  const quietFrom = new Int16Array(quietOff[2 * nTypes * size]!);
  const fill = quietOff.slice(0, 2 * nTypes * size);
  for (let pc = 0; pc < 2 * nTypes; pc++) {
    for (let from = 0; from < size && quietRev[pc] === 1; from++) {
      const k = pc * size + from;
      for (let i = leapOff[k]!; i < leapOff[k + 1]!; i++) quietFrom[fill[pc * size + leapTo[i]!]!++] = from;
    }
  }
  // quietMin[pc]: from this many pieces on, quietCount may read fewer squares than the walk (below it, whatever the empty
  // squares, it cannot: fewer pieces than the board's squares per leap); never for a piece-colour that is not quietRev.
  const quietMin = new Int32Array(2 * nTypes).fill(0x7fffffff);
  for (let pc = 0; pc < 2 * nTypes; pc++) if (quietRev[pc] === 1) quietMin[pc] = Math.floor(size / (leapsPerSq[pc]! + 3)) + 1;

  /**
   * The moves of piece-colour pc counted from the empty squares back: per empty square, the squares leaping to it holding
   * such a piece. -1 where counting piece by piece (walk) reads fewer squares: too few pieces, or many empty squares.
   */
  function quietCount(p: KernelState, pc: number): number {
    const pieces = p.pcount[pc]!;
    if (pieces < quietMin[pc]!) return -1;
    // Each leap the walk reads is about as dear as each square the scan reads and each square leaping back to an empty one.
    if (size + emptySquares(p) * leapsPerSq[pc]! >= pieces * (leapsPerSq[pc]! + 3)) return -1;
    const board = p.board;
    const code = pieceCode(pc >> 1, pc & 1);
    const base = pc * size;
    let n = 0;
    for (let to = 0; to < size; to++) {
      if (board[to] !== 0) continue;
      for (let i = quietOff[base + to]!, end = quietOff[base + to + 1]!; i < end; i++) if (board[quietFrom[i]!] === code) n++;
    }
    return n;
  }

  // Where no piece-colour qualifies (chess-like sets: extinction), legalCount.ts asks nothing per type.
  return { quietCount, quietRev, quietMin, active: quietRev.indexOf(1) >= 0 };
}

/** The stand-in: no piece counted from the empty squares (legalCount.ts walks them all). */
export function noQuietWalkPart(_v: KernelTables, _K: KernelConstants, _cw: CountWalkPart): QuietWalkPart {
  function quietCount(_p: KernelState, _pc: number): number {
    return -1;
  }
  return { quietCount, quietRev: new Uint8Array(0), quietMin: new Int32Array(0), active: false };
}
