/**
 * The pictures themselves: snapshots guard the exact output, and every one
 * is rasterised (resvg) to check that it draws and that the pixels are where
 * the pieces are.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { renderPieceDiagram } from './diagram.ts';
import { renderBoard } from './position.ts';
import { parseXml, variant } from './testing.fixture.ts';

function rasterise(svg: string) {
  const img = new Resvg(svg, { fitTo: { mode: 'original' } }).render();
  const pixel = (x: number, y: number) => {
    const i = (Math.round(y) * img.width + Math.round(x)) * 4;
    return `#${[img.pixels[i]!, img.pixels[i + 1]!, img.pixels[i + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  };
  return { width: img.width, height: img.height, pixel };
}

const pictures: [string, () => string][] = [
  ['wildebeest-start.svg', () => renderBoard(variant('wildebeest'))],
  ['wildebeest-camel.svg', () => renderPieceDiagram(variant('wildebeest'), { letter: 'C' })],
  ['wildebeest-wildebeest.svg', () => renderPieceDiagram(variant('wildebeest'), { letter: 'W' })],
  ['capablanca-start.svg', () => renderBoard(variant('capablanca'))],
  ['chess-pawn-black.svg', () => renderPieceDiagram(variant('chess'), { letter: 'p' })],
  ['grasshopper-screens.svg', () => renderPieceDiagram(variant('grasshopper'), { letter: 'G', square: 'd4', fen: '8/8/3p1P2/8/8/8/8/8 w - - 0 1' })],
  ['knightmate-flipped.svg', () => renderBoard(variant('knightmate'), { flip: true, style: { lastMove: 'e2e4', arrows: ['g8f6'], highlight: ['d5'] } })],
];

describe('pictures', () => {
  it.each(pictures)('%s matches its snapshot and is well-formed XML', async (name, make) => {
    const svg = make();
    parseXml(svg);
    await expect(svg).toMatchFileSnapshot(`./__snapshots__/${name}`);
  });

  it.each(pictures)('%s rasterises at its declared size', (_name, make) => {
    const svg = make();
    const root = parseXml(svg);
    const r = rasterise(svg);
    expect(r.width).toBe(Math.ceil(Number(root.attrs.width)));
    expect(r.height).toBe(Math.ceil(Number(root.attrs.height)));
  });

  it('the seed start position: square colours, and piece paint where the pieces are', () => {
    const r = rasterise(renderBoard(variant('wildebeest')));
    // Square corners (no piece paint there): a1 dark, b1 light, k10 light.
    expect(r.pixel(17, 299)).toBe('#b58863');
    expect(r.pixel(47, 299)).toBe('#f0d9b5');
    expect(r.pixel(345, 2)).toBe('#f0d9b5');
    // The middle of an empty square is just the square.
    expect(r.pixel(16.25 + 4.5 * 30, 1.25 + 5.5 * 30)).toMatch(/^#(b58863|f0d9b5)$/);
    // A white pawn's head (glyph point (50, 33)) on a2 is painted in the white piece colour, a black one on a9 dark.
    expect(r.pixel(16.25 + 15, 241.25 + 10)).toBe('#fbfaf5');
    expect(r.pixel(16.25 + 15, 31.25 + 10)).toBe('#2b2b2b');
  });
});
