/**
 * Kernel part: the general legality analysis, attack by attack, of the
 * royal squares of the side to move (threatMarks.ts holds the marks and
 * says why they decide legality, and analyses slides). Here, for each other
 * kind of attack, which moves could start it while it does not attack:
 *
 * - A plain leap: none (our move cannot put an attacker on its source).
 *   Checking, a plain or lame leap is a simple check (threatMarks.ts), as
 *   are the hops (hopCheck there).
 * - A lame leap (path squares must be empty), blocked: one move empties one
 *   square, so only its only blocker leaving, and only if ours.
 * - A jumping leap (a path square must be occupied) over an empty path: only
 *   a piece moving onto the path.
 * - A grasshopper: the screen is the ray's first square r0, next to the
 *   royal piece; the hopper is the first piece beyond. With nothing beyond
 *   r0 a move adds at most its `to` there, ours. With r0 empty only a piece
 *   moving onto r0 screens, and the first piece beyond is then the one there
 *   now, or the piece after it if that one is ours and is the one moving.
 *   With a screen and our piece first beyond it, only that piece leaving
 *   uncovers the next one; the screen leaving ends the hop, and a piece
 *   moving in between is ours.
 * - The janggi cannon (shyCannonThreat, below): exact, by the three first
 *   pieces on the ray.
 * - A cannon: the screen is the first piece rs, the cannon the first piece
 *   rj beyond it. On an empty ray a move adds one piece at most: a screen
 *   with nothing beyond. Otherwise the move may (a) put a new screen in
 *   front of rs when rs is an attacker; (b) take our screen away, so that rj
 *   screens and the piece rk after it is beyond; (c) take our rj away, so
 *   that rk is beyond the screen. A piece moving between rs and rj is ours
 *   and becomes the piece beyond.
 * A factory compiled per variant (see board.ts).
 */
import type { ThreatMarksPart } from './threatMarks.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type ThreatsPart = ReturnType<typeof threatsPart>;

