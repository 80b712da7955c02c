/**
 * Kernel part: legal moves when attacks are not along lines only (hoppers,
 * lame or jumping leapers) or with several royal pieces. threats.ts analyses
 * every attack on the royal squares once per node and marks where a move
 * could change one (threatMarks.ts says why the marks decide legality):
 * - a king move is legal when its square is not attacked with the king
 *   lifted: isAttacked reads neither the target square itself nor anything
 *   but the board, which then differs from the one after the move only
 *   there (moves of one of several royal pieces are tested, see below);
 * - not in check, a move touching no marked square is legal (a pinned piece
 *   along its pin line);
 * - in check, a move reaching and leaving no evasion square is illegal; in
 *   single check by anything but a jumping leap, one that captures or blocks is
 *   legal, as above;
 * - the rest are tested. Those are tagged (stored as ~m, negative: moves are
 *   positive 31-bit integers) and tested in a second pass, on the board
 *   alone (byMaking.ts: legalOnBoard), or made where they promote to a royal
 *   type (in a second pass because making a promotion reorders the mover's
 *   piece list, which the first pass is still walking).
 * A factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { ByMakingPart } from './byMaking.ts';
import type { CastlingLegalPart } from './castlingLegal.ts';
import type { MovegenPart } from './movegen.ts';
import type { PromotionPart } from './promotion.ts';
import type { ThreatMarksPart } from './threatMarks.ts';
import type { ThreatsPart } from './threats.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type LegalGeneralPart = ReturnType<typeof legalGeneralPart>;

export function legalGeneralPart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart, mg: MovegenPart, bm: ByMakingPart, cl: CastlingLegalPart, tm: ThreatMarksPart, th: ThreatsPart, pr: PromotionPart) {
  const { size, nTypes, royal } = v;
  const { KIND_NORMAL, KIND_EN_PASSANT, moveTo, moveKind, movePromotion } = K;
  const { isAttacked } = at;
  const { movesOf } = mg;
  const { legalByMaking, legalOnBoard } = bm;
  const { castlingByMaking, castlingInCheck } = cl;
  const { beginMarks, checkCount, simpleCheck, touchCount, pinsOverlap, evasionStamp, touchStamp, pinStamp, pinLine, pinOf } = tm;
  const { threatsTo } = th;
  const royalTypes = bd.royalTypeList();
  const { royalPromotion, promotesRoyal } = pr;
  let tagged = 0;
  // The last node's count of checks (see checksKnown), and its ply.
  let knownPly = -1;
  let knownChecks = 0;

  /** A king move or a move of one of several royal pieces, with the lone royal piece lifted for isAttacked (see generateGeneral). */
  function royalMoves(p: KernelState, out: Int32Array, n: number, end: number, kingSq: number, them: number): number {
    if (kingSq < 0) {
      // One of several royal pieces: whether it or another is left attacked is tested on the board (legalOnBoard).
      tagged += end - n;
      for (let j = n; j < end; j++) out[j] = ~out[j]!;
      return end;
    }
    const board = p.board;
    const king = board[kingSq]!;
    board[kingSq] = 0;
    for (let j = n; j < end; j++) {
      const m = out[j]!;
      if (moveKind(m) !== KIND_NORMAL || movePromotion(m) >= 0) {
        out[n++] = ~m;
        tagged++;
      } else if (!isAttacked(p, moveTo(m), them)) out[n++] = m;
    }
    board[kingSq] = king;
    return n;
  }

  /** Keeps, drops or tags each of one non-royal piece's moves out[n..end); returns the new end. */
  function pieceMovesLegal(p: KernelState, out: Int32Array, n: number, end: number, from: number, st: number, nChk: number, nTouch: number): number {
    const pinned = pinStamp[from] === st;
    const id = pinOf[from]!;
    const risky = touchStamp[from] === st || (pinned && pinsOverlap());
    const ep = p.epCount > 0;
    if (nChk === 0) {
      if (!pinned && !risky && !ep && !royalPromotion && nTouch === 0) return end;
      for (let j = n; j < end; j++) {
        const m = out[j]!;
        const to = moveTo(m);
        if (risky || touchStamp[to] === st || (ep && moveKind(m) === KIND_EN_PASSANT) || promotesRoyal(m)) {
          out[n++] = ~m;
          tagged++;
        } else if (!pinned || pinLine[to] === id) out[n++] = m;
      }
      return n;
    }
    const simple = simpleCheck();
    const fromEvasion = evasionStamp[from] === st;
    for (let j = n; j < end; j++) {
      const m = out[j]!;
      const to = moveTo(m);
      // e.p. takes on a third square, which may be the checker.
      const special = (ep && moveKind(m) === KIND_EN_PASSANT) || promotesRoyal(m);
      if (!special && !fromEvasion && evasionStamp[to] !== st) continue;
      // A move from an evasion square may keep the check (a cannon's screen moving along its line): tested.
      if (!special && simple && !risky && !fromEvasion && evasionStamp[to] === st && touchStamp[to] !== st) {
        if (!pinned || pinLine[to] === id) out[n++] = m;
      } else {
        out[n++] = ~m;
        tagged++;
      }
    }
    return n;
  }

  /** Legal moves into out[start..]; kingSq is the royal piece's square, or -2 with several. Returns the new end. */
  function generateGeneral(p: KernelState, out: Int32Array, start: number, kingSq: number): number {
    const us = p.turn;
    const them = us ^ 1;
    const st = beginMarks(p, them);
    if (kingSq >= 0) threatsTo(p, kingSq, them);
    else {
      for (let r = 0; r < royalTypes.length; r++) {
        const pc = royalTypes[r]! * 2 + us;
        for (let i = 0, c = p.pcount[pc]!; i < c; i++) threatsTo(p, p.plist[pc * size + i]!, them);
      }
    }
    const nChk = checkCount();
    knownPly = p.ply;
    knownChecks = nChk;
    const nTouch = touchCount();
    tagged = 0;
    let n = start;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const count = p.pcount[pc]!;
      for (let i = 0; i < count; i++) {
        const from = p.plist[pc * size + i]!;
        const end = movesOf(p, out, n, from, pc, us, t);
        n = royal[t] === 1 ? royalMoves(p, out, n, end, kingSq, them) : pieceMovesLegal(p, out, n, end, from, st, nChk, nTouch);
      }
    }
    if (tagged > 0) {
      let w = start;
      for (let j = start; j < n; j++) {
        const m = out[j]!;
        if (m >= 0) out[w++] = m;
        else if (promotesRoyal(~m) ? legalByMaking(p, ~m) : legalOnBoard(p, ~m, kingSq)) out[w++] = ~m;
      }
      n = w;
    }
    // Out of check castlingByMaking need not ask again (royal: false); in check only a castling king that is not royal may castle.
    if (p.castleMask === 0) return n;
    return nChk === 0 ? castlingByMaking(p, out, n, false) : castlingInCheck(p, out, n);
  }

  /**
   * Whether the side to move is in check, as the analysis of its legal moves
   * found (checks by attack, as royalAttacked asks), so that a caller asking
   * right after generating them need not walk the attacks again: forgetChecks()
   * before generating, then checksKnown(p) is the count, or -1 where this part
   * did not analyse that node (another legality path, or a node at another ply).
   */
  function forgetChecks(): void {
    knownPly = -1;
  }

  function checksKnown(p: KernelState): number {
    return knownPly === p.ply ? knownChecks : -1;
  }

  return { generateGeneral, forgetChecks, checksKnown };
}
