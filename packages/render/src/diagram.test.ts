import { compileBetza } from '@fairyforge/betza';
import { describe, expect, it } from 'vitest';
import { RenderError } from './board.ts';
import { pieceDiagramScene, renderPieceDiagram } from './diagram.ts';
import { parseSquareName, squareName } from './layout.ts';
import { pieceTargets } from './targets.ts';
import { findAll, parseXml, variant } from './testing.fixture.ts';

const g8 = { cols: 8, rows: 8 };
const sq = (name: string, g = g8) => parseSquareName(name, g.cols, g.rows);
const names = (set: ReadonlySet<number>, g = g8) => [...set].map((s) => squareName(s, g.cols)).sort();
const atoms = (betza: string) => {
  const r = compileBetza(betza);
  if (!r.ok) throw new Error(betza);
  return r.atoms;
};
/** A board of core codes from {square: code}; white = even, black = odd. */
const board = (pieces: Record<string, number>, g = g8) => {
  const b = new Uint8Array(g.cols * g.rows);
  for (const [name, code] of Object.entries(pieces)) b[sq(name, g)] = code;
  return b;
};
const WHITE = 2;
const BLACK = 3;

describe('targets from Betza atoms', () => {
  it('a camel in the middle of the 11 × 10 board: eight leaps, move or capture', () => {
    const g = { cols: 11, rows: 10 };
    const t = pieceTargets(g, new Uint8Array(110), sq('f5', g), 0, atoms('C'), { initial: false });
    expect(names(t.move, g)).toEqual(['c4', 'c6', 'e2', 'e8', 'g2', 'g8', 'i4', 'i6']);
    expect(names(t.capture, g)).toEqual(names(t.move, g));
  });

  it('a pawn: forward move, diagonal captures, the double step only when unmoved', () => {
    const unmoved = pieceTargets(g8, new Uint8Array(64), sq('d2'), 0, atoms('fmWfceFifmnD'), { initial: true });
    expect(names(unmoved.move)).toEqual(['d3']);
    expect(names(unmoved.capture)).toEqual(['c3', 'e3']);
    expect(names(unmoved.initialMove)).toEqual(['d4']);
    expect(names(unmoved.paths)).toEqual(['d3']);
    const moved = pieceTargets(g8, new Uint8Array(64), sq('d2'), 0, atoms('fmWfceFifmnD'), { initial: false });
    expect(moved.initialMove.size).toBe(0);
    // Black's pawn goes down the board.
    const black = pieceTargets(g8, new Uint8Array(64), sq('d7'), 1, atoms('fmWfceFifmnD'), { initial: true });
    expect(names(black.move)).toEqual(['d6']);
    expect(names(black.initialMove)).toEqual(['d5']);
    expect(names(black.capture)).toEqual(['c6', 'e6']);
  });

  it('a blocked double step shows the blocker and the cut-off target', () => {
    const t = pieceTargets(g8, board({ d3: BLACK }), sq('d2'), 0, atoms('fmWfceFifmnD'), { initial: true });
    expect(names(t.move)).toEqual([]);
    expect(names(t.blocks)).toEqual(['d3']);
    expect(names(t.blocked)).toEqual(['d4']);
  });

  it('sliders stop at the first piece: capture an enemy, not a friend', () => {
    const t = pieceTargets(g8, board({ d6: BLACK, f4: WHITE }), sq('d4'), 0, atoms('R'), { initial: false });
    expect(names(t.capture)).toContain('d6');
    expect(names(t.move)).not.toContain('d6');
    expect(names(t.move)).not.toContain('d7');
    expect(names(t.move)).toContain('e4');
    expect(names(t.move)).not.toContain('f4');
    expect(names(t.capture)).not.toContain('f4');
  });

  it('a cannon moves like a rook and captures over exactly one screen', () => {
    const t = pieceTargets(g8, board({ d6: BLACK, b4: WHITE, f4: BLACK, g4: BLACK }), sq('d4'), 0, atoms('mRcpR'), { initial: false });
    expect(names(t.screens)).toEqual(['b4', 'd6', 'f4']);
    expect(names(t.capture)).toEqual(['a4', 'd7', 'd8', 'g4']);
    expect(names(t.move)).toEqual(['c4', 'd1', 'd2', 'd3', 'd5', 'e4']);
    expect(t.hopLines.map(([a, b]) => `${squareName(a, 8)}-${squareName(b, 8)}`)).toEqual(['d4-d1']);
  });

  it('a grasshopper lands just behind the first piece; with no piece in a line, that line is a hop line', () => {
    const t = pieceTargets(g8, board({ d6: BLACK, f6: WHITE }), sq('d4'), 0, atoms('gQ'), { initial: false });
    expect(names(t.move)).toEqual(['d7', 'g7']);
    expect(names(t.screens)).toEqual(['d6', 'f6']);
    expect(t.hopLines).toHaveLength(6);
  });

  it('a xiangqi horse is blocked by the piece beside it', () => {
    const t = pieceTargets(g8, board({ e5: BLACK }), sq('e4'), 0, atoms('nN'), { initial: false });
    expect(names(t.blocks)).toEqual(['e5']);
    expect(names(t.blocked)).toEqual(['d6', 'f6']);
    expect(names(t.move)).toEqual(['c3', 'c5', 'd2', 'f2', 'g3', 'g5']);
  });
});

