/**
 * Extinction and bare king: a side left without enough of a piece type (or
 * with its king alone) is out at once — a loss for it in extinction chess,
 * kinglet, three kings, shatranj and courier, a win in losers and antichess.
 */
import { END_BARE_KING, END_EXTINCTION } from '../compile.ts';
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';
import { endedBy } from './nodeStart.ts';

export const extinctionRule: RuleModule = {
  name: 'extinction',
  summary: 'A side with at most `count` pieces of a listed type (all pieces together for `*`) against enough of the opponent\'s is out at once: the value says what that means for it.',
  uses: kernelRules.extinction.uses,
  kernel: kernelRules.extinction,
  atStart: (pos) => endedBy(pos, END_EXTINCTION, 'extinction') ?? endedBy(pos, END_BARE_KING, 'bare-king'),
  where: {
    spec: ['extinction'],
    loader: ['packages/loader/src/types.ts#ExtinctionConfig', 'packages/loader/src/resolveResults.ts#resolveExtinction'],
    compile: ['packages/core/src/compile/results.ts#compileResults'],
    kernel: ['packages/core/src/kernel/extinction.ts#extinctionPart', 'packages/core/src/kernel/extinction.ts#noExtinctionPart'],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/resultRules.test.ts#extinction', 'test/oracle/threekings.jsonl', 'test/oracle/shatranj.jsonl'],
  },
};
