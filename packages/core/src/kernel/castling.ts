/**
 * Kernel part: legality by making a move, and castling legality (the king
 * may not cross or land on an attacked square). A factory compiled per
 * variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type CastlingPart = ReturnType<typeof castlingPart>;

export function castlingPart(_v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart, mu: MakeUnmakePart) {
  const { moveFrom, moveTo } = K;
  const { castleOption } = bd;
  const { isAttacked, royalAttacked } = at;
  const { make, unmake } = mu;

  /** The reference test: make the move, see whether our royal piece is attacked, unmake. */
  function legalByMaking(p: KernelState, m: number): boolean {
    const us = p.turn;
    make(p, m);
    const ok = !royalAttacked(p, us);
    unmake(p);
    return ok;
  }

  /** Every square a castling king crosses or lands on (from, exclusive, to kingTo) must be safe. */
  function pathIsSafe(p: KernelState, from: number, kingTo: number, them: number): boolean {
    if (kingTo === from) return true;
    const step = kingTo > from ? 1 : -1;
    for (let s = from + step; ; s += step) {
      if (isAttacked(p, s, them)) return false;
      if (s === kingTo) return true;
    }
  }

  /** Castling legality in general: a safe path, then the move made and tested. */
  function castlingIsLegal(p: KernelState, m: number): boolean {
    const kingTo = p.slotKingTo[castleOption(p, m)]!;
    return pathIsSafe(p, moveFrom(m), kingTo, p.turn ^ 1) && legalByMaking(p, m);
  }

  /**
   * Castling legality when attacks run along lines only: the king crosses and
   * lands on safe squares (tested with the king in place), and the landing
   * square stays safe once king and rook have moved — a rook that shielded it
   * along the rank may leave. No move is made.
   */
  function castlingIsSafe(p: KernelState, m: number): boolean {
    const board = p.board;
    const from = moveFrom(m);
    const rook = moveTo(m);
    const opt = castleOption(p, m);
    const kingTo = p.slotKingTo[opt]!;
    const rookTo = p.slotRookTo[opt]!;
    const them = p.turn ^ 1;
    if (!pathIsSafe(p, from, kingTo, them)) return false;
    const king = board[from]!;
    const rookCode = board[rook]!;
    board[from] = 0;
    board[rook] = 0;
    const underRookTo = board[rookTo]!;
    board[rookTo] = rookCode;
    const safe = !isAttacked(p, kingTo, them);
    board[rookTo] = underRookTo;
    board[rook] = rookCode;
    board[from] = king;
    return safe;
  }

  return { legalByMaking, castlingIsLegal, castlingIsSafe };
}
