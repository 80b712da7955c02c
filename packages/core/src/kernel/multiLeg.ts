/**
 * Kernel parts of multi-leg moves (rules/multiLeg.ts; XBetza `a`): the moves
 * walked from the leg trees of compile/multiLeg.ts, the attacks they make,
 * make/unmake of a move that captures a piece it does not land on (a locust
 * capture, the chu shogi lion's igui and double capture) or comes back to its
 * square (a pass), and legality by making. Each wraps the part it is given;
 * a variant without multi-leg moves gets the stand-ins, which hand back those
 * very parts. Factories compiled per variant (see board.ts).
 *
 * While a piece's legs are walked its own square counts as empty (`from` is
 * cleared and put back): a leg may pass it or come back to it.
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { ByMakingPart } from './byMaking.ts';
import type { CastlingPart } from './castling.ts';
import type { DropsPart } from './drops.ts';
import type { LegalPart } from './legal.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { MovegenPart } from './movegen.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

/** The moves: each piece's ordinary moves, then its multi-leg ones, repeats removed. */
export function multiLegMovesPart(v: KernelTables, K: KernelConstants, mg: MovegenPart, cr: CastlingPart, dr: DropsPart): MovegenPart {
  if (v.multiLeg === undefined) return mg;
  const { types, nodeOff, nodeSq, nodeEmit, nodeCond, nodeSkip, nodeVia } = v.multiLeg!;
  const { size, nTypes } = v;
  const { M_MOVE, M_CAPTURE, KIND_NORMAL, KIND_LOCUST, encodeMove, encodeLocust, moveKind } = K;
  const innerMovesOf = mg.movesOf;
  const { castlingMoves } = cr;
  const { dropMoves } = dr;

  /** The multi-leg moves of piece-colour pc on `from` into out[n..]. */
  function legMoves(p: KernelState, out: Int32Array, n: number, from: number, pc: number, us: number): number {
    const board = p.board;
    const own = board[from]!;
    board[from] = 0;
    const k = pc * size + from;
    let i = nodeOff[k]!;
    const end = nodeOff[k + 1]!;
    // One pass is enough, whichever empty square it goes through.
    let passed = false;
    while (i < end) {
      const sq = nodeSq[i]!;
      const code = board[sq]!;
      const emit = nodeEmit[i]!;
      if (emit !== 0 && (code === 0 ? emit & M_MOVE : (code & 1) !== us && emit & M_CAPTURE)) {
        const via = nodeVia[i]!;
        if (via >= 0) out[n++] = encodeLocust(from, via, sq);
        else if (sq !== from) out[n++] = encodeMove(from, sq, -1, KIND_NORMAL);
        else if (!passed && via < -1) {
          out[n++] = encodeLocust(from, -2 - via, from);
          passed = true;
        }
      }
      const cond = nodeCond[i]!;
      const go = code === 0 ? cond & 1 : (code & 1) !== us ? cond & 6 : cond & 4;
      i = go !== 0 ? i + 1 : nodeSkip[i]!;
    }
    board[from] = own;
    return n;
  }

  /**
   * Keeps the multi-leg moves out[mid..end) that are not repeats: a path that
   * ends like a plain move of the piece (out[start..mid), already without
   * repeats), or like another path. A locust move can only repeat a locust
   * move, so the many plain moves are compared with the few plain paths only.
   */
  function unique(out: Int32Array, start: number, mid: number, end: number): number {
    let n = mid;
    for (let i = mid; i < end; i++) {
      const m = out[i]!;
      let dup = false;
      for (let j = moveKind(m) === KIND_LOCUST ? mid : start; j < n; j++) {
        if (out[j] === m) {
          dup = true;
          break;
        }
      }
      if (!dup) out[n++] = m;
    }
    return n;
  }

  function movesOf(p: KernelState, out: Int32Array, n: number, from: number, pc: number, us: number, t: number): number {
    const end = innerMovesOf(p, out, n, from, pc, us, t);
    if (types[t] === 0) return end;
    return unique(out, n, end, legMoves(p, out, end, from, pc, us));
  }

  function generatePieceMoves(p: KernelState, out: Int32Array, start: number): number {
    const us = p.turn;
    let n = start;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const count = p.pcount[pc]!;
      for (let i = 0; i < count; i++) n = movesOf(p, out, n, p.plist[pc * size + i]!, pc, us, t);
    }
    return n;
  }

  function generatePseudo(p: KernelState, out: Int32Array, start: number): number {
    return dropMoves(p, out, castlingMoves(p, out, generatePieceMoves(p, out, start), p.turn), p.turn);
  }

  return { movesOf, generatePieceMoves, generatePseudo };
}

