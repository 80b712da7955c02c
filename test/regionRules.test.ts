/**
 * Regions where a rule takes squares (issue 17): a promotion zone made of
 * squares (`promotion.region`, Legan chess) and the squares initial moves
 * apply on (`initialRegions`, Horde's first-rank double steps): their tables,
 * their diagnostics, and the FEN round trip of the oracle positions.
 */
import { makeFen, makeUci, MAX_MOVES, parseFen, type CompiledVariant, type Position } from '@fairyforge/core';
import { loadVariant, loadVariantSource, validateVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { expectOracleFensRoundTrip } from './oracle.ts';

function compiled(slug: string): CompiledVariant {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(`${slug}: ${r.diagnostics[0]?.message}`);
  return r.variant.compiled;
}
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
const file = (rules: string) => `---
title: T
slug: t
engine:
  topology: { type: grid, rows: 8, cols: 8 }
  regions:
    zone: [a8-d8, a5-a7]
    far: [rank 8]
  setup: "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
  rules: { castling: false, ${rules} }
---
`;
const codes = (text: string) => validateVariantSource(text, 't.md').diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}@${d.line}:${d.column}`);

describe('FEN round trip of the oracle positions', () => {
  it.each(['legan', 'horde', 'wolf'])('%s', (slug) => expectOracleFensRoundTrip(slug));
});

describe('a promotion zone made of a region', () => {
  const legan = compiled('legan');
  it('is the region\'s squares per side, as written', () => {
    const zone = (c: number) => [...legan.promoZone.subarray(c * legan.size, (c + 1) * legan.size)].flatMap((x, sq) => (x ? [sq] : []));
    // a5 a6 a7 a8 b8 c8 d8 for White; e1 f1 g1 h1 h2 h3 h4 for Black.
    expect(zone(0)).toEqual([32, 40, 48, 56, 57, 58, 59]);
    expect(zone(1)).toEqual([4, 5, 6, 7, 15, 23, 31]);
  });

  it('promotes a pawn reaching it, and not one reaching the last rank outside it', () => {
    expect(legalUci(position(legan, 'k7/8/8/8/1P6/8/8/7K w - - 0 1')).filter((u) => u.startsWith('b4'))).toEqual(['b4a5b', 'b4a5n', 'b4a5q', 'b4a5r']);
    expect(legalUci(position(legan, 'k7/5P2/8/8/8/8/8/7K w - - 0 1')).filter((u) => u.startsWith('f7'))).toEqual(['f7e8']);
  });

  it('names a defined region, reported at its value', () => {
    expect(codes(file('promotion: { region: far }'))).toEqual([]);
    expect(codes(file('promotion: { region: zones }'))).toEqual(['region-unknown@10:50']);
  });
});

describe('initial moves on the squares of a region', () => {
  const horde = compiled('horde');
  it('apply there only: from White\'s first and second ranks, not the third', () => {
    expect(legalUci(position(horde, '4k3/8/8/8/8/1P6/P7/P7 w - - 0 1'))).toEqual(['a2a3', 'a2a4', 'b3b4']);
    expect(legalUci(position(horde, '4k3/8/8/8/8/8/8/P7 w - - 0 1'))).toEqual(['a1a2', 'a1a3']);
  });

  it('name a defined region, reported at its value', () => {
    expect(codes(file('initialRegions: { P: zone }'))).toEqual([]);
    expect(codes(file('initialRegions: { P: zon }'))).toEqual(['region-unknown@10:50']);
  });
});

describe('Wolf chess: initial moves of two piece types on a region of squares, and a pawn promoting to its own type beside its choices', () => {
  const wolf = compiled('wolf');
  it('lets pawns and sergeants double-step from rank 2 and from b3, c3, f3, g3 only', () => {
    expect(legalUci(position(wolf, '4k3/8/8/8/8/8/8/P1S5/7S/4K3 w - - 0 1')).filter((u) => !u.startsWith('e1'))).toEqual(['a3a4', 'c3b4', 'c3c4', 'c3c5', 'c3d4', 'h2g3', 'h2h3', 'h2h4']);
  });

  it('gives a pawn reaching the last rank its five choices and the elephant (+), a sergeant only the five', () => {
    const moves = legalUci(position(wolf, '4k3/P6S/8/8/8/8/8/8/8/4K3 w - - 0 1')).filter((u) => !u.startsWith('e1'));
    expect(moves).toEqual(['a9a10+', 'a9a10b', 'a9a10f', 'a9a10q', 'a9a10r', 'a9a10w', 'h9g10b', 'h9g10f', 'h9g10q', 'h9g10r', 'h9g10w', 'h9h10b', 'h9h10f', 'h9h10q', 'h9h10r', 'h9h10w']);
  });

  it('reads the elephant a pawn became as Fairy-Stockfish writes it (+P)', () => {
    const p = position(wolf, '+P3k3/8/8/8/8/8/8/8/8/4K3 b - - 0 1');
    expect(wolf.letters[(p.board[72]! >> 1) - 1]).toBe('E');
  });
});

/** A variant file whose travelling tests state what each region rule does; validating it runs them. */
const regionRules = (rules: string, tests: string, setup = '4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1') => `---
title: T
slug: t
engine:
  topology: { type: grid, rows: 8, cols: 8 }
  pieces: { R: rook, N: knight }
  regions:
    west: [files a-d]
    home: [ranks 1-4]
    back: [rank 1]
    goal: [rank 8]
  setup: "${setup}"
  rules: { castling: false, ${rules} }
