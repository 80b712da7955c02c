/**
 * Each kernel part on its own, instantiated from its module (no assembler),
 * on positions set up by the FEN parser.
 */
import { noRankBitsPart } from './rankBits.ts';
import { noPawnSetsPart } from './pawnSets.ts';
import { noDropsPart } from './drops.ts';
import { noDropCountPart } from './dropCount.ts';
import { noLandingDropsPart } from './landingDrops.ts';
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../compile.ts';
import { parseFen } from '../fen.ts';
import { encodeCastle, encodeMove, KIND_DOUBLE, KIND_NORMAL, moveCodecs } from '../moves.ts';
import { parseSquare } from '../geometry.ts';
import { pieceCode } from '../placement.ts';
import { chessSpec } from '../specs.fixture.ts';
import { attacksPart } from './attacks.ts';
import { noBlastRoyaltyPart } from './blastRoyalty.ts';
import { boardPart } from './board.ts';
import { byMakingPart } from './byMaking.ts';
import { noDropsGeneralPart } from './dropsGeneral.ts';
import { castlingPart } from './castling.ts';
import { castlingLegalPart } from './castlingLegal.ts';
import { castlingWinsPart } from './castlingWins.ts';
import { connectPart } from './connect.ts';
import { connectLastPart } from './connectLast.ts';
import { checkFilterPart, noCheckFilterPart } from './checkFilter.ts';
import { checksPart } from './checks.ts';
import { noCountingPart } from './counting.ts';
import { kernelConstants } from './constants.ts';
import { enPassantPart } from './enPassant.ts';
import { givesCheckPart } from './givesCheck.ts';
import { legalPart } from './legal.ts';
import { countWalkPart, noCountWalkPart } from './countWalk.ts';
import { legalCountPart, noLegalCountPart } from './legalCount.ts';
import { kingCountPart, noKingCountPart } from './kingCount.ts';
import { legalGeneralPart } from './legalGeneral.ts';
import { listRulesPart } from './listRules.ts';
import { noSetupPhasePart } from './setupPhase.ts';
import { noSittuyinPromotionPart } from './sittuyinPromotion.ts';
import { makeUnmakePart } from './makeUnmake.ts';
import { makpongPart, noMakpongPart } from './makpong.ts';
import { movegenPart } from './movegen.ts';
import { noMutuallyImmunePart } from './mutuallyImmune.ts';
import { mustCapturePart, noMustCapturePart } from './mustCapture.ts';
import { noWallLegalPart } from './wallLegal.ts';
import { noWallSquaresPart } from './walls.ts';
import { noPseudoRoyalFlipPart, noPseudoRoyalPart } from './pseudoRoyal.ts';
import { noPseudoRoyalGeneralPart } from './pseudoRoyalGeneral.ts';
import { noPseudoRoyalCountPart } from './pseudoRoyalCount.ts';
import { noPawnWalkPart } from './pawnWalk.ts';
import { noQuietWalkPart } from './quietWalk.ts';
import { perftPart } from './perft.ts';
import { noPetrifyRoyaltyPart } from './petrify.ts';
import { pieceMovesPart } from './pieceMoves.ts';
import { promotionPart } from './promotion.ts';
import { threatMarksPart } from './threatMarks.ts';
import { threatsPart } from './threats.ts';

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
  const bd = boardPart(v, K, noRankBitsPart(v, K));
  return { bd, ep: enPassantPart(v, K, bd), pr: promotionPart(v, K, bd), cr: castlingPart(v, K, bd), co: noCountingPart(v, K) };
}
const snapshot = (p: ReturnType<typeof position>) => ({ board: [...p.board], hash: [p.hashLo, p.hashHi], turn: p.turn, ep: p.epCount, castle: p.castleMask });