/** The attacks: the ordinary ones, then a capture by some multi-leg path, in passing or at its end. */
export function multiLegAttacksPart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart): AttacksPart {
  // Where the plain leaps already capture on every square a path can, the reverse tables know every attack.
  if (v.multiLeg === undefined || v.multiLeg.attacksCovered) return at;
  const { types, nodeOff, nodeSq, nodeEmit, nodeCond, nodeSkip } = v.multiLeg!;
  const { size, nTypes } = v;
  const { M_CAPTURE } = K;
  const innerAttacked = at.isAttacked;
  const royalTypes = bd.royalTypeList();

  /** Could the piece of colour `by` on `from` (piece-colour pc) capture on sq, the square taken to hold an enemy of it? */
  function pathAttacks(p: KernelState, sq: number, from: number, pc: number, by: number): boolean {
    const board = p.board;
    const own = board[from]!;
    board[from] = 0;
    const k = pc * size + from;
    let i = nodeOff[k]!;
    const end = nodeOff[k + 1]!;
    let hit = false;
    while (i < end) {
      const s = nodeSq[i]!;
      const cond = nodeCond[i]!;
      if (s === sq) {
        if (nodeEmit[i]! & M_CAPTURE || cond & 2) {
          hit = true;
          break;
        }
        i = cond & 4 ? i + 1 : nodeSkip[i]!;
        continue;
      }
      const code = board[s]!;
      const go = code === 0 ? cond & 1 : (code & 1) !== by ? cond & 6 : cond & 4;
      i = go !== 0 ? i + 1 : nodeSkip[i]!;
    }
    board[from] = own;
    return hit;
  }

  function isAttacked(p: KernelState, sq: number, by: number): boolean {
    if (innerAttacked(p, sq, by)) return true;
    for (let t = 0; t < nTypes; t++) {
      if (types[t] === 0) continue;
      const pc = t * 2 + by;
      for (let j = 0, n = p.pcount[pc]!; j < n; j++) {
        const from = p.plist[pc * size + j]!;
        if (from !== sq && pathAttacks(p, sq, from, pc, by)) return true;
      }
    }
    return false;
  }

  function royalAttacked(p: KernelState, c: number): boolean {
    for (let i = 0; i < royalTypes.length; i++) {
      const pc = royalTypes[i]! * 2 + c;
      for (let j = 0, n = p.pcount[pc]!; j < n; j++) {
        if (isAttacked(p, p.plist[pc * size + j]!, c ^ 1)) return true;
      }
    }
    return false;
  }

  return { isAttacked, royalAttacked };
}

/**
 * Make and unmake: a locust move is made as the move to its `via` square
 * (capturing the piece there, if any) and then the step on to `to`,
 * capturing what stands there; the second capture is kept in the ply's
 * stLeg record, and the ply's recorded move is the locust move itself.
 */
