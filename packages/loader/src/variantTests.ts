/**
 * Test cases that travel with a variant (its front-matter `tests`, or a
 * sibling `<name>.tests.yaml`): a position and what must hold there. Each
 * failed expectation becomes a diagnostic at the line that states it.
 */
import { Game, legalMoves, makeUci, parseFen, parseSquare, playableProblem, parseUci, perftBounded, type Outcome, type Position } from '@fairyforge/core';
import type { Diagnostic } from './diagnostics.ts';
import type { FileHost } from './host.ts';
import type { LoadedVariant } from './load.ts';
import { refusedOutside } from './lookup.ts';
import { schemaDiagnostics } from './schema.ts';
import { locate, parseYamlSource, toData, type YamlSource } from './source.ts';
import type { VariantTestCase, VariantTestsFile } from './types.ts';
import { MAX_FILE_BYTES } from './variantFile.ts';

/** Perft depth above which a travelling test would make validation slow. */
export const MAX_TEST_PERFT_DEPTH = 6;

/** Test cases run per file (the front-matter's `tests`, or a tests file); more are reported, not run. */
export const MAX_TEST_CASES = 256;

/**
 * Moves perft may generate for one file's test cases, at every depth (each
 * is a position reached). A count that would go past it stops there and is
 * reported instead, so a hostile file cannot keep validation busy.
 */
export const MAX_TEST_PERFT_POSITIONS = 1_000_000;

export function testsFileFor(variantFile: string): string {
  return variantFile.replace(/\.md$/, '') + '.tests.yaml';
}

/** Reads the sibling tests file, if there is one. */
export function readTestsFile(file: string, host: FileHost): { cases: VariantTestCase[]; src: YamlSource | null; diagnostics: Diagnostic[] } {
  if (!host.exists(file)) return { cases: [], src: null, diagnostics: [] };
  const outside = refusedOutside(host, host.dirname(file), file);
  if (outside) return { cases: [], src: null, diagnostics: [outside] };
  const t = host.read(file, MAX_FILE_BYTES);
  if (!t.ok) return { cases: [], src: null, diagnostics: t.diagnostics };
  const parsed = parseYamlSource(file, t.text.replace(/^\uFEFF/, ''));
  if (!parsed.ok) return { cases: [], src: null, diagnostics: parsed.diagnostics };
  const js = toData(parsed.source);
  if (!js.ok) return { cases: [], src: null, diagnostics: js.diagnostics };
  const schema = schemaDiagnostics('variant-tests', js.data, parsed.source);
  if (schema.length) return { cases: [], src: null, diagnostics: schema };
  return { cases: (js.data as VariantTestsFile).tests, src: parsed.source, diagnostics: [] };
}

