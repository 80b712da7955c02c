/**
 * Makpong (Fairy-Stockfish's `makpongRule`; Makruk's tie-break game): a side
 * in check may move its royal piece only to capture the checker, and only
 * when that piece is the sole checker. Other evasions — taking the checker
 * with another piece, blocking — stand.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const makpongRule: RuleModule = {
  name: 'makpong',
  summary: 'In check, the royal piece may move only to take the sole checker.',
  uses: kernelRules.makpong.uses,
  kernel: kernelRules.makpong,
  where: {
    spec: ['makpong'],
    loader: ['packages/loader/src/types.ts#makpong', 'packages/loader/src/resolveRules.ts#resolveLegality'],
    compile: [],
    kernel: ['packages/core/src/kernel/makpong.ts#makpongPart', 'packages/core/src/kernel/makpong.ts#noMakpongPart', 'packages/core/src/kernel/listRules.ts#dropKingMoves'],
    fen: [],
    notation: [],
    render: [],
    tests: ['packages/core/src/kernel/parts.test.ts#makpong', 'test/ffish/makpong.jsonl', 'variants/makpong.md'],
  },
};
