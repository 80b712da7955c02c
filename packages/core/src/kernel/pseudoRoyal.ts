/**
 * Kernel part of pseudo-royalty (rules/pseudoRoyal.ts): while a side has at
 * most `limit` pieces of a listed type, each of them is royal — no move may
 * leave one attacked — and with duple check no move may leave every piece of
 * the listed types attacked at once. Whether a piece is royal is read from
 * the counts after the move, so a pawn's promotion that pushes a type past
 * its limit takes the royalty off all of its pieces (Fairy-Stockfish's rule).
 * A shogi-style promotion or demotion into a listed type does not: as in
 * Fairy-Stockfish, the pieces keep the royalty they had before the move, the
 * flipped piece its own (backrank's rook turned king on the last rank leaves
 * the old king royal, so it may not be left in check).
 *
 * The filter runs on the king-safe legal list, before the list-wide rules
 * (a compulsory capture must be a legal one). The fast path: when none of
 * the watched pieces is attacked now and the opponent attacks only along
 * lines, a move can expose one only by leaving the first square of an
 * attack line from it with an attacker next behind (a pin: a quiet move puts
 * our piece on `to`, which attacks nothing of ours, and theirs stay), or by moving a watched piece, promoting into a listed
 * type, taking en passant or castling; only those are made and tested. The
 * reference makes and tests every move. `royalAttacked` adds the
 * pseudo-royal pieces to the royal ones, so "in check" (checkmate, SAN's
 * `+`) counts them. Where captures blast (kernel/blast.ts, atomic), a
 * piece touching a pseudo-royal piece of the other side cannot be attacked
 * (taking it would blow up the attacker's own), a move that blows up one of
 * the mover's pseudo-royal pieces is illegal, and one that blows up one of
 * the opponent's is legal whatever it leaves attacked; there every capture
 * is made and tested (blastRoyalty.ts). Where captures petrify
 * (kernel/petrify.ts), a capture that would turn one of the mover's
 * pseudo-royal pieces into a wall is illegal (petrify.ts's
 * petrifyRoyaltyPart). Beside walls, wallLegal.ts judges the moves with
 * their walls placed, by `pseudoAttacked`. A factory compiled per variant (see board.ts);
 * noPseudoRoyalPart is the stand-in.
 */
import type { AttacksPart } from './attacks.ts';
import type { BlastRoyaltyPart } from './blastRoyalty.ts';
import type { CastlingPart } from './castling.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { PetrifyRoyaltyPart } from './petrify.ts';
import type { PseudoRoyalGeneralPart } from './pseudoRoyalGeneral.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type PseudoRoyalPart = ReturnType<typeof pseudoRoyalPart>;

