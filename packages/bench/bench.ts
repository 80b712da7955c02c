/**
 * `pnpm bench`: fairyforge and its peers measured side by side in one run, on
 * the same positions, each library in a fresh process of its own per case
 * (isolated.ts says why), plus the timings authors feel (validation, loading).
 * Every measurement is warmed up, repeated, and its fastest run reported
 * (measure.ts says why). Node counts must agree between libraries: a
 * mismatch fails the run.
 *
 *   pnpm bench            the full set (a few minutes)
 *   pnpm bench --quick    fewer and shallower runs (under 40 s)
 *   pnpm bench --json     one JSON object per line: {case, library, mode, nodes, seconds, nps}
 *   pnpm bench --engine-only
 *                         fairyforge's perft cases alone (no peers, no loading figures): for
 *                         comparing two checkouts on one machine
 *   pnpm bench --native-table [--lower N]
 *                         bulk perft from every shipped variant's start, fairyforge beside native
 *                         Fairy-Stockfish (issue 22's table); --lower N takes N plies off every depth
 *   pnpm bench --native-table --all [--lower N] [--case TEXT]
 *                         every shipped variant native Fairy-Stockfish plays, at a depth chosen per
 *                         variant for about 1-10 M nodes (nativeAll.ts); the others listed with why
 *   pnpm bench --compare <base checkout> [--rounds N] [--case TEXT] [--tolerance PCT]
 *                         this checkout against another, case by case, in alternating
 *                         fresh processes, with an interval per case (compare.ts)
 *   FAIRY_STOCKFISH=/path/to/fairy-stockfish pnpm bench ...
 *                         adds a "native" column: that binary over UCI (bulk perft only)
 */
import { compileVariant, type CompiledVariant } from '@fairyforge/core';
import { loadVariant, validateVariantFile } from '@fairyforge/loader';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, median, ours, variant } from './measure.ts';
import { measureNative, nativeFromEnv } from './native.ts';
import { nativeTable } from './nativeTable.ts';
import { nativeTableAll } from './nativeAll.ts';
import type { Mode } from './peers.ts';
import { LIBRARIES, measureFresh, measureIn, supports } from './isolated.ts';
import { measureSeveralVariants } from './severalVariants.ts';
import { measureStartup } from './startup.ts';
import { compare, runOne } from './compare.ts';
import { benchCases, caseLabel, type Case } from './cases.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const quick = args.includes('--quick');
const engineOnly = args.includes('--engine-only');
const markdown = args.includes('--markdown');
const runs = quick ? 3 : 7;

interface Row {
  case: string;
  library: string;
  mode: string;
  nodes?: number;
  seconds: number;
  nps?: number;
  /** Why a library has no figure for this case ("n/a: ..."), instead of a time. */
  na?: string;
}
const rows: Row[] = [];
let failures = 0;

function report(r: Row): void {
  rows.push(r);
  if (json) console.log(JSON.stringify(r));
  else if (!quick || (r.nps === undefined && r.na === undefined)) process.stderr.write('.');
}

// `--case TEXT`: only the perft cases whose name contains TEXT (and no loading or start-up figures).
const caseFilter = option('--case');
const cases = benchCases(quick).filter((c) => caseFilter === undefined || c.name.includes(caseFilter));

const machine = `${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${os.cpus().length} cores, Node ${process.version}`;

/** A case's position: its own FEN, or its variant's start; undefined when this checkout lacks the variant. */
function startOf(c: Case): string | undefined {
  if (c.fen !== undefined) return c.fen;
  if (!loadVariant(c.variant).ok) return undefined;
  return variant(c.variant).spec.startFen;
}

