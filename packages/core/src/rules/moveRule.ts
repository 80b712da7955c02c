/** The n-move rule: n moves by each side with no capture and no move of a resetting piece draw. */
import { gameRules } from '../rules.ts';
import { drawResult } from './materialCounting.ts';
import type { RuleModule } from './module.ts';

export const moveRuleRule: RuleModule = {
  name: 'moveRule',
  summary: 'n moves by each side (50 by default) without a capture or a move of a resetting piece (the pawns by default) draw (or win, under material counting).',
  uses: (v) => gameRules(v).moveRulePlies > 0,
  result(pos, ctx) {
    const plies = gameRules(pos.v).moveRulePlies;
    return plies > 0 && ctx.clock >= plies ? { result: drawResult(pos), reason: 'move-rule' } : null;
  },
  where: {
    spec: ['moveRule'],
    loader: ['packages/loader/src/types.ts#MoveRuleConfig', 'packages/loader/src/resolveRules.ts#resolveDrawRules'],
    compile: ['packages/core/src/rules.ts#gameRules'],
    kernel: ['packages/core/src/kernel/makeUnmake.ts#halfmove'],
    fen: ['packages/core/src/fen.ts#halfmove clock'],
    notation: [],
    render: [],
    tests: ['test/results.test.ts#move rule'],
  },
};
