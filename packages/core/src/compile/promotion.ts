/**
 * Phase 6, promotion: the zone per colour, the squares from which a pawn
 * could promote with its next move, and the choices as types.
 */
import { parseSquare, squareAt, type Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import type { MoveLists } from './forward.ts';
import { CompileError, M_MOVE, type CompiledPiecePromotion } from './model.ts';
import type { PieceTypes } from './pieces.ts';
import { regionMasks } from './regions.ts';

export interface PromotionTables {
  readonly promoZone: Uint8Array;
  readonly promoFrom: Uint8Array;
  readonly promoChoices: [Int8Array, Int8Array];
  readonly promoMandatory: boolean;
  readonly piecePromotion?: CompiledPiecePromotion;
  readonly promoLimit?: Int8Array;
  readonly pawnStuck?: Uint8Array;
  readonly sittuyinZone?: Uint8Array;
}

export function promotionTables(spec: VariantSpec, g: Geometry, types: PieceTypes, lists: MoveLists): PromotionTables {
  const size = g.size;
  const promoZone = new Uint8Array(2 * size);
  // A region names the zone square by square (rules/regions.ts); else it is made of ranks.
  const region = spec.promotion.region;
  if (region !== undefined) {
    const mask = regionMasks(spec, g).get(region);
    if (!mask) throw new CompileError('region-unknown', `promotion: no region named '${region}'`);
    for (let c = 0; c < 2; c++) for (let sq = 0; sq < size; sq++) promoZone[c * size + sq] = mask[c]![sq]!;
  }
  for (const rel of region !== undefined ? [] : spec.promotion.ranks) {
    if (rel < 0 || rel >= g.rows) throw new CompileError('promotion-rank', `promotion rank ${rel + 1} is off the board`);
    for (let f = 0; f < g.cols; f++) {
      promoZone[squareAt(g, f, rel)] = 1;
      promoZone[size + squareAt(g, f, g.rows - 1 - rel)] = 1;
    }
  }
  // Sittuyin's promotion is a move of its own (kernel/sittuyinPromotion.ts): the zone is its own, and no pawn promotes by reaching it.
  const sittuyinZone = spec.promotion.sittuyin === true ? promoZone.slice() : undefined;
  if (sittuyinZone) promoZone.fill(0);
  // Where a pawn could promote with its next move: only there does the
  // generator need the promotion-aware path.
  const promoFrom = new Uint8Array(types.nTypes * 2 * size);
  const pieces = piecePromotion(spec, g, types, lists);
  for (let t = 0; t < types.nTypes; t++) {
    // Where promoted pieces demote, a promoted type takes the promotion-aware path too.
    if (pieces && (pieces.promoteTo[t]! >= 0 || (pieces.demote && pieces.promoteTo.includes(t)))) {
      // A shogi-style promotion may start in the zone as well as end there.
      for (let c = 0; c < 2; c++) for (let sq = 0; sq < size; sq++) promoFrom[(t * 2 + c) * size + sq] = promoZone[c * size + sq]! | reachesZone(lists, promoZone, (t * 2 + c) * size + sq, c, size);
      continue;
    }
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
  const limit = spec.promotion.limit;
  const promoLimit = limit && Object.keys(limit).length > 0 ? new Int8Array(types.nTypes) : undefined;
  if (promoLimit) for (const [l, n] of Object.entries(limit!)) promoLimit[types.typeOf(l, 'promotion')] = n;
  // With a limit (Grand chess), an optional pawn promotion is compulsory where the pawn could never move again.
  const pawnStuck = !spec.promotion.mandatory && !pieces && promoLimit ? stuckTable(lists, 2 * types.nTypes * size) : undefined;
  return {
    promoZone,
    promoFrom,
    promoChoices,
    promoMandatory: spec.promotion.mandatory,
    ...(pieces ? { piecePromotion: pieces } : {}),
    ...(promoLimit ? { promoLimit } : {}),
    ...(pawnStuck ? { pawnStuck } : {}),
    ...(sittuyinZone ? { sittuyinZone } : {}),
  };
}

function reachesZone(lists: MoveLists, promoZone: Uint8Array, k: number, c: number, size: number): number {
  for (const l of lists.leapsBy[k]!) if (promoZone[c * size + l.to]) return 1;
  for (const r of lists.raysBy[k]!) for (const s2 of r.squares) if (promoZone[c * size + s2]) return 1;
  return 0;
}

/** stuck[pc*size+sq] = 1: on an empty board the piece has no move from sq (a pawn or lance on the last rank). */
function stuckTable(lists: MoveLists, n: number): Uint8Array {
  const stuck = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    let moves = false;
    for (const l of lists.leapsBy[k]!) if (l.mode & M_MOVE) moves = true;
    for (const r of lists.raysBy[k]!) if (r.mode & M_MOVE && r.squares.length > 0) moves = true;
    stuck[k] = moves ? 0 : 1;
  }
  return stuck;
}

/** Shogi-style promotion: each type's promoted type, and where a piece could never move again (there it must promote). */
function piecePromotion(spec: VariantSpec, g: Geometry, types: PieceTypes, lists: MoveLists): CompiledPiecePromotion | undefined {
  const map = spec.promotion.pieces;
  if (!map || Object.keys(map).length === 0) return undefined;
  const promoteTo = new Int8Array(types.nTypes).fill(-1);
  for (const [from, to] of Object.entries(map)) promoteTo[types.typeOf(from, 'promotion')] = types.typeOf(to, 'promotion');
  const stuck = stuckTable(lists, 2 * types.nTypes * g.size);
  // A piece that may strand (forward chess's lance) may decline promotion even where it could never move again.
  for (const p of spec.pieces) if (p.mayStrand === true) {
    const t = types.typeOf(p.letter, 'promotion');
    stuck.fill(0, t * 2 * g.size, (t * 2 + 2) * g.size);
  }
  const mandatory = spec.promotion.piecesMandatory;
  return { promoteTo, stuck, ...(spec.promotion.demote ? { demote: true } : {}), ...(mandatory !== undefined ? { mandatory } : {}), ...(spec.promotion.onCapture ? { onCapture: true } : {}) };
}
