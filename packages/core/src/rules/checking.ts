/**
 * No checking (`checking: false`; racing kings, checkmateless): a move that
 * would leave the opponent's royal piece attacked is illegal, however the
 * attack arises — the moved piece, a line it opens (the king's own moves
 * included), a promoted piece, an en-passant capture, a castling rook. An
 * opponent without a royal piece cannot be checked. `drops.checks: false`
 * (Fairy-Stockfish's dropChecks; xiangqihouse) is the same rule for drops
 * alone: a drop may not give check, a move on the board may.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const checkingRule: RuleModule = {
  name: 'checking',
  summary: 'With checking: false, no move may give check (direct, discovered, by promotion, en passant or castling); with drops.checks: false, no drop may.',
  uses: kernelRules.checking.uses,
  kernel: kernelRules.checking,
  where: {
    spec: ['checking', 'drops'],
    loader: ['packages/loader/src/types.ts#checking', 'packages/loader/src/resolveRules.ts#resolveLegality', 'packages/loader/src/dropsTypes.ts#checks', 'packages/loader/src/resolveDrops.ts#drops.checks'],
    compile: [],
    kernel: ['packages/core/src/kernel/checkFilter.ts#checkFilterPart', 'packages/core/src/kernel/checkFilter.ts#noCheckFilterPart', 'packages/core/src/kernel/givesCheck.ts#givesCheckPart', 'packages/core/src/kernel/givesCheck.ts#noGivesCheckPart', 'packages/core/src/kernel/listRules.ts#dropChecks'],
    fen: [],
    notation: [],
    render: [],
    tests: ['packages/core/src/kernel/parts.test.ts#checkFilter', 'packages/core/src/kernel.test.ts#checking', 'test/legality.test.ts#checking: false', 'test/properties.givesCheck.test.ts#givesCheck', 'test/oracle/checkmateless.jsonl'],
  },
};
