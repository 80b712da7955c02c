/**
 * Kernel part of extinction and bare king (rules/extinction.ts): a side with
 * at most `count` pieces of a listed type (or of all its pieces together),
 * while the other side has at least `opponentCount` of them, is out. The side
 * that just moved is tested first, then the side to move (which needs one
 * more opponent piece with `claim`). The outermost link of the node-start
 * results (types.ts EndChain), so it is judged first. A factory compiled per
 * variant (see board.ts); noExtinctionPart is the stand-in.
 */
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

export type ExtinctionPart = EndChain;

export function extinctionPart(v: KernelTables, K: KernelConstants, inner: EndChain): EndChain {
  // Given a variant without the rule (the stand-in is the usual choice then), the inner link as it is.
  if (v.extinction === undefined) return inner;
  const { nTypes } = v;
  const { types, count, opponentCount, claim, value, bareKing } = v.extinction;
  const nListed = types.length;
  const reason = bareKing === 1 ? K.END_BARE_KING : K.END_EXTINCTION;
  // `value` is the out side's result; for the side to move when the other side is out, its opposite.
  const forOther = value === K.END_WIN ? K.END_LOSS : value === K.END_LOSS ? K.END_WIN : value;
  const innerEnd = inner.gameEnd;
  const legal = inner.generateLegal;
  const legalByMaking = inner.generateLegalByMaking;

  function total(p: KernelState, c: number): number {
    let n = 0;
    for (let t = 0; t < nTypes; t++) n += p.pcount[t * 2 + c]!;
    return n;
  }

  function isOut(p: KernelState, c: number, extra: number): boolean {
    if (nListed === 0) return total(p, c) <= count && total(p, c ^ 1) >= opponentCount + extra;
    for (let i = 0; i < nListed; i++) {
      const t = types[i]!;
      if (p.pcount[t * 2 + c]! <= count && p.pcount[t * 2 + (c ^ 1)]! >= opponentCount + extra) return true;
    }
    return false;
  }

  function extinctionEnd(p: KernelState): number {
    const us = p.turn;
    if (isOut(p, us ^ 1, 0)) return reason | forOther;
    if (isOut(p, us, claim)) return reason | value;
    return 0;
  }

  function gameEnd(p: KernelState): number {
    const e = extinctionEnd(p);
    return e !== 0 ? e : innerEnd(p);
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    return extinctionEnd(p) !== 0 ? start : legal(p, out, start);
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    return extinctionEnd(p) !== 0 ? start : legalByMaking(p, out, start);
  }

  return { gameEnd, generateLegal, generateLegalByMaking };
}

/** The stand-in: the inner link as it is. */
export function noExtinctionPart(_v: KernelTables, _K: KernelConstants, inner: EndChain): ExtinctionPart {
  return inner;
}
