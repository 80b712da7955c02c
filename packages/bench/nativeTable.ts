/**
 * `pnpm bench --native-table`: issue 22's table. Perft from the start
 * position of every shipped variant at that issue's depths, fairyforge bulk
 * (last ply counted) and full (every leaf move made) beside native
 * Fairy-Stockfish's bulk perft (FAIRY_STOCKFISH), with the ratio of
 * fairyforge's bulk speed to native's. Counts are big (10–270 M nodes), so
 * every figure is one run after a warm-up at one ply less; `--lower N`
 * takes N plies off every depth for a quick look.
 */
import { ours, variant } from './measure.ts';
import { measureNative, nativeFromEnv, type NativeMeasure } from './native.ts';

/** Issue 22's depths (where it gives 5–6, the depth that keeps the count near 10–20 M). */
export const TABLE: readonly (readonly [slug: string, depth: number])[] = [
  ['wildebeest', 5],
  ['chess', 6],
  ['losalamos', 7],
  ['gardner', 7],
  ['capablanca', 5],
  ['gothic', 5],
  ['embassy', 5],
  ['janus', 5],
  ['modern', 6],
  ['chancellor', 6],
  ['almost', 6],
  ['chigorin', 6],
  ['perfect', 5],
  ['amazon', 5],
  ['nightrider', 5],
  ['knightmate', 6],
  ['makruk', 6],
  ['pawnsideways', 6],
  ['hoppelpoppel', 6],
  ['newzealand', 6],
  ['grasshopper', 5],
  ['wildebeest-schmittberger', 4],
];

interface Timed {
  /** Wall-clock seconds. */
  seconds: number;
  /** CPU seconds of this process: the fairer figure on a shared machine. */
  cpuSeconds: number;
}

interface TableRow {
  slug: string;
  depth: number;
  nodes: number;
  bulk: Timed;
  full: Timed;
  native: NativeMeasure;
}

const mnps = (nodes: number, seconds: number) => (nodes / seconds / 1e6).toFixed(1);

function timed(fn: () => number): Timed & { result: number } {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const result = fn();
  const seconds = (performance.now() - t) / 1000;
  const u = process.cpuUsage(cpu);
  return { result, seconds, cpuSeconds: (u.user + u.system) / 1e6 };
}

/** Runs the table; returns the number of node-count mismatches. */
export async function nativeTable(lower: number, json: boolean): Promise<number> {
  const native = await nativeFromEnv();
  let failures = 0;
  const rows: TableRow[] = [];
  try {
    if (!json) {
      console.log(`native: ${native ? native.name : 'none (set FAIRY_STOCKFISH=/path/to/fairy-stockfish)'}\n`);
      console.log('M nodes/s by wall-clock; the ratio also by CPU time (the fairer one on a shared machine)\n');
      console.log('| variant | depth | nodes | native | fairyforge bulk | fairyforge full | bulk / native | by CPU time |');
      console.log('|---|---|---|---|---|---|---|---|');
    }
    for (const [slug, full] of TABLE) {
      const depth = Math.max(1, full - lower);
      const fen = variant(slug).spec.startFen;
      const count = (d: number) => ours.prepare(slug, fen, d, 'bulk')();
      // Warm-up at one ply less (about a thirtieth of the row), then one timed run each. Two plies less (about a
      // thousandth: gothic d3, 25 k leaves) left V8 still compiling the kernel's copy during the timed run, which
      // then took 15-40% longer than a second run (gothic, janus, chess d6, each alone in a process, 2026-12).
      count(Math.max(1, depth - 1));
      const bulk = timed(ours.prepare(slug, fen, depth, 'bulk'));
      const fullRun = timed(ours.prepare(slug, fen, depth, 'full'));
      if (fullRun.result !== bulk.result) {
        failures++;
        console.error(`${slug} d${depth}: bulk ${bulk.result}, full ${fullRun.result}`);
      }
      const nat: NativeMeasure = native
        ? await measureNative(native, slug, fen, depth, 1, count)
        : { na: 'FAIRY_STOCKFISH not set' };
      if ('nodes' in nat && nat.nodes !== bulk.result) {
        failures++;
        console.error(`${slug} d${depth}: fairyforge ${bulk.result}, native ${nat.nodes}`);
      }
      const row: TableRow = {
        slug,
        depth,
        nodes: bulk.result,
        bulk: { seconds: bulk.seconds, cpuSeconds: bulk.cpuSeconds },
        full: { seconds: fullRun.seconds, cpuSeconds: fullRun.cpuSeconds },
        native: nat,
      };
      rows.push(row);
      if (json) console.log(JSON.stringify(row));
      else console.log(formatRow(row));
    }
  } finally {
    native?.close();
  }
  return failures;
}

function formatRow(r: TableRow): string {
  const n = r.native;
  const nat = 'na' in n ? `n/a: ${n.na}` : mnps(n.nodes, n.seconds);
  const ratio = 'na' in n ? '' : `${(n.seconds / r.bulk.seconds).toFixed(2)}×`;
  const cpu = 'na' in n || n.cpuSeconds === null ? '' : `${(n.cpuSeconds / r.bulk.cpuSeconds).toFixed(2)}×`;
  return `| ${r.slug} | ${r.depth} | ${r.nodes} | ${nat} | ${mnps(r.nodes, r.bulk.seconds)} | ${mnps(r.nodes, r.full.seconds)} | ${ratio} | ${cpu} |`;
}
