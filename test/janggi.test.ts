/**
 * Janggi's rules (issue 17): moves kept inside a region (`betzaWithin`, the
 * palace diagonals), the hopper that avoids its own type (`avoidsOwnType`,
 * the janggi cannon), passing and bikjang (rules/passing.ts): their
 * diagnostics, their kernel code only where used, the FEN round trip of the
 * oracle positions, and on random playouts that the fast legal moves are the
 * reference's (every pseudo-legal move made and tested).
 */
import { compileVariant, makeFen, makeSan, makeUci, MAX_MOVES, outcome, parseFen, parseUci, type CompiledVariant, type Position } from '@fairyforge/core';
import { mulberry32 as rng } from '@fairyforge/engine';
import { loadVariant, validateVariantSource } from '@fairyforge/loader';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kernelSource } from '../packages/core/src/kernel.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { expectOracleFensRoundTrip } from './oracle.ts';
import { check, runs, TIMEOUT } from './properties.ts';

const loaded = loadVariant('janggi');
if (!loaded.ok) throw new Error(loaded.diagnostics[0]?.message);
const janggi = loaded.variant.compiled;
const traditionalLoad = loadVariant('janggitraditional');
if (!traditionalLoad.ok) throw new Error(traditionalLoad.diagnostics[0]?.message);
/** Fairy-Stockfish's janggitraditional: janggi without its material count, so these ends are draws. */
const traditional = traditionalLoad.variant.compiled;

