/**
 * The engine's worker: searches and perft counts run here, so the page never
 * freezes while the computer thinks. It loads the variant from the file text
 * it is sent (cached by text), replays the game's moves and answers.
 */
import './shims/buffer.ts';
import { Game, makeUci, parseFen, perft } from '@fairyforge/core';
import { Engine } from '@fairyforge/engine';
import { loadVariantSource, memoryHost, type LoadedVariant } from '@fairyforge/loader/pure';
import type { VariantRef, WorkerReply, WorkerRequest } from './engineProtocol.ts';

interface Loaded {
  readonly key: string;
  readonly variant: LoadedVariant;
  readonly engine: Engine;
}

let cached: Loaded | null = null;
const host = memoryHost({});
const post = (r: WorkerReply) => (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(r);

function load(ref: VariantRef): Loaded {
  const key = `${ref.name}\n${ref.text}`;
  if (cached?.key === key) return cached;
  const file = `/playground/${ref.name}.md`;
  host.set(file, ref.text);
  const r = loadVariantSource(ref.text, file, { host });
  if (!r.ok) throw new Error(r.diagnostics[0]?.message ?? 'the variant does not load');
  cached = { key, variant: r.variant, engine: new Engine(r.variant.compiled) };
  return cached;
}

function search(req: WorkerRequest & { kind: 'search' }): void {
  const { variant, engine } = load(req.variant);
  const g = Game.fromFen(variant.compiled, req.startFen);
  if (!g.ok) throw new Error(g.error);
  for (const m of req.moves) {
    const r = g.game.playText(m);
    if (!r.ok) throw new Error(r.message);
  }
  const limits = req.depth !== undefined ? { depth: req.depth } : { movetime: req.movetime ?? 1000 };
  const r = engine.search(g.game.pos, limits, { seed: req.seed, ...g.game.searchContext() });
  post({ id: req.id, kind: 'bestmove', uci: r.move === null ? null : makeUci(g.game.pos, r.move), depth: r.depth, nodes: r.nodes, ms: r.ms, score: r.score });
}

function countPerft(req: WorkerRequest & { kind: 'perft' }): void {
  const { variant } = load(req.variant);
  const p = parseFen(variant.compiled, req.fen);
  if (!p.ok) throw new Error(p.error);
  const t0 = performance.now();
  for (let d = 1; d <= req.maxDepth; d++) {
    const t = performance.now();
    const nodes = perft(p.position, d);
    const ms = performance.now() - t;
    post({ id: req.id, kind: 'perft', depth: d, nodes, ms });
    // The next depth costs about the branching factor times this one: stop before the budget is blown.
    if (performance.now() - t0 + ms * 20 > req.budgetMs) break;
  }
  post({ id: req.id, kind: 'done' });
}

self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const req = e.data;
  try {
    if (req.kind === 'search') search(req);
    else countPerft(req);
  } catch (err) {
    post({ id: req.id, kind: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
