/**
 * Kernel part: the judgements behind countBlast.ts (bulk perft's last ply
 * where captures blast), kept apart from its walk over the pieces. It holds
 * the node's bookkeeping: the two kings' squares and the squares next to
 * them, and the moves left
 * to the list-wide rules (e.p., promotions, castling, a pinned piece on
 * overlapping pin lines), judged at the node's end as the legal list judges
 * them (castlingLegal.ts, listRules.ts).
 *
 * A capture is decided exactly: without a king rule it is legal unless both
 * pieces are mutually immune; with one pseudo-royal king a side, a move whose
 * blast removes our king is illegal (so is a king's capture, unless it is
 * blast-proof), one whose capture or blast removes theirs (and not ours) is
 * legal whatever it leaves, otherwise its blast is played on the board (no
 * hash, no lists), our king's safety asked there (touching theirs, it cannot
 * be attacked), and the board put back. The king's quiet steps are tested
 * with the king lifted.
 *
 * A factory compiled per variant (see board.ts); `noBlastCaptureCountPart` is
 * the stand-in where countBlast.ts's stand-in is chosen (nothing calls it).
 */
import type { BlastPinsPart } from './blastPins.ts';
import type { BlastZonesPart } from './blastZones.ts';
import type { CastlingLegalPart } from './castlingLegal.ts';
import type { ListRulesPart } from './listRules.ts';
import type { MovegenPart } from './movegen.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type BlastCaptureCountPart = ReturnType<typeof blastCaptureCountPart>;

