/**
 * Resolution of hands and drops (rules/drops.ts): the pieces a capture puts
 * into hand (default: every non-royal piece), whether a promoted piece goes
 * back as its pawn, and the ranks each piece may be dropped on, per side
 * (default: every rank; a pawn neither on its own first rank nor in its
 * promotion zone, as in crazyhouse). Letters must be the variant's pieces and
 * ranks on the board, each reported at its value.
 */
import type { DropsSpec, PromotionSpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

const BASE = ['engine', 'rules', 'drops'];

export function resolveDrops(r: Resolution, pieces: readonly ResolvedPiece[], promotion: PromotionSpec): DropsSpec | null {
  const drops = r.engine.rules?.drops;
  if (!drops) return null;
  const letters = new Set(pieces.map((p) => p.letter));
  let toHand = pieces.filter((p) => !p.royal).map((p) => p.letter);
  if (drops.toHand) {
    toHand = [];
    drops.toHand.forEach((l, i) => {
      if (letters.has(l.toUpperCase())) toHand.push(l.toUpperCase());
      else r.diags.push(err('drops-piece', `drops.toHand names piece ${l}, which the variant does not have`, r.at([...BASE, 'toHand', String(i)])));
    });
  }
  const ranks: Record<string, readonly [readonly number[], readonly number[]]> = {};
  // Pawns by default: not on their own first rank, not in their promotion zone.
  const pawnRanks = Array.from({ length: r.rows }, (_, i) => i).filter((i) => i !== 0 && !promotion.ranks.includes(i));
  for (const p of pieces) if (p.pawn) ranks[p.letter] = [pawnRanks, pawnRanks];
  for (const [letter, given] of Object.entries(drops.ranks ?? {})) {
    const l = letter.toUpperCase();
    if (!letters.has(l)) {
      r.diags.push(err('drops-piece', `drops.ranks names piece ${letter}, which the variant does not have`, r.at([...BASE, 'ranks', letter])));
      continue;
    }
    const read = (list: readonly number[], path: readonly string[]) =>
      list.flatMap((rank, i) => {
        if (Number.isInteger(rank) && rank !== 0 && Math.abs(rank) <= r.rows) return [rank > 0 ? rank - 1 : r.rows + rank];
        r.diags.push(err('drops-rank', `drop rank ${rank} of ${l} is not a rank of this board (1..${r.rows}, or -1..-${r.rows} from the far end)`, r.at([...BASE, 'ranks', letter, ...path, String(i)])));
        return [];
      });
    // One list serves both sides (each counting from its own first rank), and is checked once.
    const shared = Array.isArray(given) ? read(given, []) : null;
    const out = shared ? [shared, shared] : [read((given as { white: number[] }).white, ['white']), read((given as { black: number[] }).black, ['black'])];
    ranks[l] = [out[0]!, out[1]!];
  }
  const letter = (l: string, path: string[]): string | null => {
    if (letters.has(l.toUpperCase())) return l.toUpperCase();
    r.diags.push(err('drops-piece', `drops.${path.join('.')} names piece ${l}, which the variant does not have`, r.at([...BASE, ...path])));
    return null;
  };
  const doubled = drops.noDoubled === undefined ? null : letter(drops.noDoubled, ['noDoubled']);
  const noDoubled = doubled ? { letter: doubled, count: drops.noDoubledCount ?? 1 } : null;
  const noDropMate = (drops.noDropMate ?? []).flatMap((l, i) => letter(l, ['noDropMate', String(i)]) ?? []);
  if (drops.promoted && !promotion.pieces) r.diags.push(err('drops-promoted', 'drops.promoted drops pieces as their promoted types, but promotion.pieces names none', r.at([...BASE, 'promoted'])));
  const promoted = drops.promoted === true && promotion.pieces !== undefined;
  const oppositeColors = (drops.oppositeColors ?? []).flatMap((l, i) => letter(l, ['oppositeColors', String(i)]) ?? []);
  const handOrder = (drops.handOrder ?? []).flatMap((l, i) => letter(l, ['handOrder', String(i)]) ?? []);
  if (new Set(handOrder).size < handOrder.length) r.diags.push(err('drops-piece', 'drops.handOrder names a piece twice', r.at([...BASE, 'handOrder'])));
  if (drops.onTop === true && drops.anySide === true) r.diags.push(err('drops-fall', 'drops.onTop and drops.anySide both say where a drop lands; keep one', r.at([...BASE, 'anySide']), 'set onTop: false'));
  const setup = { ...(drops.mustDrop === true ? { mustDrop: true } : {}), ...(oppositeColors.length > 0 ? { oppositeColors } : {}), ...(drops.checks === false ? { checks: false } : {}), ...(drops.onTop === true ? { onTop: true } : {}), ...(drops.anySide === true ? { anySide: true } : {}) };
  // Region names are checked with the others (resolveRegions.ts); the letters here.
  const regions = Object.entries(drops.regions ?? {}).flatMap(([l, name]) => (letter(l, ['regions', l]) ? [[l.toUpperCase(), String(name)] as const] : []));
  const zones = { ...(drops.region !== undefined ? { region: String(drops.region) } : {}), ...(regions.length ? { regions: Object.fromEntries(regions) } : {}) };
  return { toHand, demote: drops.demote !== false, ranks, noDoubled, noDropMate, ...(promoted ? { promoted } : {}), ...(handOrder.length > 0 ? { handOrder } : {}), ...setup, ...zones };
}
