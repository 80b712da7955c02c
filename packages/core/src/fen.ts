/**
 * FEN read and write for any board size: empty runs of several digits, ranks
 * of two digits in square names, X-FEN castling (`KQkq` for the outermost
 * rook, or file letters; Shredder-FEN file letters written for
 * Fischer-random castling), and several en-passant squares (`d3d4`).
 */
import type { CompiledVariant } from './compile.ts';
import { M_EP } from './compile/model.ts';
import { fileName, fileOf, makeSquare, rankOf, squareAt, type Geometry } from './geometry.ts';
import { KIND_EN_PASSANT } from './moves.ts';
import { makePlacement, parsePlacement, pieceCode, pieceType, splitPocket } from './placement.ts';
import { kernelRules } from './kernel/select.ts';
import { gateLetters, parseGates } from './fenGating.ts';
import { moveListBound } from './tables.ts';
import { MAX_CASTLE_OPTIONS, MAX_CASTLING_RIGHTS, MAX_MOVES, Position } from './position.ts';

/** Which FEN field an error is in (0 placement … 5 fullmove number), for pointing at it. */
export type FenField = 'placement' | 'side' | 'castling' | 'enPassant' | 'halfmove' | 'fullmove' | 'fields';
/** On error, `offset` is the index in the FEN text of the culprit, where known. */
export type FenResult = { ok: true; position: Position } | { ok: false; error: string; field: FenField; offset?: number; reason?: FenRefusal };
/** Positions refused for what they are, not how they are written. */
export type FenRefusal = 'royal-missing' | 'royal-capturable';

/** Clocks (halfmove, fullmove) have at most 9 digits: the position keeps them in 32-bit history slots. */
export const MAX_FEN_CLOCK = 999_999_999;

/**
 * The longest FEN read for a board: every square a piece with a promoted
 * marker, the rank separators, and room for rights, e.p. squares and clocks.
 * Longer text is refused before it is split, whatever it holds.
 */
export function maxFenLength(g: Geometry): number {
  return 4 * g.size + 256;
}

/** A piece of the input quoted in an error, cut short. */
const shown = (text: string): string => (text.length <= 40 ? text : `${text.slice(0, 39)}…`);

