/**
 * Standard algebraic notation for any variant: piece letters from the
 * variant, pawn moves without a letter, disambiguation by file, rank or both
 * (ranks in full, so `Wk10`), `x` for captures, `=W` for promotion (`=+`
 * is read too, for a shogi-style one into the piece's own promoted type), `+` and
 * `#`, `O-O`/`O-O-O` for castling (towards the higher or the lower files),
 * and `P@e4` for a drop (read also as `P*e4`). A multi-leg move that
 * captures on the way or comes back is written with its squares in full:
 * `Ne4xd5-e6` (locust), `Ne4xd5xe5` (double capture), `Ne4xd5-e4` (igui),
 * `Ne4-e4` (a pass). A wall alone (wallOrMove, atlantis) is `,` and its
 * square: `,d3`, the walled move's form with no piece's move before it.
 *
 * "Pawn" here means the variant's one pawn type; a variant with several pawn
 * types writes every piece with its letter, so that SAN stays unambiguous.
 */
import { fileName, fileOf, makeSquare, parseSquare, rankOf } from './geometry.ts';
import { KIND_CASTLE, KIND_DROP, KIND_EN_PASSANT, KIND_LOCUST, KIND_PASS, moveBase, moveFrom, moveGate, moveGateSquare, moveKind, movePromotion, moveTo, moveVia } from './moves.ts';
import { MAX_MOVES, type Position } from './position.ts';
import type { CompiledVariant } from './compile.ts';
import { castleKingTo, dropText, legalMoves, parseUci } from './uci.ts';
import { isWalled, isWallHalf, pieceMove, withWall, wallSquare, wholeWalls } from './walledMoves.ts';

/** The type written without a letter: the only pawn type, else -1. */
export function letterlessType(v: CompiledVariant): number {
  let found = -1;
  for (let t = 0; t < v.nTypes; t++) {
    if (!v.pawn[t]) continue;
    if (found >= 0) return -1;
    found = t;
  }
  return found;
}

// Move lists for the functions below, shared because none of them calls
// another while it still needs its list (matchSan copies its list first).
const LIST = new Int32Array(MAX_MOVES);
const SCRATCH = new Int32Array(MAX_MOVES);

/** SAN of a legal move. */
export function makeSan(pos: Position, m: number): string {
  const n = pos.generateLegal(LIST, 0);
  // A walled move (rules/walls.ts): the piece's move, then `,` and the wall's square (`e4,d5`).
  if (isWalled(m)) return baseSan(pos, pieceMove(m), LIST, n) + ',' + makeSquare(pos.v.geometry, wallSquare(m)) + checkSuffix(pos, m, SCRATCH);
  return gateSan(pos, m, LIST, n) + checkSuffix(pos, m, SCRATCH);
}

/**
 * A gating move (rules/gating.ts) is its plain move, `/` and the gated
 * piece's letter, with the square where it is not the one left (castling
 * onto the rook's square): `Nc3/H`, `O-O/Eh1`.
 */
function gateSan(pos: Position, m: number, moves: Int32Array, n: number): string {
  const t = moveGate(m);
  if (t < 0) return baseSan(pos, m, moves, n);
  const sq = moveGateSquare(m);
  return `${baseSan(pos, moveBase(m), moves, n)}/${pos.v.letters[t]!}${sq === moveFrom(m) ? '' : makeSquare(pos.v.geometry, sq)}`;
}

/** Every legal move with its SAN, in generation order. */
export function sanMoves(pos: Position): { move: number; san: string }[] {
  const buf = LIST;
  const scratch = SCRATCH;
  if (wholeWalls(pos.v)) return legalMoves(pos).map((move) => ({ move, san: makeSan(pos, move) }));
  const n = pos.generateLegal(buf, 0);
  const out: { move: number; san: string }[] = [];
  for (let i = 0; i < n; i++) out.push({ move: buf[i]!, san: gateSan(pos, buf[i]!, buf, n) + checkSuffix(pos, buf[i]!, scratch) });
  return out;
}

function typeAt(pos: Position, sq: number): number {
  return (pos.board[sq]! >> 1) - 1;
}

function isCapture(pos: Position, m: number): boolean {
  const kind = moveKind(m);
  // A promotion in place (sittuyin, `d5=F`) has its own piece on `to`: no capture.
  return kind === KIND_EN_PASSANT || (kind !== KIND_CASTLE && kind !== KIND_DROP && kind !== KIND_PASS && pos.board[moveTo(m)] !== 0 && moveTo(m) !== moveFrom(m));
}

