/**
 * Kernel part: the number of legal moves, for bulk perft's last ply, which is
 * only counted. Listing it (legal.ts) encodes and stores every move and
 * expands every promotion; here an unpinned piece out of check that has only
 * plain leaps, e.p. captures, double steps, slides and grasshopper hops
 * (`walkable`) is counted by walking its tables without encoding anything: a
 * slide adds its empty squares and its capture, a promotion the number of
 * its choices (`mult`). Every other move is decided exactly as legal.ts
 * decides it, through a scratch list: the king's, a pinned piece's, a piece's
 * in check, e.p. captures (made and tested after the walk), drops and
 * castling. Without a royal piece (antichess) every move counts. Where the
 * variant makes captures compulsory, captures are counted beside all moves in
 * the same walk: the count is the captures' if there is one. Positions off
 * the direct path (several royals, attacks not along lines) are listed and
 * their list's length returned.
 *
 * Only variants whose legal list is this count (no list-wide rule but must
 * capture, no multi-leg, gating, flips, passes or walls: select.ts) get this
 * part; the others get `noLegalCountPart`, and perft lists the last ply as
 * before. A factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { ByMakingPart } from './byMaking.ts';
import type { CastlingLegalPart } from './castlingLegal.ts';
import type { ChecksPart } from './checks.ts';
import type { DropsPart } from './drops.ts';
import type { EnPassantPart } from './enPassant.ts';
import type { LegalPart } from './legal.ts';
import type { MovegenPart } from './movegen.ts';
import type { MustCapturePart } from './mustCapture.ts';
import type { PromotionPart } from './promotion.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type LegalCountPart = ReturnType<typeof legalCountPart>;

export function legalCountPart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart, ep: EnPassantPart, mg: MovegenPart, ch: ChecksPart, bm: ByMakingPart, cl: CastlingLegalPart, pr: PromotionPart, dr: DropsPart, mc: MustCapturePart, lg: LegalPart) {
  const { size, nTypes, promoFrom, repeats } = v;
  const { leapOff, leapTo, leapMode, leapPathA, leapEpCaptureStart, leapDoubleStepStart, leapGeneralStart } = v;
  const { rayOff, rayList, raySqOff, raySq, rayMode, rayKind } = v;
  const { M_MOVE, M_CAPTURE, RAY_SLIDE, RAY_GRASSHOPPER, KIND_EN_PASSANT, WALL, MAX_MOVES, encodeMove, moveTo, moveKind } = K;
  const lineOnly = [v.lineAttacksOnly[0] ? 1 : 0, v.lineAttacksOnly[1] ? 1 : 0];
  const { royalSquare } = bd;
  const { isAttacked } = at;
  const { isEpSquare } = ep;
  const { movesOf } = mg;
  const { checkersAndPins, currentStamp, pinsOverlap, pinStamp, evasionStamp, pinLine, pinOf } = ch;
  const { legalByMaking } = bm;
  const { castlingByMaking, castlingWhenSafe, castlingInCheck } = cl;
  const { dropMoves, legalDrops } = dr;
  const listLegal = lg.generateLegal;
  // Constants of this copy: the capture count and the wall tests compile out where the variant has no such rule.
  const mustCapture = mc.active;
  const { isCapture } = mc;
  const noWalls = v.petrify === undefined && v.walls === undefined;
  const drops = dr.active;
  // As in legal.ts: without a royal piece, a promotion to a royal type or a royal drop is made and tested, so such a variant lists.
  const royalInHand = drops && v.royal.indexOf(1) >= 0;
  const listWithoutRoyal = pr.royalPromotion || royalInHand;
  // Promotions counted as the number of choices (promotion.ts says where that is exact): mult[pc * size + to], the
  // moves push writes for piece-colour pc arriving on `to`; where it is not, a piece that may promote is listed.
  const simplePromotion = pr.choiceCounts !== null;
  const mult = pr.choiceCounts !== null ? pr.choiceCounts : new Uint8Array(0);
  // walkable[pc * size + from]: that piece's moves are counted by walking its tables (see above).
  const walkable = new Uint8Array(2 * nTypes * size);
  for (let k = 0; k < 2 * nTypes * size; k++) {
    if (repeats[(k / size / 2) | 0] === 1 || leapGeneralStart[k] !== leapOff[k + 1] || (promoFrom[k] === 1 && !simplePromotion)) continue;
    let plain = true;
    for (let i = rayOff[k]!; i < rayOff[k + 1]!; i++) {
      const kind = rayKind[rayList[i]!];
      if (kind !== RAY_SLIDE && kind !== RAY_GRASSHOPPER) plain = false;
    }
    if (plain) walkable[k] = 1;
  }
  // The rays of each key laid out for the walk, three numbers a ray (its first square's index into raySq, its end, and
  // its mode, negative for a grasshopper's hop), at rayOff[k] * 3: one look-up a ray instead of five.
  const walkRays = new Int32Array(rayList.length * 3);
  for (let i = 0; i < rayList.length; i++) {
    const r = rayList[i]!;
    walkRays[i * 3] = raySqOff[r]!;
    walkRays[i * 3 + 1] = raySqOff[r + 1]!;
    walkRays[i * 3 + 2] = rayKind[r] === RAY_SLIDE ? rayMode[r]! : -1 - rayMode[r]!;
  }
  const scratch = new Int32Array(MAX_MOVES);
  // E.p. captures met by a walk, made and tested after it (with their promotion count), and their number.
  const epMoves = new Int32Array(MAX_MOVES);
  const epMult = new Int32Array(MAX_MOVES);
  let nEp = 0;
  // Captures counted by the last walks (must capture only).
  let caps = 0;

  /**
   * The moves of piece-colour pc on `from` (walkable, not pinned, not in check, not about to promote), counted from its
   * tables; an e.p. capture is counted where `epLegal`, else kept in epMoves. The hot loop of the count.
   */
  function walk(p: KernelState, from: number, pc: number, us: number, epLegal: boolean): number {
    const k = pc * size + from;
    if (promoFrom[k] === 1) return walkPromoting(p, from, pc, us, epLegal);
    const board = p.board;
    let n = 0;
    const epStart = leapEpCaptureStart[k]!;
    for (let i = leapOff[k]!; i < epStart; i++) {
      const target = board[leapTo[i]!]!;
      if (target === 0) {
        if (leapMode[i]! & M_MOVE) n++;
      } else if ((target & 1) !== us && leapMode[i]! & M_CAPTURE && (noWalls || target !== WALL)) {
        n++;
        if (mustCapture) caps++;
      }
    }
    const dsStart = leapDoubleStepStart[k]!;
    const gStart = leapGeneralStart[k]!;
    // Pawns only: e.p.-capable captures and double steps (walkPromoting says how).
    if (epStart !== gStart) n += pawnLeaps(p, from, us, epStart, dsStart, gStart, epLegal);
    for (let i = rayOff[k]! * 3, r1 = rayOff[k + 1]! * 3; i < r1; i += 3) {
      let j = walkRays[i]!;
      const stop = walkRays[i + 1]!;
      const slide = walkRays[i + 2]! >= 0;
      const mode = slide ? walkRays[i + 2]! : -1 - walkRays[i + 2]!;
      const j0 = j;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (slide) {
        // The empty squares at once, then the first piece.
        if (mode & M_MOVE) n += j - j0;
      } else if (++j >= stop) continue; // a grasshopper: past the screen, the one square the hop reaches
      else if (board[raySq[j]!] === 0) {
        if (mode & M_MOVE) n++;
        continue;
      }
      if (j < stop) {
        const target = board[raySq[j]!]!;
        if ((target & 1) !== us && mode & M_CAPTURE && (noWalls || target !== WALL)) {
          n++;
          if (mustCapture) caps++;
        }
      }
    }
    return n;
  }

  /** A pawn's capture leaps that may take en passant, [epStart, dsStart), and double steps, [dsStart, gStart), counted (see walk). */
  function pawnLeaps(p: KernelState, from: number, us: number, epStart: number, dsStart: number, gStart: number, epLegal: boolean): number {
    const board = p.board;
    let n = 0;
    for (let i = epStart; i < dsStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0) {
        if (p.epCount === 0 || !isEpSquare(p, to)) continue;
        if (!epLegal) {
          epMoves[nEp] = encodeMove(from, to, -1, KIND_EN_PASSANT);
          epMult[nEp++] = 1;
          continue;
        }
      } else if ((target & 1) === us || (!noWalls && target === WALL)) continue;
      n++;
      if (mustCapture) caps++;
    }
    for (let i = dsStart; i < gStart; i++) if (board[leapTo[i]!] === 0 && board[leapPathA[i]!] === 0) n++;
    return n;
  }

  /**
   * walk for a piece that may promote with this move: each move counted as the moves push writes for it (mult), an
   * e.p. capture kept with that count.
   */
  function walkPromoting(p: KernelState, from: number, pc: number, us: number, epLegal: boolean): number {
    const board = p.board;
    const k = pc * size + from;
    const base = pc * size;
    let n = 0;
    const epStart = leapEpCaptureStart[k]!;
    for (let i = leapOff[k]!; i < epStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0) {
        if (leapMode[i]! & M_MOVE) n += mult[base + to]!;
      } else if ((target & 1) !== us && leapMode[i]! & M_CAPTURE && (noWalls || target !== WALL)) {
        const c = mult[base + to]!;
        n += c;
        if (mustCapture) caps += c;
      }
    }
    // Capture leaps that may take en passant: onto an e.p. square, the e.p. capture.
    const dsStart = leapDoubleStepStart[k]!;
    for (let i = epStart; i < dsStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      const c = mult[base + to]!;
      if (target === 0) {
        if (p.epCount === 0 || !isEpSquare(p, to)) continue;
        if (!epLegal) {
          epMoves[nEp] = encodeMove(from, to, -1, KIND_EN_PASSANT);
          epMult[nEp++] = c;
          continue;
        }
      } else if ((target & 1) === us || (!noWalls && target === WALL)) continue;
      n += c;
      if (mustCapture) caps += c;
    }
    // Double steps: quiet, over one square that must be empty.
    for (let i = dsStart, end = leapGeneralStart[k]!; i < end; i++) {
      const to = leapTo[i]!;
      if (board[to] === 0 && board[leapPathA[i]!] === 0) n += mult[base + to]!;
    }
    for (let i = rayOff[k]!, r1 = rayOff[k + 1]!; i < r1; i++) {
      const r = rayList[i]!;
      const mode = rayMode[r]!;
      let j = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      if (rayKind[r] === RAY_GRASSHOPPER) {
        while (j < stop && board[raySq[j]!] === 0) j++;
        // Past the screen: the one square the hop reaches.
        if (++j >= stop) continue;
      }
      for (; j < stop; j++) {
        const to = raySq[j]!;
        const target = board[to]!;
        const c = mult[base + to]!;
        if (target === 0) {
          if (mode & M_MOVE) n += c;
        } else {
          if ((target & 1) !== us && mode & M_CAPTURE && (noWalls || target !== WALL)) {
            n += c;
            if (mustCapture) caps += c;
          }
          break;
        }
        if (rayKind[r] === RAY_GRASSHOPPER) break;
      }
    }
    return n;
  }

  /** Counts the legal moves of scratch[0..end) as legal.ts keeps them (e.p. and overlapping pins into epMoves). */
  function countListed(p: KernelState, end: number, from: number, nChk: number, st: number, overlap: boolean): number {
    let n = 0;
    const pinned = pinStamp[from] === st;
    const id = pinOf[from]!;
    for (let j = 0; j < end; j++) {
      const m = scratch[j]!;
      const to = moveTo(m);
      if (moveKind(m) === KIND_EN_PASSANT || (pinned && overlap)) {
        epMoves[nEp] = m;
        epMult[nEp++] = 1;
        continue;
      }
      if ((pinned && pinLine[to] !== id) || (nChk === 1 && evasionStamp[to] !== st)) continue;
      n++;
      if (mustCapture && isCapture(p, m)) caps++;
    }
    return n;
  }

  /** The royal piece's legal moves, counted: each target tested with the piece lifted, so that a slider's line through its square counts. */
  function kingMoves(p: KernelState, from: number, pc: number, us: number, t: number): number {
    const board = p.board;
    const them = us ^ 1;
    const k = pc * size + from;
    const king = board[from]!;
    let n = 0;
    if (walkable[k] === 1 && leapEpCaptureStart[k] === leapOff[k + 1] && rayOff[k] === rayOff[k + 1]) {
      // Plain leaps only (a king): no move encoded.
      board[from] = 0;
      for (let i = leapOff[k]!, end = leapEpCaptureStart[k]!; i < end; i++) {
        const to = leapTo[i]!;
        const target = board[to]!;
        if (target === 0 ? (leapMode[i]! & M_MOVE) === 0 : (target & 1) === us || (leapMode[i]! & M_CAPTURE) === 0 || (!noWalls && target === WALL)) continue;
        if (isAttacked(p, to, them)) continue;
        n++;
        if (mustCapture && target !== 0) caps++;
      }
      board[from] = king;
      return n;
    }
    const end = movesOf(p, scratch, 0, from, pc, us, t);
    board[from] = 0;
    for (let j = 0; j < end; j++) {
      const to = moveTo(scratch[j]!);
      if (!isAttacked(p, to, them)) {
        n++;
        if (mustCapture && board[to] !== 0) caps++;
      }
    }
    board[from] = king;
    return n;
  }

  /** The number of legal moves without a royal piece (every move counts). */
  function countWithoutRoyal(p: KernelState): number {
    if (listWithoutRoyal) return listLegal(p, scratch, 0);
    const us = p.turn;
    let n = 0;
    caps = 0;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      for (let i = 0, count = p.pcount[pc]!; i < count; i++) {
        const from = p.plist[pc * size + i]!;
        if (walkable[pc * size + from] === 1) {
          n += walk(p, from, pc, us, true);
          continue;
        }
        const end = movesOf(p, scratch, 0, from, pc, us, t);
        n += end;
        if (mustCapture) for (let j = 0; j < end; j++) if (isCapture(p, scratch[j]!)) caps++;
      }
    }
    // Castling and drops are never captures.
    n += castlingByMaking(p, scratch, 0, false);
    if (drops) n += dropMoves(p, scratch, 0, us);
    return mustCapture && caps > 0 ? caps : n;
  }

  /** The number of legal moves of the side to move (the length of the list generateLegal would write). */
  function countLegal(p: KernelState): number {
    const us = p.turn;
    const them = us ^ 1;
    const kingSq = royalSquare(p, us);
    if (kingSq === -1) return countWithoutRoyal(p);
    if (kingSq < 0 || lineOnly[them] === 0) return listLegal(p, scratch, 0);
    const nChk = checkersAndPins(p, kingSq, them);
    const st = currentStamp();
    const overlap = pinsOverlap();
    let n = 0;
    caps = 0;
    nEp = 0;
    // Nothing below moves a piece until the e.p. tests: the lists stay where they are.
    const pcount = p.pcount;
    const plist = p.plist;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const count = pcount[pc]!;
      const base = pc * size;
      for (let i = 0; i < count; i++) {
        const from = plist[base + i]!;
        if (from === kingSq) n += kingMoves(p, from, pc, us, t);
        else if (nChk === 0 && pinStamp[from] !== st && walkable[base + from] === 1) n += walk(p, from, pc, us, false);
        else if (nChk < 2) n += countListed(p, movesOf(p, scratch, 0, from, pc, us, t), from, nChk, st, overlap);
      }
    }
    // E.p. captures (and moves on overlapping pin lines) made and tested after the walk, as legal.ts does.
    for (let i = 0; i < nEp; i++) {
      const m = epMoves[i]!;
      if (!legalByMaking(p, m)) continue;
      n += epMult[i]!;
      if (mustCapture && isCapture(p, m)) caps += epMult[i]!;
    }
    if (drops) n += legalDrops(p, scratch, 0, us, nChk, evasionStamp, st);
    if (p.castleMask !== 0) n += nChk === 0 ? castlingWhenSafe(p, scratch, 0, us) : castlingInCheck(p, scratch, 0);
    return mustCapture && caps > 0 ? caps : n;
  }

  return { countLegal, active: true };
}

/** The stand-in for a variant whose last ply is listed (see above): perft never asks it. */
export function noLegalCountPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _at: AttacksPart, _ep: EnPassantPart, _mg: MovegenPart, _ch: ChecksPart, _bm: ByMakingPart, _cl: CastlingLegalPart, _pr: PromotionPart, _dr: DropsPart, _mc: MustCapturePart, lg: LegalPart): LegalCountPart {
  const scratch = new Int32Array(1);
  function countLegal(p: KernelState): number {
    return lg.generateLegal(p, scratch, 0);
  }
  return { countLegal, active: false };
}
