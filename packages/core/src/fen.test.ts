/** FEN input a stranger may send: each mistake is an error naming its field, never an exception or a silent fix. */
import { describe, expect, it } from 'vitest';
import { compileVariant } from './compile.ts';
import { makeFen, parseFen, playableProblem } from './fen.ts';
import { legalMoves, parseUci } from './uci.ts';
import { KIND_CASTLE, moveKind } from './moves.ts';
import { chessSpec } from './specs.fixture.ts';

const chess = compileVariant(chessSpec);

describe('parseFen refuses', () => {
  it('an e.p. square whose victim would be a royal piece', () => {
    const r = parseFen(chess, '8/8/8/3Pk3/8/8/8/K7 w - e6 0 1');
    expect(r).toMatchObject({ ok: false, field: 'enPassant' });
    expect(!r.ok && r.error).toMatch(/royal piece \(on e5\)/);
    // The same square with a pawn as the victim is fine.
    expect(parseFen(chess, '4k3/8/8/3Pp3/8/8/8/K7 w - e6 0 1').ok).toBe(true);
  });

  it('an empty run with a leading zero, and fullmove number 0', () => {
    expect(parseFen(chess, '4k3/8/8/8/8/8/8/K07 w - - 0 1')).toMatchObject({ ok: false, field: 'placement' });
    expect(parseFen(chess, '4k3/8/8/8/8/8/8/K7 w - - 0 0')).toMatchObject({ ok: false, field: 'fullmove' });
  });

  it('more castling rights than a position holds, as an error rather than an exception', () => {
    // Sixteen-file chess with a rook on every back-rank square but the king's: 15 rights a side.
    const wide = compileVariant({ ...chessSpec, cols: 16, startFen: `${'r'.repeat(4)}k${'r'.repeat(11)}/16/16/16/16/16/16/${'R'.repeat(4)}K${'R'.repeat(11)} w - - 0 1` , castling: { ...chessSpec.castling!, kingFile: 4 } });
    // 9 rights for White and 8 for Black: 17, one more than a position holds.
    const rights = 'ABCDFGHIJabcdfghi';
    const r = parseFen(wide, `${'r'.repeat(4)}k${'r'.repeat(11)}/16/16/16/16/16/16/${'R'.repeat(4)}K${'R'.repeat(11)} w ${rights} - 0 1`);
    expect(r).toMatchObject({ ok: false, field: 'castling' });
    expect(!r.ok && r.error).toMatch(/at most 16 castling rights/);
    // 16 of them are fine.
    expect(parseFen(wide, `${'r'.repeat(4)}k${'r'.repeat(11)}/16/16/16/16/16/16/${'R'.repeat(4)}K${'R'.repeat(11)} w ABCDFGHIabcdfghi - 0 1`).ok).toBe(true);
  });
});

