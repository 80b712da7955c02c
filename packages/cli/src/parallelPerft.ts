/**
 * Perft split across worker threads: the root moves are dealt out to N
 * workers, each of which loads the variant itself, plays its share of root
 * moves and counts below them. Counts are identical for any N; only the time
 * changes (close to N× on N free cores for deep counts).
 */
import { legalMoves, makeUci, parseFen } from '@fairyforge/core';
import type { LoadedVariant } from '@fairyforge/loader';
import { Worker } from 'node:worker_threads';

export interface WorkerJob {
  readonly file: string;
  readonly fen: string;
  readonly depth: number;
  readonly moves: readonly string[];
}

export interface WorkerResult {
  readonly divide: Record<string, number>;
  readonly error?: string;
}

export async function parallelPerft(v: LoadedVariant, fen: string, depth: number, threads: number): Promise<{ nodes: number; divide: Record<string, number> }> {
  const r = parseFen(v.compiled, fen);
  if (!r.ok) throw new Error(r.error);
  const pos = r.position;
  const roots = legalMoves(pos).map((m) => makeUci(pos, m));
  if (depth <= 0) return { nodes: 1, divide: {} };
  const n = Math.max(1, Math.min(threads, roots.length));
  // Deal moves round-robin so each worker gets a similar mix.
  const shares: string[][] = Array.from({ length: n }, () => []);
  roots.forEach((m, i) => shares[i % n]!.push(m));
  const results = await Promise.all(shares.map((moves) => runWorker({ file: v.file, fen, depth, moves })));
  const divide: Record<string, number> = {};
  for (const res of results) {
    if (res.error) throw new Error(res.error);
    Object.assign(divide, res.divide);
  }
  // Keep the order of the root moves.
  const ordered: Record<string, number> = {};
  let nodes = 0;
  for (const m of roots) {
    ordered[m] = divide[m]!;
    nodes += divide[m]!;
  }
  return { nodes, divide: ordered };
}

/**
 * The worker's entry. From the TypeScript sources (as `pnpm fairyforge` runs),
 * a small JavaScript bootstrap registers the TypeScript loader in the worker
 * first: worker threads do not inherit the loader of the main thread.
 */
const workerEntry = import.meta.url.endsWith('.ts') ? new URL('./perftWorkerBootstrap.mjs', import.meta.url) : new URL('./perftWorker.js', import.meta.url);

function runWorker(job: WorkerJob): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const w = new Worker(workerEntry, { workerData: job });
    w.once('message', (m: WorkerResult) => resolve(m));
    w.once('error', reject);
    w.once('exit', (code) => {
      if (code !== 0) reject(new Error(`perft worker exited with code ${code}`));
    });
  });
}
