/**
 * Perft split across worker threads. Each worker loads the variant itself,
 * then takes root moves one at a time from a shared queue (so a worker that
 * drew short subtrees simply takes more) and counts below each. Counts are
 * identical for any number of threads; only the time changes — close to N×
 * on N free cores once the count is deep enough to dwarf the workers' start
 * (about a second each when running from the TypeScript sources).
 */
import { legalMoves, makeUci, parseFen } from '@fairyforge/core';
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
const workerEntry = import.meta.url.endsWith('.ts') ? new URL('./perftWorkerBootstrap.mjs', import.meta.url) : new URL('./perftWorker.js', import.meta.url);

export async function parallelPerft(v: LoadedVariant, fen: string, depth: number, threads: number): Promise<{ nodes: number; divide: Record<string, number> }> {
  const r = parseFen(v.compiled, fen);
  if (!r.ok) throw new Error(r.error);
  const pos = r.position;
  const roots = legalMoves(pos).map((m) => makeUci(pos, m));
  if (depth <= 0) return { nodes: 1, divide: {} };
  const queue = [...roots];
  const divide: Record<string, number> = {};
  const n = Math.max(1, Math.min(threads, roots.length));
  await Promise.all(Array.from({ length: n }, () => runWorker({ file: v.file, fen, depth }, queue, divide)));
  // Report in the order of the root moves.
  const ordered: Record<string, number> = {};
  let nodes = 0;
  for (const m of roots) {
    ordered[m] = divide[m]!;
    nodes += divide[m]!;
  }
  return { nodes, divide: ordered };
}

function runWorker(job: WorkerJob, queue: string[], divide: Record<string, number>): Promise<void> {
  return new Promise((resolve, reject) => {
    const w = new Worker(workerEntry, { workerData: job });
    let failed = false;
    w.on('message', (msg: WorkerMessage) => {
      if ('error' in msg) {
        failed = true;
        reject(new Error(msg.error));
        void w.terminate();
        return;
      }
      if (msg.move !== undefined) divide[msg.move] = msg.nodes!;
      const next = queue.shift();
      if (next === undefined) void w.terminate().then(() => resolve());
      else w.postMessage(next);
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