export function pseudoRoyalPart(v: KernelTables, K: KernelConstants, at: AttacksPart, mu: MakeUnmakePart, cr: CastlingPart, br: BlastRoyaltyPart, pt: PetrifyRoyaltyPart, fl: PseudoRoyalFlipPart, pg: PseudoRoyalGeneralPart) {
  const { size } = v;
  const { KIND_NORMAL, KIND_DOUBLE, KIND_CASTLE, moveFrom, moveTo, moveKind, movePromotion } = K;
  // A shogi-style flip under test (pseudoRoyalFlipPart): [square or -1, its royalty, type left, type taken].
  const { flip, markFlip } = fl;
  const { castleOption } = cr;
  const { isAttacked, royalAttacked: innerRoyalAttacked } = at;
  const { make, unmake } = mu;
  const on = v.pseudoRoyal !== undefined;
  const types = on ? v.pseudoRoyal!.types : new Int8Array(0);
  const limit = on ? v.pseudoRoyal!.limit : 0;
  const duple = on ? v.pseudoRoyal!.duple : 0;
  const nListed = types.length;
  const listed = new Uint8Array(v.nTypes);
  for (let i = 0; i < nListed; i++) listed[types[i]!] = 1;
  const lineOnly = [v.lineAttacksOnly[0] ? 1 : 0, v.lineAttacksOnly[1] ? 1 : 0];
  // Blasts (blastRoyalty.ts; a plain move judged on the board alone where boardTested) and petrification: constants of this copy.
  const { active: blast, touchesRoyal, saveCounts, blastVerdict, boardVerdict, boardTested: onBoard } = br;
  const { active: petrify, petrifiesRoyal } = pt;
  // The general analysis (pseudoRoyalGeneral.ts): not with blasts (a capture changes more than two squares), nor multi-leg attacks the tables lack.
  const { touch, watch, watched, lineMarks, allPastLimit, tagUnwatched, tagGeneral, lineVerdict } = pg;
  const general = !blast && (v.multiLeg === undefined || v.multiLeg.attacksCovered);

  /** Is one of c's pseudo-royal pieces attacked, or, with duple check, every piece of the listed types? */
  function pseudoAttacked(p: KernelState, c: number): boolean {
    const them = c ^ 1;
    let all = duple === 1;
    let any = false;
    for (let i = 0; i < nListed; i++) {
      const t = types[i]!;
      const pc = t * 2 + c;
      const n = p.pcount[pc]!;
      const flipSq = flip[0]!;
      const before = flipSq < 0 ? n : n - (t === flip[3] ? 1 : 0) + (t === flip[2] ? 1 : 0);
      const royal = before <= limit;
      for (let j = 0; j < n; j++) {
        const sq = p.plist[pc * size + j]!;
        const r = sq === flipSq ? flip[1] === 1 : royal;
        if (!r && !all && flipSq < 0) break;
        if (!r && !all) continue;
        any = true;
        const hit = isAttacked(p, sq, them) && !(blast && touchesRoyal(p, sq, them));
        if (hit && r) return true;
        if (!hit) all = false;
      }
    }
    return all && any;
  }

  const royalAttacked = (p: KernelState, c: number): boolean => innerRoyalAttacked(p, c) || pseudoAttacked(p, c);

  /** A pseudo-royal king castles as a royal one (Fairy-Stockfish): not from nor across an attacked square, the king lifted (the landing is tested by making). */
  function castlingPathAttacked(p: KernelState, m: number): boolean {
    const board = p.board;
    const from = moveFrom(m);
    const code = board[from]!;
    const t = (code >> 1) - 1;
    if (listed[t] === 0 || p.pcount[t * 2 + p.turn]! > limit) return false;
    const kingTo = p.slotKingTo[castleOption(p, m)]!;
    const step = kingTo > from ? 1 : -1;
    board[from] = 0;
    let hit = false;
    const them = p.turn ^ 1;
    if (kingTo === from) hit = isAttacked(p, from, them) && !(blast && touchesRoyal(p, from, them));
    for (let s = from; !hit && s !== kingTo; s += step) hit = isAttacked(p, s, them) && !(blast && touchesRoyal(p, s, them));
    board[from] = code;
    return hit;
  }

  /** Does move m leave a pseudo-royal piece of the side to move attacked (or, with duple check, all of them)? */
  function exposes(p: KernelState, m: number): boolean {
    if (petrify && petrifiesRoyal(p, m)) return true;
    if (moveKind(m) === KIND_CASTLE && castlingPathAttacked(p, m)) return true;
    const us = p.turn;
    if (blast) saveCounts(p);
    markFlip(p, m);
    make(p, m);
    // With blasts: blowing up our own is illegal, theirs legal whatever it leaves attacked.
    const verdict = blast ? blastVerdict(p, us) : 0;
    const bad = verdict === 1 || (verdict === 0 && pseudoAttacked(p, us));
    unmake(p);
    flip[0] = -1;
    return bad;
  }

  /** The reference: each move of out[start..end) made and tested; returns the new end. */
  function keepSafeByMaking(p: KernelState, out: Int32Array, start: number, end: number): number {
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (!exposes(p, m)) out[n++] = m;
    }
    return n;
  }

  /** The tagged moves (~m) of out[start..end) made and tested, the others kept; returns the new end. */
  function testTagged(p: KernelState, out: Int32Array, start: number, end: number): number {
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (m >= 0) out[n++] = m;
      else if (!exposes(p, ~m)) out[n++] = ~m;
    }
    return n;
  }

  /** The fast path: only the moves that could expose a watched piece are made and tested; returns the new end. */
  function keepSafe(p: KernelState, out: Int32Array, start: number, end: number): number {
    const us = p.turn;
    const them = us ^ 1;
    const nWatch = watched(p, us);
    if (duple === 0 && !blast && !petrify && allPastLimit(p, us)) return testTagged(p, out, start, tagUnwatched(p, out, start, end));
    if (lineOnly[them] === 0 && general) return testTagged(p, out, start, tagGeneral(p, out, start, end, watch, nWatch, them, petrify));
    // All tested where attacks are not all along lines or a watched piece is attacked now (on the board alone where blasts allow).
    let all = lineOnly[them] === 0;
    for (let i = 0; i < nWatch && !all; i++) all = isAttacked(p, watch[i]!, them);
    if (all && !onBoard) return keepSafeByMaking(p, out, start, end);
    const stamp = all ? -1 : lineMarks(p, watch, nWatch, them);
    const board = p.board;
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      const from = moveFrom(m);
      const kind = moveKind(m);
      const promo = movePromotion(m);
      // Drops and watched pieces' moves decided unmade where they can be (pseudoRoyalGeneral.ts's lineVerdict).
      const quick = all || blast || petrify ? -1 : lineVerdict(p, m, them);
      if (quick === 1) out[n++] = m;
      if (quick >= 0) continue;
      const plain = (kind === KIND_NORMAL || kind === KIND_DOUBLE) && (promo < 0 || listed[promo] === 0);
      // A move that moves a watched piece, changes the royalty, or is no plain move (castling, e.p., a drop) is risky whatever the attacks.
      const risky = all || !plain || touch[from] === stamp || listed[(board[from]! >> 1) - 1] === 1 || (blast && board[moveTo(m)] !== 0);
      const verdict = !risky ? 0 : onBoard && plain ? boardVerdict(p, m, watch, nWatch) : -1;
      if (verdict === 0 || (verdict < 0 && !exposes(p, m))) out[n++] = m;
    }
    return n;
  }

  return { keepSafe, keepSafeByMaking, royalAttacked, pseudoAttacked, active: on };
}

