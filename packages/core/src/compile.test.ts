/**
 * Compile errors as data: each problem has a stable code (and the subject it
 * implies), and points at the piece letter or placement offset involved, so
 * callers never have to read the message.
 */
import { describe, expect, it } from 'vitest';
import { COMPILE_ERROR_SUBJECTS, CompileError, compileVariant, MAX_PIECE_TYPES, type CompileErrorCode } from './compile.ts';
import type { VariantSpec } from './spec.ts';
import { chessSpec } from './specs.fixture.ts';

const withPiece = (letter: string, betza: string): VariantSpec => ({
  ...chessSpec,
  pieces: chessSpec.pieces.map((p) => (p.letter === letter ? { ...p, betza } : p)),
});

function thrown(spec: VariantSpec): CompileError {
  try {
    compileVariant(spec);
  } catch (e) {
    if (e instanceof CompileError) return e;
    throw e;
  }
  throw new Error('compiled without an error');
}

const cases: readonly [string, VariantSpec, CompileErrorCode, { letter?: string; offset?: number; detail?: string }][] = [
  [
    'too many piece types',
    { ...chessSpec, pieces: Array.from({ length: MAX_PIECE_TYPES + 1 }, (_, i) => ({ letter: `T${i}`, name: `t${i}`, betza: 'W', royal: false, pawn: false })) },
    'piece-types',
    {},
  ],
  ['a letter twice', { ...chessSpec, pieces: [...chessSpec.pieces, { ...chessSpec.pieces[4]!, name: 'other knight' }] }, 'piece-letter-twice', { letter: 'N' }],
  ['a bad placement', { ...chessSpec, startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w - - 0 1' }, 'setup-placement', { offset: 35 }],
  ['a bad Betza', withPiece('N', 'N!'), 'betza', { letter: 'N' }],
  ['a lame rider', withPiece('N', 'nN0'), 'rider-modifier', { letter: 'N' }],
  ['a jumping rider', withPiece('R', 'jR'), 'rider-modifier', { letter: 'R' }],
  ['a promotion rank off the board', { ...chessSpec, promotion: { ...chessSpec.promotion, ranks: [8] } }, 'promotion-rank', {}],
  ['a promotion to a missing piece', { ...chessSpec, promotion: { ...chessSpec.promotion, choices: [['Q', 'Z'], ['Q']] } }, 'rules-piece-missing', { letter: 'Z' }],
  ['a castling rook that is missing', { ...chessSpec, castling: { ...chessSpec.castling!, rooks: ['X'] } }, 'rules-piece-missing', { letter: 'X' }],
];

describe('compile errors', () => {
  for (const [what, spec, code, place] of cases) {
    it(`${what}: ${code}`, () => {
      const e = thrown(spec);
      expect(e.code).toBe(code);
      expect(e.subject).toBe(COMPILE_ERROR_SUBJECTS[code]);
      expect(e.letter).toBe(place.letter);
      expect(e.offset).toBe(place.offset);
      expect(e.detail.length).toBeGreaterThan(0);
    });
  }

  it('keep the detail apart from the subject the message names first', () => {
    const e = thrown(cases[2]![1]);
    expect(e.message).toBe(`start position: ${e.detail}`);
  });
});