tests:
${tests}
---
`;
const errors = (text: string) => validateVariantSource(text, 't.md').diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}@${d.line}:${d.column}`);

describe('an en-passant region', () => {
  const tests = `  - name: a double step leaves an e.p. square only inside the region
    fen: "4k3/8/8/8/3p1p2/8/2P1P3/4K3 w - - 0 1"
    moves: [c2c4]
    legal: [d4c3]
  - name: outside it the crossed square is none
    fen: "4k3/8/8/8/3p1p2/8/2P1P3/4K3 w - - 0 1"
    moves: [e2e4]
    fenAfter: "4k3/8/8/8/3pPp2/8/2P5/4K3 b - - 0 1"
    illegal: [d4e3, f4e3]
  - name: Black's region is mirrored, the same files
    fen: "4k3/2p1p3/8/3P1P2/8/8/8/4K3 b - - 0 1"
    moves: [e7e5]
    illegal: [d5e6, f5e6]`;
  it('keeps the e.p. squares to its squares, per side, in play and in the FEN', () => {
    expect(errors(regionRules('enPassantRegion: west', tests))).toEqual([]);
    // Without the region the same tests fail: they can tell.
    expect(errors(regionRules('', tests)).length).toBeGreaterThan(0);
  });
  it('ignores a FEN e.p. square outside it, and keeps one inside', () => {
    const r = loadVariantSource(regionRules('enPassantRegion: west', '  - name: none\n    perft: { 1: 16 }'), 't.md');
    if (!r.ok) throw new Error(r.diagnostics[0]?.message);
    const v = r.variant.compiled;
    expect(makeFen(position(v, '4k3/8/8/8/3PPp2/8/8/4K3 b - e3 0 1'))).toBe('4k3/8/8/8/3PPp2/8/8/4K3 b - - 0 1');
    expect(legalUci(position(v, '4k3/8/8/8/2pP4/8/8/4K3 b - d3 0 1'))).toContain('c4d3');
  });
  it('names a defined region, reported at its value', () => {
    expect(errors(regionRules('enPassantRegion: wets', '  - name: none\n    perft: { 1: 16 }'))).toEqual(['region-unknown@13:46']);
  });
});

describe('drop regions', () => {
  const hands = '4k3/8/8/8/8/8/8/4K3[RNrn] w - - 0 1';
  // White: a knight on any empty square of ranks 1-4 (31), a rook on rank 1 (7), five king steps.
  const tests = `  - name: a knight drops only in the side's half, a rook only on its first rank
    perft: { 1: 43 }
    legal: [N@a4, R@a1]
    illegal: [N@a5, R@a2]
  - name: Black's regions are mirrored
    fen: "4k3/8/8/8/8/8/8/4K3[RNrn] b - - 0 1"
    perft: { 1: 43 }
    legal: [N@a5, R@h8]
    illegal: [N@a4, R@h7]`;
  it('keep every drop to the region, and a piece to its own', () => {
    expect(errors(regionRules('drops: { region: home, regions: { R: back } }', tests, hands))).toEqual([]);
    expect(errors(regionRules('drops: {}', tests, hands)).length).toBeGreaterThan(0);
  });
  it('name defined regions and pieces of the variant, reported at their values', () => {
    expect(errors(regionRules('drops: { region: hom, regions: { R: bak, Q: back } }', tests, hands))).toEqual(['region-unknown@13:46', 'region-unknown@13:65', 'drops-piece@13:73']);
  });
});

describe('a flag region given by name', () => {
  const tests = `  - name: White's king reaching the region's squares wins
    fen: "8/4K3/8/8/8/8/k7/8 w - - 0 1"
    moves: [e7e8]
    result: 1-0
    reason: flag
  - name: Black's are mirrored, the first rank
    fen: "8/4K3/8/8/8/8/1k6/8 b - - 0 1"
    moves: [b2b1]
    result: 0-1
    reason: flag`;
  it('gives each side the region\'s squares', () => {
    expect(errors(regionRules('flag: { pieces: [K], region: goal }', tests, '4k3/8/8/8/8/8/8/4K3 w - - 0 1'))).toEqual([]);
    expect(errors(regionRules('flag: { pieces: [K], region: [rank 8] }', tests, '4k3/8/8/8/8/8/8/4K3 w - - 0 1')).length).toBeGreaterThan(0);
  });
  it('names a defined region, reported at its value', () => {
    expect(errors(regionRules('flag: { pieces: [K], region: gaol }', tests, '4k3/8/8/8/8/8/8/4K3 w - - 0 1'))).toEqual(['region-unknown@13:58']);
  });
});
