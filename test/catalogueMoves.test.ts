/**
 * Every catalogue piece (variants/pieces.yaml) against its usual definition:
 * how many moves it has from a given square, counted by hand from the
 * definition (the comment on each row) and then by the real move generator
 * (@fairyforge/core, the Betza string read from the catalogue, a white piece
 * alone on an empty board unless the row lists black pieces). Rows with black
 * pieces show what a hopper, a cannon, a lame leaper or a divergent piece does
 * with a screen, a blocker or a victim. The counts are not taken from the
 * code: if a row fails, either the catalogue's Betza or the engine is wrong.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileVariant, KIND_EN_PASSANT, legalMoves, moveKind, makeSquare, moveFrom, moveTo, parseFen, parseSquare } from '@fairyforge/core';

interface PieceEntry {
  readonly letter: string;
  readonly betza: string;
  readonly pawn?: boolean;
}

const cataloguePath = fileURLToPath(new URL('../variants/pieces.yaml', import.meta.url));
const catalogue = (parse(readFileSync(cataloguePath, 'utf8')) as { pieces: Record<string, PieceEntry> }).pieces;

interface Row {
  readonly piece: string;
  readonly board: `${number}x${number}`;
  readonly from: string;
  /** Black pieces: screens, blockers or victims. */
  readonly black?: readonly string[];
  /** The black pieces are of the tested type (default: a plain blocker). */
  readonly blackSame?: boolean;
  /** The FEN's en passant square. */
  readonly ep?: string;
  /** Non-capture destinations. */
  readonly quiet: number;
  /** Capture destinations (default 0). */
  readonly captures?: number;
}

