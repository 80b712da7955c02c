/** `fairyforge moves`: the legal moves of a position, in UCI. */
import { legalMoves, makeFen, makeUci } from '@fairyforge/core';
import { parse, UsageError } from './args.ts';
import type { Io } from './output.ts';
import { positionOrExit, variantOrExit } from './variant.ts';

export const movesUsage = 'usage: fairyforge moves <variant> [--fen FEN] [--json]';

export function movesCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, { fen: { type: 'string' }, json: { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError(movesUsage);
  const v = variantOrExit(positionals[0]!, io);
  const pos = positionOrExit(v, values.fen, io);
  const ucis = legalMoves(pos).map((m) => makeUci(pos, m));
  if (values.json) io.out(JSON.stringify({ fen: makeFen(pos), moves: ucis.map((uci) => ({ uci })) }));
  else for (const u of ucis) io.out(u);
  return 0;
}
