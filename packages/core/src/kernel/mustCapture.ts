/**
 * Kernel part of the must-capture rule (rules/mustCapture.ts): when the side
 * to move has a legal capture, only captures are legal. It filters the
 * finished legal list, so "is there a legal capture?" is decided once per
 * node, in the same pass that keeps the captures, with nothing allocated: in
 * check the list holds only evasions, so only capturing evasions count. A
 * capture takes a piece on its target square or en passant; castling (king
 * onto its own rook's square) is never one. A variant without the rule gets
 * `noMustCapturePart`, which keeps the list as it is.
 * Factories compiled per variant (see board.ts).
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type MustCapturePart = ReturnType<typeof mustCapturePart>;

export function mustCapturePart(v: KernelTables, K: KernelConstants) {
  const { KIND_CASTLE, KIND_EN_PASSANT, moveTo, moveKind } = K;
  // Off unless the variant says so: the full part computes right for any variant (the stand-in is what makes it cost nothing).
  const on = v.spec.mustCapture === true;

  /** Is m, a move of the side to move, a capture (as onlyCaptures keeps them)? Asked by bulk perft's count, legalCount.ts. */
  function isCapture(p: KernelState, m: number): boolean {
    const kind = moveKind(m);
    return kind === KIND_EN_PASSANT || (kind !== KIND_CASTLE && p.board[moveTo(m)] !== 0);
  }

  /** Keeps only the captures of out[start..end) if there is one (else all); returns the new end. */
  function onlyCaptures(p: KernelState, out: Int32Array, start: number, end: number): number {
    if (!on) return end;
    const board = p.board;
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      const kind = moveKind(m);
      if (kind === KIND_EN_PASSANT || (kind !== KIND_CASTLE && board[moveTo(m)] !== 0)) out[n++] = m;
    }
    // No capture: nothing was written, the list stands.
    return n === start ? end : n;
  }

  return { onlyCaptures, isCapture, active: on };
}

/** The stand-in for a variant without the rule: every legal move stays. */
export function noMustCapturePart(_v: KernelTables, _K: KernelConstants): MustCapturePart {
  function onlyCaptures(_p: KernelState, _out: Int32Array, _start: number, end: number): number {
    return end;
  }
  function isCapture(_p: KernelState, _m: number): boolean {
    return false;
  }
  return { onlyCaptures, isCapture, active: false };
}
