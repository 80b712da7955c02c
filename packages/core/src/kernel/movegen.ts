/**
 * Kernel part: pseudo-legal moves of the side to move: every piece's moves
 * (pieceMoves.ts), without repeats where a piece can reach a square in two
 * ways, and castling moves whose squares are free. A factory compiled per
 * variant (see board.ts).
 */
import type { PieceMovesPart } from './pieceMoves.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type MovegenPart = ReturnType<typeof movegenPart>;

export function movegenPart(v: KernelTables, K: KernelConstants, pm: PieceMovesPart) {
  const { size, nTypes, pawn, promoFrom, repeats } = v;
  const { MAX_CASTLE_OPTIONS, encodeCastle } = K;
  const { plainPieceMoves, promotingMoves } = pm;

  /** Removes repeated moves from out[start..end) (pieces whose moves can coincide); returns the new end. */
  function unique(out: Int32Array, start: number, end: number): number {
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      let dup = false;
      for (let j = start; j < n; j++) {
        if (out[j] === m) {
          dup = true;
          break;
        }
      }
      if (!dup) out[n++] = m;
    }
    return n;
  }

  /** All pseudo-legal moves of one piece (type t, piece-colour pc, on `from`), without repeats. */
  function movesOf(p: KernelState, out: Int32Array, n: number, from: number, pc: number, us: number, t: number): number {
    const end = pawn[t] === 1 && promoFrom[pc * size + from] === 1 ? promotingMoves(p, out, n, from, pc, us) : plainPieceMoves(p, out, n, from, pc, us);
    return repeats[t] === 1 ? unique(out, n, end) : end;
  }

  /** Castling moves whose squares are free; attacks are tested separately. */
  function castlingMoves(p: KernelState, out: Int32Array, n: number, us: number): number {
    const board = p.board;
    for (let i = 0; i < p.nSlots; i++) {
      if (((p.castleMask >> i) & 1) === 0 || p.slotColor[i] !== us) continue;
      const king = p.slotKing[i]!;
      const rook = p.slotRook[i]!;
      for (let o = 0, nOpt = p.slotOptions[i]!; o < nOpt; o++) {
        const kingTo = p.slotKingTo[i * MAX_CASTLE_OPTIONS + o]!;
        const rookTo = p.slotRookTo[i * MAX_CASTLE_OPTIONS + o]!;
        const lo = Math.min(king, rook, kingTo, rookTo);
        const hi = Math.max(king, rook, kingTo, rookTo);
        let free = true;
        for (let s = lo; s <= hi; s++) {
          if (s !== king && s !== rook && board[s] !== 0) {
            free = false;
            break;
          }
        }
        if (free) out[n++] = encodeCastle(king, rook, o);
      }
    }
    return n;
  }

  /** Pseudo-legal moves of the side to move; castling included without its attack tests. */
  function generatePseudo(p: KernelState, out: Int32Array, start: number): number {
    const us = p.turn;
    let n = start;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const count = p.pcount[pc]!;
      for (let i = 0; i < count; i++) n = movesOf(p, out, n, p.plist[pc * size + i]!, pc, us, t);
    }
    if (p.castleMask) n = castlingMoves(p, out, n, us);
    return n;
  }

  return { movesOf, castlingMoves, generatePseudo };
}