export function parseFen(v: CompiledVariant, fen: string): FenResult {
  const g = v.geometry;
  if (fen.length > maxFenLength(g)) {
    return { ok: false, error: `the FEN is ${fen.length} characters long; for a ${g.cols}×${g.rows} board at most ${maxFenLength(g)} are read`, field: 'fields', offset: maxFenLength(g) };
  }
  const lead = fen.length - fen.trimStart().length;
  const fields = fen.trim().split(/\s+/);
  if (fields.length < 1 || fields[0] === '') return { ok: false, error: 'empty FEN', field: 'placement' };
  // Check counting's field comes out first, so that the six usual fields keep their places.
  const checks = v.checkCount !== undefined ? takeChecks(fields) : null;
  if (fields.length > 6) {
    const seventh = [...fen.matchAll(/\S+/g)][6]!;
    return { ok: false, error: `a FEN has at most 6 fields, this one has ${fields.length}`, field: 'fields', offset: seventh.index };
  }
  const { placement: board, pocket } = splitPocket(fields[0]!);
  if (pocket !== null && !v.hands) return { ok: false, error: `pieces in hand '[${shown(pocket)}]' given, but this variant has no hands`, field: 'placement', offset: lead + board.length };
  const marks = new Uint8Array(g.size);
  // `*` is a wall where the variant has walls (petrification, walls placed with every move, flips: ataxx's blocked squares); elsewhere it is no piece letter.
  const placement = parsePlacement(board, g, v.typeByLetter, marks, v.piecePromotion?.promoteTo, v.petrify !== undefined || v.walls !== undefined || v.flip !== undefined);
  if (!placement.ok) return { ok: false, error: placement.error, field: 'placement', offset: lead + placement.offset };
  const pos = new Position(v);
  placement.board.forEach((code, sq) => {
    if (code !== 0) pos.put(sq, code);
  });
  if (pocket !== null) {
    const problem = parsePocket(v, pos, pocket);
    if (problem) return { ok: false, error: problem, field: 'placement', offset: lead + board.length };
  }
  // Shogi's `+P` marks carry the type promoted from; crazyhouse's `~` the variant's pawn.
  if (v.piecePromotion) pos.promoted.set(marks);
  else if (v.hands?.demote) markPromoted(v, pos, marks);

  const side = fields[1] ?? 'w';
  if (side !== 'w' && side !== 'b') return { ok: false, error: `side to move must be 'w' or 'b', not '${shown(side)}'`, field: 'side' };
  pos.turn = side === 'w' ? 0 : 1;

  // With gates (rules/gating.ts) the field holds them beside the castling rights.
  const castling = v.gating ? parseGates(v, pos, fields[2] ?? '-', (rights) => parseCastling(v, pos, rights)) : parseCastling(v, pos, fields[2] ?? '-');
  if (castling) return { ok: false, error: castling, field: 'castling' };

  // Counting rules write their limit (in plies) in the e.p. field, as Fairy-Stockfish does.
  const counting = kernelRules.counting.uses(v) && /^\d+$/.test(fields[3] ?? '');
  if (counting) {
    if (Number(fields[3]) > MAX_FEN_CLOCK) return { ok: false, error: `counting limit ${shown(fields[3]!)} is too large (at most ${MAX_FEN_CLOCK})`, field: 'enPassant' };
    pos.countLimit = Number(fields[3]);
  }
  // A variant where nothing captures en passant keeps no e.p. squares (its kernel has no e.p. code): the field is read, then dropped.
  const ep = counting ? null : parseEnPassant(g, pos, fields[3] ?? '-');
  if (!kernelRules.enPassant.uses(v)) {
    pos.epCount = 0;
    pos.epVictim = -1;
  }
  if (ep) return { ok: false, error: ep, field: 'enPassant' };

  const bound = moveListBound(v, pos.board, pos.nSlots * MAX_CASTLE_OPTIONS + dropBound(pos));
  if (bound > MAX_MOVES) {
    return { ok: false, error: `so many pieces could have up to ${bound} moves in one position; a move list holds at most ${MAX_MOVES}`, field: 'placement', offset: lead };
  }

  for (const [i, name] of [
    [4, 'halfmove clock'],
    [5, 'fullmove number'],
  ] as const) {
    const f = fields[i];
    if (f === undefined) continue;
    if (!/^\d+$/.test(f)) return { ok: false, error: `${name} must be a whole number, not '${shown(f)}'`, field: i === 4 ? 'halfmove' : 'fullmove' };
    if (Number(f) > MAX_FEN_CLOCK) return { ok: false, error: `${name} ${shown(f)} is too large (at most ${MAX_FEN_CLOCK})`, field: i === 4 ? 'halfmove' : 'fullmove' };
    if (i === 4) pos.halfmove = Number(f);
    else if (Number(f) === 0) return { ok: false, error: 'fullmove number 0: moves are numbered from 1', field: 'fullmove' };
    else pos.fullmove = Number(f);
  }
  if (checks) pos.checks.set(checks);
  // While a count runs, the halfmove field holds the count (the move-rule clock is then 0).
  if (pos.countLimit !== 0) {
    pos.countPly = pos.halfmove;
    pos.halfmove = 0;
  }
  pos.rehash();
  return { ok: true, position: pos };
}

/**
 * The pockets (Fairy-Stockfish's dialect): the pieces in hand as letters,
 * White's upper case, Black's lower case, in any order (`[]` for none). A
 * hand may hold at most as many pieces of one type as the board has squares,
 * which keeps its count within its hash keys (reversi's hands hold nearly
 * twice the board between them, so the limit is per hand and type).
 */
function parsePocket(v: CompiledVariant, pos: Position, text: string): string | null {
  for (const ch of text) {
    const upper = ch.toUpperCase();
    const t = v.typeByLetter.get(upper);
    if (t === undefined || upper === ch.toLowerCase()) return `unknown piece letter '${shown(ch)}' in hand`;
    const i = (ch === upper ? 0 : 1) * v.nTypes + t;
    if (++pos.hand[i]! > v.size) return `more than ${v.size} pieces of one kind in a hand (the board has ${v.size} squares)`;
  }
  return null;
}

/** The `~` marks of a placement: a marked piece promoted from the variant's (first) pawn type, so a capture returns it to hand as that. */
function markPromoted(v: CompiledVariant, pos: Position, marks: Uint8Array): void {
  const from = v.pawn.indexOf(1);
  if (from < 0) return;
  for (let sq = 0; sq < v.size; sq++) if (marks[sq] && pos.board[sq] !== 0 && !v.pawn[pieceType(pos.board[sq]!)]) pos.promoted[sq] = from + 1;
}

