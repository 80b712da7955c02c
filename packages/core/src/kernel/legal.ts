/**
 * Kernel part: legal moves. With line attackers only and one royal piece,
 * moves of unpinned pieces are legal when not in check, or when they capture
 * the checker or block its line; king moves are tested with the king lifted;
 * pinned pieces keep to their pin line; en passant is made and tested, and
 * castling tested without making it. Otherwise (hoppers, lame or jumping
 * leapers, several royals) the general analysis of checks.ts marks the
 * squares where a move might change an attack on a royal piece: only moves
 * from or to such squares are made and tested (see generateGeneral).
 * Make-and-test of every move stays as the reference generator the tests
 * compare against. A factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { CastlingPart } from './castling.ts';
import type { ChecksPart } from './checks.ts';
import type { MovegenPart } from './movegen.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type LegalPart = ReturnType<typeof legalPart>;

export function legalPart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart, mg: MovegenPart, ch: ChecksPart, cs: CastlingPart) {
  const { size, nTypes, royal } = v;
  const lineOnly = [v.lineAttacksOnly[0] ? 1 : 0, v.lineAttacksOnly[1] ? 1 : 0];
  const { KIND_NORMAL, KIND_CASTLE, KIND_EN_PASSANT, moveTo, moveKind, movePromotion } = K;
  const { royalSquare, royalTypeList } = bd;
  const { isAttacked, royalAttacked } = at;
  const { movesOf, castlingMoves, generatePseudo } = mg;
  const { checkersAndPins, currentStamp, pinsOverlap, pinStamp, evasionStamp, pinLine, pinOf } = ch;
  const { beginThreats, threatsTo, checkCount, simpleCheck, touchCount, touchStamp } = ch;
  const { legalByMaking, castlingIsLegal, castlingIsSafe } = cs;
  const royalTypes = royalTypeList();
  // A promotion to a royal type adds a royal piece that must not stand attacked: such moves are made and tested.
  let royalPromotion = false;
  for (let c = 0; c < 2; c++) for (let i = 0; i < v.promoChoices[c]!.length; i++) if (royal[v.promoChoices[c]![i]!]) royalPromotion = true;

  /** The reference generator: every pseudo-legal move made and tested. */
  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    const end = generatePseudo(p, out, start);
    const inCheck = royalAttacked(p, p.turn);
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (moveKind(m) === KIND_CASTLE ? !inCheck && castlingIsLegal(p, m) : legalByMaking(p, m)) out[n++] = m;
    }
    return n;
  }

  /**
   * Without a royal piece there is nothing to leave in check; castling still
   * may not cross attacked squares, and a promotion to a royal type must not
   * leave the new royal piece attacked.
   */
  function generateWithoutRoyal(p: KernelState, out: Int32Array, start: number): number {
    const end = generatePseudo(p, out, start);
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (moveKind(m) === KIND_CASTLE ? castlingIsLegal(p, m) : !(royalPromotion && promotesRoyal(m)) || legalByMaking(p, m)) out[n++] = m;
    }
    return n;
  }

  /** Legal moves of the side to move into out[start..]; returns the new end. */
  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    const us = p.turn;
    const them = us ^ 1;
    const kingSq = royalSquare(p, us);
    if (kingSq === -1) return generateWithoutRoyal(p, out, start);
    if (kingSq < 0 || lineOnly[them] === 0) return generateGeneral(p, out, start, kingSq);

    const nChk = checkersAndPins(p, kingSq, them);
    const st = currentStamp();
    const overlap = pinsOverlap();
    const board = p.board;
    let n = start;
    const epPossible = p.epCount > 0;
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
            if (overlap || moveKind(m) === KIND_EN_PASSANT ? legalByMaking(p, m) : pinLine[to] === id && (nChk === 0 || evasionStamp[to] === st)) out[n++] = m;
          }
        } else if (nChk === 1) {
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            if (moveKind(m) === KIND_EN_PASSANT ? legalByMaking(p, m) : evasionStamp[moveTo(m)] === st) out[n++] = m;
          }
        } else {
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            if (moveKind(m) !== KIND_EN_PASSANT || legalByMaking(p, m)) out[n++] = m;
          }
        }
      }
    }
    if (nChk === 0 && p.castleMask) {
      const end = castlingMoves(p, out, n, us);
      for (let j = n; j < end; j++) {
        const m = out[j]!;
        if (castlingIsSafe(p, m)) out[n++] = m;
      }
    }
    return n;
  }

  // ------------------------------------------------------------------
  // The general path. Moves whose legality the analysis cannot settle are
  // tagged (stored as ~m, negative: moves are positive 31-bit integers) and
  // made and tested in a second pass: making a promotion reorders the
  // mover's piece list, which the first pass is still walking.
  let tagged = 0;

  /** A king move or a move of one of several royal pieces, with the lone royal piece lifted for isAttacked (see generateGeneral). */
  function royalMoves(p: KernelState, out: Int32Array, n: number, end: number, kingSq: number, them: number): number {
    if (kingSq < 0) {
      // One of several royal pieces: whether it exposes another is left to make-and-test.
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
        if (risky || touchStamp[to] === st || (ep && moveKind(m) === KIND_EN_PASSANT) || (royalPromotion && promotesRoyal(m))) {
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
      const special = (ep && moveKind(m) === KIND_EN_PASSANT) || (royalPromotion && promotesRoyal(m));
      if (!special && !fromEvasion && evasionStamp[to] !== st) continue;
      if (!special && simple && !risky && evasionStamp[to] === st && touchStamp[to] !== st) {
        if (!pinned || pinLine[to] === id) out[n++] = m;
      } else {
        out[n++] = ~m;
        tagged++;
      }
    }
    return n;
  }

  function promotesRoyal(m: number): boolean {
    const t = movePromotion(m);
    return t >= 0 && royal[t] === 1;
  }

  /**
   * Legal moves when attacks are not along lines only, or with several royal
   * pieces (kingSq -2; else the royal piece's square). A king move is legal
   * when its square is not attacked with the king lifted: isAttacked reads
   * neither the target square itself nor anything but the board, which then
   * differs from the one after the move only there. Other moves follow the
   * marks of threatsTo (checks.ts): untouched, a move is legal when not in
   * check (a pinned piece along its line), and in single check by a slide or
   * plain leap when it captures or blocks; in check, a move reaching and
   * leaving no evasion square is illegal; the rest are made and tested.
   */
  function generateGeneral(p: KernelState, out: Int32Array, start: number, kingSq: number): number {
    const us = p.turn;
    const them = us ^ 1;
    const st = beginThreats(p, them);
    if (kingSq >= 0) threatsTo(p, kingSq, them);
    else {
      for (let r = 0; r < royalTypes.length; r++) {
        const pc = royalTypes[r]! * 2 + us;
        for (let i = 0, c = p.pcount[pc]!; i < c; i++) threatsTo(p, p.plist[pc * size + i]!, them);
      }
    }
    const nChk = checkCount();
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
        else if (legalByMaking(p, ~m)) out[w++] = ~m;
      }
      n = w;
    }
    if (nChk === 0 && p.castleMask) {
      const end = castlingMoves(p, out, n, us);
      for (let j = n; j < end; j++) {
        const m = out[j]!;
        if (castlingIsLegal(p, m)) out[n++] = m;
      }
    }
    return n;
  }

  return { generateLegal, generateLegalByMaking };
}
