/**
 * The node-start result rules (issue 15): extinction and bare king, the flag
 * rule (with racing kings' `move`), check counting with its FEN field, and
 * the checkmate value — their outcomes, the empty move list at an ended
 * node, make/unmake of the check counters, the kernel copies that leave the
 * rules out, and the engine valuing their wins.
 */
import { compileVariant, makeFen, makeUci, outcome, parseFen, type CompiledVariant, type VariantSpec } from '@fairyforge/core';
import { Engine, MATE } from '@fairyforge/engine';
import { loadVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { game } from './games.ts';
import { kernelSource } from '../packages/core/src/kernel.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { startRules } from '../packages/core/src/rules/registry.ts';
import { chessSpec } from '../packages/core/src/specs.fixture.ts';
import { oracleCases } from './oracle.ts';

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
const moveCount = (v: CompiledVariant, fen: string) => position(v, fen).generateLegal(new Int32Array(256), 0);
const chessWith = (slug: string, extra: Partial<VariantSpec>) => compileVariant({ ...chessSpec, slug, ...extra });

const SHIPPED = ['kingofthehill', '3check', '5check', 'misere', 'threekings', 'shatranj', 'courier', 'breakthrough', 'capturethequeen', 'extinction', 'kinglet'];

describe('FEN round trip of the oracle positions', () => {
  it.each(SHIPPED)('%s', (slug) => {
    const v = variant(slug);
    for (const c of oracleCases(slug)) expect(makeFen(position(v, c.fen)), c.name).toBe(c.fen);
  });
});

describe('extinction', () => {
  it('tests the side that just moved first when both are out', () => {
    // Neither side has a knight: White just moved, so White is out and Black, to move, wins.
    const v = chessWith('test-extinct-n', { extinction: { types: ['N'], count: 0, opponentCount: 0, claim: false, value: 'loss' } });
    const fen = '4k3/8/8/8/8/8/8/4K3 b - - 0 1';
    expect(outcome(position(v, fen))).toEqual({ result: '0-1', reason: 'extinction' });
    expect(moveCount(v, fen)).toBe(0);
  });

  it('counts every piece for `*`, and `bare-king` is its reason with count 1', () => {
    const v = variant('shatranj');
    // Black bared, White with king and one rook: Black may still reply ...
    const g = game(v, '3k4/8/8/8/8/8/p7/rR2K3 w - - 0 1', ['b1a1']);
    expect(g.outcome()).toBeNull();
    // ... and when its reply leaves White's rook standing, White wins at its next node.
    g.playText('a2a1q');
    expect(g.outcome()).toBeNull();
  });

  it('a value of win makes the out side the winner (losers, antichess)', () => {
    const v = chessWith('test-extinct-win', { extinction: { types: '*', count: 1, opponentCount: 0, claim: false, value: 'win' } });
    expect(outcome(position(v, '4k3/8/8/8/8/8/8/4K2R w - - 0 1'))).toEqual({ result: '0-1', reason: 'bare-king' });
  });

  it('three kings: the first king lost loses', () => {
    const v = variant('threekings');
    expect(outcome(position(v, '1nb2b2/k4p2/p2pk3/1p2p1Pp/1Pp1Q3/P1PqBK2/4PK2/KN3BN1 b - - 0 25'))).toEqual({ result: '1-0', reason: 'extinction' });
  });
});

describe('flag', () => {
  it('king of the hill: the side that reached the centre has won, and the other has no moves', () => {
    const v = variant('kingofthehill');
    const fen = 'rnbq1bnr/pppppppp/8/8/3k4/8/PPPPPPPP/RNBQKBNR w - - 0 1';
    expect(outcome(position(v, fen))).toEqual({ result: '0-1', reason: 'flag' });
    expect(moveCount(v, fen)).toBe(0);
  });

  it('king of the hill: bare kings are not dead, since either may still reach the centre', () => {
    expect(outcome(position(variant('kingofthehill'), '4k3/8/8/8/8/4K3/8/8 w - - 0 1'))).toBeNull();
  });

  it('breakthrough: a flag piece is not stranded on its goal rank', () => {
    expect(loadVariant('breakthrough').ok).toBe(true);
  });

  describe('with move (racing kings)', () => {
    const v = chessWith('test-race', {
      castling: null,
      startFen: '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1',
      flag: { pieces: [['K'], ['K']], regions: [['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8'], ['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8']], move: true },
    });
    it('Black arriving wins at once', () => {
      expect(outcome(position(v, '3k4/8/8/8/8/8/7K/8 w - - 0 1'))).toEqual({ result: '0-1', reason: 'flag' });
    });
    it('White arriving lets Black reply when Black can arrive too, which draws', () => {
      const fen = '7K/8/3k4/8/8/8/8/8 b - - 0 1';
      // (Bare kings would be drawn for want of material, so ask the node-start rules alone.)
      expect(position(v, '7K/3k4/8/8/8/8/8/8 b - - 0 1').gameEnd()).toBe(0);
      expect(moveCount(v, '7K/3k4/8/8/8/8/8/8 b - - 0 1')).toBeGreaterThan(0);
      expect(outcome(position(v, '3k3K/8/8/8/8/8/8/8 w - - 0 1'))).toEqual({ result: '1/2-1/2', reason: 'flag' });
      // Black too far away: White has won.
      expect(outcome(position(v, fen))).toEqual({ result: '1-0', reason: 'flag' });
      expect(moveCount(v, fen)).toBe(0);
    });
    it('White arriving wins at its next node when Black did not', () => {
      expect(outcome(position(v, '7K/8/3k4/8/8/8/8/8 w - - 0 1'))).toEqual({ result: '1-0', reason: 'flag' });
    });
  });
});

describe('check-count', () => {
  const v = variant('3check');

  it('reads and writes the remaining checks, 1+1 when absent, and lichess checks given', () => {
    expect(makeFen(position(v, v.spec.startFen))).toBe(v.spec.startFen);
    expect(makeFen(position(v, '4k3/8/8/8/8/8/8/4K2R w - - 0 1'))).toBe('4k3/8/8/8/8/8/8/4K2R w - - 1+1 0 1');
    expect(makeFen(position(v, '4k3/8/8/8/8/8/8/4K2R w - - 0 1 +2+0'))).toBe('4k3/8/8/8/8/8/8/4K2R w - - 1+3 0 1');
  });

  it('counts direct and discovered checks in make and gives them back in unmake', () => {
    const p = position(v, '4k3/8/8/8/8/4B3/4R3/4K3 w - - 3+3 0 1');
    const before = [p.hashLo, p.hashHi];
    const list = new Int32Array(256);
    const n = p.generateLegal(list, 0);
    const uci = Array.from(list.subarray(0, n), (m) => makeUci(p, m));
    p.make(list[uci.indexOf('e3b6')]!); // uncovers the rook on the e-file
    expect(Array.from(p.checks)).toEqual([2, 3]);
    // The counts are part of the hash, kept up to date by make.
    expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
    expect(p.computeHash()).not.toEqual(position(v, makeFen(p).replace('2+3', '3+3')).computeHash());
    p.unmake();
    expect(Array.from(p.checks)).toEqual([3, 3]);
    expect([p.hashLo, p.hashHi]).toEqual(before);
  });

  it('ends the game before the checked side may answer, and only for the side that just moved', () => {
    expect(outcome(position(v, '4k3/8/8/8/8/8/8/4K2R w - - 0+3 0 1'))).toBeNull();
    expect(outcome(position(v, '4k3/8/8/8/8/8/8/4K2R b - - 0+3 0 1'))).toEqual({ result: '1-0', reason: 'check-count' });
  });

  it('5check starts with five', () => {
    expect(Array.from(position(variant('5check'), variant('5check').spec.startFen).checks)).toEqual([5, 5]);
  });
});

describe('checkmate', () => {
  it('is valued by the variant: the mated side wins in misère', () => {
    const g = game(variant('misere'), variant('misere').spec.startFen, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    expect(g.outcome()).toEqual({ result: '1-0', reason: 'checkmate' });
  });
});

describe('the node-start rules', () => {
  it('are judged in the kernel order: passing, a full board (flips), extinction, flag, castling wins, connect-n, checks', () => {
    expect(startRules.map((r) => r.name)).toEqual(['passing', 'flip', 'extinction', 'flag', 'castlingWins', 'connect', 'checkCount']);
  });

  it('leave no code in the copies of variants without them', () => {
    const code = ['passEnd', 'extinctionEnd', 'flagEnd', 'connectEnd', 'checkCountEnd', '.stChecks'];
    const inCopy = (v: CompiledVariant) => code.filter((c) => kernelSource(selectParts(v).parts, v.spec.slug).includes(c));
    expect(inCopy(variant('chess'))).toEqual([]);
    expect(inCopy(variant('shatranj'))).toEqual(['extinctionEnd']);
    expect(inCopy(variant('kingofthehill'))).toEqual(['flagEnd']);
    expect(inCopy(variant('3check'))).toEqual(['checkCountEnd', '.stChecks']);
    expect(inCopy(variant('allqueenschess'))).toEqual(['connectEnd']);
  });
});

describe('the engine', () => {
  const bestOf = (v: CompiledVariant, fen: string, depth: number) => {
    const p = position(v, fen);
    const s = new Engine(v).search(p, { depth });
    return { uci: makeUci(p, s.move!), score: s.score };
  };
  it('walks its king to the hill', () => {
    const r = bestOf(variant('kingofthehill'), 'rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQ1BNR w - - 0 1', 2);
    expect(['e3d4', 'e3e4']).toContain(r.uci);
    expect(r.score).toBeGreaterThan(MATE - 1000);
  });
  it('gives the third check', () => {
    const r = bestOf(variant('3check'), 'rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 1', 2);
    expect(r.score).toBeGreaterThan(MATE - 1000);
  });
  it('plays for a mate against itself in misère', () => {
    // White to move is mated by ... nothing yet: Qxf7 mates Black (who then wins), so White avoids it.
    const r = bestOf(variant('misere'), 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4', 1);
    expect(r.uci).not.toBe('h5f7');
  });
});
