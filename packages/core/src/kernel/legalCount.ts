/**
 * Kernel part: the number of legal moves, for bulk perft's last ply, which is
 * only counted. Listing it (legal.ts) encodes and stores every move; here
 * an unpinned piece out of check that countWalk.ts may walk is counted from
 * its tables without encoding anything, and the king's moves are counted by
 * kingCount.ts. Every other move is decided exactly as legal.ts
 * decides it, through a scratch list: a pinned piece's, a piece's in check
 * or about to promote (one move per choice), e.p. captures (made and tested
 * after the walk), drops and castling. Without a royal piece (antichess, horde's White) every move counts, and
 * crowds of pawns are counted rank by rank (pawnSets.ts). Where the
 * variant makes captures compulsory, captures are counted beside all moves in
 * the same walk: the count is the captures' if there is one. Positions off
 * the direct path (several royals, attacks not along lines) are listed and
 * their list's length returned.
 *
 * Only variants whose legal list is this count (no list-wide rule but must
 * capture, the setup phase's must-drop and, where pseudoRoyalCount.ts can tell the royal piece, pseudo-royalty; no multi-leg, gating, flips, passes or walls: select.ts) get this
 * part; the others get `noLegalCountPart`, and perft lists the last ply as
 * before.
 *
 * countLegal calls countDeferred at every node, even with nothing to decide,
 * so that its own code holds no site that only a rare position reaches (an
 * e.p. capture to test, castling rights in check). V8 compiles such a site,
 * not yet run when countLegal is optimized, as a deopt; Node 20's V8 then kept
 * countLegal's cached on-stack-replacement code, entered it again at each call
 * and deopted at each e.p. position, and never optimized countLegal anew:
 * gothic, embassy and janus ran their whole bench row 1.3-1.9x slower, at
 * random, in one run of four to six. A factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { CastlingLegalPart } from './castlingLegal.ts';
import type { ChecksPart } from './checks.ts';
import type { DropCountPart } from './dropCount.ts';
import type { DropsPart } from './drops.ts';
import type { CountWalkPart } from './countWalk.ts';
import type { KingCountPart } from './kingCount.ts';
import type { LegalPart } from './legal.ts';
import type { MovegenPart } from './movegen.ts';
import type { MustCapturePart } from './mustCapture.ts';
import type { PromotionPart } from './promotion.ts';
import type { PseudoRoyalCountPart } from './pseudoRoyalCount.ts';
import type { PawnSetsPart } from './pawnSets.ts';
import type { PawnWalkPart } from './pawnWalk.ts';
import type { QuietWalkPart } from './quietWalk.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type LegalCountPart = ReturnType<typeof legalCountPart>;

export function legalCountPart(v: KernelTables, K: KernelConstants, _bd: BoardPart, _at: AttacksPart, cw: CountWalkPart, mg: MovegenPart, ch: ChecksPart, rc: PseudoRoyalCountPart, cl: CastlingLegalPart, pr: PromotionPart, dr: DropsPart, dc: DropCountPart, mc: MustCapturePart, lg: LegalPart, pw: PawnWalkPart, qw: QuietWalkPart, kc: KingCountPart, ps: PawnSetsPart) {
  const { size, nTypes } = v;
  const { KIND_EN_PASSANT, MAX_MOVES, moveTo, moveKind } = K;
  const lineOnly = [v.lineAttacksOnly[0] ? 1 : 0, v.lineAttacksOnly[1] ? 1 : 0];
  // The mover's king: its royal piece, or a lone pseudo-royal piece (pseudoRoyalCount.ts).
  // The royal piece's own moves are counted by kingCount.ts.
  const [{ kingFor, legalByMaking }, { movesOf }, { kingMoves }] = [rc, mg, kc];
  const { checkersAndPins, currentStamp, pinsOverlap, pinCount, pinStamp, evasionStamp, pinLine, pinOf } = ch;
  const [{ castlingByMaking, castlingWhenSafe, castlingInCheck }, { legalDrops }, { dropCount }] = [cl, dr, dc];
  // Constants of this copy (see countWalk.ts).
  const { active: mustCapture, isCapture } = mc;
  const drops = dr.active;
  // As in legal.ts: without a royal piece, a promotion to a royal type or a royal drop is made and tested, so such a variant lists.
  const listWithoutRoyal = pr.royalPromotion || (drops && v.royal.indexOf(1) >= 0);
  // Setup phase: under mustDrop a side's drops, where it has any, are its only moves (counted without a royal piece; paired drops listed).
  const [mustDrop, setupListed] = [v.hands?.mustDrop === true, v.hands?.oppositeColors !== undefined];
  const [listLegal, scratch] = [lg.generateLegal, new Int32Array(MAX_MOVES)];
  const { walk, idle, epMoves, epMult, tally } = cw;
  // A free piece's moves (not pinned, no check) by its key: 0 listed, 1 walked, 2 counted as a pawn (pawnWalk.ts);
  // without a royal piece, crowds of quiet leapers counted from the empty squares (quietWalk.ts). Constants of this copy.
  const [{ pawnWalk, walkKey }, { quietCount, active: quiets }] = [pw, qw];
  // Without a royal piece, crowds of pawns counted rank by rank (pawnSets.ts), the pieces off its files one by one. Constants of this copy.
  const { pawnSetCount, irregular, counted: bySets, active: sets } = ps;
  const offSets = new Int16Array(size);

  /** Counts the legal moves of scratch[0..end) as legal.ts keeps them (e.p. and overlapping pins into epMoves). */
  function countListed(p: KernelState, end: number, from: number, nChk: number, st: number, overlap: boolean): number {
    let n = 0;
    const pinned = pinStamp[from] === st;
    const id = pinOf[from]!;
    for (let j = 0; j < end; j++) {
      const m = scratch[j]!;
      const to = moveTo(m);
      if (moveKind(m) === KIND_EN_PASSANT || (pinned && overlap)) {
        epMoves[tally[1]!] = m;
        epMult[tally[1]!++] = 1;
        continue;
      }
      if ((pinned && pinLine[to] !== id) || (nChk === 1 && evasionStamp[to] !== st)) continue;
      n++;
      if (mustCapture && isCapture(p, m)) tally[0]!++;
    }
    return n;
  }

  /** The moves of the piece of piece-colour pc (type t) on `from`, without a royal piece (every move counts). */
  function countOne(p: KernelState, from: number, pc: number, us: number, t: number): number {
    const wk = walkKey[pc * size + from]!;
    if (wk !== 0) return wk === 2 ? pawnWalk(p, pc * size + from, from, us, true) : walk(p, from, pc, us, true);
    const end = movesOf(p, scratch, 0, from, pc, us, t);
    if (mustCapture) for (let j = 0; j < end; j++) if (isCapture(p, scratch[j]!)) tally[0]!++;
    return end;
  }

  /** The number of legal moves without a royal piece (every move counts). */
  function countWithoutRoyal(p: KernelState): number {
    if (listWithoutRoyal || setupListed) return listLegal(p, scratch, 0);
    const us = p.turn;
    const dropped = mustDrop ? dropCount(p, scratch, us) : 0;
    if (dropped > 0) return dropped;
    let n = 0;
    tally[0] = 0;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      if (idle[pc] === 1) continue;
      if (sets && bySets[pc] === 1) {
        n += pawnSetCount(p, pc, us);
        for (let i = 0, end = irregular(p, pc, offSets); i < end; i++) n += countOne(p, offSets[i]!, pc, us, t);
        continue;
      }
      const quiet = quiets ? quietCount(p, pc) : -1;
      if (quiet >= 0) n += quiet;
      else for (let i = 0, count = p.pcount[pc]!; i < count; i++) n += countOne(p, p.plist[pc * size + i]!, pc, us, t);
    }
    // Castling and drops are never captures.
    n += castlingByMaking(p, scratch, 0, false);
    if (drops) n += dropCount(p, scratch, us);
    return mustCapture && tally[0]! > 0 ? tally[0]! : n;
  }

  /** The number of legal moves of the side to move (the length of the list generateLegal would write). */
  function countLegal(p: KernelState): number {
    const us = p.turn;
    const them = us ^ 1;
    const kingSq = kingFor(p, us);
    if (kingSq === -1) return countWithoutRoyal(p);
    if (kingSq < 0 || lineOnly[them] === 0 || mustDrop || setupListed) return listLegal(p, scratch, 0);
    const nChk = checkersAndPins(p, kingSq, them);
    const st = currentStamp();
    const overlap = pinsOverlap();
    let n = 0;
    tally[0] = tally[1] = 0;
    // Nothing below moves a piece until the e.p. tests: the lists stay where they are.
    const pcount = p.pcount;
    const plist = p.plist;
    // Out of check with no pin (the usual node), a free piece is told by its key alone.
    const free = nChk === 0 && pinCount() === 0;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const count = pcount[pc]!;
      const base = pc * size;
      for (let i = 0; i < count; i++) {
        const from = plist[base + i]!;
        const wk = walkKey[base + from]!;
        if (from === kingSq) n += kingMoves(p, from, pc, us, t);
        else if (wk !== 0 && (free || (nChk === 0 && pinStamp[from] !== st))) n += wk === 2 ? pawnWalk(p, base + from, from, us, false) : walk(p, from, pc, us, false);
        else if (nChk < 2) n += countListed(p, movesOf(p, scratch, 0, from, pc, us, t), from, nChk, st, overlap);
      }
    }
    n = countDeferred(p, us, nChk, st, n);
    return mustCapture && tally[0]! > 0 ? tally[0]! : n;
  }

  /** n plus the moves decided after the walk: e.p. captures (and overlapping pins) made and tested, drops, castling (see above). */
  function countDeferred(p: KernelState, us: number, nChk: number, st: number, n: number): number {
    for (let i = 0, nEp = tally[1]!; i < nEp; i++) {
      const m = epMoves[i]!;
      if (!legalByMaking(p, m)) continue;
      n += epMult[i]!;
      if (mustCapture && isCapture(p, m)) tally[0]! += epMult[i]!;
    }
    if (drops) n += legalDrops(p, scratch, 0, us, nChk, evasionStamp, st);
    if (p.castleMask !== 0) n += nChk === 0 ? castlingWhenSafe(p, scratch, 0, us) : castlingInCheck(p, scratch, 0);
    return n;
  }

  return { countLegal, active: true };
}

/** The stand-in for a variant whose last ply is listed (see above): perft never asks it. */
export function noLegalCountPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _at: AttacksPart, _cw: CountWalkPart, _mg: MovegenPart, _ch: ChecksPart, _rc: PseudoRoyalCountPart, _cl: CastlingLegalPart, _pr: PromotionPart, _dr: DropsPart, _dc: DropCountPart, _mc: MustCapturePart, lg: LegalPart, _pw: PawnWalkPart, _qw: QuietWalkPart, _kc: KingCountPart, _ps: PawnSetsPart): LegalCountPart {
  const scratch = new Int32Array(1);
  function countLegal(p: KernelState): number {
    return lg.generateLegal(p, scratch, 0);
  }
  return { countLegal, active: false };
}
