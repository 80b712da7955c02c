/**
 * `fairyforge moves`: the legal moves of a position in UCI and SAN, and the
 * result when the game is over there (judged from the position alone: mate,
 * stalemate, the move rule by the FEN's halfmove clock, insufficient
 * material; repetition needs a game's history).
 */
import { makeFen, makeUci, outcome, sanMoves } from '@fairyforge/core';
import { onePositional, parse } from './args.ts';
import { movesSpec } from './commandSpecs.ts';
import { positionAfterMoves } from './movesOption.ts';
import type { Io } from './output.ts';
import { positionOrExit, variantOrExit } from './variant.ts';

export function movesCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, movesSpec.options);
  const v = variantOrExit(onePositional(positionals), io);
  const pos = positionOrExit(v, values.fen, io);
  positionAfterMoves(pos, values.moves, io);
  const moves = sanMoves(pos).map(({ move, san }) => ({ uci: makeUci(pos, move), san }));
  const o = outcome(pos);
  if (values.json) {
    io.out(JSON.stringify({ fen: makeFen(pos), moves, outcome: o ? { result: o.result, reason: o.reason } : null }));
    return 0;
  }
  for (const m of moves) io.out(`${m.uci} ${m.san}`);
  if (o) io.out(`result ${o.result} (${o.reason})`);
  return 0;
}