describe('move diagrams', () => {
  it('the seed camel: eight move-or-capture marks, a legend, a title', () => {
    const scene = pieceDiagramScene(variant('wildebeest'), { letter: 'C' });
    expect(scene.title).toBe('Camel (C, Betza C) moving from f5');
    expect(scene.marks!.map((m) => `${squareName(m.square, 11)}:${m.kind}`)).toEqual(['e2:both', 'g2:both', 'c4:both', 'i4:both', 'c6:both', 'i6:both', 'e8:both', 'g8:both']);
    expect(scene.legend).toEqual(['both']);
    expect(scene.description).toBe('Camel on f5. move or capture: e2 g2 c4 i4 c6 i6 e8 g8.');
    const svg = parseXml(renderPieceDiagram(variant('wildebeest'), { letter: 'C' }));
    expect(findAll(svg, (n) => n.name === 'use')).toHaveLength(1);
    expect(findAll(svg, (n) => n.attrs.class === 'legend')).toHaveLength(1);
  });

  it('the wildebeest: knight and camel leaps, sixteen marks', () => {
    const scene = pieceDiagramScene(variant('wildebeest'), { letter: 'W', square: 'f5' });
    expect(scene.marks).toHaveLength(16);
  });

  it('a pawn stands on its first rank by default, so its double step shows', () => {
    const scene = pieceDiagramScene(variant('chess'), { letter: 'P' });
    const marks = Object.fromEntries(scene.marks!.map((m) => [squareName(m.square, 8), m.kind]));
    expect(marks).toEqual({ c3: 'capture', d3: 'move', e3: 'capture', d4: 'initial-move' });
    expect(scene.legend).toEqual(['move', 'capture', 'initial-move']);
    const black = pieceDiagramScene(variant('chess'), { letter: 'p' });
    expect(black.title).toBe('Pawn (P, Betza fmWfceFifmnD) moving from d7, Black');
  });

  it('takes a FEN: a capture where an enemy stands, nothing on or past a friend', () => {
    const scene = pieceDiagramScene(variant('chess'), { letter: 'R', square: 'd4', fen: '8/8/3p4/8/8/8/3P4/8 w - - 0 1' });
    const marks = Object.fromEntries(scene.marks!.map((m) => [squareName(m.square, 8), m.kind]));
    expect(marks.d6).toBe('capture');
    expect(marks.d5).toBe('both');
    expect(marks.d2).toBeUndefined();
    expect(marks.d7).toBeUndefined();
    expect(scene.pieces).toHaveLength(3);
  });

  it('names what is wrong: an unknown letter or square', () => {
    expect(() => pieceDiagramScene(variant('wildebeest'), { letter: 'B' })).toThrow(new RenderError("no piece 'B' in wildebeest; its pieces are K Q R N P C W"));
    expect(() => pieceDiagramScene(variant('chess'), { letter: 'N', square: 'i9' })).toThrow("square 'i9' is not on the 8×8 board");
  });
});
