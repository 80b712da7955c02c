/**
 * Kernel part: checks and pins, found once per node from the royal squares.
 * Results are kept in per-square scratch arrays "stamped" with a counter, so
 * nothing is ever cleared:
 * - evasionStamp[sq] === stamp(): sq is a checker, or between a sliding
 *   checker and the king (where a non-king move may go in single check);
 *   for the general analysis, any square a checking attack reads;
 * - pinStamp[sq] === stamp(): our piece on sq is pinned; pinOf[sq] is its pin's
 *   id and pinLine[sq] === that id for every square of its line;
 * - touchStamp[sq] === stamp() (general analysis only): a move from or to sq
 *   might let a hopper or a lame or jumping leaper attack a royal piece.
 *
 * checkersAndPins serves variants whose attacks run along lines only, with
 * one royal piece; beginThreats and threatsTo serve every other case (see
 * threats below for why their marks decide legality).
 * A factory compiled per variant (see board.ts).
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type ChecksPart = ReturnType<typeof checksPart>;

export function checksPart(v: KernelTables, K: KernelConstants) {
  const { size, nTypes, attLeapOff, attLeapFrom, attLeapMask, attRayOff, attRay, attRayMask, raySqOff, raySq } = v;
  const { attLeapMode, attLeapPathA, attLeapPathB, attRayKind } = v;
  const { M_LAME, RAY_SLIDE, RAY_GRASSHOPPER } = K;
  let stamp = 0;
  const pinStamp = new Int32Array(size);
  const evasionStamp = new Int32Array(size);
  const touchStamp = new Int32Array(size);
  // Pin ids only grow, so the marks of earlier nodes never match.
  let pinId = 0;
  let pinIdBase = 0;
  let pinOverlap = false;
  const pinLine = new Int32Array(size);
  const pinOf = new Int32Array(size);
  const checkers = new Int16Array(64);

  /**
   * Finds the pieces of `them` giving check to the king on kingSq and our
   * pinned pieces, under a new stamp (see above). Returns the number of checkers.
   */
  function checkersAndPins(p: KernelState, kingSq: number, them: number): number {
    const st = ++stamp;
    pinIdBase = pinId;
    pinOverlap = false;
    const board = p.board;
    const k = them * size + kingSq;
    // Which of their piece types are on the board: lines no such piece rides are skipped.
    let present = 0;
    for (let t = 0; t < nTypes; t++) if (p.pcount[t * 2 + them]! > 0) present |= 1 << t;
    let nChk = 0;
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) {
      const from = attLeapFrom[i]!;
      const code = board[from]!;
      if (code === 0 || (code & 1) !== them || ((attLeapMask[i]! >> ((code >> 1) - 1)) & 1) === 0) continue;
      if (evasionStamp[from] !== st) {
        checkers[nChk++] = from;
        evasionStamp[from] = st;
      }
    }
    for (let i = attRayOff[k]!, end = attRayOff[k + 1]!; i < end; i++) {
      const r = attRay[i]!;
      const first = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      const mask = attRayMask[i]!;
      if ((mask & present) === 0) continue;
      let j = first;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const s1 = raySq[j]!;
      const code = board[s1]!;
      if ((code & 1) === them) {
        if ((mask >> ((code >> 1) - 1)) & 1) {
          // The same piece may be found along two rays of one line (e.g. R and R4): count it once.
          let seen = false;
          for (let c = 0; c < nChk; c++) if (checkers[c] === s1) seen = true;
          if (!seen) checkers[nChk++] = s1;
          for (let b = first; b <= j; b++) evasionStamp[raySq[b]!] = st;
        }
        continue;
      }
      // Our piece: pinned if the next piece on the line is an enemy rider of this ray.
      j++;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const code2 = board[raySq[j]!]!;
      if ((code2 & 1) === them && (mask >> ((code2 >> 1) - 1)) & 1) {
        pinStamp[s1] = st;
        const id = ++pinId;
        pinOf[s1] = id;
        for (let b = first; b <= j; b++) {
          const sq = raySq[b]!;
          // Two pin lines sharing a square (rays of one direction with different
          // steps): then pinned pieces are tested by making their moves.
          if (pinLine[sq]! > pinIdBase) pinOverlap = true;
          pinLine[sq] = id;
        }
      }
    }
    return nChk;
  }

  /** The stamp of the last checkersAndPins. */
  function currentStamp(): number {
    return stamp;
  }

  /** Did two pin lines of the last checkersAndPins share a square? */
  function pinsOverlap(): boolean {
    return pinOverlap;
  }


  // ------------------------------------------------------------------
  // The general analysis: hoppers, lame and jumping leapers, several royals.
  //
  // Why its marks decide legality. Whether a royal square is attacked is the
  // OR, over the attack entries of that square (the reverse tables, as
  // isAttacked walks them), of each entry's result; an entry's result depends
  // only on the squares it reads. A move other than castling and e.p. changes
  // two squares: `from` becomes empty and `to` holds our piece, whatever stood
  // there and whatever it promotes to. It never puts a piece of theirs on a
  // square nor changes one's type. Hence:
  //  (1) an entry attacking now still attacks after a move that changes none
  //      of the squares it reads; those squares are marked in evasionStamp,
  //      so in check a move with neither square marked is illegal;
  //  (2) an entry not attacking now stays so after the move unless the move
  //      is of a kind spelt out below, per entry kind; the squares such moves
  //      leave or reach are marked in touchStamp (the move is then made and
  //      tested) or, for slides, are the pins' (the piece keeps to its line).
  // Every marked square is one the move can actually leave or reach: empty
  // squares only as `to`, our pieces only as `from`. Their pieces are never
  // marked: capturing one puts our piece in its place, which blocks, screens
  // and fills a leg just as theirs did, and attacks nothing.
  // "Attacker" below: a piece of theirs whose type is in the entry's mask.
  let nChecks = 0;
  let nComplexChecks = 0;
  let nTouch = 0;
  let present = 0;

  /** Starts the analysis of a node (a new stamp) for attacks by `them`; then threatsTo once per royal piece. Returns the stamp. */
  function beginThreats(p: KernelState, them: number): number {
    const st = ++stamp;
    pinIdBase = pinId;
    pinOverlap = false;
    nChecks = 0;
    nComplexChecks = 0;
    nTouch = 0;
    // Types of theirs on the board: an entry none of them can use never attacks, now or after our move.
    present = 0;
    for (let t = 0; t < nTypes; t++) if (p.pcount[t * 2 + them]! > 0) present |= 1 << t;
    return st;
  }

  function isAttacker(code: number, them: number, mask: number): boolean {
    return code !== 0 && (code & 1) === them && ((mask >> ((code >> 1) - 1)) & 1) === 1;
  }

  function touch(sq: number): void {
    if (touchStamp[sq] !== stamp) {
      touchStamp[sq] = stamp;
      nTouch++;
    }
  }

  /** An attacking ray entry: it reads its squares first..j. */
  function rayCheck(first: number, j: number, complex: boolean): void {
    nChecks++;
    if (complex) nComplexChecks++;
    for (let b = first; b <= j; b++) evasionStamp[raySq[b]!] = stamp;
  }

  /** Index of the first occupied square among the ray squares j..stop-1, or stop. */
  function nextOccupied(board: Uint8Array, j: number, stop: number): number {
    while (j < stop && board[raySq[j]!] === 0) j++;
    return j;
  }

  /** Leap entry i (from its source square, with its path squares if lame or jumping). */
  function leapThreat(board: Uint8Array, i: number, them: number): void {
    const from = attLeapFrom[i]!;
    // No attacker on the source: our move cannot put one there.
    if (!isAttacker(board[from]!, them, attLeapMask[i]!)) return;
    const mode = attLeapMode[i]!;
    if (mode === 0) {
      nChecks++;
      evasionStamp[from] = stamp;
      return;
    }
    const a = attLeapPathA[i]!;
    const b = attLeapPathB[i]!;
    const occA = a >= 0 && board[a] !== 0;
    const occB = b >= 0 && board[b] !== 0;
    if (mode & M_LAME ? !occA && !occB : occA || occB) {
      nChecks++;
      nComplexChecks++;
      evasionStamp[from] = stamp;
      if (a >= 0) evasionStamp[a] = stamp;
      if (b >= 0) evasionStamp[b] = stamp;
    } else if (mode & M_LAME) {
      // Blocked: it stays blocked unless its only blocker leaves, and only ours can (one move empties one square).
      if (occA !== occB) {
        const blocker = occA ? a : b;
        if ((board[blocker]! & 1) !== them) touch(blocker);
      }
    } else {
      // Jumping over an empty path: only a piece moving onto the path makes it jump.
      if (a >= 0) touch(a);
      if (b >= 0) touch(b);
    }
  }

  /**
   * A slide: as checkersAndPins. Our first piece on the line is pinned when
   * an attacker comes next; unpinned, its move leaves as first piece ours
   * (`to`), the same non-attacker, or nothing that attacks.
   */
  function slideThreat(board: Uint8Array, first: number, stop: number, mask: number, them: number): void {
    const j = nextOccupied(board, first, stop);
    if (j >= stop) return;
    const s1 = raySq[j]!;
    const code = board[s1]!;
    if ((code & 1) === them) {
      if (isAttacker(code, them, mask)) rayCheck(first, j, false);
      return;
    }
    const k = nextOccupied(board, j + 1, stop);
    if (k >= stop || !isAttacker(board[raySq[k]!]!, them, mask)) return;
    // Pinned twice (to two royal pieces, or along two rays of one line), its
    // square is on two pin lines: the overlap found below sends its moves to make-and-test.
    pinStamp[s1] = stamp;
    const id = ++pinId;
    pinOf[s1] = id;
    for (let b = first; b <= k; b++) {
      const sq = raySq[b]!;
      if (pinLine[sq]! > pinIdBase) pinOverlap = true;
      pinLine[sq] = id;
    }
  }

  /**
   * A grasshopper hop: the screen is the ray's first square r0 (next to the
   * royal piece), the hopper the first piece beyond it. With nothing beyond
   * r0, a move adds at most its `to` there, ours: no hop. With r0 empty, only
   * a piece moving onto r0 makes a screen, and then the first piece beyond is
   * the one there now, unless that is ours and is the piece moving (then the
   * one after it). With a screen and our piece first beyond it, only that
   * piece leaving uncovers the next one (the screen leaving ends the hop; a
   * piece moving in between is ours).
   */
  function grasshopperThreat(board: Uint8Array, first: number, stop: number, mask: number, them: number): void {
    const j = nextOccupied(board, first + 1, stop);
    if (j >= stop) return;
    const code = board[raySq[j]!]!;
    const screen = raySq[first]!;
    if (board[screen] === 0) {
      if (isAttacker(code, them, mask)) touch(screen);
      else if ((code & 1) !== them) {
        const k = nextOccupied(board, j + 1, stop);
        if (k < stop && isAttacker(board[raySq[k]!]!, them, mask)) touch(screen);
      }
      return;
    }
    if ((code & 1) === them) {
      if (isAttacker(code, them, mask)) rayCheck(first, j, true);
      return;
    }
    const k = nextOccupied(board, j + 1, stop);
    if (k < stop && isAttacker(board[raySq[k]!]!, them, mask)) touch(raySq[j]!);
  }

  /**
   * A cannon hop: the screen is the first piece rs on the ray, the cannon the
   * first piece rj beyond it. On an empty ray a move adds one piece at most:
   * a screen with nothing beyond. Otherwise, not attacking now, the move can
   * (a) put a new screen in front of rs when rs is an attacker; (b) take our
   * screen away, so that rj screens and the piece rk after it is beyond; or
   * (c) take our rj away, so that rk is beyond the screen. A piece moving
   * between rs and rj is ours, and becomes the piece beyond.
   */
  function cannonThreat(board: Uint8Array, first: number, stop: number, mask: number, them: number): void {
    const s = nextOccupied(board, first, stop);
    if (s >= stop) return;
    const screen = raySq[s]!;
    const j = nextOccupied(board, s + 1, stop);
    if (j < stop) {
      const code = board[raySq[j]!]!;
      if (isAttacker(code, them, mask)) {
        rayCheck(first, j, true);
        return;
      }
      const k = nextOccupied(board, j + 1, stop);
      if (k < stop && isAttacker(board[raySq[k]!]!, them, mask)) {
        if ((board[screen]! & 1) !== them) touch(screen);
        if ((code & 1) !== them) touch(raySq[j]!);
      }
    }
    if (isAttacker(board[screen]!, them, mask)) for (let b = first; b < s; b++) touch(raySq[b]!);
  }

  /** Adds the checks, pins and touchy squares of the royal piece on kingSq (attacked by `them`) to the node begun by beginThreats. */
  function threatsTo(p: KernelState, kingSq: number, them: number): void {
    const board = p.board;
    const k = them * size + kingSq;
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) leapThreat(board, i, them);
    for (let i = attRayOff[k]!, end = attRayOff[k + 1]!; i < end; i++) {
      const mask = attRayMask[i]!;
      if ((mask & present) === 0) continue;
      const r = attRay[i]!;
      const kind = attRayKind[i]!;
      if (kind === RAY_SLIDE) slideThreat(board, raySqOff[r]!, raySqOff[r + 1]!, mask, them);
      else if (kind === RAY_GRASSHOPPER) grasshopperThreat(board, raySqOff[r]!, raySqOff[r + 1]!, mask, them);
      else cannonThreat(board, raySqOff[r]!, raySqOff[r + 1]!, mask, them);
    }
  }

  /** Attacks on our royal pieces found by the last analysis (entries, not pieces: one piece may attack twice). */
  function checkCount(): number {
    return nChecks;
  }

  /** One attack only, by a slide or a plain leap: then exactly the moves to its evasion squares answer it. */
  function simpleCheck(): boolean {
    return nChecks === 1 && nComplexChecks === 0;
  }

  /** How many squares the last analysis marked in touchStamp. */
  function touchCount(): number {
    return nTouch;
  }

  return { checkersAndPins, currentStamp, pinsOverlap, pinStamp, evasionStamp, pinLine, pinOf, beginThreats, threatsTo, checkCount, simpleCheck, touchCount, touchStamp };
}
