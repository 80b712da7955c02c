import { describe, expect, it } from 'vitest';
import { memoryHost } from './bundled.ts';
import { loadVariantSource } from './load.ts';
import { validateVariantSource } from './validate.ts';
import { statedPieceNames } from './resolveChecks.ts';

const load = (front: string) => loadVariantSource(`---\n${front}---\n`, '/v/x.md', { host: memoryHost() });

describe('checks for silently wrong files', () => {
  it('reads the piece names a body states in headings', () => {
    expect([...statedPieceNames('### Pieces\n#### Camel (C)\ntext (X)\n## The Wildebeest (W)  \n')]).toEqual([
      ['C', 'Camel'],
      ['W', 'The Wildebeest'],
    ]);
  });

  it('names the castling key in full when its file is off the board', () => {
    const r = load('parent: chess\nengine:\n  rules:\n    castling: { kingside: k }\n');
    expect(!r.ok && r.diagnostics.map((d) => d.message)).toEqual(["castling kingside 'k' is not a file of this board (a..h)"]);
  });

  it('reports a piece that could strand itself, unless it says it may', () => {
    const front = (extra: string) => `engine:\n  topology: { type: grid, rows: 4, cols: 2 }\n  players: [white, black]\n  pieces:\n    P: { betza: mfR${extra} }\n  setup: "p1/2/2/1P w - - 0 1"\n  rules: { castling: false, stalemate: loss }\n`;
    const stuck = load(front(''));
    expect(!stuck.ok && stuck.diagnostics.map((d) => d.code)).toEqual(['piece-stranded', 'piece-stranded']);
    expect(load(front(', mayStrand: true')).ok).toBe(true);
  });

  it('lists no default promotion choices in a variant without a pawn type', () => {
    const r = load('parent: chess\nengine:\n  setup: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"\n');
    expect(r.ok && r.variant.spec.promotion.choices).toEqual([[], []]);
  });

  it('accepts a bare catalogue letter that the body names, and warns where it does not', () => {
    const front = 'parent: chess\nengine:\n  setup: "rnbqkbnc/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNC w Qq - 0 1"\n';
    const bare = loadVariantSource(`---\n${front}---\nNo heading.\n`, '/v/x.md', { host: memoryHost() });
    expect(bare.ok && bare.variant.warnings.map((d) => d.code)).toEqual(['piece-ambiguous']);
    const named = loadVariantSource(`---\n${front}---\n#### Camel (C)\n`, '/v/x.md', { host: memoryHost() });
    expect(named.ok && named.variant.warnings).toEqual([]);
  });
});

describe('every problem at once', () => {
  it('lists every bad rank of the setup, each where it is', () => {
    const r = load('parent: chess\nengine:\n  setup: "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1"\n');
    expect(!r.ok && r.diagnostics.map((d) => [d.code, d.message, d.column])).toEqual([
      ['setup-placement', 'setup: rank 7 has 7 squares, the board has 8 files', 20],
      ['setup-placement', 'setup: rank 1 has more than 8 squares', 45],
    ]);
  });
});

describe('a schema error', () => {
  it('does not hide the problems of the rest of the file', () => {
    const r = load('parent: chess\nengine:\n  rules:\n    stalemate: lose\n    promotion: { ranks: [9] }\n    castling: { kingside: k }\n');
    expect(!r.ok && r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['bad-value', 5],
      ['promotion-rank', 6],
      ['castling-file', 7],
    ]);
  });

  it('still stops at a missing required key, with nothing left to check', () => {
    // A test case without its name: the whole file is reported by the schema alone.
    const r = load('parent: chess\nengine:\n  rules: { promotion: { ranks: [9] } }\ntests:\n  - { perft: { 1: 20 } }\n');
    expect(!r.ok && r.diagnostics.map((d) => d.code)).toEqual(['missing-key']);
  });
});

describe('travelling tests', () => {
  it('take no move after the game has ended', () => {
    const text = ['---', 'parent: chess', 'tests:', '  - name: past the draw', '    moves: [g1f3, g8f6, f3g1, f6g8, g1f3, g8f6, f3g1, f6g8, e2e4]', '    result: ongoing', '---', ''].join('\n');
    const r = validateVariantSource(text, '/v/x.md', { host: memoryHost() });
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([['test-failed', "test 'past the draw': move 9 'e2e4': the game is already over (1/2-1/2, repetition)"]]);
  });
});
