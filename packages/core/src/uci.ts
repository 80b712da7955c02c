/**
 * UCI long algebraic notation: `e2e4`, `b9b10w` (ranks in full, promotion as
 * a lower-case letter). Castling is written as the king's move to its
 * destination (`e1g1`, capablanca `f1i1`).
 */
import { makeSquare } from './geometry.ts';
import { KIND_CASTLE, moveFrom, moveKind, movePromotion, moveTo } from './moves.ts';
import { MAX_MOVES, type Position } from './position.ts';

export function makeUci(pos: Position, m: number): string {
  const g = pos.v.geometry;
  const from = moveFrom(m);
  let to = moveTo(m);
  if (moveKind(m) === KIND_CASTLE) {
    for (let i = 0; i < pos.nSlots; i++) {
      if (pos.slotKing[i] === from && pos.slotRook[i] === to) to = pos.slotKingTo[i]!;
    }
  }
  const promo = movePromotion(m);
  return makeSquare(g, from) + makeSquare(g, to) + (promo >= 0 ? pos.v.letters[promo]!.toLowerCase() : '');
}

/** The legal move with this UCI text, or null. */
export function parseUci(pos: Position, text: string): number | null {
  const buf = new Int32Array(MAX_MOVES);
  const n = pos.generateLegal(buf, 0);
  for (let i = 0; i < n; i++) if (makeUci(pos, buf[i]!) === text) return buf[i]!;
  return null;
}

export function legalMoves(pos: Position): number[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = pos.generateLegal(buf, 0);
  return Array.from(buf.subarray(0, n));
}
