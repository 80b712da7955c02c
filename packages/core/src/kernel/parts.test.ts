/**
 * Each kernel part on its own, instantiated from its module (no assembler),
 * on positions set up by the FEN parser.
 */
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../compile.ts';
import { parseFen } from '../fen.ts';
import { encodeCastle, encodeMove, KIND_DOUBLE, KIND_NORMAL, moveCodecs } from '../moves.ts';
import { parseSquare } from '../geometry.ts';
import { pieceCode } from '../placement.ts';
import { chessSpec } from '../specs.fixture.ts';
import { attacksPart } from './attacks.ts';
import { boardPart } from './board.ts';
import { byMakingPart } from './byMaking.ts';
import { castlingPart } from './castling.ts';
import { castlingLegalPart } from './castlingLegal.ts';
import { checksPart } from './checks.ts';
import { noCountingPart } from './counting.ts';
import { kernelConstants } from './constants.ts';
import { enPassantPart } from './enPassant.ts';
import { legalPart } from './legal.ts';
import { makeUnmakePart } from './makeUnmake.ts';
import { movegenPart } from './movegen.ts';
import { perftPart } from './perft.ts';
import { pieceMovesPart } from './pieceMoves.ts';
import { promotionPart } from './promotion.ts';

const v = compileVariant(chessSpec);
// What wireKernel hands the parts: the constants and a copy of the move codecs.
const K = { ...kernelConstants, ...moveCodecs(kernelConstants) };
const sq = (name: string) => parseSquare(v.geometry, name)!;
function position(fen: string = v.spec.startFen) {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}
/** The rules' parts every move-generating part takes (chess uses all three rules). */
function ruleParts() {
  const bd = boardPart(v, K);
  return { bd, ep: enPassantPart(v, K, bd), pr: promotionPart(v, K, bd), cr: castlingPart(v, K, bd), co: noCountingPart(v, K) };
}
const snapshot = (p: ReturnType<typeof position>) => ({ board: [...p.board], hash: [p.hashLo, p.hashHi], turn: p.turn, ep: p.epCount, castle: p.castleMask });

describe('kernel parts, one at a time', () => {
  it('board: moves pieces keeping the piece lists and the hash', () => {
    const bd = boardPart(v, K);
    const p = position();
    bd.shift(p, sq('g1'), sq('f3'));
    bd.remove(p, sq('d7'));
    bd.put(p, sq('d5'), pieceCode(5, 1)); // a black pawn
    expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
    expect(p.board[sq('f3')]).not.toBe(0);
    expect(bd.royalSquare(p, 0)).toBe(sq('e1'));
    expect(bd.royalSquare(p, 1)).toBe(sq('e8'));
  });

  it('attacks: tests squares against the reverse tables', () => {
    const at = attacksPart(v, K, boardPart(v, K));
    const p = position();
    expect(at.isAttacked(p, sq('e3'), 0)).toBe(true);
    expect(at.isAttacked(p, sq('e5'), 0)).toBe(false);
    expect(at.isAttacked(p, sq('f6'), 1)).toBe(true);
    expect(at.royalAttacked(p, 0)).toBe(false);
    expect(at.royalAttacked(position('4k3/8/8/8/8/8/8/r3K3 w - - 0 1'), 0)).toBe(true);
  });

  it('piece moves and move generation: pseudo-legal moves from the tables', () => {
    const { ep, pr, cr } = ruleParts();
    const mg = movegenPart(v, K, pieceMovesPart(v, K, ep, pr), pr, cr);
    const out = new Int32Array(K.MAX_MOVES);
    const p = position();
    expect(mg.generatePseudo(p, out, 0)).toBe(20);
    const pawn = 5; // chessSpec's sixth piece; White's piece-colour index is 2 * type
    const n = mg.movesOf(p, out, 0, sq('e2'), 2 * pawn, 0, pawn);
    expect([...out.subarray(0, n)].sort()).toEqual([encodeMove(sq('e2'), sq('e3'), -1, KIND_NORMAL), encodeMove(sq('e2'), sq('e4'), -1, KIND_DOUBLE)].sort());
    expect(cr.castlingMoves(position('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'), out, 0, 0)).toBe(2);
  });

  it('make/unmake: a double step leaves its e.p. square, and unmake restores everything', () => {
    const { bd, ep, pr, cr, co } = ruleParts();
    const mu = makeUnmakePart(v, K, bd, ep, pr, cr, co);
    const p = position();
    const before = snapshot(p);
    mu.make(p, encodeMove(sq('e2'), sq('e4'), -1, KIND_DOUBLE));
    expect([p.epCount, p.epSq[0], p.epVictim]).toEqual([1, sq('e3'), sq('e4')]);
    expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
    mu.unmake(p);
    expect(snapshot(p)).toEqual(before);
  });

  it('checks: finds checkers, the squares that answer a check, and pins', () => {
    const ch = checksPart(v, K);
    const pinned = position('4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1');
    expect(ch.checkersAndPins(pinned, sq('e1'), 1)).toBe(0);
    const st = ch.currentStamp();
    expect(ch.pinStamp[sq('e2')]).toBe(st);
    expect(ch.pinLine[sq('e5')]).toBe(ch.pinOf[sq('e2')]);
    expect(ch.pinsOverlap()).toBe(false);
    const check = position('4k3/8/8/8/8/8/8/r3K3 w - - 0 1');
    expect(ch.checkersAndPins(check, sq('e1'), 1)).toBe(1);
    const st2 = ch.currentStamp();
    expect(['a1', 'b1', 'c1', 'd1'].map((s) => ch.evasionStamp[sq(s)] === st2)).toEqual([true, true, true, true]);
    expect(ch.pinStamp[sq('e2')]).not.toBe(st2);
  });

  it('castling: the king may not cross an attacked square', () => {
    const { bd, ep, pr, cr, co } = ruleParts();
    const at = attacksPart(v, K, bd);
    const cs = castlingLegalPart(v, K, at, cr, byMakingPart(v, K, at, makeUnmakePart(v, K, bd, ep, pr, cr, co)));
    const p = position('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const kingside = encodeCastle(sq('e1'), sq('h1'), 0);
    expect(cs.castlingIsSafe(p, kingside)).toBe(true);
    expect(cs.castlingIsLegal(p, kingside)).toBe(true);
    const attacked = position('r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1');
    expect(cs.castlingIsSafe(attacked, kingside)).toBe(false);
    expect(cs.castlingIsLegal(attacked, kingside)).toBe(false);
  });

  it('legal moves and perft, wired by hand', () => {
    const { bd, ep, pr, cr, co } = ruleParts();
    const at = attacksPart(v, K, bd);
    const mg = movegenPart(v, K, pieceMovesPart(v, K, ep, pr), pr, cr);
    const mu = makeUnmakePart(v, K, bd, ep, pr, cr, co);
    const bm = byMakingPart(v, K, at, mu);
    const lg = legalPart(v, K, bd, at, mg, checksPart(v, K), bm, ep, castlingLegalPart(v, K, at, cr, bm));
    const pf = perftPart(v, K, lg, mu);
    const out = new Int32Array(K.MAX_MOVES);
    const pinned = position('4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1');
    // The pinned bishop has no move; the king has four.
    expect(lg.generateLegal(pinned, out, 0)).toBe(4);
    expect(lg.generateLegalByMaking(pinned, out, 0)).toBe(4);
    expect(pf.perft(position(), 3)).toBe(8902);
    expect(pf.perftFull(position(), 2)).toBe(400);
  });
});
