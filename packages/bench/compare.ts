/**
 * `pnpm bench --compare <base checkout>`: is this checkout slower than another
 * one, case by case, by more than a tolerance?
 *
 * A single pair of `pnpm bench` runs cannot say: on a virtual machine the same
 * case varies between processes by far more than 5% (JIT tiers, load). So each
 * round runs every case once in each checkout, each time in a fresh process,
 * the two back to back in alternating order; a round's ratio then shares the
 * load of its moment, and several rounds give an interval (compareStats.ts).
 *
 * The base checkout must have this harness (`--only`); for an older commit,
 * copy this checkout's packages/bench/*.ts and run.mjs into it.
 */
import { loadVariant } from '@fairyforge/loader';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCases, caseLabel } from './cases.ts';
import { pairedChange, verdict, type Change } from './compareStats.ts';
import { ours, variant } from './measure.ts';
import type { Mode } from './peers.ts';

export interface CompareOptions {
  base: string;
  rounds: number;
  /** Only cases whose label contains this text. */
  filter?: string;
  /** Tolerated slowdown, as a fraction. */
  tolerance: number;
  json: boolean;
}

/** A child's answer: its figure, or why the checkout cannot run the case. */
type Figure = { nodes: number; seconds: number } | { na: string };

interface Target {
  label: string;
  mode: Mode;
}

/** Seconds one case takes in a child: warmed up, then the fastest of enough runs to fill about half a second. */
export function runOne(label: string, mode: Mode): Figure {
  const c = benchCases(false).find((x) => x[mode] !== undefined && caseLabel(x, x[mode]!) === label);
  if (!c) throw new Error(`no bench case '${label}' in mode ${mode}`);
  // A checkout older than the variant has no row for it (the case may name its own FEN; the rules still come from the variant).
  if (!loadVariant(c.variant).ok) return { na: `no variant '${c.variant}'` };
  const fen = c.fen ?? variant(c.variant).spec.startFen;
  const fn = ours.prepare(c.variant, fen, c[mode]!, mode);
  let t = performance.now();
  const nodes = fn();
  const warm = (performance.now() - t) / 1000;
  const runs = Math.min(30, Math.max(3, Math.ceil(0.3 / warm)));
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    t = performance.now();
    if (fn() !== nodes) throw new Error(`perft of '${label}' changed between runs`);
    best = Math.min(best, (performance.now() - t) / 1000);
  }
  return { nodes, seconds: best };
}

/** One case in a fresh process of the checkout at `root`. */
function timeIn(root: string, t: Target): Figure {
  const bench = join(root, 'packages/bench/bench.bundle.mjs');
  const r = spawnSync(process.execPath, [bench, '--only', t.label, '--mode', t.mode], { cwd: root, encoding: 'utf8' });
  const line = r.stdout.split('\n').find((l) => l.startsWith('{"only"'));
  if (r.status !== 0 || !line) {
    const why = (r.stderr || r.stdout).trim().split('\n').slice(-3).join(' | ');
    throw new Error(`${root}: '${t.label}' (${t.mode}) failed: ${why || `exit ${r.status}`}`);
  }
  return JSON.parse(line) as Figure;
}

