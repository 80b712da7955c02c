/**
 * Kernel part of the en-passant rule (rules/enPassant.ts): the e.p. squares a
 * double step leaves, their hash keys, the capture that takes the piece
 * behind them, and their place in the undo record. A double step leaves only
 * the crossed squares an enemy piece stands ready to take on (as
 * Fairy-Stockfish's position does): most double steps then leave none, and
 * make, unmake and the next node's e.p. tests skip their work. A variant none of whose
 * moves captures en passant gets `noEnPassantPart` instead: the same
 * functions, empty, so its kernel copy holds no e.p. code but the guards
 * that read the position's (then always empty) e.p. squares (see ../kernel.ts).
 * Factories compiled per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type EnPassantPart = ReturnType<typeof enPassantPart>;

export function enPassantPart(v: KernelTables, K: KernelConstants, _bd: BoardPart) {
  const { zobrist, zEp } = v;
  const cols = v.geometry.cols;
  const { MAX_EP } = K;
  // A region may keep some crossed squares from becoming e.p. squares (Fairy-Stockfish's enPassantRegion).
  const regional = v.epRegion !== undefined;
  const epRegion = v.epRegion !== undefined ? v.epRegion : new Uint8Array(0);
  const size = v.size;
  const { leapOff, leapTo, leapMode, nTypes } = v;
  const { M_EP } = K;

  // The pieces that could take en passant on each square: capFrom/capCode[capOff[c * size + s] .. capOff[c * size + s + 1])
  // are the squares and board codes of colour c's pieces with an e.p.-capable leap to s. Lame or jumping
  // conditions of those leaps are not read: such a square may stand that no capture can use, never the reverse.
  const capOff = new Int32Array(2 * size + 1);
  for (let pc = 0; pc < 2 * nTypes; pc++) {
    for (let from = 0; from < size; from++) {
      const k = pc * size + from;
      for (let i = leapOff[k]!; i < leapOff[k + 1]!; i++) if (leapMode[i]! & M_EP) capOff[(pc & 1) * size + leapTo[i]! + 1]!++;
    }
  }
  for (let i = 0; i < 2 * size; i++) capOff[i + 1]! += capOff[i]!;
  const capFrom = new Int16Array(capOff[2 * size]!);
  const capCode = new Uint8Array(capOff[2 * size]!);
  const capFill = capOff.slice(0, 2 * size);
  for (let pc = 0; pc < 2 * nTypes; pc++) {
    for (let from = 0; from < size; from++) {
      const k = pc * size + from;
      for (let i = leapOff[k]!; i < leapOff[k + 1]!; i++) {
        if ((leapMode[i]! & M_EP) === 0) continue;
        const at = capFill[(pc & 1) * size + leapTo[i]!]!++;
        capFrom[at] = from;
        capCode[at] = pc + 2; // the board code of piece-colour pc (placement.ts's pieceCode)
      }
    }
  }

  /** Whether a piece of colour c stands where it could take en passant on `sq` (its e.p. leap's conditions aside). */
  function capturerOn(board: Uint8Array, c: number, sq: number): boolean {
    const key = c * size + sq;
    for (let j = capOff[key]!, end = capOff[key + 1]!; j < end; j++) if (board[capFrom[j]!] === capCode[j]) return true;
    return false;
  }

  /** Toggles the hash keys of the position's e.p. squares (on entering or leaving them). */
  function hashEp(p: KernelState): void {
    for (let i = 0; i < p.epCount; i++) {
      p.hashLo ^= zobrist[2 * (zEp + p.epSq[i]!)]!;
      p.hashHi ^= zobrist[2 * (zEp + p.epSq[i]!) + 1]!;
    }
  }

  function isEpSquare(p: KernelState, sq: number): boolean {
    for (let i = 0; i < p.epCount; i++) if (p.epSq[i] === sq) return true;
    return false;
  }

  /** make: records the e.p. squares in the undo record at `ply`, and clears them. */
  function saveEp(p: KernelState, ply: number): void {
    const epN = p.epCount;
    p.stEpCount[ply] = epN;
    if (epN) {
      p.stEpVictim[ply] = p.epVictim;
      for (let i = 0; i < epN; i++) p.stEpSq[ply * MAX_EP + i] = p.epSq[i]!;
      hashEp(p);
      p.epCount = 0;
      p.epVictim = -1;
    }
  }

  /** make: the square of the piece an e.p. capture takes (saved by saveEp). */
  function epVictimSquare(p: KernelState, ply: number): number {
    return p.stEpVictim[ply]!;
  }

  // Each square's file and rank, so that a double step's direction costs no division (make calls leaveEpSquares at every double step).
  const fileOf = new Int16Array(size);
  const rankOf = new Int16Array(size);
  for (let s = 0; s < size; s++) {
    fileOf[s] = s % cols;
    rankOf[s] = (s / cols) | 0;
  }

  /**
   * The squares a double step from `from` to `to` crossed that an enemy piece could take on become
   * e.p. squares (each one on its own: a pawn crossing several may be taken on some of them only);
   * the mover is the victim. Called after the move, before the turn changes.
   */
  function leaveEpSquares(p: KernelState, from: number, to: number): void {
    const df = fileOf[to]! - fileOf[from]!;
    const dr = rankOf[to]! - rankOf[from]!;
    // The step is the move's vector divided by the gcd of its components: along a file, rank or diagonal just their signs.
    const adf = df < 0 ? -df : df;
    const adr = dr < 0 ? -dr : dr;
    let step: number;
    if (adf === 0 || adr === 0 || adf === adr) step = (dr > 0 ? cols : dr < 0 ? -cols : 0) + (df > 0 ? 1 : df < 0 ? -1 : 0);
    else {
      let g = adf;
      let h = adr;
      while (h) {
        const x = g % h;
        g = h;
        h = x;
      }
      step = ((dr / g) | 0) * cols + ((df / g) | 0);
    }
    const board = p.board;
    const them = p.turn ^ 1;
    let e = 0;
    if (regional) {
      const base = p.turn * size;
      for (let s = from + step; s !== to && e < MAX_EP; s += step) if (epRegion[base + s] === 1 && capturerOn(board, them, s)) p.epSq[e++] = s;
    } else for (let s = from + step; s !== to && e < MAX_EP; s += step) if (capturerOn(board, them, s)) p.epSq[e++] = s;
    if (e === 0) return;
    p.epCount = e;
    p.epVictim = to;
    hashEp(p);
  }

  /** unmake: the e.p. squares of the undo record at `ply` back (the hash is restored whole). */
  function restoreEp(p: KernelState, ply: number): void {
    const epN = p.stEpCount[ply]!;
    p.epCount = epN;
    if (epN) {
      p.epVictim = p.stEpVictim[ply]!;
      for (let i = 0; i < epN; i++) p.epSq[i] = p.stEpSq[ply * MAX_EP + i]!;
    } else p.epVictim = -1;
  }

  return { isEpSquare, saveEp, epVictimSquare, leaveEpSquares, restoreEp };
}

/** The stand-in for a variant without en passant: no e.p. squares, ever (parseFen ignores the field). */
export function noEnPassantPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart): EnPassantPart {
  function isEpSquare(_p: KernelState, _sq: number): boolean {
    return false;
  }
  function saveEp(_p: KernelState, _ply: number): void {}
  function epVictimSquare(_p: KernelState, _ply: number): number {
    return -1;
  }
  function leaveEpSquares(_p: KernelState, _from: number, _to: number): void {}
  function restoreEp(_p: KernelState, _ply: number): void {}
  return { isEpSquare, saveEp, epVictimSquare, leaveEpSquares, restoreEp };
}
