/**
 * The UCI command's search thread: the search runs here so that the main
 * thread keeps reading commands (`stop`, `isready`) while it thinks. It loads
 * each variant itself, keeps one engine per variant (its transposition
 * table survives between moves), and stops when the main thread sets the
 * shared flag.
 */
import { Game, makeUci, parseUci } from '@fairyforge/core';
import { Engine, MATE, type SearchResult } from '@fairyforge/engine';
import { loadVariant } from '@fairyforge/loader';
import { parentPort } from 'node:worker_threads';
import { limitsFrom, type SearchJob, type WorkerReply } from './uciSearcher.ts';

const port = parentPort!;
const send = (m: WorkerReply) => port.postMessage(m);
const engines = new Map<string, Engine>();

function engineFor(key: string): { engine: Engine; game: (fen: string) => Game } | string {
  const r = loadVariant(key);
  if (!r.ok) return r.diagnostics[0]?.message ?? `cannot load ${key}`;
  let engine = engines.get(key);
  if (!engine) engines.set(key, (engine = new Engine(r.variant.compiled)));
  const compiled = r.variant.compiled;
  return {
    engine,
    game: (fen) => {
      const g = Game.fromFen(compiled, fen);
      if (!g.ok) throw new Error(g.error);
      return g.game;
    },
  };
}

/** An `info` line for an iteration, in centipawns or moves to mate. */
function infoLine(game: Game, r: SearchResult): string {
  const score = Math.abs(r.score) >= MATE - 1000 ? `mate ${r.score > 0 ? Math.ceil((MATE - r.score) / 2) : -Math.ceil((MATE + r.score) / 2)}` : `cp ${r.score}`;
  const ms = Math.max(1, Math.round(r.ms));
  // The line is written from the root: replaying it keeps each move's notation right for its position.
  const pv: string[] = [];
  for (const m of r.pv) {
    pv.push(makeUci(game.pos, m));
    game.pos.make(m);
  }
  for (let i = 0; i < r.pv.length; i++) game.pos.unmake();
  return `info depth ${r.depth} score ${score} nodes ${r.nodes} nps ${Math.round((r.nodes * 1000) / ms)} time ${ms} pv ${pv.join(' ')}`;
}

port.on('message', (job: SearchJob | { newGame: true }) => {
  if ('newGame' in job) {
    for (const e of engines.values()) e.reset();
    return;
  }
  try {
    const found = engineFor(job.variant);
    if (typeof found === 'string') throw new Error(found);
    const game = found.game(job.fen);
    for (const u of job.moves) game.play(parseUci(game.pos, u)!);
    const flag = new Int32Array(job.stop);
    const r = found.engine.search(game.pos, limitsFrom(job.limits, job.issuedAt, Date.now()), {
      ...game.searchContext(),
      stop: () => Atomics.load(flag, 0) === 1,
      onIteration: (it) => send({ info: infoLine(game, it) }),
    });
    send({ bestmove: r.move === null ? '(none)' : makeUci(game.pos, r.move) });
  } catch (e) {
    send({ info: `info string error: ${e instanceof Error ? e.message : String(e)}`, bestmove: '(none)' });
  }
});
