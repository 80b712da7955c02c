/**
 * The hands (drops, crazyhouse) beside the board: a column right of it, the
 * far side's hand from the top down and the near side's from the bottom up,
 * each piece type once with its count (drawn in the stroke font, as the
 * coordinates are). Only variants with hands have any.
 */
import type { ResolvedGlyph } from './glyphs.ts';
import type { Layout } from './layout.ts';
import { textPath } from './strokeFont.ts';
import { el, escapeXml, num } from './svg.ts';

/** One piece type in a hand, with how many are held. */
export interface SceneHandPiece {
  /** 0 White's hand, 1 Black's. */
  readonly colour: 0 | 1;
  readonly glyph: ResolvedGlyph;
  readonly name: string;
  readonly count: number;
}

/** The width the hands' column adds to the picture (none without hands). */
export function handsWidth(hands: readonly SceneHandPiece[] | undefined, l: Layout): number {
  return hands === undefined ? 0 : l.cell * 1.25;
}

/** The hands' column, right of the board; `href` names a glyph's definition. */
export function handsMarkup(hands: readonly SceneHandPiece[], l: Layout, href: (p: SceneHandPiece) => string, colour: string): string {
  const x = l.x0 + l.boardWidth + l.frame + l.cell * 0.2;
  const size = l.cell * 0.3;
  // The far side (Black's, unless the board is turned) at the top.
  const top: 0 | 1 = l.flipped ? 0 : 1;
  const uses: string[] = [];
  let digits = '';
  for (const c of [0, 1] as const) {
    const own = hands.filter((h) => h.colour === c && h.count > 0);
    own.forEach((h, i) => {
      const row = c === top ? i : l.rows - 1 - i;
      const y = l.y0 + row * l.cell;
      const label = `${c ? 'Black' : 'White'} holds ${h.count} ${h.name}${h.count > 1 ? 's' : ''} in hand`;
      uses.push(`<use href="#${href(h)}" x="${num(x)}" y="${num(y)}"><title>${escapeXml(label)}</title></use>`);
      if (h.count > 1) digits += textPath(String(h.count), x + l.cell, y + l.cell - size * 0.2, size, 'end') + ' ';
    });
  }
  if (uses.length === 0) return '';
  const counts = digits ? el('path', { class: 'hand-counts', d: digits.trim(), fill: 'none', stroke: colour, 'stroke-width': size / 7.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true' }) : '';
  return `<g class="hands">${uses.join('')}${counts}</g>`;
}
