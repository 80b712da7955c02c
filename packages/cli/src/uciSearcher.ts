/**
 * The UCI command's searches, run on a worker thread (uciWorker.ts) so the
 * command loop stays responsive: `stop` sets a flag the search polls, and
 * `isready` is answered while it thinks.
 */
import type { SearchLimits } from '@fairyforge/engine';
import { Worker } from 'node:worker_threads';

/** Main to worker: one search. */
export interface SearchJob {
  /** What loadVariant takes: a slug or a variant file's path. */
  readonly variant: string;
  readonly fen: string;
  /** UCI moves played from `fen`, checked legal by the main thread. */
  readonly moves: readonly string[];
  readonly limits: SearchLimits;
  /** When `go` arrived (Date.now()): a GUI's clock runs from there, through the thread's start and the variant's loading. */
  readonly issuedAt: number;
  /** One Int32: 1 = stop. */
  readonly stop: SharedArrayBuffer;
}

/** Worker to main: an `info` line, and at the end the best move. */
export type WorkerReply = { readonly info?: string; readonly bestmove?: string };

// From the TypeScript sources a bootstrap registers tsx in the thread first (worker threads do not inherit the main thread's loader).
const fromSources = import.meta.url.endsWith('.ts');
const workerEntry = fromSources ? new URL('./uciWorkerBootstrap.mjs', import.meta.url) : new URL('./uciWorker.js', import.meta.url);
const workerExecArgv = fromSources ? [...process.execArgv, '--conditions=source'] : undefined;

/** The limits with the time already spent since `go` taken off `movetime` (at least 1 ms is left to find a move). */
export function limitsFrom(limits: SearchLimits, issuedAt: number, now: number): SearchLimits {
  if (limits.movetime === undefined) return limits;
  return { ...limits, movetime: Math.max(1, limits.movetime - Math.max(0, now - issuedAt)) };
}

export class Searcher {
  private worker: Worker | null = null;
  private flag = new SharedArrayBuffer(4);
  private done: ((bestmove: string) => void) | null = null;
  private idlers: (() => void)[] = [];

  /** Starts a search; `onInfo` gets each `info` line, `onDone` the best move (UCI, or `(none)`). */
  start(job: Omit<SearchJob, 'stop'>, onInfo: (line: string) => void, onDone: (bestmove: string) => void): void {
    const w = this.thread(onInfo);
    Atomics.store(new Int32Array(this.flag), 0, 0);
    this.done = onDone;
    w.postMessage({ ...job, stop: this.flag } satisfies SearchJob);
  }

  get busy(): boolean {
    return this.done !== null;
  }

  /** Resolves once no search is running. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((done) => this.idlers.push(done));
  }

  /** Asks the running search to end; its best move still arrives through `onDone`. */
  stop(): void {
    Atomics.store(new Int32Array(this.flag), 0, 1);
  }

  /** Forgets what earlier searches learnt (`ucinewgame`). */
  newGame(): void {
    this.worker?.postMessage({ newGame: true });
  }

  async close(): Promise<void> {
    this.stop();
    await this.worker?.terminate();
    this.worker = null;
  }

  private thread(onInfo: (line: string) => void): Worker {
    if (this.worker) {
      this.worker.removeAllListeners('message');
    } else {
      this.worker = new Worker(workerEntry, workerExecArgv ? { execArgv: workerExecArgv } : {});
      this.worker.on('error', (e) => {
        // The thread is gone: the next search starts a new one.
        this.worker = null;
        onInfo(`info string error: the search thread failed: ${e.message}`);
        this.finish('(none)');
      });
    }
    this.worker.on('message', (m: WorkerReply) => {
      if (m.info !== undefined) onInfo(m.info);
      if (m.bestmove !== undefined) this.finish(m.bestmove);
    });
    return this.worker;
  }

  private finish(bestmove: string): void {
    const done = this.done;
    this.done = null;
    done?.(bestmove);
    for (const idle of this.idlers.splice(0)) idle();
  }
}
