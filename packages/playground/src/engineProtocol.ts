/** Messages between the page and the engine worker (engine.worker.ts). */
export interface VariantRef {
  /** The variant file's text and name: the worker loads it itself (compiled variants do not cross to a worker). */
  readonly text: string;
  readonly name: string;
}

export type WorkerRequest =
  | { readonly id: number; readonly kind: 'search'; readonly variant: VariantRef; readonly startFen: string; readonly moves: readonly string[]; readonly depth?: number; readonly movetime?: number; readonly seed: number }
  | { readonly id: number; readonly kind: 'perft'; readonly variant: VariantRef; readonly fen: string; readonly maxDepth: number; readonly budgetMs: number };

export type WorkerReply =
  | { readonly id: number; readonly kind: 'bestmove'; readonly uci: string | null; readonly depth: number; readonly nodes: number; readonly ms: number; readonly score: number }
  | { readonly id: number; readonly kind: 'perft'; readonly depth: number; readonly nodes: number; readonly ms: number }
  | { readonly id: number; readonly kind: 'done' }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };
