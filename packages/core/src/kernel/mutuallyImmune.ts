/**
 * Kernel part of mutual immunity (rules/mutuallyImmune.ts): a piece of a
 * listed type may not capture a piece of a listed type (atomar's kings). It
 * filters the finished legal list, before compulsory captures are judged, so
 * an immune capture never forces or counts as a capture. A variant without
 * the rule gets `noMutuallyImmunePart`, which keeps the list as it is.
 * Factories compiled per variant (see board.ts).
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type MutuallyImmunePart = ReturnType<typeof mutuallyImmunePart>;

export function mutuallyImmunePart(v: KernelTables, K: KernelConstants) {
  const { KIND_NORMAL, KIND_DOUBLE, moveFrom, moveTo, moveKind } = K;
  const on = v.mutuallyImmune !== undefined;
  const listed = on ? v.mutuallyImmune! : new Uint8Array(v.nTypes);

  /** Drops from out[start..end) the captures of a listed piece by a listed piece; returns the new end. */
  function keepAllowed(p: KernelState, out: Int32Array, start: number, end: number): number {
    if (!on) return end;
    const board = p.board;
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      const kind = moveKind(m);
      // Only a plain move lands on its victim (en passant takes a pawn elsewhere; castling and drops take nothing).
      const victim = kind === KIND_NORMAL || kind === KIND_DOUBLE ? board[moveTo(m)]! : 0;
      if (victim === 0 || listed[(victim >> 1) - 1] === 0 || listed[(board[moveFrom(m)]! >> 1) - 1] === 0) out[n++] = m;
    }
    return n;
  }

  return { keepAllowed, active: on };
}

/** The stand-in for a variant without the rule: every legal move stays. */
export function noMutuallyImmunePart(_v: KernelTables, _K: KernelConstants): MutuallyImmunePart {
  function keepAllowed(_p: KernelState, _out: Int32Array, _start: number, end: number): number {
    return end;
  }
  return { keepAllowed, active: false };
}
