/**
 * `pnpm bench --native-table --all`: every shipped variant beside native
 * Fairy-Stockfish (FAIRY_STOCKFISH), bulk perft from the start position.
 *
 * The engine plays a variant by its built-in name when it has one that counts
 * as fairyforge does, else by the section `export-ini` writes for it (all of
 * them given to the engine in one file through VariantPath, named
 * `ff-<slug>`). Each is probed first at a shallow depth, from the start FEN
 * and then from the engine's own start position (`startpos`, for a FEN it
 * reads otherwise); a variant no way agrees on is listed with why.
 *
 * The depth is chosen per variant from fairyforge's own counts, ply by ply,
 * so that the timed count lands near 1–10 M nodes: the deepest ply whose
 * count stays under 1 M unless the next, predicted from the last ply's
 * growth, would pass 15 M (and, where the tree stops growing, the depth of
 * its largest count; under 100 000 nodes there is nothing to time). `--lower N` takes N plies off (a quicker look).
 * One timed run each side after the depth search (which warms fairyforge's
 * kernel copy up); the ratio is given by wall-clock and by CPU time, the
 * fairer one on a shared machine.
 */
import { bundledSlugs, exportIni } from '@fairyforge/loader';
import { ours, variant } from './measure.ts';
import { nativeFromEnv, type NativeEngine } from './native.ts';

/** fairyforge slug → the engine's built-in variant, where the names differ (the seed comes from native.ts's section). */
const BUILT_IN: Record<string, string> = { wildebeest: 'fairyforge-wildebeest' };

/** Counts this big are timed; the search stops before a ply predicted past NEXT_LIMIT. */
const TARGET = 1e6;
const NEXT_LIMIT = 15e6;
const MAX_DEPTH = 12;
/** Fewer nodes than this are no timing (a finite game tree, as hexapawn's). */
const MIN_NODES = 1e5;

interface Played {
  slug: string;
  /** The engine's variant and how the position was given. */
  as: string;
  depth: number;
  nodes: number;
  native: Sum;
  ours: Sum;
}
interface NotPlayed {
  slug: string;
  na: string;
}
type AllRow = Played | NotPlayed;

/**
 * Runs of one side are repeated until they add up to MIN_SECONDS (at most
 * MAX_RUNS), and the sums compared: the engine's CPU time is read in 10 ms
 * ticks, too coarse for one run of a million nodes.
 */
const MIN_SECONDS = 0.5;
const MAX_RUNS = 8;

interface Sum {
  result: number;
  runs: number;
  seconds: number;
  /** Null when the engine's CPU time cannot be read. */
  cpuSeconds: number | null;
}

async function repeated(run: () => Promise<{ result: number; seconds: number; cpuSeconds: number | null }>): Promise<Sum> {
  const sum: Sum = { result: 0, runs: 0, seconds: 0, cpuSeconds: 0 };
  while (sum.runs < MAX_RUNS && sum.seconds < MIN_SECONDS) {
    const r = await run();
    sum.result = r.result;
    sum.runs++;
    sum.seconds += r.seconds;
    sum.cpuSeconds = sum.cpuSeconds === null || r.cpuSeconds === null ? null : sum.cpuSeconds + r.cpuSeconds;
  }
  return sum;
}

function timed(fn: () => number): { result: number; seconds: number; cpuSeconds: number } {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const result = fn();
  const seconds = (performance.now() - t) / 1000;
  const u = process.cpuUsage(cpu);
  return { result, seconds, cpuSeconds: (u.user + u.system) / 1e6 };
}

/**
 * fairyforge's counts at depth 1, 2, … as far as the search went, and the
 * chosen depth: the last, or, where the game tree ends (a count that stops
 * growing: hexapawn's games end within a few plies), the depth of the largest.
 */
