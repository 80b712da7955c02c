/**
 * Boards drawn as xiangqi's players know them: the pieces stand on the
 * intersections of lines through the square centres, each palace carries its
 * two diagonals, and the river cuts the inner files between the two halves.
 * What to draw comes from the variant's regions (rules/regions.ts): a royal
 * piece kept to a rectangle marks the game as one of this family and that
 * rectangle as its palace; a piece kept to its own half puts a river there.
 */
import { parseSquare, type VariantSpec } from '@fairyforge/core';
import { squareCentre, type Layout } from './layout.ts';
import type { BoardStyle } from './style.ts';
import { el, num } from './svg.ts';

export interface IntersectionBoard {
  /** The palaces, each as [file, rank, file, rank] of two opposite corners (0-based). */
  readonly palaces: readonly (readonly [number, number, number, number])[];
  /** The river runs between this rank (0-based, White's half ends here) and the next; null for none. */
  readonly river: number | null;
}

const RIVER_TINT = '#7fb8e0';

/** The intersection board of a variant, or null where no royal piece is kept to a rectangle. */
export function intersectionBoardOf(spec: VariantSpec): IntersectionBoard | null {
  const regions = spec.regions ?? {};
  const squaresOf = (names: readonly string[]) => names.map((n) => parseSquare({ cols: spec.cols, rows: spec.rows, size: spec.cols * spec.rows }, n));
  const boxOf = (names: readonly string[]): [number, number, number, number] | null => {
    const sqs = squaresOf(names);
    const files = sqs.map((s) => s % spec.cols);
    const ranks = sqs.map((s) => Math.floor(s / spec.cols));
    const box: [number, number, number, number] = [Math.min(...files), Math.min(...ranks), Math.max(...files), Math.max(...ranks)];
    return (box[2] - box[0] + 1) * (box[3] - box[1] + 1) === new Set(sqs).size ? box : null;
  };
  const royal = spec.pieces.find((p) => p.royal && p.region !== undefined && regions[p.region]);
  if (!royal) return null;
  const palaces = regions[royal.region!]!.map(boxOf).filter((b): b is [number, number, number, number] => b !== null);
  if (palaces.length === 0) return null;
  // A river where some piece is kept to exactly White's half of the board, whole ranks.
  const half = spec.rows / 2;
  const river = spec.pieces.some((p) => {
    const r = p.region !== undefined ? regions[p.region] : undefined;
    const box = r ? boxOf(r[0]) : null;
    return box !== null && Number.isInteger(half) && box[0] === 0 && box[2] === spec.cols - 1 && box[1] === 0 && box[3] === half - 1;
  });
  return { palaces, river: river ? half - 1 : null };
}

/** The board: frame, ground, the lines through the centres, the river and the palace diagonals. */
export function intersectionsMarkup(b: IntersectionBoard, l: Layout, style: BoardStyle): string {
  const f = l.frame;
  const c = (file: number, rank: number) => squareCentre(l, rank * l.cols + file);
  let lines = '';
  const line = ([x1, y1]: [number, number], [x2, y2]: [number, number]) => {
    lines += `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`;
  };
  for (let r = 0; r < l.rows; r++) line(c(0, r), c(l.cols - 1, r));
  for (let file = 0; file < l.cols; file++) {
    const edge = file === 0 || file === l.cols - 1;
    if (b.river === null || edge) line(c(file, 0), c(file, l.rows - 1));
    else {
      line(c(file, 0), c(file, b.river));
      line(c(file, b.river + 1), c(file, l.rows - 1));
    }
  }
  for (const [f0, r0, f1, r1] of b.palaces) {
    line(c(f0, r0), c(f1, r1));
    line(c(f0, r1), c(f1, r0));
  }
  let river = '';
  if (b.river !== null) {
    const [x0, ya] = c(0, b.river);
    const [x1, yb] = c(l.cols - 1, b.river + 1);
    river = el('rect', { x: x0, y: Math.min(ya, yb), width: x1 - x0, height: Math.abs(yb - ya), fill: RIVER_TINT, 'fill-opacity': '0.6' });
  }
  return (
    `<g class="board intersections">` +
    el('rect', { x: l.x0 - f, y: l.y0 - f, width: l.boardWidth + 2 * f, height: l.boardHeight + 2 * f, fill: style.borderColour }) +
    el('rect', { x: l.x0, y: l.y0, width: l.boardWidth, height: l.boardHeight, fill: style.light }) +
    river +
    el('path', { d: lines, fill: 'none', stroke: style.dark, 'stroke-width': num(Math.max(1, l.cell * 0.03)), 'stroke-linecap': 'square' }) +
    `</g>`
  );
}
