/**
 * That engine's double-step region for `export-ini`: one region per side,
 * shared by every pawn type whose moves have an initial (`i`) part. fairyforge
 * gives each type its own initial ranks, from the setup where the spec states
 * none; a side that can never hold a type (Spartan chess's White its
 * hoplites, Black its pawns) has none for it, and that side's region is the
 * one of the types it can hold.
 */
import type { CompiledVariant, VariantSpec } from '@fairyforge/core';

type Loaded = { readonly spec: VariantSpec; readonly compiled: CompiledVariant };
type SpecPiece = VariantSpec['pieces'][number];

/** A rank counted from a side's own first rank (0-based) as an absolute region `*r`. */
const rankRegion = (rows: number, side: number, rel: number) => `*${side === 0 ? rel + 1 : rows - rel}`;

/**
 * Whether a side can never hold a piece of this type: none in its setup (board or hand), none to promote to, and no
 * rule that hands pieces over (drops from captures, flips) or brings them in (gating).
 */
export function neverHeld(spec: VariantSpec, letter: string, side: number): boolean {
  if (spec.drops || spec.flip || spec.gating) return false;
  const mine = side === 0 ? letter.toUpperCase() : letter.toLowerCase();
  if (spec.startFen.split(' ')[0]!.includes(mine)) return false;
  const p = spec.promotion;
  if (p.choices[side]?.includes(letter)) return false;
  return !Object.values(p.pieces ?? {}).includes(letter);
}

/** Each side's double-step region (squares or `*r` ranks, `-` for none), or a reason why the types' regions cannot be one. */
export function doubleStepRegions(v: Loaded, withInitial: readonly SpecPiece[]): { regions: [string, string] } | { why: string } {
  const spec = v.spec;
  const out: [string, string] = ['-', '-'];
  for (const side of [0, 1]) {
    // The region of each type the side can hold: a region's squares (Horde's first two ranks), else the ranks.
    const held = withInitial.filter((p) => !neverHeld(spec, p.letter, side)).map((p) => {
      const region = spec.initialRegions?.[p.letter];
      if (region !== undefined) return spec.regions?.[region]?.[side]?.join(' ') || '-';
      return v.compiled.initialRanks[side]![v.compiled.typeByLetter.get(p.letter)!]!.map((r) => rankRegion(spec.rows, side, r)).join(' ') || '-';
    });
    if (held.some((r) => r !== held[0])) return { why: `pawn types with initial moves on different ranks (${held.join(', ')} for ${side === 0 ? 'White' : 'Black'}) have no counterpart: that engine has one double-step region per side for every pawn type` };
    out[side] = held[0] ?? '-';
  }
  return { regions: out };
}
