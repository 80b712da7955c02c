/**
 * Kernel part: legal moves. With line attackers only and one royal piece,
 * moves of unpinned pieces are legal when not in check, or when they capture
 * the checker or block its line; king moves are tested with the king lifted;
 * pinned pieces keep to their pin line; en passant (and, where two pin
 * lines share a square, a pinned piece's move) is made and tested after the
 * walk over the piece lists, and castling tested without making it.
 * Otherwise (hoppers, lame or jumping leapers, several royals)
 * legalGeneral.ts serves. Make-and-test of every
 * move stays as the reference generator the tests compare against. A
 * factory compiled per variant (see board.ts). Castling moves come from the
 * castling rule's part (castlingLegal.ts; empty where the variant has no
 * castling), drops from the drops rule's (drops.ts: decided from the node's
 * check stamps on the direct path, from the general analysis's marks on the
 * other, dropsGeneral.ts; none where the variant has no hands). The legality rules that look at the whole list
 * (listRules.ts) filter it last, and only where the variant has one.
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { ByMakingPart } from './byMaking.ts';
import type { CastlingLegalPart } from './castlingLegal.ts';
import type { ChecksPart } from './checks.ts';
import type { DropsPart } from './drops.ts';
import type { DropsGeneralPart } from './dropsGeneral.ts';
import type { LegalGeneralPart } from './legalGeneral.ts';
import type { ListRulesPart } from './listRules.ts';
import type { MovegenPart } from './movegen.ts';
import type { PromotionPart } from './promotion.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type LegalPart = ReturnType<typeof legalPart>;

export function legalPart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart, mg: MovegenPart, ch: ChecksPart, bm: ByMakingPart, cl: CastlingLegalPart, lg: LegalGeneralPart, pr: PromotionPart, lr: ListRulesPart, dr: DropsPart, gd: DropsGeneralPart) {
  const { size, nTypes } = v;
  const lineOnly = [v.lineAttacksOnly[0] ? 1 : 0, v.lineAttacksOnly[1] ? 1 : 0];
  const { KIND_EN_PASSANT, moveFrom, moveTo, moveKind } = K;
  const { royalSquare } = bd;
  const { isAttacked } = at;
  const { movesOf, generatePieceMoves } = mg;
  const { checkersAndPins, currentStamp, pinsOverlap, pinStamp, evasionStamp, pinLine, pinOf } = ch;
  const { legalByMaking } = bm;
  const { castlingByMaking, castlingWhenSafe, castlingInCheck } = cl;
  const { generateGeneral } = lg;
  const { generalDrops } = gd;
  const { promotesRoyal, royalPromotion } = pr;
  const { filtered, filteredByMaking } = lr;
  const { dropMoves, legalDrops, testedDrops } = dr;
  // A constant of this copy: where the variant has no hands the drop calls are compiled out, not merely inlined.
  const drops = dr.active;
  // Dropping a royal piece (placement's king) where none stands adds one that must not stand attacked: such a drop is made and tested.
  const royalInHand = drops && v.royal.indexOf(1) >= 0;
  const royalDropLegal = (p: KernelState, m: number): boolean => v.royal[moveFrom(m)] !== 1 || legalByMaking(p, m);

  /** The reference generator: every pseudo-legal move made and tested (castling last, as generatePseudo lists it). */
  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    const end = generatePieceMoves(p, out, start);
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (legalByMaking(p, m)) out[n++] = m;
    }
    return filteredByMaking(p, out, start, castlingByMaking(p, out, testedDrops(p, out, n, legalByMaking), true));
  }

  /**
   * Without a royal piece there is nothing to leave in check; castling still
   * may not cross attacked squares, and a promotion to a royal type must not
   * leave the new royal piece attacked.
   */
  function generateWithoutRoyal(p: KernelState, out: Int32Array, start: number): number {
    let n = generatePieceMoves(p, out, start);
    // Only where a promotion may add a royal piece is there a move to test (antichess has none).
    if (royalPromotion) {
      const end = n;
      n = start;
      for (let i = start; i < end; i++) {
        const m = out[i]!;
        if (!promotesRoyal(m) || legalByMaking(p, m)) out[n++] = m;
      }
    }
    return castlingByMaking(p, out, royalInHand ? testedDrops(p, out, n, royalDropLegal) : dropMoves(p, out, n, p.turn), false);
  }

  /** Legal moves of the side to move into out[start..], the list-wide rules applied; returns the new end. */
  function generateFiltered(p: KernelState, out: Int32Array, start: number): number {
    return filtered(p, out, start, generateLegal(p, out, start));
  }

  /** Makes and tests the tagged moves (~m) of out[start..end), keeping the legal ones in order; returns the new end. */
  function testTagged(p: KernelState, out: Int32Array, start: number, end: number): number {
    let w = start;
    for (let j = start; j < end; j++) {
      const m = out[j]!;
      if (m >= 0) out[w++] = m;
      else if (legalByMaking(p, ~m)) out[w++] = ~m;
    }
    return w;
  }

  /** The moves that leave no royal piece of the side to move attacked: the legal moves where no list-wide rule applies. */
  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    const us = p.turn;
    const them = us ^ 1;
    const kingSq = royalSquare(p, us);
    if (kingSq === -1) return generateWithoutRoyal(p, out, start);
    if (kingSq < 0 || lineOnly[them] === 0) return drops ? generalDrops(p, out, generateGeneral(p, out, start, kingSq), kingSq) : generateGeneral(p, out, start, kingSq);

    const nChk = checkersAndPins(p, kingSq, them);
    const st = currentStamp();
    const overlap = pinsOverlap();
    const board = p.board;
    let n = start;
    const epPossible = p.epCount > 0;
    // Moves to be made and tested are tagged (~m) and tested after the walk over the piece
    // lists: making a promotion (an e.p. capture may promote too) takes the pawn off its list
    // and puts it back last, which would make the walk skip one pawn and visit another twice.
    let tagged = false;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const count = p.pcount[pc]!;
      if (count === 0) continue;
      for (let i = 0; i < count; i++) {
        const from = p.plist[pc * size + i]!;
        if (from === kingSq) {
          const end = movesOf(p, out, n, from, pc, us, t);
          const king = board[kingSq]!;
          // Lift the king so that a slider's line through its square counts.
          board[kingSq] = 0;
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            if (!isAttacked(p, moveTo(m), them)) out[n++] = m;
          }
          board[kingSq] = king;
          continue;
        }
        if (nChk > 1) continue;
        const end = movesOf(p, out, n, from, pc, us, t);
        if (nChk === 0 && pinStamp[from] !== st && !epPossible) {
          n = end; // the common case: every move is legal
        } else if (pinStamp[from] === st) {
          // A pinned piece may only move along its pin line (and, in check, also
          // capture the checker or block).
          const id = pinOf[from]!;
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            const to = moveTo(m);
            if (overlap || moveKind(m) === KIND_EN_PASSANT) {
              out[n++] = ~m;
              tagged = true;
            } else if (pinLine[to] === id && (nChk === 0 || evasionStamp[to] === st)) out[n++] = m;
          }
        } else if (nChk === 1) {
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            if (moveKind(m) === KIND_EN_PASSANT) {
              out[n++] = ~m;
              tagged = true;
            } else if (evasionStamp[moveTo(m)] === st) out[n++] = m;
          }
        } else {
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            if (moveKind(m) !== KIND_EN_PASSANT) out[n++] = m;
            else {
              out[n++] = ~m;
              tagged = true;
            }
          }
        }
      }
    }
    if (tagged) n = testTagged(p, out, start, n);
    if (drops) n = legalDrops(p, out, n, us, nChk, evasionStamp, st);
    // The guard saves a call per node (castleMask stays 0 where the variant has no castling).
    if (p.castleMask === 0) return n;
    return nChk === 0 ? castlingWhenSafe(p, out, n, us) : castlingInCheck(p, out, n);
  }

  // Without a list-wide rule the king-safe list is the legal list: no filtering call per node.
  return { generateLegal: lr.active ? generateFiltered : generateLegal, generateLegalByMaking };
}
