/**
 * Promoted marks without hands: where pieces promote shogi-style and the
 * variant keeps no hands (forward, shoshogi, chak, wolf, backrank, chu shogi),
 * each promoted piece keeps the mark of the type it promoted from, so that the
 * FEN writes it `+S` as Fairy-Stockfish does. With hands the drops rule's
 * part keeps the marks (they decide what a capture puts in hand). Kernel: a
 * part that wraps make/unmake (kernel/promotedMarks.ts).
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const promotedMarksRule: RuleModule = {
  name: 'promotedMarks',
  summary: 'Without hands, a piece promoted shogi-style keeps the mark of the type it came from, written `+S` in the FEN; a capture clears it, a demotion too.',
  uses: kernelRules.promotedMarks.uses,
  kernel: kernelRules.promotedMarks,
  where: {
    spec: ['promotion'],
    loader: [],
    compile: ['packages/core/src/compile/promotion.ts#piecePromotion'],
    kernel: ['packages/core/src/kernel/promotedMarks.ts#promotedMarksPart', 'packages/core/src/kernel/promotedMarks.ts#noPromotedMarksPart'],
    fen: ['packages/core/src/fen.ts#makeFen', 'packages/core/src/placement.ts#makePlacement'],
    notation: [],
    render: [],
    tests: ['test/promotedMarks.test.ts', 'test/ffish/forward.jsonl', 'test/ffish/chak.jsonl'],
  },
};
