import { describe, expect, it } from 'vitest';
import { compileVariant } from './compile.ts';
import { makeFen, parseFen } from './fen.ts';
import { KIND_CASTLE, KIND_EN_PASSANT, moveKind } from './moves.ts';
import { perft } from './perft.ts';
import { MAX_MOVES, type Position } from './position.ts';
import { chessSpec, wildebeestSpec } from './specs.fixture.ts';
import { legalMoves, makeUci, parseUci } from './uci.ts';

const chess = compileVariant(chessSpec);
const wildebeest = compileVariant(wildebeestSpec);

function pos(v = chess, fen = v.spec.startFen): Position {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}

/** A small deterministic generator (mulberry32), so failures reproduce. */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('FEN', () => {
  it.each([
    [chess, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    [chess, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'],
    [chess, 'rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b Kq e3 0 3'],
    [wildebeest, 'rncwqkwcnr1/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNCWQKWCNR1 w - - 0 1'],
    [wildebeest, '5k5/11/11/11/11/11/3pP6/11/11/5K5 b - e3 12 40'],
  ])('round-trips %#', (v, fen) => {
    expect(makeFen(pos(v, fen))).toBe(fen);
  });

  it('completes a bare placement with defaults', () => {
    expect(makeFen(pos(chess, '8/8/8/4k3/8/8/8/4K3'))).toBe('8/8/8/4k3/8/8/8/4K3 w - - 0 1');
  });

  it('drops an e.p. square no capture can use', () => {
    expect(makeFen(pos(chess, '4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1'))).toBe('4k3/8/8/8/4P3/8/8/4K3 b - - 0 1');
  });

  it.each([
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1', /7 squares/],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', /7 ranks/],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1', /unknown piece letter 'X'/],
    ['8/8/8/8/8/8/8/8 x - - 0 1', /side to move/],
    ['8/8/8/8/8/8/8/4K3 w K - 0 1', /castling partner/],
    ['8/8/8/8/8/8/8/8 w - z9 0 1', /off the board/],
    ['8/8/8/8/8/8/8/8 w - - x 1', /halfmove/],
  ])('rejects %s', (fen, message) => {
    const r = parseFen(chess, fen);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

describe('make/unmake', () => {
  it.each([
    ['chess', chess],
    ['wildebeest', wildebeest],
  ])('restores the position over random playouts (%s)', (_name, v) => {
    const random = rng(7);
    for (let game = 0; game < 20; game++) {
      const p = pos(v);
      const history: string[] = [];
      for (let ply = 0; ply < 120; ply++) {
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        history.push(makeFen(p));
        p.make(moves[Math.floor(random() * moves.length)]!);
      }
      while (history.length) {
        p.unmake();
        expect(makeFen(p)).toBe(history.pop());
      }
    }
  });

  it('keeps the Zobrist hash equal to one computed from scratch, and restores it', () => {
    const random = rng(5);
    const mismatches: string[] = [];
    for (const v of [chess, wildebeest]) {
      for (let game = 0; game < 10; game++) {
        const p = pos(v, v === chess ? 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' : v.spec.startFen);
        const hashes: [number, number][] = [];
        for (let ply = 0; ply < 100; ply++) {
          const moves = legalMoves(p);
          if (moves.length === 0) break;
          hashes.push([p.hashLo, p.hashHi]);
          p.make(moves[Math.floor(random() * moves.length)]!);
          const [lo, hi] = p.computeHash();
          if (lo !== p.hashLo || hi !== p.hashHi) mismatches.push(makeFen(p));
        }
        while (hashes.length) {
          p.unmake();
          const [lo, hi] = hashes.pop()!;
          if (lo !== p.hashLo || hi !== p.hashHi) mismatches.push(`after unmake: ${makeFen(p)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('gives the same hash to the same position reached by different move orders', () => {
    const a = pos(chess);
    const b = pos(chess);
    for (const u of ['g1f3', 'g8f6', 'b1c3', 'b8c6']) a.make(parseUci(a, u)!);
    for (const u of ['b1c3', 'b8c6', 'g1f3', 'g8f6']) b.make(parseUci(b, u)!);
    expect([a.hashLo, a.hashHi]).toEqual([b.hashLo, b.hashHi]);
    const c = pos(chess);
    c.make(parseUci(c, 'g1f3')!);
    expect([c.hashLo, c.hashHi]).not.toEqual([a.hashLo, a.hashHi]);
  });

  it('never leaves the mover in check', () => {
    const random = rng(11);
    const illegal: string[] = [];
    let checked = 0;
    for (let game = 0; game < 20; game++) {
      const p = pos(wildebeest);
      for (let ply = 0; ply < 150; ply++) {
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        for (const m of moves) {
          p.make(m);
          if (p.royalAttacked(p.turn ^ 1)) illegal.push(makeFen(p));
          checked++;
          p.unmake();
        }
        p.make(moves[Math.floor(random() * moves.length)]!);
      }
    }
    expect(illegal).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe('the fast legal generator', () => {
  it.each([
    ['chess', chess, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'],
    ['wildebeest', wildebeest, wildebeestSpec.startFen],
  ])('agrees with make-and-test on random playouts (%s)', (_name, v, fen) => {
    const random = rng(3);
    const a = new Int32Array(MAX_MOVES);
    const b = new Int32Array(MAX_MOVES);
    let compared = 0;
    for (let game = 0; game < 30; game++) {
      const p = pos(v, fen);
      for (let ply = 0; ply < 150; ply++) {
        const na = p.generateLegal(a, 0);
        const nb = p.generateLegalByMaking(b, 0);
        const fast = Array.from(a.subarray(0, na)).sort();
        const slow = Array.from(b.subarray(0, nb)).sort();
        if (fast.join() !== slow.join()) expect({ fen: makeFen(p), fast: fast.map((m) => makeUci(p, m)) }).toEqual({ fen: makeFen(p), fast: slow.map((m) => makeUci(p, m)) });
        compared++;
        if (na === 0) break;
        p.make(a[Math.floor(random() * na)]!);
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('castling and en passant', () => {
  it('castles both ways when allowed, and writes it as the king move', () => {
    const p = pos(chess, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const castles = legalMoves(p).filter((m) => moveKind(m) === KIND_CASTLE).map((m) => makeUci(p, m));
    expect(castles.sort()).toEqual(['e1c1', 'e1g1']);
    p.make(parseUci(p, 'e1g1')!);
    expect(makeFen(p)).toBe('r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
  });

  it('refuses to castle through an attacked square or out of check', () => {
    const through = pos(chess, 'r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1');
    expect(legalMoves(through).map((m) => makeUci(through, m))).not.toContain('e1g1');
    expect(legalMoves(through).map((m) => makeUci(through, m))).toContain('e1c1');
    const inCheck = pos(chess, 'r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1');
    expect(legalMoves(inCheck).filter((m) => moveKind(m) === KIND_CASTLE)).toHaveLength(0);
  });

  it('loses castling rights when the rook is captured', () => {
    const p = pos(chess, 'r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1');
    p.make(parseUci(p, 'g2h1')!);
    expect(makeFen(p).split(' ')[2]).toBe('Qkq');
  });

  it('captures en passant and forbids it when it would expose the king', () => {
    const ok = pos(wildebeest, '5k5/11/11/11/11/11/3pP6/11/11/5K5 b - e3 0 1');
    expect(legalMoves(ok).filter((m) => moveKind(m) === KIND_EN_PASSANT).map((m) => makeUci(ok, m))).toEqual(['d4e3']);
    const pinned = pos(wildebeest, '11/11/11/11/11/11/k2pP4R1/11/11/5K5 b - e3 0 1');
    expect(legalMoves(pinned).filter((m) => moveKind(m) === KIND_EN_PASSANT)).toHaveLength(0);
  });
});

describe('perft basics', () => {
  // Standard chess counts from the start (the same numbers every chess engine publishes).
  it.each([
    [1, 20],
    [2, 400],
    [3, 8902],
  ])('chess depth %i = %i', (d, n) => {
    expect(perft(pos(), d)).toBe(n);
  });
});

describe('large boards', () => {
  it('works on 26×26, with two-digit ranks everywhere', () => {
    const big = compileVariant({ ...chessSpec, cols: 26, rows: 26, startFen: '25k/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/K25 w - - 0 1', castling: null, promotion: { ...chessSpec.promotion, ranks: [25] } });
    // White: king a1, rook m13. Black: king z26.
    const p = pos(big, '25k/26/26/26/26/26/26/26/26/26/26/26/26/12R13/26/26/26/26/26/26/26/26/26/26/26/K25 w - - 0 1');
    const ucis = legalMoves(p).map((m) => makeUci(p, m));
    // The rook sees 25 squares along its rank and 25 along its file; the king has a2, b1, b2.
    expect(ucis).toHaveLength(50 + 3);
    expect(ucis).toContain('m13m26');
    expect(ucis).toContain('m13z13');
    expect(makeFen(p)).toBe('25k/26/26/26/26/26/26/26/26/26/26/26/26/12R13/26/26/26/26/26/26/26/26/26/26/26/K25 w - - 0 1');
  });
});

describe('pieces whose moves can coincide', () => {
  // A king each and one test piece X for White; counts worked out by hand.
  const withPiece = (betza: string) =>
    compileVariant({
      ...chessSpec,
      pieces: [...chessSpec.pieces, { letter: 'X', name: 'test piece', betza, royal: false, pawn: false }],
      startFen: '4k3/8/8/8/3X4/8/8/4K3 w - - 0 1',
      castling: null,
    });
  const count = (betza: string, fen: string) => {
    const v = withPiece(betza);
    const p = pos(v, fen);
    const ucis = legalMoves(p)
      .map((m) => makeUci(p, m))
      .filter((u) => u.startsWith('d4'));
    expect(new Set(ucis).size).toBe(ucis.length);
    return ucis.length;
  };

  it('lists a leap onto a rider line only once (RD)', () => {
    // The rook's 14 squares; the dabbaba's d6, d2, b4 and f4 are all among them.
    expect(count('RD', '4k3/8/8/8/3X4/8/8/4K3 w - - 0 1')).toBe(14);
    // With a white pawn on d5 the rook loses d5–d8 (4 squares), the dabbaba still jumps to d6.
    expect(count('RD', '4k3/8/8/3P4/3X4/8/8/4K3 w - - 0 1')).toBe(11);
  });

  it('lists the squares of two riders on one line once (RD0)', () => {
    expect(count('RD0', '4k3/8/8/8/3X4/8/8/4K3 w - - 0 1')).toBe(14);
  });

  it('lists overlapping ranges once (mRW2)', () => {
    expect(count('mRW2', '4k3/8/8/8/3X4/8/8/4K3 w - - 0 1')).toBe(14);
  });
});
