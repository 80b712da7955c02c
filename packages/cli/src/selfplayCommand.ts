/**
 * `fairyforge selfplay`: the engine plays itself and a summary is printed —
 * results with their reasons and the average length. Every position of every
 * game is also checked: each legal move is made and unmade and must restore
 * the FEN and the Zobrist hash, and the FEN must read back to itself.
 */
import { describeOutcome, Game, makeFen, makePgn, MAX_MOVES, parseFen, type Outcome, type Position } from '@fairyforge/core';
import { Engine } from '@fairyforge/engine';
import { existsSync } from 'node:fs';
import { intOption, onePositional, parse, UsageError } from './args.ts';
import { selfplaySpec } from './commandSpecs.ts';
import { userPath } from './paths.ts';
import { progressFor } from './progress.ts';
import type { Io } from './output.ts';
import { AtomicFile, OutputError } from '@fairyforge/render';
import { ReportedError, variantOrExit } from './variant.ts';

/** Seeded noise per root move, in centipawns, so that games differ from seed to seed. */
const NOISE = 15;

export interface SelfplayGame {
  readonly game: Game;
  readonly outcome: Outcome | null;
  readonly seed: number;
}

/** Make/unmake of every legal move restores the FEN and the hash; the FEN reads back to itself. Returns a problem or null. */
export function checkPosition(pos: Position, buf: Int32Array = new Int32Array(MAX_MOVES)): string | null {
  const fen = makeFen(pos);
  const [lo, hi] = [pos.hashLo, pos.hashHi];
  const again = parseFen(pos.v, fen);
  if (!again.ok) return `FEN does not read back: ${again.error} (${fen})`;
  if (makeFen(again.position) !== fen) return `FEN reads back as ${makeFen(again.position)} (${fen})`;
  const n = pos.generateLegal(buf, 0);
  for (let i = 0; i < n; i++) {
    pos.make(buf[i]!);
    pos.unmake();
    if (makeFen(pos) !== fen || pos.hashLo !== lo || pos.hashHi !== hi) return `make/unmake of move ${buf[i]} does not restore ${fen}`;
  }
  return null;
}

export interface SelfplayOptions {
  readonly games: number;
  readonly depth: number;
  readonly seed: number;
  readonly fen?: string;
  readonly maxPlies: number;
  /** Called after each game. */
  readonly onGame?: (g: SelfplayGame, index: number) => void;
  /** Called before each game starts (for progress). */
  readonly onStart?: (index: number) => void;
  /** Whether to return the games (default true); the command streams them through onGame instead, so memory stays flat. */
  readonly keep?: boolean;
}

/** Plays the games; throws on a consistency failure. Deterministic for given options. */
export function selfplay(engine: Engine, opts: SelfplayOptions): { games: SelfplayGame[]; positions: number; checks: number } {
  const v = engine.v;
  const buf = new Int32Array(MAX_MOVES);
  const games: SelfplayGame[] = [];
  let positions = 0;
  let checks = 0;
  for (let i = 0; i < opts.games; i++) {
    const seed = opts.seed + i;
    opts.onStart?.(i);
    engine.reset();
    const g = Game.fromFen(v, opts.fen ?? v.spec.startFen);
    if (!g.ok) throw new Error(`invalid FEN: ${g.error}`);
    const game = g.game;
    let o = game.outcome();
    for (;;) {
      const problem = checkPosition(game.pos, buf);
      positions++;
      checks += game.legalMoves().length;
      if (problem) throw new Error(`game ${i + 1}, ply ${game.ply}: ${problem}`);
      if (o || game.ply >= opts.maxPlies) break;
      const r = engine.search(game.pos, { depth: opts.depth }, { seed: seed * 1000 + game.ply, noise: NOISE, ...game.searchContext() });
      game.play(r.move!);
      o = game.outcome();
    }
    const done = { game, outcome: o, seed };
    if (opts.keep !== false) games.push(done);
    opts.onGame?.(done, i);
  }
  return { games, positions, checks };
}

