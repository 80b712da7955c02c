/**
 * The flying general (xiangqi): the two royal pieces may not face each other
 * on an open rank or file, so no move may leave them so — a general stepping
 * onto the open line, or the last piece between them leaving it. As
 * Fairy-Stockfish states it, a royal piece sees the other along rook lines;
 * here that is an attack the royal piece has in the reverse (attack) tables
 * only (compile/atoms.ts#flyingGeneralAtoms), so check, pins and king moves
 * all follow from the tables the kernel already walks: no kernel part, and
 * facing generals count as check, as they would for a rook.
 */
import type { RuleModule } from './module.ts';

export const flyingGeneralRule: RuleModule = {
  name: 'flyingGeneral',
  summary: 'The royal pieces may not face each other on an open line (a royal piece attacks the other along rook lines).',
  uses: (v) => v.spec.flyingGeneral === true,
  where: {
    spec: ['flyingGeneral'],
    loader: ['packages/loader/src/types.ts#flyingGeneral', 'packages/loader/src/resolveRegions.ts#flyingGeneral'],
    compile: ['packages/core/src/compile/atoms.ts#flyingGeneralAtoms', 'packages/core/src/compile/forward.ts#attackOnly', 'packages/core/src/compile/reverse.ts#attackTables'],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/regions.test.ts#the flying general is an attack', 'test/regions.test.ts#leaves the generals facing', 'test/oracle/xiangqi.jsonl'],
  },
};
