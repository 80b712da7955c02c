/**
 * Kernel part: make and unmake. Each ply pushes one undo record: the move,
 * the hash, the halfmove clock, the e.p. squares, and a packed integer of the
 * captured piece, the moving piece (for promotions) and the castling rights
 * before the move. Unmake restores the hash from the record rather than
 * recomputing it. What castling, en passant and promotion add is in their
 * parts (castling.ts, enPassant.ts, promotion.ts), called at fixed points; a
 * variant without the rule gets empty stand-ins there. A factory compiled
 * per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { CastlingPart } from './castling.ts';
import type { CountingPart } from './counting.ts';
import type { EnPassantPart } from './enPassant.ts';
import type { PromotionPart } from './promotion.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type MakeUnmakePart = ReturnType<typeof makeUnmakePart>;

export function makeUnmakePart(v: KernelTables, K: KernelConstants, bd: BoardPart, ep: EnPassantPart, pr: PromotionPart, cr: CastlingPart, co: CountingPart) {
  const { nTypes, pawn, zobrist } = v;
  const zSideLo = zobrist[2 * v.zSide]!;
  const zSideHi = zobrist[2 * v.zSide + 1]!;
  const { KIND_CASTLE, KIND_EN_PASSANT, KIND_DOUBLE, moveFrom, moveTo, moveKind, movePromotion } = K;
  const { remove, shift, putQuiet, shiftQuiet } = bd;
  const { saveEp, epVictimSquare, leaveEpSquares, restoreEp } = ep;
  const { promote, unpromote } = pr;
  const { makeCastle, unmakeCastle, loseRights, restoreRights } = cr;
  const { saveCount, updateCount, restoreCount } = co;
  // pawnCode[code] = 1 for a pawn of either colour (saves decoding the type in make).
  const pawnCode = new Uint8Array(2 * nTypes + 2);
  for (let t = 0; t < nTypes; t++) if (pawn[t]) pawnCode[2 * t + 2] = pawnCode[2 * t + 3] = 1;
  // A shogi-style promotion that is never undone (no promotion.demote, unlike Kyoto shogi's
  // flips) cannot be reversed, so it resets the clock as Fairy-Stockfish's does.
  const promotionResets = v.piecePromotion !== undefined && v.piecePromotion.demote !== true;

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
    saveEp(p, ply);
    saveCount(p, ply);
    let captured = 0;
    p.halfmove++;
    if (kind === KIND_CASTLE) {
      // `to` is the rook's square; the slot gives the destinations.
      makeCastle(p, m, from, to, code);
    } else {
      if (kind === KIND_EN_PASSANT) {
        const victim = epVictimSquare(p, ply);
        captured = board[victim]!;
        remove(p, victim);
      } else if (board[to] !== 0) {
        captured = board[to]!;
        remove(p, to);
      }
      shift(p, from, to);
      promote(p, m, to, code);
      if (captured !== 0 || pawnCode[code] === 1 || (promotionResets && movePromotion(m) >= 0)) p.halfmove = 0;
      // A double step that promotes (a zone reaching back to the pawn's third rank,
      // epicatomic's) leaves no pawn to take en passant, so no target either.
      if (kind === KIND_DOUBLE && movePromotion(m) < 0) leaveEpSquares(p, from, to);
    }
    const castle = loseRights(p, from, to, kind === KIND_CASTLE);
    // One integer records what the move destroyed: the captured piece, the
    // moving piece (for promotions) and the castling rights before it.
    p.stUndo[ply] = captured | (code << 8) | (castle << 16);
    if (p.turn === 1) p.fullmove++;
    p.turn ^= 1;
    p.hashLo ^= zSideLo;
    p.hashHi ^= zSideHi;
    updateCount(p, m, captured);
    p.ply = ply + 1;
  }

  function unmake(p: KernelState): void {
    const ply = --p.ply;
    const m = p.stMove[ply]!;
    const undo = p.stUndo[ply]!;
    const from = moveFrom(m);
    const to = moveTo(m);
    const kind = moveKind(m);
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    if (kind === KIND_CASTLE) unmakeCastle(p, m, from, to);
    else {
      unpromote(p, m, to, undo);
      shiftQuiet(p, to, from);
      const captured = undo & 255;
      if (captured !== 0) putQuiet(p, kind === KIND_EN_PASSANT ? epVictimSquare(p, ply) : to, captured);
    }
    restoreRights(p, undo >>> 16);
    p.halfmove = p.stHalf[ply]!;
    p.hashLo = p.stHashLo[ply]!;
    p.hashHi = p.stHashHi[ply]!;
    restoreEp(p, ply);
    restoreCount(p, ply);
  }

  return { make, unmake };
}
