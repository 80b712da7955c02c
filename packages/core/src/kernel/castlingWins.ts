/**
 * Kernel part of castling wins (rules/castlingWins.ts): castling with a
 * listed right has won — the side to move, after it, has lost — and a side
 * that had listed rights and holds none any more has lost; the side that
 * just moved is tested first. A right is a castling slot of the position
 * (position.ts), on the king side when its rook stands on a higher file than
 * its king. A link of the node-start results between the flag and check
 * counting (types.ts EndChain). A factory compiled per variant (see
 * board.ts); noCastlingWinsPart is the stand-in.
 */
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

export type CastlingWinsPart = EndChain;

export function castlingWinsPart(v: KernelTables, K: KernelConstants, inner: EndChain): EndChain {
  const letters = v.spec.castlingWins ?? [];
  // Given a variant without the rule (the stand-in is the usual choice then), the inner link as it is.
  if (letters.length === 0) return inner;
  const { KIND_CASTLE, END_CASTLING, END_WIN, END_LOSS, moveFrom, moveTo, moveKind } = K;
  // A right's side bit: 1 the king side (its rook on a higher file than its king), 2 the queen side.
  function sideBit(king: number, rook: number): number {
    return rook > king ? 1 : 2;
  }
  // Per colour, the sides whose castling wins (FEN letters: upper case White's).
  const wins = [0, 0];
  for (const l of letters) {
    const c = l === l.toUpperCase() ? 0 : 1;
    wins[c] = wins[c]! | (l.toUpperCase() === 'K' ? 1 : 2);
  }
  const innerEnd = inner.gameEnd;
  const legal = inner.generateLegal;
  const legalByMaking = inner.generateLegalByMaking;

  /** Colour c had listed rights and holds none of them now. */
  function lost(p: KernelState, c: number): boolean {
    const listed = wins[c]!;
    if (listed === 0) return false;
    for (let i = 0; i < p.nSlots; i++) {
      if (((p.castleMask >> i) & 1) === 0 || p.slotColor[i] !== c) continue;
      if (listed & sideBit(p.slotKing[i]!, p.slotRook[i]!)) return false;
    }
    return true;
  }

  function castlingEnd(p: KernelState): number {
    const us = p.turn;
    if (p.ply > 0) {
      const m = p.stMove[p.ply - 1]!;
      if (moveKind(m) === KIND_CASTLE && wins[us ^ 1]! & sideBit(moveFrom(m), moveTo(m))) return END_CASTLING | END_LOSS;
    }
    if (lost(p, us ^ 1)) return END_CASTLING | END_WIN;
    if (lost(p, us)) return END_CASTLING | END_LOSS;
    return 0;
  }

  function gameEnd(p: KernelState): number {
    const e = castlingEnd(p);
    return e !== 0 ? e : innerEnd(p);
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    return castlingEnd(p) !== 0 ? start : legal(p, out, start);
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    return castlingEnd(p) !== 0 ? start : legalByMaking(p, out, start);
  }

  return { gameEnd, generateLegal, generateLegalByMaking };
}

/** The stand-in: the inner link as it is. */
export function noCastlingWinsPart(_v: KernelTables, _K: KernelConstants, inner: EndChain): CastlingWinsPart {
  return inner;
}
