/**
 * Kernel part: bulk perft's last ply counted, not listed, where captures
 * blast (rules/blast.ts: atomic and its family). It stands in front of
 * legalCount.ts for these variants (legalCount.ts lists their last ply), and
 * is chosen at load time (select.ts) only where the variant has no royal
 * piece in the kernel's sense and the only list-wide rules are one
 * pseudo-royal type (atomic's king), mutual immunity or must capture.
 *
 * Without a pseudo-royal piece (nocheckatomic, atomar, the giveaways) every
 * pseudo-legal move is legal: quiet moves and captures are counted from the
 * tables, less a capture of a mutually immune piece by another (atomar's
 * kings), the captures counted beside under must capture.
 *
 * With one pseudo-royal king a side (atomic, 6x6atom), the rule as
 * pseudoRoyal.ts and blastRoyalty.ts decide it: a move whose blast removes
 * our king is illegal (so is a king's capture, unless it is blast-proof);
 * one whose capture or blast removes theirs (and not ours) is legal whatever
 * it leaves; otherwise our king must not stand attacked, unless it touches
 * theirs (taking it would blow up the taker's king). A quiet move changes
 * no blast and no touching, so kings that touch make every quiet move of
 * another piece legal, and kings apart leave the chess rule for them: out of
 * check and unpinned a piece's quiet moves are counted from its tables, a
 * pinned piece keeps to its pin line, in check a quiet move must block (a
 * pinner that a capture could blast away matters to the capture alone).
 * Every capture is decided exactly: its blast played on the board (no hash,
 * no lists), our king's safety asked there, the board put back. The king's
 * quiet moves are tested with the king lifted. E.p. captures, promotions,
 * castling and a pinned piece on overlapping pin lines are listed and judged
 * by the list-wide rules (listRules.ts) as the legal list is; positions
 * without exactly one king a side are listed whole.
 *
 * A factory compiled per variant (see board.ts); `noBlastCountPart` hands
 * back legalCount.ts's part.
 */