// On 8x8, d4 sees 3 squares towards a1, 4 towards h8, 3 towards a7 and 3
// towards g1 along the diagonals (13), and 7 + 7 along its lines (14).
const ROWS: readonly Row[] = [
  { piece: 'king', board: '8x8', from: 'd4', quiet: 8 }, // K: the 8 adjacent squares
  { piece: 'king', board: '8x8', from: 'a1', quiet: 3 }, // a2, b1, b2
  { piece: 'queen', board: '8x8', from: 'd4', quiet: 27 }, // rook 14 + bishop 13
  { piece: 'queen', board: '8x8', from: 'a1', quiet: 21 }, // rook 14 + bishop 7 (b2..h8)
  { piece: 'rook', board: '8x8', from: 'd4', quiet: 14 }, // 7 on the file + 7 on the rank
  { piece: 'rook', board: '8x8', from: 'a1', quiet: 14 }, // a2..a8 + b1..h1
  { piece: 'bishop', board: '8x8', from: 'd4', quiet: 13 }, // 3 + 4 + 3 + 3
  { piece: 'bishop', board: '8x8', from: 'a1', quiet: 7 }, // b2..h8
  { piece: 'knight', board: '8x8', from: 'd4', quiet: 8 }, // b3 b5 c2 c6 e2 e6 f3 f5
  { piece: 'knight', board: '8x8', from: 'a1', quiet: 2 }, // b3, c2
  // Pawn: from its start rank one step and the double step; from a middle rank one step.
  { piece: 'pawn', board: '8x8', from: 'e2', quiet: 2 }, // e3 + e4 (initial double step)
  { piece: 'pawn', board: '8x8', from: 'e4', quiet: 1 }, // e5 only: the double step is for the start rank
  { piece: 'pawn', board: '8x8', from: 'e2', black: ['e3'], quiet: 0 }, // e3 occupied: no step, and the double step may not jump it
  { piece: 'pawn', board: '8x8', from: 'e2', black: ['e4', 'd3'], quiet: 1, captures: 1 }, // e3; capture d3 diagonally
  { piece: 'pawn', board: '8x8', from: 'e5', black: ['d5'], blackSame: true, ep: 'd6', quiet: 1, captures: 1 }, // e6; x d6 e.p. (d7-d5 just played)
  { piece: 'camel', board: '8x8', from: 'd4', quiet: 8 }, // (1,3) leaps: c1 e1 c7 e7 a3 a5 g3 g5
  { piece: 'camel', board: '8x8', from: 'a1', quiet: 2 }, // b4, d2
  { piece: 'camel', board: '11x10', from: 'e5', quiet: 8 }, // all 8 (1,3) leaps fit
  { piece: 'wildebeest', board: '8x8', from: 'd4', quiet: 16 }, // knight 8 + camel 8
  { piece: 'wildebeest', board: '8x8', from: 'a1', quiet: 4 }, // knight b3 c2 + camel b4 d2
  { piece: 'archbishop', board: '8x8', from: 'd4', quiet: 21 }, // bishop 13 + knight 8
  { piece: 'archbishop', board: '8x8', from: 'a1', quiet: 9 }, // bishop 7 + knight 2
  { piece: 'chancellor', board: '8x8', from: 'd4', quiet: 22 }, // rook 14 + knight 8
  { piece: 'chancellor', board: '8x8', from: 'a1', quiet: 16 }, // rook 14 + knight 2
  { piece: 'amazon', board: '8x8', from: 'd4', quiet: 35 }, // queen 27 + knight 8
  { piece: 'amazon', board: '8x8', from: 'a1', quiet: 23 }, // queen 21 + knight 2
  { piece: 'zebra', board: '8x8', from: 'd4', quiet: 8 }, // (2,3) leaps: b1 f1 b7 f7 a2 a6 g2 g6
  { piece: 'zebra', board: '8x8', from: 'a1', quiet: 2 }, // c4, d3
  { piece: 'zebra', board: '9x10', from: 'e5', quiet: 8 }, // all 8 (2,3) leaps fit
  // Nightrider from d4: e6 f8, c6 b8, f5 h6, f3 h2, b5, b3, e2, c2 (the second leap of the last four is off the board).
  { piece: 'nightrider', board: '8x8', from: 'd4', quiet: 12 },
  { piece: 'nightrider', board: '8x8', from: 'a1', quiet: 6 }, // b3 c5 d7 + c2 e3 g4
  { piece: 'nightrider', board: '8x8', from: 'a1', black: ['c5'], quiet: 4, captures: 1 }, // b3, x c5 (stops); c2 e3 g4
  // Grasshopper: only by hopping, so nothing on an empty board.
  { piece: 'grasshopper', board: '8x8', from: 'd4', quiet: 0 },
  { piece: 'grasshopper', board: '8x8', from: 'd4', black: ['d6', 'f6', 'f4'], quiet: 3 }, // over d6 to d7, f6 to g7, f4 to g4
  { piece: 'grasshopper', board: '8x8', from: 'd4', black: ['d6', 'd7'], quiet: 0, captures: 1 }, // over d6, captures on d7
  // Cannon: moves as a rook, captures only over one screen.
  { piece: 'cannon', board: '8x8', from: 'd4', quiet: 14 }, // rook 14, no capture
  { piece: 'cannon', board: '8x8', from: 'a1', black: ['a3', 'a5'], quiet: 8, captures: 1 }, // a2 + b1..h1; over a3, x a5
  // Xiangqi horse: knight leaps, lame at the orthogonal neighbour towards the long side.
  { piece: 'xiangqi-horse', board: '8x8', from: 'd4', quiet: 8 }, // as a knight
  { piece: 'xiangqi-horse', board: '8x8', from: 'b1', quiet: 3 }, // a3, c3, d2
  { piece: 'xiangqi-horse', board: '8x8', from: 'b1', black: ['b2'], quiet: 1 }, // b2 blocks a3 and c3; d2 (via c1) stays
  // Xiangqi elephant: the alfil leap, blocked at the diagonal midpoint.
  { piece: 'elephant', board: '8x8', from: 'c1', quiet: 2 }, // a3, e3
  { piece: 'elephant', board: '8x8', from: 'c1', black: ['d2'], quiet: 1 }, // d2 blocks e3
  { piece: 'elephant', board: '8x8', from: 'd4', quiet: 4 }, // b2 b6 f2 f6
  { piece: 'ferz', board: '8x8', from: 'd4', quiet: 4 }, // c3 c5 e3 e5
  { piece: 'ferz', board: '8x8', from: 'a1', quiet: 1 }, // b2
  { piece: 'wazir', board: '8x8', from: 'd4', quiet: 4 }, // c4 e4 d3 d5
  { piece: 'wazir', board: '8x8', from: 'a1', quiet: 2 }, // a2, b1
  { piece: 'alfil', board: '8x8', from: 'd4', quiet: 4 }, // b2 b6 f2 f6
  { piece: 'alfil', board: '8x8', from: 'a1', quiet: 1 }, // c3
  { piece: 'alfil', board: '8x8', from: 'd4', black: ['c3', 'e5'], quiet: 4 }, // a leap: the midpoints do not matter
  { piece: 'dabbaba', board: '8x8', from: 'd4', quiet: 4 }, // b4 f4 d2 d6
  { piece: 'dabbaba', board: '8x8', from: 'a1', quiet: 2 }, // a3, c1
  { piece: 'threeleaper', board: '8x8', from: 'd4', quiet: 4 }, // a4 g4 d1 d7
  { piece: 'threeleaper', board: '8x8', from: 'a1', quiet: 2 }, // a4, d1
  { piece: 'tripper', board: '8x8', from: 'd4', quiet: 4 }, // a1 a7 g1 g7
  { piece: 'tripper', board: '8x8', from: 'a1', quiet: 1 }, // d4
  { piece: 'champion', board: '8x8', from: 'd4', quiet: 12 }, // wazir 4 + alfil 4 + dabbaba 4
  { piece: 'champion', board: '8x8', from: 'a1', quiet: 5 }, // wazir a2 b1 + alfil c3 + dabbaba a3 c1
  { piece: 'wizard', board: '8x8', from: 'd4', quiet: 12 }, // camel 8 + ferz 4
  { piece: 'wizard', board: '8x8', from: 'a1', quiet: 3 }, // camel b4 d2 + ferz b2
  { piece: 'dragon-king', board: '8x8', from: 'd4', quiet: 18 }, // rook 14 + ferz 4
  { piece: 'dragon-king', board: '8x8', from: 'a1', quiet: 15 }, // rook 14 + ferz b2
  { piece: 'dragon-horse', board: '8x8', from: 'd4', quiet: 17 }, // bishop 13 + wazir 4
  { piece: 'dragon-horse', board: '8x8', from: 'a1', quiet: 9 }, // bishop 7 + wazir a2 b1
  { piece: 'commoner', board: '8x8', from: 'd4', quiet: 8 }, // as a king
  { piece: 'commoner', board: '8x8', from: 'a1', quiet: 3 }, // a2, b1, b2
  { piece: 'silver-general', board: '8x8', from: 'd4', quiet: 5 }, // ferz 4 + d5
  { piece: 'silver-general', board: '8x8', from: 'a1', quiet: 2 }, // b2 + a2
  { piece: 'gold-general', board: '8x8', from: 'd4', quiet: 6 }, // wazir 4 + c5 e5
  { piece: 'gold-general', board: '8x8', from: 'a1', quiet: 3 }, // a2 b1 + b2
  { piece: 'centaur', board: '8x8', from: 'd4', quiet: 16 }, // king 8 + knight 8
  { piece: 'centaur', board: '8x8', from: 'a1', quiet: 5 }, // king 3 + knight 2
  { piece: 'kirin', board: '8x8', from: 'd4', quiet: 8 }, // ferz 4 + dabbaba 4
  { piece: 'kirin', board: '8x8', from: 'a1', quiet: 3 }, // ferz b2 + dabbaba a3 c1
  { piece: 'phoenix', board: '8x8', from: 'd4', quiet: 8 }, // wazir 4 + alfil 4
  { piece: 'phoenix', board: '8x8', from: 'a1', quiet: 3 }, // wazir a2 b1 + alfil c3
  { piece: 'lance', board: '8x8', from: 'd4', quiet: 4 }, // d5..d8
  { piece: 'lance', board: '8x8', from: 'a1', quiet: 7 }, // a2..a8
  { piece: 'shogi-knight', board: '8x8', from: 'd4', quiet: 2 }, // c6, e6
  { piece: 'shogi-knight', board: '8x8', from: 'a1', quiet: 1 }, // b3
  { piece: 'fers-alfil', board: '8x8', from: 'd4', quiet: 8 }, // ferz 4 + alfil 4
  { piece: 'fers-alfil', board: '8x8', from: 'a1', quiet: 2 }, // b2, c3
  // Divergent pieces: quiet moves of one kind, captures of the other.
  { piece: 'knibis', board: '8x8', from: 'd4', quiet: 8 }, // knight moves; bishop captures need a victim
  { piece: 'knibis', board: '8x8', from: 'd4', black: ['g7'], quiet: 8, captures: 1 }, // knight 8; x g7 along the diagonal
  { piece: 'knibis', board: '8x8', from: 'd4', black: ['e6'], quiet: 7 }, // e6 is a knight square: no knight capture
  { piece: 'biskni', board: '8x8', from: 'd4', quiet: 13 }, // bishop moves
  { piece: 'biskni', board: '8x8', from: 'd4', black: ['f5'], quiet: 13, captures: 1 }, // bishop 13; x f5 as a knight
  { piece: 'kniroo', board: '8x8', from: 'd4', quiet: 8 }, // knight moves
  { piece: 'kniroo', board: '8x8', from: 'd4', black: ['d8'], quiet: 8, captures: 1 }, // knight 8; x d8 along the file
  { piece: 'rookni', board: '8x8', from: 'd4', quiet: 14 }, // rook moves
  { piece: 'rookni', board: '8x8', from: 'a1', quiet: 14 }, // rook moves
  { piece: 'rookni', board: '8x8', from: 'd4', black: ['f5'], quiet: 14, captures: 1 }, // rook 14; x f5 as a knight
  // Janggi elephant: zebra leap, one orthogonal step then two diagonal steps, both must be empty.
  { piece: 'janggi-elephant', board: '8x8', from: 'd4', quiet: 8 }, // as a zebra
  { piece: 'janggi-elephant', board: '9x10', from: 'e5', quiet: 8 }, // as a zebra
  { piece: 'janggi-elephant', board: '9x10', from: 'e5', black: ['e6'], quiet: 6 }, // e6 blocks c8 and g8 (both start e5-e6)
  { piece: 'janggi-elephant', board: '9x10', from: 'e5', black: ['f7'], quiet: 7 }, // f7 is the second square of e5-e6-f7-g8 only
  // Berolina pawn: steps diagonally forward, double diagonal step first, captures straight forward.
  { piece: 'berolina-pawn', board: '8x8', from: 'e2', quiet: 4 }, // d3 f3 + c4 g4
  { piece: 'berolina-pawn', board: '8x8', from: 'e4', quiet: 2 }, // d5, f5
  { piece: 'berolina-pawn', board: '8x8', from: 'e2', black: ['d3'], quiet: 2 }, // d3 blocks d3 and c4: f3, g4
  { piece: 'berolina-pawn', board: '8x8', from: 'e2', black: ['e3', 'f3'], quiet: 2, captures: 1 }, // d3 c4; x e3; f3 taken only straight
  // Black's c7-e5 passed d6: the d5 pawn takes it e.p. straight forward on d6; quiet c6 and e6.
  { piece: 'berolina-pawn', board: '8x8', from: 'd5', black: ['e5'], blackSame: true, ep: 'd6', quiet: 2, captures: 1 },
  { piece: 'gnu', board: '8x8', from: 'd4', quiet: 16 }, // knight 8 + camel 8
  { piece: 'gnu', board: '8x8', from: 'a1', quiet: 4 }, // knight b3 c2 + camel b4 d2
  // Camel rider from d4 on 8x8: each of the 8 camel lines has room for one leap (c1 e1 c7 e7 a3 a5 g3 g5).
  { piece: 'camel-rider', board: '8x8', from: 'd4', quiet: 8 },
  { piece: 'camel-rider', board: '8x8', from: 'a1', quiet: 4 }, // b4 c7 + d2 g3
  // 11x10 from e5: (3,1) e5-h6-k7 and (3,-1) e5-h4-k3 take two leaps, the other 6 lines one.
  { piece: 'camel-rider', board: '11x10', from: 'e5', quiet: 10 },
  // Janggi cannon: moves and captures only over a screen.
  { piece: 'janggi-cannon', board: '8x8', from: 'd4', quiet: 0 },
  { piece: 'janggi-cannon', board: '8x8', from: 'a1', black: ['a3', 'a5'], quiet: 1, captures: 1 }, // over a3: a4, x a5
  { piece: 'diagonal-cannon', board: '8x8', from: 'd4', quiet: 13 }, // bishop 13, no capture
  { piece: 'diagonal-cannon', board: '8x8', from: 'a1', black: ['c3', 'e5'], quiet: 1, captures: 1 }, // b2; over c3, x e5
  { piece: 'aiwok', board: '8x8', from: 'd4', quiet: 26 }, // rook 14 + knight 8 + ferz 4
  { piece: 'aiwok', board: '8x8', from: 'a1', quiet: 17 }, // rook 14 + knight 2 + ferz 1
];