function position(v: CompiledVariant, fen: string): Position {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}
function legalUci(p: Position): string[] {
  const moves = new Int32Array(MAX_MOVES);
  const n = p.generateLegal(moves, 0);
  return [...moves.subarray(0, n)].map((m) => makeUci(p, m)).sort();
}
function play(p: Position, uci: string): void {
  const m = parseUci(p, uci);
  if (m === null) throw new Error(`${uci} is not legal in ${makeFen(p)}`);
  p.make(m);
}
/** A small variant file around janggi's pieces, for the diagnostics. */
const file = (pieces: string, rules = '') => `---
title: T
slug: t
engine:
  topology: { type: grid, rows: 10, cols: 9 }
  regions:
    palace: [d1-f3]
    lines: [d1, f1, e2, d3, f3]
  pieces:
    K: { betza: W, royal: true, region: palace }
${pieces}
  setup: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
  rules: { castling: false${rules} }
---
`;
const codes = (text: string) => validateVariantSource(text, 't.md').diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}@${d.line}:${d.column}`);

describe('FEN round trip of the oracle positions', () => {
  it('janggi', () => expectOracleFensRoundTrip('janggi'));
});

describe('moves kept inside a region (betzaWithin)', () => {
  it('may ride, and stop where the region ends', () => {
    // The chariot on the palace corner d1 rides the diagonal to e2 and f3, no further (g4 is outside).
    const p = position(janggi, '3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1');
    expect(legalUci(p).filter((u) => u.startsWith('d1') && u[2] !== 'd' && u[3] !== '1')).toEqual(['d1e2', 'd1f3']);
  });

  it('apply in both palaces where the region lists both, for either side', () => {
    // A soldier in the enemy palace steps diagonally forward along its lines (d8-e9), never off them.
    const p = position(janggi, '3k5/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1');
    expect(legalUci(p).filter((u) => u.startsWith('d8'))).toEqual(['d8c8', 'd8d9', 'd8e8', 'd8e9']);
  });

  it('are refused where no region of that name is defined, with the closest name, at its line', () => {
    expect(codes(file('    R: { betza: R, betzaWithin: { line: B } }'))).toEqual(['region-unknown@11:41']);
  });

  it('read rides (unlike betzaIn) and report a bad Betza at its text', () => {
    expect(codes(file('    R: { betza: R, betzaWithin: { lines: B } }'))).toEqual([]);
    expect(codes(file('    R: { betza: R, betzaWithin: { lines: "B!" } }')).map((c) => c.split('@')[0])).toEqual(['betza']);
  });
});

describe('the hopper that avoids its own type (avoidsOwnType)', () => {
  it('moves only by hopping, never over a cannon nor onto one', () => {
    // c1: over the soldier on c3 to c4 and c5, not onto the black cannon on c6; over the cannon on e1 not at all.
    const p = position(janggi, '4k4/9/9/9/2c6/9/9/2P6/9/2C1C3K w - - 0 1');
    expect(legalUci(p).filter((u) => u.startsWith('c1'))).toEqual(['c1c4', 'c1c5']);
  });

  it('does not check over a cannon, and the palace diagonal hop needs a screen that is no cannon', () => {
    // The black cannon on f10 hops the diagonal over e9 to d8: a white chariot as screen checks the general on d8.
    expect(position(janggi, '5c3/4R4/3K5/9/9/9/9/9/9/4k4 w - - 0 1').inCheck()).toBe(true);
    expect(position(janggi, '5c3/4C4/3K5/9/9/9/9/9/9/4k4 w - - 0 1').inCheck()).toBe(false);
  });

  it('cannot be royal', () => {
    expect(() => compileVariant({ ...loaded.variant.spec, pieces: loaded.variant.spec.pieces.map((p) => (p.royal ? { ...p, avoidsOwnType: true } : p)) })).toThrow(/avoids its own type/);
  });
});

describe('passing', () => {
  it('is the royal piece\'s move to its own square, written pass in SAN, and not allowed in check', () => {
    const p = position(janggi, loaded.variant.spec.startFen);
    expect(legalUci(p)).toContain('e2e2');
    expect(makeSan(p, parseUci(p, 'e2e2')!)).toBe('pass');
    // A chariot checks the general on e2 along the e-file: no pass.
    expect(legalUci(position(janggi, '3k5/9/9/9/4r4/9/9/9/4K4/9 w - - 0 1'))).not.toContain('e2e2');
  });

  it('twice in a row ends the game, counted (Black\'s 1.5 at the start) or drawn under traditional rules; the position and hash come back on unmake', () => {
    for (const [v, result] of [[janggi, '0-1'], [traditional, '1/2-1/2']] as const) {
      const p = position(v, loaded.variant.spec.startFen);
      const before = makeFen(p);
      play(p, 'e2e2');
      expect(p.gameEnd()).toBe(0);
      play(p, 'e9e9');
      expect(legalUci(p)).toEqual([]);
      expect(outcome(p)).toEqual({ result, reason: 'pass' });
      p.unmake();
      p.unmake();
      expect(makeFen(p)).toBe(before);
      expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
    }
  });

  it('is refused beside rules whose state a pass does not keep, and bikjang without it', () => {
    expect(codes(file('', ', pass: true, checkCount: 3'))).toEqual(['pass-rules@13:35']);
    expect(codes(file('', ', bikjang: true'))).toEqual(['bikjang-pass@13:38']);
  });

  it('leaves a variant without it no passing code', () => {
    const chess = loadVariant('chess');
    if (!chess.ok) throw new Error('chess');
    for (const v of [chess.variant.compiled, loadVariant('xiangqi').ok ? (loadVariant('xiangqi') as { variant: { compiled: CompiledVariant } }).variant.compiled : null]) {
      expect(selectParts(v!).rules).not.toContain('passing');
      expect(kernelSource(selectParts(v!).parts, v!.spec.slug)).not.toMatch(/KIND_PASS|END_BIKJANG/);
    }
    expect(kernelSource(selectParts(janggi).parts, 'janggi')).toMatch(/END_BIKJANG/);
  });
});

describe('bikjang', () => {
  // The generals face each other on the open e-file.
  const facing = '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1';

  it('only a pass may leave the generals facing; any other move must break it', () => {
    const p = position(janggi, facing);
    // e1e2 keeps them facing: illegal. d1/f1 and the diagonal-free corners break it.
    expect(legalUci(p)).toEqual(['e1d1', 'e1e1', 'e1f1']);
  });

  it('a pass that leaves them facing ends the game, counted (generals alone: Black\'s 1.5) or drawn under traditional rules', () => {
    for (const [v, result] of [[janggi, '0-1'], [traditional, '1/2-1/2']] as const) {
      const p = position(v, facing);
      play(p, 'e1e1');
      expect(legalUci(p)).toEqual([]);
      expect(outcome(p)).toEqual({ result, reason: 'bikjang' });
    }
  });

  it('a side in check may pass under bikjang', () => {
    // The black chariot on a1 checks along the first rank; the generals face on the e-file.
    const p = position(janggi, '4k4/9/9/9/9/9/9/9/9/r3K4 w - - 0 1');
    expect(p.inCheck()).toBe(true);
    expect(legalUci(p)).toContain('e1e1');
  });
});

describe('janggi on random playouts', () => {
  const n = runs(10, 40);
  it(
    `the legal moves are the reference's, every pseudo-legal move made and tested (${n} playouts)`,
    () => {
      check(
        fc.property(fc.record({ seed: fc.integer(), plies: fc.integer({ min: 0, max: 150 }) }), ({ seed, plies }) => {
          const random = rng(seed);
          const pos = position(janggi, loaded.variant.spec.startFen);
          const a = new Int32Array(MAX_MOVES);
          const b = new Int32Array(MAX_MOVES);
          for (let ply = 0; ply < plies; ply++) {
            const na = pos.generateLegal(a, 0);
            const nb = pos.generateLegalByMaking(b, 0);
            expect([...a.subarray(0, na)].sort(), makeFen(pos)).toEqual([...b.subarray(0, nb)].sort());
            if (na === 0) break;
            pos.make(a[Math.floor(random() * na)]!);
          }
        }),
        n,
      );
    },
    TIMEOUT,
  );
});
