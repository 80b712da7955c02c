/**
 * Kernel part for pseudoRoyal.ts: which moves could expose a watched
 * (pseudo-royal) piece, so that only those are made and tested there. Moves
 * to test are tagged (~m, negative: moves are positive 31-bit integers).
 * - lineMarks: with line attacks only, our pieces pinned to a watched piece
 *   (leaving, they uncover an attack; a quiet move opens no other line).
 * - lineVerdict: there, with none attacked now, a drop of an unlisted type
 *   (it only blocks) is kept, and a watched piece's move off every pin is
 *   judged by its landing square alone, the piece lifted (the others stay
 *   unattacked as under any move that leaves no pin).
 * - tagUnwatched: every listed type past its limit and no duple check: a
 *   move makes a piece royal only by lowering a listed type's count to its
 *   limit, which our move does only where one of our listed pieces promotes
 *   away (blasts and petrification, which also can, are left to the caller).
 * - tagGeneral: with hoppers, lame or jumping leapers, the general analysis
 *   of every attack on the watched pieces (threats.ts; threatMarks.ts says
 *   why its marks decide): none attacked now, a move touching no marked
 *   square and keeping a pinned piece on its pin line leaves them
 *   unattacked. The lone watched piece's plain moves (no duple check) are
 *   decided here, with it lifted, as legalGeneral.ts tests a king move, in
 *   check too; a capture that petrifies puts a wall on `to`: tested.
 * A factory compiled per variant (see board.ts); noPseudoRoyalGeneralPart is the stand-in.
 */
import type { AttacksPart } from './attacks.ts';
import type { DropsPart } from './drops.ts';
import type { ThreatMarksPart } from './threatMarks.ts';
import type { ThreatsPart } from './threats.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type PseudoRoyalGeneralPart = ReturnType<typeof pseudoRoyalGeneralPart>;

