/**
 * Piece values in centipawns: the catalogue's where the variant gives one,
 * otherwise estimated from the piece's average mobility on an empty board of
 * the variant's size. The estimate is a straight line fitted to the orthodox
 * pieces on 8×8 (N 5.25, B 8.75, R 14, Q 22.75 squares on average against
 * 300, 325, 500, 900): about 50 + 36 per square.
 */
import { compileBetza, type MoveAtom } from '@fairyforge/betza';
import type { CompiledVariant } from '@fairyforge/core';

export const PAWN_VALUE = 100;
const BASE = 50;
const PER_SQUARE = 36;
/** A hopper or a jumping leaper needs a screen, which an empty board lacks: count its lines at a quarter. */
const SCREEN_FACTOR = 0.25;

/**
 * Empty-board mobility of White's piece with these atoms from each square:
 * how many squares it could move to or capture on (a move-only or
 * capture-only target counts half). Initial-only moves are left out.
 */
export function emptyBoardMobility(atoms: readonly MoveAtom[], cols: number, rows: number): Float64Array {
  const out = new Float64Array(cols * rows);
  const weight = new Float64Array(cols * rows);
  for (let sq = 0; sq < cols * rows; sq++) {
    weight.fill(0);
    const x0 = sq % cols;
    const y0 = (sq / cols) | 0;
    for (const a of atoms) {
      if (a.initial) continue;
      const w = ((a.move ? 0.5 : 0) + (a.capture ? 0.5 : 0)) * (a.hop !== 'none' || a.jump ? SCREEN_FACTOR : 1);
      const limit = a.range === 0 ? Infinity : a.range;
      for (let k = 1; k <= limit; k++) {
        const x = x0 + a.dx * k;
        const y = y0 + a.dy * k;
        if (x < 0 || y < 0 || x >= cols || y >= rows) break;
        const t = y * cols + x;
        if (w > weight[t]!) weight[t] = w;
      }
    }
    let sum = 0;
    for (let t = 0; t < weight.length; t++) sum += weight[t]!;
    out[sq] = sum;
  }
  return out;
}

/** Mobility tables per type (White's view), cached per variant. */
const mobilityCache = new WeakMap<CompiledVariant, Float64Array[]>();

export function mobilityTables(v: CompiledVariant): Float64Array[] {
  let m = mobilityCache.get(v);
  if (!m) {
    const { cols, rows } = v.geometry;
    m = v.spec.pieces.map((p) => {
      const r = compileBetza(p.betza, { dialect: p.dialect ?? 'xbetza' });
      return emptyBoardMobility(r.ok ? r.atoms : [], cols, rows);
    });
    mobilityCache.set(v, m);
  }
  return m;
}

export function averageMobility(v: CompiledVariant, type: number): number {
  const t = mobilityTables(v)[type]!;
  let sum = 0;
  for (let i = 0; i < t.length; i++) sum += t[i]!;
  return sum / t.length;
}

/** The estimated value of a piece type from its mobility (see the module comment). */
export function estimatedValue(v: CompiledVariant, type: number): number {
  return Math.round(BASE + PER_SQUARE * averageMobility(v, type));
}

/** Value per type: the given value, else 100 for pawns, 0 for royal pieces (never captured), else the estimate. */
export function pieceValues(v: CompiledVariant): Int32Array {
  const out = new Int32Array(v.nTypes);
  for (let t = 0; t < v.nTypes; t++) {
    const p = v.spec.pieces[t]!;
    out[t] = p.value !== undefined ? p.value : v.royal[t] ? 0 : v.pawn[t] ? PAWN_VALUE : estimatedValue(v, t);
  }
  return out;
}
