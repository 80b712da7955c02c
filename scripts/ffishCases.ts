/**
 * Perft cases for a variant with no oracle file, computed by ffish (Fairy-Stockfish
 * compiled to WebAssembly, the bench package's devDependency) and written in the
 * oracle's JSON-lines format to test/ffish/<slug>.jsonl (see test/ffish/README.md).
 *
 *   pnpm exec tsx scripts/ffishCases.ts <slug> [--builtin NAME] [--playouts N] [--seed S] [--max-nodes N] [--max-depth D] [--fen FEN]... [--line MOVES]... [--wall-or-move]
 *
 * The rules come from test/ffish/ini/<slug>.ini (an INI section for
 * ffish.loadVariantConfig; the section's name is the variant ffish plays), or
 * with --builtin from one of ffish's built-in variants by name. The cases: the
 * start position, each --fen, each --line (the position its moves, UCI and
 * space-separated, reach from the start), and --playouts positions reached by
 * seeded random legal moves; each to the deepest depth whose count stays near
 * --max-nodes. --wall-or-move (atlantis): ffish 0.7.10 writes every piece's
 * move of a wallOrMove variant with a wall it does not place, on the first
 * square (`e2e4,e4a1`); the cases write such a move alone (`e2e4`), as
 * Fairy-Stockfish writes it since, and keep a wall alone as it is (`a1a1,a1d3`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ffishPerft, loadFfish, type Ffish, type FfishBoard } from '../packages/bench/peers.ts';
import { mulberry32 as random } from '@fairyforge/engine'; // seeded, so a run is reproducible from its seed

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT_DIR = `${ROOT}test/ffish/`;

/** --wall-or-move: a piece's move (its two squares differ) without the wall ffish 0.7.10 writes after it but does not place. */
let plainMoves = false;
function written(m: string): string {
  if (!plainMoves) return m;
  const comma = m.indexOf(',');
  const squares = /^([a-z][0-9]+)([a-z][0-9]+)/.exec(m);
  return comma > 0 && squares && squares[1] !== squares[2] ? m.slice(0, comma) : m;
}

function moves(board: FfishBoard): string[] {
  const list = board.legalMoves();
  return list === '' ? [] : list.split(' ');
}

function divide(board: FfishBoard, depth: number): { nodes: number; divide: Record<string, number> } {
  const result: Record<string, number> = {};
  let nodes = 0;
  for (const m of moves(board)) {
    board.push(m);
    const n = depth === 1 ? 1 : ffishPerft(board, depth - 1, true);
    board.pop();
    result[written(m)] = n;
    nodes += n;
  }
  return { nodes, divide: result };
}

interface Options {
  slug: string;
  builtin: string | null;
  playouts: number;
  seed: number;
  maxNodes: number;
  maxDepth: number;
  fens: string[];
  lines: string[][];
  wallOrMove: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { slug: '', builtin: null, playouts: 5, seed: 1, maxNodes: 200_000, maxDepth: 6, fens: [], lines: [], wallOrMove: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--builtin') o.builtin = value();
    else if (a === '--playouts') o.playouts = Number(value());
    else if (a === '--seed') o.seed = Number(value());
    else if (a === '--max-nodes') o.maxNodes = Number(value());
    else if (a === '--max-depth') o.maxDepth = Number(value());
    else if (a === '--fen') o.fens.push(value());
    else if (a === '--line') o.lines.push(value().split(/\s+/).filter((m) => m !== ''));
    else if (a === '--wall-or-move') o.wallOrMove = true;
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else o.slug = a;
  }
  if (!/^[a-z0-9-]+$/.test(o.slug)) throw new Error('usage: ffishCases.ts <slug> [--builtin NAME] [--playouts N] [--seed S] [--max-nodes N] [--max-depth D] [--fen FEN]... [--line MOVES]...');
  return o;
}

/** The variant ffish plays: the built-in name, or the INI file's last section (`[name]` or `[name:parent]`; sections before it are parents it needs). */
function ffishVariant(ff: Ffish, o: Options): string {
  if (o.builtin) return o.builtin;
  const file = `${OUT_DIR}ini/${o.slug}.ini`;
  if (!existsSync(file)) throw new Error(`no ${file} (or pass --builtin NAME)`);
  const ini = readFileSync(file, 'utf8');
  const headers = [...ini.matchAll(/^\[([^\]:]+)(?::[^\]]+)?\]/gm)];
  if (headers.length === 0) throw new Error(`${file}: no [section] header`);
  ff.loadVariantConfig(ini);
  const name = headers[headers.length - 1]![1]!;
  if (!ff.variants().split(' ').includes(name)) throw new Error(`ffish did not load the section [${name}] of ${file}`);
  return name;
}