/** Runs the cases; `base` is the path of the case list inside `src` (e.g. ['tests']). */
export function runVariantTests(v: LoadedVariant, cases: readonly VariantTestCase[], src: YamlSource, base: (string | number)[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (cases.length > MAX_TEST_CASES) {
    out.push({ severity: 'error', code: 'tests-too-many', message: `${cases.length} test cases; at most ${MAX_TEST_CASES} are run per file`, file: src.file, ...locate(src, [...base, MAX_TEST_CASES]), hint: 'move the rest to a tests file of their own' });
  }
  // Every move generated for the file's perft counts is charged to one budget.
  let perftLeft = MAX_TEST_PERFT_POSITIONS;
  const boundedPerft = (pos: Position, d: number): number | null => {
    const r = perftBounded(pos, d, perftLeft);
    if (r === null) {
      perftLeft = 0;
      return null;
    }
    perftLeft -= r.generated;
    return r.nodes;
  };
  cases.slice(0, MAX_TEST_CASES).forEach((c, i) => {
    const path = [...base, i];
    const fail = (where: (string | number)[], message: string, hint?: string) =>
      out.push({ severity: 'error', code: 'test-failed', message: `test '${c.name}': ${message}`, file: src.file, ...locate(src, [...path, ...where]), ...(hint ? { hint } : {}) });
    const parsed = parseFen(v.compiled, c.fen ?? v.spec.startFen);
    const r = parsed.ok ? (playableProblem(parsed.position) ?? parsed) : parsed;
    if (!r.ok) {
      fail(['fen'], `invalid FEN: ${r.error}`);
      return;
    }
    const pos = r.position;
    // Moves are played through a Game, so that repetitions and the move rule count.
    const game = new Game(pos);
    for (const [j, uci] of (c.moves ?? []).entries()) {
      const over = game.outcome();
      if (over) {
        fail(['moves', j], `move ${j + 1} '${uci}': the game is already over (${over.result}, ${over.reason})`);
        return;
      }
      const m = parseUci(pos, uci);
      if (m === null) {
        fail(['moves', j], `move ${j + 1} '${uci}' is not legal here`);
        return;
      }
      game.play(m);
    }
    const legal = new Set(legalMoves(pos).map((m) => makeUci(pos, m)));
    for (const [depth, expected] of Object.entries(c.perft ?? {})) {
      const d = Number(depth);
      if (!Number.isInteger(d) || d < 1 || d > MAX_TEST_PERFT_DEPTH) {
        fail(['perft', depth], `perft depth must be 1..${MAX_TEST_PERFT_DEPTH}, not '${depth}'`, 'perft maps each depth to its node count: perft: { 1: 20, 2: 400 }');
        continue;
      }
      const got = boundedPerft(pos, d);
      if (got === null) {
        out.push({
          severity: 'error',
          code: 'test-too-slow',
          message: `test '${c.name}': perft ${d} would search more positions than the ${MAX_TEST_PERFT_POSITIONS} travelling tests may use per file`,
          file: src.file,
          ...locate(src, [...path, 'perft', depth]),
          hint: 'use a smaller depth; deep counts belong in a perft case file (fairyforge perft --cases)',
        });
        continue;
      }
      if (got !== expected) fail(['perft', depth], `perft ${d}: expected ${expected}, got ${got}`);
    }
    (c.legal ?? []).forEach((u, j) => {
      if (!legal.has(u)) fail(['legal', j], `'${u}' should be legal, but is not`);
    });
    (c.illegal ?? []).forEach((u, j) => {
      if (legal.has(u)) fail(['illegal', j], `'${u}' should not be legal, but is`);
    });
    for (const [sqName, expected] of Object.entries(c.movesFrom ?? {})) {
      if (parseSquare(v.compiled.geometry, sqName) < 0) {
        fail(['movesFrom', sqName], `'${sqName}' is not a square of this board`);
        continue;
      }
      const got = [...legal].filter((u) => u.startsWith(sqName) && !/\d/.test(u.charAt(sqName.length))).sort();
      const want = [...expected].sort();
      if (got.join() !== want.join()) fail(['movesFrom', sqName], `moves from ${sqName}: expected [${want.join(', ')}], got [${got.join(', ')}]`);
    }
    if (c.fenAfter !== undefined && game.fen() !== c.fenAfter) fail(['fenAfter'], `expected the FEN ${c.fenAfter}, got ${game.fen()}`);
    if (c.result !== undefined) checkResult(game.outcome(), c, fail);
  });
  return out;
}

function checkResult(o: Outcome | null, c: VariantTestCase, fail: (where: (string | number)[], message: string) => void): void {
  const got = o ? `${o.result} (${o.reason})` : 'ongoing';
  if (c.result === 'ongoing') {
    if (o) fail(['result'], `expected the game to go on, but it is over: ${got}`);
    return;
  }
  if (!o || o.result !== c.result || (c.reason !== undefined && o.reason !== c.reason)) {
    fail(['result'], `expected ${c.result}${c.reason ? ` (${c.reason})` : ''}, got ${got}`);
  }
}
