/**
 * Multi-leg moves (issue 18; XBetza `a`): a piece whose Betza chains legs
 * (the chu shogi lion's `KNADcaKmcabK`, the hook mover's `RasR`) moves along
 * paths compiled into per-square trees; a move that captures a piece it does
 * not land on (locust, igui, double capture) or comes back to its square (a
 * pass) is a move of its own kind, with the square it captured on in the
 * move. Variants without such pieces get none of its kernel code.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const multiLegRule: RuleModule = {
  name: 'multiLeg',
  summary: 'Pieces with multi-leg (XBetza `a`) moves: paths of several legs, captures on the way (locust, igui, double capture) and passes.',
  uses: kernelRules.multiLeg.uses,
  kernel: kernelRules.multiLeg,
  where: {
    spec: ['pieces'],
    loader: [],
    compile: ['packages/betza/src/legs.ts#expandLegs', 'packages/core/src/compile/multiLeg.ts#compileMultiLeg', 'packages/core/src/compile/atoms.ts#legs'],
    kernel: ['packages/core/src/kernel/multiLeg.ts#multiLegMovesPart', 'packages/core/src/kernel/multiLeg.ts#multiLegAttacksPart', 'packages/core/src/kernel/multiLeg.ts#multiLegMakePart', 'packages/core/src/kernel/multiLeg.ts#multiLegLegalPart', 'packages/core/src/kernel/multiLeg.ts#noMultiLegMovesPart'],
    fen: [],
    notation: ['packages/core/src/moves.ts#KIND_LOCUST', 'packages/core/src/uci.ts#KIND_LOCUST', 'packages/core/src/san.ts#locustSan'],
    render: [],
    tests: ['packages/core/src/kernel.test.ts#with multi-leg moves', 'test/multiLeg.test.ts', 'packages/betza/src/moveCounts.test.ts#reference §4 multi-leg examples'],
  },
};