/** The most drop moves a game from here could have at once: each type that is or may come into a hand, on every square. */
function dropBound(pos: Position): number {
  const hands = pos.v.hands;
  if (!hands) return 0;
  let types = 0;
  for (let t = 0; t < pos.v.nTypes; t++) if (hands.toHand[t] || pos.hand[t]! > 0 || pos.hand[pos.v.nTypes + t]! > 0) types++;
  return types * pos.v.size;
}

/** The pockets as Fairy-Stockfish writes them: White's pieces, then Black's, each in the variant's hand order (drops.handOrder; default the piece order). */
function makePocket(pos: Position): string {
  const v = pos.v;
  const order = v.hands?.handOrder;
  let out = '';
  for (const c of [0, 1]) {
    for (let i = 0; i < v.nTypes; i++) {
      const t = order ? order[i]! : i;
      const l = c === 0 ? v.letters[t]! : v.letters[t]!.toLowerCase();
      out += l.repeat(pos.hand[c * v.nTypes + t]!);
    }
  }
  return `[${out}]`;
}

/**
 * Check counting's FEN field (Fairy-Stockfish's dialect): after the e.p.
 * field, `W+B`, the checks White and Black have still to give (`3+3` at the
 * start of 3check); or, after the fullmove number, lichess's `+w+b`, the
 * checks each has given, out of 3. Absent, each side has 1 left, as in
 * Fairy-Stockfish. Removes the field from `fields`.
 */
function takeChecks(fields: string[]): [number, number] {
  const at = fields.findIndex((f, i) => i >= 2 && /^\d\+\d$/.test(f));
  if (at >= 0) {
    const [w, b] = fields.splice(at, 1)[0]!.split('+').map(Number);
    return [w!, b!];
  }
  const last = fields.length - 1;
  const given = last >= 6 ? /^\+(\d+)\+(\d+)$/.exec(fields[last]!) : null;
  if (given) {
    fields.pop();
    return [Math.max(3 - Number(given[1]), 0), Math.max(3 - Number(given[2]), 0)];
  }
  return [1, 1];
}

/**
 * Whether a position can be played from: in a variant with royal pieces,
 * each side has one, and the side that has just moved has not left its own
 * attacked (move generation would count its capture as a move, and perft
 * would count positions no game reaches). parseFen reads any placement —
 * a diagram needs no kings — so what plays from a FEN a user gave checks
 * this too: the loader's setup, travelling tests, the commands.
 */
export function playableProblem(pos: Position): (FenResult & { ok: false }) | null {
  const v = pos.v;
  if (!v.royal.some((r) => r === 1)) return null;
  const names = ['White', 'Black'];
  // Pieces of pseudo-royal types (rules/pseudoRoyal.ts) stand in for a royal piece: Maharajah's amazons have no king.
  const pseudo = v.pseudoRoyal?.types ?? [];
  // Where a side is out only when it has no piece at all (extinction of "*", horde's White), it needs no royal piece.
  const allOut = v.extinction !== undefined && v.extinction.types.length === 0 && v.extinction.count === 0;
  for (const c of [0, 1]) {
    if (allOut) break;
    // A royal piece still in hand counts: a setup phase (placement) drops it before any board move.
    if (!v.royal.some((r, t) => r === 1 && (pos.pcount[t * 2 + c]! > 0 || pos.hand[c * v.nTypes + t]! > 0)) && !pseudo.some((t) => pos.pcount[t * 2 + c]! > 0)) {
      return { ok: false, error: `${names[c]} has no royal piece`, field: 'placement', reason: 'royal-missing' };
    }
  }
  const mover = pos.turn ^ 1;
  if (pos.royalAttacked(mover)) {
    return { ok: false, error: `${names[mover]} is not to move, yet its royal piece is attacked: it could be taken`, field: 'side', reason: 'royal-capturable' };
  }
  return null;
}

/** The rank colour c castles on: its own first rank, or the one the castling rule names (Shako's second). */
function castlingRank(v: CompiledVariant, c: number): number {
  const rel = v.spec.castling?.rank ?? 0;
  return c === 0 ? rel : v.geometry.rows - 1 - rel;
}

/** Where king and rook land castling towards the higher files (`kingside`) or the lower ones: one [kingTo, rookTo] per destination file. */
function castleOptions(v: CompiledVariant, kingside: boolean, rank: number): (readonly [number, number])[] {
  const cs = v.castling!;
  // The king lands on one of the side's destination files, the rook beside it on the inner side.
  return (kingside ? cs.kingsideFiles : cs.queensideFiles).map((f) => {
    const kingTo = squareAt(v.geometry, f, rank);
    return [kingTo, kingTo + (kingside ? -1 : 1)] as const;
  });
}