/**
 * Castling towards the higher files is O-O, towards the lower O-O-O. When
 * several castlings share a side (flexible castling, or two rooks), the
 * king's destination is added: `O-O(h1)`.
 */
function castleSan(pos: Position, m: number, moves: Int32Array, n: number): string {
  const g = pos.v.geometry;
  const high = fileOf(g, moveTo(m)) > fileOf(g, moveFrom(m));
  let twins = 0;
  for (let i = 0; i < n; i++) {
    const o = moves[i]!;
    if (moveKind(o) === KIND_CASTLE && moveGate(o) < 0 && moveFrom(o) === moveFrom(m) && fileOf(g, moveTo(o)) > fileOf(g, moveFrom(o)) === high) twins++;
  }
  return (high ? 'O-O' : 'O-O-O') + (twins > 1 ? `(${makeSquare(g, castleKingTo(pos, m))})` : '');
}

/** A locust move, igui or pass (multi-leg): letter, from, the square passed or captured on, then where it ends. */
function locustSan(pos: Position, m: number): string {
  const g = pos.v.geometry;
  const from = moveFrom(m);
  const via = moveVia(m);
  const to = moveTo(m);
  const head = pos.v.letters[typeAt(pos, from)]! + makeSquare(g, from);
  if (pos.board[via] === 0) return `${head}-${makeSquare(g, to)}`;
  return `${head}x${makeSquare(g, via)}${to !== from && pos.board[to] !== 0 ? 'x' : '-'}${makeSquare(g, to)}`;
}

function baseSan(pos: Position, m: number, moves: Int32Array, n: number): string {
  // A wall alone (rules/wallOrMove.ts): no piece moves, so only `,` and the wall's square.
  if (isWallHalf(m)) return ',' + makeSquare(pos.v.geometry, moveTo(m));
  if (moveKind(m) === KIND_CASTLE) return castleSan(pos, m, moves, n);
  if (moveKind(m) === KIND_LOCUST) return locustSan(pos, m);
  if (moveKind(m) === KIND_DROP) return dropText(pos, m);
  // A pass (rules/passing.ts) is a word, not a king's move onto its own square.
  if (moveKind(m) === KIND_PASS) return 'pass';
  const v = pos.v;
  const g = v.geometry;
  const from = moveFrom(m);
  const to = moveTo(m);
  const t = typeAt(pos, from);
  const bare = t === letterlessType(v);
  const capture = isCapture(pos, m);
  let others = false;
  let sameFile = false;
  let sameRank = false;
  for (let i = 0; i < n; i++) {
    const o = moves[i]!;
    const of = moveFrom(o);
    // A wall alone (wallOrMove) is written on a piece's square but moves no piece: never a rival.
    if (of === from || moveTo(o) !== to || moveKind(o) === KIND_CASTLE || moveKind(o) === KIND_DROP || isWallHalf(o) || typeAt(pos, of) !== t) continue;
    others = true;
    if (fileOf(g, of) === fileOf(g, from)) sameFile = true;
    if (rankOf(g, of) === rankOf(g, from)) sameRank = true;
  }
  const file = fileName(fileOf(g, from));
  const rank = String(rankOf(g, from) + 1);
  let dis = '';
  if (bare && capture) dis = file + (sameFile ? rank : '');
  else if (others) dis = !sameFile ? file : !sameRank ? rank : file + rank;
  const promo = movePromotion(m);
  // A shogi-style promotion is written like any other, with the promoted type (`Bxg7=H`); declining it has no mark.
  return (bare ? '' : v.letters[t]!) + dis + (capture ? 'x' : '') + makeSquare(g, to) + (promo >= 0 ? '=' + v.letters[promo]! : '');
}

function checkSuffix(pos: Position, m: number, scratch: Int32Array): string {
  pos.make(m);
  const suffix = pos.inCheck() ? (pos.generateLegal(scratch, 0) === 0 ? '#' : '+') : '';
  pos.unmake();
  return suffix;
}

export type MoveMatch =
  | { readonly ok: true; readonly move: number }
  | { readonly ok: false; readonly error: 'syntax' | 'illegal' | 'ambiguous'; readonly message: string; readonly candidates: readonly string[] };

