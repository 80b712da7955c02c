/**
 * How the kernel parts fit together: each part is a factory over the
 * variant's tables, the constants and move codecs, and the parts it calls. `wireKernel` runs
 * in both modes of ../kernel.ts — on fresh copies of the parts compiled from
 * their source text, or on the imported modules themselves — so, like the
 * parts, it uses nothing but its parameters.
 *
 * Some parts belong to a rule (castling, en passant, promotion, drops, hands and drop mates, blasts, multi-leg moves, gating, pseudoRoyal,
 * checkFilter, givesCheck, checkFreeWalk and countNoCheck for `checking: false`, mustCapture, makpong, the setup phase, sittuyin's promotion, counting, flips, and the
 * node-start results: walls, a wall or a move, passing, extinction, flag, castling wins, check counting): select.ts
 * swaps in their empty stand-ins for a variant that does not use the rule.
 */
import { moveCodecs } from '../moves.ts';
import { attacksPart } from './attacks.ts';
import { blastPart } from './blast.ts';
import { blastRoyaltyPart } from './blastRoyalty.ts';
import { boardPart } from './board.ts';
import { petrifyPart, petrifyRoyaltyPart } from './petrify.ts';
import { byMakingPart } from './byMaking.ts';
import { castlingPart } from './castling.ts';
import { castlingLegalPart } from './castlingLegal.ts';
import { castlingWinsPart } from './castlingWins.ts';
import { checkCountPart } from './checkCount.ts';
import { checkFilterPart } from './checkFilter.ts';
import { checksPart } from './checks.ts';
import { connectPart } from './connect.ts';
import { connectLastPart } from './connectLast.ts';
import { countingPart } from './counting.ts';
import { dropCountPart } from './dropCount.ts';
import { dropsPart } from './drops.ts';
import { dropsGeneralPart } from './dropsGeneral.ts';
import { enPassantPart } from './enPassant.ts';
import { extinctionPart } from './extinction.ts';
import { flagPart } from './flag.ts';
import { gatingLegalPart, gatingMakePart } from './gating.ts';
import { flipMovesPart, flipPart } from './flip.ts';
import { givesCheckPart } from './givesCheck.ts';
import { handsPart } from './hands.ts';
import { landingDropsPart } from './landingDrops.ts';
import { legalPart } from './legal.ts';
import { countWalkPart } from './countWalk.ts';
import { checkFreeWalkPart } from './checkFreeWalk.ts';
import { countNoCheckPart } from './countNoCheck.ts';
import { legalCountPart } from './legalCount.ts';
import { blastCountPart } from './countBlast.ts';
import { blastCaptureCountPart } from './blastCaptureCount.ts';
import { blastPinsPart } from './blastPins.ts';
import { blastWalkPart } from './blastWalk.ts';
import { blastZonesPart } from './blastZones.ts';
import { legalGeneralPart } from './legalGeneral.ts';
import { listRulesPart } from './listRules.ts';
import { makeUnmakePart } from './makeUnmake.ts';
import { makpongPart } from './makpong.ts';
import { movegenPart } from './movegen.ts';
import { multiLegAttacksPart, multiLegLegalPart, multiLegMakePart, multiLegMovesPart } from './multiLeg.ts';
import { mustCapturePart } from './mustCapture.ts';
import { mutuallyImmunePart } from './mutuallyImmune.ts';
import { perftPart } from './perft.ts';
import { passingPart } from './passing.ts';
import { blastHandsPart } from './blastHands.ts';
import { pieceMovesPart } from './pieceMoves.ts';
import { promotionPart } from './promotion.ts';
import { promotedMarksPart } from './promotedMarks.ts';
import { pseudoRoyalFlipPart, pseudoRoyalPart } from './pseudoRoyal.ts';
import { pseudoRoyalGeneralPart } from './pseudoRoyalGeneral.ts';
import { pseudoRoyalCountPart } from './pseudoRoyalCount.ts';
import { pawnWalkPart } from './pawnWalk.ts';
import { pawnSetsPart } from './pawnSets.ts';
import { rankBitsPart } from './rankBits.ts';
import { kingCountPart } from './kingCount.ts';
import { quietWalkPart } from './quietWalk.ts';
import { setupPhasePart } from './setupPhase.ts';
import { sittuyinMakePart, sittuyinPromotionPart } from './sittuyinPromotion.ts';
import { threatMarksPart } from './threatMarks.ts';
import { threatsPart } from './threats.ts';
import { wallSquaresPart, wallsPart, wallsPerftPart } from './walls.ts';
import { wallOrMovePart } from './wallOrMove.ts';
import { wallLegalPart } from './wallLegal.ts';
import type { Kernel, KernelConstants, KernelConstantValues, KernelTables } from './types.ts';

