/**
 * Promotion: a pawn reaching its zone becomes one of the choices (or may stay,
 * where promotion is optional); shogi-style, a piece whose move starts or ends
 * in the zone turns into its own promoted type (`+P` in the FEN, `+` in UCI).
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const promotionRule: RuleModule = {
  name: 'promotion',
  summary: 'A pawn that reaches its promotion zone becomes one of the promotion choices; shogi-style, a piece moving from or into the zone may turn into its own promoted type (`+P`), and where promoted pieces demote, back (Kyoto shogi).',
  uses: kernelRules.promotion.uses,
  kernel: kernelRules.promotion,
  where: {
    spec: ['promotion'],
    loader: ['packages/loader/src/promotionTypes.ts#PromotionConfig', 'packages/loader/src/resolveRules.ts#resolvePromotion', 'packages/loader/src/resolveRules.ts#promotedTypes', 'packages/loader/src/resolvePieces.ts#promotionChoiceLists'],
    compile: ['packages/core/src/compile/promotion.ts#promotionTables', 'packages/core/src/compile/promotion.ts#piecePromotion'],
    kernel: ['packages/core/src/kernel/promotion.ts#promotionPart', 'packages/core/src/kernel/promotion.ts#noPromotionPart'],
    fen: ['packages/core/src/placement.ts#parseRank', 'packages/core/src/placement.ts#makePlacement'],
    notation: ['packages/core/src/san.ts#baseSan', 'packages/core/src/uci.ts#makeUci'],
    render: ['packages/render/src/page.ts#promotes', 'packages/render/src/board.ts#promotedBadge'],
    tests: ['test/fixtures/invalid/60-promotion-royal.md', 'test/fixtures/invalid/61-promotion-rank.md', 'test/oracle/chess.jsonl', 'test/shogi.test.ts#promotion moves', 'test/oracle/shogi.jsonl', 'test/oracle/euroshogi.jsonl', 'test/shogi.test.ts#Kyoto shogi', 'test/oracle/kyotoshogi.jsonl', 'test/grand.test.ts#promotion.limit', 'test/oracle/grand.jsonl'],
  },
};
