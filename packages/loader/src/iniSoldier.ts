/**
 * Fairy-Stockfish's xiangqi soldier as fairyforge states it: `fW`, and `fsW`
 * (`betzaIn` a region) from its soldierPromotionRank on to the last rank.
 */
import type { VariantSpec } from '@fairyforge/core';

/** The soldier's moves before and after its promotion rank. */
export const SOLDIER_BEFORE = 'fW';
export const SOLDIER_AFTER = 'fsW';

/**
 * The relative rank (1-based) from which a piece moves as that engine's soldier (fW, then fsW
 * on every square of that rank and beyond, per side), or null when its moves by region are not that.
 */
export function soldierRank(spec: VariantSpec, letter: string): number | null {
  const p = spec.pieces.find((x) => x.letter === letter)!;
  const b = p.betzaIn;
  if (p.betza !== SOLDIER_BEFORE || !b || b.length !== 1 || b[0]!.betza !== SOLDIER_AFTER || p.dialect === 'fsf') return null;
  const region = spec.regions?.[b[0]!.region];
  if (!region) return null;
  const ranks = [0, 1].map((side) => {
    const byRank = new Map<number, number>();
    for (const sq of region[side]!) {
      const r = Number(sq.slice(1)) - 1;
      const rel = side === 0 ? r : spec.rows - 1 - r;
      byRank.set(rel, (byRank.get(rel) ?? 0) + 1);
    }
    const rel = [...byRank.keys()].sort((x, y) => x - y);
    const whole = [...byRank.values()].every((n) => n === spec.cols);
    // Whole ranks from one rank to the last.
    return whole && rel.length > 0 && rel[rel.length - 1] === spec.rows - 1 && rel.length === spec.rows - rel[0]! ? rel[0]! + 1 : -1;
  });
  return ranks[0]! > 0 && ranks[0] === ranks[1] ? ranks[0]! : null;
}

