/**
 * Legality judged after the wall (issue 18; atomic chess with a duck,
 * Fairy-Stockfish's atomicduck): where walls are placed beside pseudo-royal
 * pieces, whether a move leaves one of the mover's attacked is asked with the
 * move's wall in place — the duck lifted from its square, the new wall put —
 * so a duck may block a check, and one that leaves a line may open it. A
 * piece's move is legal with at least one such wall, and its wall half lists
 * only those. Fairy-Stockfish judges a royal king before the wall, and duck
 * chess has no check, so both keep the wall part as it is. Kernel: a part that
 * takes pseudoRoyal's place in the list rules (kernel/wallLegal.ts).
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const wallLegalRule: RuleModule = {
  name: 'wallLegal',
  summary: 'Beside pseudo-royal pieces, a walled move is judged with its wall placed: a move is legal when one of its walls leaves the mover\'s pseudo-royal pieces unattacked (a duck may block a check), and only those walls may follow it.',
  uses: kernelRules.wallLegal.uses,
  kernel: kernelRules.wallLegal,
  where: {
    spec: ['walls', 'extinction'],
    loader: ['packages/loader/src/resolveWalls.ts#resolveWalls'],
    compile: [],
    kernel: ['packages/core/src/kernel/wallLegal.ts#wallLegalPart', 'packages/core/src/kernel/wallLegal.ts#noWallLegalPart', 'packages/core/src/kernel/walls.ts#wallsPart', 'packages/core/src/kernel/listRules.ts#listRulesPart'],
    fen: [],
    notation: [],
    render: [],
    tests: ['variants/atomicduck.md#the duck may block a check', 'test/ffish/atomicduck.jsonl'],
  },
};
