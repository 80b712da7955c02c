/**
 * Kernel part of the no-checking rule (`checking: false`) for bulk perft's
 * count (countNoCheck.ts): the walk of one piece's moves that give no check,
 * without encoding them. countWalk.ts's walk, each target looked up in
 * givesCheck.ts's direct-check squares of the node (`prepare`: the squares
 * from which a piece of each type attacks the opponent's royal piece); and,
 * once per node, the pieces whose leaving could discover a check (the one
 * piece of ours between their royal piece and our rider attacking along
 * that line), which the walk may not count. A variant where checks are
 * allowed gets `noCheckFreeWalkPart`. A factory compiled per variant (see
 * board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { CountWalkPart } from './countWalk.ts';
import type { GivesCheckPart } from './givesCheck.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type CheckFreeWalkPart = ReturnType<typeof checkFreeWalkPart>;

export function checkFreeWalkPart(v: KernelTables, K: KernelConstants, at: AttacksPart, cw: CountWalkPart, gc: GivesCheckPart) {
  const { size, nTypes, leapOff, leapTo, leapMode, leapPathA, leapEpCaptureStart, leapDoubleStepStart, leapGeneralStart } = v;
  const { rayOff, rayList, raySqOff, raySq, rayMode, rayKind, attRayOff, attRay, attRayMask } = v;
  const { M_MOVE, M_CAPTURE, RAY_SLIDE, WALL } = K;
  const { isAttacked } = at;
  const { dStamp, dMask } = gc;
  const { walkable } = cw;
  const noWalls = v.petrify === undefined && v.walls === undefined;
  // Tables only where the rule forbids checking moves (not for `drops.checks: false` alone).
  const on = v.spec.checking === false;
  // The rays of each key laid out as countWalk.ts lays them out: first square's index into raySq, end, mode (negative: a hop).
  const walkRays = new Int32Array(on ? rayList.length * 3 : 0);
  for (let i = 0; on && i < rayList.length; i++) {
    const r = rayList[i]!;
    walkRays[i * 3] = raySqOff[r]!;
    walkRays[i * 3 + 1] = raySqOff[r + 1]!;
    walkRays[i * 3 + 2] = rayKind[r] === RAY_SLIDE ? rayMode[r]! : -1 - rayMode[r]!;
  }
  // plainKing[k]: a royal piece there has plain leaps only (walkable, no pawn leaps, no rays): its moves tested unencoded.
  const plainKing = new Uint8Array(on ? 2 * nTypes * size : 0);
  for (let k = 0; k < plainKing.length; k++) plainKing[k] = walkable[k] === 1 && leapEpCaptureStart[k] === leapOff[k + 1] && rayOff[k] === rayOff[k + 1] ? 1 : 0;
  // screenMark[sq] === the node's mark: our piece on sq screens their royal piece from our rider (see markScreens).
  const screenMark = new Int32Array(size);
  let node = 0;

  /**
   * Marks, under a new mark it returns, the pieces of `us` whose leaving could uncover a check to `royal`: the first
   * piece along one of our attack lines from it, if ours and followed by our piece of a type attacking along the line.
   */
  function markScreens(board: Uint8Array, royal: number, us: number): number {
    node++;
    const k = us * size + royal;
    for (let i = attRayOff[k]!, end = attRayOff[k + 1]!; i < end; i++) {
      const r = attRay[i]!;
      const stop = raySqOff[r + 1]!;
      let j = raySqOff[r]!;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop || (board[raySq[j]!]! & 1) !== us) continue;
      const screen = raySq[j]!;
      for (j++; j < stop && board[raySq[j]!] === 0; j++);
      if (j >= stop) continue;
      const code = board[raySq[j]!]!;
      if ((code & 1) === us && ((attRayMask[i]! >> ((code >> 1) - 1)) & 1) === 1) screenMark[screen] = node;
    }
    return node;
  }

  /** The plain leaps of the royal piece on `from` (plainKing, screening nothing) that leave it safe and give no check. */
  function kingLeaps(p: KernelState, from: number, pc: number, us: number, bit: number, ds: number): number {
    const board = p.board;
    const them = us ^ 1;
    const k = pc * size + from;
    const king = board[from]!;
    let n = 0;
    // Lifted, so that a slider's line through its square counts.
    board[from] = 0;
    for (let i = leapOff[k]!, end = leapEpCaptureStart[k]!; i < end; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0 ? (leapMode[i]! & M_MOVE) === 0 : (target & 1) === us || (leapMode[i]! & M_CAPTURE) === 0 || (!noWalls && target === WALL)) continue;
      if ((dStamp[to] === ds && (dMask[to]! & bit) !== 0) || isAttacked(p, to, them)) continue;
      n++;
    }
    board[from] = king;
    return n;
  }

  /**
   * The moves of piece-colour pc (type bit `bit`) on `from` (walkable, not pinned, screening nothing, no e.p. square
   * standing), counted as countWalk.ts's walk counts them, less those onto a direct-check square (stamp ds).
   */
  function walk(p: KernelState, from: number, pc: number, us: number, bit: number, ds: number): number {
    const k = pc * size + from;
    const board = p.board;
    let n = 0;
    const epStart = leapEpCaptureStart[k]!;
    for (let i = leapOff[k]!; i < epStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0 ? (leapMode[i]! & M_MOVE) === 0 : (target & 1) === us || (leapMode[i]! & M_CAPTURE) === 0 || (!noWalls && target === WALL)) continue;
      if (dStamp[to] !== ds || (dMask[to]! & bit) === 0) n++;
    }
    // Pawns only: the e.p.-capable captures (plain captures here) and double steps.
    const dsStart = leapDoubleStepStart[k]!;
    for (let i = epStart; i < dsStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0 || (target & 1) === us || (!noWalls && target === WALL)) continue;
      if (dStamp[to] !== ds || (dMask[to]! & bit) === 0) n++;
    }
    for (let i = dsStart, gStart = leapGeneralStart[k]!; i < gStart; i++) {
      const to = leapTo[i]!;
      if (board[to] === 0 && board[leapPathA[i]!] === 0 && (dStamp[to] !== ds || (dMask[to]! & bit) === 0)) n++;
    }
    for (let i = rayOff[k]! * 3, r1 = rayOff[k + 1]! * 3; i < r1; i += 3) {
      let j = walkRays[i]!;
      const stop = walkRays[i + 1]!;
      const slide = walkRays[i + 2]! >= 0;
      const mode = slide ? walkRays[i + 2]! : -1 - walkRays[i + 2]!;
      const quiet = (mode & M_MOVE) !== 0;
      if (slide) {
        for (; j < stop; j++) {
          const s = raySq[j]!;
          if (board[s] !== 0) break;
          if (quiet && (dStamp[s] !== ds || (dMask[s]! & bit) === 0)) n++;
        }
      } else {
        // A grasshopper: past the screen, the one square the hop reaches.
        while (j < stop && board[raySq[j]!] === 0) j++;
        if (++j >= stop) continue;
        const s = raySq[j]!;
        if (board[s] === 0) {
          if (quiet && (dStamp[s] !== ds || (dMask[s]! & bit) === 0)) n++;
          continue;
        }
      }
      if (j < stop) {
        const s = raySq[j]!;
        const target = board[s]!;
        if ((target & 1) !== us && mode & M_CAPTURE && (noWalls || target !== WALL) && (dStamp[s] !== ds || (dMask[s]! & bit) === 0)) n++;
      }
    }
    return n;
  }

  return { markScreens, kingLeaps, walk, screenMark, plainKing };
}

/** The stand-in where moves may give check: nothing is walked. */
export function noCheckFreeWalkPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, _cw: CountWalkPart, _gc: GivesCheckPart): CheckFreeWalkPart {
  function markScreens(_board: Uint8Array, _royal: number, _us: number): number {
    return 0;
  }
  function walk(_p: KernelState, _from: number, _pc: number, _us: number, _bit: number, _ds: number): number {
    return 0;
  }
  return { markScreens, kingLeaps: walk, walk, screenMark: new Int32Array(0), plainKing: new Uint8Array(0) };
}
