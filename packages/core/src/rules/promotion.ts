/** Promotion: a pawn reaching its zone becomes one of the choices (or may stay, where promotion is optional). */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const promotionRule: RuleModule = {
  name: 'promotion',
  summary: 'A pawn that reaches its promotion zone becomes one of the promotion choices.',
  uses: kernelRules.promotion.uses,
  kernel: kernelRules.promotion,
  where: {
    spec: ['promotion'],
    loader: ['packages/loader/src/types.ts#PromotionConfig', 'packages/loader/src/resolveRules.ts#resolvePromotion', 'packages/loader/src/resolvePieces.ts#promotionChoiceLists'],
    compile: ['packages/core/src/compile/promotion.ts#promotionTables'],
    kernel: ['packages/core/src/kernel/promotion.ts#promotionPart', 'packages/core/src/kernel/promotion.ts#noPromotionPart'],
    fen: [],
    notation: ['packages/core/src/san.ts#baseSan', 'packages/core/src/uci.ts#makeUci'],
    render: ['packages/render/src/page.ts#promotes'],
    tests: ['test/fixtures/invalid/60-promotion-royal.md', 'test/fixtures/invalid/61-promotion-rank.md', 'test/oracle/chess.jsonl'],
  },
};
