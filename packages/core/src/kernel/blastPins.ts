/**
 * Kernel part: checks and pins for countBlast.ts (bulk perft's last ply
 * where captures blast), found from the opponent's riders instead of by
 * walking every line out of the king. It answers as checks.ts does (the same
 * stamps, pin ids and lines), but looks only at the rays that hold one of
 * their riders: a rider on a ray onto our king (blastZones.ts's `alignRay`,
 * a load-time table) whose type attacks along it checks where nothing stands
 * between, and pins our piece where that piece alone does; a leap checker is
 * found from the reverse leap tables as in checks.ts. Riders are few (five in
 * chess's start), lines out of a king many, and most are closed by our own
 * pieces, which checks.ts must look past to find pins. `attacked` answers
 * blastCaptureCount.ts's attack tests (a king's step, a capture's blast
 * played on the board) the same way, a rider counted only while it still
 * stands on its square.
 *
 * Chosen where every attack is a plain leap or a slide and no square lies on
 * two rays of one king square (`aligned`): then a square is on at most one
 * pin line, so pin lines never overlap. Elsewhere checks.ts's part is handed
 * back. A factory compiled per variant (see board.ts); `noBlastPinsPart` is
 * the stand-in where blasts are not counted (checks.ts's part as it is).
 */
import type { AttacksPart } from './attacks.ts';
import type { BlastZonesPart } from './blastZones.ts';
import type { ChecksPart } from './checks.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type BlastPinsPart = ReturnType<typeof blastPinsPart>;

export function blastPinsPart(v: KernelTables, _K: KernelConstants, ch: ChecksPart, at: AttacksPart, bz: BlastZonesPart) {
  if (!bz.aligned) return { ...ch, attacked: at.isAttacked };
  const { size, nTypes, attLeapOff, attLeapFrom, attLeapMask, attRay, attRayMask, raySqOff, raySq } = v;
  const { alignRay, alignPos } = bz;
  // The types that attack along a ray (for either side): only their pieces are looked at.
  const riders: number[] = [];
  for (let t = 0; t < nTypes; t++) {
    let rides = false;
    for (let i = 0; i < attRayMask.length; i++) if ((attRayMask[i]! >> t) & 1) rides = true;
    if (rides) riders.push(t);
  }
  const riderTypes = Int32Array.from(riders);
  const nRiders = riderTypes.length;
  let stamp = 0;
  const pinStamp = new Int32Array(size);
  const evasionStamp = new Int32Array(size);
  // Pin ids only grow, so the marks of earlier nodes never match.
  let pinId = 0;
  // The first pin id of the last checkersAndPins, for pinCount.
  let pinIdBase = 0;
  const pinLine = new Int32Array(size);
  const pinOf = new Int32Array(size);

  /** The pieces of `them` checking the king on kingSq and our pinned pieces, under a new stamp; returns the number of checkers. */
  function checkersAndPins(p: KernelState, kingSq: number, them: number): number {
    const st = ++stamp;
    pinIdBase = pinId;
    const board = p.board;
    const k = them * size + kingSq;
    let nChk = 0;
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) {
      const from = attLeapFrom[i]!;
      const code = board[from]!;
      if (code === 0 || (code & 1) !== them || ((attLeapMask[i]! >> ((code >> 1) - 1)) & 1) === 0) continue;
      if (evasionStamp[from] !== st) {
        nChk++;
        evasionStamp[from] = st;
      }
    }
    const row = k * size;
    for (let x = 0; x < nRiders; x++) {
      const t = riderTypes[x]!;
      const pc = t * 2 + them;
      for (let y = 0, count = p.pcount[pc]!; y < count; y++) {
        const s = p.plist[pc * size + y]!;
        const a = alignRay[row + s]!;
        if (a === 0 || ((attRayMask[a - 1]! >> t) & 1) === 0) continue;
        const first = raySqOff[attRay[a - 1]!]!;
        const at = alignPos[row + s]!;
        // The pieces between: none, a check; one of ours, a pin; else nothing.
        let blocker = -1;
        let j = first;
        for (; j < at; j++) {
          const sq = raySq[j]!;
          if (board[sq] === 0) continue;
          if (blocker >= 0 || (board[sq]! & 1) === them) break;
          blocker = sq;
        }
        if (j < at) continue;
        if (blocker < 0) {
          // A piece that checks by a leap too is counted once, and no block stops it.
          if (evasionStamp[s] === st) continue;
          nChk++;
          for (let b = first; b <= at; b++) evasionStamp[raySq[b]!] = st;
        } else {
          pinStamp[blocker] = st;
          const id = ++pinId;
          pinOf[blocker] = id;
          for (let b = first; b <= at; b++) pinLine[raySq[b]!] = id;
        }
      }
    }
    return nChk;
  }

  /**
   * Is sq attacked by `them`, as attacks.ts's isAttacked answers on the board as it stands (a blast played on it,
   * a king lifted): a leap from a piece of theirs, or a rider of theirs still on its square with nothing between.
   */
  function attacked(p: KernelState, sq: number, them: number): boolean {
    const board = p.board;
    const k = them * size + sq;
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) {
      const code = board[attLeapFrom[i]!]!;
      if (code !== 0 && (code & 1) === them && ((attLeapMask[i]! >> ((code >> 1) - 1)) & 1) === 1) return true;
    }
    const row = k * size;
    for (let x = 0; x < nRiders; x++) {
      const t = riderTypes[x]!;
      const pc = t * 2 + them;
      for (let y = 0, count = p.pcount[pc]!; y < count; y++) {
        const s = p.plist[pc * size + y]!;
        const a = alignRay[row + s]!;
        if (a === 0 || board[s] !== pc + 2 || ((attRayMask[a - 1]! >> t) & 1) === 0) continue;
        let j = raySqOff[attRay[a - 1]!]!;
        const end = alignPos[row + s]!;
        while (j < end && board[raySq[j]!] === 0) j++;
        if (j === end) return true;
      }
    }
    return false;
  }

  /** The stamp of the last checkersAndPins. */
  function currentStamp(): number {
    return stamp;
  }

  /** Pin lines never share a square here (see above). */
  function pinsOverlap(): boolean {
    return false;
  }

  /** The number of our pieces the last checkersAndPins found pinned. */
  function pinCount(): number {
    return pinId - pinIdBase;
  }

  // attackedNow answers as checks.ts's does (the count's king targets); the blast count asks `attacked`.
  return { checkersAndPins, attackedNow: attacked, currentStamp, pinsOverlap, pinCount, pinStamp, evasionStamp, pinLine, pinOf, attacked };
}

/** The stand-in where blasts are not counted: checks.ts's part and attacks.ts's test as they are. */
export function noBlastPinsPart(_v: KernelTables, _K: KernelConstants, ch: ChecksPart, at: AttacksPart, _bz: BlastZonesPart): BlastPinsPart {
  return { ...ch, attacked: at.isAttacked };
}