export type PseudoRoyalFlipPart = ReturnType<typeof pseudoRoyalFlipPart>;

/**
 * For pseudoRoyalPart: marks a shogi-style flip of move m (a promotion to the
 * piece's promoted type, or a demotion back) so that the royalty read after
 * it is the one before the move, Fairy-Stockfish's rule: flip = [the flipped
 * piece's square, whether it was royal, the type it left, the type it took];
 * flip[0] is -1 otherwise.
 */
export function pseudoRoyalFlipPart(v: KernelTables, K: KernelConstants) {
  const { KIND_NORMAL, moveFrom, moveTo, moveKind, movePromotion } = K;
  const promoteTo = v.piecePromotion !== undefined ? v.piecePromotion.promoteTo : new Int8Array(v.nTypes).fill(-1);
  const demotes = v.piecePromotion !== undefined && v.piecePromotion.demote === true;
  const types = v.pseudoRoyal !== undefined ? v.pseudoRoyal.types : new Int8Array(0);
  const limit = v.pseudoRoyal !== undefined ? v.pseudoRoyal.limit : 0;
  const listed = new Uint8Array(v.nTypes);
  for (let i = 0; i < types.length; i++) listed[types[i]!] = 1;
  const flip = new Int32Array([-1, 0, -1, -1]);

  function markFlip(p: KernelState, m: number): void {
    const promo = movePromotion(m);
    // A flip is a board move of kind normal (a drop, even a promoted one, is not).
    if (promo < 0 || moveKind(m) !== KIND_NORMAL) return;
    const t0 = (p.board[moveFrom(m)]! >> 1) - 1;
    if (promoteTo[t0] !== promo && !(demotes && promoteTo[promo] === t0)) return;
    if (listed[promo] === 0 && listed[t0] === 0) return;
    flip[0] = moveTo(m);
    flip[1] = listed[t0] === 1 && p.pcount[t0 * 2 + p.turn]! <= limit ? 1 : 0;
    flip[2] = t0;
    flip[3] = promo;
  }

  return { flip, markFlip };
}

/** The stand-in where nothing is pseudo-royal: nothing to mark. */
export function noPseudoRoyalFlipPart(_v: KernelTables, _K: KernelConstants): PseudoRoyalFlipPart {
  function markFlip(_p: KernelState, _m: number): void {}
  return { flip: new Int32Array([-1, 0, -1, -1]), markFlip };
}

/** The stand-in for a variant without pseudo-royal pieces: every move stays, and only royal pieces are checked. */
export function noPseudoRoyalPart(_v: KernelTables, _K: KernelConstants, at: AttacksPart, _mu: MakeUnmakePart, _cr: CastlingPart, _br: BlastRoyaltyPart, _pt: PetrifyRoyaltyPart, _fl: PseudoRoyalFlipPart, _pg: PseudoRoyalGeneralPart): PseudoRoyalPart {
  function keepSafe(_p: KernelState, _out: Int32Array, _start: number, end: number): number {
    return end;
  }
  function noneAttacked(_p: KernelState, _c: number): boolean {
    return false;
  }
  return { keepSafe, keepSafeByMaking: keepSafe, royalAttacked: at.royalAttacked, pseudoAttacked: noneAttacked, active: false };
}
