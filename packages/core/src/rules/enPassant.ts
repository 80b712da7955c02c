/**
 * Initial moves and en passant: moves a piece may make only from its initial
 * ranks (Betza `i`, e.g. a pawn's double step), the e.p. squares a double
 * step leaves, and the capture en passant of the piece that crossed them.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const enPassantRule: RuleModule = {
  name: 'enPassant',
  summary: 'Initial moves (double steps) leave e.p. squares behind; a piece that may capture en passant takes the mover there.',
  uses: kernelRules.enPassant.uses,
  kernel: kernelRules.enPassant,
  where: {
    spec: ['initialRanks', 'initialReach'],
    loader: ['packages/loader/src/types.ts#initialRanks', 'packages/loader/src/resolveRules.ts#resolveInitialMoves'],
    compile: ['packages/core/src/compile/frame.ts#initialFrame', 'packages/core/src/compile/frame.ts#initialApplies', 'packages/core/src/compile/forward.ts#leapDoubleStepStart'],
    kernel: ['packages/core/src/kernel/enPassant.ts#enPassantPart', 'packages/core/src/kernel/enPassant.ts#noEnPassantPart', 'packages/core/src/kernel/pieceMoves.ts#isEpSquare'],
    fen: ['packages/core/src/fen.ts#parseEnPassant', 'packages/core/src/fen.ts#enPassantVictim', 'packages/core/src/fen.ts#makeEnPassant'],
    notation: ['packages/core/src/san.ts#isCapture'],
    render: [],
    tests: ['packages/core/src/kernel/parts.test.ts#e.p.', 'packages/core/src/fen.test.ts#en passant after a diagonal double step', 'packages/core/src/kernel.test.ts#ignores e.p. squares', 'test/schmittberger.test.ts', 'test/oracle/chess.jsonl'],
  },
};
