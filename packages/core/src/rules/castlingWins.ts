/**
 * Castling wins (Fairy-Stockfish's `castlingWins`; the `castle` variant):
 * castling with one of the listed rights wins at once, and a side that had
 * listed rights and holds none of them any more — its king or that rook moved
 * or was taken — loses at once. Judged at the start of a node, after the flag
 * and before check counting; the side that just moved is tested first.
 */
import { END_CASTLING } from '../compile.ts';
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';
import { endedBy } from './nodeStart.ts';

export const castlingWinsRule: RuleModule = {
  name: 'castlingWins',
  summary: 'Castling with a listed right wins; a side that holds none of its listed rights any more loses.',
  uses: kernelRules.castlingWins.uses,
  kernel: kernelRules.castlingWins,
  atStart: (pos) => endedBy(pos, END_CASTLING, 'castling'),
  where: {
    spec: ['castlingWins'],
    loader: ['packages/loader/src/types.ts#castlingWins', 'packages/loader/src/resolveRules.ts#resolveLegality'],
    compile: [],
    kernel: ['packages/core/src/kernel/castlingWins.ts#castlingWinsPart', 'packages/core/src/kernel/castlingWins.ts#noCastlingWinsPart'],
    fen: ['packages/core/src/fen.ts#parseCastling'],
    notation: [],
    render: [],
    tests: ['packages/core/src/kernel/parts.test.ts#castlingWins', 'test/ffish/castle.jsonl', 'variants/castle.md'],
  },
};
