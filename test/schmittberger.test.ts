/**
 * Schmittberger's original Wildebeest Chess, expressed as data: flexible
 * castling, pawns that run to their fifth rank with multi-square en passant,
 * promotion to Q or W, and stalemate as a win for the stalemating side.
 */
import { run } from '@fairyforge/cli';
import { castleKingTo, KIND_CASTLE, legalMoves, makeFen, makeSan, makeUci, moveKind, parseFen, parseSan, parseUci, type Position } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { playCommand } from '../packages/cli/src/playCommand.ts';

function variant() {
  const r = loadVariant('wildebeest-schmittberger');
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.variant;
}

function at(fen: string): Position {
  const r = parseFen(variant().compiled, fen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}

/** Castles of the side to move, as "king destination" squares, sorted. */
function castles(pos: Position): string[] {
  const g = pos.v.geometry;
  return legalMoves(pos)
    .filter((m) => moveKind(m) === KIND_CASTLE)
    .map((m) => {
      const sq = castleKingTo(pos, m);
      return String.fromCharCode(97 + (sq % g.cols)) + String(Math.floor(sq / g.cols) + 1);
    })
    .sort();
}

const EMPTY_BACK_RANK = '5k5/11/11/11/11/11/11/11/11/R4K4R w KQ - 0 1';
const ALL_EIGHT = ['b1', 'c1', 'd1', 'e1', 'g1', 'h1', 'i1', 'j1'];

describe('flexible castling', () => {
  it('offers all eight castles on an empty back rank', () => {
    expect(castles(at(EMPTY_BACK_RANK))).toEqual(ALL_EIGHT);
  });

  it('puts the rook on the square beside the king, on its other side', () => {
    const expected: Record<string, string> = { g1: 'f1', h1: 'g1', i1: 'h1', j1: 'i1', e1: 'f1', d1: 'e1', c1: 'd1', b1: 'c1' };
    const pos = at(EMPTY_BACK_RANK);
    for (const m of legalMoves(pos).filter((x) => moveKind(x) === KIND_CASTLE)) {
      const kingTo = castleKingTo(pos, m);
      pos.make(m);
      const fen = makeFen(pos).split(' ')[0]!.split('/').at(-1)!;
      pos.unmake();
      const file = (f: string) => f.charCodeAt(0) - 97;
      const kingSquare = String.fromCharCode(97 + (kingTo % 11)) + '1';
      const rank1 = expand(fen);
      expect(rank1[file(kingSquare)]).toBe('K');
      expect(rank1[file(expected[kingSquare]!)]).toBe('R');
      expect(rank1.filter((c) => c === 'R')).toHaveLength(2);
    }
  });

  it('is blocked through an attacked square the king would cross or land on', () => {
    // A black rook on h10 attacks h1: castles to h1, i1 and j1 cross or land on it.
    expect(castles(at('5k1r3/11/11/11/11/11/11/11/11/R4K4R w KQ - 0 1'))).toEqual(['b1', 'c1', 'd1', 'e1', 'g1']);
    // A black rook on d10 attacks d1: castles to d1, c1 and b1 are gone.
    expect(castles(at('3r1k5/11/11/11/11/11/11/11/11/R4K4R w KQ - 0 1'))).toEqual(['e1', 'g1', 'h1', 'i1', 'j1']);
  });

  it('is blocked by any piece between king and rook', () => {
    expect(castles(at('5k5/11/11/11/11/11/11/11/11/R4K3NR w KQ - 0 1'))).toEqual(['b1', 'c1', 'd1', 'e1']);
    expect(castles(at('5k5/11/11/11/11/11/11/11/11/RN3K4R w KQ - 0 1'))).toEqual(['g1', 'h1', 'i1', 'j1']);
  });

  it('needs the right: none without it, one side with one', () => {
    expect(castles(at('5k5/11/11/11/11/11/11/11/11/R4K4R w - - 0 1'))).toEqual([]);
    expect(castles(at('5k5/11/11/11/11/11/11/11/11/R4K4R w K - 0 1'))).toEqual(['g1', 'h1', 'i1', 'j1']);
  });

  it('is impossible in check', () => {
    expect(castles(at('5r5/11/11/11/11/11/11/11/11/R4K4R w KQ - 0 1'))).toEqual([]);
  });

  it('loses the rights when the king or a rook moves, or a rook is captured', () => {
    const rights = (pos: Position) => makeFen(pos).split(' ')[2];
    const king = at('r4k4r/11/11/11/11/11/11/11/11/R4K4R w KQkq - 0 1');
    king.make(parseUci(king, 'f1f2')!);
    expect(rights(king)).toBe('kq');
    const rook = at('r4k4r/11/11/11/11/11/11/11/11/R4K4R w KQkq - 0 1');
    rook.make(parseUci(rook, 'k1k2')!);
    expect(rights(rook)).toBe('Qkq');
    const capture = at('r4k4r/11/11/11/11/11/11/11/11/R4K4R w KQkq - 0 1');
    capture.make(parseUci(capture, 'a1a10')!);
    expect(rights(capture)).toBe('Kk');
  });

  it('gives every legal move its own UCI and SAN, which parse back to it', () => {
    for (const fen of [EMPTY_BACK_RANK, 'r4k4r/11/11/11/11/11/11/11/11/R4K4R w KQkq - 0 1', variant().spec.startFen]) {
      const pos = at(fen);
      const moves = legalMoves(pos);
      const ucis = moves.map((m) => makeUci(pos, m));
      const sans = moves.map((m) => makeSan(pos, m));
      expect(new Set(ucis).size).toBe(moves.length);
      expect(new Set(sans).size).toBe(moves.length);
      moves.forEach((m, i) => {
        expect(parseUci(pos, ucis[i]!)).toBe(m);
        expect(parseSan(pos, sans[i]!)).toBe(m);
      });
    }
    const pos = at(EMPTY_BACK_RANK);
    const byUci = Object.fromEntries(legalMoves(pos).map((m) => [makeUci(pos, m), makeSan(pos, m)]));
    // One-square castles would read like king steps: they are written king-takes-rook.
    // (The rook landing on the f-file gives check to the king on f10.)
    expect(byUci).toMatchObject({ f1k1: 'O-O(g1)+', f1h1: 'O-O(h1)', f1j1: 'O-O(j1)', f1a1: 'O-O-O(e1)+', f1b1: 'O-O-O(b1)', f1g1: 'Kg1', f1e1: 'Ke1' });
  });
});

describe('pawns and en passant', () => {
  it('run up to the fifth rank and may be taken on any square they crossed', () => {
    // The black pawn on b4 takes on a3, the first square the white pawn crossed. Only a3 is left
    // as an e.p. square: no black pawn stands to take on a4 (as Fairy-Stockfish keeps only usable ones).
    const pos = at('5k5/11/11/11/11/11/1p9/11/P10/5K5 w - - 0 1');
    pos.make(parseUci(pos, 'a2a5')!);
    expect(makeFen(pos).split(' ')[3]).toBe('a3');
    expect(legalMoves(pos).map((m) => makeUci(pos, m))).toContain('b4a3');
    // With pawns on b4 and b5 both crossed squares can be taken on: both are kept, both captures listed.
    const both = at('5k5/11/11/11/11/1p9/1p9/11/P10/5K5 w - - 0 1');
    both.make(parseUci(both, 'a2a5')!);
    expect(makeFen(both).split(' ')[3]).toBe('a3a4');
    expect(legalMoves(both).map((m) => makeUci(both, m))).toEqual(expect.arrayContaining(['b4a3', 'b5a4']));
    const three = at('5k5/11/11/11/11/1p9/11/11/P10/5K5 w - - 0 1');
    three.make(parseUci(three, 'a2a5')!);
    // The pawn on b5 takes on a4, a square the white pawn crossed.
    expect(legalMoves(three).map((m) => makeUci(three, m))).toContain('b5a4');
  });
});

describe('stalemate wins for the side that delivers it', () => {
  const STALEMATE = '10k/11/9Q1/11/11/11/11/11/11/5K5 b - - 0 1';
  it('in fairyforge moves --json', async () => {
    const out: string[] = [];
    const code = await run(['moves', 'wildebeest-schmittberger', '--fen', STALEMATE, '--json'], { out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(0);
    expect(JSON.parse(out[0]!).outcome).toEqual({ result: '1-0', reason: 'stalemate' });
  });

  it('in play', async () => {
    const out: string[] = [];
    const code = await playCommand(['wildebeest-schmittberger', '--fen', '10k/11/11/9Q1/11/11/11/11/11/5K5 w - - 0 1'], { out: (l) => out.push(l), err: (l) => out.push(l) }, ['j7j8', 'quit']);
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/1-0/);
    expect(text).toMatch(/stalemate/i);
  });
});

function expand(rank: string): string[] {
  const cells: string[] = [];
  for (const m of rank.matchAll(/(\d+)|([A-Za-z])/g)) {
    if (m[1]) cells.push(...Array<string>(Number(m[1])).fill('.'));
    else cells.push(m[2]!);
  }
  return cells;
}