function checkout(dir: string): string {
  const root = resolve(dir);
  for (const f of ['packages/bench/run.mjs', 'node_modules/esbuild']) {
    if (!existsSync(join(root, f))) throw new Error(`${root} is not an installed fairyforge checkout with this bench (no ${f}; run pnpm install there)`);
  }
  // Each checkout measured as the bench measures itself: its own sources bundled (run.mjs says why).
  const r = spawnSync(process.execPath, [join(root, 'packages/bench/run.mjs'), '--bundle-only'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${root}: bundling its bench failed: ${(r.stderr || r.stdout).trim()}`);
  return root;
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

/** Runs the rounds and prints one row per case; returns how many cases are slower beyond the tolerance. */
export function compare(o: CompareOptions): number {
  const base = checkout(o.base);
  const head = checkout(fileURLToPath(new URL('../..', import.meta.url)));
  const targets: Target[] = [];
  for (const c of benchCases(false)) {
    for (const mode of ['bulk', 'full'] as Mode[]) {
      const depth = c[mode];
      const label = depth === undefined ? '' : caseLabel(c, depth);
      if (depth !== undefined && (!o.filter || label.includes(o.filter))) targets.push({ label, mode });
    }
  }
  if (!targets.length) throw new Error(`no bench case matches '${o.filter}'`);
  const times = targets.map(() => ({ base: [] as number[], head: [] as number[], na: undefined as string | undefined }));
  for (let round = 0; round < o.rounds; round++) {
    if (!o.json) process.stderr.write(`round ${round + 1}/${o.rounds} `);
    targets.forEach((t, i) => {
      const slot = times[i]!;
      if (slot.na !== undefined) return;
      // Alternate which checkout goes first, so neither always runs on the warmer machine.
      const order = (round + i) % 2 ? [head, base] : [base, head];
      const got = order.map((root) => timeIn(root, t));
      const [b, h] = order[0] === base ? got : [got[1]!, got[0]!];
      if ('na' in b! || 'na' in h!) {
        slot.na = 'na' in b! ? `base: ${b.na}` : `this checkout: ${(h as { na: string }).na}`;
        return;
      }
      if (b!.nodes !== h!.nodes) throw new Error(`'${t.label}' (${t.mode}): base counts ${b!.nodes} nodes, this checkout ${h!.nodes}`);
      slot.base.push(b!.seconds);
      slot.head.push(h!.seconds);
      if (!o.json) process.stderr.write('.');
    });
    if (!o.json) process.stderr.write('\n');
  }
  let slower = 0;
  const rows: Row[] = targets.map((t, i) => {
    const { base: b, head: h, na } = times[i]!;
    if (na !== undefined) return { ...t, base: b, head: h, na };
    const change = pairedChange(b, h);
    const v = verdict(change, o.tolerance);
    if (v === 'slower') slower++;
    return { ...t, base: b, head: h, change, verdict: v };
  });
  if (o.json) rows.forEach((r) => console.log(JSON.stringify(r)));
  else printComparison(base, head, o, rows);
  return slower;
}

type Row = Target & { base: number[]; head: number[] } & ({ na: string } | { change: Change; verdict: string });

function printComparison(base: string, head: string, o: CompareOptions, rows: Row[]): void {
  const coverage = rows.map((r) => ('change' in r ? r.change.coverage : 0)).find((c) => c > 0) ?? 0;
  console.log(`this checkout (${head}) against ${base}: ${o.rounds} rounds, fresh processes, fastest of ≥3 runs each`);
  const interval = coverage ? `interval: ${(coverage * 100).toFixed(1)}% (sign test)` : 'no interval below 6 rounds';
  console.log(`change = median over rounds of this/base − 1; ${interval}; tolerance ${pct(o.tolerance)}\n`);
  const w = Math.max(...rows.map((r) => r.label.length));
  console.log(`${'case'.padEnd(w)}  mode  ${'base s'.padStart(8)} ${'this s'.padStart(8)} ${'change'.padStart(7)}  ${'interval'.padEnd(17)} ${'fastest'.padStart(7)}  verdict`);
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  for (const r of rows) {
    if ('na' in r) {
      console.log(`${r.label.padEnd(w)}  ${r.mode.padEnd(4)}  n/a: ${r.na}`);
      continue;
    }
    const c = r.change;
    const interval = c.coverage ? `${pct(c.low)} … ${pct(c.high)}` : 'needs ≥ 6 rounds';
    console.log(`${r.label.padEnd(w)}  ${r.mode.padEnd(4)}  ${med(r.base).toFixed(4).padStart(8)} ${med(r.head).toFixed(4).padStart(8)} ${pct(c.median).padStart(7)}  ${interval.padEnd(17)} ${pct(c.fastest).padStart(7)}  ${r.verdict}`);
  }
}
