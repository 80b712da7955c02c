/**
 * Kernel part of the drops rule (rules/drops.ts) on the general legality path
 * (legalGeneral.ts: hoppers, lame or jumping leapers, several royal pieces):
 * which drops are legal, decided from the marks of the analysis that has just
 * run at this node (threatMarks.ts says why they decide). A drop puts our
 * piece on an empty `to` and changes nothing else: a move without `from`.
 * - Not in check, a drop onto a square no attack reads (not touched) starts
 *   none: legal.
 * - In check, a drop onto no evasion square leaves every check standing:
 *   illegal. In simple check, one onto an evasion square that is not touched
 *   blocks the check (a second screen for a cannon, a piece on a lame leg or
 *   a line) and starts no other: legal.
 * - The rest (a drop that may give a cannon its screen, fill a jumping leap's
 *   path, block one of two checks) is tested on the board alone (dropOnBoard,
 *   as byMaking.ts's legalOnBoard tests a move); a drop of a royal type adds a
 *   royal piece and is made.
 * A variant without drops gets `noDropsGeneralPart`. A factory compiled per
 * variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { ByMakingPart } from './byMaking.ts';
import type { DropsPart } from './drops.ts';
import type { ThreatMarksPart } from './threatMarks.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type DropsGeneralPart = ReturnType<typeof dropsGeneralPart>;

export function dropsGeneralPart(v: KernelTables, K: KernelConstants, dr: DropsPart, bm: ByMakingPart, tm: ThreatMarksPart, at: AttacksPart) {
  const { royal, nTypes, size } = v;
  const royalTypes: number[] = [];
  for (let t = 0; t < nTypes; t++) if (royal[t] === 1) royalTypes.push(t);
  const { moveFrom, moveTo, movePromotion, pieceCode } = K;
  const { isAttacked } = at;
  const { dropMoves } = dr;
  const { legalByMaking } = bm;
  const { markStamp, checkCount, simpleCheck, touchCount, evasionStamp, touchStamp } = tm;

  /** Does the side to move hold a royal piece in hand (placement's king)? */
  function royalInHand(p: KernelState): boolean {
    for (let r = 0; r < royalTypes.length; r++) if (p.hand[p.turn * nTypes + royalTypes[r]!]! > 0) return true;
    return false;
  }

  /**
   * Is the drop m (not of a royal type) legal, played on the board alone? Its piece, of the
   * type it is dropped as (the janggi cannon's hop asks which type screens), stands on `to`
   * while the royal squares are asked (kingSq, or every one where negative), then `to` is
   * empty again: isAttacked reads nothing but the board.
   */
  function dropOnBoard(p: KernelState, m: number, kingSq: number): boolean {
    const board = p.board;
    const us = p.turn;
    const them = us ^ 1;
    const to = moveTo(m);
    const promo = movePromotion(m);
    board[to] = pieceCode(promo >= 0 ? promo : moveFrom(m), us);
    let attacked = false;
    if (kingSq >= 0) attacked = isAttacked(p, kingSq, them);
    else {
      for (let r = 0; r < royalTypes.length && !attacked; r++) {
        const pc = royalTypes[r]! * 2 + us;
        for (let i = 0, c = p.pcount[pc]!; i < c && !attacked; i++) attacked = isAttacked(p, p.plist[pc * size + i]!, them);
      }
    }
    board[to] = 0;
    return !attacked;
  }

  /** Appends the legal drops of the side to move to out[n..] after generateGeneral analysed this node (kingSq as it had it); returns the new end. */
  function generalDrops(p: KernelState, out: Int32Array, n: number, kingSq: number): number {
    const end = dropMoves(p, out, n, p.turn);
    const st = markStamp();
    const nChk = checkCount();
    // The common case: not in check and no square touched, every drop is legal.
    if (nChk === 0 && touchCount() === 0 && !royalInHand(p)) return end;
    const simple = nChk > 0 && simpleCheck();
    let w = n;
    for (let j = n; j < end; j++) {
      const m = out[j]!;
      const to = moveTo(m);
      if (nChk > 0 && evasionStamp[to] !== st) continue;
      const promo = movePromotion(m);
      if (royal[promo < 0 ? moveFrom(m) : promo] === 1) {
        if (legalByMaking(p, m)) out[w++] = m;
      } else if (touchStamp[to] !== st && (nChk === 0 || simple)) out[w++] = m;
      else if (dropOnBoard(p, m, kingSq)) out[w++] = m;
    }
    return w;
  }

  return { generalDrops };
}

/** The stand-in for a variant without drops: no drops to decide. */
export function noDropsGeneralPart(_v: KernelTables, _K: KernelConstants, _dr: DropsPart, _bm: ByMakingPart, _tm: ThreatMarksPart, _at: AttacksPart): DropsGeneralPart {
  function generalDrops(_p: KernelState, _out: Int32Array, n: number, _kingSq: number): number {
    return n;
  }
  return { generalDrops };
}
