/**
 * Which parts a variant's kernel gets. A rule that has kernel code (castling,
 * en passant, promotion) owns one or more parts, each with an empty stand-in
 * offering the same functions; a variant that does not use the rule gets the
 * stand-ins, so its copy holds none of the rule's code and its hot loops call
 * functions that V8 inlines to nothing. The rule modules (../rules/) point
 * here for their kernel side; `uses` is the one test of whether a compiled
 * variant uses the rule, for the assembler and for parseFen alike.
 *
 * This runs in the assembler, not in a copy: it may import.
 */
import { M_EP } from '../compile.ts';
import { noBlastPart } from './blast.ts';
import { noBlastRoyaltyPart } from './blastRoyalty.ts';
import { noBlastHandsPart } from './blastHands.ts';
import { noBlastCountPart } from './countBlast.ts';
import { noBlastCaptureCountPart } from './blastCaptureCount.ts';
import { noBlastPinsPart } from './blastPins.ts';
import { noBlastWalkPart } from './blastWalk.ts';
import { noBlastZonesPart } from './blastZones.ts';
import { noPetrifyPart, noPetrifyRoyaltyPart } from './petrify.ts';
import { noCastlingPart } from './castling.ts';
import { noCastlingLegalPart } from './castlingLegal.ts';
import { noCastlingWinsPart } from './castlingWins.ts';
import { noCheckCountPart } from './checkCount.ts';
import { noCheckFilterPart } from './checkFilter.ts';
import { noCountingPart } from './counting.ts';
import { noDropCountPart } from './dropCount.ts';
import { noDropsPart } from './drops.ts';
import { noEnPassantPart } from './enPassant.ts';
import { noExtinctionPart } from './extinction.ts';
import { noFlagPart } from './flag.ts';
import { noGatingLegalPart, noGatingMakePart } from './gating.ts';
import { noConnectPart } from './connect.ts';
import { noConnectLastPart } from './connectLast.ts';
import { noGivesCheckPart } from './givesCheck.ts';
import { noHandsPart } from './hands.ts';
import { noLandingDropsPart } from './landingDrops.ts';
import { noCountWalkPart } from './countWalk.ts';
import { noKingCountPart } from './kingCount.ts';
import { noCheckFreeWalkPart } from './checkFreeWalk.ts';
import { noCountNoCheckPart } from './countNoCheck.ts';
import { noLegalCountPart } from './legalCount.ts';
import { noPromotedMarksPart } from './promotedMarks.ts';
import { noDropsGeneralPart } from './dropsGeneral.ts';
import { noMakpongPart } from './makpong.ts';
import { noMultiLegAttacksPart, noMultiLegLegalPart, noMultiLegMakePart, noMultiLegMovesPart } from './multiLeg.ts';
import { noMustCapturePart } from './mustCapture.ts';
import { noMutuallyImmunePart } from './mutuallyImmune.ts';
import { noPassingPart } from './passing.ts';
import { noFlipMovesPart, noFlipPart } from './flip.ts';
import { noPromotionPart } from './promotion.ts';
import { noWallSquaresPart, noWallsPart, noWallsPerftPart } from './walls.ts';
import { noWallOrMovePart } from './wallOrMove.ts';
import { noWallLegalPart } from './wallLegal.ts';
import { noPseudoRoyalFlipPart, noPseudoRoyalPart } from './pseudoRoyal.ts';
import { noPseudoRoyalGeneralPart } from './pseudoRoyalGeneral.ts';
import { noPseudoRoyalCountPart, pseudoRoyalCounted } from './pseudoRoyalCount.ts';
import { noPawnWalkPart } from './pawnWalk.ts';
import { noPawnSetsPart } from './pawnSets.ts';
import { noRankBitsPart } from './rankBits.ts';
import { noQuietWalkPart } from './quietWalk.ts';
import { noSetupPhasePart } from './setupPhase.ts';
import { noSittuyinMakePart, noSittuyinPromotionPart } from './sittuyinPromotion.ts';
import type { KernelTables } from './types.ts';
import { kernelParts, type KernelParts } from './wire.ts';

/** A rule's kernel side: whether a variant uses it, and the stand-ins of its parts for one that does not. */
export interface KernelRule {
  uses(v: KernelTables): boolean;
  readonly standIns: Partial<KernelParts>;
}

