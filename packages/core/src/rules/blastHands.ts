/**
 * Blasts beside hands (issue 18; atomic crazyhouse, Fairy-Stockfish's
 * blastOnCapture with capturesToHand): the captured piece goes to the
 * captor's hand as ever, and every piece the blast removes — the captor
 * included — goes to the hand of the side opposite to its colour, as the
 * type it promoted from where the variant demotes. Kernel: a part that wraps
 * the blast's make/unmake (kernel/blastHands.ts).
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const blastHandsRule: RuleModule = {
  name: 'blastHands',
  summary: 'With hands, every piece a blast removes goes to the hand of the side opposite to its colour (the captured piece to the captor\'s, as ever).',
  uses: kernelRules.blastHands.uses,
  kernel: kernelRules.blastHands,
  where: {
    spec: ['blast', 'drops'],
    loader: ['packages/loader/src/resolveBlast.ts#resolveBlast'],
    compile: [],
    kernel: ['packages/core/src/kernel/blastHands.ts#blastHandsPart', 'packages/core/src/kernel/blastHands.ts#noBlastHandsPart'],
    fen: [],
    notation: [],
    render: [],
    tests: ['variants/atomiczh.md#a blast sends the pieces it removes to the hands', 'test/ffish/atomiczh.jsonl'],
  },
};
