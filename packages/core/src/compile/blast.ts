/**
 * Phase 10, capture effects (rules/blast.ts): which piece types a blast
 * spares, and per square the squares a blast there reaches (the king's step
 * around it), so make/unmake and the legality test walk a list instead of
 * doing board arithmetic. A variant without blasts gets no field, so its
 * tables are unchanged.
 */
import type { Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import type { CompiledBlast } from './model.ts';
import type { PieceTypes } from './pieces.ts';

/** Mutual immunity (rules/mutuallyImmune.ts): per type, 1 where it may not capture, nor be captured by, another listed type. */
export function compileMutualImmunity(spec: VariantSpec, types: PieceTypes): { mutuallyImmune?: Uint8Array } {
  const list = spec.mutuallyImmune ?? [];
  if (list.length === 0) return {};
  const table = new Uint8Array(types.nTypes);
  for (const l of list) table[types.typeOf(l, 'mutuallyImmune')] = 1;
  return { mutuallyImmune: table };
}

export function compileBlast(spec: VariantSpec, g: Geometry, types: PieceTypes): { blast?: CompiledBlast } {
  const blast = spec.blast;
  if (!blast) return {};
  const immune = new Uint8Array(types.nTypes);
  for (const l of blast.immune) immune[types.typeOf(l, 'blast')] = 1;
  for (const l of blast.proof ?? []) immune[types.typeOf(l, 'blast')] = 2;
  const aroundOff = new Int32Array(g.size + 1);
  const around: number[] = [];
  for (let sq = 0; sq < g.size; sq++) {
    aroundOff[sq] = around.length;
    const f = sq % g.cols;
    const r = Math.floor(sq / g.cols);
    for (let dr = -1; dr <= 1; dr++) {
      for (let df = -1; df <= 1; df++) {
        const ff = f + df;
        const rr = r + dr;
        if ((df !== 0 || dr !== 0) && ff >= 0 && ff < g.cols && rr >= 0 && rr < g.rows) around.push(rr * g.cols + ff);
      }
    }
  }
  aroundOff[g.size] = around.length;
  return { blast: { immune, aroundOff, around: Int16Array.from(around) } };
}