export function chooseDepth(count: (depth: number) => number, target = TARGET, nextLimit = NEXT_LIMIT): { counts: number[]; depth: number } {
  const counts = [1, count(1)];
  for (let d = 1; d < MAX_DEPTH; d++) {
    const cur = counts[d]!;
    if (cur >= target || cur <= counts[d - 1]!) break;
    const predicted = (cur * cur) / counts[d - 1]!;
    if (predicted > nextLimit && cur >= target / 10) break;
    counts.push(count(d + 1));
  }
  let depth = counts.length - 1;
  for (let d = 1; d < counts.length; d++) if (counts[d]! > counts[depth]!) depth = d;
  return { counts, depth };
}

/**
 * export-ini writes most non-pawn, non-royal types as `customPieceN = x:<Betza>`.
 * A custom piece whose Betza is exactly an orthodox piece's is given here by the
 * engine's own name (`queen = q`): the same piece, as a user would write it. (The
 * native 14.0.1 crashes once blamed on such lines came from `castlingRookPieces`,
 * which that build does not read: export-ini now writes a castling rook as `rook`.)
 */
const NAMED: Record<string, string> = { Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' };
export function withNamedPieces(section: string): string {
  return section.replace(/^customPiece\d+ = ([a-z]):([QRBN])$/gm, (_, letter: string, betza: string) => `${NAMED[betza]} = ${letter}`);
}

/** The exported sections (named ff-<slug>) and, per slug, why none was written. */
function exportAll(slugs: readonly string[]): { ini: string; refused: Map<string, string> } {
  const sections: string[] = [];
  const refused = new Map<string, string>();
  for (const slug of slugs) {
    const r = exportIni(variant(slug), `ff-${slug}`);
    if (r.ok) sections.push(withNamedPieces(r.text));
    else refused.set(slug, `export-ini refuses: ${r.problems.map((p) => p.rule).join(', ')}`);
  }
  return { ini: sections.join('\n'), refused };
}

/** The first way the engine plays the variant with fairyforge's count at `probe` plies, or why none does. */
async function findWay(
  engine: NativeEngine,
  slug: string,
  fen: string,
  probe: number,
  expected: number,
  refused: string | undefined,
): Promise<{ name: string; position: string } | { why: string }> {
  const why: string[] = [];
  const names = [BUILT_IN[slug] ?? slug, `ff-${slug}`];
  for (const name of names) {
    if (!engine.has(name)) {
      why.push(name.startsWith('ff-') ? (refused ?? `the engine did not load section ${name}`) : `no built-in '${name}'`);
      continue;
    }
    const counted: string[] = [];
    for (const position of [`fen ${fen}`, 'startpos']) {
      const r = await engine.perftIn(name, position, probe, 60_000);
      if (r.nodes === expected) return { name, position };
      counted.push(`${r.nodes} from ${position === 'startpos' ? 'startpos' : 'the FEN'}`);
    }
    why.push(`${name} counts ${counted.join(', ')} at depth ${probe} (fairyforge ${expected})`);
  }
  return { why: why.join('; ') };
}

/** Measures one variant; a thrown error (a FEN fairyforge cannot read, an engine that died) becomes its reason. */
async function measureOne(engine: NativeEngine, slug: string, lower: number, refused: string | undefined): Promise<AllRow> {
  const fen = variant(slug).spec.startFen;
  const count = (d: number) => ours.prepare(slug, fen, d, 'bulk')();
  const { counts, depth: chosen } = chooseDepth(count);
  const depth = Math.max(1, chosen - lower);
  if (counts[chosen]! < MIN_NODES) return { slug, na: `too few nodes to time: the game tree ends (at most ${counts[chosen]} nodes, at depth ${chosen})` };
  const probe = Math.min(depth, counts[3] !== undefined && counts[3] <= 2e6 ? 3 : 2);
  const way = await findWay(engine, slug, fen, probe, counts[probe] ?? count(probe), refused);
  if ('why' in way) return { slug, na: way.why };
  const mine = await repeated(async () => timed(() => count(depth)));
  const nat = await repeated(async () => {
    const r = await engine.perftIn(way.name, way.position, depth, 300_000);
    return { result: r.nodes, seconds: r.seconds, cpuSeconds: r.cpuSeconds };
  });
  return { slug, as: `${way.name}${way.position === 'startpos' ? ' (startpos)' : ''}`, depth, nodes: mine.result, native: nat, ours: mine };
}

const mnps = (nodes: number, s: Sum) => ((nodes * s.runs) / s.seconds / 1e6).toFixed(1);
/** fairyforge's speed over native's, by CPU time (null where unreadable) and by wall-clock. */
const perRun = (s: Sum, cpu: boolean) => ((cpu ? s.cpuSeconds! : s.seconds) / s.runs);
const cpuRatio = (r: Played) => (r.native.cpuSeconds === null ? null : perRun(r.native, true) / Math.max(perRun(r.ours, true), 1e-4));
const wallRatio = (r: Played) => perRun(r.native, false) / perRun(r.ours, false);

function formatRow(r: Played): string {
  const cpu = cpuRatio(r);
  const nodes = r.native.result === r.nodes ? `${r.nodes}` : `${r.nodes} (native ${r.native.result})`;
  return `| ${r.slug} | ${r.as} | ${r.depth} | ${nodes} | ${mnps(r.nodes, r.native)} | ${mnps(r.nodes, r.ours)} | ${wallRatio(r).toFixed(2)}× | ${cpu === null ? '' : `${cpu.toFixed(2)}×`} |`;
}

/** Runs the table over every shipped variant (or those whose slug contains `filter`); returns the number of node-count mismatches. */
export async function nativeTableAll(lower: number, json: boolean, filter?: string): Promise<number> {
  const slugs = bundledSlugs().filter((s) => filter === undefined || s.includes(filter));
  const { ini, refused } = exportAll(slugs);
  const start = async () => {
    const e = await nativeFromEnv(process.env, ini);
    if (!e) throw new Error('--native-table --all needs FAIRY_STOCKFISH=/path/to/fairy-stockfish');
    return e;
  };
  let engine = await start();
  let failures = 0;
  const rows: AllRow[] = [];
  try {
    if (!json) {
      console.log(`native: ${engine.name}; ${slugs.length} variants\n`);
      console.log('| variant | native as | depth | nodes | native M nodes/s | fairyforge bulk M nodes/s | ratio (wall) | ratio (CPU) |');
      console.log('|---|---|---|---|---|---|---|---|');
    }
    for (const slug of slugs) {
      let row: AllRow;
      try {
        row = await measureOne(engine, slug, lower, refused.get(slug));
      } catch (e) {
        // An engine that crashed or stopped answering (on a section it reads otherwise) is started afresh for the next variant.
        row = { slug, na: `the engine failed: ${(e as Error).message}` };
        engine.close();
        engine = await start();
      }
      if ('nodes' in row && row.native.result !== row.nodes) {
        failures++;
        console.error(`${slug} d${row.depth}: fairyforge ${row.nodes}, native ${row.native.result}`);
      }
      rows.push(row);
      if (json) console.log(JSON.stringify(row));
      else if ('nodes' in row) console.log(formatRow(row));
    }
  } finally {
    engine.close();
  }
  if (!json) summary(rows);
  return failures;
}

function summary(rows: readonly AllRow[]): void {
  const played = rows.filter((r): r is Played => 'nodes' in r);
  const by = (limit: number) => played.filter((r) => (cpuRatio(r) ?? wallRatio(r)) < limit).map((r) => r.slug);
  console.log(`\nplayed by both: ${played.length} of ${rows.length}`);
  console.log(`under 1.0× native (CPU time): ${by(1).join(', ') || 'none'}`);
  console.log(`under 1.5× native (CPU time): ${by(1.5).join(', ') || 'none'}`);
  const differ = played.filter((r) => r.native.result !== r.nodes).map((r) => `${r.slug} d${r.depth}`);
  if (differ.length) console.log(`counts differ at the timed depth (agreeing at the probe): ${differ.join(', ')}`);
  const na = rows.filter((r): r is NotPlayed => 'na' in r);
  if (na.length) {
    console.log(`\nnot played by the engine (${na.length}):`);
    for (const r of na) console.log(`- ${r.slug}: ${r.na}`);
  }
}