/** The parts, by name (the rules' parts in their full form); the assembler compiles them in this order. */
export const kernelParts = {
  codecs: moveCodecs,
  rankBits: rankBitsPart,
  board: boardPart,
  enPassant: enPassantPart,
  promotion: promotionPart,
  castling: castlingPart,
  counting: countingPart,
  landingDrops: landingDropsPart,
  drops: dropsPart,
  dropCount: dropCountPart,
  attacks: attacksPart,
  multiLegAttacks: multiLegAttacksPart,
  pieceMoves: pieceMovesPart,
  movegen: movegenPart,
  multiLegMoves: multiLegMovesPart,
  makeUnmake: makeUnmakePart,
  multiLegMake: multiLegMakePart,
  hands: handsPart,
  promotedMarks: promotedMarksPart,
  sittuyinMake: sittuyinMakePart,
  blast: blastPart,
  petrify: petrifyPart,
  gatingMake: gatingMakePart,
  checks: checksPart,
  givesCheck: givesCheckPart,
  byMaking: byMakingPart,
  castlingLegal: castlingLegalPart,
  threatMarks: threatMarksPart,
  threats: threatsPart,
  legalGeneral: legalGeneralPart,
  dropsGeneral: dropsGeneralPart,
  blastRoyalty: blastRoyaltyPart,
  petrifyRoyalty: petrifyRoyaltyPart,
  pseudoRoyalFlip: pseudoRoyalFlipPart,
  pseudoRoyalGeneral: pseudoRoyalGeneralPart,
  pseudoRoyal: pseudoRoyalPart,
  checkFilter: checkFilterPart,
  mustCapture: mustCapturePart,
  mutuallyImmune: mutuallyImmunePart,
  makpong: makpongPart,
  setupPhase: setupPhasePart,
  sittuyinPromotion: sittuyinPromotionPart,
  listRules: listRulesPart,
  legal: legalPart,
  countWalk: countWalkPart,
  pseudoRoyalCount: pseudoRoyalCountPart,
  pawnWalk: pawnWalkPart,
  pawnSets: pawnSetsPart,
  quietWalk: quietWalkPart,
  kingCount: kingCountPart,
  legalCount: legalCountPart,
  checkFreeWalk: checkFreeWalkPart,
  countNoCheck: countNoCheckPart,
  blastZones: blastZonesPart,
  blastPins: blastPinsPart,
  blastCaptureCount: blastCaptureCountPart,
  blastWalk: blastWalkPart,
  blastCount: blastCountPart,
  multiLegLegal: multiLegLegalPart,
  gatingLegal: gatingLegalPart,
  checkCount: checkCountPart,
  connectLast: connectLastPart,
  connect: connectPart,
  castlingWins: castlingWinsPart,
  flag: flagPart,
  extinction: extinctionPart,
  flipMoves: flipMovesPart,
  flip: flipPart,
  passing: passingPart,
  blastHands: blastHandsPart,
  wallSquares: wallSquaresPart,
  wallLegal: wallLegalPart,
  walls: wallsPart,
  wallOrMove: wallOrMovePart,
  perft: perftPart,
  wallsPerft: wallsPerftPart,
};

