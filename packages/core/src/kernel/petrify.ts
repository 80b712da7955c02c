/**
 * Kernel part of petrification (rules/petrify.ts), around make/unmake: a
 * piece of a listed type that captures is taken off the capture square and
 * a wall (the board code WALL, no type, no piece list) stands there instead.
 * Whether it petrifies is decided by the type that moved, so a pawn that
 * promotes as it captures stays the piece it promoted to unless pawns are
 * listed (Fairy-Stockfish decides by the moving piece too). The petrified
 * piece goes into a per-ply slot, so unmake puts it back without
 * allocating; the hash gains the wall's key in make and is restored from the
 * ply's record by the inner unmake. Beside blasts (nuclear) it wraps theirs:
 * the blast has already taken the captor away, so the wall goes onto the
 * empty square and the slot records WALL (nothing to put back). It wraps the make/unmake it is given, so
 * a variant without petrification gets `noPetrifyPart`, which hands back
 * those very functions. A factory compiled per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export function petrifyPart(v: KernelTables, K: KernelConstants, bd: BoardPart, mu: MakeUnmakePart): MakeUnmakePart {
  if (v.petrify === undefined) return mu;
  const { pieces, wallKeys } = v.petrify!;
  const { KIND_EN_PASSANT, KIND_CASTLE, WALL, moveFrom, moveTo, moveKind } = K;
  const { remove, putQuiet } = bd;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;

  function make(p: KernelState, m: number): void {
    const ply = p.ply;
    const board = p.board;
    const to = moveTo(m);
    const kind = moveKind(m);
    // Decided before the move: the capture (a drop lands on an empty square), and the type that moves (not the one it may promote to).
    const petrifies = kind !== KIND_CASTLE && (board[to] !== 0 || kind === KIND_EN_PASSANT) && pieces[(board[moveFrom(m)]! >> 1) - 1] === 1;
    makeMove(p, m);
    if (!petrifies) {
      p.stWall[ply] = 0;
      return;
    }
    // A blast may have taken the captor already (nuclear): then the wall goes onto the empty square.
    const code = board[to]!;
    p.stWall[ply] = code === 0 ? WALL : code;
    if (code !== 0) remove(p, to);
    board[to] = WALL;
    p.hashLo ^= wallKeys[2 * to]!;
    p.hashHi ^= wallKeys[2 * to + 1]!;
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    const code = p.stWall[ply]!;
    if (code !== 0) {
      const to = moveTo(p.stMove[ply]!);
      p.board[to] = 0;
      if (code !== WALL) putQuiet(p, to, code);
    }
    unmakeMove(p);
  }

  return { make, unmake };
}

/** The stand-in for a variant without petrification: make and unmake as they are. */
export function noPetrifyPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, mu: MakeUnmakePart): MakeUnmakePart {
  return mu;
}

export type PetrifyRoyaltyPart = ReturnType<typeof petrifyRoyaltyPart>;

/**
 * For pseudoRoyal.ts's legality test: would move m turn one of the mover's
 * pseudo-royal pieces into a wall? Such a move is illegal (Fairy-Stockfish's
 * rule), so a pseudo-royal king that petrifies never captures.
 */
export function petrifyRoyaltyPart(v: KernelTables, K: KernelConstants) {
  const active = v.petrify !== undefined && v.pseudoRoyal !== undefined;
  const { KIND_CASTLE, KIND_EN_PASSANT, moveFrom, moveTo, moveKind } = K;
  // royalCapture[t] = 1 if type t is pseudo-royal and petrifies; limit, the count up to which a listed type is royal.
  const royalCapture = new Uint8Array(v.nTypes);
  const limit = active ? v.pseudoRoyal!.limit : 0;
  if (active) for (const t of v.pseudoRoyal!.types) royalCapture[t] = v.petrify!.pieces[t]!;

  function petrifiesRoyal(p: KernelState, m: number): boolean {
    const kind = moveKind(m);
    // A drop lands on an empty square, so it is no capture.
    if (kind === KIND_CASTLE || (p.board[moveTo(m)] === 0 && kind !== KIND_EN_PASSANT)) return false;
    const t = (p.board[moveFrom(m)]! >> 1) - 1;
    return royalCapture[t] === 1 && p.pcount[t * 2 + p.turn]! <= limit;
  }

  return { petrifiesRoyal, active };
}

/** The stand-in for a variant without petrification (or without pseudo-royal pieces): no move petrifies a royal piece. */
export function noPetrifyRoyaltyPart(_v: KernelTables, _K: KernelConstants): PetrifyRoyaltyPart {
  function petrifiesRoyal(_p: KernelState, _m: number): boolean {
    return false;
  }
  return { petrifiesRoyal, active: false };
}
