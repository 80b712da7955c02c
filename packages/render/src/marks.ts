/**
 * The symbols of a move diagram and their legend. Shape alone tells them
 * apart (a dot moves, a ring captures, both = dot in ring, hollow or dashed =
 * first move only), so the diagrams read in greyscale and for colour-blind
 * readers too; colour only helps.
 */
import type { Layout } from './layout.ts';
import { textPath, textWidth } from './strokeFont.ts';
import { circle } from './figures.ts';
import { el, num } from './svg.ts';

export type MarkKind =
  | 'move'
  | 'capture'
  | 'both'
  | 'initial-move'
  | 'initial-capture'
  | 'initial-both'
  | 'screen'
  | 'block'
  | 'path'
  | 'blocked'
  | 'hop';

export interface Mark {
  readonly square: number;
  readonly kind: MarkKind;
}

/** Legend order and wording. */
export const MARK_LABELS: Readonly<Record<MarkKind, string>> = {
  move: 'move only',
  capture: 'capture only',
  both: 'move or capture',
  'initial-move': 'first move only',
  'initial-capture': 'capture, first move only',
  'initial-both': 'move or capture, first move only',
  screen: 'screen (hopped over)',
  block: 'blocks the leap',
  path: 'must be empty',
  blocked: 'blocked',
  hop: 'hops along (needs a screen)',
};

const GREEN = '#1b7a34';
const RED = '#c62828';
const BLUE = '#1f5fbf';
const ORANGE = '#e06000';
const GREY = '#555555';

/** The symbol for `kind` in the c × c square whose top-left corner is (x, y). */
export function markMarkup(kind: MarkKind, x: number, y: number, c: number): string {
  const cx = x + c / 2;
  const cy = y + c / 2;
  const dot = (hollow: boolean) =>
    hollow
      ? el('path', { d: circle(cx, cy, c * 0.14), fill: '#ffffff', 'fill-opacity': 0.6, stroke: GREEN, 'stroke-width': c * 0.06 })
      : el('path', { d: circle(cx, cy, c * 0.16), fill: GREEN, stroke: '#ffffff', 'stroke-width': c * 0.025, 'stroke-opacity': 0.8 });
  const ring = (dashed: boolean) =>
    el('path', { d: circle(cx, cy, c * 0.38), fill: 'none', stroke: RED, 'stroke-width': c * 0.075, ...(dashed ? { 'stroke-dasharray': `${num(c * 0.12)} ${num(c * 0.08)}` } : {}) });
  const inset = c * 0.08;
  const box = (colour: string, dashed: boolean) =>
    el('rect', { x: x + inset, y: y + inset, width: c - 2 * inset, height: c - 2 * inset, rx: c * 0.1, fill: 'none', stroke: colour, 'stroke-width': c * 0.07, ...(dashed ? { 'stroke-dasharray': `${num(c * 0.12)} ${num(c * 0.07)}` } : {}) });
  switch (kind) {
    case 'move':
      return dot(false);
    case 'capture':
      return ring(false);
    case 'both':
      return ring(false) + dot(false);
    case 'initial-move':
      return dot(true);
    case 'initial-capture':
      return ring(true);
    case 'initial-both':
      return ring(true) + dot(true);
    case 'screen':
      return box(BLUE, true);
    case 'block':
      return box(ORANGE, false) + el('line', { x1: x + inset, y1: y + c - inset, x2: x + c - inset, y2: y + inset, stroke: ORANGE, 'stroke-width': c * 0.07 });
    case 'path': {
      const r = c * 0.12;
      return el('path', { d: `M${num(cx)} ${num(cy - r)} L${num(cx + r)} ${num(cy)} L${num(cx)} ${num(cy + r)} L${num(cx - r)} ${num(cy)} Z`, fill: 'none', stroke: GREY, 'stroke-width': c * 0.05 });
    }
    case 'blocked': {
      const r = c * 0.1;
      return el('path', { d: `M${num(cx - r)} ${num(cy - r)} L${num(cx + r)} ${num(cy + r)} M${num(cx + r)} ${num(cy - r)} L${num(cx - r)} ${num(cy + r)}`, stroke: GREY, 'stroke-width': c * 0.05, 'stroke-linecap': 'round' });
    }
    case 'hop':
      return el('line', { x1: x + c * 0.1, y1: cy, x2: x + c * 0.9, y2: cy, stroke: BLUE, 'stroke-width': c * 0.1, 'stroke-dasharray': `${num(c * 0.06)} ${num(c * 0.2)}`, 'stroke-linecap': 'round' });
  }
}

interface LegendItem {
  readonly kind: MarkKind;
  readonly x: number;
  readonly row: number;
  readonly width: number;
}

function legendMetrics(l: Layout) {
  // Never smaller than is readable, whatever the cell size.
  const icon = Math.max(16, l.cell * 0.6);
  const text = Math.max(7, l.cell * 0.22);
  return { icon, text, gap: icon * 0.25, spacing: icon * 0.8, rowHeight: icon * 1.25 };
}

function legendLayout(kinds: readonly MarkKind[], l: Layout): LegendItem[] {
  const m = legendMetrics(l);
  const left = l.x0;
  const right = l.width - l.frame;
  const items: LegendItem[] = [];
  let x = left;
  let row = 0;
  for (const kind of kinds) {
    const w = m.icon + m.gap + textWidth(MARK_LABELS[kind], m.text);
    if (x > left && x + w > right) {
      row++;
      x = left;
    }
    items.push({ kind, x, row, width: w });
    x += w + m.spacing;
  }
  return items;
}

/** Space the legend needs below the board; `width` may exceed a narrow board's. */
export function legendSize(kinds: readonly MarkKind[], l: Layout): { width: number; height: number } {
  const items = legendLayout(kinds, l);
  const m = legendMetrics(l);
  const rows = items.length ? items[items.length - 1]!.row + 1 : 0;
  const width = Math.max(0, ...items.map((it) => it.x + it.width + l.frame));
  return { width, height: rows * m.rowHeight + m.icon * 0.3 };
}

/** The legend, laid out in rows starting at `top`. */
export function legendMarkup(kinds: readonly MarkKind[], l: Layout, top: number): string {
  const m = legendMetrics(l);
  let symbols = '';
  let text = '';
  for (const it of legendLayout(kinds, l)) {
    const y = top + m.icon * 0.3 + it.row * m.rowHeight;
    symbols += `<rect x="${num(it.x)}" y="${num(y)}" width="${num(m.icon)}" height="${num(m.icon)}" fill="#e8e4da" stroke="#b9b2a3" stroke-width="1"/>`;
    symbols += markMarkup(it.kind, it.x, y, m.icon);
    text += textPath(MARK_LABELS[it.kind], it.x + m.icon + m.gap, y + m.icon / 2 + m.text / 2, m.text) + ' ';
  }
  return symbols + el('path', { d: text.trim(), fill: 'none', stroke: '#222222', 'stroke-width': m.text / 7.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true' });
}
