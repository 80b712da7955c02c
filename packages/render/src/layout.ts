/**
 * Where things go in a board picture: margins for the coordinates, and the
 * top-left corner of each square for either orientation. Squares are core's
 * `rank * cols + file`, rank 0 being White's first rank.
 */
import { makeSquare, parseSquare, type Geometry } from '@fairyforge/core';
import type { BoardStyle } from './style.ts';

export interface Layout {
  readonly cols: number;
  readonly rows: number;
  readonly cell: number;
  /** Board's top-left corner in the picture. */
  readonly x0: number;
  readonly y0: number;
  readonly boardWidth: number;
  readonly boardHeight: number;
  /** Frame width around the board. */
  readonly frame: number;
  /** Picture size without anything below the board (legend). */
  readonly width: number;
  readonly height: number;
  readonly flipped: boolean;
}

/** The largest square, as the schema allows: beyond it coordinates overflow towards Infinity. */
export const MAX_CELL_SIZE = 1000;

export function makeLayout(cols: number, rows: number, style: BoardStyle): Layout {
  const cell = style.cellSize;
  const frame = Math.max(1, cell / 24);
  // Coordinates sit outside the board, left and below, so they never cover a piece.
  const margin = style.coordinates ? cell * 0.5 : 0;
  const x0 = margin + frame;
  const y0 = frame;
  const boardWidth = cols * cell;
  const boardHeight = rows * cell;
  return {
    cols, rows, cell, x0, y0, boardWidth, boardHeight, frame,
    width: x0 + boardWidth + frame,
    height: y0 + boardHeight + frame + margin,
    flipped: style.orientation === 'black',
  };
}

/** Top-left corner of a square. */
export function squareXY(l: Layout, sq: number): [number, number] {
  const file = sq % l.cols;
  const rank = Math.floor(sq / l.cols);
  const col = l.flipped ? l.cols - 1 - file : file;
  const row = l.flipped ? rank : l.rows - 1 - rank;
  return [l.x0 + col * l.cell, l.y0 + row * l.cell];
}

export function squareCentre(l: Layout, sq: number): [number, number] {
  const [x, y] = squareXY(l, sq);
  return [x + l.cell / 2, y + l.cell / 2];
}

/** A board's geometry for core's square-name helpers (the sizes come checked from a loaded variant). */
const geometry = (cols: number, rows: number): Geometry => ({ cols, rows, size: cols * rows });

/** `e4` → square index, or -1 when malformed or off the board (core's parseSquare). */
export function parseSquareName(name: string, cols: number, rows: number): number {
  return parseSquare(geometry(cols, rows), name);
}

/** The square's name, `e4` (core's makeSquare; the rank count does not matter for naming). */
export function squareName(sq: number, cols: number): string {
  return makeSquare(geometry(cols, Math.floor(sq / cols) + 1), sq);
}

/** `e2e4` → [from, to], or null. */
export function parseSquarePair(text: string, cols: number, rows: number): [number, number] | null {
  const m = /^([a-z][1-9][0-9]*)([a-z][1-9][0-9]*)$/.exec(text);
  if (!m) return null;
  const a = parseSquareName(m[1]!, cols, rows);
  const b = parseSquareName(m[2]!, cols, rows);
  return a < 0 || b < 0 ? null : [a, b];
}
