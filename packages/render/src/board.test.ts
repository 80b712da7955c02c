import { describe, expect, it } from 'vitest';
import { renderBoard } from './position.ts';
import { RenderError } from './board.ts';
import { findAll, parseXml, variant, type XmlNode } from './testing.fixture.ts';

const uses = (svg: XmlNode) => findAll(svg, (n) => n.name === 'use');
const at = (u: XmlNode) => `${u.attrs.x},${u.attrs.y}`;

describe('board pictures', () => {
  const seed = variant('wildebeest');
  const svgText = renderBoard(seed);
  const svg = parseXml(svgText);

  it('is a standalone, scalable SVG sized from cellSize', () => {
    expect(svg.name).toBe('svg');
    expect(svg.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    const [, , w, h] = svg.attrs.viewBox!.split(' ').map(Number);
    expect(Number(svg.attrs.width)).toBe(w);
    expect(Number(svg.attrs.height)).toBe(h);
    // 11 × 10 squares of 30, plus the frame and the coordinate margin (half a square).
    expect(w).toBe(Math.ceil(11 * 30 + 15 + 2 * 1.25));
    expect(h).toBe(Math.ceil(10 * 30 + 15 + 2 * 1.25));
  });

  it('has a title and a description naming every piece, and is labelled by them', () => {
    const title = svg.children.find((c) => c.name === 'title')!;
    const desc = svg.children.find((c) => c.name === 'desc')!;
    expect(title.text).toBe('Standard Wildebeest Chess — starting position');
    expect(svg.attrs.role).toBe('img');
    expect(svg.attrs['aria-labelledby']).toBe(`${title.attrs.id} ${desc.attrs.id}`);
    expect(desc.text).toContain('White: rook a1, knight b1, camel c1, wildebeest d1, queen e1, king f1');
    expect(desc.text).toContain('Black: pawn a9');
  });

  it('draws the board: a light rectangle under 55 dark squares, a1 dark', () => {
    const board = findAll(svg, (n) => n.attrs.class === 'board')[0]!;
    const light = board.children.filter((c) => c.name === 'rect')[1]!;
    expect(light.attrs).toMatchObject({ width: '330', height: '300', fill: '#f0d9b5' });
    const dark = board.children.find((c) => c.name === 'path')!;
    const squares = dark.attrs.d!.match(/M/g)!;
    expect(squares).toHaveLength(55);
    // a1 is the bottom-left square: x = margin + frame, y = frame + 9 squares.
    expect(dark.attrs.d!.startsWith('M16.25 271.25h30v30h-30z')).toBe(true);
  });

  it('puts every piece of the start position on its square', () => {
    const u = uses(svg);
    expect(u).toHaveLength(42);
    const byTitle = new Map(u.map((x) => [x.children[0]!.text, x]));
    expect(at(byTitle.get('White king on f1')!)).toBe('166.25,271.25');
    expect(at(byTitle.get('Black king on f10')!)).toBe('166.25,1.25');
    expect(at(byTitle.get('White camel on c1')!)).toBe('76.25,271.25');
    expect(at(byTitle.get('Black pawn on k9')!)).toBe('316.25,31.25');
    expect(byTitle.get('White wildebeest on d1')!.attrs.href).toBe('#ff-w-wildebeest');
    // Every referenced glyph is defined once, per side.
    const ids = new Set(findAll(svg, (n) => n.name === 'g' && n.attrs.id !== undefined).map((g) => `#${g.attrs.id}`));
    for (const x of u) expect(ids.has(x.attrs.href!)).toBe(true);
    expect(ids.size).toBe(14);
  });

  it('references nothing outside itself and needs no font', () => {
    expect(svgText).not.toMatch(/<text|<image|<script|font-family|url\(|xlink|href="(?!#)/);
    expect(svgText.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
  });

  it('gives the same bytes for the same input', () => {
    expect(renderBoard(variant('wildebeest'))).toBe(svgText);
  });

  it('turns round with --flip: a1 at the top right, the black king near the bottom', () => {
    const flipped = parseXml(renderBoard(seed, { flip: true }));
    const u = new Map(uses(flipped).map((x) => [x.children[0]!.text, at(x)]));
    expect(u.get('White rook on a1')).toBe('316.25,1.25');
    expect(u.get('Black king on f10')).toBe('166.25,271.25');
    expect(u.get('White king on f1')).toBe('166.25,1.25');
  });

  it('draws a FEN, with highlights, arrows and the last move', () => {
    const fen = '5k5/1P9/11/11/11/11/11/11/11/5K5 w - - 0 1';
    const s = renderBoard(seed, { fen, style: { highlight: ['b9'], arrows: ['b9b10', 'f1f2'], lastMove: 'b8b9' } });
    const x = parseXml(s);
    expect(uses(x).map((u) => u.children[0]!.text)).toEqual(['White king on f1', 'White pawn on b9', 'Black king on f10']);
    expect(x.children.find((c) => c.name === 'title')!.text).toBe(`Standard Wildebeest Chess — ${fen}`);
    const tints = findAll(x, (n) => n.attrs.class === 'highlights')[0]!.children;
    expect(tints.map((r) => `${r.attrs.x},${r.attrs.y}`)).toEqual(['46.25,61.25', '46.25,31.25', '46.25,31.25']);
    expect(findAll(x, (n) => n.attrs.class === 'arrows')[0]!.children).toHaveLength(2);
  });

  it('takes render settings from the variant file, and overrides from the caller', () => {
    const chess = parseXml(renderBoard(variant('chess'), { style: { coordinates: false, light: '#ffffff' } }));
    expect(chess.attrs.width).toBe('324'); // 8 × 40 + a 40/24 frame on each side, no coordinate margin, rounded up
    expect(findAll(chess, (n) => n.attrs.class === 'coordinates')).toHaveLength(0);
    expect(findAll(chess, (n) => n.attrs.fill === '#ffffff').length).toBeGreaterThan(0);
  });

  it('rejects what is not on the board, with a clear message', () => {
    expect(() => renderBoard(seed, { style: { highlight: ['l1'] } })).toThrow(new RenderError("highlighted square 'l1' is not on the 11×10 board"));
    expect(() => renderBoard(seed, { style: { arrows: ['a1a11'] } })).toThrow(RenderError);
    expect(() => renderBoard(seed, { fen: '8/8 w - - 0 1' })).toThrow(/invalid FEN/);
  });

  it('uses the id prefix for every id, so several pictures can share a page', () => {
    const s = renderBoard(seed, { idPrefix: 'pic7' });
    const ids = [...s.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(id.startsWith('pic7-')).toBe(true);
    expect(s).not.toContain('"#ff-');
  });
});
