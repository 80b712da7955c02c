/**
 * Kernel part: the pseudo-legal moves of one piece, walked from its move
 * tables. Plain leaps and slides run in tight loops; conditional leaps,
 * hoppers and promotions take the general path. A wall (rules/petrify.ts, rules/walls.ts)
 * blocks like a piece of the side to move: no one captures it. A factory
 * compiled per variant (see board.ts).
 */
import type { EnPassantPart } from './enPassant.ts';
import type { PromotionPart } from './promotion.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type PieceMovesPart = ReturnType<typeof pieceMovesPart>;

export function pieceMovesPart(v: KernelTables, K: KernelConstants, ep: EnPassantPart, pr: PromotionPart) {
  const { size, leapOff, leapTo, leapMode, leapPathA, leapPathB, leapEpCaptureStart, leapDoubleStepStart, leapGeneralStart } = v;
  const { rayOff, rayList, raySqOff, raySq, rayMode, rayKind } = v;
  const { M_MOVE, M_CAPTURE, M_EP, M_EP_CREATE, M_LAME, M_JUMP, RAY_SLIDE, RAY_GRASSHOPPER, RAY_CANNON_SHY } = K;
  const { KIND_NORMAL, KIND_EN_PASSANT, KIND_DOUBLE, WALL, encodeMove } = K;
  const { isEpSquare } = ep;
  // Walls (petrification, walls placed with every move): a constant of this copy, so a variant without them compiles the test out.
  const noWalls = v.petrify === undefined && v.walls === undefined;
  // Adds a move, or one per promotion choice for a pawn reaching its zone (the promotion rule's part).
  const push = pr.push;
  const moverPromo = pr.moverPromo;

  /**
   * Pseudo-legal moves of a piece that can never promote: plain leaps,
   * slides and grasshopper hops in tight loops, everything else through the
   * general path.
   */
  function plainPieceMoves(p: KernelState, out: Int32Array, n: number, from: number, pc: number, us: number): number {
    const board = p.board;
    const k = pc * size + from;
    // With no e.p. square, e.p.-capable captures are plain captures.
    const noEp = p.epCount === 0;
    let split = noEp ? leapDoubleStepStart[k]! : leapEpCaptureStart[k]!;
    for (let i = leapOff[k]!; i < split; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0 ? leapMode[i]! & M_MOVE : (target & 1) !== us && leapMode[i]! & M_CAPTURE && (noWalls || target !== WALL)) out[n++] = encodeMove(from, to, -1, KIND_NORMAL);
    }
    if (noEp) {
      // Double steps: quiet, over one square that must be empty.
      const generalStart = leapGeneralStart[k]!;
      for (let i = split; i < generalStart; i++) {
        const to = leapTo[i]!;
        if (board[to] === 0 && board[leapPathA[i]!] === 0) out[n++] = encodeMove(from, to, -1, leapMode[i]! & M_EP_CREATE ? KIND_DOUBLE : KIND_NORMAL);
      }
      split = generalStart;
    }
    const end = leapOff[k + 1]!;
    const r0 = rayOff[k]!;
    const r1 = rayOff[k + 1]!;
    if (split === end) {
      // The common case: only plain leaps and slides.
      for (let i = r0; i < r1; i++) {
        const r = rayList[i]!;
        const mode = rayMode[r]!;
        const kind = rayKind[r]!;
        if (kind !== RAY_SLIDE) {
          if (kind !== RAY_GRASSHOPPER) return specialMoves(p, out, n, from, us, split, end, i, r1, -1);
          // A grasshopper's hop, here too: its piece never promotes on this path, so it needs no push.
          let j = raySqOff[r]!;
          const stop = raySqOff[r + 1]!;
          while (j < stop && board[raySq[j]!] === 0) j++;
          if (++j < stop) {
            const to = raySq[j]!;
            const target = board[to]!;
            if (target === 0 ? mode & M_MOVE : (target & 1) !== us && mode & M_CAPTURE && (noWalls || target !== WALL)) out[n++] = encodeMove(from, to, -1, KIND_NORMAL);
          }
          continue;
        }
        for (let j = raySqOff[r]!, stop = raySqOff[r + 1]!; j < stop; j++) {
          const to = raySq[j]!;
          const target = board[to]!;
          if (target === 0) {
            if (mode & M_MOVE) out[n++] = encodeMove(from, to, -1, KIND_NORMAL);
            continue;
          }
          if ((target & 1) !== us && mode & M_CAPTURE && (noWalls || target !== WALL)) out[n++] = encodeMove(from, to, -1, KIND_NORMAL);
          break;
        }
      }
      return n;
    }
    return specialMoves(p, out, n, from, us, split, end, r0, r1, -1);
  }

  /**
   * The general path: the leaps in [l0, l1) with all their conditions and the
   * rays in [r0, r1) of kind slide, cannon or grasshopper — and, for a piece that
   * may promote with this move (`promo`, its piece-colour index; else -1), one move per promotion choice.
   */
  function specialMoves(p: KernelState, out: Int32Array, n: number, from: number, us: number, l0: number, l1: number, r0: number, r1: number, promo: number): number {
    const board = p.board;
    for (let i = l0; i < l1; i++) {
      const to = leapTo[i]!;
      const mode = leapMode[i]!;
      if (mode & (M_LAME | M_JUMP)) {
        const a = leapPathA[i]!;
        const b = leapPathB[i]!;
        const blocked = (a >= 0 && board[a] !== 0) || (b >= 0 && board[b] !== 0);
        if (mode & M_LAME ? blocked : !blocked) continue;
      }
      const target = board[to]!;
      let kind: number = KIND_NORMAL;
      if (target === 0) {
        if (mode & M_MOVE) {
          if (mode & M_EP_CREATE) kind = KIND_DOUBLE;
        } else if (mode & M_EP && isEpSquare(p, to)) kind = KIND_EN_PASSANT;
        else continue;
      } else if ((target & 1) === us || (mode & M_CAPTURE) === 0 || (!noWalls && target === WALL)) continue;
      n = push(out, n, from, to, kind, promo, us);
    }
    for (let i = r0; i < r1; i++) {
      const r = rayList[i]!;
      const mode = rayMode[r]!;
      const kindR = rayKind[r]!;
      let j = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      // The janggi cannon's kind: no piece of its own type as screen or victim (-1: any type will do).
      let shy = -1;
      if (kindR !== RAY_SLIDE) {
        while (j < stop && board[raySq[j]!] === 0) j++;
        if (kindR === RAY_CANNON_SHY) {
          shy = board[from]! >> 1;
          if (j < stop && board[raySq[j]!]! >> 1 === shy) continue;
        }
        j++; // past the screen
        if (kindR === RAY_GRASSHOPPER) {
          if (j < stop) {
            const to = raySq[j]!;
            const target = board[to]!;
            if (target === 0 ? mode & M_MOVE : (target & 1) !== us && mode & M_CAPTURE && (noWalls || target !== WALL)) n = push(out, n, from, to, KIND_NORMAL, promo, us);
          }
          continue;
        }
      }
      for (; j < stop; j++) {
        const to = raySq[j]!;
        const target = board[to]!;
        if (target === 0) {
          if (mode & M_MOVE) n = push(out, n, from, to, KIND_NORMAL, promo, us);
          continue;
        }
        if ((target & 1) !== us && mode & M_CAPTURE && target >> 1 !== shy && (noWalls || target !== WALL)) n = push(out, n, from, to, KIND_NORMAL, promo, us);
        break;
      }
    }
    return n;
  }

  /** Pseudo-legal moves of a piece that may promote with this move: everything through the general path. */
  function promotingMoves(p: KernelState, out: Int32Array, n: number, from: number, pc: number, us: number): number {
    const k = pc * size + from;
    return specialMoves(p, out, n, from, us, leapOff[k]!, leapOff[k + 1]!, rayOff[k]!, rayOff[k + 1]!, moverPromo(p, from, pc));
  }

  return { plainPieceMoves, promotingMoves };
}
