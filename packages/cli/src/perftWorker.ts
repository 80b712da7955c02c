/** One perft worker thread: counts the subtrees of the root moves it was given. */
import { parseFen, parseUci, perft } from '@fairyforge/core';
import { loadVariantFile } from '@fairyforge/loader';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerJob, WorkerResult } from './parallelPerft.ts';

function work(job: WorkerJob): WorkerResult {
  const v = loadVariantFile(job.file);
  if (!v.ok) return { divide: {}, error: v.diagnostics[0]?.message ?? 'cannot load the variant' };
  const r = parseFen(v.variant.compiled, job.fen);
  if (!r.ok) return { divide: {}, error: r.error };
  const pos = r.position;
  const divide: Record<string, number> = {};
  for (const uci of job.moves) {
    const m = parseUci(pos, uci);
    if (m === null) return { divide: {}, error: `root move ${uci} is not legal` };
    pos.make(m);
    divide[uci] = perft(pos, job.depth - 1);
    pos.unmake();
  }
  return { divide };
}

parentPort!.postMessage(work(workerData as WorkerJob));