/**
 * Castling won by drops (castling.dropped): the slots of the king's square
 * and the two corners of each side exist from the start, their rights off
 * until a drop (or the FEN) gives them.
 */
function addDroppedSlots(v: CompiledVariant, pos: Position): void {
  const g = v.geometry;
  const cs = v.castling!;
  for (const c of [0, 1]) {
    const rank = castlingRank(v, c);
    const kingSq = squareAt(g, cs.kingFile, rank);
    for (const f of [g.cols - 1, 0]) pos.addCastlingSlot(c, kingSq, squareAt(g, f, rank), castleOptions(v, f > cs.kingFile, rank));
  }
  pos.castleMask = 0;
}

function parseCastling(v: CompiledVariant, pos: Position, text: string): string | null {
  const cs = v.castling;
  const dropped = cs !== null && cs.dropped;
  if (dropped) addDroppedSlots(v, pos);
  if (text === '-') return null;
  if (!cs) return `castling rights '${shown(text)}' given, but this variant has no castling`;
  const g = v.geometry;
  for (const ch of text) {
    const c = ch === ch.toUpperCase() ? 0 : 1;
    const rank = castlingRank(v, c);
    const kingSq = castlingKingSquare(v, pos, c);
    if (kingSq < 0) {
      const where = v.spec.castling?.chess960 ? `on rank ${rank + 1}` : `on ${makeSquare(g, squareAt(g, cs.kingFile, rank))}`;
      return `castling right '${ch}': no ${c ? 'black' : 'white'} ${v.letters[cs.kingType]} ${where}`;
    }
    const kingFile = fileOf(g, kingSq);
    const isRook = (sq: number) => {
      const code = pos.board[sq]!;
      return code !== 0 && (code & 1) === c && ((cs.rookMask >> ((code >> 1) - 1)) & 1) === 1;
    };
    let rookFile = -1;
    const up = ch.toUpperCase();
    if (up === 'K') {
      for (let f = g.cols - 1; f > kingFile && rookFile < 0; f--) if (isRook(squareAt(g, f, rank))) rookFile = f;
    } else if (up === 'Q') {
      for (let f = 0; f < kingFile && rookFile < 0; f++) if (isRook(squareAt(g, f, rank))) rookFile = f;
    } else if (up >= 'A' && up <= 'Z') {
      const f = up.charCodeAt(0) - 65;
      if (f < g.cols && f !== kingFile && isRook(squareAt(g, f, rank))) rookFile = f;
    } else return `'${ch}' is not a castling right`;
    if (rookFile < 0) return `castling right '${ch}': no castling partner for it on the castling rank`;
    const options = castleOptions(v, rookFile > kingFile, rank);
    const rookSq = squareAt(g, rookFile, rank);
    if (dropped) {
      // The slots are there already: the right turns on, for a rook on a corner only.
      let slot = -1;
      for (let i = 0; i < pos.nSlots; i++) if (pos.slotRook[i] === rookSq) slot = i;
      if (slot < 0) return `castling right '${ch}': the rook must stand on a corner of the castling rank`;
      if ((pos.castleMask >> slot) & 1) return `castling right '${ch}' is given twice`;
      pos.castleMask |= 1 << slot;
      continue;
    }
    for (let i = 0; i < pos.nSlots; i++) {
      if (pos.slotRook[i] === rookSq) return `castling right '${ch}' is given twice`;
    }
    if (pos.nSlots >= MAX_CASTLING_RIGHTS) return `at most ${MAX_CASTLING_RIGHTS} castling rights, both sides together`;
    if (options.length > MAX_CASTLE_OPTIONS) return `castling right '${ch}': at most ${MAX_CASTLE_OPTIONS} king destinations on a side`;
    pos.addCastlingSlot(c, kingSq, rookSq, options);
  }
  return null;
}

/**
 * The square of colour c's castling king, or -1: on its file, or under
 * Fischer-random castling the one such piece on the back rank (the one on
 * the king's file where there are several).
 */
