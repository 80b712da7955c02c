/**
 * Kernel part of the drops rule (rules/drops.ts), around make/unmake: a
 * captured piece goes to the captor's hand (as the type it promoted from,
 * where the variant demotes: crazyhouse's `Q~` returns as a pawn), a drop
 * takes a piece from the hand onto its square, and the promoted marks follow
 * the pieces. The hand counts are hashed incrementally (one key per piece
 * held, compile/hands.ts). It wraps makeUnmake.ts's make and unmake, so a
 * variant without drops gets `noHandsPart`, which hands back those very
 * functions. A factory compiled per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { CastlingPart } from './castling.ts';
import type { CountingPart } from './counting.ts';
import type { EnPassantPart } from './enPassant.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export function handsPart(v: KernelTables, K: KernelConstants, bd: BoardPart, ep: EnPassantPart, co: CountingPart, cr: CastlingPart, mu: MakeUnmakePart): MakeUnmakePart {
  // Given a variant without hands (the stand-in is the usual choice then), make and unmake stay as they are.
  if (v.hands === undefined) return mu;
  const { size, nTypes, zobrist } = v;
  const { toHand, demote, handKeys } = v.hands!;
  const zSideLo = zobrist[2 * v.zSide]!;
  const zSideHi = zobrist[2 * v.zSide + 1]!;
  const { KIND_DROP, KIND_CASTLE, KIND_EN_PASSANT, moveFrom, moveTo, moveKind, movePromotion, pieceCode } = K;
  const { put, removeQuiet } = bd;
  const { saveEp, epVictimSquare, restoreEp } = ep;
  const { saveCount, updateCount, restoreCount } = co;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;
  // Promoted marks are hashed where the FEN writes them (kernel constant: the other variants' copies skip the keys).
  const marked = v.hands!.promotedKeys !== undefined;
  const promotedKeys = marked ? v.hands!.promotedKeys! : new Int32Array(0);

  /** The mark (type promoted from + 1, or 0) on sq enters or leaves the hash. */
  function hashMark(p: KernelState, sq: number, mark: number): void {
    if (mark === 0) return;
    const k = 2 * ((mark - 1) * size + sq);
    p.hashLo ^= promotedKeys[k]!;
    p.hashHi ^= promotedKeys[k + 1]!;
  }

  /** One more piece of type t in colour c's hand: its key joins the hash. */
  function addToHand(p: KernelState, c: number, t: number): void {
    const i = c * nTypes + t;
    const k = 2 * (i * size + p.hand[i]!);
    p.hand[i]!++;
    p.hashLo ^= handKeys[k]!;
    p.hashHi ^= handKeys[k + 1]!;
  }

  function make(p: KernelState, m: number): void {
    const kind = moveKind(m);
    if (kind === KIND_DROP) {
      makeDrop(p, m);
      return;
    }
    const ply = p.ply;
    if (kind === KIND_CASTLE) {
      makeMove(p, m);
      p.stHand[ply] = 0;
      return;
    }
    const promoted = p.promoted;
    const from = moveFrom(m);
    const to = moveTo(m);
    const capSq = kind === KIND_EN_PASSANT ? p.epVictim : to;
    const moverMark = promoted[from]!;
    const capMark = promoted[capSq]!;
    makeMove(p, m);
    const undo = p.stUndo[ply]!;
    const captured = undo & 255;
    promoted[from] = 0;
    promoted[capSq] = 0;
    // A promotion marks the new piece with the type it came from (its code's type + 1 is code >> 1);
    // a promoted piece turned back into that type (a demotion) is unmarked.
    const promo = movePromotion(m);
    promoted[to] = promo < 0 ? moverMark : moverMark !== 0 && promo === moverMark - 1 ? 0 : ((undo >>> 8) & 255) >> 1;
    // The mover's mark leaves `from`, the captured piece's leaves its square, and the new mark arrives on `to`.
    if (marked) (hashMark(p, from, moverMark), hashMark(p, capSq, capMark), hashMark(p, to, promoted[to]!));
    let into = 0;
    if (captured !== 0) {
      const t = (captured >> 1) - 1;
      if (toHand[t] === 1) {
        const held = demote && capMark !== 0 ? capMark - 1 : t;
        addToHand(p, p.turn ^ 1, held);
        into = held + 1;
      }
    }
    p.stHand[ply] = capMark | (moverMark << 8) | (into << 16);
  }

  /** A drop: the piece leaves the hand for its square; no capture, no castling right lost (but one won with castling.dropped: the record keeps the rights before it, as make's does). */
  function makeDrop(p: KernelState, m: number): void {
    const ply = p.ply;
    if (ply >= p.stMove.length) p.grow();
    const t = moveFrom(m);
    const to = moveTo(m);
    const us = p.turn;
    p.stMove[ply] = m;
    p.stHashLo[ply] = p.hashLo;
    p.stHashHi[ply] = p.hashHi;
    p.stHalf[ply] = p.halfmove;
    saveEp(p, ply);
    saveCount(p, ply);
    // Every drop resets the move-rule clock, as Fairy-Stockfish's does: a piece
    // leaving the hand never returns there by a quiet move, so the drop is irreversible.
    p.halfmove = 0;
    const i = us * nTypes + t;
    const n = --p.hand[i]!;
    p.hashLo ^= handKeys[2 * (i * size + n)]!;
    p.hashHi ^= handKeys[2 * (i * size + n) + 1]!;
    // Dropped as its promoted type (drops.promoted), the piece is marked with the type it came from.
    const promo = movePromotion(m);
    put(p, to, pieceCode(promo < 0 ? t : promo, us));
    p.promoted[to] = promo < 0 ? 0 : t + 1;
    if (marked) hashMark(p, to, p.promoted[to]!);
    p.stUndo[ply] = cr.dropRights(p, t, to, us) << 16;
    p.stHand[ply] = 0;
    if (us === 1) p.fullmove++;
    p.turn ^= 1;
    p.hashLo ^= zSideLo;
    p.hashHi ^= zSideHi;
    updateCount(p, m, 0);
    p.ply = ply + 1;
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    const m = p.stMove[ply]!;
    const kind = moveKind(m);
    if (kind === KIND_DROP) {
      unmakeDrop(p, m, ply);
      return;
    }
    if (kind !== KIND_CASTLE) {
      const rec = p.stHand[ply]!;
      const into = rec >>> 16;
      // The mover is the side not to move now (the hash comes back whole with the record).
      if (into !== 0) p.hand[(p.turn ^ 1) * nTypes + into - 1]!--;
      const from = moveFrom(m);
      const to = moveTo(m);
      const promoted = p.promoted;
      promoted[to] = 0;
      promoted[from] = (rec >>> 8) & 255;
      promoted[kind === KIND_EN_PASSANT ? epVictimSquare(p, ply) : to] = rec & 255;
    }
    unmakeMove(p);
  }

  function unmakeDrop(p: KernelState, m: number, ply: number): void {
    p.ply = ply;
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    removeQuiet(p, moveTo(m));
    p.promoted[moveTo(m)] = 0;
    p.hand[p.turn * nTypes + moveFrom(m)]!++;
    cr.restoreRights(p, p.stUndo[ply]! >>> 16);
    p.halfmove = p.stHalf[ply]!;
    p.hashLo = p.stHashLo[ply]!;
    p.hashHi = p.stHashHi[ply]!;
    restoreEp(p, ply);
    restoreCount(p, ply);
  }

  return { make, unmake };
}

/** The stand-in for a variant without drops: make and unmake as they are. */
export function noHandsPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _ep: EnPassantPart, _co: CountingPart, _cr: CastlingPart, mu: MakeUnmakePart): MakeUnmakePart {
  return mu;
}
