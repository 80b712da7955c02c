/** n-fold repetition: the same position (side to move, castling rights and e.p. squares included) for the n-th time draws. */
import { gameRules } from '../rules.ts';
import { DRAW, type RuleModule } from './module.ts';

export const repetitionRule: RuleModule = {
  name: 'repetition',
  summary: 'The same position for the n-th time (3 by default) is a draw.',
  uses: (v) => gameRules(v).repetition > 0,
  result(pos, ctx) {
    const n = gameRules(pos.v).repetition;
    return n > 0 && ctx.occurrences >= n ? { result: DRAW, reason: 'repetition' } : null;
  },
  where: {
    spec: ['repetition'],
    loader: ['packages/loader/src/types.ts#repetition', 'packages/loader/src/resolveRules.ts#resolveDrawRules'],
    compile: ['packages/core/src/rules.ts#gameRules'],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/results.test.ts#repetition'],
  },
};
