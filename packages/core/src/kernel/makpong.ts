/**
 * Kernel part of the makpong rule (rules/makpong.ts): in check, the royal
 * piece may move only to take the checker, and only when that piece is the
 * sole checker; other evasions stand. It filters the finished legal list,
 * whose king moves are already safe, so it only has to tell the checker:
 * with the captured piece lifted, the king's square must be unattacked (a
 * second checker, or a checker elsewhere, still attacks it). A variant
 * without the rule gets `noMakpongPart`, which keeps the list.
 * Factories compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type MakpongPart = ReturnType<typeof makpongPart>;

export function makpongPart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart) {
  // Off unless the variant says so: the full part computes right for any variant (the stand-in is what makes it cost nothing).
  const on = v.spec.makpong === true;
  const { KIND_CASTLE, moveFrom, moveTo, moveKind } = K;
  const { royalSquare } = bd;
  const { isAttacked } = at;

  /** Drops the royal piece's moves of out[start..end) that makpong forbids; returns the new end. */
  function dropKingMoves(p: KernelState, out: Int32Array, start: number, end: number): number {
    if (!on) return end;
    const us = p.turn;
    const them = us ^ 1;
    const kingSq = royalSquare(p, us);
    if (kingSq < 0 || !isAttacked(p, kingSq, them)) return end;
    const board = p.board;
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (moveFrom(m) !== kingSq || moveKind(m) === KIND_CASTLE) {
        out[n++] = m;
        continue;
      }
      const to = moveTo(m);
      const taken = board[to]!;
      if (taken === 0) continue;
      board[to] = 0;
      const sole = !isAttacked(p, kingSq, them);
      board[to] = taken;
      if (sole) out[n++] = m;
    }
    return n;
  }

  return { dropKingMoves, active: on };
}

/** The stand-in for a variant without the rule: every legal move stays. */
export function noMakpongPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _at: AttacksPart): MakpongPart {
  function dropKingMoves(_p: KernelState, _out: Int32Array, _start: number, end: number): number {
    return end;
  }
  return { dropKingMoves, active: false };
}
