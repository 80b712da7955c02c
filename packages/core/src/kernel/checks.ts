/**
 * Kernel part: checks and pins, found once per node from the king's square
 * when the opponent attacks along lines only. Results are kept in per-square
 * scratch arrays "stamped" with a counter, so nothing is ever cleared:
 * - evasionStamp[sq] === stamp(): sq is a checker, or between a sliding
 *   checker and the king (where a non-king move may go in single check),
 *   unless that checker also checks by a leap, which no block stops;
 * - pinStamp[sq] === stamp(): our piece on sq is pinned; pinOf[sq] is its pin's
 *   id and pinLine[sq] === that id for every square of its line.
 *
 * Only the rays on which an enemy rider stands are walked: `aligned` marks,
 * per king key and square, the rays (up to 32 a key) holding that square,
 * so that OR-ing the marks of the enemy riders' squares (a few look-ups)
 * leaves the rays that can hold a checker or a pinner; from the start of a
 * game almost none. Built at load time where the board has at most 256
 * squares (the table has 2 × size² entries); elsewhere every ray is walked.
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
  let [pinId, pinIdBase] = [0, 0];
  let pinOverlap = false;
  const pinLine = new Int32Array(size);
  const pinOf = new Int32Array(size);
  const checkers = new Int16Array(64);
  // The types riding some ray (attRayMask's bits), and for each king key k the rays holding each square.
  let riders = 0;
  for (let i = 0; i < attRayMask.length; i++) riders |= attRayMask[i]!;
  const riderTypes = Array.from({ length: nTypes }, (_, t) => t).filter((t) => (riders >> t) & 1);
  const nRiderTypes = riderTypes.length;
  let aligning = size <= 256;
  for (let k = 0; k < 2 * size; k++) if (attRayOff[k + 1]! - attRayOff[k]! > 32) aligning = false;
  const aligned = new Int32Array(aligning ? 2 * size * size : 0);
  const riderSq = new Int16Array(aligning ? size : 0); // the enemy riders' squares the last checkersAndPins read, for attackedNow
  let nRiders = 0;
  for (let k = 0; k < 2 * size && aligning; k++) {
    for (let i = attRayOff[k]!; i < attRayOff[k + 1]!; i++) for (let j = raySqOff[attRay[i]!]!; j < raySqOff[attRay[i]! + 1]!; j++) aligned[k * size + raySq[j]!]! |= 1 << (i - attRayOff[k]!);
  }

  /** Finds the pieces of `them` giving check to the king on kingSq and our pinned pieces, under a new stamp (see above); returns the number of checkers. */
  function checkersAndPins(p: KernelState, kingSq: number, them: number): number {
    const st = ++stamp;
    pinIdBase = pinId;
    pinOverlap = false;
    const board = p.board;
    const k = them * size + kingSq;
    // Which of their piece types are on the board: lines no such piece rides are skipped.
    let present = -1;
    if (!aligning) {
      present = 0;
      for (let t = 0; t < nTypes; t++) if (p.pcount[t * 2 + them]! > 0) present |= 1 << t;
    }
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
    const r0 = attRayOff[k]!;
    // The rays to walk: those holding an enemy rider (aligning), else every ray a present type rides.
    let want = -1;
    if (aligning) {
      want = 0;
      nRiders = 0;
      const plist = p.plist;
      for (let x = 0; x < nRiderTypes; x++) {
        const pc = riderTypes[x]! * 2 + them;
        const at = k * size;
        for (let y = 0, n = p.pcount[pc]!, base = pc * size; y < n; y++) {
          const s = plist[base + y]!;
          riderSq[nRiders++] = s;
          want |= aligned[at + s]!;
        }
      }
    }
    // Aligning, the walk ends past the last wanted ray (none wanted: none walked).
    for (let i = r0, end = aligning ? r0 + 32 - Math.clz32(want) : attRayOff[k + 1]!; i < end; i++) {
      if (((want >>> (i - r0)) & 1) === 0) continue;
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

  /** Is sq attacked by `them` (of the last checkersAndPins; the king lifted, nothing else moved; leaps plain, rays slides, as
   * where the count asks)? Aligning, only the rays from sq holding a rider that node listed are walked (a king's target on a small board: two or three of eight). */
  function attackedNow(p: KernelState, sq: number, them: number): boolean {
    const board = p.board;
    const k = them * size + sq;
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) {
      const code = board[attLeapFrom[i]!]!;
      if (code !== 0 && (code & 1) === them && ((attLeapMask[i]! >> ((code >> 1) - 1)) & 1) !== 0) return true;
    }
    const r0 = attRayOff[k]!;
    let want = aligning ? 0 : -1;
    for (let x = 0, at = k * size; x < nRiders; x++) want |= aligned[at + riderSq[x]!]!;
    for (let i = r0, end = aligning ? r0 + 32 - Math.clz32(want) : attRayOff[k + 1]!; i < end; i++) {
      if (((want >>> (i - r0)) & 1) === 0) continue;
      const r = attRay[i]!;
      let j = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const code = board[raySq[j]!]!;
      if ((code & 1) === them && (attRayMask[i]! >> ((code >> 1) - 1)) & 1) return true;
    }
    return false;
  }

  // Of the last checkersAndPins: its stamp, whether two pin lines shared a square, the number of our pieces pinned.
  const currentStamp = (): number => stamp;
  const pinsOverlap = (): boolean => pinOverlap;
  const pinCount = (): number => pinId - pinIdBase;

  return { checkersAndPins, attackedNow, currentStamp, pinsOverlap, pinCount, pinStamp, evasionStamp, pinLine, pinOf };
}
