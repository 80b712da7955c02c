/**
 * The board for a terminal game: plain text (board.ts) when output is not a
 * terminal or NO_COLOR is set, else squares and pieces in ANSI colours.
 */
import { fileName, pieceColor, pieceType, WALL, type Position } from '@fairyforge/core';
import { boardText } from './board.ts';

const RESET = '\x1b[0m';
const LIGHT = '\x1b[48;5;180m';
const DARK = '\x1b[48;5;137m';
const LAST = '\x1b[48;5;143m';
const WHITE_PIECE = '\x1b[1;97m';
const BLACK_PIECE = '\x1b[1;30m';
const WALL_BLOCK = '\x1b[1;90m\u2588';

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

/** The board, White at the bottom; `marked` squares (the last move) are tinted in colour. */
export function terminalBoard(pos: Position, colour: boolean, marked: readonly number[] = []): string {
  if (!colour) return boardText(pos);
  const g = pos.v.geometry;
  const w = String(g.rows).length;
  const lines: string[] = [];
  for (let r = g.rows - 1; r >= 0; r--) {
    let row = String(r + 1).padStart(w) + ' ';
    for (let f = 0; f < g.cols; f++) {
      const sq = r * g.cols + f;
      const code = pos.board[sq]!;
      const bg = marked.includes(sq) ? LAST : (r + f) % 2 === 1 ? LIGHT : DARK;
      const l = code === 0 || code === WALL ? '' : pos.v.letters[pieceType(code)]!;
      // A wall (petrification): a grey block.
      const piece = code === 0 ? ' ' : code === WALL ? WALL_BLOCK : pieceColor(code) === 1 ? BLACK_PIECE + l.toLowerCase() : WHITE_PIECE + l;
      row += `${bg} ${piece} ${RESET}`;
    }
    lines.push(row);
  }
  let files = ' '.repeat(w + 1);
  for (let f = 0; f < g.cols; f++) files += ` ${fileName(f)} `;
  lines.push(files);
  return lines.join('\n');
}
