/**
 * Kernel part: checks and pins, found once per node from the king's square
 * when the opponent attacks along lines only. Results are kept in per-square
 * scratch arrays "stamped" with a counter, so nothing is ever cleared:
 * - evasionStamp[sq] === stamp(): sq is a checker, or between a sliding
 *   checker and the king (where a non-king move may go in single check),
 *   unless that checker also checks by a leap, which no block stops;
 * - pinStamp[sq] === stamp(): our piece on sq is pinned; pinOf[sq] is its pin's
 *   id and pinLine[sq] === that id for every square of its line.
 * A factory compiled per variant (see board.ts).
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type ChecksPart = ReturnType<typeof checksPart>;

export function checksPart(v: KernelTables, _K: KernelConstants) {
  const { size, nTypes, attLeapOff, attLeapFrom, attLeapMask, attRayOff, attRay, attRayMask, raySqOff, raySq } = v;
  let stamp = 0;
  const pinStamp = new Int32Array(size);
  const evasionStamp = new Int32Array(size);
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
    // A piece that checks by a leap too (a queen-dabbaba two squares off) is not stopped by a
    // block on its line: only those found by rays alone get their line's squares as evasions.
    const nLeapChk = nChk;
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
          let leaps = false;
          for (let c = 0; c < nChk; c++) {
            if (checkers[c] === s1) {
              seen = true;
              if (c < nLeapChk) leaps = true;
            }
          }
          if (!seen) checkers[nChk++] = s1;
          if (!leaps) for (let b = first; b <= j; b++) evasionStamp[raySq[b]!] = st;
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

  return { checkersAndPins, currentStamp, pinsOverlap, pinStamp, evasionStamp, pinLine, pinOf };
}
