/**
 * The page's side of the engine worker: one worker for searches and one for
 * perft, each started on first use (so they cost nothing at first load) and
 * replaced when a request is cancelled (a worker stuck in a search cannot be
 * interrupted otherwise).
 */
import type { WorkerReply, WorkerRequest } from './engineProtocol.ts';

type Listener = (r: WorkerReply) => void;
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

export class WorkerChannel {
  private worker: Worker | null = null;
  private nextId = 1;
  private listener: { id: number; fn: Listener } | null = null;

  private start(): Worker {
    const w = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<WorkerReply>) => {
      if (this.listener && e.data.id === this.listener.id) this.listener.fn(e.data);
    };
    w.onerror = (e) => {
      if (this.listener) this.listener.fn({ id: this.listener.id, kind: 'error', message: e.message || 'the engine worker failed' });
    };
    return w;
  }

  /** Sends a request; `fn` hears its replies until the next request or `cancel`. */
  send(req: Request, fn: Listener): void {
    this.worker ??= this.start();
    const id = this.nextId++;
    this.listener = { id, fn };
    this.worker.postMessage({ ...req, id } as WorkerRequest);
  }

  /** Drops the current request: its worker is ended and a fresh one starts on the next request. */
  cancel(): void {
    if (!this.listener) return;
    this.listener = null;
    this.worker?.terminate();
    this.worker = null;
  }

  /** Whether a request is waiting for its answer. */
  get busy(): boolean {
    return this.listener !== null;
  }

  /** Marks the current request answered. */
  finish(): void {
    this.listener = null;
  }
}