// A drop: `+` for one dropped promoted, the piece's letter, `@` (or shogi's `*`), the square.
const DROP_RE = /^(\+?)([A-Za-z])[@*]([a-z][0-9]+)$/;
const CASTLE_RE = /^([O0]-[O0](-[O0])?)(?:\(([a-z][0-9]+)\))?$/;
/** A gating suffix: `/`, the gated letter, and its square where it is not the square left. */
const GATE_RE = /\/([A-Za-z])([a-z][0-9]+)?$/;
// The file is lazy so that the `x` of a capture is not taken for a file (boards may have an x-file).
const SAN_RE = /^([A-Z])?([a-z])??([0-9]+)?[x:]?([a-z])([0-9]+)(?:=?([A-Za-z]))?$/;

/**
 * The legal move a player typed in SAN, forgiving what players leave out or
 * add: `x`, `+`, `#`, `=`, annotations (`!?`), a lower-case promotion letter.
 */
export function matchSan(pos: Position, input: string): MoveMatch {
  if (pos.v.walls?.orMove) return matchWallOrMove(pos, input);
  return wholeWalls(pos.v) ? matchWalled(pos, input) : matchPiece(pos, input);
}

/** A walled move: the piece's move in SAN (or UCI), `,`, then the wall's square (`e4,d5`; `e4,e4d5` as UCI writes it is read too). */
function matchWalled(pos: Position, input: string): MoveMatch {
  const text = input.trim();
  const comma = text.indexOf(',');
  const square = /([a-z][0-9]+)$/.exec(text.slice(comma + 1));
  if (comma < 0 || !square) return { ok: false, error: 'syntax', message: `'${text}' is not a move here: write the piece's move, a comma and the wall's square (e4,d5 or e2e4,e4d5)`, candidates: [] };
  const head = text.slice(0, comma);
  const uci = parseUci(pos, `${head},${text.slice(comma + 1)}`);
  if (uci !== null) return { ok: true, move: uci };
  const piece = matchPiece(pos, head);
  if (!piece.ok) return piece;
  const sq = parseSquare(pos.v.geometry, square[1]!);
  const move = sq < 0 ? null : withWall(pos, piece.move, sq);
  return move !== null ? { ok: true, move } : { ok: false, error: 'illegal', message: `'${text}': the wall may not go to ${square[1]!} after ${head}`, candidates: [] };
}