describe('kernel parts, one at a time', () => {
  it('board: moves pieces keeping the piece lists and the hash', () => {
    const bd = boardPart(v, K, noRankBitsPart(v, K));
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
    const at = attacksPart(v, K, boardPart(v, K, noRankBitsPart(v, K)));
    const p = position();
    expect(at.isAttacked(p, sq('e3'), 0)).toBe(true);
    expect(at.isAttacked(p, sq('e5'), 0)).toBe(false);
    expect(at.isAttacked(p, sq('f6'), 1)).toBe(true);
    expect(at.royalAttacked(p, 0)).toBe(false);
    expect(at.royalAttacked(position('4k3/8/8/8/8/8/8/r3K3 w - - 0 1'), 0)).toBe(true);
  });

  it('piece moves and move generation: pseudo-legal moves from the tables', () => {
    const { ep, pr, cr } = ruleParts();
    const mg = movegenPart(v, K, pieceMovesPart(v, K, ep, pr), cr, noDropsPart(v, K));
    const out = new Int32Array(K.MAX_MOVES);
    const p = position();
    expect(mg.generatePseudo(p, out, 0)).toBe(20);
    const pawn = 5; // chessSpec's sixth piece; White's piece-colour index is 2 * type
    const n = mg.movesOf(p, out, 0, sq('e2'), 2 * pawn, 0, pawn);
    expect([...out.subarray(0, n)].sort()).toEqual([encodeMove(sq('e2'), sq('e3'), -1, KIND_NORMAL), encodeMove(sq('e2'), sq('e4'), -1, KIND_DOUBLE)].sort());
    expect(cr.castlingMoves(position('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'), out, 0, 0)).toBe(2);
  });

  it('make/unmake: a double step leaves its e.p. square where an enemy pawn could take on it, and unmake restores everything', () => {
    const { bd, ep, pr, cr, co } = ruleParts();
    const mu = makeUnmakePart(v, K, bd, ep, pr, cr, co);
    // Beside the black pawn on d4, e2-e4 leaves e3 (and hashes it).
    const p = position('4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1');
    const before = snapshot(p);
    mu.make(p, encodeMove(sq('e2'), sq('e4'), -1, KIND_DOUBLE));
    expect([p.epCount, p.epSq[0], p.epVictim]).toEqual([1, sq('e3'), sq('e4')]);
    expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
    mu.unmake(p);
    expect(snapshot(p)).toEqual(before);
    // From the start no black pawn could take on e3: no e.p. square, as Fairy-Stockfish keeps none (the hash neither).
    const start = position();
    const atStart = snapshot(start);
    mu.make(start, encodeMove(sq('e2'), sq('e4'), -1, KIND_DOUBLE));
    expect([start.epCount, start.epVictim]).toEqual([0, -1]);
    expect([start.hashLo, start.hashHi]).toEqual(start.computeHash());
    mu.unmake(start);
    expect(snapshot(start)).toEqual(atStart);
    // A white piece on d4 or a black non-pawn there takes nothing en passant.
    for (const fen of ['4k3/8/8/8/3P4/8/4P3/4K3 w - - 0 1', '4k3/8/8/8/3n4/8/4P3/4K3 w - - 0 1']) {
      const q = position(fen);
      mu.make(q, encodeMove(sq('e2'), sq('e4'), -1, KIND_DOUBLE));
      expect(q.epCount).toBe(0);
    }
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

  it('threats: checks, pins and the squares where a move could open a grasshopper hop', () => {
    const g = compileVariant({ ...chessSpec, pieces: chessSpec.pieces.map((p) => (p.letter === 'N' ? { ...p, betza: 'gQ' } : p)) });
    const gsq = (name: string) => parseSquare(g.geometry, name)!;
    const tm = threatMarksPart(g, K);
    const th = threatsPart(g, K, tm);
    const r = parseFen(g, '4k3/8/4n3/8/4Q3/8/4R3/4K3 w - - 0 1');
    if (!r.ok) throw new Error(r.error);
    const st = tm.beginMarks(r.position, 1);
    th.threatsTo(r.position, gsq('e1'), 1);
    expect(tm.checkCount()).toBe(0);
    // The screen is e2; the queen behind it shields the grasshopper (n) on e6: she is the one square marked.
    expect(tm.touchCount()).toBe(1);
    expect(tm.touchStamp[gsq('e4')]).toBe(st);
  });

  it('legal moves and perft, wired by hand', () => {
    const { bd, ep, pr, cr, co } = ruleParts();
    const at = attacksPart(v, K, bd);
    const mg = movegenPart(v, K, pieceMovesPart(v, K, ep, pr), cr, noDropsPart(v, K));
    const mu = makeUnmakePart(v, K, bd, ep, pr, cr, co);
    const bm = byMakingPart(v, K, at, mu);
    const cl = castlingLegalPart(v, K, at, cr, bm);
    const tm = threatMarksPart(v, K);
    const ps = noPseudoRoyalPart(v, K, at, mu, cr, noBlastRoyaltyPart(v, K, at), noPetrifyRoyaltyPart(v, K), noPseudoRoyalFlipPart(v, K), noPseudoRoyalGeneralPart(v, K, at, tm, threatsPart(v, K, tm), noDropsPart(v, K)));
    const rc = noPseudoRoyalCountPart(v, K, bd, bm, mu, ps);
    const lg = legalPart(v, K, bd, at, mg, checksPart(v, K), bm, cl, legalGeneralPart(v, K, bd, at, mg, bm, cl, tm, threatsPart(v, K, tm), pr), pr, listRulesPart(v, K, ps, noCheckFilterPart(v, K, bd, at, mu, givesCheckPart(v, K)), noMakpongPart(v, K, bd, at), noMustCapturePart(v, K), noSetupPhasePart(v, K), noSittuyinPromotionPart(v, K, at, mu), noMutuallyImmunePart(v, K), noWallLegalPart(v, K, at, mu, cr, noBlastRoyaltyPart(v, K, at), noWallSquaresPart(v, K), noPseudoRoyalFlipPart(v, K), ps)), noDropsPart(v, K), noDropsGeneralPart(v, K, noDropsPart(v, K), bm, tm, at));
    const chain = { ...lg, gameEnd: () => 0 };
    const cwk0 = noCountWalkPart(v, K, ep, noMustCapturePart(v, K));
    const pf = perftPart(v, K, chain, mu, noLegalCountPart(v, K, bd, at, noCountWalkPart(v, K, ep, noMustCapturePart(v, K)), mg, checksPart(v, K), rc, cl, pr, noDropsPart(v, K), noDropCountPart(v, K, noDropsPart(v, K), noLandingDropsPart(v, K)), noMustCapturePart(v, K), lg, noPawnWalkPart(v, K, ep, noMustCapturePart(v, K), noCountWalkPart(v, K, ep, noMustCapturePart(v, K))), noQuietWalkPart(v, K, noCountWalkPart(v, K, ep, noMustCapturePart(v, K))), noKingCountPart(v, K, at, mg, noCountWalkPart(v, K, ep, noMustCapturePart(v, K)), rc, noMustCapturePart(v, K), checksPart(v, K)), noPawnSetsPart(v, K, noRankBitsPart(v, K), noPawnWalkPart(v, K, ep, noMustCapturePart(v, K), cwk0), noMustCapturePart(v, K), cwk0)), noRankBitsPart(v, K));
    // The last ply counted (legalCount.ts) rather than listed: the same leaves.
    const cwk = countWalkPart(v, K, ep, noMustCapturePart(v, K));
    const chk = checksPart(v, K);
    const lc = legalCountPart(v, K, bd, at, cwk, mg, chk, rc, cl, pr, noDropsPart(v, K), noDropCountPart(v, K, noDropsPart(v, K), noLandingDropsPart(v, K)), noMustCapturePart(v, K), lg, noPawnWalkPart(v, K, ep, noMustCapturePart(v, K), cwk), noQuietWalkPart(v, K, cwk), kingCountPart(v, K, at, mg, cwk, rc, noMustCapturePart(v, K), chk), noPawnSetsPart(v, K, noRankBitsPart(v, K), noPawnWalkPart(v, K, ep, noMustCapturePart(v, K), cwk), noMustCapturePart(v, K), cwk));
    const counted = perftPart(v, K, chain, mu, lc, noRankBitsPart(v, K));
    const out = new Int32Array(K.MAX_MOVES);
    const pinned = position('4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1');
    // The pinned bishop has no move; the king has four.
    expect(lg.generateLegal(pinned, out, 0)).toBe(4);
    expect(lg.generateLegalByMaking(pinned, out, 0)).toBe(4);
    expect(lc.countLegal(pinned)).toBe(4);
    expect(pf.perft(position(), 3)).toBe(8902);
    expect(counted.perft(position(), 3)).toBe(8902);
    expect(pf.perftFull(position(), 2)).toBe(400);
  });

  it('mustCapture: only captures when there is one, else every move', () => {
    const mc = mustCapturePart({ ...v, spec: { ...v.spec, mustCapture: true } }, K);
    const p = position('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1');
    const capture = encodeMove(sq('e4'), sq('d5'), -1, KIND_NORMAL);
    const push = encodeMove(sq('e4'), sq('e5'), -1, KIND_NORMAL);
    const castle = encodeCastle(sq('e1'), sq('h1'), 0);
    const out = Int32Array.from([push, capture, castle]);
    expect(mc.onlyCaptures(p, out, 0, 3)).toBe(1);
    expect(out[0]).toBe(capture);
    // Castling lands the king on its own rook's square, yet takes nothing.
    const quiet = Int32Array.from([push, castle]);
    expect(mc.onlyCaptures(p, quiet, 0, 2)).toBe(2);
    expect(Array.from(quiet)).toEqual([push, castle]);
    expect(noMustCapturePart(v, K).onlyCaptures(p, out, 0, 3)).toBe(3);
    // The full part on a variant without the rule keeps the list too.
    expect(mustCapturePart(v, K).onlyCaptures(p, Int32Array.from([push, capture]), 0, 2)).toBe(2);
  });

  it('checkFilter: drops direct and discovered checks', () => {
    const { bd, ep, pr, cr, co } = ruleParts();
    const at = attacksPart(v, K, bd);
    const strict = { ...v, spec: { ...v.spec, checking: false } };
    const cf = checkFilterPart(strict, K, bd, at, makeUnmakePart(v, K, bd, ep, pr, cr, co), givesCheckPart(strict, K));
    // The bishop on e2 screens the rook on e1's file: any bishop move discovers check; Rh1-h8 checks directly.
    const p = position('4k3/8/8/8/8/8/4B3/K3R2R w - - 0 1');
    const discovered = encodeMove(sq('e2'), sq('d3'), -1, KIND_NORMAL);
    const direct = encodeMove(sq('h1'), sq('h8'), -1, KIND_NORMAL);
    const quiet = encodeMove(sq('h1'), sq('h2'), -1, KIND_NORMAL);
    const out = Int32Array.from([discovered, direct, quiet]);
    expect(cf.dropChecks(p, out, 0, 3)).toBe(1);
    expect(out[0]).toBe(quiet);
    expect(p.board[sq('e2')]).toBe(pieceCode(v.typeByLetter.get('B')!, 0));
  });

  it('makpong: in check, the king may only take the sole checker', () => {
    const { bd } = ruleParts();
    const at = attacksPart(v, K, bd);
    const mp = makpongPart({ ...v, spec: { ...v.spec, makpong: true } }, K, bd, at);
    const take = encodeMove(sq('e1'), sq('e2'), -1, KIND_NORMAL);
    const step = encodeMove(sq('e1'), sq('d1'), -1, KIND_NORMAL);
    const block = encodeMove(sq('a2'), sq('a3'), -1, KIND_NORMAL);
    // The rook on e2 checks alone: taking it stays, stepping aside goes, a move of another piece stays.
    const out = Int32Array.from([step, take, block]);
    expect(mp.dropKingMoves(position('4k3/8/8/8/8/8/P3r3/4K3 w - - 0 1'), out, 0, 3)).toBe(2);
    expect(Array.from(out.subarray(0, 2))).toEqual([take, block]);
    // A knight on f3 checks too: the rook is not the sole checker, so the king may not take it.
    const twice = Int32Array.from([step, take]);
    expect(mp.dropKingMoves(position('4k3/8/8/8/8/5n2/4r3/4K3 w - - 0 1'), twice, 0, 2)).toBe(0);
    // Not in check: every move stays.
    expect(mp.dropKingMoves(position('4k3/8/8/8/8/8/P7/4K3 w - - 0 1'), Int32Array.from([step, block]), 0, 2)).toBe(2);
    expect(makpongPart(v, K, bd, at).dropKingMoves(position('4k3/8/8/8/8/8/P3r3/4K3 w - - 0 1'), Int32Array.from([step, take]), 0, 2)).toBe(2);
  });

  it('castlingWins: castling with a listed right wins, holding none of them loses', () => {
    const w = { ...v, spec: { ...v.spec, castlingWins: ['q'] } };
    const none = { gameEnd: () => 0, generateLegal: (_p: unknown, _o: Int32Array, s: number) => s + 1, generateLegalByMaking: (_p: unknown, _o: Int32Array, s: number) => s + 1 };
    const cw = castlingWinsPart(w, K, none);
    const loss = K.END_CASTLING | K.END_LOSS;
    const win = K.END_CASTLING | K.END_WIN;
    expect(cw.gameEnd(position('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'))).toBe(0);
    // Black without its queen-side right: it loses, whoever is to move.
    expect(cw.gameEnd(position('r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1'))).toBe(win);
    expect(cw.gameEnd(position('r3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1'))).toBe(loss);
    expect(cw.generateLegal(position('r3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1'), new Int32Array(1), 0)).toBe(0);
    // White's rights are not listed: losing them decides nothing.
    expect(cw.gameEnd(position('r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1'))).toBe(0);
    // Without the rule the inner link answers.
    expect(castlingWinsPart(v, K, none)).toBe(none);
  });

  it('connect: n counted pieces in a row for the side that just moved, in the listed directions only', () => {
    const w = compileVariant({ ...chessSpec, connect: { n: 3, horizontal: true, vertical: false, diagonal: true, pieces: ['N'], value: 'win' } });
    const none = { gameEnd: () => 0, generateLegal: (_p: unknown, _o: Int32Array, s: number) => s + 1, generateLegalByMaking: (_p: unknown, _o: Int32Array, s: number) => s + 1 };
    const cn = connectPart(w, K, none, connectLastPart(w, K));
    const at = (fen: string) => {
      const r = parseFen(w, fen);
      if (!r.ok) throw new Error(r.error);
      return r.position;
    };
    const loss = K.END_CONNECT | K.END_LOSS;
    // Three white knights along rank 1, Black to move: White has made its line.
    expect(cn.gameEnd(at('4k3/8/8/8/8/8/8/NNN1K3 b - - 0 1'))).toBe(loss);
    expect(cn.generateLegal(at('4k3/8/8/8/8/8/8/NNN1K3 b - - 0 1'), new Int32Array(1), 0)).toBe(0);
    // Judged for the side that just moved only.
    expect(cn.gameEnd(at('4k3/8/8/8/8/8/8/NNN1K3 w - - 0 1'))).toBe(0);
    // Along both diagonals; not along files (vertical: false); only the listed pieces; broken lines do not count.
    expect(cn.gameEnd(at('4k3/8/8/8/8/2N5/1N6/N3K3 b - - 0 1'))).toBe(loss);
    expect(cn.gameEnd(at('4k3/8/8/8/8/N7/1N6/2N1K3 b - - 0 1'))).toBe(loss);
    expect(cn.gameEnd(at('4k3/8/8/8/8/N7/N7/N3K3 b - - 0 1'))).toBe(0);
    expect(cn.gameEnd(at('4k3/8/8/8/8/8/8/NBN1K3 b - - 0 1'))).toBe(0);
    expect(cn.gameEnd(at('4k3/8/8/8/8/8/8/NN1NK3 b - - 0 1'))).toBe(0);
    // Without the rule the inner link answers.
    expect(connectPart(v, K, none, connectLastPart(v, K))).toBe(none);
  });

  it('connect: a tight square (connectNxN) and pieces on one line with gaps (collinearN)', () => {
    const none = { gameEnd: () => 0, generateLegal: (_p: unknown, _o: Int32Array, s: number) => s + 1, generateLegalByMaking: (_p: unknown, _o: Int32Array, s: number) => s + 1 };
    const sq = compileVariant({ ...chessSpec, connect: { n: 0, square: 2, horizontal: true, vertical: true, diagonal: true, pieces: ['N'], value: 'win' } });
    const line = compileVariant({ ...chessSpec, connect: { n: 0, collinear: 3, horizontal: true, vertical: true, diagonal: false, pieces: ['N'], value: 'loss' } });
    const at = (w: typeof sq, fen: string) => {
      const r = parseFen(w, fen);
      if (!r.ok) throw new Error(r.error);
      return r.position;
    };
    const cs = connectPart(sq, K, none, connectLastPart(sq, K));
    const cl = connectPart(line, K, none, connectLastPart(line, K));
    // A 2x2 block of knights, anywhere, the top and right edges included; an L or a row of four is not one (n is 0).
    expect(cs.gameEnd(at(sq, '4k3/8/8/8/8/8/NN6/NN2K3 b - - 0 1'))).toBe(K.END_CONNECT | K.END_LOSS);
    expect(cs.gameEnd(at(sq, '4k1NN/6NN/8/8/8/8/8/4K3 b - - 0 1'))).toBe(K.END_CONNECT | K.END_LOSS);
    expect(cs.gameEnd(at(sq, '4k3/8/8/8/8/8/N7/NN2K3 b - - 0 1'))).toBe(0);
    expect(cs.gameEnd(at(sq, '4k3/8/8/8/8/8/8/NNNNK3 b - - 0 1'))).toBe(0);
    // Three knights on one file with pieces and gaps between: the mover's loss (value), so the side to move wins.
    expect(cl.gameEnd(at(line, '4k3/N7/8/p7/N7/8/B7/N3K3 b - - 0 1'))).toBe(K.END_CONNECT | K.END_WIN);
    expect(cl.gameEnd(at(line, '4k3/8/8/8/8/8/8/N1N1KN2 b - - 0 1'))).toBe(K.END_CONNECT | K.END_WIN);
    // Not along a diagonal (diagonal: false), and two are not three.
    expect(cl.gameEnd(at(line, '4k3/8/8/8/8/2N5/1N6/N3K3 b - - 0 1'))).toBe(0);
    expect(cl.gameEnd(at(line, '4k3/8/8/8/8/8/8/N1N1K3 b - - 0 1'))).toBe(0);
  });
});
