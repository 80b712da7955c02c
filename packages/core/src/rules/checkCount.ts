/**
 * Check counting (three-check, five-check): each check given counts, and the
 * side that has given its number of checks has won at once.
 */
import { END_CHECK_COUNT } from '../compile.ts';
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';
import { endedBy } from './nodeStart.ts';

export const checkCountRule: RuleModule = {
  name: 'checkCount',
  summary: 'Every move that gives check counts against the mover\'s remaining checks (FEN `3+3`); a side with none left has won.',
  uses: kernelRules.checkCount.uses,
  kernel: kernelRules.checkCount,
  atStart: (pos) => endedBy(pos, END_CHECK_COUNT, 'check-count'),
  where: {
    spec: ['checkCount'],
    loader: ['packages/loader/src/types.ts#checkCount', 'packages/loader/src/resolveResults.ts#resolveResults'],
    compile: ['packages/core/src/compile/results.ts#compileResults'],
    kernel: ['packages/core/src/kernel/checkCount.ts#checkCountPart', 'packages/core/src/kernel/checkCount.ts#noCheckCountPart', 'packages/core/src/kernel/givesCheck.ts#givesCheckPart'],
    fen: ['packages/core/src/fen.ts#takeChecks', 'packages/core/src/fen.ts#pos.checks'],
    notation: [],
    render: [],
    tests: ['test/resultRules.test.ts#check-count', 'test/oracle/3check.jsonl', 'test/oracle/5check.jsonl'],
  },
};