function castlingKingSquare(v: CompiledVariant, pos: Position, c: number): number {
  const cs = v.castling!;
  const g = v.geometry;
  const rank = castlingRank(v, c);
  const code = pieceCode(cs.kingType, c);
  const onFile = squareAt(g, cs.kingFile, rank);
  if (pos.board[onFile] === code) return onFile;
  if (!v.spec.castling?.chess960) return -1;
  let found = -1;
  for (let f = 0; f < g.cols; f++) {
    const sq = squareAt(g, f, rank);
    if (pos.board[sq] !== code) continue;
    if (found >= 0) return -1;
    found = sq;
  }
  return found;
}

function parseEnPassant(g: Geometry, pos: Position, text: string): string | null {
  if (text === '-') return null;
  const squares: number[] = [];
  const re = /([a-z])(\d+)/gy;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(text))) {
    const sq = squareAt(g, m[1]!.charCodeAt(0) - 97, Number(m[2]) - 1);
    if (sq < 0) return `en-passant square '${shown(m[0])}' is off the board`;
    squares.push(sq);
    consumed = re.lastIndex;
  }
  if (consumed !== text.length || squares.length === 0) return `'${shown(text)}' is not an en-passant square list`;
  if (squares.length > pos.epSq.length) return `at most ${pos.epSq.length} en-passant squares`;
  // Outside an en-passant region (rules/regions.ts) no double step of the side that moved leaves one: ignore it.
  const region = pos.v.epRegion;
  if (region) {
    const base = (pos.turn ^ 1) * g.size;
    squares.splice(0, squares.length, ...squares.filter((s) => region[base + s] === 1));
    if (squares.length === 0) return null;
  }
  const victim = enPassantVictim(g, pos, squares);
  // An e.p. square with no victim behind it cannot be used; ignore it like a missing one.
  if (victim < 0) return null;
  // Capturing en passant would take a royal piece: no move can have left one there.
  if (pos.v.royal[pieceType(pos.board[victim]!)]) return `en-passant square '${makeSquare(g, squares[0]!)}' would let a royal piece (on ${makeSquare(g, victim)}) be taken en passant`;
  // Only the squares a piece of the side to move could take on are kept, as a double step leaves
  // them (kernel/enPassant.ts): the same position then has the same hash, however it was reached.
  const usable = squares.filter((s) => epCapturerOn(pos, s));
  if (usable.length === 0) return null;
  usable.forEach((s, i) => (pos.epSq[i] = s));
  pos.epCount = usable.length;
  pos.epVictim = victim;
  return null;
}

/** Whether a piece of the side to move stands where one of its e.p.-capable leaps lands on `sq`. */
function epCapturerOn(pos: Position, sq: number): boolean {
  const v = pos.v;
  for (let from = 0; from < v.size; from++) {
    const code = pos.board[from]!;
    if (code < 2 || (code & 1) !== pos.turn) continue;
    const k = (code - 2) * v.size + from;
    for (let i = v.leapOff[k]!; i < v.leapOff[k + 1]!; i++) if (v.leapTo[i] === sq && v.leapMode[i]! & M_EP) return true;
  }
  return false;
}

/**
 * The piece an e.p. capture would take: the one that just crossed the
 * squares. For a pawn stepping straight (chess, Schmittberger's runs), the
 * first piece of the side that moved, walking forward from the first square;
 * for one stepping diagonally (Berolina), the piece one step on along the
 * diagonal the squares lie on, or beside a single square, the one pawn of
 * that side diagonally forward of it. -1 when there is none.
 */
function enPassantVictim(g: Geometry, pos: Position, squares: readonly number[]): number {
  const mover = pos.turn ^ 1;
  const ours = (sq: number) => sq >= 0 && pos.board[sq] !== 0 && (pos.board[sq]! & 1) === mover;
  const forward = mover === 0 ? 1 : -1;
  const first = squares[0]!;
  for (let s = squareAt(g, fileOf(g, first), rankOf(g, first) + forward); s >= 0; s = squareAt(g, fileOf(g, s), rankOf(g, s) + forward)) {
    if (pos.board[s] !== 0) return ours(s) ? s : diagonalVictim(g, pos, squares, ours);
  }
  return diagonalVictim(g, pos, squares, ours);
}

function diagonalVictim(g: Geometry, pos: Position, squares: readonly number[], ours: (sq: number) => boolean): number {
  const forward = pos.turn === 1 ? 1 : -1;
  const last = squares[squares.length - 1]!;
  const at = (sq: number, df: number) => squareAt(g, fileOf(g, sq) + df, rankOf(g, sq) + forward);
  if (squares.length > 1) {
    const df = fileOf(g, last) - fileOf(g, squares[squares.length - 2]!);
    const next = at(last, df);
    return df !== 0 && ours(next) ? next : -1;
  }
  const candidates = [at(last, -1), at(last, 1)].filter((sq) => ours(sq) && pos.v.pawn[pieceType(pos.board[sq]!)]);
  return candidates.length === 1 ? candidates[0]! : -1;
}

