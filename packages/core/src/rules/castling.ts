/**
 * Castling, including flexible castling (several king destinations a side)
 * and castling with any of several rook types, on boards of any width: the
 * worked example of docs/architecture.md ("Rules as modules"). Fischer-random
 * castling (`chess960`) lets king and rooks start anywhere on the back rank,
 * with Shredder-FEN rights and king-takes-rook UCI. A castling king that is
 * not royal (giveaway's commoner) ignores attacked squares.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const castlingRule: RuleModule = {
  name: 'castling',
  summary: 'King and rook move together: the king to a destination file on its side, the rook beside it on the inner side.',
  uses: kernelRules.castling.uses,
  kernel: kernelRules.castling,
  where: {
    spec: ['castling'],
    loader: ['packages/loader/src/types.ts#CastlingConfig', 'packages/loader/src/resolveRules.ts#resolveCastling'],
    compile: ['packages/core/src/compile/castling.ts#compileCastling', 'packages/core/src/compile/zobrist.ts#zCastle'],
    kernel: [
      'packages/core/src/kernel/castling.ts#castlingPart',
      'packages/core/src/kernel/castling.ts#noCastlingPart',
      'packages/core/src/kernel/castlingLegal.ts#castlingLegalPart',
      'packages/core/src/kernel/castlingLegal.ts#noCastlingLegalPart',
    ],
    fen: ['packages/core/src/fen.ts#parseCastling', 'packages/core/src/fen.ts#castlingKingSquare', 'packages/core/src/fen.ts#makeCastling', 'packages/core/src/position.ts#addCastlingSlot'],
    notation: ['packages/core/src/san.ts#castleSan', 'packages/core/src/uci.ts#castleKingTo', 'packages/core/src/uci.ts#chess960'],
    render: [],
    tests: [
      'packages/core/src/kernel/parts.test.ts#castling',
      'packages/core/src/kernel.test.ts#without castling',
      'test/fixtures/invalid/62-castling-file.md',
      'test/oracle/chess.jsonl',
      'test/oracle/wildebeest.jsonl',
      'test/oracle/fischerandom.jsonl',
      'test/ffish/placement.jsonl',
      'test/legality.test.ts#Fischer-random',
      'test/legality.test.ts#not royal',
      'test/san.test.ts#O-O',
    ],
  },
};
