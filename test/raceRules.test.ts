/**
 * The result rules of the race and connection games (issue 15's last list):
 * the flag's `count` and `blockedWin` (Fairy-Stockfish's flagPieceCount,
 * flagPieceBlockedWin), `move` with flag pieces that are not royal (jeson
 * mor's one reply), `safe` as Fairy-Stockfish judges it (squatter), and
 * connect-n, and suicide's stalemate by piece count — their outcomes, the FEN round trip of every ffish position of
 * the variants that use them, and the engine heading for them.
 */
import { makeFen, makeUci, outcome, parseFen, type CompiledVariant } from '@fairyforge/core';
import { Engine, MATE } from '@fairyforge/engine';
import { loadVariant, validateVariantSource } from '@fairyforge/loader';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { oracleLines, type OracleCase } from './oracle.ts';

function variant(slug: string): CompiledVariant {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.variant.compiled;
}
function position(v: CompiledVariant, fen: string) {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}
const result = (slug: string, fen: string) => outcome(position(variant(slug), fen));
const moveCount = (slug: string, fen: string) => position(variant(slug), fen).generateLegal(new Int32Array(512), 0);

const SLUGS = ['aralzaa', 'bajr', 'knights-halma', 'kono', 'jesonmor', 'squatter', 'allqueenschess', 'asimplegame', 'roll-ing-to-four', 'suicide', 'xhess'];

describe('FEN round trip of the ffish positions', () => {
  it.each(SLUGS)('%s', (slug) => {
    const v = variant(slug);
    const file = fileURLToPath(new URL(`./ffish/${slug}.jsonl`, import.meta.url));
    const cases = oracleLines(file).map((l) => JSON.parse(l) as OracleCase);
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(makeFen(position(v, c.fen)), c.name).toBe(c.fen);
  });
});

describe('flag count', () => {
  it('needs that many flag pieces in the region, judged for the side that just moved', () => {
    expect(result('aralzaa', 'NNN/3/nnn b - - 0 1')).toEqual({ result: '1-0', reason: 'flag' });
    expect(result('aralzaa', 'NNn/3/n1n b - - 0 1')).toBeNull();
    expect(moveCount('aralzaa', 'NNN/3/nnn b - - 0 1')).toBe(0);
  });
  it('blockedWin: one in, every other region square occupied by either side, also wins', () => {
    expect(result('kono', 'Ppppp/p3p/5/5/PPPP1 b - - 0 1')).toEqual({ result: '1-0', reason: 'flag' });
    // One square of the region empty: not blocked.
    expect(result('kono', 'P1ppp/p3p/5/5/PPPP1 b - - 0 1')).toBeNull();
    // No flag piece of its own in the region: nothing.
    expect(result('kono', 'ppppp/p3p/5/5/PPPP1 b - - 0 1')).toBeNull();
  });
  it('is refused with safe, and blockedWin without a count above 1', () => {
    const text = (flag: string) => `---\nparent: chess\nengine:\n  rules:\n    flag: ${flag}\n---\n`;
    const codes = (flag: string) => validateVariantSource(text(flag), 'x.md').diagnostics.map((d) => d.code);
    expect(codes('{ pieces: [K], region: [d4-e5], count: 2, safe: true }')).toContain('flag-count-safe');
    expect(codes('{ pieces: [K], region: [d4-e5], blockedWin: true }')).toContain('flag-blocked-win');
    expect(codes('{ pieces: [K], region: [d4-e5], count: 0 }')).toContain('bad-value');
  });
});

describe('flag move with pieces that are not royal (jeson mor)', () => {
  it('an arrival counts only at the arriving side\'s next turn', () => {
    expect(result('jesonmor', 'n8/9/9/9/4N4/9/9/9/8N w - - 0 1')).toEqual({ result: '1-0', reason: 'flag' });
    expect(result('jesonmor', 'n8/9/9/9/4N4/9/9/9/8N b - - 0 1')).toBeNull();
    expect(result('jesonmor', 'N8/9/9/9/4n4/9/9/9/8n w - - 0 1')).toBeNull();
    expect(result('jesonmor', 'N8/9/9/9/4n4/9/9/9/8n b - - 0 1')).toEqual({ result: '0-1', reason: 'flag' });
  });
});

