/**
 * Hands and drops (crazyhouse and its family): a captured piece changes sides
 * into the captor's hand — as the pawn it promoted from, where the variant
 * demotes — and a move may drop a piece from the hand onto an empty square
 * of its drop region. Shogi's drop rules are data too: nifu (`noDoubled`) and
 * no mate by a pawn drop (`noDropMate`).
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const dropsRule: RuleModule = {
  name: 'drops',
  summary: 'Captured pieces go to the captor\'s hand (FEN `[Pn]`); a move may drop a piece from the hand onto an empty square of its region (`P@e4`).',
  uses: kernelRules.drops.uses,
  kernel: kernelRules.drops,
  where: {
    spec: ['drops'],
    loader: ['packages/loader/src/dropsTypes.ts#DropsConfig', 'packages/loader/src/resolveDrops.ts#resolveDrops'],
    compile: ['packages/core/src/compile/hands.ts#compileHands'],
    kernel: ['packages/core/src/kernel/drops.ts#dropsPart', 'packages/core/src/kernel/drops.ts#noDropsPart', 'packages/core/src/kernel/hands.ts#handsPart', 'packages/core/src/kernel/hands.ts#noHandsPart'],
    fen: ['packages/core/src/fen.ts#parsePocket', 'packages/core/src/fen.ts#makePocket', 'packages/core/src/fen.ts#markPromoted', 'packages/core/src/placement.ts#splitPocket'],
    notation: ['packages/core/src/uci.ts#KIND_DROP', 'packages/core/src/san.ts#DROP_RE'],
    render: ['packages/render/src/hands.ts#handsMarkup', 'packages/render/src/position.ts#handsOf'],
    tests: ['packages/core/src/kernel.test.ts#with hands and drops', 'test/drops.test.ts#pictures of hands', 'test/oracle/crazyhouse.jsonl', 'test/oracle/loop.jsonl', 'test/oracle/chessgi.jsonl', 'test/oracle/capahouse.jsonl', 'test/oracle/shogi.jsonl', 'test/oracle/minishogi.jsonl', 'test/oracle/judkins.jsonl', 'test/oracle/torishogi.jsonl', 'variants/cfour.md#a disc lands on the lowest empty square of its file', 'test/ffish/cfour.jsonl'],
  },
};