export const kernelRules = {
  /** Castling: the variant has a castling rule (castling rights come from the FEN). */
  castling: {
    uses: (v) => v.castling !== null,
    standIns: { castling: noCastlingPart, castlingLegal: noCastlingLegalPart },
  },
  /** En passant: some move captures en passant (else e.p. squares are never kept, and double steps are plain moves). */
  enPassant: {
    uses: (v) => v.leapMode.some((mode) => (mode & M_EP) !== 0),
    standIns: { enPassant: noEnPassantPart },
  },
  /** Promotion: some pawn can reach its promotion zone. */
  promotion: {
    uses: (v) => v.promoFrom.includes(1),
    standIns: { promotion: noPromotionPart },
  },
  /** Promoted marks without hands: pieces promote shogi-style where no hands keep the marks (the FEN's `+S`). */
  promotedMarks: {
    uses: (v) => v.piecePromotion !== undefined && (v.hands === undefined || v.hands.gatingOnly === true),
    standIns: { promotedMarks: noPromotedMarksPart },
  },
  /** Drops: the variant has hands (captures into hand, drops; the hands live in the position and its FEN). */
  drops: {
    uses: (v) => v.hands !== undefined && v.hands.gatingOnly !== true,
    standIns: { drops: noDropsPart, landingDrops: noLandingDropsPart, dropCount: noDropCountPart, hands: noHandsPart, dropsGeneral: noDropsGeneralPart },
  },
  /** A setup phase (placement, sittuyin): drops before board moves, and pieces paired on both colours (`drops.mustDrop`, `drops.oppositeColors`). */
  setupPhase: {
    uses: (v) => v.hands !== undefined && (v.hands.mustDrop === true || v.hands.oppositeColors !== undefined),
    standIns: { setupPhase: noSetupPhasePart },
  },
  /** Sittuyin's promotion: a pawn in the zone turns into its choice where it stands or one step away (`promotion.sittuyin`). */
  sittuyinPromotion: {
    uses: (v) => v.sittuyinZone !== undefined,
    standIns: { sittuyinPromotion: noSittuyinPromotionPart, sittuyinMake: noSittuyinMakePart },
  },
  /** Atomic blasts: a capture removes the captor and the pieces around it (make/unmake keep a record of them). */
  blast: {
    uses: (v) => v.blast !== undefined,
    standIns: { blast: noBlastPart, blastRoyalty: noBlastRoyaltyPart, blastZones: noBlastZonesPart, blastPins: noBlastPinsPart, blastCaptureCount: noBlastCaptureCountPart, blastWalk: noBlastWalkPart, blastCount: noBlastCountPart },
  },
  /** Blasts beside hands (atomic crazyhouse): every piece a blast removes goes to the hand of the side opposite to its colour. */
  blastHands: {
    uses: (v) => v.blast !== undefined && v.hands !== undefined && v.hands.gatingOnly !== true,
    standIns: { blastHands: noBlastHandsPart },
  },
  /** Petrification: a capturing piece of a listed type turns into a wall (make/unmake keep the piece). */
  petrify: {
    uses: (v) => v.petrify !== undefined,
    standIns: { petrify: noPetrifyPart, petrifyRoyalty: noPetrifyRoyaltyPart },
  },
  /** Multi-leg moves (XBetza `a`): some piece has them (their moves, attacks, locust captures in make/unmake, legality by making). */
  multiLeg: {
    uses: (v) => v.multiLeg !== undefined,
    standIns: { multiLegMoves: noMultiLegMovesPart, multiLegAttacks: noMultiLegAttacksPart, multiLegMake: noMultiLegMakePart, multiLegLegal: noMultiLegLegalPart },
  },
  /** Gating: the variant has gates (S-chess gating from the hand, Ouk Chatrang's first moves; the gates live in the position and its FEN). */
  gating: {
    uses: (v) => v.gating !== undefined,
    standIns: { gatingMake: noGatingMakePart, gatingLegal: noGatingLegalPart },
  },
  /** Extinction and bare king: the variant has an extinction rule. */
  extinction: {
    uses: (v) => v.extinction !== undefined,
    standIns: { extinction: noExtinctionPart },
  },
  /** Pseudo-royalty (and duple check): the variant's extinction rule makes its listed pieces royal while few. */
  pseudoRoyal: {
    uses: (v) => v.pseudoRoyal !== undefined,
    standIns: { pseudoRoyal: noPseudoRoyalPart, pseudoRoyalFlip: noPseudoRoyalFlipPart, pseudoRoyalGeneral: noPseudoRoyalGeneralPart, pseudoRoyalCount: noPseudoRoyalCountPart },
  },
  /** The flag rule: the variant has flag pieces and regions. */
  flag: {
    uses: (v) => v.flag !== undefined,
    standIns: { flag: noFlagPart },
  },
  /** Connect-n: the variant's pieces win by standing n in a row. */
  connect: {
    uses: (v) => v.connect !== undefined,
    standIns: { connect: noConnectPart, connectLast: noConnectLastPart },
  },
  /** Check counting: the variant counts checks (the counts live in the position and its FEN). */
  checkCount: {
    uses: (v) => v.checkCount !== undefined,
    // givesCheck is shared with no checking (below): the stand-in only where neither rule is used.
    standIns: { checkCount: noCheckCountPart, givesCheck: noGivesCheckPart },
  },
  /** No checking (`checking: false`): a move that gives check is illegal; with `drops.checks: false`, a drop that does. */
  checking: {
    uses: (v) => v.spec.checking === false || v.spec.drops?.checks === false,
    standIns: { checkFilter: noCheckFilterPart, givesCheck: noGivesCheckPart, checkFreeWalk: noCheckFreeWalkPart, countNoCheck: noCountNoCheckPart },
  },
  /** Must capture: when a legal capture exists, only captures are legal. */
  mustCapture: {
    uses: (v) => v.spec.mustCapture === true,
    standIns: { mustCapture: noMustCapturePart },
  },
  /** Mutual immunity: pieces of the listed types may not capture one another. */
  mutuallyImmune: {
    uses: (v) => v.mutuallyImmune !== undefined,
    standIns: { mutuallyImmune: noMutuallyImmunePart },
  },
  /** Makpong: in check, the royal piece may move only to take the sole checker. */
  makpong: {
    uses: (v) => v.spec.makpong === true,
    standIns: { makpong: noMakpongPart },
  },
  /** Castling wins: castling with a listed right wins, losing every listed right loses. */
  castlingWins: {
    uses: (v) => (v.spec.castlingWins ?? []).length > 0,
    standIns: { castlingWins: noCastlingWinsPart },
  },
  /** Counting (Makruk's and its relatives'): the variant has counting rules; the count's state is kept by make/unmake. */
  counting: {
    uses: (v) => v.counting !== null,
    standIns: { counting: noCountingPart },
  },
  /** Flips (ataxx, reversi): pieces around or enclosed by a move change sides; ataxx's clones; a full board ends the game. */
  flip: {
    uses: (v) => v.flip !== undefined,
    standIns: { flipMoves: noFlipMovesPart, flip: noFlipPart },
  },
  /** Passing (and janggi's bikjang): a side may pass, two passes in a row end the game. */
  passing: {
    uses: (v) => v.spec.pass === true || v.spec.pass === 'stalemate',
    standIns: { passing: noPassingPart },
  },
  /** Walls placed with every move (duck, arrows, trails, static walls): a move is its piece's move and then its wall, two half-moves of one side. */
  walls: {
    uses: (v) => v.walls !== undefined && v.walls.orMove !== true,
    standIns: { wallSquares: noWallSquaresPart, walls: noWallsPart, wallsPerft: noWallsPerftPart },
  },
  /** A wall or a move (atlantis): a turn is a piece's move without a wall, or a wall alone, one ply each. */
  wallOrMove: {
    uses: (v) => v.walls?.orMove === true,
    standIns: { wallSquares: noWallSquaresPart, wallOrMove: noWallOrMovePart },
  },
  /** Legality judged after the wall: walls beside pseudo-royal pieces (atomic chess with a duck), as Fairy-Stockfish judges them. */
  wallLegal: {
    uses: (v) => v.walls !== undefined && v.pseudoRoyal !== undefined,
    standIns: { wallLegal: noWallLegalPart },
  },
} satisfies Record<string, KernelRule>;

