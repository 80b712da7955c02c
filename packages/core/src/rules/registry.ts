/**
 * The rules, one module each (module.ts says what a module holds). To add a
 * rule: write its module beside these and list it here; a result rule goes
 * where its precedence falls (outcome.ts asks result hooks in this order,
 * after checkmate and the no-move hooks), a kernel rule also lists its
 * stand-ins in kernel/select.ts.
 */
import { blastRule } from './blast.ts';
import { blastHandsRule } from './blastHands.ts';
import { promotedMarksRule } from './promotedMarks.ts';
import { castlingRule } from './castling.ts';
import { castlingWinsRule } from './castlingWins.ts';
import { checkCountRule } from './checkCount.ts';
import { checkmateRule } from './checkmate.ts';
import { checkingRule } from './checking.ts';
import { connectRule } from './connect.ts';
import { countingRule } from './counting.ts';
import { dropsRule } from './drops.ts';
import { enPassantRule } from './enPassant.ts';
import { extinctionRule } from './extinction.ts';
import { flagRule } from './flag.ts';
import { flipRule } from './flip.ts';
import { flyingGeneralRule } from './flyingGeneral.ts';
import { insufficientMaterialRule } from './insufficientMaterial.ts';
import { makpongRule } from './makpong.ts';
import { shatarMateRule } from './shatarMate.ts';
import { materialCountingRule } from './materialCounting.ts';
import type { CompiledVariant } from '../compile.ts';
import type { RuleModule } from './module.ts';
import { moveRepetitionRule } from './moveRepetition.ts';
import { moveRuleRule } from './moveRule.ts';
import { multiLegRule } from './multiLeg.ts';
import { mustCaptureRule } from './mustCapture.ts';
import { mutuallyImmuneRule } from './mutuallyImmune.ts';
import { oppositeCastlingRule } from './oppositeCastling.ts';
import { passingRule } from './passing.ts';
import { promotionRule } from './promotion.ts';
import { petrifyRule } from './petrify.ts';
import { gatingRule } from './gating.ts';
import { pseudoRoyalRule } from './pseudoRoyal.ts';
import { holesRule } from './holes.ts';
import { regionsRule } from './regions.ts';
import { repetitionRule } from './repetition.ts';
import { setupPhaseRule } from './setupPhase.ts';
import { sittuyinPromotionRule } from './sittuyinPromotion.ts';
import { stalemateRule } from './stalemate.ts';
import { wallsRule } from './walls.ts';
import { wallOrMoveRule } from './wallOrMove.ts';
import { wallLegalRule } from './wallLegal.ts';

export const ruleModules: readonly RuleModule[] = [
  castlingRule,
  oppositeCastlingRule,
  enPassantRule,
  promotionRule,
  promotedMarksRule,
  dropsRule,
  setupPhaseRule,
  sittuyinPromotionRule,
  blastRule,
  blastHandsRule,
  petrifyRule,
  gatingRule,
  wallsRule,
  wallOrMoveRule,
  wallLegalRule,
  multiLegRule,
  // Compiled into the tables: where pieces may move, the flying general's attack, and the board's holes.
  regionsRule,
  flyingGeneralRule,
  holesRule,
  // Node-start results, judged before any move (the kernel's order: passing, a full board (flips), extinction, flag, castling wins, connect-n, checks).
  passingRule,
  flipRule,
  extinctionRule,
  flagRule,
  castlingWinsRule,
  connectRule,
  checkCountRule,
  checkmateRule,
  shatarMateRule,
  // Legality rules that filter the legal list.
  pseudoRoyalRule,
  checkingRule,
  makpongRule,
  mutuallyImmuneRule,
  mustCaptureRule,
  stalemateRule,
  // Result rules that end a game with moves left, in precedence order.
  moveRepetitionRule,
  repetitionRule,
  moveRuleRule,
  countingRule,
  insufficientMaterialRule,
  // Changes the value of the draws above; no hook of its own.
  materialCountingRule,
];

/** The rules that may end the game at the start of a node (before any move), in order. */
export const startRules = ruleModules.filter((r) => r.atStart);
/** The rules with a result hook for positions with legal moves, in order. */
export const resultRules = ruleModules.filter((r) => r.result);
/** The rules with a hook for a side with no legal move out of check, in order. */
export const noMoveRules = ruleModules.filter((r) => r.noMoves);

const searchCache = new WeakMap<CompiledVariant, readonly RuleModule[]>();

/**
 * The rules a search asks at every node with legal moves (their
 * `searchResult` hooks), for one variant: only those it uses, in registry
 * order; none for most variants, so a search pays nothing for them.
 */
export function searchResultRules(v: CompiledVariant): readonly RuleModule[] {
  let rules = searchCache.get(v);
  if (!rules) {
    rules = ruleModules.filter((r) => r.searchResult && r.uses(v));
    searchCache.set(v, rules);
  }
  return rules;
}
