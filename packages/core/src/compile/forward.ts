/**
 * Phase 4, forward (move) tables: for each piece-colour and square, the
 * leaps and rays it has there, duplicates removed, then flattened into the
 * typed arrays the generator walks, leaps grouped so that the common ones
 * run in tight loops.
 */
import type { PieceAtoms } from './atoms.ts';
import { initialApplies, leapTarget, pathSquare, rayLength, raySquares, type Frame } from './frame.ts';
import { M_CAPTURE, M_EP, M_EP_CREATE, M_JUMP, M_LAME, M_MOVE, RAY_SLIDE, type MoveTables as MoveTableFields } from './model.ts';
import { RayStore, type Ray } from './rays.ts';

export interface Leap {
  to: number;
  mode: number;
  pathA: number;
  pathB: number;
}

/** Per key k = pc*size+sq: the leaps and rays of piece-colour pc from sq. */
export interface MoveLists {
  readonly leapsBy: readonly (readonly Leap[])[];
  readonly raysBy: readonly (readonly Ray[])[];
}

export function moveLists(f: Frame, nTypes: number, atoms: PieceAtoms): MoveLists {
  const leapsBy: Leap[][] = [];
  const raysBy: Ray[][] = [];
  for (let c = 0; c < 2; c++) {
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + c;
      const oriented = atoms.oriented[c]![t]!;
      for (let sq = 0; sq < f.size; sq++) {
        const isInitial = initialApplies(f, c, t, sq);
        const leaps: Leap[] = [];
        const rays: Ray[] = [];
        // Nothing stands on a hole: no moves from one.
        for (const a of f.holes?.[sq] ? [] : oriented) {
          if (a.initial && !isInitial) continue;
          // Attacks without a move (the flying general) are for the reverse tables; a region's moves only from its squares.
          if (a.attackOnly || (a.from && a.from[sq] === 0)) continue;
          if (a.leap) {
            const to = leapTarget(f, a, c, t, sq);
            if (to >= 0) leaps.push({ to, mode: a.mode, pathA: pathSquare(f, a, sq, 0), pathB: pathSquare(f, a, sq, 1) });
          } else {
            const len = rayLength(f, sq, a.dx, a.dy, a.range, a.to);
            if (len > 0) rays.push({ squares: raySquares(f, sq, a.dx, a.dy, len), mode: a.mode & (M_MOVE | M_CAPTURE), kind: a.kind });
          }
        }
        leapsBy[pc * f.size + sq] = dedupeLeaps(leaps, rays);
        raysBy[pc * f.size + sq] = dedupeRays(rays);
      }
    }
  }
  return { leapsBy, raysBy };
}

/**
 * A piece whose moves can reach one square in two ways with the same power
 * (a leap onto a rider's line beyond its first square, `RD`; two riders on
 * one line, `RD0`; overlapping ranges, `mRR2`) would list a move twice. Such
 * types are marked, and the generator removes repeats from their moves.
 */
export function repeatedTypes(size: number, nTypes: number, lists: MoveLists): Uint8Array {
  const repeats = new Uint8Array(nTypes);
  const seenBits = new Uint8Array(size);
  const touched: number[] = [];
  const add = (t: number, sq: number, mode: number) => {
    const bits = mode & (M_MOVE | M_CAPTURE | M_EP);
    if (seenBits[sq]! & bits) repeats[t] = 1;
    if (seenBits[sq] === 0) touched.push(sq);
    seenBits[sq]! |= bits;
  };
  for (let t = 0; t < nTypes; t++) {
    for (let k = t * 2 * size; k < (t * 2 + 2) * size && !repeats[t]; k++) {
      for (const l of lists.leapsBy[k]!) add(t, l.to, l.mode);
      for (const r of lists.raysBy[k]!) for (const s2 of r.squares) add(t, s2, r.mode);
      for (const sq of touched) seenBits[sq] = 0;
      touched.length = 0;
    }
  }
  return repeats;
}

/** The forward tables, with the ray store they index (the reverse tables add to it). */
export interface MoveTables extends MoveTableFields {
  /** The forward rays, in rayList's numbering (the reverse rays are added after them). */
  readonly rays: RayStore;
}

