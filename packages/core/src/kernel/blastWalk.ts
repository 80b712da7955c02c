/**
 * Kernel part: the walk behind countBlast.ts (bulk perft's last ply where
 * captures blast): the moves of a piece that is free (every quiet move
 * legal) counted from its tables, every capture judged by
 * blastCaptureCount.ts, e.p. captures left to the list-wide rules under a
 * king rule. A plain pawn (a step, a double step over it, up to two
 * captures) is counted from five numbers laid out per key at load time
 * instead of walking its leap groups; a rider's rays are read from a copy of
 * their bounds and modes laid out per entry of the key's ray list. It also
 * holds `walkable` (which keys are walked at all) and, under must capture,
 * the node's count of captures (`tally[0]`).
 *
 * A factory compiled per variant (see board.ts); `noBlastWalkPart` is the
 * stand-in where blasts are not counted (nothing calls it).
 */
import type { BlastCaptureCountPart } from './blastCaptureCount.ts';
import type { EnPassantPart } from './enPassant.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type BlastWalkPart = ReturnType<typeof blastWalkPart>;

export function blastWalkPart(v: KernelTables, K: KernelConstants, ep: EnPassantPart, bc: BlastCaptureCountPart) {
  const { size, nTypes, promoFrom, repeats, leapOff, leapTo, leapMode, leapPathA, leapEpCaptureStart, leapDoubleStepStart, leapGeneralStart } = v;
  const { rayOff, rayList, raySqOff, raySq, rayMode, rayKind } = v;
  const { M_MOVE, M_CAPTURE, RAY_SLIDE, KIND_EN_PASSANT, encodeMove } = K;
  const { isEpSquare } = ep;
  const { defer, captureLegal } = bc;
  // Constants of this copy: the king rule and must capture compile out where the variant has none.
  const royal = v.pseudoRoyal !== undefined;
  const mustCapture = v.spec.mustCapture === true;
  // walkable[pc * size + from]: plain leaps, pawn leaps and slides only, no repeats, not about to promote.
  const walkable = new Uint8Array(2 * nTypes * size);
  for (let k = 0; k < 2 * nTypes * size; k++) {
    if (repeats[(k / size / 2) | 0] === 1 || leapGeneralStart[k] !== leapOff[k + 1] || promoFrom[k] === 1) continue;
    let slides = true;
    for (let i = rayOff[k]!; i < rayOff[k + 1]!; i++) if (rayKind[rayList[i]!] !== RAY_SLIDE) slides = false;
    if (slides) walkable[k] = 1;
  }
  // Per key, a plain pawn's five numbers: the step, the double step (over the step), two captures (-1: none), bit c set where capture c may take e.p.
  const layout = new Int16Array(2 * nTypes * size * 5).fill(-1);
  const pawnKey = new Uint8Array(2 * nTypes * size);
  for (let k = 0; k < 2 * nTypes * size; k++) {
    if (walkable[k] !== 1 || v.pawn[(k / size / 2) | 0] !== 1 || rayOff[k] !== rayOff[k + 1]) continue;
    let step = -1;
    let double = -1;
    const caps: number[] = [];
    let epBits = 0;
    let plain = true;
    for (let i = leapOff[k]!; i < leapGeneralStart[k]!; i++) {
      const mode = leapMode[i]! & (M_MOVE | M_CAPTURE);
      if (i >= leapDoubleStepStart[k]!) {
        if (double >= 0 || step < 0 || leapPathA[i] !== step) plain = false;
        double = leapTo[i]!;
      } else if (i >= leapEpCaptureStart[k]!) {
        epBits |= 1 << caps.length;
        caps.push(leapTo[i]!);
      } else if (mode === M_MOVE && step < 0) step = leapTo[i]!;
      else if (mode === M_CAPTURE) caps.push(leapTo[i]!);
      else plain = false;
    }
    if (!plain || caps.length > 2 || (double >= 0 && leapDoubleStepStart[k]! < leapEpCaptureStart[k]!)) continue;
    pawnKey[k] = 1;
    layout[k * 5] = step;
    layout[k * 5 + 1] = double;
    layout[k * 5 + 2] = caps.length > 0 ? caps[0]! : -1;
    layout[k * 5 + 3] = caps.length > 1 ? caps[1]! : -1;
    layout[k * 5 + 4] = epBits;
  }
  // Per entry of rayList: its ray's first square index, its end, its mode (one lookup less per ray).
  const wStart = new Int32Array(rayList.length);
  const wStop = new Int32Array(rayList.length);
  const wMode = new Int32Array(rayList.length);
  for (let i = 0; i < rayList.length; i++) {
    wStart[i] = raySqOff[rayList[i]!]!;
    wStop[i] = raySqOff[rayList[i]! + 1]!;
    wMode[i] = rayMode[rayList[i]!]!;
  }
  // [captures counted] under must capture, for the node (countBlast.ts clears it).
  const tally = new Int32Array(1);

  /** Counts a capture of `from` onto `to` if legal (and, under must capture, beside); returns 1 or 0. */
  function capture(p: KernelState, from: number, to: number, us: number): number {
    if (!captureLegal(p, from, to, us)) return 0;
    if (mustCapture) tally[0]!++;
    return 1;
  }

  /** An e.p. capture without a king rule: always legal, a capture under must capture; returns 1. */
  function epCapture(): number {
    if (mustCapture) tally[0]!++;
    return 1;
  }

  /** The moves of a walkable piece that is free (every quiet move legal), counted from its tables; captures judged, e.p. kept. */
  function walk(p: KernelState, from: number, pc: number, us: number): number {
    const k = pc * size + from;
    const board = p.board;
    if (pawnKey[k] === 1) return pawnWalk(p, from, k, us);
    let n = 0;
    const epStart = leapEpCaptureStart[k]!;
    for (let i = leapOff[k]!; i < epStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0) {
        if (leapMode[i]! & M_MOVE) n++;
      } else if ((target & 1) !== us && leapMode[i]! & M_CAPTURE) n += capture(p, from, to, us);
    }
    const dsStart = leapDoubleStepStart[k]!;
    const gStart = leapGeneralStart[k]!;
    // Pawns only: captures that may take en passant, and double steps.
    for (let i = epStart; i < dsStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target !== 0) {
        if ((target & 1) !== us) n += capture(p, from, to, us);
      } else if (p.epCount !== 0 && isEpSquare(p, to)) {
        if (royal) defer(encodeMove(from, to, -1, KIND_EN_PASSANT));
        else n += epCapture();
      }
    }
    for (let i = dsStart; i < gStart; i++) if (board[leapTo[i]!] === 0 && board[leapPathA[i]!] === 0) n++;
    for (let i = rayOff[k]!, r1 = rayOff[k + 1]!; i < r1; i++) {
      const stop = wStop[i]!;
      const mode = wMode[i]!;
      let j = wStart[i]!;
      const j0 = j;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (mode & M_MOVE) n += j - j0;
      if (j < stop && mode & M_CAPTURE && (board[raySq[j]!]! & 1) !== us) n += capture(p, from, raySq[j]!, us);
    }
    return n;
  }

  /** One capture square of a laid-out pawn: an enemy piece there judged, or, where it may take e.p., an e.p. square. */
  function pawnCapture(p: KernelState, from: number, to: number, us: number, epOk: boolean): number {
    const target = p.board[to]!;
    if (target !== 0) return (target & 1) !== us ? capture(p, from, to, us) : 0;
    if (!epOk || p.epCount === 0 || !isEpSquare(p, to)) return 0;
    if (!royal) return epCapture();
    defer(encodeMove(from, to, -1, KIND_EN_PASSANT));
    return 0;
  }

  /** The moves of a free pawn of key k (pawnKey[k] === 1), counted from its laid-out squares as walk counts them. */
  function pawnWalk(p: KernelState, from: number, k: number, us: number): number {
    const board = p.board;
    const at = k * 5;
    let n = 0;
    const step = layout[at]!;
    if (step >= 0 && board[step] === 0) {
      n++;
      const double = layout[at + 1]!;
      if (double >= 0 && board[double] === 0) n++;
    }
    const eps = layout[at + 4]!;
    const a = layout[at + 2]!;
    if (a >= 0) n += pawnCapture(p, from, a, us, (eps & 1) !== 0);
    const b = layout[at + 3]!;
    if (b >= 0) n += pawnCapture(p, from, b, us, (eps & 2) !== 0);
    return n;
  }

  return { walk, capture, epCapture, walkable, tally };
}

/** The stand-in where blasts are not counted (countBlast.ts's stand-in never calls it). */
export function noBlastWalkPart(_v: KernelTables, _K: KernelConstants, _ep: EnPassantPart, _bc: BlastCaptureCountPart): BlastWalkPart {
  function walk(_p: KernelState, _from: number, _pc: number, _us: number): number {
    return 0;
  }
  function capture(_p: KernelState, _from: number, _to: number, _us: number): number {
    return 0;
  }
  function epCapture(): number {
    return 0;
  }
  return { walk, capture, epCapture, walkable: new Uint8Array(0), tally: new Int32Array(1) };
}