export function selfplayCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, selfplaySpec.options);
  const name = onePositional(positionals);
  if (values.games === undefined) throw new UsageError('--games is required');
  const games = intOption(values.games, 'games', 1)!;
  const depth = intOption(values.depth, 'depth', 1) ?? 2;
  const seed = intOption(values.seed, 'seed', 0) ?? 1;
  const maxPlies = intOption(values['max-plies'], 'max-plies', 1) ?? 1000;
  const pgn = values.pgn === undefined ? undefined : userPath(values.pgn);
  if (pgn !== undefined && !values.force && existsSync(pgn)) {
    io.err(`error: ${values.pgn} already exists (use --force to overwrite it)`);
    return 2;
  }
  const v = variantOrExit(name, io);
  if (values.fen !== undefined && !parseFen(v.compiled, values.fen).ok) {
    io.err(`error: invalid FEN for ${v.slug}`);
    throw new ReportedError(1);
  }
  const engine = new Engine(v.compiled);
  const progress = progressFor(io, values.quiet);
  const t0 = performance.now();
  const tally = new Tally();
  // Each game goes to the PGN as it ends, so a long run holds one game in memory, not all of them.
  const file = pgn === undefined ? null : openPgn(pgn, values.force === true, io);
  let run: ReturnType<typeof selfplay>;
  try {
    run = selfplay(engine, {
      games,
      depth,
      seed,
      maxPlies,
      keep: false,
      ...(values.fen !== undefined ? { fen: values.fen } : {}),
      onStart: (i) => progress.update(`selfplay: game ${i + 1} of ${games}`),
      onGame: (g, i) => {
        tally.add(g);
        file?.write((i ? '\n' : '') + makePgn(g.game, { tags: { Event: 'fairyforge selfplay', Round: String(i + 1), White: 'fairyforge engine', Black: 'fairyforge engine' } }));
        if (!values.json) io.out(`game ${i + 1}: ${g.outcome ? describeOutcome(g.outcome) : 'unfinished (ply limit)'}, ${g.game.ply} plies`);
      },
    });
    file?.commit();
  } catch (e) {
    progress.done();
    file?.abort();
    if (e instanceof OutputError) {
      io.err(`error: could not save the PGN: ${e.message}`);
      return 2;
    }
    io.err(`error: consistency check failed: ${(e as Error).message}`);
    return 1;
  }
  progress.done();
  const seconds = (performance.now() - t0) / 1000;
  const { results, reasons } = tally;
  const avg = tally.plies / games;
  if (values.json) {
    io.out(JSON.stringify({ variant: v.slug, games, depth, seed, results, reasons, averagePlies: avg, positionsChecked: run.positions, movesChecked: run.checks, seconds }));
    return 0;
  }
  io.out(`results: White ${results['1-0']}, Black ${results['0-1']}, drawn ${results['1/2-1/2']}${results['*'] ? `, unfinished ${results['*']}` : ''}`);
  io.out(`reasons: ${Object.entries(reasons).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  io.out(`average length: ${avg.toFixed(1)} plies`);
  io.out(`consistency: ${run.positions} positions, ${run.checks} moves made and unmade, every FEN and hash restored`);
  io.out(`time: ${seconds.toFixed(1)} s`);
  if (values.pgn !== undefined) io.out(`saved ${games} game${games > 1 ? 's' : ''} to ${values.pgn}`);
  return 0;
}

/** Results and reasons counted game by game. */
class Tally {
  readonly results: Record<string, number> = { '1-0': 0, '0-1': 0, '1/2-1/2': 0, '*': 0 };
  readonly reasons: Record<string, number> = {};
  plies = 0;
  add(g: SelfplayGame): void {
    this.results[g.outcome?.result ?? '*']!++;
    const why = g.outcome?.reason ?? 'ply-limit';
    this.reasons[why] = (this.reasons[why] ?? 0) + 1;
    this.plies += g.game.ply;
  }
}

function openPgn(pgn: string, force: boolean, io: Io): AtomicFile {
  try {
    return new AtomicFile(pgn, { force });
  } catch (e) {
    if (!(e instanceof OutputError)) throw e;
    io.err(`error: could not save the PGN: ${e.message}`);
    throw new ReportedError(2);
  }
}