export type KernelRuleName = keyof typeof kernelRules;

/**
 * The rules under which the legal list is the direct generator's (legal.ts), but for must capture, and the
 * outer links only end the game at a node's start: with no other rule, bulk perft counts its last ply
 * (legalCount.ts) instead of listing it; no checking (a list-wide rule) is counted by its own part wrapping
 * that one (countNoCheck.ts). Any other rule (another list-wide one, multi-leg moves, gating, flips, passes,
 * walls, blasts, petrification) gives the variant `noLegalCountPart`, and the last ply is listed; so does a
 * variant where no side attacks along lines only (selectParts). Pseudo-royalty is counted where
 * pseudoRoyalCount.ts can tell which piece is royal (`pseudoRoyalCounted`).
 */
export const lastPlyCounted: ReadonlySet<KernelRuleName> = new Set<KernelRuleName>(['castling', 'enPassant', 'promotion', 'drops', 'counting', 'extinction', 'flag', 'connect', 'checkCount', 'castlingWins', 'mustCapture', 'setupPhase', 'checking']);

/**
 * Whether a blast variant counts its last ply in countBlast.ts: beside the rules above, blasts, mutual immunity
 * and one pseudo-royal type (without duple check, shogi-style flips, must capture or mutual immunity beside it);
 * no hands, no royal piece, attacks along lines only. The others list it.
 */