export function makeFen(pos: Position): string {
  const v = pos.v;
  const g = v.geometry;
  // A running count takes the e.p. and halfmove fields (counting rules, Fairy-Stockfish's form).
  const counting = pos.countLimit !== 0;
  // Hands: `~` after a promoted piece where captures demote it, then the pockets. A piece promoted
  // shogi-style is written `+P` (the letter it came from), with hands or without, as Fairy-Stockfish
  // writes it (kernel/hands.ts and kernel/promotedMarks.ts keep the marks); one given by its own letter stays so.
  const plus = v.piecePromotion !== undefined;
  const placement = v.hands ? makePlacement(pos.board, g, v.letters, v.hands.demote || plus ? pos.promoted : undefined, plus) + makePocket(pos) : makePlacement(pos.board, g, v.letters, plus ? pos.promoted : undefined, plus);
  const parts = [placement, pos.turn === 0 ? 'w' : 'b', makeCastling(pos), counting ? String(pos.countLimit) : makeEnPassant(pos)];
  if (v.checkCount !== undefined) parts.push(`${pos.checks[0]}+${pos.checks[1]}`);
  parts.push(String(counting ? pos.countPly : pos.halfmove), String(pos.fullmove));
  return parts.join(' ');
}

function makeCastling(pos: Position): string {
  const v = pos.v;
  const g = v.geometry;
  const cs = v.castling;
  if ((!cs || pos.castleMask === 0) && pos.gates === 0) return '-';
  // Fischer-random castling is written as Shredder-FEN: rook files, the king's side first.
  const shredder = v.spec.castling?.chess960 === true;
  let out = '';
  for (const c of [0, 1]) {
    const chars: string[] = [];
    for (let i = 0; cs && i < pos.nSlots; i++) {
      if (((pos.castleMask >> i) & 1) === 0 || pos.slotColor[i] !== c) continue;
      const rookFile = pos.slotRook[i]! % g.cols;
      const kingside = rookFile > pos.slotKing[i]! % g.cols;
      // K/Q when no other castling partner stands further out on that side.
      let outermost = !shredder;
      const rank = castlingRank(v, c);
      for (let f = kingside ? rookFile + 1 : 0; outermost && f < (kingside ? g.cols : rookFile); f++) {
        const code = pos.board[squareAt(g, f, rank)]!;
        if (code !== 0 && (code & 1) === c && (cs.rookMask >> ((code >> 1) - 1)) & 1) outermost = false;
      }
      chars.push(outermost ? (kingside ? 'K' : 'Q') : fileName(rookFile).toUpperCase());
    }
    // X-FEN: K, Q, then file letters. Shredder: rooks beyond the king's file, outermost first, then the others.
    const king = castlingKingFile(pos, c);
    const order = (ch: string) => (shredder ? (ch.charCodeAt(0) - 65 > king ? 65 - ch.charCodeAt(0) : ch.charCodeAt(0)) : ch === 'K' ? 0 : ch === 'Q' ? 1 : 2 + ch.charCodeAt(0));
    chars.sort((a, b) => order(a) - order(b));
    // Then the side's gates (fenGating.ts).
    const text = chars.join('') + gateLetters(pos, c);
    out += c === 0 ? text : text.toLowerCase();
  }
  return out || '-';
}

/** The file of colour c's king in its castling rights (all of a colour's rights share it). */
function castlingKingFile(pos: Position, c: number): number {
  for (let i = 0; i < pos.nSlots; i++) if (pos.slotColor[i] === c) return pos.slotKing[i]! % pos.v.geometry.cols;
  return -1;
}

/** E.p. squares are written only when some en-passant capture is pseudo-legal. */
function makeEnPassant(pos: Position): string {
  if (pos.epCount === 0) return '-';
  const buf = new Int32Array(MAX_MOVES);
  const n = pos.generatePseudo(buf, 0);
  for (let i = 0; i < n; i++) {
    if (buf[i]! >>> 26 === KIND_EN_PASSANT) {
      let s = '';
      for (let j = 0; j < pos.epCount; j++) s += makeSquare(pos.v.geometry, pos.epSq[j]!);
      return s;
    }
  }
  return '-';
}
