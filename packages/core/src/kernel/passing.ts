/**
 * Kernel part of passing and bikjang (rules/passing.ts). A side may pass:
 * the royal piece "moves" to its own square (KIND_PASS), nothing else
 * changes but the e.p. squares, which it clears. Passing is legal when the side is not in check; with `pass:
 * 'stalemate'` only when it has no other legal move, and without a royal
 * piece the pass is written on the side's first piece. Two passes in a
 * row end the game (counted with materialCounting `unweighted` or `janggi`). With bikjang (janggi), generals facing each other on an
 * open line make a bikjang: the side to move may then pass even in check,
 * and no other move may leave them facing; a pass that leaves them facing
 * ends the game. The outermost link of the node-start results (types.ts
 * EndChain), and a wrapper of make/unmake for the pass itself. A factory
 * compiled per variant (see board.ts); noPassingPart is the stand-in.
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { EnPassantPart } from './enPassant.ts';
import type { LegalGeneralPart } from './legalGeneral.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

export type PassingPart = EndChain & MakeUnmakePart;

export function passingPart(v: KernelTables, K: KernelConstants, bd: BoardPart, ep: EnPassantPart, at: AttacksPart, lgg: LegalGeneralPart, mu: MakeUnmakePart, inner: EndChain): PassingPart {
  // Given a variant without passing (the stand-in is the usual choice then), the inner link and make/unmake as they are.
  if (v.spec.pass !== true && v.spec.pass !== 'stalemate') return { gameEnd: inner.gameEnd, generateLegal: inner.generateLegal, generateLegalByMaking: inner.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
  const { cols } = v.geometry;
  const { size, nTypes } = v;
  // passOnStalemate: a pass only with no other legal move; without a royal piece, from the side's first piece.
  const onStalemate = v.spec.pass === 'stalemate';
  // Two passes in a row scored by the pieces on the board, counted (materialCounting: unweighted) or weighed (janggi: v.materialWeights), else drawn.
  const weights = v.materialWeights ?? (v.spec.materialCounting === 'unweighted' ? new Int32Array(nTypes).fill(1) : null);
  const zSideLo = v.zobrist[2 * v.zSide]!;
  const zSideHi = v.zobrist[2 * v.zSide + 1]!;
  const bikjang = v.spec.bikjang === true;
  const { KIND_PASS, END_PASS, END_BIKJANG, END_WIN, END_LOSS, END_DRAW, encodeMove, moveKind } = K;
  const { royalSquare } = bd;
  const { royalAttacked } = at;
  const { forgetChecks, checksKnown } = lgg;
  const { saveEp, restoreEp } = ep; // a pass clears the e.p. squares, as every move does in Fairy-Stockfish (kept for unmake)
  const analysed = v.multiLeg === undefined; // multi-leg attacks are not in the general analysis (multiLeg.ts)
  const { make: makeMove, unmake: unmakeMove } = mu;
  const { gameEnd: innerEnd, generateLegal: legal, generateLegalByMaking: legalByMaking } = inner;

  /** Do the two royal pieces face each other on an open rank or file? */
  function facing(p: KernelState): boolean {
    const a = royalSquare(p, 0);
    const b = royalSquare(p, 1);
    if (a < 0 || b < 0) return false;
    const fa = a % cols;
    const ra = (a / cols) | 0;
    const fb = b % cols;
    const rb = (b / cols) | 0;
    let step = 0;
    if (fa === fb) step = rb > ra ? cols : -cols;
    else if (ra === rb) step = fb > fa ? 1 : -1;
    else return false;
    for (let sq = a + step; sq !== b; sq += step) if (p.board[sq] !== 0) return false;
    return true;
  }

  function isPass(p: KernelState, back: number): boolean {
    return p.ply >= back && moveKind(p.stMove[p.ply - back]!) === KIND_PASS;
  }

  /** The side to move's result by the pieces on the board: more wins; janggi's count gives Black 1.5, so never a draw. */
  function byCount(p: KernelState): number {
    let white = v.materialWeights ? -1 : 0;
    for (let t = 0; t < nTypes; t++) white += weights![t]! * (p.pcount[t * 2]! - p.pcount[t * 2 + 1]!);
    return white === 0 && !v.materialWeights ? END_DRAW : white > 0 === (p.turn === 0) ? END_WIN : END_LOSS;
  }

  /** A pass after a pass, or a pass leaving a bikjang, ends the game (drawn, or counted; the result rules may score it). */
  function passEnd(p: KernelState): number {
    if (!isPass(p, 1)) return 0;
    if (isPass(p, 2)) return END_PASS | (weights ? byCount(p) : END_DRAW);
    return bikjang && facing(p) ? END_BIKJANG | (v.materialWeights ? byCount(p) : END_DRAW) : 0;
  }

  function gameEnd(p: KernelState): number {
    const e = passEnd(p);
    return e !== 0 ? e : innerEnd(p);
  }

  /** Under bikjang: drops the moves that leave the generals facing, each made and tested (a bikjang is rare). */
  function unfaced(p: KernelState, out: Int32Array, start: number, end: number): number {
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      makeMove(p, m);
      const still = facing(p);
      unmakeMove(p);
      if (!still) out[n++] = m;
    }
    return n;
  }

  /** The square a pass is written on: the royal piece's, or with none (passOnStalemate), the side's first piece's (a1, b1, …, a2, …); -1 for no pass. */
  function passSquare(p: KernelState): number {
    const king = royalSquare(p, p.turn);
    if (king >= 0 || !onStalemate) return king;
    let first = -1;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + p.turn;
      for (let i = 0, n = p.pcount[pc]!; i < n; i++) {
        const sq = p.plist[pc * size + i]!;
        if (first < 0 || sq < first) first = sq;
      }
    }
    return first;
  }

  /** The inner link's legal moves, then the bikjang rule and the pass. */
  function withPass(p: KernelState, out: Int32Array, start: number, end: number): number {
    if (onStalemate && end > start) return end;
    const king = passSquare(p);
    if (king < 0) return end;
    if (bikjang && facing(p)) {
      const n = unfaced(p, out, start, end);
      out[n] = encodeMove(king, king, -1, KIND_PASS);
      return n + 1;
    }
    const known = analysed ? checksKnown(p) : -1; // the general analysis's count (janggi), or -1: ask the attacks
    if (known > 0 || (known < 0 && royalAttacked(p, p.turn))) return end;
    out[end] = encodeMove(king, king, -1, KIND_PASS);
    return end + 1;
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    if (passEnd(p) !== 0 || innerEnd(p) !== 0) return start;
    forgetChecks();
    return withPass(p, out, start, legal(p, out, start));
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    if (passEnd(p) !== 0 || innerEnd(p) !== 0) return start;
    forgetChecks();
    return withPass(p, out, start, legalByMaking(p, out, start));
  }

  function make(p: KernelState, m: number): void {
    if (moveKind(m) !== KIND_PASS) return makeMove(p, m);
    // Nothing moves: the record keeps what unmake restores, the side to move changes.
    const ply = p.ply;
    if (ply >= p.stMove.length) p.grow();
    p.stMove[ply] = m;
    p.stHashLo[ply] = p.hashLo;
    p.stHashHi[ply] = p.hashHi;
    p.stHalf[ply] = p.halfmove;
    p.stUndo[ply] = 0;
    saveEp(p, ply);
    p.halfmove++;
    if (p.turn === 1) p.fullmove++;
    p.turn ^= 1;
    p.hashLo ^= zSideLo;
    p.hashHi ^= zSideHi;
    p.ply = ply + 1;
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    if (moveKind(p.stMove[ply]!) !== KIND_PASS) return unmakeMove(p);
    p.ply = ply;
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    p.halfmove = p.stHalf[ply]!;
    restoreEp(p, ply);
    p.hashLo = p.stHashLo[ply]!;
    p.hashHi = p.stHashHi[ply]!;
  }

  return { gameEnd, generateLegal, generateLegalByMaking, make, unmake };
}

/** The stand-in: the inner link and make/unmake as they are. */
export function noPassingPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _ep: EnPassantPart, _at: AttacksPart, _lgg: LegalGeneralPart, mu: MakeUnmakePart, inner: EndChain): PassingPart {
  return { gameEnd: inner.gameEnd, generateLegal: inner.generateLegal, generateLegalByMaking: inner.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
}