async function main(): Promise<void> {
  // Each library in a fresh process of its own, one per case and mode (isolated.ts says why).
  const libraries = engineOnly ? ['fairyforge'] : LIBRARIES;
  const native = engineOnly ? undefined : await nativeFromEnv();
  if (!json) process.stderr.write(`measuring on ${machine} `);

  try {
    for (const c of cases) {
      const fen = startOf(c);
      for (const mode of ['bulk', 'full'] as Mode[]) {
        const depth = c[mode];
        if (depth === undefined) continue;
        const label = caseLabel(c, depth);
        if (fen === undefined) {
          report({ case: label, library: 'fairyforge', mode, seconds: 0, na: `this checkout has no variant '${c.variant}'` });
          continue;
        }
        let expected: number | undefined;
        for (const library of libraries) {
          if (!supports(library, c.variant, mode)) continue;
          const { seconds, nodes } = measureFresh(library, label, mode, runs, quick);
          expected ??= nodes;
          if (nodes !== expected) {
            failures++;
            process.stderr.write(`\nnode counts differ on ${label} (${mode}): fairyforge ${expected}, ${library} ${nodes}\n`);
          }
          report({ case: label, library, mode, nodes, seconds, nps: Math.round(nodes / seconds) });
        }
        // Native Fairy-Stockfish's perft counts the last ply from its move list: bulk only.
        if (native && mode === 'bulk') {
          const r = await measureNative(native, c.variant, fen, depth, quick ? 1 : 3, (d) => ours.prepare(c.variant, fen, d, 'bulk')());
          if ('na' in r) report({ case: label, library: 'native', mode, seconds: 0, na: r.na });
          else {
            if (r.nodes !== expected) {
              failures++;
              process.stderr.write(`\nnode counts differ on ${label} (${mode}): fairyforge ${expected}, native ${r.nodes}\n`);
            }
            report({ case: label, library: 'native', mode, nodes: r.nodes, seconds: r.seconds, nps: Math.round(r.nodes / r.seconds) });
          }
        }
      }
    }
  } finally {
    native?.close();
  }
  if (engineOnly || caseFilter !== undefined) return finish(0, 0, 0);

  // Several variants in one process: the seed Wildebeest alone, and after chess and capablanca ran (fresh processes, CPU time).
  const several = measureSeveralVariants(quick ? 3 : 5);
  report({ case: 'wildebeest d4 alone (CPU time)', library: 'fairyforge', mode: 'bulk', seconds: several.alone });
  report({ case: 'wildebeest d4 after chess, capablanca (CPU)', library: 'fairyforge', mode: 'bulk', seconds: several.after });

  // Loading: validation of the whole directory (a fresh process, then warm), one variant cold/warm.
  // The repository's variants/ folder on disk (the bundled copies are data, not files).
  const variantsDir = fileURLToPath(new URL('../../variants/', import.meta.url));
  const files = readdirSync(variantsDir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(variantsDir, f));
  const cli = fileURLToPath(new URL('../cli/src/bin.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
  const cold: number[] = [];
  for (let i = 0; i < (quick ? 1 : 3); i++) {
    const r = spawnSync(process.execPath, [tsx, '--conditions=source', cli, 'validate', variantsDir, '--format', 'json'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`validate failed: ${r.stderr || r.stdout}`);
    cold.push((JSON.parse(r.stdout) as { seconds: number }).seconds);
  }
  report({ case: `validate variants/ (${files.length} files), fresh process`, library: 'fairyforge', mode: 'cold', seconds: median(cold) });
  report({ case: `validate variants/ (${files.length} files)`, library: 'fairyforge', mode: 'warm', seconds: measure(() => files.forEach((f) => validateVariantFile(f)), runs).seconds });
  const seed = join(variantsDir, 'wildebeest.md');
  const coldSeed: number[] = [];
  for (let i = 0; i < (quick ? 1 : 3); i++) {
    const r = spawnSync(process.execPath, [tsx, '--conditions=source', cli, 'validate', seed, '--format', 'json'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`validate failed: ${r.stderr || r.stdout}`);
    coldSeed.push((JSON.parse(r.stdout) as { seconds: number }).seconds);
  }
  report({ case: 'load+validate+compile wildebeest.md, fresh process', library: 'fairyforge', mode: 'cold', seconds: median(coldSeed) });
  report({ case: 'load+validate+compile wildebeest.md', library: 'fairyforge', mode: 'warm', seconds: measure(() => validateVariantFile(seed), runs * 4).seconds });
  report({ case: 'load+compile wildebeest.md (loadVariant)', library: 'fairyforge', mode: 'warm', seconds: measure(() => loadVariant(seed), runs * 4).seconds });
  const spec = variant('wildebeest').spec;
  report({ case: 'compile wildebeest (tables only)', library: 'fairyforge', mode: 'warm', seconds: measure(() => compileVariant(spec), runs * 4).seconds });

  // Start-up of the built command (target: at most 4× an empty node).
  const startup = measureStartup(quick ? 5 : 11);
  report({ case: 'node -e 0, fresh process', library: 'node', mode: 'cold', seconds: startup.node });
  report({ case: 'fairyforge moves chess (built CLI), fresh process', library: 'fairyforge', mode: 'cold', seconds: startup.cli });

  finish(several.alone, several.after, startup.cli / startup.node);
}

/** The table (unless --json) and the exit code. */
function finish(alone: number, after: number, startupRatio: number): void {
  if (!json) printTable(machine, tableBytes(variant('wildebeest').compiled), alone, after, startupRatio);
  if (failures) {
    console.error(`${failures} node-count mismatch(es)`);
    process.exitCode = 1;
  }
}

/** Bytes of the typed arrays a compiled variant holds. */
function tableBytes(v: CompiledVariant): number {
  return Object.values(v).reduce((sum: number, x) => sum + (ArrayBuffer.isView(x) ? x.byteLength : 0), 0);
}

function printTable(machine: string, bytes: number, alone: number, after: number, startupRatio: number): void {
  process.stderr.write('\n');
  console.log(`fairyforge benchmark — ${machine}; fastest of ${runs} runs${quick ? ' (--quick)' : ''}${engineOnly ? ', fairyforge alone' : ''}\n`);
  const perftRows = rows.filter((r) => r.nps !== undefined || r.na !== undefined);
  if (markdown) printMarkdown(perftRows);
  const w = Math.max(...perftRows.map((r) => r.case.length), 10);
  console.log(`${'case'.padEnd(w)}  mode  ${'library'.padEnd(10)} ${'nodes'.padStart(11)} ${'seconds'.padStart(8)} ${'M nodes/s'.padStart(10)}  vs fairyforge`);
  for (const r of perftRows) {
    if (r.na !== undefined) {
      console.log(`${r.case.padEnd(w)}  ${r.mode.padEnd(4)}  ${r.library.padEnd(10)} n/a: ${r.na}`);
      continue;
    }
    const ref = perftRows.find((o) => o.case === r.case && o.mode === r.mode && o.library === 'fairyforge');
    const ratio = ref && r.library !== 'fairyforge' ? `${(ref.nps! / r.nps!).toFixed(1)}× faster` : '';
    console.log(`${r.case.padEnd(w)}  ${r.mode.padEnd(4)}  ${r.library.padEnd(10)} ${String(r.nodes).padStart(11)} ${r.seconds.toFixed(3).padStart(8)} ${(r.nps! / 1e6).toFixed(2).padStart(10)}  ${ratio}`);
  }
  if (engineOnly || caseFilter !== undefined) return;
  console.log('');
  for (const r of rows.filter((o) => o.nps === undefined && o.na === undefined)) {
    const t = r.seconds < 1 ? `${(r.seconds * 1000).toFixed(2)} ms` : `${r.seconds.toFixed(2)} s`;
    console.log(`${r.case.padEnd(48)} ${r.mode.padEnd(5)} ${t}`);
  }
  console.log(`${'tables of the compiled wildebeest'.padEnd(48)}       ${(bytes / 1024).toFixed(0)} KiB`);
  console.log(`${'several variants: wildebeest CPU time change'.padEnd(48)}       ${(((after - alone) / alone) * 100).toFixed(1)}%`);
  console.log(`${'start-up: fairyforge moves chess / node -e 0'.padEnd(48)}       ${startupRatio.toFixed(1)}×`);
}

/** The perft rows as a Markdown table, each peer beside fairyforge's figure for the same case and mode (for the README). */
function printMarkdown(perftRows: Row[]): void {
  console.log('| case | mode | fairyforge M nodes/s | peer | peer M nodes/s | fairyforge faster by |');
  console.log('|---|---|---|---|---|---|');
  const mnps = (r: Row) => (r.nps! / 1e6).toFixed(2);
  for (const r of perftRows) {
    if (r.library === 'fairyforge' || r.nps === undefined) continue;
    const ref = perftRows.find((o) => o.case === r.case && o.mode === r.mode && o.library === 'fairyforge');
    if (!ref?.nps) continue;
    console.log(`| ${r.case} | ${r.mode} | ${mnps(ref)} | ${r.library} | ${mnps(r)} | ${(ref.nps / r.nps).toFixed(1)}× |`);
  }
  console.log('');
}

const USAGE = `pnpm bench [--quick] [--json] [--markdown] [--engine-only] [--case TEXT]
pnpm bench --native-table [--lower N] [--json]
pnpm bench --native-table --all [--lower N] [--case TEXT] [--json]
pnpm bench --compare DIR [--rounds N] [--case TEXT] [--tolerance PCT] [--json]

  --quick          fewer and shallower runs (under 40 s)
  --json           one JSON object per line instead of the table
  --markdown       also the perft figures as a Markdown table, a row per peer
                   beside fairyforge (as in the README's performance section)
  --engine-only    fairyforge's perft cases alone: no peers, no native column, no
                   loading or start-up figures (to compare two checkouts)
  --native-table   bulk and full perft from the start of every shipped variant at
                   issue 22's depths, beside native Fairy-Stockfish
  --all            with --native-table: every shipped variant the native engine plays
                   (its built-in, else the section export-ini writes), at a depth chosen
                   per variant for about 1-10 M nodes; bulk only; the rest listed with why
                   (needs FAIRY_STOCKFISH; --case TEXT keeps the slugs containing TEXT)
  --lower N        with --native-table: N plies off every depth (a quick look)
  --compare DIR    this checkout against the checkout in DIR (installed; its bench
                   must have --only: copy this packages/bench/*.ts and run.mjs into an older one).
                   Each round runs every case once per checkout, in fresh processes,
                   back to back; prints the median change, its interval and a
                   verdict per case; exits 1 when a case is surely slower than the
                   tolerance
  --rounds N       with --compare: rounds (default 10; 6 or more give an interval)
  --case TEXT      only the perft cases whose name contains TEXT (with --compare too);
                   no loading or start-up figures
  --tolerance PCT  with --compare: tolerated slowdown in percent (default 5)

  FAIRY_STOCKFISH=/path/to/fairy-stockfish
                   adds a native Fairy-Stockfish column, driven over UCI (bulk only);
                   a variant that build lacks says "n/a: <why>" in its row`;

function option(name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Whole-number option with a default; undefined (after a message) when malformed. */
function count(name: string, fallback: number, min: number): number | undefined {
  const raw = option(name);
  const n = raw === undefined ? fallback : Number(raw);
  if (Number.isInteger(n) && n >= min) return n;
  console.error(`${name} takes a whole number of at least ${min}, not '${raw}'`);
  process.exitCode = 2;
  return undefined;
}

function runCompare(base: string): void {
  const rounds = count('--rounds', 10, 1);
  const tolerance = count('--tolerance', 5, 0);
  if (rounds === undefined || tolerance === undefined) return;
  const slower = compare({ base, rounds, tolerance: tolerance / 100, filter: option('--case'), json });
  if (slower) {
    console.error(`${slower} case(s) slower than the tolerance`);
    process.exitCode = 1;
  }
}

function guarded(fn: () => void): void {
  try {
    fn();
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 2;
  }
}

if (args.includes('--help') || args.includes('-h')) console.log(USAGE);
else if (option('--measure') !== undefined) {
  // A child of the side-by-side run: one library, one case, one mode, its figure as one JSON line.
  const mode: Mode = option('--mode') === 'full' ? 'full' : 'bulk';
  measureIn(option('--measure')!, option('--label') ?? '', mode, Number(option('--runs') ?? runs), quick).then(
    (f) => console.log(JSON.stringify({ measured: option('--measure'), ...f })),
    (e: unknown) => {
      console.error((e as Error).message);
      process.exitCode = 2;
    },
  );
} else if (option('--only') !== undefined) {
  // A child of --compare: one case, its figure as one JSON line.
  const label = option('--only')!;
  const mode = option('--mode') === 'full' ? 'full' : 'bulk';
  guarded(() => console.log(JSON.stringify({ only: label, mode, ...runOne(label, mode) })));
} else if (option('--compare') !== undefined) guarded(() => runCompare(option('--compare')!));
else if (args.includes('--native-table')) {
  const lower = Number(option('--lower') ?? 0);
  if (!Number.isInteger(lower) || lower < 0) {
    console.error(`--lower takes a whole number of plies, not '${option('--lower')}'`);
    process.exitCode = 2;
  } else {
    (args.includes('--all') ? nativeTableAll(lower, json, caseFilter) : nativeTable(lower, json)).then(
      (mismatches) => {
        if (mismatches) {
          console.error(`${mismatches} node-count mismatch(es)`);
          process.exitCode = 1;
        }
      },
      (e: unknown) => {
        console.error((e as Error).message);
        process.exitCode = 2;
      },
    );
  }
} else main().catch((e: unknown) => {
  console.error((e as Error).message);
  process.exitCode = 2;
});
