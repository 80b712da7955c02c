/**
 * Opposite-side castling (Fairy-Stockfish's `oppositeCastling`): when a side
 * castles, the opponent loses its castling rights on the same side, so the
 * kings end up on opposite wings. The rights go at once, in the position
 * (and so in its FEN and hash), as the castling move is made.
 */
import type { RuleModule } from './module.ts';

export const oppositeCastlingRule: RuleModule = {
  name: 'oppositeCastling',
  summary: 'Castling on one side takes away the opponent\'s castling rights on that side.',
  uses: (v) => v.spec.oppositeCastling === true,
  where: {
    spec: ['oppositeCastling'],
    loader: ['packages/loader/src/types.ts#oppositeCastling', 'packages/loader/src/resolveRules.ts#resolveLegality'],
    compile: [],
    kernel: ['packages/core/src/kernel/castling.ts#oppositeRights', 'packages/core/src/kernel/castling.ts#loseRights'],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/ffish/opposite-castling.jsonl', 'variants/opposite-castling.md'],
  },
};
