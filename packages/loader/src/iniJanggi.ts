/**
 * Janggi's pieces in Fairy-Stockfish's `variants.ini`, both ways. That engine
 * gives the moves along the palace diagonals (its `diagonalLines`) by piece
 * type, not by Betza: a `wazir` (and a king whose type is the wazir) steps
 * `F` along them, a `soldier` `fF`, a `rook` rides `B` and a `janggiCannon`
 * hops `pB`, each from a point of the lines to a point of the lines; its
 * janggi cannon is fairyforge's `pR` with `avoidsOwnType`. A king moving as
 * its wazir is set by its built-in janggi only (no key makes a king's type the
 * wazir): a section whose general uses the lines names `janggi` as its parent.
 * Its janggi material count weighs those types (rook, janggiCannon, horse,
 * janggiElephant, wazir, soldier), which fairyforge weighs by the letters
 * R C N B A P.
 */
import type { CompiledVariant, VariantSpec } from '@fairyforge/core';

type Loaded = { readonly spec: VariantSpec; readonly compiled: CompiledVariant };
type Problem = (rule: string, message: string) => void;

/** The move along the lines that engine gives each of its types, by the type's own Betza. */
export const LINE_MOVES: Readonly<Record<string, { readonly type: string; readonly betza: string; readonly along: string }>> = {
  W: { type: 'wazir', betza: 'W', along: 'F' },
  fsW: { type: 'soldier', betza: 'fsW', along: 'fF' },
  R: { type: 'rook', betza: 'R', along: 'B' },
  pR: { type: 'janggiCannon', betza: 'pR', along: 'pB' },
};
/** The built-in types of that engine's janggi, which a section naming it as parent has unless it removes them. */
export const JANGGI_PARENT_TYPES = ['rook', 'horse', 'janggiElephant', 'wazir', 'janggiCannon', 'soldier'] as const;
/** The types its janggi material count weighs, by the letter fairyforge's count weighs (compile/results.ts). */
const JANGGI_COUNTED: Readonly<Record<string, string>> = { R: 'rook', C: 'janggiCannon', N: 'horse', B: 'janggiElephant', A: 'wazir', P: 'soldier' };
/** That engine's horse and janggi elephant, by their Betza (its lame leaps read as fairyforge reads them). */
const LEAPERS: Readonly<Record<string, string>> = { nN: 'horse', nZ: 'janggiElephant' };

export interface JanggiPlan {
  /** Letters written as that engine's types (`king` for the general written by the parent). */
  readonly types: Map<string, string>;
  /** The squares of `diagonalLines`, or null. */
  readonly lines: readonly string[] | null;
  /** `janggi` where the king must be that engine's wazir-type king. */
  readonly parent: 'janggi' | null;
}

