/** A plain-text picture of a position, with file letters and rank numbers. */
import { fileName, pieceColor, pieceType, WALL, type Position } from '@fairyforge/core';

export function boardText(pos: Position): string {
  const g = pos.v.geometry;
  const w = String(g.rows).length;
  const lines: string[] = [];
  for (let r = g.rows - 1; r >= 0; r--) {
    let row = String(r + 1).padStart(w) + ' ';
    for (let f = 0; f < g.cols; f++) {
      const code = pos.board[r * g.cols + f]!;
      // A wall (petrification) as the FEN writes it.
      const l = code === 0 ? '.' : code === WALL ? '*' : pos.v.letters[pieceType(code)]!;
      row += ' ' + (pieceColor(code) === 1 ? l.toLowerCase() : l);
    }
    lines.push(row);
  }
  let files = ' '.repeat(w + 1);
  for (let f = 0; f < g.cols; f++) files += ' ' + fileName(f);
  lines.push(files);
  return lines.join('\n');
}
