/** `fairyforge perft`: node counts with divide, from a variant or from an oracle case file. */
import { makeFen } from '@fairyforge/core';
import { availableParallelism } from 'node:os';
import { intOption, onePositional, parse, UsageError } from './args.ts';
import { perftSpec } from './commandSpecs.ts';
import { positionAfterMoves } from './movesOption.ts';
import type { Io } from './output.ts';
import { parallelPerft } from './parallelPerft.ts';
import { MAX_PERFT_DEPTH, runCases } from './perftCases.ts';
import { countPerft, formatNps, type CountResult } from './perftCount.ts';
import { progressFor } from './progress.ts';
import { positionOrExit, variantOrExit } from './variant.ts';

export { formatNps, divideDiff } from './perftCount.ts';
export { MAX_CASES_BYTES, MAX_PERFT_DEPTH } from './perftCases.ts';

/** Options that only make sense when counting one position; --cases refuses them. */
const POSITION_ONLY = ['depth', 'fen', 'moves', 'divide', 'threads', 'full'] as const;

export function perftCommand(argv: string[], io: Io): number | Promise<number> {
  const { values, positionals } = parse(argv, perftSpec.options);
  const progress = progressFor(io, values.quiet);
  if (values.cases !== undefined) {
    if (positionals.length) throw new UsageError('--cases takes no variant argument');
    const extra = POSITION_ONLY.find((o) => values[o] !== undefined);
    if (extra) throw new UsageError(`--${extra} does not go with --cases (each case gives its own position and depth)`);
    return runCases(values.cases, { deep: values.deep === true, json: values.json === true, progress }, io);
  }
  if (values.deep) throw new UsageError('--deep goes with --cases');
  const name = onePositional(positionals);
  const depth = intOption(values.depth, 'depth', 0, MAX_PERFT_DEPTH);
  if (depth === undefined) throw new UsageError('--depth is required');
  // One worker per core at most: more only compete for the same cores (and each costs a start-up and memory).
  const threads = Math.min(intOption(values.threads, 'threads', 1) ?? 1, availableParallelism());
  if (threads > 1 && values.full) throw new UsageError('--full is measured on one thread; leave out --threads');
  const v = variantOrExit(name, io);
  const pos = positionOrExit(v, values.fen, io);
  positionAfterMoves(pos, values.moves, io);
  const fen = makeFen(pos);
  const mode = values.full ? 'full' : 'bulk';
  const print = (result: CountResult, seconds: number): number => {
    progress.done();
    const nps = seconds > 0 ? Math.round(result.nodes / seconds) : 0;
    if (values.json) {
      io.out(JSON.stringify({ variant: v.slug, fen, depth, nodes: result.nodes, ...(values.divide && result.divide ? { divide: result.divide } : {}), seconds, nps, threads, mode }));
      return 0;
    }
    if (values.divide && result.divide) for (const [m, n] of Object.entries(result.divide)) io.out(`${m}: ${n}`);
    io.out(`nodes ${result.nodes}  time ${seconds.toFixed(3)} s  ${formatNps(nps)}${threads > 1 ? `  (${threads} threads)` : ''}${values.full ? '  (every leaf made)' : ''}`);
    return 0;
  };
  const t0 = performance.now();
  if (threads > 1) {
    const onMove = (done: number, total: number) => progress.update(`perft depth ${depth}: ${done}/${total} root moves counted`);
    return parallelPerft(v, fen, depth, threads, onMove).then((r) => print(r, (performance.now() - t0) / 1000));
  }
  const result = countPerft(pos, depth, { divide: values.divide === true, full: values.full === true, progress, label: 'perft ' });
  return print(result, (performance.now() - t0) / 1000);
}
