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
 * no lists), our king's safety asked there, the board put back; the king's
 * quiet moves are tested with the king lifted. Those judgements and the
 * node's bookkeeping are blastCaptureCount.ts's, the free pieces' walk
 * blastWalk.ts's, checks and pins blastPins.ts's; this part goes over the
 * pieces.
 * E.p. captures, promotions,
 * castling and a pinned piece on overlapping pin lines are listed and judged
 * by the list-wide rules (listRules.ts) as the legal list is; positions
 * without exactly one king a side are listed whole.
 *
 * A factory compiled per variant (see board.ts); `noBlastCountPart` hands
 * back legalCount.ts's part.
 */
import type { BlastCaptureCountPart } from './blastCaptureCount.ts';
import type { BlastWalkPart } from './blastWalk.ts';
import type { ChecksPart } from './checks.ts';
import type { LegalPart } from './legal.ts';
import type { LegalCountPart } from './legalCount.ts';
import type { MovegenPart } from './movegen.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export function blastCountPart(v: KernelTables, K: KernelConstants, bw: BlastWalkPart, mg: MovegenPart, ch: ChecksPart, lg: LegalPart, bc: BlastCaptureCountPart, lc: LegalCountPart): LegalCountPart {
  if (v.blast === undefined) return lc;
  const { size, nTypes } = v;
  const { KIND_EN_PASSANT, MAX_MOVES, moveTo, moveKind, movePromotion } = K;
  const { walk, capture, epCapture, walkable, tally } = bw;
  const { movesOf } = mg;
  const { checkersAndPins, currentStamp, pinsOverlap, pinStamp, evasionStamp, pinLine, pinOf } = ch;
  const listLegal = lg.generateLegal;
  const { begin, kingsAt, checks, defer, kingMoves, deferredLegal } = bc;
  // Constants of this copy: the king rule, mutual immunity and must capture compile out where the variant has none.
  const royal = v.pseudoRoyal !== undefined;
  const kingType = royal ? v.pseudoRoyal!.types[0]! : -1;
  const limit = royal ? v.pseudoRoyal!.limit : 0;
  const immuneOn = v.mutuallyImmune !== undefined;
  const mutual = immuneOn ? v.mutuallyImmune! : new Uint8Array(nTypes);
  const mustCapture = v.spec.mustCapture === true;
  const scratch = new Int32Array(MAX_MOVES);
  // Per node: the kings' squares, and whether they touch (blastCaptureCount.ts keeps them for its judgements).
  let ks = -1;
  let touching = false;

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
      else if (moveKind(m) === KIND_EN_PASSANT || movePromotion(m) >= 0 || (pinned && overlap)) defer(m);
      else if (board[to] !== 0) n += capture(p, from, to, us);
      else if (touching || ((!pinned || pinLine[to] === id) && (nChk === 0 || (nChk === 1 && evasionStamp[to] === st)))) n++;
    }
    return n;
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
      touching = kingsAt(ks, plist[theirs * size]!, us);
      if (!touching) {
        nChk = checkersAndPins(p, ks, them);
        checks(nChk);
        st = currentStamp();
        overlap = pinsOverlap();
      }
    }
    begin();
    tally[0] = 0;
    let n = 0;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const base = pc * size;
      // Listed immune pieces are listed: their captures of each other are dropped one by one.
      const free = !immuneOn || mutual[t] === 0;
      for (let i = 0, count = pcount[pc]!; i < count; i++) {
        const from = plist[base + i]!;
        if (royal && from === ks) n += kingMoves(p, from, pc, us, t, walkable[base + from] === 1);
        else if (free && walkable[base + from] === 1 && (!royal || touching || (nChk === 0 && pinStamp[from] !== st))) n += walk(p, from, pc, us);
        else n += listed(p, from, pc, us, t, nChk, st, overlap);
      }
    }
    // Castling, e.p. captures, promotions: decided as the legal list decides them.
    n += deferredLegal(p);
    return mustCapture && tally[0]! > 0 ? tally[0]! : n;
  }

  return { countLegal, active: true };
}

/** The stand-in where blasts are not counted here: legalCount.ts's part as it is. */
export function noBlastCountPart(_v: KernelTables, _K: KernelConstants, _bw: BlastWalkPart, _mg: MovegenPart, _ch: ChecksPart, _lg: LegalPart, _bc: BlastCaptureCountPart, lc: LegalCountPart): LegalCountPart {
  return lc;
}
