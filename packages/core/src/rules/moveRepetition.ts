/**
 * Move repetition (Fairy-Stockfish's `moveRepetitionIllegal`, janggimodern,
 * after Kakao Janggi): a side that shuttles one piece back and forth loses.
 * The losing pattern is that side's last five moves, none made in check:
 * the piece arrives on a square A without capturing, then goes A→B, B→A,
 * A→B, B→A — the fifth move loses. One pass may stand in for the side's
 * next-to-last move (A→B, B→A, A→B, pass, B→A). It counts only for a piece
 * that may reach the opponent's royal piece's region (janggi's general and
 * guards, kept to their own palace, may shuttle freely), only over plies
 * without a capture (the move-rule clock), and only where the variant has a
 * repetition rule. Like that engine's, it is a loss for the side completing
 * the pattern, not an illegal move: the game's history (game.ts) says when.
 */
import { variantGeometry, type CompiledVariant } from '../compile.ts';
import { regionMasks } from '../compile/regions.ts';
import { KIND_DOUBLE, KIND_NORMAL, KIND_PASS, moveFrom, moveKind, movePromotion, moveTo } from '../moves.ts';
import type { Position } from '../position.ts';
import { gameRules } from '../rules.ts';
import { winFor, type RuleModule } from './module.ts';

/** What the rule reads of a game's history, ply by ply from its start. */
export interface MoveHistory {
  /** The moves played, in order (move k leads from position k to position k + 1). */
  readonly moves: readonly number[];
  /** Per position (0 … moves.length): whether the side to move there was in check. */
  readonly checks: readonly boolean[];
  /** Per move: whether it captured. */
  readonly captured: readonly boolean[];
  /** The move-rule count in plies now (the pattern must lie within it: no capture). */
  readonly clock: number;
}

const eligibleCache = new WeakMap<CompiledVariant, Uint8Array>();

/**
 * Per colour and type (c * nTypes + t): 1 where a piece of that type may stand
 * on a square of the other side's royal piece's region (no region: the whole
 * board), so its shuttling counts.
 */
function eligibleTypes(v: CompiledVariant): Uint8Array {
  let out = eligibleCache.get(v);
  if (out) return out;
  const spec = v.spec;
  const masks = regionMasks(spec, variantGeometry(spec));
  const size = v.size;
  const all = new Uint8Array(size).fill(1);
  const regionOf = (t: number, c: number): Uint8Array => {
    const name = spec.pieces[t]!.region;
    return name === undefined ? all : (masks.get(name)?.[c] ?? all);
  };
  const royal = spec.pieces.findIndex((p) => p.royal);
  out = new Uint8Array(2 * v.nTypes);
  for (let c = 0; c < 2; c++) {
    const target = royal < 0 ? all : regionOf(royal, c ^ 1);
    for (let t = 0; t < v.nTypes; t++) {
      const own = regionOf(t, c);
      let meets = 0;
      for (let sq = 0; sq < size && !meets; sq++) meets = own[sq]! & target[sq]!;
      out[c * v.nTypes + t] = meets;
    }
  }
  eligibleCache.set(v, out);
  return out;
}

/** A plain move of a piece from one square to another (not a drop, pass, castling or promotion). */
function plain(m: number): boolean {
  const k = moveKind(m);
  return (k === KIND_NORMAL || k === KIND_DOUBLE) && movePromotion(m) < 0;
}

/** Whether a is b played backwards. */
function reverses(a: number, b: number): boolean {
  return plain(a) && plain(b) && moveFrom(a) === moveTo(b) && moveTo(a) === moveFrom(b);
}

/**
 * Whether the last move completed a losing shuttle, the position `pos` being
 * the one after it and `h` the game's history up to it. Walks back as
 * Fairy-Stockfish does, counting the mover's moves that reverse the one after.
 */
export function completesMoveRepetition(pos: Position, h: MoveHistory): boolean {
  const n = h.moves.length;
  const end = Math.min(h.clock, n);
  if (end < 4) return false;
  // The position j plies back is n - j; the move into it is moves[n - j - 1]; the check there is checks[n - j].
  const move = (j: number): number => h.moves[n - j - 1]!;
  const inCheck = (j: number): boolean => h.checks[n - j] === true;
  const last = move(0);
  if (!plain(last) || inCheck(1) || inCheck(3)) return false;
  const v = pos.v;
  const piece = pos.board[moveTo(last)]!;
  if (eligibleTypes(v)[(pos.turn ^ 1) * v.nTypes + (piece >> 1) - 1] !== 1) return false;
  let count = reverses(move(2), last) ? 2 : moveKind(move(2)) === KIND_PASS ? 1 : 0;
  for (let i = 4; i <= end && count > 0; i += 2) {
    if (i + 1 <= end && inCheck(i + 1)) return false;
    if (count < 4) {
      // The mover's move i plies back must undo its next one (after a pass: the last move).
      count = reverses(move(i), count === 1 ? last : move(i - 2)) ? count + 1 : 0;
    } else {
      // Four shuttles: the piece must have arrived on its square by a move that captured nothing.
      return !h.captured[n - i - 1] && moveFrom(move(i - 2)) === moveTo(move(i));
    }
  }
  return false;
}

export const moveRepetitionRule: RuleModule = {
  name: 'moveRepetition',
  summary: 'A side that shuttles one piece back and forth (arrived without capturing, then four moves to and fro, none in check) loses; janggimodern\'s rule after Kakao Janggi.',
  uses: (v) => !!v.spec.moveRepetition && gameRules(v).repetition > 0,
  result: (pos, ctx) => (ctx.moveRepeated ? { result: winFor(pos.turn), reason: 'move-repetition' } : null),
  where: {
    spec: ['moveRepetition'],
    loader: ['packages/loader/src/types.ts#moveRepetition', 'packages/loader/src/resolveCounting.ts#moveRepetition'],
    compile: [],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/moveRepetition.test.ts#move repetition', 'variants/janggimodern.md#shuttles'],
  },
};
