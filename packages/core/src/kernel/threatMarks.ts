/**
 * Kernel part: the marks of the general legality analysis, for variants
 * whose attacks are not all along lines (hoppers, lame and jumping leapers)
 * or with several royal pieces; threats.ts walks the attacks and calls these.
 * Like checks.ts, per-square scratch arrays "stamped" with a counter:
 * - evasionStamp[sq] === stamp: sq is read by an attack that gives check now;
 * - touchStamp[sq] === stamp: a move from or to sq might start an attack;
 * - pinStamp, pinOf, pinLine: pins by slides, as in checks.ts.
 *
 * Why the marks decide legality. Whether a royal square is attacked is the
 * OR, over the attack entries of that square (the reverse tables, as
 * isAttacked walks them), of each entry's result, and an entry's result
 * depends only on the squares it reads. A move other than castling and e.p.
 * changes two squares: `from` becomes empty and `to` holds our piece, whatever
 * stood there and whatever it promotes to; it never puts a piece of theirs on
 * a square nor changes one's type. Hence:
 *  (1) an entry attacking now still attacks after a move that changes none
 *      of the squares it reads (evasion marks): in check, a move with neither
 *      square marked is illegal;
 *  (2) an entry not attacking now stays so after the move unless the move is
 *      of a kind spelt out per entry kind (here for slides, in threats.ts for
 *      the others); the squares such moves leave or reach are marked touched
 *      (the move is then tested: legalGeneral.ts) or, for slides, are the pins'.
 * Only squares a move can leave or reach are marked: empty ones as `to`, ours
 * as `from`. Theirs never need to be: capturing one puts our piece in its
 * place, which blocks, screens and fills a leg just as theirs did, and
 * attacks nothing.
 *
 * A slide not attacking now can only start to when our first piece on it
 * leaves with an attacker next behind it: that piece is pinned. Unpinned,
 * its move leaves as first piece ours (`to`), the same non-attacker, or none.
 * A factory compiled per variant (see board.ts).
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type ThreatMarksPart = ReturnType<typeof threatMarksPart>;

export function threatMarksPart(v: KernelTables, _K: KernelConstants) {
  const { size, nTypes, raySq } = v;
  let stamp = 0;
  const evasionStamp = new Int32Array(size);
  const touchStamp = new Int32Array(size);
  const pinStamp = new Int32Array(size);
  const pinLine = new Int32Array(size);
  const pinOf = new Int32Array(size);
  // Pin ids only grow, so the marks of earlier nodes never match.
  let pinId = 0;
  let pinIdBase = 0;
  let pinOverlap = false;
  let nChecks = 0;
  let nComplexChecks = 0;
  let nTouch = 0;
  // Types of theirs on the board: an attack none of them can make never starts.
  let present = 0;

  /** Starts the analysis of a node (a new stamp) for attacks by `them`. Returns the stamp. */
  function beginMarks(p: KernelState, them: number): number {
    const st = ++stamp;
    pinIdBase = pinId;
    pinOverlap = false;
    nChecks = 0;
    nComplexChecks = 0;
    nTouch = 0;
    present = 0;
    for (let t = 0; t < nTypes; t++) if (p.pcount[t * 2 + them]! > 0) present |= 1 << t;
    return st;
  }

  /** May one of the types in `mask` still attack? */
  function anyPresent(mask: number): boolean {
    return (mask & present) !== 0;
  }

  /** Is `code` a piece of theirs of a type in `mask`? */
  function isAttacker(code: number, them: number, mask: number): boolean {
    return code !== 0 && (code & 1) === them && ((mask >> ((code >> 1) - 1)) & 1) === 1;
  }

  function touch(sq: number): void {
    if (touchStamp[sq] !== stamp) {
      touchStamp[sq] = stamp;
      nTouch++;
    }
  }

  /** An attack gives check now (complex: a jumping leap, whose check a piece on its path does not answer); evasion() marks the squares it reads. */
  function check(complex: boolean): void {
    nChecks++;
    if (complex) nComplexChecks++;
  }

  function evasion(sq: number): void {
    evasionStamp[sq] = stamp;
  }

  /** A ray attack giving check, reading its squares first..j. */
  function rayCheck(first: number, j: number, complex: boolean): void {
    check(complex);
    for (let b = first; b <= j; b++) evasionStamp[raySq[b]!] = stamp;
  }

  /**
   * A hop giving check, reading the ray squares first..j with its screen at s
   * (the cannon's anywhere between, the grasshopper's at first). A simple check:
   * a piece of ours onto an empty square of the ray blocks it (a second screen,
   * or a screen for the grasshopper nearer than the hopper), taking the hopper
   * ends it, and our screen leaving does too (a move from an evasion square,
   * which is tested). Taking their screen does not (our piece screens in its
   * place), so their screen's square is no evasion.
   */
  function hopCheck(board: Uint8Array, first: number, j: number, s: number, them: number): void {
    check(false);
    const screenOurs = (board[raySq[s]!]! & 1) !== them;
    for (let b = first; b <= j; b++) if (b !== s || screenOurs) evasionStamp[raySq[b]!] = stamp;
  }

  /** Index of the first occupied square among the ray squares j..stop-1, or stop. */
  function nextOccupied(board: Uint8Array, j: number, stop: number): number {
    while (j < stop && board[raySq[j]!] === 0) j++;
    return j;
  }

  /** A slide along the ray squares first..stop-1: a check, a pin, or nothing (see above). */
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
    pinStamp[s1] = stamp;
    const id = ++pinId;
    pinOf[s1] = id;
    for (let b = first; b <= k; b++) {
      const sq = raySq[b]!;
      // Two pin lines share a square (rays of one direction with different
      // steps, or a piece pinned to two royal pieces, whose square is on
      // both): then pinned pieces are made and tested.
      if (pinLine[sq]! > pinIdBase) pinOverlap = true;
      pinLine[sq] = id;
    }
  }

  /** The stamp of the node beginMarks began last (its marks stand until the next one). */
  function markStamp(): number {
    return stamp;
  }

  /** Checks found since beginMarks (attacks, not pieces: one piece may attack twice). */
  function checkCount(): number {
    return nChecks;
  }

  /** One check only, and not by a jumping leap: then the moves to its evasion squares answer it (those from one are tested). */
  function simpleCheck(): boolean {
    return nChecks === 1 && nComplexChecks === 0;
  }

  function touchCount(): number {
    return nTouch;
  }

  function pinsOverlap(): boolean {
    return pinOverlap;
  }

  return { beginMarks, markStamp, anyPresent, isAttacker, touch, check, evasion, rayCheck, hopCheck, nextOccupied, slideThreat, checkCount, simpleCheck, touchCount, pinsOverlap, evasionStamp, touchStamp, pinStamp, pinLine, pinOf };
}