export function multiLegMakePart(v: KernelTables, K: KernelConstants, bd: BoardPart, mu: MakeUnmakePart): MakeUnmakePart {
  if (v.multiLeg === undefined) return mu;
  const { KIND_LOCUST, KIND_NORMAL, encodeMove, moveFrom, moveTo, moveVia, moveKind } = K;
  const { remove, shift, putQuiet, shiftQuiet } = bd;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;

  function make(p: KernelState, m: number): void {
    if (moveKind(m) !== KIND_LOCUST) {
      makeMove(p, m);
      return;
    }
    const ply = p.ply;
    const from = moveFrom(m);
    const via = moveVia(m);
    const to = moveTo(m);
    makeMove(p, encodeMove(from, via, -1, KIND_NORMAL));
    let second = 0;
    if (to !== via) {
      second = p.board[to]!;
      if (second !== 0) {
        remove(p, to);
        p.halfmove = 0;
      }
      shift(p, via, to);
    }
    p.stLeg[ply] = second;
    p.stMove[ply] = m;
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    const m = p.stMove[ply]!;
    if (moveKind(m) !== KIND_LOCUST) {
      unmakeMove(p);
      return;
    }
    const via = moveVia(m);
    const to = moveTo(m);
    if (to !== via) {
      shiftQuiet(p, to, via);
      const second = p.stLeg[ply]!;
      if (second !== 0) putQuiet(p, to, second);
    }
    // The inner unmake reads the move it made; the hash comes back from the ply's record.
    p.stMove[ply] = encodeMove(moveFrom(m), via, -1, KIND_NORMAL);
    unmakeMove(p);
  }

  return { make, unmake };
}

/**
 * Legality. Where the reverse tables miss attacks along multi-leg paths,
 * every move is made and tested. Where they hold them all (attacksCovered),
 * the direct generator judges every move but the locust ones, which it would
 * take for plain moves from `from` to `to` (a piece taken in passing may be
 * the checker, or a screen): those it lists are dropped, and each multi-leg
 * piece's locust moves are made and tested instead.
 */
export function multiLegLegalPart(v: KernelTables, K: KernelConstants, lg: LegalPart, mg: MovegenPart, bm: ByMakingPart): LegalPart {
  if (v.multiLeg === undefined) return lg;
  if (!v.multiLeg.attacksCovered) return { generateLegal: lg.generateLegalByMaking, generateLegalByMaking: lg.generateLegalByMaking };
  const { types } = v.multiLeg!;
  const { size, nTypes } = v;
  const { KIND_LOCUST, moveKind } = K;
  const { legalByMaking } = bm;
  const { movesOf } = mg;
  const direct = lg.generateLegal;

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    const end = direct(p, out, start);
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (moveKind(m) !== KIND_LOCUST) out[n++] = m;
    }
    const us = p.turn;
    for (let t = 0; t < nTypes; t++) {
      if (types[t] === 0) continue;
      const pc = t * 2 + us;
      // Making a locust move of ours changes only the opponent's piece lists, so this walk over ours stays in order.
      for (let j = 0, count = p.pcount[pc]!; j < count; j++) {
        const from = p.plist[pc * size + j]!;
        const e = movesOf(p, out, n, from, pc, us, t);
        for (let i = n; i < e; i++) {
          const m = out[i]!;
          if (moveKind(m) === KIND_LOCUST && legalByMaking(p, m)) out[n++] = m;
        }
      }
    }
    return n;
  }

  return { generateLegal, generateLegalByMaking: lg.generateLegalByMaking };
}

/** The stand-ins for a variant without multi-leg moves: the parts they are given, as they are. */
export function noMultiLegMovesPart(_v: KernelTables, _K: KernelConstants, mg: MovegenPart, _cr: CastlingPart, _dr: DropsPart): MovegenPart {
  return mg;
}

export function noMultiLegAttacksPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, at: AttacksPart): AttacksPart {
  return at;
}

export function noMultiLegMakePart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, mu: MakeUnmakePart): MakeUnmakePart {
  return mu;
}

export function noMultiLegLegalPart(_v: KernelTables, _K: KernelConstants, lg: LegalPart, _mg: MovegenPart, _bm: ByMakingPart): LegalPart {
  return lg;
}
