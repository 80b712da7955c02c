/**
 * Phase 3a, regions (rules/regions.ts): the variant's named square sets as
 * per-colour masks, and what each piece makes of them — the squares it may
 * move onto (its `region`), and which Betza applies on which square (its
 * `betzaIn`, and the moves kept inside a region, `betzaWithin`). The atoms phase hangs these masks on the atoms, so the forward
 * and reverse tables hold the result and the kernel never asks.
 */
import { parseSquare, type Geometry } from '../geometry.ts';
import type { PieceSpec, VariantSpec } from '../spec.ts';
import { CompileError } from './model.ts';

/** A square set per colour: mask[c][sq] is 1 on the region's squares. */
export type RegionMask = readonly [Uint8Array, Uint8Array];

/** One of a piece's move sets: its Betza, and per colour the squares it applies on (null: everywhere). */
export interface MoveSet {
  readonly betza: string;
  readonly from: RegionMask | null;
  /** Moves kept inside their region (`betzaWithin`): per colour the squares they may land on, overriding the piece's own region; else null. */
  readonly within: RegionMask | null;
}

/** What the regions mean for one piece type. */
export interface PieceRegion {
  /** Per colour, the squares it may move onto (null: all). */
  readonly to: readonly [Uint8Array | null, Uint8Array | null];
  /** Its Betza strings, the plain one first, each with the squares it applies on. */
  readonly sets: readonly MoveSet[];
}

/** Every region's masks by name. */
export function regionMasks(spec: VariantSpec, g: Geometry): Map<string, RegionMask> {
  const out = new Map<string, RegionMask>();
  for (const [name, sides] of Object.entries(spec.regions ?? {})) {
    const mask = [0, 1].map((c) => {
      const m = new Uint8Array(g.size);
      for (const text of sides[c]!) {
        const sq = parseSquare(g, text);
        if (sq < 0) throw new CompileError('region-unknown', `region ${name}: '${text}' is not a square of this board`);
        m[sq] = 1;
      }
      return m;
    });
    out.set(name, [mask[0]!, mask[1]!]);
  }
  return out;
}

/** The pieces' regions, in declaration order; a region a piece names must exist. */
export function pieceRegions(spec: VariantSpec, g: Geometry): PieceRegion[] {
  const masks = regionMasks(spec, g);
  const lookup = (p: PieceSpec, name: string): RegionMask => {
    const m = masks.get(name);
    if (!m) throw new CompileError('region-unknown', `piece ${p.letter} (${p.name}): no region named '${name}'`, { letter: p.letter });
    return m;
  };
  return spec.pieces.map((p) => {
    const own = p.region === undefined ? null : lookup(p, p.region);
    const to: [Uint8Array | null, Uint8Array | null] = [own ? own[0] : null, own ? own[1] : null];
    // Moves from a region's squares that land only on them (janggi's palace diagonals), also inside the piece's own region.
    const within: MoveSet[] = (p.betzaWithin ?? []).map(({ region, betza }) => {
      const m = lookup(p, region);
      const inside = [0, 1].map((c) => (own ? m[c]!.map((x, sq) => x & own[c]![sq]!) : m[c]!));
      return { betza, from: m, within: [inside[0]!, inside[1]!] as const };
    });
    const alt = p.betzaIn ?? [];
    if (alt.length === 0) return { to, sets: [{ betza: p.betza, from: null, within: null }, ...within] };
    // Each square takes the first listed region holding it; the plain Betza the squares none holds.
    const taken = [new Uint8Array(g.size), new Uint8Array(g.size)];
    const sets: MoveSet[] = alt.map(({ region, betza }) => {
      const m = lookup(p, region);
      const from = [0, 1].map((c) => {
        const f = new Uint8Array(g.size);
        for (let sq = 0; sq < g.size; sq++) if (m[c]![sq] && !taken[c]![sq]) f[sq] = taken[c]![sq] = 1;
        return f;
      });
      return { betza, from: [from[0]!, from[1]!] as const, within: null };
    });
    const rest = taken.map((t) => t.map((x) => 1 - x));
    return { to, sets: [{ betza: p.betza, from: [rest[0]!, rest[1]!] as const, within: null }, ...sets, ...within] };
  });
}
