/**
 * Pseudo-royal pieces and duple check (issue 15, royalty): extinction's
 * `pseudoRoyal` makes a side's pieces of the listed types royal while it has
 * at most `count + 1` of a type — none may be left attacked, and a side with
 * no move while one is attacked is checkmated (coregal's queens, maharajah's
 * lone amazon). The extinction result is then off, as in Fairy-Stockfish.
 * `dupleCheck` adds: all of a side's pieces of the listed types attacked at
 * once is check, and no move may leave them so. Checkmate itself is judged
 * by outcome.ts through the kernel's royalAttacked, which counts them.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const pseudoRoyalRule: RuleModule = {
  name: 'pseudoRoyal',
  summary: 'Pieces of the extinction types are royal while a side has at most count + 1 of a type; with dupleCheck, all of them attacked at once is check.',
  uses: kernelRules.pseudoRoyal.uses,
  kernel: kernelRules.pseudoRoyal,
  where: {
    spec: ['extinction'],
    loader: ['packages/loader/src/types.ts#pseudoRoyal', 'packages/loader/src/types.ts#dupleCheck', 'packages/loader/src/resolveResults.ts#resolvePseudoRoyal'],
    compile: ['packages/core/src/compile/results.ts#pseudoRoyal'],
    kernel: ['packages/core/src/kernel/pseudoRoyal.ts#pseudoRoyalPart', 'packages/core/src/kernel/pseudoRoyal.ts#noPseudoRoyalPart', 'packages/core/src/kernel/listRules.ts#keepSafe'],
    fen: [],
    notation: [],
    render: [],
    tests: ['packages/core/src/kernel.test.ts#pseudoRoyal', 'test/pseudoRoyal.test.ts', 'test/properties.legal.test.ts#coregal', 'test/oracle/coregal.jsonl'],
  },
};
