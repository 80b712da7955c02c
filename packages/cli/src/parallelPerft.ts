/**
 * Perft split across threads: the main thread and N - 1 workers take root
 * moves from a shared queue (so a thread that drew short subtrees simply
 * takes more) and count below each. Each worker loads the variant itself.
 * Counts are identical for any number of threads; only the time changes —
 * close to N× on N free cores once the count is deep enough to dwarf a
 * worker's start (about a second when running from the TypeScript sources),
 * during which the main thread is already counting.
 */
import { legalMoves, makeUci, parseFen, perft } from '@fairyforge/core';
import type { LoadedVariant } from '@fairyforge/loader';
import { Worker } from 'node:worker_threads';

/** What a worker is started with. */
export interface WorkerJob {
  readonly file: string;
  readonly fen: string;
  readonly depth: number;
}

/** Worker to main: ready for a move (with the last result), or a failure. */
export type WorkerMessage = { readonly ready: true; readonly move?: string; readonly nodes?: number } | { readonly error: string };

/**
 * The worker's entry. From the TypeScript sources (as `pnpm fairyforge` runs),
 * a small JavaScript bootstrap registers the TypeScript loader in the worker
 * first: worker threads do not inherit the loader of the main thread.
 */
const fromSources = import.meta.url.endsWith('.ts');
const workerEntry = fromSources ? new URL('./perftWorkerBootstrap.mjs', import.meta.url) : new URL('./perftWorker.js', import.meta.url);
/** From the sources, the worker resolves the workspace's packages to their sources too, whatever started this process (a test runner, tsx). */
const workerExecArgv = fromSources ? [...process.execArgv, '--conditions=source'] : undefined;

/** `onMove(done, total)` is called as each root move's count arrives (for progress). */
export async function parallelPerft(
  v: LoadedVariant,
  fen: string,
  depth: number,
  threads: number,
  onMove: (done: number, total: number) => void = () => {},
): Promise<{ nodes: number; divide: Record<string, number> }> {
  const r = parseFen(v.compiled, fen);
  if (!r.ok) throw new Error(r.error);
  const pos = r.position;
  const roots = legalMoves(pos);
  const ucis = roots.map((m) => makeUci(pos, m));
  if (depth <= 0) return { nodes: 1, divide: {} };
  const queue = [...roots.keys()];
  let counted = 0;
  // Results from the main thread and the workers alike go through record(), which reports progress.
  const divide: Record<string, number> = {};
  const record = (uci: string, nodes: number) => {
    divide[uci] = nodes;
    onMove(++counted, roots.length);
  };
  const n = Math.max(1, Math.min(threads, roots.length));
  // The main thread counts too: it starts at once, while the workers are still
  // starting up, so N threads means N - 1 workers.
  const workers = Array.from({ length: n - 1 }, () => runWorker({ file: v.file, fen, depth }, queue, ucis, record));
  let failure: unknown = null;
  workers.forEach((w) => w.catch((e: unknown) => (failure ??= e)));
  for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
    pos.make(roots[i]!);
    const nodes = perft(pos, depth - 1);
    pos.unmake();
    record(ucis[i]!, nodes);
    if (failure) throw failure;
    // Let the workers' messages in: they take the next moves from the queue.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(workers);
  // Report in the order of the root moves.
  const ordered: Record<string, number> = {};
  let nodes = 0;
  for (const m of ucis) {
    ordered[m] = divide[m]!;
    nodes += divide[m]!;
  }
  return { nodes, divide: ordered };
}

/**
 * A worker is kept one move ahead: it always has the next root move waiting,
 * so it never idles while the main thread is busy counting.
 */
function runWorker(job: WorkerJob, queue: number[], ucis: readonly string[], record: (uci: string, nodes: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const w = new Worker(workerEntry, { workerData: job, ...(workerExecArgv ? { execArgv: workerExecArgv } : {}) });
    let pending = 0;
    let failed = false;
    const feed = () => {
      const next = queue.shift();
      if (next === undefined) return false;
      pending++;
      w.postMessage(ucis[next]);
      return true;
    };
    w.on('message', (msg: WorkerMessage) => {
      if ('error' in msg) {
        failed = true;
        reject(new Error(msg.error));
        void w.terminate();
        return;
      }
      if (msg.move === undefined) {
        feed(); // ready: two moves to start with
        feed();
      } else {
        pending--;
        record(msg.move, msg.nodes!);
        feed();
      }
      if (pending === 0) void w.terminate().then(() => resolve());
    });
    w.once('error', (e) => {
      failed = true;
      reject(e);
    });
    w.once('exit', (code) => {
      if (!failed && code !== 0 && code !== 1) reject(new Error(`perft worker exited with code ${code}`));
    });
  });
}