describe('flag safe (squatter)', () => {
  it('a lone piece the opponent attacks has not arrived; two have, attacked or not; both sides at once draw', () => {
    expect(result('squatter', '3Rk3/8/8/8/8/8/8/4K3 b - - 0 1')).toBeNull();
    expect(result('squatter', '2R2R2/8/8/8/7K/8/7k/2r5 b - - 0 1')).toEqual({ result: '1-0', reason: 'flag' });
    expect(result('squatter', '2R2R2/8/8/8/7K/8/7k/2r2r2 b - - 0 1')).toEqual({ result: '1/2-1/2', reason: 'flag' });
    expect(result('squatter', '4k3/8/8/8/8/8/8/4K2r w - - 0 1')).toEqual({ result: '0-1', reason: 'flag' });
  });
});

describe('connect', () => {
  it('n in a row along ranks, files and both diagonals, for the side that just moved', () => {
    for (const fen of ['5/5/QQQQ1/5/qqq2 b - - 0 1', '5/Q4/Q4/Q4/Q3q b - - 0 1', 'Q4/1Q3/2Q2/3Q1/qqq2 b - - 0 1', '4Q/3Q1/2Q2/1Q3/qqq2 b - - 0 1']) {
      expect(result('allqueenschess', fen), fen).toEqual({ result: '1-0', reason: 'connect' });
      expect(moveCount('allqueenschess', fen), fen).toBe(0);
    }
    expect(result('allqueenschess', '5/5/QQQQ1/5/qqq2 w - - 0 1')).toBeNull();
    expect(result('allqueenschess', '5/5/QQ1QQ/5/qqq2 b - - 0 1')).toBeNull();
  });
  it('counts only the listed pieces and directions, and its value', () => {
    const text = (connect: string) => `---\nparent: chess\nengine:\n  rules:\n    connect: ${connect}\n---\n`;
    const load = (connect: string) => {
      const r = validateVariantSource(text(connect), 'x.md');
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      return r;
    };
    load('{ n: 3, pieces: [N], vertical: false, value: loss }');
    const codes = (connect: string) => validateVariantSource(text(connect), 'x.md').diagnostics.map((d) => d.code);
    expect(codes('{ pieces: [N] }')).toContain('connect-n');
    expect(codes('{ n: 9 }')).toContain('connect-n');
    expect(codes('{ n: 3, horizontal: false, vertical: false, diagonal: false }')).toContain('connect-direction');
    expect(codes('{ n: 3, pieces: [Z] }')).toContain('connect-piece');
    load('{ square: 2 }');
    load('{ collinear: 3, diagonal: false }');
    expect(codes('{ square: 9 }')).toContain('connect-n');
    expect(codes('{ collinear: 9 }')).toContain('connect-n');
  });
});

describe('stalemate by piece count (suicide)', () => {
  it('the value holds for the side with fewer pieces, turns over for more, draws when level', () => {
    expect(result('suicide', '8/7p/8/8/8/p7/P7/8 w - - 0 1')).toEqual({ result: '1-0', reason: 'stalemate' });
    expect(result('suicide', '8/8/8/8/7p/p6P/P6P/8 w - - 0 1')).toEqual({ result: '0-1', reason: 'stalemate' });
    expect(result('suicide', '8/8/8/8/8/p1p5/P1P5/8 w - - 0 1')).toEqual({ result: '1/2-1/2', reason: 'stalemate' });
    // Antichess itself: the stalemated side wins whatever the count.
    expect(result('antichess', '8/8/8/8/7p/p6P/P6P/8 w - - 0 1')).toEqual({ result: '1-0', reason: 'stalemate' });
  });
});

describe('the engine', () => {
  const bestOf = (slug: string, fen: string, depth: number) => {
    const v = variant(slug);
    const p = position(v, fen);
    const s = new Engine(v).search(p, { depth });
    return { uci: makeUci(p, s.move!), score: s.score };
  };
  it('completes its line', () => {
    const r = bestOf('allqueenschess', '5/5/QQQ2/3Q1/qqq2 w - - 0 1', 2);
    expect(r.uci).toBe('d2d3');
    expect(r.score).toBeGreaterThan(MATE - 1000);
  });
  it('brings its last knight across', () => {
    const r = bestOf('aralzaa', 'NN1/N2/nn1 w - - 0 1', 2);
    expect(r.uci).toBe('a2c3');
    expect(r.score).toBeGreaterThan(MATE - 1000);
  });
});