import type { AttacksPart } from './attacks.ts';
import type { CastlingLegalPart } from './castlingLegal.ts';
import type { ChecksPart } from './checks.ts';
import type { EnPassantPart } from './enPassant.ts';
import type { LegalPart } from './legal.ts';
import type { LegalCountPart } from './legalCount.ts';
import type { ListRulesPart } from './listRules.ts';
import type { MovegenPart } from './movegen.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export function blastCountPart(v: KernelTables, K: KernelConstants, at: AttacksPart, ep: EnPassantPart, mg: MovegenPart, ch: ChecksPart, cl: CastlingLegalPart, lr: ListRulesPart, lg: LegalPart, lc: LegalCountPart): LegalCountPart {
  if (v.blast === undefined) return lc;
  const { size, nTypes, promoFrom, repeats, leapOff, leapTo, leapMode, leapPathA, leapEpCaptureStart, leapDoubleStepStart, leapGeneralStart } = v;
  const { rayOff, rayList, raySqOff, raySq, rayMode, rayKind } = v;
  const { M_MOVE, M_CAPTURE, RAY_SLIDE, KIND_NORMAL, KIND_EN_PASSANT, MAX_MOVES, encodeMove, moveTo, moveKind, movePromotion } = K;
  const { immune, aroundOff, around } = v.blast!;
  const { isAttacked } = at;
  const { isEpSquare } = ep;
  const { movesOf } = mg;
  const { checkersAndPins, currentStamp, pinsOverlap, pinStamp, evasionStamp, pinLine, pinOf } = ch;
  const { castlingByMaking } = cl;
  const { filtered } = lr;
  const listLegal = lg.generateLegal;
  // Constants of this copy: the king rule, mutual immunity and must capture compile out where the variant has none.
  const royal = v.pseudoRoyal !== undefined;
  const kingType = royal ? v.pseudoRoyal!.types[0]! : -1;
  const limit = royal ? v.pseudoRoyal!.limit : 0;
  // A blast takes the king off unless it is immune; a blast-proof captor stays on its square.
  const kingBlastable = royal && immune[kingType] === 0;
  const kingProof = royal && immune[kingType] === 2;
  const immuneOn = v.mutuallyImmune !== undefined;
  const mutual = immuneOn ? v.mutuallyImmune! : new Uint8Array(nTypes);
  const mustCapture = v.spec.mustCapture === true;
  // walkable[pc * size + from]: plain leaps, pawn leaps and slides only, no repeats, not about to promote.
  const walkable = new Uint8Array(2 * nTypes * size);
  for (let k = 0; k < 2 * nTypes * size; k++) {
    if (repeats[(k / size / 2) | 0] === 1 || leapGeneralStart[k] !== leapOff[k + 1] || promoFrom[k] === 1) continue;
    let slides = true;
    for (let i = rayOff[k]!; i < rayOff[k + 1]!; i++) if (rayKind[rayList[i]!] !== RAY_SLIDE) slides = false;
    if (slides) walkable[k] = 1;
  }
  const scratch = new Int32Array(MAX_MOVES);
  // Moves judged by the list-wide rules at the end of a node (e.p., promotions, castling, overlapping pins).
  const hard = new Int32Array(MAX_MOVES);
  let nHard = 0;
  // Per node: the squares next to their king (nearThem) and to ours (nearUs) carry the node's stamp.
  const nearThem = new Int32Array(size);
  const nearUs = new Int32Array(size);
  let nst = 0;
  let ks = -1;
  let eks = -1;
  let touching = false;
  // [captures counted] under must capture.
  let nCaptures = 0;
  // A blast played on the board: each piece taken off as code | square << 8.
  const blown = new Int32Array(size);

  /**
   * Is the capture from `from` to `to` (victim on `to`, no promotion) legal? Without a king rule, unless
   * both pieces are mutually immune; with one, by its blast (see above), played on the board.
   */
  function captureLegal(p: KernelState, from: number, to: number, us: number): boolean {
    const board = p.board;
    const mover = board[from]!;
    if (!royal) return !immuneOn || mutual[(mover >> 1) - 1] === 0 || mutual[(board[to]! >> 1) - 1] === 0;
    const king = from === ks;
    if (king ? !kingProof : kingBlastable && nearUs[to] === nst) return false;
    if (to === eks || (kingBlastable && nearThem[to] === nst)) return true;
    const captured = board[to]!;
    board[from] = 0;
    board[to] = immune[(mover >> 1) - 1] === 2 ? mover : 0;
    let n = 0;
    for (let i = aroundOff[to]!, end = aroundOff[to + 1]!; i < end; i++) {
      const sq = around[i]!;
      const code = board[sq]!;
      if (code === 0 || immune[(code >> 1) - 1] !== 0) continue;
      blown[n++] = code | (sq << 8);
      board[sq] = 0;
    }
    const kingSq = king ? to : ks;
    const bad = isAttacked(p, kingSq, us ^ 1) && !(king ? touches(kingSq, eks) : touching);
    for (let i = 0; i < n; i++) board[blown[i]! >> 8] = blown[i]! & 255;
    board[to] = captured;
    board[from] = mover;
    return !bad;
  }

  /** Are squares a and b next to each other (a blast on one reaches the other)? */
  function touches(a: number, b: number): boolean {
    for (let i = aroundOff[a]!, end = aroundOff[a + 1]!; i < end; i++) if (around[i] === b) return true;
    return false;
  }

  /** The king's moves: a quiet step legal where it touches their king or is not attacked (the king lifted), a capture judged. */
  function kingMoves(p: KernelState, from: number, pc: number, us: number, t: number): number {
    const board = p.board;
    const them = us ^ 1;
    const king = board[from]!;
    const k = pc * size + from;
    let n = 0;
    if (walkable[k] === 1 && leapEpCaptureStart[k] === leapOff[k + 1] && rayOff[k] === rayOff[k + 1]) {
      // Plain leaps only (a king): nothing encoded; a capture by a king that is not blast-proof blows it up.
      board[from] = 0;
      for (let i = leapOff[k]!, end = leapEpCaptureStart[k]!; i < end; i++) {
        const to = leapTo[i]!;
        const target = board[to]!;
        if (target === 0) {
          if (leapMode[i]! & M_MOVE && (nearThem[to] === nst || !isAttacked(p, to, them))) n++;
        } else if (kingProof && (target & 1) !== us && leapMode[i]! & M_CAPTURE) {
          board[from] = king;
          n += capture(p, from, to, us);
          board[from] = 0;
        }
      }
      board[from] = king;
      return n;
    }
    const end = movesOf(p, scratch, 0, from, pc, us, t);
    for (let j = 0; j < end; j++) {
      const m = scratch[j]!;
      const to = moveTo(m);
      if (moveKind(m) !== KIND_NORMAL || movePromotion(m) >= 0) hard[nHard++] = m;
      else if (board[to] !== 0) {
        if (captureLegal(p, from, to, us)) n++;
      } else {
        board[from] = 0;
        if (nearThem[to] === nst || !isAttacked(p, to, them)) n++;
        board[from] = king;
      }
    }
    return n;
  }

  /** Counts a capture of `from` onto `to` if legal (and, under must capture, beside); returns 1 or 0. */
  function capture(p: KernelState, from: number, to: number, us: number): number {
    if (!captureLegal(p, from, to, us)) return 0;
    if (mustCapture) nCaptures++;
    return 1;
  }

  /** An e.p. capture without a king rule: always legal, a capture under must capture; returns 1. */
  function epCapture(): number {
    if (mustCapture) nCaptures++;
    return 1;
  }

  /** The moves of a walkable piece that is free (every quiet move legal), counted from its tables; captures judged, e.p. kept. */
  function walk(p: KernelState, from: number, pc: number, us: number): number {
    const k = pc * size + from;
    const board = p.board;
    let n = 0;
    const epStart = leapEpCaptureStart[k]!;
    for (let i = leapOff[k]!; i < epStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0) {
        if (leapMode[i]! & M_MOVE) n++;
      } else if ((target & 1) !== us && leapMode[i]! & M_CAPTURE) n += capture(p, from, to, us);
    }
    const dsStart = leapDoubleStepStart[k]!;
    const gStart = leapGeneralStart[k]!;
    // Pawns only: captures that may take en passant, and double steps.
    for (let i = epStart; i < dsStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target !== 0) {
        if ((target & 1) !== us) n += capture(p, from, to, us);
      } else if (p.epCount !== 0 && isEpSquare(p, to)) {
        if (royal) hard[nHard++] = encodeMove(from, to, -1, KIND_EN_PASSANT);
        else n += epCapture();
      }
    }
    for (let i = dsStart; i < gStart; i++) if (board[leapTo[i]!] === 0 && board[leapPathA[i]!] === 0) n++;
    for (let i = rayOff[k]!, r1 = rayOff[k + 1]!; i < r1; i++) {
      const r = rayList[i]!;
      const stop = raySqOff[r + 1]!;
      const mode = rayMode[r]!;
      let j = raySqOff[r]!;
      const j0 = j;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (mode & M_MOVE) n += j - j0;
      if (j < stop && mode & M_CAPTURE && (board[raySq[j]!]! & 1) !== us) n += capture(p, from, raySq[j]!, us);
    }
    return n;
  }

  /** The moves of a piece that is not free or not walkable, listed and judged one by one (see above). */
  function listed(p: KernelState, from: number, pc: number, us: number, t: number, nChk: number, st: number, overlap: boolean): number {
    const board = p.board;
    const end = movesOf(p, scratch, 0, from, pc, us, t);
    const pinned = !touching && pinStamp[from] === st;
    const id = pinOf[from]!;
    let n = 0;
    for (let j = 0; j < end; j++) {
      const m = scratch[j]!;
      const to = moveTo(m);
      if (!royal && moveKind(m) === KIND_EN_PASSANT) n += epCapture();
      else if (!royal) n += board[to] !== 0 ? capture(p, from, to, us) : 1;
      else if (moveKind(m) === KIND_EN_PASSANT || movePromotion(m) >= 0 || (pinned && overlap)) hard[nHard++] = m;
      else if (board[to] !== 0) n += capture(p, from, to, us);
      else if (touching || ((!pinned || pinLine[to] === id) && (nChk === 0 || (nChk === 1 && evasionStamp[to] === st)))) n++;
    }
    return n;
  }

  /** Marks the squares next to sq with the node's stamp in `near`. */
  function markAround(near: Int32Array, sq: number): void {
    for (let i = aroundOff[sq]!, end = aroundOff[sq + 1]!; i < end; i++) near[around[i]!] = nst;
  }

  /** The number of legal moves of the side to move (the length of the list generateLegal would write). */
  function countLegal(p: KernelState): number {
    const us = p.turn;
    const them = us ^ 1;
    const pcount = p.pcount;
    const plist = p.plist;
    let nChk = 0;
    let st = -1;
    let overlap = false;
    if (royal) {
      const ours = kingType * 2 + us;
      const theirs = kingType * 2 + them;
      // One king a side, royal by the count: the rule above; anything else is listed.
      if (pcount[ours] !== 1 || pcount[theirs] !== 1 || limit < 1) return listLegal(p, scratch, 0);
      ks = plist[ours * size]!;
      eks = plist[theirs * size]!;
      nst++;
      markAround(nearThem, eks);
      markAround(nearUs, ks);
      touching = nearThem[ks] === nst;
      if (!touching) {
        nChk = checkersAndPins(p, ks, them);
        st = currentStamp();
        overlap = pinsOverlap();
      }
    }
    nHard = 0;
    nCaptures = 0;
    let n = 0;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const base = pc * size;
      // Listed immune pieces are listed: their captures of each other are dropped one by one.
      const free = !immuneOn || mutual[t] === 0;
      for (let i = 0, count = pcount[pc]!; i < count; i++) {
        const from = plist[base + i]!;
        if (royal && from === ks) n += kingMoves(p, from, pc, us, t);
        else if (free && walkable[base + from] === 1 && (!royal || touching || (nChk === 0 && pinStamp[from] !== st))) n += walk(p, from, pc, us);
        else n += listed(p, from, pc, us, t, nChk, st, overlap);
      }
    }
    // Castling, e.p. captures, promotions: decided as the legal list decides them.
    if (p.castleMask !== 0) nHard = castlingByMaking(p, hard, nHard, false);
    // Without a king rule only castling is left there, legal as castlingByMaking found it and never a capture.
    if (nHard > 0) n += royal ? filtered(p, hard, 0, nHard) : nHard;
    return mustCapture && nCaptures > 0 ? nCaptures : n;
  }

  return { countLegal, active: true };
}

/** The stand-in where blasts are not counted here: legalCount.ts's part as it is. */
export function noBlastCountPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, _ep: EnPassantPart, _mg: MovegenPart, _ch: ChecksPart, _cl: CastlingLegalPart, _lr: ListRulesPart, _lg: LegalPart, lc: LegalCountPart): LegalCountPart {
  return lc;
}