/** A wall or a move (rules/wallOrMove.ts): `,d3` (or `a1a1,a1d3` as UCI writes it) for a wall alone, else a piece's move. */
function matchWallOrMove(pos: Position, input: string): MoveMatch {
  const text = input.trim().replace(/[+#!?]+$/, '');
  const comma = text.indexOf(',');
  if (comma < 0) return matchPiece(pos, input);
  const uci = parseUci(pos, text);
  if (uci !== null) return { ok: true, move: uci };
  const sq = comma === 0 ? parseSquare(pos.v.geometry, text.slice(1)) : -1;
  const walls = Array.from(LIST.subarray(0, pos.generateLegal(LIST, 0))).filter((m) => isWallHalf(m) && moveTo(m) === sq);
  if (walls.length === 1) return { ok: true, move: walls[0]! };
  return { ok: false, error: sq < 0 ? 'syntax' : 'illegal', message: sq < 0 ? `'${text}' is not a move here: write a piece's move, or a comma and the wall's square (,d3)` : `'${text}': no wall may go there`, candidates: [] };
}

function matchPiece(pos: Position, input: string): MoveMatch {
  // Shogi-style promotion's `=+` comes out before the check marks are stripped (`Bxd6=++`).
  const raw = input.trim();
  const plus = raw.includes('=+');
  // A promoted drop's leading `+` is part of the move, not a check mark.
  const d = DROP_RE.exec(raw.replace(/[+#!?]+$/, ''));
  const text = raw.replace('=+', '').replace(/(?:e\.?p\.?)$/i, '').replace(/[+#!?]+$/, '');
  const v = pos.v;
  const g = v.geometry;
  const legal = Array.from(LIST.subarray(0, pos.generateLegal(LIST, 0)));
  // A gating move is its plain move's text and `/` with the gated piece (and its square where not the one left).
  const gm = GATE_RE.exec(text);
  if (gm) {
    const base = matchSan(pos, text.slice(0, gm.index));
    if (!base.ok) return base;
    const t = v.typeByLetter.get(gm[1]!.toUpperCase());
    const gated = legal.filter((move) => moveGate(move) === t && moveBase(move) === base.move && (gm[2] === undefined ? moveGateSquare(move) === moveFrom(move) : makeSquare(g, moveGateSquare(move)) === gm[2]));
    if (gated.length === 1) return { ok: true, move: gated[0]! };
    return { ok: false, error: 'illegal', message: `'${input.trim()}' is not a legal move here (no ${gm[1]} can enter there)`, candidates: [] };
  }
  // A wall alone (wallOrMove) is matched by matchWallOrMove, never as its first piece's move.
  const all = legal.filter((move) => moveGate(move) < 0 && !isWallHalf(move));
  // Matching looks at the moves themselves; SAN is written only for messages.
  const pick = (found: number[], what: string): MoveMatch => {
    if (found.length === 1) return { ok: true, move: found[0]! };
    if (found.length === 0) return { ok: false, error: 'illegal', message: `'${input.trim()}' is not a legal move here${what ? ` (${what})` : ''}`, candidates: [] };
    const sans = found.map((m) => makeSan(pos, m));
    return { ok: false, error: 'ambiguous', message: `'${input.trim()}' is ambiguous: ${sans.join(', ')}`, candidates: sans };
  };

  const c = CASTLE_RE.exec(text);
  if (c) {
    const high = c[2] === undefined;
    const found = all.filter((move) => {
      if (moveKind(move) !== KIND_CASTLE) return false;
      if (fileOf(g, moveTo(move)) > fileOf(g, moveFrom(move)) !== high) return false;
      return c[3] === undefined || makeSquare(g, castleKingTo(pos, move)) === c[3];
    });
    return pick(found, v.castling ? 'castling is not possible' : 'this variant has no castling');
  }

  if (d) {
    const t = v.typeByLetter.get(d[2]!.toUpperCase());
    const to = parseSquare(g, d[3]!);
    const promoted = d[1] === '+';
    return pick(all.filter((move) => moveKind(move) === KIND_DROP && moveFrom(move) === t && moveTo(move) === to && movePromotion(move) >= 0 === promoted), v.hands ? '' : 'this variant has no drops');
  }

  // A locust move, igui or pass is written with all its squares: compare the text.
  const locust = all.filter((move) => moveKind(move) === KIND_LOCUST && locustSan(pos, move) === text);
  if (locust.length > 0) return pick(locust, '');

  const s = SAN_RE.exec(text);
  if (!s) return { ok: false, error: 'syntax', message: `'${input.trim()}' is not a move (write SAN such as Nf3, exd5, b10=W, O-O, or UCI such as e2e4)`, candidates: [] };
  const [, letter, file, rank, toFile, toRank, promo] = s;
  const to = parseSquare(g, toFile! + toRank!);
  const fromFile = file === undefined ? -1 : file.charCodeAt(0) - 97;
  const fromRank = rank === undefined ? -1 : Number(rank) - 1;
  const bareT = letterlessType(v);
  const promoType = promo === undefined ? -1 : v.typeByLetter.get(promo.toUpperCase()) ?? -2;
  const promotions: number[] = [];
  const found = all.filter((move) => {
    if (moveKind(move) === KIND_CASTLE || moveKind(move) === KIND_DROP || moveKind(move) === KIND_LOCUST || moveTo(move) !== to) return false;
    const from = moveFrom(move);
    const t = typeAt(pos, from);
    if (letter !== undefined ? v.letters[t] !== letter : t !== bareT) return false;
    if (fromFile >= 0 && fileOf(g, from) !== fromFile) return false;
    if (fromRank >= 0 && rankOf(g, from) !== fromRank) return false;
    if (plus) return movePromotion(move) >= 0 && v.piecePromotion?.promoteTo[t] === movePromotion(move);
    if (promo === undefined && movePromotion(move) >= 0) {
      promotions.push(move);
      return false;
    }
    return promo === undefined || movePromotion(move) === promoType;
  });
  if (found.length === 0 && promotions.length > 0) {
    const sans = promotions.map((m) => makeSan(pos, m));
    return { ok: false, error: 'ambiguous', message: `'${input.trim()}' needs a promotion piece: ${sans.join(', ')}`, candidates: sans };
  }
  return pick(found, '');
}

/** The legal move written in SAN, or null if it is illegal, ambiguous or malformed. */
export function parseSan(pos: Position, text: string): number | null {
  const r = matchSan(pos, text);
  return r.ok ? r.move : null;
}

/** A move as players type it: UCI (`e2e4`, `b9b10w`) or SAN. */
export function matchMove(pos: Position, text: string): MoveMatch {
  const uci = parseUci(pos, text.trim());
  return uci !== null ? { ok: true, move: uci } : matchSan(pos, text);
}
