/**
 * Kernel part: the legality rules that look at a whole finished list of
 * king-safe moves, chained in one order — captures between mutually immune
 * pieces dropped (mutuallyImmune.ts), pseudo-royal pieces not left
 * attacked (pseudoRoyal.ts), no move may give check (checkFilter.ts),
 * makpong's king moves in check (makpong.ts), a setup phase's drops
 * (setupPhase.ts), captures compulsory (mustCapture.ts; last, so that a
 * compulsory capture is itself legal); beside walls, wallLegal.ts judges the
 * pseudo-royal pieces in pseudoRoyal.ts's place. Sittuyin's promotions
 * (sittuyinPromotion.ts) are added to the list first. Each
 * rule's stand-in returns the list as it is; `active` says whether any rule
 * is in force, so legal.ts calls none of this where none is.
 * A factory compiled per variant (see board.ts).
 */
import type { CheckFilterPart } from './checkFilter.ts';
import type { MakpongPart } from './makpong.ts';
import type { MustCapturePart } from './mustCapture.ts';
import type { MutuallyImmunePart } from './mutuallyImmune.ts';
import type { PseudoRoyalPart } from './pseudoRoyal.ts';
import type { SetupPhasePart } from './setupPhase.ts';
import type { SittuyinPromotionPart } from './sittuyinPromotion.ts';
import type { WallLegalPart } from './wallLegal.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type ListRulesPart = ReturnType<typeof listRulesPart>;

export function listRulesPart(_v: KernelTables, _K: KernelConstants, ps: PseudoRoyalPart, cf: CheckFilterPart, mp: MakpongPart, mc: MustCapturePart, sp: SetupPhasePart, sy: SittuyinPromotionPart, mi: MutuallyImmunePart, wl: WallLegalPart) {
  // Beside walls, pseudo-royal pieces are judged with each move's walls placed (wallLegal.ts).
  const keepSafe = wl.active ? wl.keepSafe : ps.keepSafe;
  const keepSafeByMaking = wl.active ? wl.keepSafe : ps.keepSafeByMaking;
  const { setupFilter } = sp;
  const { addPromotions } = sy;
  const { dropChecks } = cf;
  const { dropKingMoves } = mp;
  const { onlyCaptures } = mc;
  const { keepAllowed } = mi;

  /** The list-wide rules applied to out[start..end); returns the new end. */
  function filtered(p: KernelState, out: Int32Array, start: number, end: number): number {
    return onlyCaptures(p, out, start, setupFilter(p, out, start, dropKingMoves(p, out, start, dropChecks(p, out, start, keepSafe(p, out, start, keepAllowed(p, out, start, addPromotions(p, out, start, end)))))));
  }

  /** The same for the reference generator, pseudo-royal pieces tested by making every move. */
  function filteredByMaking(p: KernelState, out: Int32Array, start: number, end: number): number {
    return onlyCaptures(p, out, start, setupFilter(p, out, start, dropKingMoves(p, out, start, dropChecks(p, out, start, keepSafeByMaking(p, out, start, keepAllowed(p, out, start, addPromotions(p, out, start, end)))))));
  }

  return { filtered, filteredByMaking, active: ps.active || cf.active || mc.active || mp.active || sp.active || sy.active || mi.active };
}