export function threatsPart(v: KernelTables, K: KernelConstants, tm: ThreatMarksPart) {
  const { size, attLeapOff, attLeapFrom, attLeapMask, attLeapMode, attLeapPathA, attLeapPathB } = v;
  const { attRayOff, attRay, attRayMask, attRayKind, raySqOff, raySq } = v;
  const { M_LAME, RAY_SLIDE, RAY_GRASSHOPPER, RAY_CANNON_SHY } = K;
  const { anyPresent, isAttacker, touch, check, evasion, hopCheck, nextOccupied, slideThreat } = tm;

  /** Leap attack i. */
  function leapThreat(board: Uint8Array, i: number, them: number): void {
    const from = attLeapFrom[i]!;
    if (!isAttacker(board[from]!, them, attLeapMask[i]!)) return;
    const mode = attLeapMode[i]!;
    if (mode === 0) {
      check(false);
      evasion(from);
      return;
    }
    const a = attLeapPathA[i]!;
    const b = attLeapPathB[i]!;
    const occA = a >= 0 && board[a] !== 0;
    const occB = b >= 0 && board[b] !== 0;
    if (mode & M_LAME ? !occA && !occB : occA || occB) {
      // A lame leap's check is answered like a slide's: by taking the checker or by a piece
      // on its empty leg (nothing of ours stands on the leg to leave it). A jumping leap's is
      // not: a piece moving onto its occupied path changes nothing.
      check((mode & M_LAME) === 0);
      evasion(from);
      if (a >= 0) evasion(a);
      if (b >= 0) evasion(b);
    } else if (mode & M_LAME) {
      if (occA !== occB) {
        const blocker = occA ? a : b;
        if ((board[blocker]! & 1) !== them) touch(blocker);
      }
    } else {
      if (a >= 0) touch(a);
      if (b >= 0) touch(b);
    }
  }

  /** Grasshopper attack along the ray squares first..stop-1. */
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
      if (isAttacker(code, them, mask)) hopCheck(board, first, j, first, them);
      return;
    }
    const k = nextOccupied(board, j + 1, stop);
    if (k < stop && isAttacker(board[raySq[k]!]!, them, mask)) touch(raySq[j]!);
  }

  /** Cannon attack along the ray squares first..stop-1. */
  function cannonThreat(board: Uint8Array, first: number, stop: number, mask: number, them: number): void {
    const s = nextOccupied(board, first, stop);
    if (s >= stop) return;
    const screen = raySq[s]!;
    const j = nextOccupied(board, s + 1, stop);
    if (j < stop) {
      const code = board[raySq[j]!]!;
      if (isAttacker(code, them, mask)) hopCheck(board, first, j, s, them);
      else {
        const k = nextOccupied(board, j + 1, stop);
        if (k < stop && isAttacker(board[raySq[k]!]!, them, mask)) {
          if ((board[screen]! & 1) !== them) touch(screen);
          if ((code & 1) !== them) touch(raySq[j]!);
        }
      }
    }
    // Also when the cannon beyond checks: a piece put in front of a screen that is a cannon
    // blocks that check and starts this one.
    if (isAttacker(board[screen]!, them, mask)) for (let b = first; b < s; b++) touch(raySq[b]!);
  }

  /**
   * The janggi cannon's hop (no screen nor victim of its own type). On the
   * ray's occupied squares o1, o2, o3 (s, j, k) the hop checks when o2 is
   * their cannon and o1 no cannon. Our move removes at most one piece from
   * the ray and puts at most one there (ours, of the mover's type, also in
   * place of a piece it takes), so a hop not checking now can start only by:
   * - a piece put in front of o1, their cannon (a move to first..s-1);
   * - o1 taken, when it is their cannon and o2 their cannon behind it (the
   *   captor screens unless it is a cannon): a move to s;
   * - o1 or o2 of ours leaving, when their cannon is o3 and the other piece
   *   no cannon (it screens then).
   * Unlike the other hops, a square of theirs is marked (o1 taken): a capture
   * changes the type standing there. A check reads first..j and is complex
   * (every move from or to those squares tested): our cannon taking their
   * screen ends it, our other pieces do not.
   */
  function shyCannonThreat(board: Uint8Array, first: number, stop: number, mask: number, them: number): void {
    const s = nextOccupied(board, first, stop);
    if (s >= stop) return;
    const cs = board[raySq[s]!]!;
    const j = nextOccupied(board, s + 1, stop);
    const cj = j < stop ? board[raySq[j]!]! : 0;
    if (isAttacker(cj, them, mask) && cs >> 1 !== cj >> 1) {
      check(true);
      for (let b = first; b <= j; b++) evasion(raySq[b]!);
      return;
    }
    if (isAttacker(cs, them, mask)) {
      for (let b = first; b < s; b++) touch(raySq[b]!);
      if (cj !== 0 && isAttacker(cj, them, mask)) touch(raySq[s]!);
    }
    if (j >= stop) return;
    const k = nextOccupied(board, j + 1, stop);
    if (k >= stop) return;
    const ck = board[raySq[k]!]!;
    if (!isAttacker(ck, them, mask)) return;
    if ((cs & 1) !== them && cj >> 1 !== ck >> 1) touch(raySq[s]!);
    if ((cj & 1) !== them && cs >> 1 !== ck >> 1) touch(raySq[j]!);
  }

  /** Adds the checks, pins and touched squares of the royal piece on kingSq, attacked by `them`, to the node begun by beginMarks. */
  function threatsTo(p: KernelState, kingSq: number, them: number): void {
    const board = p.board;
    const k = them * size + kingSq;
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) leapThreat(board, i, them);
    for (let i = attRayOff[k]!, end = attRayOff[k + 1]!; i < end; i++) {
      const mask = attRayMask[i]!;
      if (!anyPresent(mask)) continue;
      const r = attRay[i]!;
      const kind = attRayKind[i]!;
      if (kind === RAY_SLIDE) slideThreat(board, raySqOff[r]!, raySqOff[r + 1]!, mask, them);
      else if (kind === RAY_GRASSHOPPER) grasshopperThreat(board, raySqOff[r]!, raySqOff[r + 1]!, mask, them);
      else if (kind === RAY_CANNON_SHY) shyCannonThreat(board, raySqOff[r]!, raySqOff[r + 1]!, mask, them);
      else cannonThreat(board, raySqOff[r]!, raySqOff[r + 1]!, mask, them);
    }
  }

  return { threatsTo };
}