function blastCounted(v: KernelTables, rules: readonly KernelRuleName[]): boolean {
  const extra: ReadonlySet<KernelRuleName> = new Set<KernelRuleName>(['blast', 'pseudoRoyal', 'mutuallyImmune']);
  if (!rules.every((r) => r !== 'drops' && (lastPlyCounted.has(r) || extra.has(r)))) return false;
  if (!v.lineAttacksOnly[0] || !v.lineAttacksOnly[1] || v.royal.includes(1)) return false;
  const pr = v.pseudoRoyal;
  return pr === undefined || (pr.types.length === 1 && pr.duple === 0 && v.piecePromotion === undefined && !rules.includes('mustCapture') && !rules.includes('mutuallyImmune'));
}

/** Whether pawnSets.ts counts the pawns (see selectParts). */
function pawnSetsCounted(v: KernelTables, parts: KernelParts): boolean {
  if (parts.legalCount === noLegalCountPart || parts.pawnWalk === noPawnWalkPart || !v.pawn.includes(1)) return false;
  if (v.petrify !== undefined || v.walls !== undefined || v.flip !== undefined) return false;
  return !v.royal.includes(1) || startsWithoutRoyal(v);
}

/** Whether a side of the start position has no royal piece (its count is countWithoutRoyal's at every node). */
function startsWithoutRoyal(v: KernelTables): boolean {
  const royal = new Set(v.spec.pieces.filter((p) => p.royal).map((p) => p.letter));
  const placement = (v.spec.startFen.split(/\s+/)[0] ?? '').replace(/\[.*$/, '');
  const kings = [0, 0];
  for (const ch of placement) if (royal.has(ch.toUpperCase())) kings[ch === ch.toUpperCase() ? 0 : 1]!++;
  return kings[0] === 0 || kings[1] === 0;
}

export interface PartSelection {
  readonly parts: KernelParts;
  /** The kernel rules the variant uses, in kernelRules' order. */
  readonly rules: readonly KernelRuleName[];
}

/**
 * The parts for a variant: each rule's full parts where it uses the rule, its
 * stand-ins where not. A part two rules share (givesCheck) is the full one
 * where either is used.
 */
export function selectParts(v: KernelTables): PartSelection {
  const entries = Object.entries(kernelRules) as [KernelRuleName, KernelRule][];
  const rules = entries.filter(([, rule]) => rule.uses(v)).map(([name]) => name);
  const needed = new Set(rules.flatMap((name) => Object.keys(kernelRules[name].standIns)));
  let parts: KernelParts = kernelParts;
  for (const [name, rule] of entries) {
    if (rules.includes(name)) continue;
    for (const [part, standIn] of Object.entries(rule.standIns)) if (!needed.has(part)) parts = { ...parts, [part]: standIn };
  }
  // Where neither side attacks along lines only (hoppers, lame leapers), a royal side's moves are listed by the general
  // analysis anyway: counting would only add a call.
  const direct = v.lineAttacksOnly[0] || v.lineAttacksOnly[1] || !v.royal.includes(1);
  if (!direct || !rules.every((r) => lastPlyCounted.has(r) || (r === 'pseudoRoyal' && pseudoRoyalCounted(v)))) parts = { ...parts, legalCount: noLegalCountPart, countWalk: noCountWalkPart, kingCount: noKingCountPart, pseudoRoyalCount: noPseudoRoyalCountPart };
  // Pawns counted from their laid-out squares (pawnWalk.ts) wherever the count is kept; quiet leapers from the empty squares (quietWalk.ts) only where the count has no royal piece to mind.
  if (parts.legalCount === noLegalCountPart) parts = { ...parts, pawnWalk: noPawnWalkPart };
  if (parts.legalCount === noLegalCountPart || v.royal.includes(1)) parts = { ...parts, quietWalk: noQuietWalkPart };
  // Pawns counted rank by rank (pawnSets.ts, over the rank words of rankBits.ts) where the count meets a side without a
  // royal piece (no royal type, or a side that starts without one: horde's White) and there are pawns; walls never.
  // Elsewhere no copy keeps the words.
  if (!pawnSetsCounted(v, parts)) parts = { ...parts, pawnSets: noPawnSetsPart, rankBits: noRankBitsPart };
  if (rules.includes('blast') && !blastCounted(v, rules)) parts = { ...parts, blastZones: noBlastZonesPart, blastPins: noBlastPinsPart, blastCaptureCount: noBlastCaptureCountPart, blastWalk: noBlastWalkPart, blastCount: noBlastCountPart };
  return { parts, rules };
}
