/**
 * Reading the Fairy-Stockfish perft oracle.
 *
 * The cases for the shipped variants live in the repository, `test/oracle/`
 * (byte-for-byte copies; see its README), so the suite runs from a plain
 * clone. The project's development checkout also has the full oracle beside
 * the repository in `../shared/oracle/perft/`; when that folder is there it
 * is used as well — to notice a copy that drifted from its source and to
 * pick up a shipped variant whose oracle file was not copied yet — but it is
 * never required.
 */
import { legalMoves, makeFen, makeUci, parseFen, type CompiledVariant, type Position } from '@fairyforge/core';
import { loadVariant, type LoadedVariant } from '@fairyforge/loader';
import { expect } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The in-repository copies, one `<slug>.jsonl` per shipped variant. */
export const ORACLE_DIR = fileURLToPath(new URL('./oracle/', import.meta.url));
/** The full oracle beside the repository, present only in the development checkout. */
export const SHARED_ORACLE_DIR = fileURLToPath(new URL('../../shared/oracle/perft/', import.meta.url));
const VARIANTS_DIR = fileURLToPath(new URL('../variants/', import.meta.url));

export interface OracleCase {
  readonly name: string;
  readonly variant: string;
  readonly fen: string;
  readonly depth: number;
  readonly nodes: number;
  readonly divide?: Record<string, number>;
  readonly deep?: boolean;
  /** ffish cases: how ffish wrote a given FEN back, where that differs from the text given. */
  readonly written?: string;
  /** ffish cases: a playout's moves (UCI) from the start, after which ffish wrote `fen`. */
  readonly moves?: readonly string[];
}

/** Slugs of the shipped variants: `variants/<slug>.md` (the validator warns when a slug differs from its file name). */
export function shippedSlugs(): string[] {
  return readdirSync(VARIANTS_DIR)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -'.md'.length))
    .sort();
}

/** The in-repository oracle file of a slug, or null. */
export function repoOracleFile(slug: string): string | null {
  const file = `${ORACLE_DIR}${slug}.jsonl`;
  return existsSync(file) ? file : null;
}

/** The shared oracle file of a slug, or null — also when `../shared/` is absent, as in a user's clone. */
export function sharedOracleFile(slug: string): string | null {
  const file = `${SHARED_ORACLE_DIR}${slug}.jsonl`;
  return existsSync(file) ? file : null;
}

/** The file to read a slug's cases from: the in-repository copy first, else the shared one, else null. */
export function oracleFile(slug: string): string | null {
  return repoOracleFile(slug) ?? sharedOracleFile(slug);
}

/** The non-empty lines of a case file, each one case. */
export function oracleLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
}

/** A shipped variant's compiled tables (loaded once per test process). */
export function compiledVariant(slug: string): CompiledVariant {
  return variant(slug).compiled;
}

/** The position a FEN describes, or a thrown error naming the FEN. */
export function positionAt(v: CompiledVariant, fen: string): Position {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error}`);
  return r.position;
}

/** Every position of the repository's oracle copy for `slug` reads and is written back exactly as read. */
/** Makes the legal move written `uci` in pos; a move that is not legal there fails the test, naming the position. */
export function playUci(pos: Position, uci: string): void {
  const m = legalMoves(pos).find((x) => makeUci(pos, x) === uci);
  if (m === undefined) throw new Error(`${uci} is not legal in ${makeFen(pos)}`);
  pos.make(m);
}

export function expectOracleFensRoundTrip(slug: string): void {
  const file = repoOracleFile(slug);
  if (!file) throw new Error(`no oracle copy for ${slug}`);
  const v = variant(slug).compiled;
  const lines = oracleLines(file);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const { fen } = JSON.parse(line) as { fen: string };
    expect(makeFen(positionAt(v, fen))).toBe(fen);
  }
}

export function oracleCases(slug: string): OracleCase[] {
  const file = oracleFile(slug);
  if (!file) throw new Error(`no oracle file for ${slug} in ${ORACLE_DIR} or ${SHARED_ORACLE_DIR}`);
  return oracleLines(file).map((l) => JSON.parse(l) as OracleCase);
}

/** Deep cases (tens of millions of nodes) run only with FAIRYFORGE_DEEP=1 (`pnpm test:deep`). */
export const RUN_DEEP = process.env.FAIRYFORGE_DEEP === '1';

const loaded = new Map<string, LoadedVariant>();
/** A shipped variant, loaded once per test file (a load failure throws with its diagnostics). */
export function variant(slug: string): LoadedVariant {
  let v = loaded.get(slug);
  if (!v) {
    const r = loadVariant(slug);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    v = r.variant;
    loaded.set(slug, v);
  }
  return v;
}
