/**
 * UCI long algebraic notation: `e2e4`, `b9b10w` (ranks in full, promotion as
 * a lower-case letter). Castling is written as the king's move to its
 * destination (`e1g1`, capablanca `f1i1`) — unless the king could also step
 * there by an ordinary move (flexible castling by one square), when it is
 * written as the king taking its own rook (`f1k1`), so that every legal move
 * keeps a text of its own. Under Fischer-random castling it is always
 * written as the king taking its own rook (`e1h1`), as Fairy-Stockfish does.
 * A drop is `P@e4`. A shogi-style promotion ends in `+` (`c7c8+`). A
 * multi-leg move that captures on the way or comes back is written as its two
 * legs, as XBoard writes the chu shogi lion's moves: `e4d5,d5e6` (locust),
 * `e4d5,d5e5` (double capture), `e4d5,d5e4` (igui); a pass is `e4e4`.
 * A gating move (rules/gating.ts) is its plain move and the gated piece's
 * lower-case letter (`b1c3h`); castling that gates on the rook's square is
 * written from the rook's square to the king's (`h1e1h`), as
 * Fairy-Stockfish writes it.
 */
import { makeSquare } from './geometry.ts';
import { KIND_CASTLE, KIND_DROP, KIND_LOCUST, moveBase, moveCastleOption, moveFrom, moveGate, moveGateSquare, moveKind, movePromotion, moveTo, moveVia } from './moves.ts';
import { MAX_CASTLE_OPTIONS, MAX_MOVES, type Position } from './position.ts';
import { isWalled, isWallHalf, pieceMove, walledMoves, wallSquare, wholeWalls } from './walledMoves.ts';

/** A drop in UCI and SAN alike: `P@e4`, or `+L@c3` for a piece dropped as its promoted type (Fairy-Stockfish's form). */
export function dropText(pos: Position, m: number): string {
  return `${movePromotion(m) >= 0 ? '+' : ''}${pos.v.letters[moveFrom(m)]!}@${makeSquare(pos.v.geometry, moveTo(m))}`;
}

/** The square a castling move's king lands on. */
export function castleKingTo(pos: Position, m: number): number {
  const from = moveFrom(m);
  const rook = moveTo(m);
  for (let i = 0; i < pos.nSlots; i++) {
    if (pos.slotKing[i] === from && pos.slotRook[i] === rook) return pos.slotKingTo[i * MAX_CASTLE_OPTIONS + moveCastleOption(m)]!;
  }
  return -1;
}

/** Could the piece on `from` reach `to` by one of its ordinary moves on an empty board? */
function ordinaryReach(pos: Position, from: number, to: number): boolean {
  const v = pos.v;
  const code = pos.board[from]!;
  if (code === 0) return false;
  const k = (code - 2) * v.size + from;
  for (let i = v.leapOff[k]!; i < v.leapOff[k + 1]!; i++) if (v.leapTo[i] === to) return true;
  for (let i = v.rayOff[k]!; i < v.rayOff[k + 1]!; i++) {
    const r = v.rayList[i]!;
    for (let j = v.raySqOff[r]!; j < v.raySqOff[r + 1]!; j++) if (v.raySq[j] === to) return true;
  }
  return false;
}

/** A gating move: its plain move and the gated letter; castling onto the rook's gate from the rook's square to the king's. */
function gateText(pos: Position, m: number, t: number): string {
  const letter = pos.v.letters[t]!.toLowerCase();
  const g = pos.v.geometry;
  if (moveKind(m) === KIND_CASTLE && moveGateSquare(m) === moveTo(m)) return makeSquare(g, moveTo(m)) + makeSquare(g, moveFrom(m)) + letter;
  return makeUci(pos, moveBase(m)) + letter;
}

/** Where a piece's move leaves its piece: castling's king destination, else its `to`. */
function landing(pos: Position, m: number): number {
  return moveKind(m) === KIND_CASTLE ? castleKingTo(pos, m) : moveTo(m);
}

export function makeUci(pos: Position, m: number): string {
  const g = pos.v.geometry;
  // A walled move: the piece's move, `,`, then where the piece landed and the wall's square (Fairy-Stockfish's form).
  if (isWalled(m)) return pieceUci(pos, pieceMove(m)) + ',' + makeSquare(g, landing(pos, pieceMove(m))) + makeSquare(g, wallSquare(m));
  // A wall alone (wallOrMove): written on the side's first piece, as a move onto its own square with that wall (`a1a1,a1d3`).
  if (isWallHalf(m) && pos.v.walls?.orMove) {
    const at = makeSquare(g, moveFrom(m));
    return `${at}${at},${at}${makeSquare(g, moveTo(m))}`;
  }
  // A wall half alone (an engine's line): where the duck or arrow came from and went.
  if (isWallHalf(m)) return ',' + makeSquare(g, moveFrom(m)) + makeSquare(g, moveTo(m));
  const gate = moveGate(m);
  if (gate >= 0) return gateText(pos, m, gate);
  return pieceUci(pos, m);
}

function pieceUci(pos: Position, m: number): string {
  const g = pos.v.geometry;
  const from = moveFrom(m);
  // A drop: the piece's letter (upper case for both sides), `@`, the square (Fairy-Stockfish's form).
  if (moveKind(m) === KIND_DROP) return dropText(pos, m);
  let to = moveTo(m);
  if (moveKind(m) === KIND_LOCUST) {
    const via = moveVia(m);
    // A pass goes through an empty square and back: only where it starts and ends matters.
    if (pos.board[via] === 0) return makeSquare(g, from) + makeSquare(g, to);
    return makeSquare(g, from) + makeSquare(g, via) + ',' + makeSquare(g, via) + makeSquare(g, to);
  }
  if (moveKind(m) === KIND_CASTLE && !pos.v.spec.castling?.chess960) {
    const kingTo = castleKingTo(pos, m);
    if (!ordinaryReach(pos, from, kingTo)) to = kingTo;
  }
  const promo = movePromotion(m);
  if (promo < 0) return makeSquare(g, from) + makeSquare(g, to);
  // A shogi-style promotion (into the mover's own promoted type) is a trailing `+`, a promoted piece
  // turning back into what it came from (promotion.demote) a trailing `-`; declining either has no suffix.
  const own = pos.v.piecePromotion?.promoteTo[(pos.board[from]! >> 1) - 1] === promo;
  const back = pos.v.piecePromotion?.demote === true && pos.promoted[from] === promo + 1;
  return makeSquare(g, from) + makeSquare(g, to) + (own ? '+' : back ? '-' : pos.v.letters[promo]!.toLowerCase());
}

/** The legal move with this UCI text, or null. */
export function parseUci(pos: Position, text: string): number | null {
  for (const m of legalMoves(pos)) if (makeUci(pos, m) === text) return m;
  return null;
}

/** The legal moves; where walls are placed with every move, each whole (walledMoves.ts). */
export function legalMoves(pos: Position): number[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = pos.generateLegal(buf, 0);
  return wholeWalls(pos.v) ? walledMoves(pos, buf, n) : Array.from(buf.subarray(0, n));
}
