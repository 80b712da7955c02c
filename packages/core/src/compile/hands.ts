/**
 * Phase 9, hands and drops (rules/drops.ts): which captured pieces change
 * sides into the captor's hand, where each piece may be dropped, and the hash
 * keys of the hands. A variant without drops gets no field, so its tables are
 * unchanged.
 */
import type { Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';
import { CompileError, type CompiledHands } from './model.ts';
import type { PieceTypes } from './pieces.ts';
import { regionMasks, type RegionMask } from './regions.ts';
import { zobristKeys } from './zobrist.ts';

export function compileHands(spec: VariantSpec, g: Geometry, types: PieceTypes): { hands?: CompiledHands } {
  // S-chess without drops keeps hands for gating alone: nothing goes into them, nothing is dropped.
  const drops = spec.drops ?? (spec.gating?.fromHand ? { toHand: [], demote: false, ranks: {} } : null);
  if (!drops) return {};
  const { nTypes } = types;
  const size = g.size;
  const toHand = new Uint8Array(nTypes);
  for (const l of drops.toHand) toHand[types.typeOf(l, 'drops')] = 1;
  const dropZone = new Uint8Array(2 * nTypes * size);
  // Regions (rules/regions.ts): one for every piece, one per letter; a square outside either is no drop square.
  const masks = drops.region !== undefined || drops.regions ? regionMasks(spec, g) : null;
  const mask = (name: string | undefined, what: string): RegionMask | null => {
    if (name === undefined) return null;
    const m = masks!.get(name);
    if (!m) throw new CompileError('region-unknown', `drops.${what}: no region named '${name}'`);
    return m;
  };
  const all = mask(drops.region, 'region');
  for (let t = 0; t < nTypes; t++) {
    const own = mask(drops.regions?.[types.letters[t]!], `regions.${types.letters[t]}`);
    const ranks = drops.ranks[types.letters[t]!];
    for (const c of [0, 1]) {
      const allowed = new Uint8Array(g.rows);
      if (ranks === undefined) allowed.fill(1);
      else {
        for (const rel of ranks[c]!) {
          if (!Number.isInteger(rel) || rel < 0 || rel >= g.rows) throw new CompileError('drop-rank', `drop rank ${rel + 1} of ${types.letters[t]} is not on the board`);
          // Ranks count from each side's own first rank.
          allowed[c === 0 ? rel : g.rows - 1 - rel] = 1;
        }
      }
      const base = (c * nTypes + t) * size;
      // Never onto a hole (board shapes).
      for (let sq = 0; sq < size; sq++) if (allowed[Math.floor(sq / g.cols)] && !g.holes?.[sq] && (!all || all[c]![sq]) && (!own || own[c]![sq])) dropZone[base + sq] = 1;
    }
  }
  // "Colour c holds at least n + 1 of type t", one key each: a hand of n pieces is the XOR of its first n keys, so adding or taking one piece toggles one key.
  const handKeys = zobristKeys(2 * 2 * nTypes * size, 0x27d4eb2f);
  const doubled = drops.noDoubled ? { noDoubled: types.typeOf(drops.noDoubled.letter, 'drops'), noDoubledCount: drops.noDoubled.count } : {};
  const mates = drops.noDropMate ?? [];
  const noDropMate = mates.length > 0 ? new Uint8Array(nTypes) : undefined;
  for (const l of mates) noDropMate![types.typeOf(l, 'drops')] = 1;
  const dropPromoted = drops.promoted ? new Int8Array(nTypes).fill(-1) : undefined;
  if (dropPromoted) for (const [from, to] of Object.entries(spec.promotion.pieces ?? {})) dropPromoted[types.typeOf(from, 'drops')] = types.typeOf(to, 'drops');
  const paired = drops.oppositeColors ?? [];
  const oppositeColors = paired.length > 0 ? Int8Array.from(paired.map((l) => types.typeOf(l, 'drops'))) : undefined;
  // Promoted marks (`Q~`, `+P`) are part of the position wherever the FEN writes them: one key per (type promoted from, square).
  const marked = drops.demote || spec.promotion.pieces !== undefined;
  const promotedKeys = marked ? { promotedKeys: zobristKeys(2 * nTypes * size, 0x68e31da4) } : {};
  // The FEN's hand order: the named types first, the rest in the pieces' order.
  const named = (drops.handOrder ?? []).map((l) => types.typeOf(l, 'drops'));
  const handOrder = named.length > 0 ? Int8Array.from([...named, ...Array.from({ length: nTypes }, (_, t) => t).filter((t) => !named.includes(t))]) : undefined;
  const setup = { ...(drops.mustDrop === true ? { mustDrop: true } : {}), ...(oppositeColors ? { oppositeColors } : {}), ...(drops.onTop === true ? { onTop: true as const } : {}), ...(drops.anySide === true ? { anySide: true as const } : {}) };
  return { hands: { toHand, demote: drops.demote, dropZone, handKeys, ...doubled, ...(noDropMate ? { noDropMate } : {}), ...(dropPromoted ? { dropPromoted } : {}), ...promotedKeys, ...(handOrder ? { handOrder } : {}), ...setup, ...(spec.drops ? {} : { gatingOnly: true as const }) } };
}
