/** One perft worker thread: loads the variant, then counts the subtree of each root move it is sent. */
import { parseFen, parseUci, perft } from '@fairyforge/core';
import { loadVariantFile } from '@fairyforge/loader';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerJob, WorkerMessage } from './parallelPerft.ts';

const job = workerData as WorkerJob;
const port = parentPort!;
const send = (m: WorkerMessage) => port.postMessage(m);

const v = loadVariantFile(job.file);
const r = v.ok ? parseFen(v.variant.compiled, job.fen) : null;
if (!v.ok) send({ error: v.diagnostics[0]?.message ?? 'cannot load the variant' });
else if (!r!.ok) send({ error: r!.error });
else {
  const pos = r!.position;
  port.on('message', (uci: string) => {
    const m = parseUci(pos, uci);
    if (m === null) {
      send({ error: `root move ${uci} is not legal` });
      return;
    }
    pos.make(m);
    const nodes = perft(pos, job.depth - 1);
    pos.unmake();
    send({ ready: true, move: uci, nodes });
  });
  send({ ready: true });
}
