/**
 * A setup phase (placement, sittuyin): while a side holds pieces in hand it
 * must drop one whenever a drop is legal (`drops.mustDrop`, Fairy-Stockfish's
 * `mustDrop`), and pieces listed in `drops.oppositeColors` (placement's
 * bishops, Fairy-Stockfish's `dropOppositeColoredBishop`) must be able to end
 * on both colours of squares. Both filter the finished legal list
 * (kernel/listRules.ts); variants without them get the stand-in.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const setupPhaseRule: RuleModule = {
  name: 'setupPhase',
  summary: 'While pieces are in hand, a drop comes before any board move; paired pieces (bishops) end on both colours.',
  uses: kernelRules.setupPhase.uses,
  kernel: kernelRules.setupPhase,
  where: {
    spec: ['drops'],
    loader: ['packages/loader/src/dropsTypes.ts#mustDrop', 'packages/loader/src/dropsTypes.ts#oppositeColors', 'packages/loader/src/resolveDrops.ts#oppositeColors'],
    compile: ['packages/core/src/compile/hands.ts#oppositeColors'],
    kernel: ['packages/core/src/kernel/setupPhase.ts#setupPhasePart', 'packages/core/src/kernel/setupPhase.ts#noSetupPhasePart', 'packages/core/src/kernel/listRules.ts#setupFilter'],
    fen: ['packages/core/src/fen.ts#playableProblem'],
    notation: [],
    render: [],
    tests: ['variants/placement.md', 'variants/sittuyin.md', 'test/oracle/placement.jsonl', 'test/oracle/sittuyin.jsonl', 'test/setupPhase.test.ts#setupPhase'],
  },
};
