/**
 * Sittuyin's promotion (`promotion.sittuyin`, Fairy-Stockfish's
 * `sittuyinPromotion`): no pawn promotes by reaching the zone; a pawn standing
 * in it — anywhere, when it is its side's only pawn — may turn into a choice
 * still open under `promotion.limit`, where it stands (UCI `d5d5f`) or on an
 * empty square the new piece attacks from there (`d5c6f`), as a move of its
 * own that gives no check and attacks no enemy piece. The kernel adds these
 * moves to the legal list (kernel/listRules.ts) and makes them
 * (kernel/sittuyinPromotion.ts); the compiler keeps the zone apart
 * (`sittuyinZone`), so the ordinary promotion code is not used.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const sittuyinPromotionRule: RuleModule = {
  name: 'sittuyinPromotion',
  summary: 'A pawn in the zone (or a side\'s last pawn) may turn into its choice in place or one step away, giving no check.',
  uses: kernelRules.sittuyinPromotion.uses,
  kernel: kernelRules.sittuyinPromotion,
  where: {
    spec: ['promotion'],
    loader: ['packages/loader/src/promotionTypes.ts#sittuyin', 'packages/loader/src/resolveRules.ts#promotion-sittuyin'],
    compile: ['packages/core/src/compile/promotion.ts#sittuyinZone'],
    kernel: ['packages/core/src/kernel/sittuyinPromotion.ts#sittuyinPromotionPart', 'packages/core/src/kernel/sittuyinPromotion.ts#noSittuyinPromotionPart', 'packages/core/src/kernel/sittuyinPromotion.ts#sittuyinMakePart', 'packages/core/src/kernel/listRules.ts#addPromotions'],
    fen: [],
    notation: ['packages/core/src/uci.ts#parseUci'],
    render: [],
    tests: ['variants/sittuyin.md', 'test/oracle/sittuyin.jsonl', 'test/setupPhase.test.ts#sittuyin'],
  },
};
