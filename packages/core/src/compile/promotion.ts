/**
 * Phase 6, promotion: the zone per colour, the squares from which a pawn
 * could promote with its next move, and the choices as types.
 */
import { squareAt, type Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import type { MoveLists } from './forward.ts';
import { CompileError } from './model.ts';
import type { PieceTypes } from './pieces.ts';

export interface PromotionTables {
  readonly promoZone: Uint8Array;
  readonly promoFrom: Uint8Array;
  readonly promoChoices: [Int8Array, Int8Array];
  readonly promoMandatory: boolean;
}

export function promotionTables(spec: VariantSpec, g: Geometry, types: PieceTypes, lists: MoveLists): PromotionTables {
  const size = g.size;
  const promoZone = new Uint8Array(2 * size);
  for (const rel of spec.promotion.ranks) {
    if (rel < 0 || rel >= g.rows) throw new CompileError('promotion-rank', `promotion rank ${rel + 1} is off the board`);
    for (let f = 0; f < g.cols; f++) {
      promoZone[squareAt(g, f, rel)] = 1;
      promoZone[size + squareAt(g, f, g.rows - 1 - rel)] = 1;
    }
  }
  // Where a pawn could promote with its next move: only there does the
  // generator need the promotion-aware path.
  const promoFrom = new Uint8Array(types.nTypes * 2 * size);
  for (let t = 0; t < types.nTypes; t++) {
    if (!spec.pieces[t]!.pawn) continue;
    for (let c = 0; c < 2; c++) {
      for (let sq = 0; sq < size; sq++) {
        const k = (t * 2 + c) * size + sq;
        let reaches = false;
        for (const l of lists.leapsBy[k]!) if (promoZone[c * size + l.to]) reaches = true;
        for (const r of lists.raysBy[k]!) for (const s2 of r.squares) if (promoZone[c * size + s2]) reaches = true;
        promoFrom[k] = reaches ? 1 : 0;
      }
    }
  }
  const promoChoices: [Int8Array, Int8Array] = [
    Int8Array.from(spec.promotion.choices[0].map((l) => types.typeOf(l, 'promotion'))),
    Int8Array.from(spec.promotion.choices[1].map((l) => types.typeOf(l, 'promotion'))),
  ];
  return { promoZone, promoFrom, promoChoices, promoMandatory: spec.promotion.mandatory };
}
