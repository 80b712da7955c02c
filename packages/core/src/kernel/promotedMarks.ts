/**
 * Kernel part of shogi-style promotion without hands (rules/promotion.ts:
 * forward, shoshogi, chak, wolf's elephant, backrank, chu shogi): the promoted
 * marks follow the pieces, so that the FEN writes a promoted piece as
 * Fairy-Stockfish does, `+S` (the letter it promoted from), whether or not
 * the variant has hands. A mark is set by a promotion (and by a `+S` in a
 * FEN), moves with its piece, leaves with a captured one, and is cleared by a
 * demotion; make records the two marks it changes (stHand, which a variant
 * without hands does not otherwise use) and unmake puts them back. Marks are
 * not hashed: without hands a promoted piece plays as its promoted type, so a
 * `+S` and a `B` on the same square are the same position (only the FEN
 * writes them apart). It wraps makeUnmake.ts's make and unmake where the
 * variant promotes shogi-style and keeps no hands; elsewhere
 * `noPromotedMarksPart` hands back those very functions (hands.ts keeps the
 * marks of a variant with hands). A factory compiled per variant (see
 * board.ts).
 */
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export function promotedMarksPart(_v: KernelTables, K: KernelConstants, mu: MakeUnmakePart): MakeUnmakePart {
  const { KIND_CASTLE, KIND_EN_PASSANT, moveFrom, moveTo, moveKind, movePromotion } = K;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;

  function make(p: KernelState, m: number): void {
    const kind = moveKind(m);
    const ply = p.ply;
    if (kind === KIND_CASTLE) {
      makeMove(p, m);
      return;
    }
    const promoted = p.promoted;
    const from = moveFrom(m);
    const to = moveTo(m);
    const capSq = kind === KIND_EN_PASSANT ? p.epVictim : to;
    const moverMark = promoted[from]!;
    const capMark = promoted[capSq]!;
    makeMove(p, m);
    promoted[from] = 0;
    promoted[capSq] = 0;
    // A promotion marks the new piece with the type it came from (the mover's code, kept in the
    // undo record, >> 1 is that type + 1); a promoted piece turned back into that type is unmarked.
    const promo = movePromotion(m);
    promoted[to] = promo < 0 ? moverMark : moverMark !== 0 && promo === moverMark - 1 ? 0 : ((p.stUndo[ply]! >>> 8) & 255) >> 1;
    p.stHand[ply] = capMark | (moverMark << 8);
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    const m = p.stMove[ply]!;
    const kind = moveKind(m);
    if (kind !== KIND_CASTLE) {
      const rec = p.stHand[ply]!;
      const promoted = p.promoted;
      const to = moveTo(m);
      promoted[to] = 0;
      promoted[moveFrom(m)] = (rec >>> 8) & 255;
      // The e.p. victim's square is known again once the move is unmade.
      if (kind !== KIND_EN_PASSANT) promoted[to] = rec & 255;
      unmakeMove(p);
      if (kind === KIND_EN_PASSANT) promoted[p.epVictim] = rec & 255;
      return;
    }
    unmakeMove(p);
  }

  return { make, unmake };
}

/** The stand-in where hands keep the marks, or nothing promotes shogi-style: make and unmake as they are. */
export function noPromotedMarksPart(_v: KernelTables, _K: KernelConstants, mu: MakeUnmakePart): MakeUnmakePart {
  return mu;
}
