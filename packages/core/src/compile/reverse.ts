/**
 * Phase 5, reverse (attack) tables: for attacker colour c and target square
 * sq, which leaps and rays could capture on sq, each entry shared by every
 * type that attacks that way (a type mask), then flattened. Reverse rays are
 * walked outward from the target and join the forward rays' store.
 */
import type { PieceAtoms, OrientedAtom } from './atoms.ts';
import { initialApplies, leapTarget, pathSquare, rayLength, raySquares, type Frame } from './frame.ts';
import { M_CAPTURE, M_JUMP, M_LAME, type AttackTables as AttackTableFields } from './model.ts';
import { RayStore, type Ray } from './rays.ts';

interface LeapAttack {
  from: number;
  mask: number;
  mode: number;
  pathA: number;
  pathB: number;
}
interface RayAttack {
  ray: number;
  mask: number;
  kind: number;
}

/** The attack entries per key c*size+sq, before flattening; rays index `store`. */
class Attacks {
  readonly leaps: LeapAttack[][] = [];
  readonly rays: RayAttack[][] = [];
  readonly store: Ray[] = [];
  private readonly leapIndex = new Map<number, LeapAttack>();
  private readonly rayIndex = new Map<number, number>();
  private readonly rayEntryIndex = new Map<number, RayAttack>();

  constructor(readonly f: Frame) {
    for (let k = 0; k < 2 * f.size; k++) {
      this.leaps[k] = [];
      this.rays[k] = [];
    }
  }

  /** Capture leap atom `a` of type t, colour c, from every square it applies on. */
  addLeap(a: OrientedAtom, c: number, t: number): void {
    const f = this.f;
    for (let from = 0; from < f.size; from++) {
      if (a.initial && !initialApplies(f, c, t, from)) continue;
      if ((a.from && a.from[from] === 0) || f.holes?.[from]) continue;
      const to = leapTarget(f, a, c, t, from);
      if (to < 0) continue;
      const pathA = pathSquare(f, a, from, 0);
      const pathB = pathSquare(f, a, from, 1);
      const mode = a.mode & (M_LAME | M_JUMP);
      // Numeric key (no strings at this volume): same source and conditions share one entry.
      const key = ((((c * 1024 + from) * 64 + mode) * 1024 + pathA + 1) * 1024 + pathB + 1) * 1024 + to;
      const same = this.leapIndex.get(key);
      if (same) same.mask |= 1 << t;
      else {
        const e = { from, mask: 1 << t, mode, pathA, pathB };
        this.leapIndex.set(key, e);
        this.leaps[c * f.size + to]!.push(e);
      }
    }
  }

  /** Capture ray atom `a` of type t, colour c, walked back from every square it could capture on. */
  addRay(a: OrientedAtom, c: number, t: number): void {
    const f = this.f;
    for (let to = 0; to < f.size; to++) {
      // A ride kept inside its region (betzaWithin) starts there too: its reverse ray ends where the region does.
      const len = a.within ? (a.to![to] === 1 ? rayLength(f, to, -a.dx, -a.dy, a.range, a.to) : 0) : rayLength(f, to, -a.dx, -a.dy, a.range, a.to, true);
      if (len === 0) continue;
      // A reverse ray is fixed by its kind, direction, length and start square.
      const key = (((a.kind * 64 + a.dx + 32) * 64 + a.dy + 32) * 1024 + len) * 1024 + to;
      let ray = this.rayIndex.get(key);
      if (ray === undefined) {
        ray = this.store.length;
        this.store.push({ squares: raySquares(f, to, -a.dx, -a.dy, len), mode: M_CAPTURE, kind: a.kind });
        this.rayIndex.set(key, ray);
      }
      const entryKey = ray * 2 + c;
      const same = this.rayEntryIndex.get(entryKey);
      if (same) same.mask |= 1 << t;
      else {
        const e = { ray, mask: 1 << t, kind: a.kind };
        this.rayEntryIndex.set(entryKey, e);
        this.rays[c * f.size + to]!.push(e);
      }
    }
  }
}

/** The reverse tables, with the whole ray store: the forward rays followed by the reverse ones. */
export interface AttackTables extends AttackTableFields {
  readonly allRays: RayStore;
}

/** Who of colour c attacks square sq, by capture. `forward` keeps its numbering: reverse rays are appended. */
export function attackTables(f: Frame, nTypes: number, atoms: PieceAtoms, forward: RayStore, nForwardRays: number): AttackTables {
  const attacks = new Attacks(f);
  for (let c = 0; c < 2; c++) {
    for (let t = 0; t < nTypes; t++) {
      for (const a of atoms.oriented[c]![t]!) {
        if (!a.capture) continue;
        if (a.leap) attacks.addLeap(a, c, t);
        else attacks.addRay(a, c, t);
      }
    }
  }
  // Reverse rays share the ray store with forward rays.
  const allRays = new RayStore();
  // Re-add forward rays in order so their indices stay the same.
  for (let i = 0; i < nForwardRays; i++) allRays.add(forward.get(i));
  const revIndex = attacks.store.map((r) => allRays.add(r));
  return { ...flattenAttacks(f.size, attacks, revIndex), allRays };
}

function flattenAttacks(size: number, attacks: Attacks, revIndex: readonly number[]): Omit<AttackTables, 'allRays'> {
  const attLeapOff = new Int32Array(2 * size + 1);
  const attRayOff = new Int32Array(2 * size + 1);
  const nAttLeaps = attacks.leaps.reduce((a, l) => a + l.length, 0);
  const nAttRays = attacks.rays.reduce((a, l) => a + l.length, 0);
  const attLeapFrom = new Int16Array(nAttLeaps);
  const attLeapMask = new Int32Array(nAttLeaps);
  const attLeapMode = new Uint8Array(nAttLeaps);
  const attLeapPathA = new Int16Array(nAttLeaps);
  const attLeapPathB = new Int16Array(nAttLeaps);
  const attRay = new Int32Array(nAttRays);
  const attRayMask = new Int32Array(nAttRays);
  const attRayKind = new Uint8Array(nAttRays);
  let ai = 0;
  let bi = 0;
  for (let k = 0; k < 2 * size; k++) {
    attLeapOff[k] = ai;
    for (const e of attacks.leaps[k]!) {
      attLeapFrom[ai] = e.from;
      attLeapMask[ai] = e.mask;
      attLeapMode[ai] = e.mode;
      attLeapPathA[ai] = e.pathA;
      attLeapPathB[ai] = e.pathB;
      ai++;
    }
    attRayOff[k] = bi;
    // Slides first: they are the common attackers and the only ones that pin.
    const sorted = [...attacks.rays[k]!].sort((a, b) => a.kind - b.kind);
    for (const e of sorted) {
      attRay[bi] = revIndex[e.ray]!;
      attRayMask[bi] = e.mask;
      attRayKind[bi] = e.kind;
      bi++;
    }
  }
  attLeapOff[2 * size] = ai;
  attRayOff[2 * size] = bi;
  return { attLeapOff, attLeapFrom, attLeapMask, attLeapMode, attLeapPathA, attLeapPathB, attRayOff, attRay, attRayMask, attRayKind };
}