/**
 * A playout: up to `plies` random legal moves from the start. A position with
 * no legal moves is stepped back from, so each case has moves to count. The
 * moves are kept, so a test can replay them and compare the FEN ffish wrote.
 */
function playout(ff: Ffish, variant: string, plies: number, rnd: () => number): { fen: string; moves: string[] } {
  const board = new ff.Board(variant);
  const played: string[] = [];
  for (let i = 0; i < plies; i++) {
    const list = moves(board);
    if (list.length === 0) break;
    const m = list[Math.floor(rnd() * list.length)]!;
    board.push(m);
    played.push(m);
  }
  if (moves(board).length === 0) {
    board.pop();
    played.pop();
  }
  const fen = board.fen();
  board.delete();
  return { fen, moves: played };
}

/** The position a given line of moves reaches from the start (each must be legal there). */
function played(ff: Ffish, variant: string, line: string[]): { fen: string; moves: string[] } {
  const board = new ff.Board(variant);
  for (const m of line) {
    if (!moves(board).includes(m)) throw new Error(`--line: ${m} is not a legal move in ${board.fen()}`);
    board.push(m);
  }
  const fen = board.fen();
  board.delete();
  return { fen, moves: line };
}

/** How ffish writes a given FEN back, where that differs from the text given (a pocket in its own order, say). */
function rewritten(ff: Ffish, variant: string, fen: string): string | null {
  const board = new ff.Board(variant, fen);
  const written = board.fen();
  board.delete();
  return written === fen ? null : written;
}

/** Deepens while the next depth's count, estimated from the last branching factor, stays under the budget. */
function deepest(ff: Ffish, variant: string, fen: string, o: Options): { depth: number; nodes: number; divide: Record<string, number> } {
  const board = new ff.Board(variant, fen);
  let best = { depth: 1, ...divide(board, 1) };
  let previous = 1;
  while (best.depth < o.maxDepth && best.nodes > 0) {
    const estimate = best.nodes * (best.nodes / previous);
    if (estimate > o.maxNodes) break;
    previous = best.nodes;
    best = { depth: best.depth + 1, ...divide(board, best.depth + 1) };
  }
  board.delete();
  return best;
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  plainMoves = o.wallOrMove;
  const ff = await loadFfish();
  const variant = ffishVariant(ff, o);
  const rnd = random(o.seed);
  const start = new ff.Board(variant);
  // `written`: ffish's writing of a given FEN where it differs; `moves`: a playout's moves from the start.
  const positions: { name: string; fen: string; written?: string; moves?: string[] }[] = [{ name: 'start position', fen: start.fen() }];
  start.delete();
  o.fens.forEach((fen, i) => {
    const written = rewritten(ff, variant, fen);
    positions.push({ name: `given position ${i + 1}`, fen, ...(written === null ? {} : { written }) });
  });
  o.lines.forEach((line, i) => positions.push({ name: `given line ${i + 1}`, ...played(ff, variant, line) }));
  for (let i = 1; i <= o.playouts; i++) {
    const plies = 6 + Math.floor(rnd() * 40);
    positions.push({ name: `playout ${i} (seed ${o.seed}, up to ${plies} plies)`, ...playout(ff, variant, plies, rnd) });
  }
  const lines: string[] = [];
  for (const p of positions) {
    const r = deepest(ff, variant, p.fen, o);
    lines.push(JSON.stringify({ name: p.name, variant: o.slug, fen: p.fen, written: p.written, moves: p.moves?.map(written), depth: r.depth, nodes: r.nodes, divide: r.divide }));
    process.stderr.write(`${p.name}: depth ${r.depth}, ${r.nodes} nodes\n`);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(`${OUT_DIR}${o.slug}.jsonl`, `${lines.join('\n')}\n`);
  process.stderr.write(`wrote test/ffish/${o.slug}.jsonl (${lines.length} cases, ffish variant '${variant}')\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
