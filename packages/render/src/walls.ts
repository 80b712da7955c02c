/**
 * Walls (petrification's `*`): squares no piece may enter, drawn as a grey
 * stone block filling the square, with a lighter top-left bevel so it reads
 * as raised, and a title naming the square for screen readers and hovering.
 * Drawn as shapes, so the picture needs no font.
 */
import { squareName, squareXY, type Layout } from './layout.ts';
import { el, num } from './svg.ts';

const STONE = '#7d7a73';
const STONE_LIGHT = '#a9a59b';
const STONE_DARK = '#4a4843';

export function wallsMarkup(walls: readonly number[], l: Layout): string {
  const inset = l.cell * 0.06;
  const bevel = l.cell * 0.1;
  const out = [...walls]
    .sort((a, b) => a - b)
    .map((sq) => {
      const [x, y] = squareXY(l, sq);
      const s = l.cell - 2 * inset;
      const x0 = x + inset;
      const y0 = y + inset;
      // The block, then its lit top and left edges.
      const light = `M${num(x0)} ${num(y0)}h${num(s)}l${num(-bevel)} ${num(bevel)}h${num(-(s - 2 * bevel))}v${num(s - 2 * bevel)}l${num(-bevel)} ${num(bevel)}z`;
      return `<g><title>wall on ${squareName(sq, l.cols)}</title>${el('rect', { x: x0, y: y0, width: s, height: s, fill: STONE, stroke: STONE_DARK, 'stroke-width': num(l.cell * 0.03) })}${el('path', { d: light, fill: STONE_LIGHT })}</g>`;
    });
  return out.length ? `<g class="walls">${out.join('')}</g>` : '';
}

/** The walls for a picture's description: "Walls: d6, e4." */
export function describeWalls(walls: readonly number[] | undefined, cols: number): string {
  if (!walls?.length) return '';
  return ` Walls: ${[...walls].sort((a, b) => a - b).map((sq) => squareName(sq, cols)).join(', ')}.`;
}