describe('e.p. squares read from a FEN', () => {
  const read = (fen: string) => {
    const r = parseFen(chess, fen);
    if (!r.ok) throw new Error(r.error);
    return r.position;
  };
  it('are kept only where a piece of the side to move could take on them, as a double step leaves them', () => {
    // No black pawn beside e4: e3 is dropped, so the position hashes as without it.
    const none = read('4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1');
    expect(none.epCount).toBe(0);
    expect([none.hashLo, none.hashHi]).toEqual([read('4k3/8/8/8/4P3/8/8/4K3 b - - 0 1').hashLo, read('4k3/8/8/8/4P3/8/8/4K3 b - - 0 1').hashHi]);
    // A black pawn on d4 could take on e3: kept.
    const one = read('4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1');
    expect([one.epCount, makeFen(one).split(' ')[3]]).toEqual([1, 'e3']);
  });
  it('give a position reached by a double step the hash of its FEN, with the field or without', () => {
    for (const [start, uci, after] of [
      [chessSpec.startFen, 'e2e4', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'],
      ['4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1', 'e2e4', '4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1'],
    ] as const) {
      const pos = read(start);
      pos.make(parseUci(pos, uci)!);
      const fen = read(after);
      expect([pos.hashLo, pos.hashHi]).toEqual([fen.hashLo, fen.hashHi]);
      expect(makeFen(pos)).toBe(makeFen(fen));
    }
  });
});

describe('playableProblem', () => {
  const problem = (fen: string) => {
    const r = parseFen(chess, fen);
    if (!r.ok) throw new Error(r.error);
    return playableProblem(r.position);
  };

  it('refuses a position whose side not to move could have its royal piece taken', () => {
    // White to move while the black king stands on the rook's file.
    expect(problem('4k3/8/8/8/8/8/8/K3R3 w - - 0 1')).toMatchObject({ ok: false, field: 'side', reason: 'royal-capturable' });
    expect(problem('4k3/8/8/8/8/8/8/K3R3 b - - 0 1')).toBeNull();
  });

  it('refuses a position without a royal piece for each side, though parseFen reads it (a diagram)', () => {
    expect(parseFen(chess, '8/8/8/8/4N3/8/8/8 w - - 0 1').ok).toBe(true);
    expect(problem('8/8/8/8/4N3/8/8/8 w - - 0 1')).toMatchObject({ ok: false, reason: 'royal-missing', error: 'White has no royal piece' });
    expect(problem('8/8/8/8/4N3/8/8/K7 w - - 0 1')).toMatchObject({ ok: false, reason: 'royal-missing', error: 'Black has no royal piece' });
  });
});

describe('move lists', () => {
  it('refuse a position whose pieces could have more moves than a list holds, rather than overrun it', () => {
    const spec = { ...chessSpec, cols: 26, rows: 39, castling: null, startFen: `k25/${Array.from({ length: 37 }, () => '26').join('/')}/K25 w - - 0 1` };
    const big = compileVariant(spec);
    // A queen has up to 25 + 38 + 2 × 25 ≈ 110 targets here: four ranks of queens, 104 of them, could exceed 8192.
    const queens = `k25/${'Q'.repeat(26)}/${'Q'.repeat(26)}/${'Q'.repeat(26)}/${'Q'.repeat(26)}/${Array.from({ length: 33 }, () => '26').join('/')}/K25 w - - 0 1`;
    const r = parseFen(big, queens);
    expect(r).toMatchObject({ ok: false, field: 'placement' });
    expect(!r.ok && r.error).toMatch(/a move list holds at most 8192/);
    // One rank of them is fine.
    expect(parseFen(big, `k25/${'Q'.repeat(26)}/${Array.from({ length: 36 }, () => '26').join('/')}/K25 w - - 0 1`).ok).toBe(true);
  });
});

describe('en passant after a diagonal double step (Berolina pawns)', () => {
  const berolina = compileVariant({
    ...chessSpec,
    castling: null,
    pieces: chessSpec.pieces.map((p) => (p.letter === 'P' ? { ...p, name: 'berolina-pawn', betza: 'fmFfceWifmnA' } : p)),
    startFen: '4k3/8/8/8/2p5/8/1P6/4K3 w - - 0 1',
  });

  it('reads the victim from the FEN: the pawn one diagonal step past the square it crossed', () => {
    const r = parseFen(berolina, '4k3/8/8/8/2pP4/8/8/4K3 b - c3 0 1');
    expect(r.ok).toBe(true);
    const pos = r.ok ? r.position : null!;
    // The black pawn on c4 takes straight forward onto c3, removing the white pawn on d4.
    expect(makeFen(pos)).toBe('4k3/8/8/8/2pP4/8/8/4K3 b - c3 0 1');
    const ep = parseUci(pos, 'c4c3');
    expect(ep).not.toBeNull();
    pos.make(ep!);
    expect(makeFen(pos)).toBe('4k3/8/8/8/8/2p5/8/4K3 w - - 0 2');
  });
});

describe('flexible castling on the widest board', () => {
  it('offers every file on a side as a king destination', () => {
    // King on a1, rook on z1, 26 files: the king may castle to any of b1..y1, 24 destinations.
    const fen = 'k25/26/26/26/26/26/26/K24R w K - 0 1';
    const kingside = Array.from({ length: 24 }, (_, i) => i + 1);
    const wide = compileVariant({ ...chessSpec, cols: 26, startFen: fen, castling: { king: 'K', rooks: ['R'], kingFile: 0, kingsideFiles: kingside, queensideFiles: [] } });
    const r = parseFen(wide, fen);
    expect(r.ok).toBe(true);
    // Nothing attacks rank 1 (the black king on a8 reaches rank 7 at most): all 24 are legal.
    const castles = r.ok ? legalMoves(r.position).filter((m) => moveKind(m) === KIND_CASTLE) : [];
    expect(castles.length).toBe(24);
  });
});

describe('castling won by drops (castling.dropped)', () => {
  const dropped = compileVariant({ ...chessSpec, castling: { ...chessSpec.castling!, dropped: true } });

  it('holds the slots of the corners from the start, and reads and writes their rights', () => {
    const none = parseFen(dropped, 'r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1');
    expect(none.ok && [none.position.nSlots, none.position.castleMask, makeFen(none.position).split(' ')[2]]).toEqual([4, 0, '-']);
    for (const rights of ['KQkq', 'Qk', 'q']) {
      const r = parseFen(dropped, `r3k2r/8/8/8/8/8/8/R3K2R w ${rights} - 0 1`);
      expect(r.ok && [r.position.nSlots, makeFen(r.position).split(' ')[2]]).toEqual([4, rights]);
    }
  });

  it('refuses a right whose rook is off the corner, or given twice', () => {
    const off = parseFen(dropped, '1r2k2r/8/8/8/8/8/8/R3K2R w q - 0 1');
    expect(off).toMatchObject({ ok: false, field: 'castling' });
    expect(!off.ok && off.error).toMatch(/corner/);
    expect(parseFen(dropped, 'r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1')).toMatchObject({ ok: false, field: 'castling' });
  });
});
