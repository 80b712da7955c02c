/**
 * Kernel part of the no-checking rule (`checking: false`) for bulk perft's
 * last ply: the number of legal moves that give no check, without listing
 * them. Listing (legal.ts, then checkFilter.ts) encodes every move and asks
 * givesCheck.ts of each; here the checks are read from givesCheck's tables,
 * prepared once per node: the squares from which a piece of each type
 * attacks the opponent's royal piece (direct checks, `prepare`), and our
 * pieces that screen one of our riders from it (the only pieces whose
 * leaving can discover a check, checkFreeWalk.ts's markScreens). An unpinned
 * piece that screens nothing is walked from its tables (checkFreeWalk.ts),
 * the king's plain leaps tested unencoded. The king otherwise, pinned and
 * screening pieces, and pieces countWalk.ts cannot walk (about to promote,
 * general leaps) are listed into a scratch list and each move asked of
 * givesCheckHere; what that does not decide (e.p., promotions, castling,
 * drops, overlapping pins, two rays through a square) is made and tested
 * after the walk: legal if neither royal piece is attacked afterwards.
 * Positions off this path (the side to move in check, the opponent's royal
 * piece attacked already, several royal pieces, attacks not along lines)
 * are listed and their list's length returned; without an opponent's royal
 * piece there is no check to give, and legalCount.ts's count stands.
 *
 * It wraps legalCount.ts's part: a variant with `checking: false` whose last
 * ply is counted (select.ts) gets this one; the others get
 * `noCountNoCheckPart`, which hands legalCount's part back as it is.
 * A factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { CastlingLegalPart } from './castlingLegal.ts';
import type { CheckFreeWalkPart } from './checkFreeWalk.ts';
import type { ChecksPart } from './checks.ts';
import type { CountWalkPart } from './countWalk.ts';
import type { DropsPart } from './drops.ts';
import type { GivesCheckPart } from './givesCheck.ts';
import type { LegalPart } from './legal.ts';
import type { LegalCountPart } from './legalCount.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { MovegenPart } from './movegen.ts';
import type { MustCapturePart } from './mustCapture.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export function countNoCheckPart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart, cw: CountWalkPart, fw: CheckFreeWalkPart, mg: MovegenPart, ch: ChecksPart, cl: CastlingLegalPart, dr: DropsPart, mc: MustCapturePart, mu: MakeUnmakePart, gc: GivesCheckPart, lg: LegalPart, lc: LegalCountPart): LegalCountPart {
  // Where the last ply is listed anyway, nothing to add.
  if (!lc.active) return lc;
  const { size, nTypes, leapEpCaptureStart, leapDoubleStepStart } = v;
  const { KIND_EN_PASSANT, MAX_MOVES, moveTo, moveKind } = K;
  const scratch = new Int32Array(MAX_MOVES);
  const listLegal = lg.generateLegal;
  function listed(p: KernelState): number {
    return listLegal(p, scratch, 0);
  }
  // Only every checking move forbidden, alone among the list-wide rules: with must capture beside it, or only checking
  // drops forbidden (`drops.checks: false`), the last ply is listed.
  if (v.spec.checking !== false || mc.active) return { countLegal: listed, active: false };

  const lineOnly = [v.lineAttacksOnly[0] ? 1 : 0, v.lineAttacksOnly[1] ? 1 : 0];
  const drops = dr.active;
  const { royalSquare } = bd;
  const { isAttacked, royalAttacked } = at;
  const { movesOf } = mg;
  const { checkersAndPins, currentStamp, pinsOverlap, pinStamp, evasionStamp, pinLine, pinOf } = ch;
  const { castlingWhenSafe } = cl;
  const { legalDrops } = dr;
  const { make, unmake } = mu;
  const { prepare, givesCheckHere, dStamp, fast } = gc;
  const { walkable } = cw;
  const { markScreens, kingLeaps, walk, screenMark, plainKing } = fw;
  const plainCount = lc.countLegal;
  // Moves to be made and tested after the walk (making one while walking the piece lists could reorder them).
  const later = new Int32Array(MAX_MOVES);
  let nLater = 0;

  /** Counts the moves of scratch[0..end) that are king-safe (pins) and give no check; the undecided ones go to `later`. */
  function countListed(p: KernelState, end: number, from: number, royal: number, pinned: boolean, overlap: boolean, screen: boolean): number {
    const id = pinOf[from]!;
    let n = 0;
    for (let j = 0; j < end; j++) {
      const m = scratch[j]!;
      if (moveKind(m) === KIND_EN_PASSANT || (pinned && overlap)) later[nLater++] = m;
      else if (!pinned || pinLine[moveTo(m)] === id) {
        const check = givesCheckHere(p, m, royal, screen);
        if (check === 0) n++;
        else if (check < 0) later[nLater++] = m;
      }
    }
    return n;
  }

  /** The moves of the royal piece on `from` (not plain, or screening) that leave it safe and give no check. */
  function kingMoves(p: KernelState, from: number, pc: number, us: number, t: number, royal: number, screen: boolean): number {
    const board = p.board;
    const king = board[from]!;
    const end = movesOf(p, scratch, 0, from, pc, us, t);
    let w = 0;
    // Lifted, so that a slider's line through its square counts; put back before givesCheckHere reads its type.
    board[from] = 0;
    for (let j = 0; j < end; j++) if (!isAttacked(p, moveTo(scratch[j]!), us ^ 1)) scratch[w++] = scratch[j]!;
    board[from] = king;
    return countListed(p, w, from, royal, false, false, screen);
  }

  /** The number of legal moves of the side to move that give no check (the length of the list generateLegal would write). */
  function countLegal(p: KernelState): number {
    const us = p.turn;
    const them = us ^ 1;
    const royal = royalSquare(p, them);
    // No royal piece of theirs: no check to give.
    if (royal === -1) return plainCount(p);
    const kingSq = royalSquare(p, us);
    // prepare also tests givesCheck's premise (their royal piece not attacked yet) and stamps the direct checks.
    if (royal < 0 || kingSq < 0 || lineOnly[them] === 0 || fast[us] === 0 || !prepare(p, royal)) return listed(p);
    const nChk = checkersAndPins(p, kingSq, them);
    if (nChk !== 0) return listed(p);
    const st = currentStamp();
    const overlap = pinsOverlap();
    const ds = dStamp[size]!;
    const mark = markScreens(p.board, royal, us);
    const epPossible = p.epCount > 0;
    let n = 0;
    nLater = 0;
    const pcount = p.pcount;
    const plist = p.plist;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const base = pc * size;
      const bit = 1 << t;
      for (let i = 0, count = pcount[pc]!; i < count; i++) {
        const from = plist[base + i]!;
        const k = base + from;
        const pinned = pinStamp[from] === st;
        const screen = screenMark[from] === mark;
        if (from === kingSq) n += plainKing[k] === 1 && !screen ? kingLeaps(p, from, pc, us, bit, ds) : kingMoves(p, from, pc, us, t, royal, screen);
        else if (!pinned && !screen && walkable[k] === 1 && !(epPossible && leapEpCaptureStart[k] !== leapDoubleStepStart[k])) n += walk(p, from, pc, us, bit, ds);
        else n += countListed(p, movesOf(p, scratch, 0, from, pc, us, t), from, royal, pinned, overlap, screen);
      }
    }
    // Drops and castling (kept legal by their generators) with the undecided moves: made and tested.
    if (drops) for (let j = 0, end = legalDrops(p, scratch, 0, us, 0, evasionStamp, st); j < end; j++) later[nLater++] = scratch[j]!;
    if (p.castleMask !== 0) for (let j = 0, end = castlingWhenSafe(p, scratch, 0, us); j < end; j++) later[nLater++] = scratch[j]!;
    for (let i = 0; i < nLater; i++) {
      make(p, later[i]!);
      if (!royalAttacked(p, us) && !royalAttacked(p, them)) n++;
      unmake(p);
    }
    return n;
  }

  return { countLegal, active: true };
}

/** The stand-in for a variant where checks are allowed: legalCount.ts's part as it is. */
export function noCountNoCheckPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _at: AttacksPart, _cw: CountWalkPart, _fw: CheckFreeWalkPart, _mg: MovegenPart, _ch: ChecksPart, _cl: CastlingLegalPart, _dr: DropsPart, _mc: MustCapturePart, _mu: MakeUnmakePart, _gc: GivesCheckPart, _lg: LegalPart, lc: LegalCountPart): LegalCountPart {
  return lc;
}
