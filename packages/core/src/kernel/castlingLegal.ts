/**
 * Kernel part of the castling rule (rules/castling.ts), legality: the king
 * may not castle out of check, nor cross or land on an attacked square —
 * when it is royal. A castling king that is not royal (a commoner, as in
 * giveaway) is not impeded by attacks at all; the move must only leave no
 * royal piece attacked, if the side has one. A variant without castling gets
 * `noCastlingLegalPart`, which adds no moves.
 * Factories compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { ByMakingPart } from './byMaking.ts';
import type { CastlingPart } from './castling.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type CastlingLegalPart = ReturnType<typeof castlingLegalPart>;

export function castlingLegalPart(v: KernelTables, K: KernelConstants, at: AttacksPart, cr: CastlingPart, bm: ByMakingPart) {
  const { moveFrom, moveTo } = K;
  // Is the castling king royal? Only a royal one minds attacked squares.
  const kingRoyal = v.castling !== null && v.royal[v.castling.kingType] === 1;
  const { isAttacked, royalAttacked } = at;
  const { castleOption, castlingMoves } = cr;
  const { legalByMaking } = bm;

  /** Every square a castling king crosses or lands on (from, exclusive, to kingTo) must be safe. */
  function pathIsSafe(p: KernelState, from: number, kingTo: number, them: number): boolean {
    if (kingTo === from) return true;
    const step = kingTo > from ? 1 : -1;
    for (let s = from + step; ; s += step) {
      if (isAttacked(p, s, them)) return false;
      if (s === kingTo) return true;
    }
  }

  /** Castling legality in general: a safe path (for a royal king), then the move made and tested. */
  function castlingIsLegal(p: KernelState, m: number): boolean {
    if (!kingRoyal) return legalByMaking(p, m);
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

  /** Legal castling moves into out[n..], tested by making them (`royal`: the side has a royal piece, which may not castle out of check). */
  function castlingByMaking(p: KernelState, out: Int32Array, n: number, royal: boolean): number {
    if (p.castleMask === 0 || (royal && kingRoyal && royalAttacked(p, p.turn))) return n;
    const end = castlingMoves(p, out, n, p.turn);
    for (let j = n; j < end; j++) {
      const m = out[j]!;
      if (castlingIsLegal(p, m)) out[n++] = m;
    }
    return n;
  }

  /** Legal castling moves into out[n..] when not in check and attacks run along lines only. */
  function castlingWhenSafe(p: KernelState, out: Int32Array, n: number, us: number): number {
    if (p.castleMask === 0) return n;
    const end = castlingMoves(p, out, n, us);
    for (let j = n; j < end; j++) {
      const m = out[j]!;
      if (kingRoyal ? castlingIsSafe(p, m) : legalByMaking(p, m)) out[n++] = m;
    }
    return n;
  }

  /** Legal castling moves into out[n..] while a royal piece is in check: none for a royal king; a commoner's castling may parry it. */
  function castlingInCheck(p: KernelState, out: Int32Array, n: number): number {
    return kingRoyal ? n : castlingByMaking(p, out, n, true);
  }

  return { castlingIsLegal, castlingIsSafe, castlingByMaking, castlingWhenSafe, castlingInCheck };
}

/** The stand-in for a variant without castling. */
export function noCastlingLegalPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, _cr: CastlingPart, _bm: ByMakingPart): CastlingLegalPart {
  function castlingIsLegal(_p: KernelState, _m: number): boolean {
    return false;
  }
  function castlingIsSafe(_p: KernelState, _m: number): boolean {
    return false;
  }
  function castlingByMaking(_p: KernelState, _out: Int32Array, n: number, _royal: boolean): number {
    return n;
  }
  function castlingWhenSafe(_p: KernelState, _out: Int32Array, n: number, _us: number): number {
    return n;
  }
  function castlingInCheck(_p: KernelState, _out: Int32Array, n: number): number {
    return n;
  }
  return { castlingIsLegal, castlingIsSafe, castlingByMaking, castlingWhenSafe, castlingInCheck };
}
