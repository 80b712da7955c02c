/**
 * `pnpm bench`: timings that matter to users, measured — never asserted in
 * unit tests. Each measurement is warmed up, repeated, and its median
 * reported. `--json` prints one JSON object per line; `--quick` runs fewer
 * repetitions.
 *
 *   validate    validating the whole variants/ directory (cold: a fresh
 *               process; warm: again in the same process)
 *   load        load + validate + compile of one variant file (cold, warm)
 *   perft       perft of the seed's Wildebeest and of chess from the start
 */
import { perft, parseFen } from '@fairyforge/core';
import { BUNDLED_VARIANTS_DIR, loadVariant, validateVariantFile } from '@fairyforge/loader';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

const args = process.argv.slice(2);
const json = args.includes('--json');
const quick = args.includes('--quick');
const runs = quick ? 3 : 7;

interface Row {
  case: string;
  library: string;
  mode: string;
  seconds: number;
  nodes?: number;
  nps?: number;
}
const rows: Row[] = [];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function measure(fn: () => void, n = runs): number {
  fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn();
    times.push((performance.now() - t) / 1000);
  }
  return median(times);
}

function report(r: Row): void {
  rows.push(r);
  if (json) console.log(JSON.stringify(r));
}

const variantFiles = () =>
  readdirSync(BUNDLED_VARIANTS_DIR)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(BUNDLED_VARIANTS_DIR, f));

// Validation of the whole directory, cold: a fresh process running the CLI's code path.
const cliMain = fileURLToPath(new URL('../cli/src/main.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
{
  const times: number[] = [];
  for (let i = 0; i < (quick ? 2 : 4); i++) {
    const r = spawnSync(process.execPath, [tsx, cliMain, 'validate', BUNDLED_VARIANTS_DIR, '--format', 'json'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`validate failed: ${r.stderr || r.stdout}`);
    times.push((JSON.parse(r.stdout) as { seconds: number }).seconds);
  }
  report({ case: `validate variants/ (${variantFiles().length} files)`, library: 'fairyforge', mode: 'cold', seconds: median(times) });
}
report({ case: `validate variants/ (${variantFiles().length} files)`, library: 'fairyforge', mode: 'warm', seconds: measure(() => variantFiles().forEach((f) => validateVariantFile(f))) });

// One variant: load + validate + compile.
{
  const file = join(BUNDLED_VARIANTS_DIR, 'wildebeest.md');
  const t = performance.now();
  validateVariantFile(file);
  report({ case: 'load+validate+compile wildebeest.md', library: 'fairyforge', mode: 'cold', seconds: (performance.now() - t) / 1000 });
  report({ case: 'load+validate+compile wildebeest.md', library: 'fairyforge', mode: 'warm', seconds: measure(() => validateVariantFile(file), runs * 3) });
}

// Move generation (bulk: the last ply counted from the legal-move list).
for (const [slug, depth] of [
  ['wildebeest', quick ? 4 : 5],
  ['chess', quick ? 5 : 6],
] as const) {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(`cannot load ${slug}`);
  const pos = parseFen(r.variant.compiled, r.variant.spec.startFen);
  if (!pos.ok) throw new Error(pos.error);
  let nodes = 0;
  const seconds = measure(() => (nodes = perft(pos.position, depth)), quick ? 1 : 3);
  report({ case: `${slug} start d${depth}`, library: 'fairyforge', mode: 'bulk', nodes, seconds, nps: Math.round(nodes / seconds) });
}

if (!json) {
  console.log(`fairyforge benchmarks — ${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, Node ${process.version}, median of ${runs}`);
  console.log('');
  const w = Math.max(...rows.map((r) => r.case.length));
  for (const r of rows) {
    const time = r.seconds < 1 ? `${(r.seconds * 1000).toFixed(1)} ms` : `${r.seconds.toFixed(2)} s`;
    const speed = r.nps ? `  ${(r.nps / 1e6).toFixed(2)} M nodes/s  (${r.nodes} nodes)` : '';
    console.log(`${r.case.padEnd(w)}  ${r.mode.padEnd(5)} ${time.padStart(10)}${speed}`);
  }
}
