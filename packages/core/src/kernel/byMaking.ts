/**
 * Kernel part: the reference legality test — make the move, see whether our
 * royal piece is attacked, unmake — and its quicker form for the moves the
 * general legality tests (legalGeneral.ts): the move played on the board
 * alone. A move other than castling, e.p. and drops changes the board on its
 * two squares only (threatMarks.ts says why that decides), and isAttacked
 * reads nothing but the board, so the royal squares are asked with `from`
 * emptied and the piece on `to`, then both put back: no hash, no piece lists,
 * no undo record. A factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type ByMakingPart = ReturnType<typeof byMakingPart>;

export function byMakingPart(v: KernelTables, K: KernelConstants, at: AttacksPart, mu: MakeUnmakePart) {
  const { size, nTypes } = v;
  const { KIND_NORMAL, KIND_DOUBLE, moveFrom, moveTo, moveKind, movePromotion } = K;
  const { isAttacked, royalAttacked } = at;
  const { make, unmake } = mu;
  const royalTypes: number[] = [];
  for (let t = 0; t < nTypes; t++) if (v.royal[t]) royalTypes.push(t);

  function legalByMaking(p: KernelState, m: number): boolean {
    const us = p.turn;
    make(p, m);
    const ok = !royalAttacked(p, us);
    unmake(p);
    return ok;
  }

  /**
   * Is m legal, played on the board alone (see above)? kingSq is the mover's royal
   * square, or negative to ask every one. Not for a promotion to a royal type (the
   * new royal piece is not looked at); e.p. and castling are made and tested.
   */
  function legalOnBoard(p: KernelState, m: number, kingSq: number): boolean {
    const kind = moveKind(m);
    if (kind !== KIND_NORMAL && kind !== KIND_DOUBLE) return legalByMaking(p, m);
    const board = p.board;
    const us = p.turn;
    const them = us ^ 1;
    const from = moveFrom(m);
    const to = moveTo(m);
    const mover = board[from]!;
    const captured = board[to]!;
    // Which of our pieces stands on `to` does not matter: isAttacked asks theirs for attacks, ours only for occupancy.
    board[to] = mover;
    board[from] = 0;
    // A royal piece that moves stands on `to`, unless it promotes (to a type not royal), which ends its royalty.
    const movedTo = movePromotion(m) >= 0 ? -1 : to;
    let attacked = false;
    if (kingSq >= 0) {
      const sq = kingSq === from ? movedTo : kingSq;
      attacked = sq >= 0 && isAttacked(p, sq, them);
    } else {
      for (let r = 0; r < royalTypes.length && !attacked; r++) {
        const pc = royalTypes[r]! * 2 + us;
        for (let i = 0, c = p.pcount[pc]!; i < c; i++) {
          const rs = p.plist[pc * size + i]!;
          const sq = rs === from ? movedTo : rs;
          if (sq >= 0 && isAttacked(p, sq, them)) {
            attacked = true;
            break;
          }
        }
      }
    }
    board[from] = mover;
    board[to] = captured;
    return !attacked;
  }

  return { legalByMaking, legalOnBoard };
}