/** The move lists flattened, key by key, in the layout CompiledVariant describes. */
export function moveTables(lists: MoveLists): MoveTables {
  const nKeys = lists.leapsBy.length;
  const leapOff = new Int32Array(nKeys + 1);
  const rayOff = new Int32Array(nKeys + 1);
  let nLeaps = 0;
  let nRays = 0;
  for (let k = 0; k < nKeys; k++) {
    nLeaps += lists.leapsBy[k]!.length;
    nRays += lists.raysBy[k]!.length;
  }
  const leapTo = new Int16Array(nLeaps);
  const leapEpCaptureStart = new Int32Array(nKeys);
  const leapDoubleStepStart = new Int32Array(nKeys);
  const leapGeneralStart = new Int32Array(nKeys);
  const leapMode = new Uint8Array(nLeaps);
  const leapPathA = new Int16Array(nLeaps);
  const leapPathB = new Int16Array(nLeaps);
  const rays = new RayStore();
  const rayList = new Int32Array(nRays);
  let li = 0;
  let ri = 0;
  for (let k = 0; k < nKeys; k++) {
    leapOff[k] = li;
    // Plain leaps (move and/or capture, no conditions) first, then capture
    // leaps that may also take en passant, then the rest. The generator runs
    // the first group in a tight loop — and the second with it whenever there
    // is no e.p. square — and only the rest through the general path.
    const all = lists.leapsBy[k]!;
    const plain = all.filter((l) => (l.mode & ~(M_MOVE | M_CAPTURE)) === 0);
    const epCaptures = all.filter((l) => l.mode === (M_CAPTURE | M_EP));
    // Quiet lame leaps over one square (the pawn's double step) get a tight loop too.
    const lameSteps = all.filter((l) => (l.mode & ~M_EP_CREATE) === (M_MOVE | M_LAME) && l.pathB < 0);
    const other = all.filter((l) => !plain.includes(l) && !epCaptures.includes(l) && !lameSteps.includes(l));
    for (const l of [...plain, ...epCaptures, ...lameSteps, ...other]) {
      leapTo[li] = l.to;
      leapMode[li] = l.mode;
      leapPathA[li] = l.pathA;
      leapPathB[li] = l.pathB;
      li++;
    }
    leapEpCaptureStart[k] = leapOff[k]! + plain.length;
    leapDoubleStepStart[k] = leapOff[k]! + plain.length + epCaptures.length;
    leapGeneralStart[k] = leapDoubleStepStart[k]! + lameSteps.length;
    rayOff[k] = ri;
    for (const r of lists.raysBy[k]!) rayList[ri++] = rays.add(r);
  }
  leapOff[nKeys] = li;
  rayOff[nKeys] = ri;
  return { leapOff, leapTo, leapMode, leapPathA, leapPathB, leapEpCaptureStart, leapDoubleStepStart, leapGeneralStart, rayOff, rayList, rays };
}

/**
 * Merges leaps to the same target with the same conditions, and drops a leap
 * that a slide already covers (its first square with at least the same
 * modes), so that compounds like `WR` or `KQ` never list a move twice.
 */
function dedupeLeaps(leaps: Leap[], rays: Ray[]): Leap[] {
  const out: Leap[] = [];
  for (const l of leaps) {
    const cond = l.mode & ~(M_MOVE | M_CAPTURE | M_EP);
    const same = out.find((o) => o.to === l.to && (o.mode & ~(M_MOVE | M_CAPTURE | M_EP)) === cond && o.pathA === l.pathA && o.pathB === l.pathB);
    if (same) same.mode |= l.mode;
    else out.push({ ...l });
  }
  return out.filter((l) => {
    if (l.mode & (M_LAME | M_JUMP | M_EP | M_EP_CREATE)) return true;
    const covered = rays.some((r) => r.kind === RAY_SLIDE && r.squares[0] === l.to && (r.mode & l.mode) === (l.mode & (M_MOVE | M_CAPTURE)));
    return !covered;
  });
}

/** Drops rays whose squares and powers another ray of the same kind already has. */
function dedupeRays(rays: Ray[]): Ray[] {
  const out: Ray[] = [];
  for (const r of rays) {
    const i = out.findIndex((o) => o.kind === r.kind && o.squares[0] === r.squares[0] && o.squares[1] === r.squares[1]);
    if (i < 0) {
      out.push(r);
      continue;
    }
    const o = out[i]!;
    // Same direction: keep the longer one if its modes are at least as wide.
    const longer = o.squares.length >= r.squares.length ? o : r;
    const shorter = longer === o ? r : o;
    if ((longer.mode & shorter.mode) === shorter.mode) out[i] = longer;
    else if (o.mode === r.mode) out[i] = longer;
    else out.push(r);
  }
  return out;
}
