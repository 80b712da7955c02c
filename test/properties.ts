/**
 * Settings shared by the property-based tests (test/properties.*.test.ts).
 *
 * The default suite runs each property a number of times sized to finish in
 * seconds, with a fixed seed, so a run is reproducible. A longer run:
 *
 *   FAIRYFORGE_PROPERTY_RUNS=10000 pnpm test:properties
 *
 * sets the runs of the cheap properties to that number and of the expensive
 * ones (whole playouts, file validation) to a fraction of it, with a fresh
 * seed each time; FAIRYFORGE_PROPERTY_SEED=n repeats a run. fast-check prints
 * the seed and the smallest failing input it found.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { makeFen, makeUci, MAX_MOVES, type CompiledVariant, type Position } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import { mulberry32 } from '@fairyforge/engine';

const requested = Number(process.env.FAIRYFORGE_PROPERTY_RUNS ?? '');
/** True in a long run (FAIRYFORGE_PROPERTY_RUNS set). */
export const LONG = Number.isInteger(requested) && requested > 0;

/** Runs of a property: `quick` in the default suite; the requested number, divided by `cost`, in a long run. */
export function runs(quick: number, cost = 1): number {
  return LONG ? Math.max(quick, Math.round(requested / cost)) : quick;
}

const seedText = process.env.FAIRYFORGE_PROPERTY_SEED;
export const SEED = seedText !== undefined && seedText !== '' ? Number(seedText) : LONG ? Date.now() % 2 ** 31 : 20_261_129;

/** Per-test timeout: the suite's in the default run, none to speak of in a long one. */
export const TIMEOUT = LONG ? 24 * 3600 * 1000 : 60_000;

/** Checks a property `numRuns` times with the shared seed. */
export function check(property: fc.IProperty<unknown>, numRuns: number): void {
  fc.assert(property, { numRuns, seed: SEED });
}

/** The shipped variants of `slugs`, compiled, by slug (one that does not load stops the test file with its first problem). */
export function compiledVariants(slugs: readonly string[]): Map<string, CompiledVariant> {
  return new Map(
    slugs.map((slug) => {
      const r = loadVariant(slug);
      if (!r.ok) throw new Error(`${slug}: ${r.diagnostics[0]?.message}`);
      return [slug, r.variant.compiled];
    }),
  );
}

/** A random empty cell of a board given as one cell a square ('' empty), never one `blocked` names (a hole). */
export function freeCell(cells: readonly string[], random: () => number, blocked: (square: number) => boolean = () => false): number {
  for (;;) {
    const s = Math.floor(random() * cells.length);
    if (cells[s] === '' && !blocked(s)) return s;
  }
}

/** The FEN ranks (top rank first) of a board given as one cell a square, rank by rank from the bottom ('' empty). */
export function placementRanks(cells: readonly string[], rows: number, cols: number): string[] {
  const ranks: string[] = [];
  for (let r = rows - 1; r >= 0; r--) {
    let text = '';
    let empty = 0;
    for (let f = 0; f < cols; f++) {
      const c = cells[r * cols + f]!;
      if (c === '') empty++;
      else {
        text += (empty ? String(empty) : '') + c;
        empty = 0;
      }
    }
    ranks.push(text + (empty ? String(empty) : ''));
  }
  return ranks;
}

/** The fast legal generator and make-and-test agree on `pos`, as sets (a failure shows both lists in UCI); returns the number of legal moves. */
export function expectSameLegal(pos: Position): number {
  const fast = new Int32Array(MAX_MOVES);
  const slow = new Int32Array(MAX_MOVES);
  const nf = pos.generateLegal(fast, 0);
  const ns = pos.generateLegalByMaking(slow, 0);
  const a = Array.from(fast.subarray(0, nf)).sort((x, y) => x - y);
  const b = Array.from(slow.subarray(0, ns)).sort((x, y) => x - y);
  if (a.join() !== b.join()) {
    const fen = makeFen(pos);
    expect({ fen, moves: a.map((m) => makeUci(pos, m)) }).toEqual({ fen, moves: b.map((m) => makeUci(pos, m)) });
  }
  return nf;
}

/** A property's input: a variant slug among `slugs` and a seed for its random choices. */
export function slugAndSeed(slugs: readonly string[]): fc.Arbitrary<{ slug: string; seed: number }> {
  return fc.record({ slug: fc.constantFrom(...slugs), seed: fc.integer() });
}

/**
 * The count-path properties' drivers (properties.count*.test.ts): `agree` judges a position (and deeper, perft 2, where
 * asked) and returns its number of legal moves. On placements, 40 random positions a run, each also one random legal move
 * later (a blast, an e.p. square may stand then); on playouts, every position of a random game of up to 150 plies.
 */
export function agreeOnPlacements(slugs: readonly string[], numRuns: number, place: (slug: string, random: () => number) => Position | null, agree: (pos: Position, deeper: boolean) => number): void {
  const buf = new Int32Array(MAX_MOVES);
  check(
    fc.property(slugAndSeed(slugs), ({ slug, seed }) => {
      const random = mulberry32(seed);
      for (let i = 0; i < 40; i++) {
        const pos = place(slug, random);
        if (pos === null) continue;
        const n = agree(pos, i % 4 === 0);
        if (n > 0) {
          pos.generateLegal(buf, 0);
          pos.make(buf[Math.floor(random() * n)]!);
          agree(pos, false);
        }
      }
    }),
    numRuns,
  );
}

export function agreeOnPlayouts(slugs: readonly string[], numRuns: number, start: (slug: string) => Position, agree: (pos: Position, deeper: boolean) => number): void {
  const moves = new Int32Array(MAX_MOVES);
  check(
    fc.property(slugAndSeed(slugs), ({ slug, seed }) => {
      const random = mulberry32(seed);
      const pos = start(slug);
      for (let ply = 0; ply < 150; ply++) {
        const n = agree(pos, ply % 10 === 0);
        if (n === 0) break;
        pos.generateLegal(moves, 0);
        pos.make(moves[Math.floor(random() * n)]!);
      }
    }),
    numRuns,
  );
}