export type KernelParts = typeof kernelParts;

/** Instantiates every part once for one variant and returns the kernel's entry points. */
export function wireKernel(v: KernelTables, constants: KernelConstantValues, parts: KernelParts): Kernel {
  // The copy's own move codecs: no function of the hot loops is shared with another variant's copy.
  // Only a gating variant's copy decodes the gating bits (moves.ts).
  const K: KernelConstants = { ...constants, ...parts.codecs({ ...constants, GATING: v.gating !== undefined }) };
  // The rank words (rankBits.ts) kept beside the board only where a count reads them (pawnSets.ts).
  const rb = parts.rankBits(v, K);
  const bd = parts.board(v, K, rb);
  const ep = parts.enPassant(v, K, bd);
  const pr = parts.promotion(v, K, bd);
  const cr = parts.castling(v, K, bd);
  const co = parts.counting(v, K);
  const ld = parts.landingDrops(v, K);
  const dr = parts.drops(v, K, ld);
  // Multi-leg moves wrap the attack test, move generation, make/unmake and legality; without them the stand-ins return those as they are.
  const at = parts.multiLegAttacks(v, K, bd, parts.attacks(v, K, bd));
  const pm = parts.pieceMoves(v, K, ep, pr);
  const mg = parts.multiLegMoves(v, K, parts.movegen(v, K, pm, cr, dr), cr, dr);
  // Hands wrap make/unmake (captures into hand, drops); without drops the stand-in returns them as they are.
  // Promoted marks without hands (the FEN's `+S`) wrap them where pieces promote shogi-style; elsewhere the stand-in returns them as they are.
  // Blasts wrap those in turn (the pieces around a capture removed); without them the stand-in returns them as they are.
  // Blasted pieces go into hand where the variant has hands (blastHands.ts); without both the stand-in returns them as they are.
  // Petrification wraps them too (the captor turned into a wall); without it the stand-in returns them as they are.
  // Gating wraps them outermost (a gating move made as its plain move, then the gated piece put; the gates kept per ply); without gates the stand-in returns them as they are.
  const mu = parts.gatingMake(v, K, bd, parts.petrify(v, K, bd, parts.blastHands(v, K, parts.blast(v, K, bd, cr, parts.sittuyinMake(v, K, bd, ep, co, parts.hands(v, K, bd, ep, co, cr, parts.promotedMarks(v, K, parts.multiLegMake(v, K, bd, parts.makeUnmake(v, K, bd, ep, pr, cr, co)))))))));
  const ch = parts.checks(v, K);
  const gc = parts.givesCheck(v, K);
  const bm = parts.byMaking(v, K, at, mu);
  const cl = parts.castlingLegal(v, K, at, cr, bm);
  const tm = parts.threatMarks(v, K);
  const th = parts.threats(v, K, tm);
  const lgg = parts.legalGeneral(v, K, bd, at, mg, bm, cl, tm, th, pr);
  const br = parts.blastRoyalty(v, K, at);
  const rf = parts.pseudoRoyalFlip(v, K);
  const ps = parts.pseudoRoyal(v, K, at, mu, cr, br, parts.petrifyRoyalty(v, K), rf, parts.pseudoRoyalGeneral(v, K, at, tm, th, dr));
  // Walls beside pseudo-royal pieces: each move judged with its wall placed (wallLegal.ts), in pseudoRoyal's place; elsewhere the stand-in is never asked.
  const ws = parts.wallSquares(v, K);
  const wlg = parts.wallLegal(v, K, at, mu, cr, br, ws, rf, ps);
  const cf = parts.checkFilter(v, K, bd, at, mu, gc);
  const mc = parts.mustCapture(v, K);
  const mp = parts.makpong(v, K, bd, at);
  const sp = parts.setupPhase(v, K);
  const sy = parts.sittuyinPromotion(v, K, at, mu);
  const lr = parts.listRules(v, K, ps, cf, mp, mc, sp, sy, parts.mutuallyImmune(v, K), wlg);
  // Gating adds each legal move's gating twins and Ouk Chatrang's first moves; without gates the stand-in returns the generators as they are.
  const direct = parts.legal(v, K, bd, at, mg, ch, bm, cl, lgg, pr, lr, dr, parts.dropsGeneral(v, K, dr, bm, tm, at));
  const lg = parts.gatingLegal(v, K, at, mu, parts.multiLegLegal(v, K, direct, mg, bm));
  // Bulk perft's last ply counted, not listed, where the legal list is direct's (select.ts); else a stand-in perft never asks.
  // Under `checking: false` the count skips the moves that give check (countNoCheck.ts); elsewhere the stand-in hands it back.
  // Where captures blast, countBlast.ts counts it instead (select.ts), its free pieces walked by blastWalk.ts, its checks and pins found by blastPins.ts,
  // its captures and king judged by blastCaptureCount.ts over blastZones.ts's tables; its stand-in hands back legalCount's part.
  const cwk = parts.countWalk(v, K, ep, mc, pr);
  const prc = parts.pseudoRoyalCount(v, K, bd, bm, mu, ps);
  const pw = parts.pawnWalk(v, K, ep, mc, cwk);
  const count = parts.legalCount(v, K, bd, at, cwk, mg, ch, prc, cl, pr, dr, parts.dropCount(v, K, dr, ld), mc, direct, pw, parts.quietWalk(v, K, cwk), parts.kingCount(v, K, at, mg, cwk, prc, mc, ch), parts.pawnSets(v, K, rb, pw, mc, cwk));
  const bz = parts.blastZones(v, K);
  const bp = parts.blastPins(v, K, ch, at, bz);
  const bcc = parts.blastCaptureCount(v, K, bp, mg, cl, lr, bz);
  const bct = parts.blastCount(v, K, parts.blastWalk(v, K, ep, bcc), mg, bp, direct, bcc, count);
  const lc = parts.countNoCheck(v, K, bd, at, cwk, parts.checkFreeWalk(v, K, at, cwk, gc), mg, ch, cl, dr, mc, mu, gc, direct, bct);
  // The node-start results, each wrapping the one before (judged outermost first: extinction, flag, castling wins, connect-n, checks).
  const cc = parts.checkCount(v, K, bd, at, mu, lg, gc);
  const cw = parts.castlingWins(v, K, parts.connect(v, K, cc, parts.connectLast(v, K)));
  const fl = parts.flag(v, K, at, cw);
  const ex = parts.extinction(v, K, fl);
  // Flips wrap make/unmake (pieces turned, ataxx's clones) and the chain (clones added, reversi's drops filtered, a full board).
  const fm = parts.flipMoves(v, K, bd, cc);
  const fp = parts.flip(v, K, fm, ex);
  // Passing (and bikjang) outermost: it wraps make/unmake for the pass, and judges two passes in a row first.
  const pa = parts.passing(v, K, bd, ep, at, lgg, fm, fp);
  // Walls placed with every move outermost of all: in a move's wall half there are only the wall moves.
  const wp = parts.walls(v, K, pa, pa, ws, wlg);
  // A wall or a move (atlantis) instead: the walls alone join the legal list, one ply each.
  const wl = parts.wallOrMove(v, K, ep, at, ws, wp, wp);
  const pf = parts.wallsPerft(v, K, parts.perft(v, K, wl, wl, lc, rb));
  return {
    generateLegal: wl.generateLegal,
    generateLegalByMaking: wl.generateLegalByMaking,
    generatePseudo: mg.generatePseudo,
    isAttacked: at.isAttacked,
    // With pseudo-royal pieces (pseudoRoyal.ts) they count as royal; the stand-in hands back at.royalAttacked itself.
    royalAttacked: ps.royalAttacked,
    make: wl.make,
    unmake: wl.unmake,
    gameEnd: wl.gameEnd,
    perft: pf.perft,
    perftFull: pf.perftFull,
  };
}
