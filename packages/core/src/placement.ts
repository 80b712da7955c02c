/**
 * The board part of a FEN: ranks from the top (Black's side) down, separated
 * by '/', with runs of empty squares as decimal numbers of any length.
 */
import type { Geometry } from './geometry.ts';

/** On error, `offset` is the index in the text of the culprit (a character, or the start of a rank). */
export type PlacementResult = { ok: true; board: Uint8Array } | { ok: false; error: string; offset: number };

/**
 * The board code of a wall (petrification's `*`): 1, the one code below the
 * pieces' that is not empty. It has no type and no piece list; moves may not
 * capture it, and it is never an attacker.
 */
export const WALL = 1;

/** Piece code for type t of colour c (see compile.ts). */
export function pieceCode(type: number, color: number): number {
  return ((type + 1) << 1) | color;
}

/** The piece type (0-based) of a non-empty board code. */
export function pieceType(code: number): number {
  return (code >> 1) - 1;
}

/** The colour (0 white, 1 black) of a non-empty board code. */
export function pieceColor(code: number): number {
  return code & 1;
}

type RankError = { error: string; offset: number };

function squareName(file: number, rank: number): string {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

/**
 * The FEN's first field split into the placement and the pockets (hands) in
 * brackets after it, Fairy-Stockfish's `.../RNBQKBNR[Pn]`; `pocket` is null
 * when there are no brackets.
 */
export function splitPocket(field: string): { placement: string; pocket: string | null } {
  const open = field.indexOf('[');
  if (open < 0 || !field.endsWith(']')) return { placement: field, pocket: null };
  return { placement: field.slice(0, open), pocket: field.slice(open + 1, -1) };
}

/**
 * Reads one rank into `board`; `start` is its offset in the placement text. A
 * `~` after a piece marks it promoted in `marks`, where given (1). Where the
 * variant promotes pieces shogi-style (`promoteTo`, each type's promoted type
 * or -1), `+P` stands for the type P promotes to, marked with P's type + 1.
 * Where the variant has walls (`walls`, petrification), `*` is a wall.
 */
function parseRank(row: string, rank: number, start: number, g: Geometry, typeByLetter: ReadonlyMap<string, number>, board: Uint8Array, marks?: Uint8Array, promoteTo?: Int8Array, walls = false): RankError | null {
  let file = 0;
  let j = 0;
  while (j < row.length) {
    const ch = row[j]!;
    // `*` is a hole where the board has one there, else a wall where the variant has walls.
    if (ch === '*' && walls && !g.holes?.[rank * g.cols + file]) {
      if (file >= g.cols) return { error: `rank ${rank + 1} has more than ${g.cols} squares`, offset: start };
      board[rank * g.cols + file] = WALL;
      file++;
      j++;
      continue;
    }
    if (ch === '+') {
      const next = row[j + 1] ?? '';
      const t = typeByLetter.get(next.toUpperCase());
      if (!promoteTo) return { error: `rank ${rank + 1}: '+' (a promoted piece) is read only where pieces promote shogi-style`, offset: start + j };
      if (t === undefined || next.toUpperCase() === next.toLowerCase() || promoteTo[t]! < 0) return { error: `rank ${rank + 1}: '+${next}' names no piece that promotes`, offset: start + j };
      if (file >= g.cols) return { error: `rank ${rank + 1} has more than ${g.cols} squares`, offset: start };
      if (g.holes?.[rank * g.cols + file]) return { error: `rank ${rank + 1}: '+${next}' on ${squareName(file, rank)}, which is a hole (not part of the board)`, offset: start + j };
      board[rank * g.cols + file] = pieceCode(promoteTo[t]!, next === next.toUpperCase() ? 0 : 1);
      if (marks) marks[rank * g.cols + file] = t + 1;
      file++;
      j += 2;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      let k = j;
      while (k < row.length && row[k]! >= '0' && row[k]! <= '9') k++;
      const n = Number(row.slice(j, k));
      if (n === 0) return { error: `rank ${rank + 1}: an empty run of 0 squares`, offset: start + j };
      // `08` would read as 8; a leading zero is a typo, not a number.
      if (row[j] === '0') return { error: `rank ${rank + 1}: the empty run '${row.slice(j, k)}' starts with 0`, offset: start + j };
      if (file + n > g.cols) return { error: `rank ${rank + 1} has more than ${g.cols} squares`, offset: start + j };
      file += n;
      j = k;
      continue;
    }
    if (ch === '*') {
      // A hole (board shapes) is written `*` (Fairy-Stockfish's FEN); a wall (petrification) is read above.
      if (file >= g.cols) return { error: `rank ${rank + 1} has more than ${g.cols} squares`, offset: start };
      if (!g.holes?.[rank * g.cols + file]) {
        // Walls were read above, so this variant has none.
        const why = g.holes ? 'which is not a hole of this board' : 'but this variant has no holes and no walls';
        return { error: `rank ${rank + 1}: '*' on ${squareName(file, rank)}, ${why}`, offset: start + j };
      }
      file++;
      j++;
      continue;
    }
    if (ch === '~') {
      // Promoted-piece marker (crazyhouse's `Q~`): kept where the caller tracks it, else ignored.
      if (marks && file > 0 && board[rank * g.cols + file - 1] !== 0) marks[rank * g.cols + file - 1] = 1;
      j++;
      continue;
    }
    const upper = ch.toUpperCase();
    const t = typeByLetter.get(upper);
    if (t === undefined || upper === ch.toLowerCase()) return { error: `rank ${rank + 1}: unknown piece letter '${ch}'`, offset: start + j };
    if (file >= g.cols) return { error: `rank ${rank + 1} has more than ${g.cols} squares`, offset: start };
    if (g.holes?.[rank * g.cols + file]) return { error: `rank ${rank + 1}: '${ch}' on ${squareName(file, rank)}, which is a hole (not part of the board)`, offset: start + j };
    board[rank * g.cols + file] = pieceCode(t, ch === upper ? 0 : 1);
    file++;
    j++;
  }
  return file === g.cols ? null : { error: `rank ${rank + 1} has ${file} squares, the board has ${g.cols} files`, offset: start };
}

/** Every problem of a placement: the rank count, or each bad rank (the first problem in each). */
export function placementErrors(text: string, g: Geometry, typeByLetter: ReadonlyMap<string, number>, promoteTo?: Int8Array, walls = false): RankError[] {
  const ranks = text.split('/');
  if (ranks.length !== g.rows) return [{ error: `the placement has ${ranks.length} ranks, the board has ${g.rows}`, offset: 0 }];
  const board = new Uint8Array(g.size);
  const out: RankError[] = [];
  let start = 0;
  for (let i = 0; i < ranks.length; i++) {
    if (i > 0) start += ranks[i - 1]!.length + 1;
    const e = parseRank(ranks[i]!, g.rows - 1 - i, start, g, typeByLetter, board, undefined, promoteTo, walls);
    if (e) out.push(e);
  }
  return out;
}

export function parsePlacement(text: string, g: Geometry, typeByLetter: ReadonlyMap<string, number>, marks?: Uint8Array, promoteTo?: Int8Array, walls = false): PlacementResult {
  const board = new Uint8Array(g.size);
  const ranks = text.split('/');
  if (ranks.length !== g.rows) return { ok: false, error: `the placement has ${ranks.length} ranks, the board has ${g.rows}`, offset: 0 };
  let start = 0;
  for (let i = 0; i < ranks.length; i++) {
    if (i > 0) start += ranks[i - 1]!.length + 1;
    const e = parseRank(ranks[i]!, g.rows - 1 - i, start, g, typeByLetter, board, marks, promoteTo, walls);
    if (e) return { ok: false, ...e };
  }
  return { ok: true, board };
}

/**
 * The placement text; `marks` (where given) adds `~` after each promoted
 * piece, or with `plus`, writes it `+` and the letter of the type it promoted
 * from (the mark, that type + 1). A wall is written `*`.
 */
export function makePlacement(board: ArrayLike<number>, g: Geometry, letters: readonly string[], marks?: ArrayLike<number>, plus = false): string {
  const ranks: string[] = [];
  for (let rank = g.rows - 1; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < g.cols; file++) {
      const code = board[rank * g.cols + file]!;
      if (g.holes?.[rank * g.cols + file]) {
        if (empty) row += String(empty);
        empty = 0;
        row += '*';
        continue;
      }
      if (code === 0) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      if (code === WALL) {
        row += '*';
        continue;
      }
      const mark = marks ? marks[rank * g.cols + file]! : 0;
      const l = plus && mark ? '+' + letters[mark - 1]! : letters[(code >> 1) - 1]!;
      row += code & 1 ? l.toLowerCase() : l;
      if (mark && !plus) row += '~';
    }
    if (empty) row += String(empty);
    ranks.push(row);
  }
  return ranks.join('/');
}

/** Index in the placement text of the character that stands for `sq` (-1 if it is inside an empty run). */
export function placementIndexOf(text: string, g: Geometry, sq: number): number {
  const targetRank = g.rows - 1 - Math.floor(sq / g.cols);
  const targetFile = sq % g.cols;
  let rank = 0;
  let file = 0;
  for (let j = 0; j < text.length; j++) {
    const ch = text[j]!;
    if (ch === '/') {
      rank++;
      file = 0;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      let k = j;
      while (k + 1 < text.length && text[k + 1]! >= '0' && text[k + 1]! <= '9') k++;
      file += Number(text.slice(j, k + 1));
      j = k;
      continue;
    }
    if (ch === '~' || ch === '+') continue;
    if (rank === targetRank && file === targetFile) return j;
    file++;
  }
  return -1;
}
