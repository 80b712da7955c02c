/**
 * Kernel part for bulk perft's count (legalCount.ts): a plain pawn's moves
 * counted from four squares laid out per key at load time — its step, its
 * double step (over the step), and two captures (each maybe e.p.) — instead
 * of walking its leap groups (countWalk.ts). Pawns are half the pieces of
 * an orthodox start and most of Pawns Only's, and the generic walk spends
 * three loops and a call on each. A key is laid out only where it is
 * walkable and its leaps are exactly of that shape (a pure move, up to two
 * pure captures, a double step over the step); every other key is walked
 * as before. Where the count minds a royal piece, it asks this only for an
 * unpinned pawn out of check, and an e.p. capture is kept (countWalk.ts's
 * epMoves) to be made and tested after the walk, as the walk keeps it.
 * Chosen (select.ts) wherever the count is kept; `active` is false where no
 * key is laid out, and the stand-in lays out nothing.
 * A factory compiled per variant (see board.ts).
 */
import type { CountWalkPart } from './countWalk.ts';
import type { EnPassantPart } from './enPassant.ts';
import type { MustCapturePart } from './mustCapture.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type PawnWalkPart = ReturnType<typeof pawnWalkPart>;

export function pawnWalkPart(v: KernelTables, K: KernelConstants, ep: EnPassantPart, mc: MustCapturePart, cw: CountWalkPart) {
  const { size, nTypes, leapOff, leapTo, leapMode, leapPathA, leapEpCaptureStart, leapDoubleStepStart, leapGeneralStart, rayOff } = v;
  const { M_MOVE, M_CAPTURE, WALL, KIND_EN_PASSANT, encodeMove } = K;
  const { isEpSquare } = ep;
  const mustCapture = mc.active;
  const noWalls = v.petrify === undefined && v.walls === undefined;
  const { walkable, tally, epMoves, epMult } = cw;
  // Per key, five numbers: the step, the double step, two captures (-1: none), and bit c set where capture c may take e.p.
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
  // A constant of this copy: without a laid-out key the count never asks.
  const active = pawnKey.indexOf(1) >= 0;
  // For legalCount.ts, how a free piece's moves are taken, by key (one look-up a piece): 0 listed, 1 walked, 2 here.
  const walkKey = new Uint8Array(walkable.length);
  for (let k = 0; k < walkable.length; k++) walkKey[k] = walkable[k] !== 1 ? 0 : pawnKey[k] === 1 ? 2 : 1;

  /**
   * One capture square: an enemy piece there (not a wall), or, where it may take e.p., an e.p. square — counted where
   * `epLegal`, else kept in epMoves to be made and tested (0 counted now).
   */
  function capture(p: KernelState, from: number, to: number, us: number, epOk: boolean, epLegal: boolean): number {
    const target = p.board[to]!;
    if (target === 0) {
      if (!epOk || p.epCount === 0 || !isEpSquare(p, to)) return 0;
      if (epLegal) return 1;
      epMoves[tally[1]!] = encodeMove(from, to, -1, KIND_EN_PASSANT);
      epMult[tally[1]!++] = 1;
      return 0;
    }
    return (target & 1) !== us && (noWalls || target !== WALL) ? 1 : 0;
  }

  /**
   * The moves of the pawn of key k on `from` (pawnKey[k] === 1; legal but for e.p., which is counted where `epLegal`):
   * as countWalk.ts's walk counts them.
   */
  function pawnWalk(p: KernelState, k: number, from: number, us: number, epLegal: boolean): number {
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
    let c = 0;
    if (a >= 0) c += capture(p, from, a, us, (eps & 1) !== 0, epLegal);
    const b = layout[at + 3]!;
    if (b >= 0) c += capture(p, from, b, us, (eps & 2) !== 0, epLegal);
    if (mustCapture) tally[0]! += c;
    return n + c;
  }

  return { pawnWalk, pawnKey, walkKey, layout, active };
}

/** The stand-in: no key laid out, every pawn walked (countWalk.ts): walkKey is countWalk.ts's walkable. */
export function noPawnWalkPart(_v: KernelTables, _K: KernelConstants, _ep: EnPassantPart, _mc: MustCapturePart, cw: CountWalkPart): PawnWalkPart {
  function pawnWalk(_p: KernelState, _k: number, _from: number, _us: number, _epLegal: boolean): number {
    return 0;
  }
  return { pawnWalk, pawnKey: new Uint8Array(0), walkKey: cw.walkable, layout: new Int16Array(0), active: false };
}