export function pseudoRoyalGeneralPart(v: KernelTables, K: KernelConstants, at: AttacksPart, tm: ThreatMarksPart, th: ThreatsPart, dr: DropsPart) {
  const { size, attRayOff, attRay, attRayMask, raySqOff, raySq } = v;
  const { KIND_NORMAL, KIND_DOUBLE, moveFrom, moveTo, moveKind, movePromotion } = K;
  const { isAttacked } = at;
  const { dropKind } = dr;
  const { beginMarks, checkCount, pinsOverlap, touchStamp, pinStamp, pinLine, pinOf } = tm;
  const { threatsTo } = th;
  const types = v.pseudoRoyal !== undefined ? v.pseudoRoyal.types : new Int8Array(0);
  const limit = v.pseudoRoyal !== undefined ? v.pseudoRoyal.limit : 0;
  const duple = v.pseudoRoyal !== undefined ? v.pseudoRoyal.duple : 0;
  const nListed = types.length;
  const listed = new Uint8Array(v.nTypes);
  for (let i = 0; i < nListed; i++) listed[types[i]!] = 1;
  // The watched squares of a node (pseudoRoyal.ts's keepSafe), and the squares a move must leave to expose one of them (lineMarks), stamped.
  const watch = new Int16Array(size);
  const touch = new Int32Array(size);
  let stamp = 0;

  /** Marks our pieces pinned to sq by `by`. */
  function markLines(p: KernelState, sq: number, by: number): void {
    const board = p.board;
    const k = by * size + sq;
    for (let i = attRayOff[k]!, e = attRayOff[k + 1]!; i < e; i++) {
      const r = attRay[i]!;
      let j = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop || (board[raySq[j]!]! & 1) === by) continue;
      const s = raySq[j]!;
      for (j++; j < stop && board[raySq[j]!] === 0; ) j++;
      const code = j < stop ? board[raySq[j]!]! : 0;
      if (code !== 0 && (code & 1) === by && (attRayMask[i]! >> ((code >> 1) - 1)) & 1) touch[s] = stamp;
    }
  }

  /** A new stamp, the pins to the watched pieces marked in `touch` with it; returns it. */
  function lineMarks(p: KernelState, watch: Int16Array, nWatch: number, them: number): number {
    stamp++;
    for (let i = 0; i < nWatch; i++) markLines(p, watch[i]!, them);
    return stamp;
  }

  /** The watched pieces of the side to move into `watch`; returns their number. */
  function watched(p: KernelState, us: number): number {
    let w = 0;
    for (let i = 0; i < nListed; i++) {
      const pc = types[i]! * 2 + us;
      const n = p.pcount[pc]!;
      if (n > limit && duple === 0) continue;
      for (let j = 0; j < n; j++) watch[w++] = p.plist[pc * size + j]!;
    }
    return w;
  }

  /** Has side `us` more pieces than the limit of every listed type (so none is royal, nor becomes so by adding one)? */
  function allPastLimit(p: KernelState, us: number): boolean {
    for (let i = 0; i < nListed; i++) if (p.pcount[types[i]! * 2 + us]! <= limit) return false;
    return true;
  }

  /** Tags the moves of out[start..end) where a listed piece promotes away; returns end. */
  function tagUnwatched(p: KernelState, out: Int32Array, start: number, end: number): number {
    const board = p.board;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (movePromotion(m) >= 0 && listed[(board[moveFrom(m)]! >> 1) - 1] === 1) out[i] = ~m;
    }
    return end;
  }

  /** Does move m move a listed piece, promote into a listed type, or is it no plain move (castling, e.p., a drop)? */
  function riskyKind(board: Uint8Array, m: number, from: number): boolean {
    const kind = moveKind(m);
    const promo = movePromotion(m);
    return listed[(board[from]! >> 1) - 1] === 1 || (promo >= 0 && listed[promo] === 1) || (kind !== KIND_NORMAL && kind !== KIND_DOUBLE);
  }

  /** Is the piece on `from` watched: of a listed type within its limit (no duple check)? */
  function watchedAt(p: KernelState, board: Uint8Array, from: number): boolean {
    const code = board[from]!;
    const t = (code >> 1) - 1;
    return duple === 0 && listed[t] === 1 && p.pcount[t * 2 + (code & 1)]! <= limit;
  }

  /** Is `to` unattacked with the piece on `from` lifted? */
  function loneMoveSafe(p: KernelState, from: number, to: number, them: number): boolean {
    const board = p.board;
    const code = board[from]!;
    board[from] = 0;
    const hit = isAttacked(p, to, them);
    board[from] = code;
    return !hit;
  }

  /**
   * For lineMarks' caller (attacks along lines only, no watched piece attacked now, no blasts nor petrification):
   * 1 to keep move m, 0 to drop it, -1 where it must be made and tested. A drop of an unlisted type only blocks; a
   * watched piece's move off every pin exposes no other, and stands or falls by `to`, tested with the piece lifted.
   */
  function lineVerdict(p: KernelState, m: number, them: number): number {
    const kind = moveKind(m);
    if (duple !== 0 || movePromotion(m) >= 0) return -1;
    const from = moveFrom(m);
    if (kind === dropKind) return listed[from] === 0 ? 1 : -1;
    if (kind !== KIND_NORMAL || !watchedAt(p, p.board, from) || touch[from] === stamp) return -1;
    return loneMoveSafe(p, from, moveTo(m), them) ? 1 : 0;
  }

  /** Keeps, drops or tags the moves of out[start..end) (see above); returns the new end. */
  function tagGeneral(p: KernelState, out: Int32Array, start: number, end: number, watch: Int16Array, nWatch: number, them: number, petrify: boolean): number {
    const st = beginMarks(p, them);
    for (let i = 0; i < nWatch; i++) threatsTo(p, watch[i]!, them);
    const inCheck = checkCount() > 0;
    const lone = nWatch === 1 && duple === 0 ? watch[0]! : -1;
    const overlap = pinsOverlap();
    const board = p.board;
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      const from = moveFrom(m);
      const to = moveTo(m);
      if (from === lone && moveKind(m) === KIND_NORMAL && movePromotion(m) < 0 && !(petrify && board[to] !== 0)) {
        if (loneMoveSafe(p, from, to, them)) out[n++] = m;
        continue;
      }
      const kind = moveKind(m);
      if (!inCheck && kind === dropKind) {
        // A drop (its `from` is a type, no square) only fills `to`: out of check it exposes nothing unless `to` is
        // marked (a hop's screen) or the dropped type is listed (one more of it can make it royal where it lands).
        const promo = movePromotion(m);
        out[n++] = touchStamp[to] === st || listed[from] === 1 || (promo >= 0 && listed[promo] === 1) ? ~m : m;
        continue;
      }
      const risky =
        inCheck ||
        touchStamp[from] === st ||
        touchStamp[to] === st ||
        (pinStamp[from] === st && (overlap || pinLine[to] !== pinOf[from])) ||
        riskyKind(board, m, from) ||
        (petrify && board[to] !== 0);
      out[n++] = risky ? ~m : m;
    }
    return n;
  }

  return { touch, watch, watched, lineMarks, allPastLimit, tagUnwatched, tagGeneral, lineVerdict };
}

/** The stand-in where nothing is pseudo-royal (pseudoRoyal.ts's stand-in never calls it). */
export function noPseudoRoyalGeneralPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, _tm: ThreatMarksPart, _th: ThreatsPart, _dr: DropsPart): PseudoRoyalGeneralPart {
  const none = (_p: KernelState, _out: Int32Array, _start: number, end: number): number => end;
  return { touch: new Int32Array(0), watch: new Int16Array(0), watched: () => 0, lineMarks: () => 0, allPastLimit: () => false, tagUnwatched: none, tagGeneral: none, lineVerdict: () => -1 };
}
