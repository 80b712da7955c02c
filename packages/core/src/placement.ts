/**
 * The board part of a FEN: ranks from the top (Black's side) down, separated
 * by '/', with runs of empty squares as decimal numbers of any length.
 */
import type { Geometry } from './geometry.ts';

export type PlacementResult = { ok: true; board: Uint8Array } | { ok: false; error: string };

/** Piece code for type t of colour c (see compile.ts). */
export function pieceCode(type: number, color: number): number {
  return ((type + 1) << 1) | color;
}

export function parsePlacement(text: string, g: Geometry, typeByLetter: ReadonlyMap<string, number>): PlacementResult {
  const board = new Uint8Array(g.size);
  const ranks = text.split('/');
  if (ranks.length !== g.rows) {
    return { ok: false, error: `the placement has ${ranks.length} ranks, the board has ${g.rows}` };
  }
  for (let i = 0; i < ranks.length; i++) {
    const rank = g.rows - 1 - i;
    const row = ranks[i]!;
    let file = 0;
    let j = 0;
    while (j < row.length) {
      const ch = row[j]!;
      if (ch >= '0' && ch <= '9') {
        let k = j;
        while (k < row.length && row[k]! >= '0' && row[k]! <= '9') k++;
        const n = Number(row.slice(j, k));
        if (n === 0) return { ok: false, error: `rank ${rank + 1}: an empty run of 0 squares` };
        file += n;
        j = k;
        continue;
      }
      if (ch === '~') {
        j++; // promoted-piece marker: accepted and ignored
        continue;
      }
      const upper = ch.toUpperCase();
      const t = typeByLetter.get(upper);
      if (t === undefined || upper === ch.toLowerCase()) {
        return { ok: false, error: `rank ${rank + 1}: unknown piece letter '${ch}'` };
      }
      if (file >= g.cols) return { ok: false, error: `rank ${rank + 1} has more than ${g.cols} squares` };
      board[rank * g.cols + file] = pieceCode(t, ch === upper ? 0 : 1);
      file++;
      j++;
    }
    if (file !== g.cols) {
      return { ok: false, error: `rank ${rank + 1} has ${file} squares, the board has ${g.cols} files` };
    }
  }
  return { ok: true, board };
}

export function makePlacement(board: ArrayLike<number>, g: Geometry, letters: readonly string[]): string {
  const ranks: string[] = [];
  for (let rank = g.rows - 1; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < g.cols; file++) {
      const code = board[rank * g.cols + file]!;
      if (code === 0) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      const l = letters[(code >> 1) - 1]!;
      row += code & 1 ? l.toLowerCase() : l;
    }
    if (empty) row += String(empty);
    ranks.push(row);
  }
  return ranks.join('/');
}
