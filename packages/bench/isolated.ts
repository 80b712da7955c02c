/**
 * Each library's perft measured in a fresh process of its own.
 *
 * Why: with ffish's WebAssembly loaded into the same process, fairyforge's
 * perft ran about 20% slower (chess perft 5 with every leaf made: 0.41 s
 * alone, 0.49 s beside ffish; bulk 0.169 s against 0.199 s) and chessops about
 * 3% slower, measured on one machine in alternation. The ratios `pnpm bench`
 * prints are meant to compare libraries, not the cost of sharing a V8 isolate
 * with a large WebAssembly module, so the parent process only schedules: it
 * starts one child per case, mode and library, and each child loads only what
 * it measures (ffish's WebAssembly only in ffish's children).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchCases, caseLabel, type Case } from './cases.ts';
import { measure, ours, variant } from './measure.ts';
import { chessJs, chessops, ffishPeer, ffishSupports, loadFfish, type Mode, type Peer } from './peers.ts';

/** The libraries by the names the table prints; ffish's is a promise because its WebAssembly loads asynchronously. */
const PEERS: Record<string, () => Peer | Promise<Peer>> = {
  fairyforge: () => ours,
  chessops: () => chessops,
  'chess.js': () => chessJs,
  ffish: async () => ffishPeer(await loadFfish()),
};
export const LIBRARIES = Object.keys(PEERS);

export interface PeerFigure {
  nodes: number;
  seconds: number;
}

/** The case of a label in a mode, as cases.ts defines it (both processes must agree). */
function caseOf(label: string, mode: Mode, quick: boolean): Case {
  const c = benchCases(quick).find((x) => x[mode] !== undefined && caseLabel(x, x[mode]!) === label);
  if (!c) throw new Error(`no bench case '${label}' in mode ${mode}`);
  return c;
}

/** Whether a library plays a case in a mode (asked in the parent, which never loads ffish). */
export function supports(library: string, variantSlug: string, mode: Mode): boolean {
  if (library === 'ffish') return ffishSupports(variantSlug);
  return (PEERS[library]!() as Peer).supports(variantSlug, mode);
}

/**
 * The child's side: one library, one case, one mode. fairyforge is warmed up by a
 * run of the case itself and timed `runs` times, or more for a short case. The peers are slow on big counts,
 * so a run one ply shallower warms them up (in a fresh process their code, and
 * ffish's WebAssembly, would otherwise be timed while still tiering up), then they
 * run twice (once with --quick). The fastest run counts (measure.ts says why).
 */
export async function measureIn(library: string, label: string, mode: Mode, runs: number, quick: boolean): Promise<PeerFigure> {
  const make = PEERS[library];
  if (!make) throw new Error(`no library '${library}' (one of ${LIBRARIES.join(', ')})`);
  const peer = await make();
  const c = caseOf(label, mode, quick);
  const fen = c.fen ?? variant(c.variant).spec.startFen;
  const depth = c[mode]!;
  const fn = peer.prepare(c.variant, fen, depth, mode);
  if (peer === ours) {
    // A short case (duck d2: 0.4 M nodes, a few ms) is over before V8 has compiled the
    // variant's kernel copy at its top tier: repeat it until the runs fill about half a
    // second (at most 60), so that every case reports the speed the code settles at.
    const t = performance.now();
    const warm = fn();
    const once = (performance.now() - t) / 1000;
    const { seconds, result } = measure(fn, Math.min(60, Math.max(runs, Math.ceil(0.5 / Math.max(once, 1e-4)))), false);
    if (result !== warm) throw new Error(`perft of '${label}' changed between runs`);
    return { nodes: result, seconds };
  }
  peer.prepare(c.variant, fen, Math.max(1, depth - 1), mode)();
  const { seconds, result } = measure(fn, quick ? 1 : 2, false);
  return { nodes: result, seconds };
}

/** The parent's side: the same measurement in a fresh process of this bundle. */
export function measureFresh(library: string, label: string, mode: Mode, runs: number, quick: boolean): PeerFigure {
  const self = fileURLToPath(import.meta.url);
  const args = [self, '--measure', library, '--label', label, '--mode', mode, '--runs', String(runs), ...(quick ? ['--quick'] : [])];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const line = r.stdout.split('\n').find((l) => l.startsWith('{"measured"'));
  if (r.status !== 0 || !line) {
    const why = (r.stderr || r.stdout).trim().split('\n').slice(-3).join(' | ');
    throw new Error(`${library} on '${label}' (${mode}) failed in its own process: ${why || `exit ${r.status}`}`);
  }
  const { nodes, seconds } = JSON.parse(line) as PeerFigure;
  return { nodes, seconds };
}
