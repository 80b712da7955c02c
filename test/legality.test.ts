/**
 * The legality rules: compulsory captures (`mustCapture`), no checking
 * (`checking: false`), Fischer-random castling (`castling.chess960`), and
 * castling by a king that is not royal. Each rule is checked against a
 * reference computed here from plain chess's legal moves, or against move
 * lists derived by hand.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileVariant, KIND_CASTLE, KIND_EN_PASSANT, legalMoves, makeFen, makeSan, makeUci, moveKind, moveTo, parseFen, parseUci, type CompiledVariant, type Position, type VariantSpec } from '@fairyforge/core';
import { loadVariant, loadVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { chessSpec, wildebeestSpec } from '../packages/core/src/specs.fixture.ts';

function at(v: CompiledVariant, fen: string): Position {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error}`);
  return r.position;
}

const sorted = (pos: Position, moves: readonly number[]) => moves.map((m) => makeUci(pos, m)).sort();
const isCapture = (pos: Position, m: number) => moveKind(m) === KIND_EN_PASSANT || (moveKind(m) !== KIND_CASTLE && pos.board[moveTo(m)] !== 0);

/** FENs along seeded random games of a variant (every position of each game). */
function playouts(v: CompiledVariant, games: number, plies: number, seed: number): string[] {
  let s = seed;
  const rnd = (n: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
  const fens: string[] = [];
  for (let g = 0; g < games; g++) {
    const pos = at(v, v.spec.startFen);
    for (let i = 0; i < plies; i++) {
      fens.push(makeFen(pos));
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      // Prefer captures now and then, so that positions with several captures and checks come up.
      const captures = moves.filter((m) => isCapture(pos, m));
      pos.make(captures.length && rnd(2) ? captures[rnd(captures.length)]! : moves[rnd(moves.length)]!);
    }
  }
  return fens;
}

/** A rule checked against a reference built from the base variant's legal moves, at every position of some playouts. */
function againstReference(base: VariantSpec, extra: Partial<VariantSpec>, reference: (pos: Position, legal: number[]) => number[]) {
  const plain = compileVariant(base);
  const ruled = compileVariant({ ...base, ...extra, slug: `${base.slug}-ruled` });
  let compared = 0;
  for (const fen of playouts(plain, 12, 60, 7)) {
    const pos = at(plain, fen);
    const expected = sorted(pos, reference(pos, legalMoves(pos)));
    const mine = at(ruled, fen);
    expect(sorted(mine, legalMoves(mine)), fen).toEqual(expected);
    const buf = new Int32Array(1024);
    expect(sorted(mine, Array.from(buf.subarray(0, mine.generateLegalByMaking(buf, 0)))), fen).toEqual(expected);
    compared++;
  }
  return compared;
}

describe('mustCapture', () => {
  const onlyCaptures = (pos: Position, legal: number[]) => {
    const captures = legal.filter((m) => isCapture(pos, m));
    return captures.length ? captures : legal;
  };

  it.each([
    ['chess', chessSpec],
    ['wildebeest', wildebeestSpec],
  ])('%s: only captures when there is a legal one, else every legal move', (_, spec) => {
    expect(againstReference(spec, { mustCapture: true }, onlyCaptures)).toBeGreaterThan(300);
  });

  it('counts en passant as a capture, and not castling', () => {
    const v = compileVariant({ ...chessSpec, slug: 'test-must', mustCapture: true });
    expect(sorted(at(v, '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1'), legalMoves(at(v, '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1')))).toEqual(['e5d6']);
    const castle = at(v, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(sorted(castle, legalMoves(castle))).toEqual(['a1a8', 'h1h8']);
  });

  it('in check, only a capturing evasion forces the choice', () => {
    const v = compileVariant({ ...chessSpec, slug: 'test-must', mustCapture: true });
    // The rook on e8 checks; Bb5xe8 takes it. Ra1xa7 is a capture, but no evasion: it is illegal anyway.
    const p = at(v, 'k3r3/p7/8/1B6/8/8/8/R3K3 w - - 0 1');
    expect(sorted(p, legalMoves(p))).toEqual(['b5e8']);
    // No capturing evasion: the king steps aside, though Ra1xa7 is a capture.
    const q = at(v, 'k3r3/p7/8/8/8/8/8/R3K3 w - - 0 1');
    expect(sorted(q, legalMoves(q))).toEqual(['e1d1', 'e1d2', 'e1f1', 'e1f2']);
  });

  it('is read from a variant file', () => {
    const r = loadVariantSource('---\ntitle: Must\nparent: chess\nengine:\n  rules:\n    mustCapture: true\n---\n', '/tmp/must.md');
    expect(r.ok && r.variant.spec.mustCapture).toBe(true);
  });
});

describe('checking: false', () => {
  const noChecks = (pos: Position, legal: number[]) =>
    legal.filter((m) => {
      pos.make(m);
      const check = pos.inCheck();
      pos.unmake();
      return !check;
    });

  it.each([
    ['chess', chessSpec],
    ['wildebeest', wildebeestSpec],
  ])('%s: every move that gives check is gone, and only those', (_, spec) => {
    expect(againstReference(spec, { checking: false }, noChecks)).toBeGreaterThan(300);
  });

  it('forbids a check by an en-passant capture, and by castling', () => {
    const v = compileVariant({ ...chessSpec, slug: 'test-nocheck', checking: false });
    // exd6 e.p. empties d5 and e5: the a5 rook would then check the king on h5 along the rank.
    const ep = at(v, '8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1');
    expect(sorted(ep, legalMoves(ep))).not.toContain('e5d6');
    const castle = at(v, '5k2/8/8/8/8/8/8/4K2R w K - 0 1');
    expect(sorted(castle, legalMoves(castle))).not.toContain('e1g1');
  });

  it('is read from a variant file', () => {
    const r = loadVariantSource('---\ntitle: Calm\nparent: chess\nengine:\n  rules:\n    checking: false\n---\n', '/tmp/calm.md');
    expect(r.ok && r.variant.spec.checking).toBe(false);
  });
});

describe('Fischer-random castling', () => {
  const loaded = loadVariant('fischerandom');
  if (!loaded.ok) throw new Error('fischerandom does not load');
  const v = loaded.variant.compiled;

  it('reads X-FEN and writes Shredder-FEN, the king side first', () => {
    expect(makeFen(at(v, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'))).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1');
    expect(makeFen(at(v, 'rk4r1/8/8/8/8/8/8/RK4R1 w KQq - 0 1'))).toBe('rk4r1/8/8/8/8/8/8/RK4R1 w GAa - 0 1');
    expect(makeFen(at(v, 'rk4r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1'))).toBe('rk4r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1');
  });

  it('castles from anywhere on the back rank: king to g1 and rook to f1, or king to c1 and rook to d1', () => {
    // King c1 between rooks b1 and g1: to g1 with the g1 rook to f1; staying on c1 with the b1 rook to d1.
    const p = at(v, '4k3/8/8/8/8/8/8/1RK3R1 w GB - 0 1');
    const castles = legalMoves(p).filter((m) => moveKind(m) === KIND_CASTLE);
    expect(sorted(p, castles)).toEqual(['c1b1', 'c1g1']);
    expect(castles.map((m) => makeSan(p, m)).sort()).toEqual(['O-O', 'O-O-O']);
    const after = (uci: string) => {
      const q = at(v, makeFen(p));
      q.make(parseUci(q, uci)!);
      return makeFen(q);
    };
    expect(after('c1g1')).toBe('4k3/8/8/8/8/8/8/1R3RK1 b - - 1 1');
    expect(after('c1b1')).toBe('4k3/8/8/8/8/8/8/2KR2R1 b - - 1 1');
    // A rook move loses that rook's right only.
    expect(after('g1g2')).toBe('4k3/8/8/8/8/8/6R1/1RK5 b B - 1 1');
  });

  it('needs the squares between king, rook and their destinations empty, and the king safe', () => {
    const castles = (fen: string) => {
      const p = at(v, fen);
      return sorted(p, legalMoves(p).filter((m) => moveKind(m) === KIND_CASTLE));
    };
    // The knight on b1 stands only on the a1 rook's way to d1: no castling on that side.
    expect(castles('4k3/8/8/8/8/8/8/RN3K1R w HA - 0 1')).toEqual(['f1h1']);
    // The d8 rook attacks d1: the king may not cross it from b1 to g1, but may go to c1 (the rook landing on d1 is no matter).
    expect(castles('3rk3/8/8/8/8/8/8/RK4R1 w GA - 0 1')).toEqual(['b1a1']);
    // The b1 rook shields c1 from the queen on a1: once it has gone to d1, the king would land in check.
    expect(castles('4k3/8/8/8/8/8/8/qR3K2 w B - 0 1')).toEqual([]);
    // The king on g1 castles with the h1 rook without moving; in check it may not.
    expect(castles('4k3/8/8/8/8/8/8/6KR w H - 0 1')).toEqual(['g1h1']);
    expect(castles('4k1r1/8/8/8/8/8/8/6KR w H - 0 1')).toEqual([]);
  });

  it('takes the same moves by the fast path as by making each move', () => {
    let s = 3;
    const rnd = (n: number) => {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      return s % n;
    };
    for (const rank of ['rkrbbqnn', 'nrkbbqrn', 'brnkqrnb', 'rnkrbbqn', 'qrbkrnnb', 'rbbkrqnn']) {
      const rooks = [...rank].map((c, i) => (c === 'r' ? 'abcdefgh'[i]! : '')).join('');
      const p = at(v, `${rank}/pppppppp/8/8/8/8/PPPPPPPP/${rank.toUpperCase()} w ${rooks.toUpperCase()}${rooks} - 0 1`);
      for (let i = 0; i < 80; i++) {
        const buf = new Int32Array(1024);
        const byMaking = Array.from(buf.subarray(0, p.generateLegalByMaking(buf, 0)));
        const moves = legalMoves(p);
        expect(sorted(p, moves), makeFen(p)).toEqual(sorted(p, byMaking));
        expect(makeFen(at(v, makeFen(p))), 'FEN round trip').toBe(makeFen(p));
        if (moves.length === 0) break;
        const castles = moves.filter((m) => moveKind(m) === KIND_CASTLE);
        p.make(castles.length && rnd(2) ? castles[0]! : moves[rnd(moves.length)]!);
      }
    }
  });
});

describe('castling by a king that is not royal', () => {
  // Chess with a commoner for a king (as in giveaway): no royal piece at all.
  const v = compileVariant({ ...chessSpec, slug: 'test-commoner', pieces: chessSpec.pieces.map((p) => (p.letter === 'K' ? { ...p, royal: false } : p)) });
  const castles = (fen: string) => {
    const p = at(v, fen);
    return sorted(p, legalMoves(p).filter((m) => moveKind(m) === KIND_CASTLE));
  };

  it('ignores attacked squares: through, onto, and out of an attack', () => {
    expect(castles('r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1')).toEqual(['e1c1', 'e1g1']);
    expect(castles('r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1')).toEqual(['e1c1', 'e1g1']);
    expect(castles('4r3/8/8/8/8/8/8/R3K2R w KQ - 0 1')).toEqual(['e1c1', 'e1g1']);
    // ... but still needs the squares between free.
    expect(castles('4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1')).toEqual([]);
  });

  it('where the king is royal, the same positions allow no such castling', () => {
    const royal = compileVariant(chessSpec);
    const p = at(royal, 'r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1');
    expect(sorted(p, legalMoves(p).filter((m) => moveKind(m) === KIND_CASTLE))).toEqual(['e1c1']);
  });
});

describe('oracle positions of the legality variants', () => {
  it.each(['checkmateless', 'fischerandom', 'antichess', 'giveaway', 'losers', 'racingkings'])('%s: every FEN reads and writes back unchanged', (slug) => {
    const loaded = loadVariant(slug);
    if (!loaded.ok) throw new Error(`${slug} does not load`);
    const lines = readFileSync(fileURLToPath(new URL(`./oracle/${slug}.jsonl`, import.meta.url)), 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const fen = (JSON.parse(line) as { fen: string }).fen;
      expect(makeFen(at(loaded.variant.compiled, fen))).toBe(fen);
    }
  });
});
