/**
 * Variant specs written out in full for core's own tests (core cannot use
 * the loader). They mirror variants/chess.md and variants/wildebeest.md.
 */
import type { PieceSpec, VariantSpec } from './spec.ts';

const piece = (letter: string, name: string, betza: string, extra: Partial<PieceSpec> = {}): PieceSpec => ({
  letter,
  name,
  betza,
  royal: false,
  pawn: false,
  ...extra,
});

export const chessSpec: VariantSpec = {
  slug: 'test-chess',
  title: 'Chess',
  cols: 8,
  rows: 8,
  pieces: [
    piece('K', 'king', 'K', { royal: true }),
    piece('Q', 'queen', 'Q'),
    piece('R', 'rook', 'R'),
    piece('B', 'bishop', 'B'),
    piece('N', 'knight', 'N'),
    piece('P', 'pawn', 'fmWfceFifmnD', { pawn: true }),
  ],
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  castling: { king: 'K', rooks: ['R'], kingFile: 4, kingsideFiles: [6], queensideFiles: [2] },
  promotion: { ranks: [7], choices: [['Q', 'R', 'B', 'N'], ['Q', 'R', 'B', 'N']], mandatory: true },
  stalemate: 'draw',
};

export const wildebeestSpec: VariantSpec = {
  slug: 'test-wildebeest',
  title: 'Wildebeest',
  cols: 11,
  rows: 10,
  pieces: [
    piece('K', 'king', 'K', { royal: true }),
    piece('Q', 'queen', 'Q'),
    piece('R', 'rook', 'R'),
    piece('N', 'knight', 'N'),
    piece('P', 'pawn', 'fmWfceFifmnD', { pawn: true }),
    piece('C', 'camel', 'C'),
    piece('W', 'wildebeest', 'NC'),
  ],
  startFen: 'rncwqkwcnr1/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNCWQKWCNR1 w - - 0 1',
  castling: null,
  promotion: { ranks: [9], choices: [['Q', 'R', 'C', 'N', 'W'], ['Q', 'R', 'C', 'N', 'W']], mandatory: true },
  stalemate: 'draw',
};