/** Destinations of the white `piece` on `from`, with the black pieces as given. */
function destinations(row: Row): { quiet: string[]; captures: string[] } {
  const entry = catalogue[row.piece];
  if (!entry) throw new Error(`${row.piece} is not in the catalogue`);
  const [cols, rows] = row.board.split('x').map(Number) as [number, number];
  const other = entry.letter === 'X' ? 'Y' : 'X';
  const v = compileVariant({
    slug: 'catalogue-moves',
    title: 'Catalogue moves',
    cols,
    rows,
    pieces: [
      { letter: entry.letter, name: row.piece, betza: entry.betza, royal: false, pawn: entry.pawn === true },
      { letter: other, name: 'blocker', betza: 'W', royal: false, pawn: false },
    ],
    startFen: `${cols}/`.repeat(rows - 1) + `${cols} w - - 0 1`,
    castling: null,
    promotion: { ranks: [rows - 1], choices: [[], []], mandatory: false },
    // Initial (`i`) moves from each side's second rank, as for chess pawns.
    initialRanks: { [entry.letter]: [1] },
    stalemate: 'draw',
  });
  const occupant = new Map<string, string>([[row.from, entry.letter], ...(row.black ?? []).map((s) => [s, (row.blackSame ? entry.letter : other).toLowerCase()] as [string, string])]);
  const ranks: string[] = [];
  for (let r = rows; r >= 1; r--) {
    let text = '';
    let empty = 0;
    for (let f = 0; f < cols; f++) {
      const letter = occupant.get(`${String.fromCharCode(97 + f)}${r}`);
      if (letter === undefined) { empty++; continue; }
      if (empty > 0) text += String(empty);
      empty = 0;
      text += letter;
    }
    ranks.push(empty > 0 ? text + String(empty) : text);
  }
  const fen = parseFen(v, `${ranks.join('/')} w - ${row.ep ?? '-'} 0 1`);
  if (!fen.ok) throw new Error(fen.error);
  const from = parseSquare(v.geometry, row.from);
  const quiet: string[] = [];
  const captures: string[] = [];
  for (const m of legalMoves(fen.position)) {
    if (moveFrom(m) !== from) continue;
    const to = makeSquare(v.geometry, moveTo(m));
    (occupant.has(to) || moveKind(m) === KIND_EN_PASSANT ? captures : quiet).push(to);
  }
  return { quiet: quiet.sort(), captures: captures.sort() };
}

describe('catalogue pieces move as their usual definitions say', () => {
  it('has a row for every catalogue piece', () => {
    expect(Object.keys(catalogue).filter((name) => !ROWS.some((row) => row.piece === name))).toEqual([]);
  });

  it.each(ROWS.map((row) => [`${row.piece} ${row.from}${row.black ? ` (black ${row.black.join(' ')})` : ''} ${row.board}`, row] as const))(
    '%s', (_, row) => {
      const { quiet, captures } = destinations(row);
      expect({ quiet: quiet.length, captures: captures.length, squares: [...quiet, ...captures.map((s) => `x${s}`)] })
        .toMatchObject({ quiet: row.quiet, captures: row.captures ?? 0 });
    });
});
