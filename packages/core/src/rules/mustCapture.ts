/**
 * Compulsory captures (antichess, giveaway, losers): when the side to move
 * has a legal capture — en passant counts, castling does not — every other
 * move is illegal. In check the legal moves are the evasions, so only a
 * capturing evasion forces the choice. Kings stay royal where they are.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const mustCaptureRule: RuleModule = {
  name: 'mustCapture',
  summary: 'When a legal capture exists (en passant included, castling not), only captures are legal.',
  uses: kernelRules.mustCapture.uses,
  kernel: kernelRules.mustCapture,
  where: {
    spec: ['mustCapture'],
    loader: ['packages/loader/src/types.ts#mustCapture', 'packages/loader/src/resolveRules.ts#resolveLegality'],
    compile: [],
    kernel: ['packages/core/src/kernel/mustCapture.ts#mustCapturePart', 'packages/core/src/kernel/mustCapture.ts#noMustCapturePart', 'packages/core/src/kernel/listRules.ts#onlyCaptures'],
    fen: [],
    notation: [],
    render: [],
    tests: ['packages/core/src/kernel/parts.test.ts#mustCapture', 'packages/core/src/kernel.test.ts#mustCapture', 'test/legality.test.ts#mustCapture'],
  },
};
