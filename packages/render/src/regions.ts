/**
 * A variant's regions drawn on its board (`render --regions`): each region's
 * squares tinted in a colour of its own — White's in the lower-left half of a
 * square, Black's in the upper-right half (a region is per side, mirrored for
 * Black unless given apart) — and a legend under the board naming each
 * colour. Overlapping regions show both tints through each other.
 */
import type { Layout } from './layout.ts';
import { squareXY } from './layout.ts';
import { textPath, textWidth } from './strokeFont.ts';
import { el, num } from './svg.ts';

/** One named region: its squares for White and for Black. */
export interface SceneRegion {
  readonly name: string;
  readonly squares: readonly [readonly number[], readonly number[]];
}

/** Tints far apart in hue, readable on light and dark squares alike. */
const TINTS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6', '#9a6324'];
const OPACITY = 0.4;

export function regionTint(i: number): string {
  return TINTS[i % TINTS.length]!;
}

/**
 * Each region's squares, White's in the lower-left half of a square and
 * Black's in the upper-right half, over the squares and under the pieces: a
 * region mirrored for Black (xiangqi's own side of the river) then reads as
 * two halves of the board, and one given apart shows each side's squares.
 */
export function regionsMarkup(regions: readonly SceneRegion[], l: Layout): string {
  const c = l.cell;
  let out = '';
  regions.forEach((region, i) => {
    let d = '';
    for (const side of [0, 1] as const) {
      for (const sq of region.squares[side]) {
        const [x, y] = squareXY(l, sq);
        d += side === 0 ? `M${num(x)} ${num(y)}v${num(c)}h${num(c)}z` : `M${num(x)} ${num(y)}h${num(c)}v${num(c)}z`;
      }
    }
    out += el('path', { d, fill: regionTint(i), 'fill-opacity': OPACITY });
  });
  return `<g class="regions">${out}</g>`;
}

/** The legend's last entry: which half of a square is whose. */
const SIDES_KEY = 'lower left: White, upper right: Black';

function metrics(l: Layout) {
  const icon = Math.max(16, l.cell * 0.6);
  const text = Math.max(7, l.cell * 0.22);
  return { icon, text, gap: icon * 0.25, spacing: icon * 0.8, rowHeight: icon * 1.25 };
}

function layout(regions: readonly SceneRegion[], l: Layout): { x: number; row: number; width: number }[] {
  const m = metrics(l);
  const left = l.x0;
  const right = l.width - l.frame;
  let x = left;
  let row = 0;
  return [...regions.map((r) => r.name), SIDES_KEY].map((name) => {
    const width = m.icon + m.gap + textWidth(name, m.text);
    if (x > left && x + width > right) {
      row++;
      x = left;
    }
    const item = { x, row, width };
    x += width + m.spacing;
    return item;
  });
}

/** Space the legend needs below the board. */
export function regionLegendSize(regions: readonly SceneRegion[], l: Layout): { width: number; height: number } {
  if (regions.length === 0) return { width: 0, height: 0 };
  const m = metrics(l);
  const items = layout(regions, l);
  return { width: Math.max(...items.map((it) => it.x + it.width + l.frame)), height: (items.at(-1)!.row + 1) * m.rowHeight + m.icon * 0.3 };
}

/** The legend: a swatch of each region's tint and its name, from `top` down. */
export function regionLegendMarkup(regions: readonly SceneRegion[], l: Layout, top: number): string {
  const m = metrics(l);
  let swatches = '';
  let text = '';
  layout(regions, l).forEach((it, i) => {
    const y = top + m.icon * 0.3 + it.row * m.rowHeight;
    const key = i === regions.length;
    swatches += el('rect', { x: it.x, y, width: m.icon, height: m.icon, fill: '#f0e6d2', stroke: '#b9b2a3', 'stroke-width': 1 });
    // The key's swatch: its lower-left half light, its upper-right half dark.
    if (key) swatches += el('path', { d: `M${num(it.x)} ${num(y)}h${num(m.icon)}v${num(m.icon)}z`, fill: '#555555' });
    else swatches += el('rect', { x: it.x, y, width: m.icon, height: m.icon, fill: regionTint(i), 'fill-opacity': OPACITY });
    text += textPath(key ? SIDES_KEY : regions[i]!.name, it.x + m.icon + m.gap, y + m.icon / 2 + m.text / 2, m.text) + ' ';
  });
  return `<g class="region-legend">${swatches}${el('path', { d: text.trim(), fill: 'none', stroke: '#222222', 'stroke-width': m.text / 7.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true' })}</g>`;
}
