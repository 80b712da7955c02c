/**
 * Makruk's counting rules (and Ouk Chaktrang's and ASEAN's), as
 * Fairy-Stockfish states them. Once no pawn is left, or a side is down to its
 * king, a count starts for the weaker side; when it passes its limit the game
 * is drawn, unless the side to move is checkmated. Limit and count are in
 * plies, kept by the kernel's make/unmake (kernel/counting.ts, where the
 * start rules and the limits are), and written in the FEN's e.p. and
 * halfmove fields while a count runs. They change no move, so perft is the
 * same with or without them.
 */
import { kernelRules } from '../kernel/select.ts';
import { DRAW, type Outcome, type RuleModule } from './module.ts';

const COUNTED_OUT: Outcome = { result: DRAW, reason: 'counting' };

export const countingRule: RuleModule = {
  name: 'counting',
  summary: "Makruk's counting: when the count of a weaker side passes its limit, the game is drawn.",
  uses: kernelRules.counting.uses,
  kernel: kernelRules.counting,
  result: (pos) => countedOut(pos),
  searchResult: (pos) => countedOut(pos),
  where: {
    spec: ['counting', 'countingPieces'],
    loader: ['packages/loader/src/types.ts#counting', 'packages/loader/src/resolveCounting.ts#resolveCountingRules'],
    compile: ['packages/core/src/compile/counting.ts#compileCounting'],
    kernel: ['packages/core/src/kernel/counting.ts#countingPart', 'packages/core/src/kernel/counting.ts#noCountingPart'],
    fen: ['packages/core/src/fen.ts#countLimit'],
    notation: [],
    render: [],
    tests: ['test/counting.test.ts#counting', 'variants/makruk.md#counting'],
  },
};

function countedOut(pos: { countLimit: number; countPly: number }): Outcome | null {
  return pos.countLimit !== 0 && pos.countPly > pos.countLimit ? COUNTED_OUT : null;
}