export function blastCaptureCountPart(v: KernelTables, K: KernelConstants, bp: BlastPinsPart, mg: MovegenPart, cl: CastlingLegalPart, lr: ListRulesPart, bz: BlastZonesPart) {
  const { size, nTypes, leapOff, leapTo, leapMode, leapEpCaptureStart, rayOff } = v;
  const { M_MOVE, M_CAPTURE, KIND_NORMAL, MAX_MOVES, moveTo, moveKind, movePromotion } = K;
  // Without blasts (never chosen so: select.ts gives the stand-in) nothing is blown up.
  const { immune, aroundOff, around } = v.blast ?? { immune: new Uint8Array(nTypes), aroundOff: new Int32Array(size + 1), around: new Int16Array(0) };
  // Attacks asked from the riders aligned with the square where blastPins.ts can (attacks.ts's test elsewhere).
  const isAttacked = bp.attacked;
  const { movesOf } = mg;
  const { castlingByMaking } = cl;
  const { filtered } = lr;
  // Squares next to each other, and the squares on or around attack lines onto a king (blastZones.ts).
  const { next, onLine, zoneOnLine } = bz;
  // Constants of this copy: the king rule and mutual immunity compile out where the variant has none.
  const royal = v.pseudoRoyal !== undefined;
  const kingType = royal ? v.pseudoRoyal!.types[0]! : -1;
  // A blast takes the king off unless it is immune; a blast-proof captor stays on its square.
  const kingBlastable = royal && immune[kingType] === 0;
  const kingProof = royal && immune[kingType] === 2;
  const immuneOn = v.mutuallyImmune !== undefined;
  const mutual = immuneOn ? v.mutuallyImmune! : new Uint8Array(nTypes);
  const scratch = new Int32Array(MAX_MOVES);
  // Moves judged by the list-wide rules at the end of a node (e.p., promotions, castling, overlapping pins).
  const hard = new Int32Array(MAX_MOVES);
  let nHard = 0;
  // Per node: the rows of next for their king and ours, the row of onLine for ours, and whether ours is out of check.
  let themRow = 0;
  let usRow = 0;
  let lineRow = 0;
  let calm = false;
  let ks = -1;
  let eks = -1;
  let touching = false;
  // A blast played on the board: each piece taken off as code | square << 8.
  const blown = new Int32Array(size);

  /** A new node: nothing deferred. */
  function begin(): void {
    nHard = 0;
  }

  /** The kings of the node, ours on `ours` and theirs on `theirs` (`us` to move); returns whether they touch. */
  function kingsAt(ours: number, theirs: number, us: number): boolean {
    ks = ours;
    eks = theirs;
    themRow = theirs * size;
    usRow = ours * size;
    lineRow = ((us ^ 1) * size + ours) * size;
    calm = false;
    touching = next[themRow + ours] === 1;
    return touching;
  }

  /** Kings apart: the number of pieces checking ours (a capture then opens a line to it or leaves it safe). */
  function checks(nChk: number): void {
    calm = nChk === 0 && onLine.length > 0;
  }

  /** Leaves move m to the list-wide rules at the node's end. */
  function defer(m: number): void {
    hard[nHard++] = m;
  }

  /**
   * Is the capture from `from` to `to` (victim on `to`, no promotion) legal? Without a king rule, unless
   * both pieces are mutually immune; with one, by its blast (see above), played on the board.
   */
  function captureLegal(p: KernelState, from: number, to: number, us: number): boolean {
    const board = p.board;
    const mover = board[from]!;
    if (!royal) return !immuneOn || mutual[(mover >> 1) - 1] === 0 || mutual[(board[to]! >> 1) - 1] === 0;
    const king = from === ks;
    if (king ? !kingProof : kingBlastable && next[usRow + to] === 1) return false;
    if (to === eks || (kingBlastable && next[themRow + to] === 1)) return true;
    // Our king stays: touching theirs it cannot be attacked; out of check, it is only if a slide opens through an emptied square.
    if (!king && (touching || (calm && onLine[lineRow + from] === 0 && zoneOnLine[lineRow + to] === 0))) return true;
    const captured = board[to]!;
    board[from] = 0;
    board[to] = immune[(mover >> 1) - 1] === 2 ? mover : 0;
    let n = 0;
    for (let i = aroundOff[to]!, end = aroundOff[to + 1]!; i < end; i++) {
      const sq = around[i]!;
      const code = board[sq]!;
      if (code === 0 || immune[(code >> 1) - 1] !== 0) continue;
      blown[n++] = code | (sq << 8);
      board[sq] = 0;
    }
    const kingSq = king ? to : ks;
    const bad = isAttacked(p, kingSq, us ^ 1) && !(king ? next[kingSq * size + eks] === 1 : touching);
    for (let i = 0; i < n; i++) board[blown[i]! >> 8] = blown[i]! & 255;
    board[to] = captured;
    board[from] = mover;
    return !bad;
  }

  /**
   * The king's moves (`walkable`: its table holds plain leaps, pawn leaps and slides only, no repeats, no
   * promotion): a quiet step legal where it touches their king or is not attacked (the king lifted), a capture judged.
   */
  function kingMoves(p: KernelState, from: number, pc: number, us: number, t: number, walkable: boolean): number {
    const board = p.board;
    const them = us ^ 1;
    const king = board[from]!;
    const k = pc * size + from;
    let n = 0;
    if (walkable && leapEpCaptureStart[k] === leapOff[k + 1] && rayOff[k] === rayOff[k + 1]) {
      // Plain leaps only (a king): nothing encoded; a capture by a king that is not blast-proof blows it up.
      board[from] = 0;
      for (let i = leapOff[k]!, end = leapEpCaptureStart[k]!; i < end; i++) {
        const to = leapTo[i]!;
        const target = board[to]!;
        if (target === 0) {
          if (leapMode[i]! & M_MOVE && (next[themRow + to] === 1 || !isAttacked(p, to, them))) n++;
        } else if (kingProof && (target & 1) !== us && leapMode[i]! & M_CAPTURE) {
          // Under a king rule must capture never comes here (select.ts `blastCounted`): no capture to count beside.
          board[from] = king;
          if (captureLegal(p, from, to, us)) n++;
          board[from] = 0;
        }
      }
      board[from] = king;
      return n;
    }
    const end = movesOf(p, scratch, 0, from, pc, us, t);
    for (let j = 0; j < end; j++) {
      const m = scratch[j]!;
      const to = moveTo(m);
      if (moveKind(m) !== KIND_NORMAL || movePromotion(m) >= 0) hard[nHard++] = m;
      else if (board[to] !== 0) {
        if (captureLegal(p, from, to, us)) n++;
      } else {
        board[from] = 0;
        if (next[themRow + to] === 1 || !isAttacked(p, to, them)) n++;
        board[from] = king;
      }
    }
    return n;
  }

  /** The number of the node's deferred moves that are legal: castling, e.p. captures, promotions decided as the legal list decides them. */
  function deferredLegal(p: KernelState): number {
    if (p.castleMask !== 0) nHard = castlingByMaking(p, hard, nHard, false);
    // Without a king rule only castling is left there, legal as castlingByMaking found it and never a capture.
    if (nHard === 0) return 0;
    return royal ? filtered(p, hard, 0, nHard) : nHard;
  }

  return { begin, kingsAt, checks, defer, captureLegal, kingMoves, deferredLegal };
}

/** The stand-in where blasts are not counted (countBlast.ts's stand-in never calls it). */
export function noBlastCaptureCountPart(_v: KernelTables, _K: KernelConstants, _bp: BlastPinsPart, _mg: MovegenPart, _cl: CastlingLegalPart, _lr: ListRulesPart, _bz: BlastZonesPart): BlastCaptureCountPart {
  function begin(): void {}
  function kingsAt(_ours: number, _theirs: number, _us: number): boolean {
    return false;
  }
  function checks(_nChk: number): void {}
  function defer(_m: number): void {}
  function captureLegal(_p: KernelState, _from: number, _to: number, _us: number): boolean {
    return false;
  }
  function kingMoves(_p: KernelState, _from: number, _pc: number, _us: number, _t: number, _walkable: boolean): number {
    return 0;
  }
  function deferredLegal(_p: KernelState): number {
    return 0;
  }
  return { begin, kingsAt, checks, defer, captureLegal, kingMoves, deferredLegal };
}