/** Which letters are written as janggi's types, the palace lines, and whether the section needs janggi as parent. */
export function janggiPlan(v: Loaded, taken: ReadonlyMap<string, string>, problem: Problem): JanggiPlan {
  const spec = v.spec;
  const types = new Map<string, string>();
  const within = spec.pieces.filter((p) => (p.betzaWithin?.length ?? 0) > 0);
  const cannons = spec.pieces.filter((p) => p.avoidsOwnType);
  if (cannons.length > 1) problem('pieces', `${cannons.length} cannon types that may not hop over their own type: that engine has one janggiCannon`);
  for (const p of cannons.slice(0, 1)) {
    if (p.betza !== 'pR') problem(`pieces.${p.letter}`, `a hopper that avoids its own type is that engine's janggiCannon (pR), and ${p.letter} moves as ${p.betza}`);
    else types.set(p.letter, 'janggiCannon');
  }
  let lines: string[] | null = null;
  let parent: 'janggi' | null = null;
  if (within.length > 0) {
    const names = new Set(within.flatMap((p) => p.betzaWithin!.map((b) => b.region)));
    const region = names.size === 1 ? spec.regions?.[[...names][0]!] : undefined;
    const sorted = (l: readonly string[]) => [...l].sort().join();
    if (!region || sorted(region[0]) !== sorted(region[1])) {
      for (const p of within) problem(`pieces.${p.letter}`, `${p.letter} has moves within a region, which that engine has only as its diagonalLines: one set of squares, the same for both sides`);
    } else lines = [...region[0]];
    for (const p of within) {
      const m = LINE_MOVES[p.betza];
      const own = p.betzaWithin!;
      if (!m || own.length !== 1 || own[0]!.betza !== m.along || (m.type === 'janggiCannon') !== (p.avoidsOwnType === true)) {
        problem(`pieces.${p.letter}`, `${p.letter}'s moves within a region (${own.map((b) => b.betza).join(', ')}) are not that engine's along its diagonalLines, which it gives by type: W steps F, fsW steps fF, R rides B, its janggi cannon (pR) hops pB`);
        continue;
      }
      if (p.royal) {
        // Only that engine's janggi makes the king's type its wazir: the section names it as parent, whose king is `k`.
        if (p.letter !== 'K') problem(`pieces.${p.letter}`, `a general stepping along the palace lines is that engine's janggi king, whose letter is k, and this one's is ${p.letter.toLowerCase()}`);
        else {
          types.set(p.letter, 'king');
          parent = 'janggi';
        }
      } else types.set(p.letter, m.type);
    }
    // That engine gives the moves along the lines to every piece of those types: none may be written as one without them.
    for (const [l, t] of taken) if (Object.values(LINE_MOVES).some((m) => m.type === t) && !within.some((p) => p.letter === l)) problem(`pieces.${l}`, `${l} would be that engine's ${t}, which moves along its diagonalLines too`);
    for (const p of cannons) if (!within.includes(p)) problem(`pieces.${p.letter}`, `${p.letter} would be that engine's janggiCannon, which hops along its diagonalLines too`);
  }
  // Janggi's count weighs that engine's types; its horse and elephant are written as them there, as they are in the parent janggi.
  if (spec.materialCounting === 'janggi' || parent) {
    for (const p of spec.pieces) if (LEAPERS[p.betza] && !types.has(p.letter) && !taken.has(p.letter)) types.set(p.letter, LEAPERS[p.betza]!);
  }
  if (spec.materialCounting === 'janggi') {
    for (const p of spec.pieces) {
      const want = JANGGI_COUNTED[p.letter];
      const t = types.get(p.letter);
      if (want && t !== want) problem('materialCounting', `janggi's material count weighs ${p.letter} as that engine's ${want}, and ${p.letter} cannot be written as it`);
      else if (!want && t && Object.values(JANGGI_COUNTED).includes(t)) problem('materialCounting', `janggi's material count weighs that engine's ${t}, which ${p.letter} (not counted here) would be`);
    }
  }
  const seen = new Map<string, string>();
  for (const [l, t] of types) {
    if (seen.has(t)) problem(`pieces.${l}`, `${l} and ${seen.get(t)} would both be that engine's ${t}`);
    seen.set(t, l);
  }
  return { types, lines, parent };
}

/**
 * The keys a section naming janggi as its parent must state so that none of that parent's rules stays:
 * its types that no letter is written as, and its rules other than the section's.
 */
export function janggiParentResets(plan: JanggiPlan): [string, string | boolean][] {
  const used = new Set(plan.types.values());
  const out: [string, string | boolean][] = JANGGI_PARENT_TYPES.filter((t) => !used.has(t)).map((t) => [t, '-']);
  return [...out, ['bikjangRule', false], ['materialCounting', 'none'], ['perpetualCheckIllegal', false], ['moveRepetitionIllegal', false], ['pass', false], ['passOnStalemate', false], ['flyingGeneral', false], ['diagonalLines', '-']];
}

type SpecPiece = VariantSpec['pieces'][number];

/**
 * The type of that engine a shipped variant's piece stands for, where palace lines would give it moves: a piece moving
 * along them is the type whose moves it has there, and a royal wazir is that engine's wazir-type king (its xiangqi's and
 * janggi's general, the only shipped royal pieces that step `W`).
 */
export function shippedLineType(p: SpecPiece): { lineType?: string; avoidsOwnType?: boolean } {
  const cannon = p.avoidsOwnType ? { avoidsOwnType: true } : {};
  if (p.royal) return p.betza === 'W' ? { lineType: 'wazirKing', ...cannon } : cannon;
  const m = LINE_MOVES[p.betza];
  return m && (p.betzaWithin?.length || p.avoidsOwnType) ? { lineType: m.type, ...cannon } : cannon;
}

/** A shipped variant's palace lines: the squares of the region its pieces move within, or null. */
export function shippedLines(spec: VariantSpec): string[] | null {
  const name = spec.pieces.flatMap((p) => p.betzaWithin ?? [])[0]?.region;
  const region = name !== undefined ? spec.regions?.[name] : undefined;
  return region ? [...region[0]] : null;
}
