/**
 * Kernel part: make and unmake. Each ply pushes one undo record: the move,
 * the hash, the halfmove clock, the e.p. squares, and a packed integer of the
 * captured piece, the moving piece (for promotions) and the castling rights
 * before the move. Unmake restores the hash from the record rather than
 * recomputing it. A factory compiled per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type MakeUnmakePart = ReturnType<typeof makeUnmakePart>;

export function makeUnmakePart(v: KernelTables, K: KernelConstants, bd: BoardPart) {
  const { nTypes, pawn, zobrist, zCastle } = v;
  const cols = v.geometry.cols;
  const zSideLo = zobrist[2 * v.zSide]!;
  const zSideHi = zobrist[2 * v.zSide + 1]!;
  const { KIND_CASTLE, KIND_EN_PASSANT, KIND_DOUBLE, MAX_EP, moveFrom, moveTo, moveKind, movePromotion, pieceCode } = K;
  const { put, remove, shift, putQuiet, removeQuiet, shiftQuiet, hashEp, castleOption } = bd;
  // pawnCode[code] = 1 for a pawn of either colour (saves decoding the type in make).
  const pawnCode = new Uint8Array(2 * nTypes + 2);
  for (let t = 0; t < nTypes; t++) if (pawn[t]) pawnCode[2 * t + 2] = pawnCode[2 * t + 3] = 1;

  /** The squares a double step from `from` to `to` crossed become e.p. squares; the mover is the victim. */
  function leaveEpSquares(p: KernelState, from: number, to: number): void {
    const df = (to % cols) - (from % cols);
    const dr = ((to / cols) | 0) - ((from / cols) | 0);
    // The step is the move's vector divided by the gcd of its components.
    let g = df < 0 ? -df : df;
    let h = dr < 0 ? -dr : dr;
    while (h) {
      const x = g % h;
      g = h;
      h = x;
    }
    const step = (dr / g) * cols + df / g;
    let e = 0;
    for (let s = from + step; s !== to && e < MAX_EP; s += step) p.epSq[e++] = s;
    p.epCount = e;
    p.epVictim = to;
    hashEp(p);
  }

  function make(p: KernelState, m: number): void {
    const ply = p.ply;
    if (ply >= p.stMove.length) p.grow();
    const board = p.board;
    const from = moveFrom(m);
    const to = moveTo(m);
    const kind = moveKind(m);
    const code = board[from]!;
    p.stMove[ply] = m;
    p.stHashLo[ply] = p.hashLo;
    p.stHashHi[ply] = p.hashHi;
    p.stHalf[ply] = p.halfmove;
    const epN = p.epCount;
    p.stEpCount[ply] = epN;
    if (epN) {
      p.stEpVictim[ply] = p.epVictim;
      for (let i = 0; i < epN; i++) p.stEpSq[ply * MAX_EP + i] = p.epSq[i]!;
      hashEp(p);
      p.epCount = 0;
      p.epVictim = -1;
    }
    let captured = 0;
    p.halfmove++;
    if (kind === KIND_CASTLE) {
      // `to` is the rook's square; the slot gives the destinations.
      const opt = castleOption(p, m);
      const rook = board[to]!;
      remove(p, to);
      remove(p, from);
      put(p, p.slotKingTo[opt]!, code);
      put(p, p.slotRookTo[opt]!, rook);
    } else {
      if (kind === KIND_EN_PASSANT) {
        const victim = p.stEpVictim[ply]!;
        captured = board[victim]!;
        remove(p, victim);
      } else if (board[to] !== 0) {
        captured = board[to]!;
        remove(p, to);
      }
      shift(p, from, to);
      const promo = movePromotion(m);
      if (promo >= 0) {
        remove(p, to);
        put(p, to, pieceCode(promo, code & 1));
      }
      if (captured !== 0 || pawnCode[code] === 1) p.halfmove = 0;
      if (kind === KIND_DOUBLE) leaveEpSquares(p, from, to);
    }
    const castle = p.castleMask;
    const lost = castle & (p.clearMask[from]! | p.clearMask[to]!);
    if (lost) {
      p.castleMask = castle & ~lost;
      for (let i = 0, bits = lost; bits; i++, bits >>>= 1) {
        if (bits & 1) {
          p.hashLo ^= zobrist[2 * (zCastle + p.slotRook[i]!)]!;
          p.hashHi ^= zobrist[2 * (zCastle + p.slotRook[i]!) + 1]!;
        }
      }
    }
    // One integer records what the move destroyed: the captured piece, the
    // moving piece (for promotions) and the castling rights before it.
    p.stUndo[ply] = captured | (code << 8) | (castle << 16);
    if (p.turn === 1) p.fullmove++;
    p.turn ^= 1;
    p.hashLo ^= zSideLo;
    p.hashHi ^= zSideHi;
    p.ply = ply + 1;
  }

  function unmake(p: KernelState): void {
    const ply = --p.ply;
    const m = p.stMove[ply]!;
    const undo = p.stUndo[ply]!;
    const from = moveFrom(m);
    const to = moveTo(m);
    const kind = moveKind(m);
    const board = p.board;
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    const epN = p.stEpCount[ply]!;
    if (kind === KIND_CASTLE) {
      const opt = castleOption(p, m);
      const kingTo = p.slotKingTo[opt]!;
      const rookTo = p.slotRookTo[opt]!;
      const king = board[kingTo]!;
      const rook = board[rookTo]!;
      removeQuiet(p, kingTo);
      removeQuiet(p, rookTo);
      putQuiet(p, from, king);
      putQuiet(p, to, rook);
    } else {
      if (movePromotion(m) >= 0) {
        removeQuiet(p, to);
        putQuiet(p, to, (undo >>> 8) & 255);
      }
      shiftQuiet(p, to, from);
      const captured = undo & 255;
      if (captured !== 0) putQuiet(p, kind === KIND_EN_PASSANT ? p.stEpVictim[ply]! : to, captured);
    }
    p.castleMask = undo >>> 16;
    p.halfmove = p.stHalf[ply]!;
    p.hashLo = p.stHashLo[ply]!;
    p.hashHi = p.stHashHi[ply]!;
    p.epCount = epN;
    if (epN) {
      p.epVictim = p.stEpVictim[ply]!;
      for (let i = 0; i < epN; i++) p.epSq[i] = p.stEpSq[ply * MAX_EP + i]!;
    } else p.epVictim = -1;
  }

  return { make, unmake };
}
