/**
 * A contact sheet of every glyph, white and black on light and dark squares,
 * for reviewing the drawings: `pnpm exec tsx packages/render/scripts/glyphSheet.ts [SIZE] [OUT.png]`
 * writes OUT.svg and, rasterised with resvg, OUT.png (default /tmp/fairyforge-glyphs.png, 80 px squares).
 */
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { BLACK_PIECE, CATALOGUE_GLYPHS, WHITE_PIECE, glyphMarkup, letterGlyph, resolveGlyph } from '../src/glyphs.ts';
import { textPath } from '../src/strokeFont.ts';

const size = Number(process.argv[2] ?? 80);
const out = process.argv[3] ?? '/tmp/fairyforge-glyphs.png';
const names = [...Object.keys(CATALOGUE_GLYPHS), 'fallback'];
const cellW = size * 4 + 10;
const perRow = Math.max(1, Math.floor(1400 / cellW));
let body = '';
names.forEach((name, i) => {
  const x0 = (i % perRow) * cellW;
  const y0 = Math.floor(i / perRow) * (size + 16);
  const layers = name === 'fallback' ? letterGlyph('X') : resolveGlyph({ name, letter: 'X', betza: CATALOGUE_GLYPHS[name]!.betza, royal: false, pawn: false }).layers;
  ['#f0d9b5', '#b58863', '#f0d9b5', '#b58863'].forEach((bg, j) => {
    const x = x0 + j * size;
    body += `<rect x="${x}" y="${y0}" width="${size}" height="${size}" fill="${bg}"/>`;
    body += `<g transform="translate(${x} ${y0}) scale(${size / 100})">${glyphMarkup(layers, j < 2 ? WHITE_PIECE : BLACK_PIECE)}</g>`;
  });
  body += `<path d="${textPath(name, x0 + 2, y0 + size + 12, 9)}" fill="none" stroke="#000" stroke-width="1.1" stroke-linecap="round"/>`;
});
const width = perRow * cellW;
const height = Math.ceil(names.length / perRow) * (size + 16);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#fff"/>${body}</svg>\n`;
writeFileSync(out.replace(/\.png$/, '') + '.svg', svg);
writeFileSync(out, new Resvg(svg).render().asPng());
console.log(`wrote ${out}`);
