/**
 * Rectangular board geometry. Squares are integers: `rank * cols + file`,
 * rank 0 being White's first rank and file 0 the a-file. No board size is
 * special; up to 26 files (a–z) and any number of ranks that fit the move
 * encoding (see `MAX_SQUARES`).
 */

/** Square indices must fit the 10-bit fields of a move; 26×26 = 676 does. */
export const MAX_SQUARES = 1024;
export const MAX_FILES = 26;

export interface Geometry {
  readonly cols: number;
  readonly rows: number;
  readonly size: number;
  /**
   * Holes (board shapes): holes[sq] is 1 on a square that is not part of the
   * board — nothing stands on it or moves onto or through it. Absent on a
   * full rectangle, so such a board carries nothing extra.
   */
  readonly holes?: Uint8Array;
}

/** `holes`: the squares that are not part of the board (none, or an empty list, for a full rectangle). */
export function makeGeometry(cols: number, rows: number, holes?: readonly number[]): Geometry {
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 1 || rows < 1) {
    throw new RangeError(`board size must be positive integers, got ${cols}x${rows}`);
  }
  if (cols > MAX_FILES) throw new RangeError(`at most ${MAX_FILES} files are supported, got ${cols}`);
  if (cols * rows > MAX_SQUARES) throw new RangeError(`at most ${MAX_SQUARES} squares are supported, got ${cols * rows}`);
  if (!holes || holes.length === 0) return { cols, rows, size: cols * rows };
  const mask = new Uint8Array(cols * rows);
  for (const sq of holes) {
    if (!Number.isInteger(sq) || sq < 0 || sq >= mask.length) throw new RangeError(`hole ${sq} is not a square of a ${cols}x${rows} board`);
    mask[sq] = 1;
  }
  return { cols, rows, size: cols * rows, holes: mask };
}

export function fileOf(g: Geometry, sq: number): number {
  return sq % g.cols;
}

export function rankOf(g: Geometry, sq: number): number {
  return (sq / g.cols) | 0;
}

export function squareAt(g: Geometry, file: number, rank: number): number {
  return file >= 0 && file < g.cols && rank >= 0 && rank < g.rows ? rank * g.cols + file : -1;
}

export function fileName(file: number): string {
  return String.fromCharCode(97 + file);
}

/** `e4`, `k10`: file letter then the rank number in full. */
export function makeSquare(g: Geometry, sq: number): string {
  return fileName(fileOf(g, sq)) + String(rankOf(g, sq) + 1);
}

/** Parses `e4`/`k10`; -1 if malformed or off the board. */
export function parseSquare(g: Geometry, text: string): number {
  const m = /^([a-z])([1-9][0-9]*)$/.exec(text);
  if (!m) return -1;
  return squareAt(g, m[1]!.charCodeAt(0) - 97, Number(m[2]) - 1);
}
