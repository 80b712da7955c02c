/**
 * Kernel part for bulk perft's count (legalCount.ts) where some pieces are
 * pseudo-royal (pseudoRoyal.ts): which square the count treats as the royal
 * one, and the e.p. test by making that also looks at the pseudo-royal
 * pieces. Where `pseudoRoyalCounted` holds (decided at load time), a move
 * never changes the mover's counts of the listed types: no promotion into
 * or out of them, no drops, blasts, petrification or shogi-style flips. So
 * the pieces that are royal after the move are the ones royal before it,
 * and a node's legal moves are:
 * - with none of the mover's pieces royal that way: the direct list as it
 *   is (Maharajah's Black, both maharajahs of Maharajah (vchess) standing);
 * - with one, and no royal piece proper: the direct list with that piece as
 *   the king (a lone pseudo-royal piece may not be left attacked, as a king
 *   may not; the maharajah), except where the mover keeps a castling right
 *   (a castling king that is not the pseudo-royal piece), which is listed;
 * - with more (or beside a royal piece): listed (`kingFor` gives -2, as
 *   board.ts's royalSquare does for several royal pieces).
 * A counted king with many moves (the maharajah moves as an amazon) asks
 * whether each target is attacked from one map of the opponent's attacks
 * (`attackMap`) rather than square by square.
 * A factory compiled per variant (see board.ts); noPseudoRoyalCountPart is
 * the stand-in, the royal square and the plain test by making.
 */
import type { BoardPart } from './board.ts';
import type { ByMakingPart } from './byMaking.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { PseudoRoyalPart } from './pseudoRoyal.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type PseudoRoyalCountPart = ReturnType<typeof pseudoRoyalCountPart>;

/**
 * Load time (select.ts): may the count treat pseudo-royal pieces as above? No duple check, and no move
 * changes the mover's count of a listed type (no promotion into or out of one, no hands, blasts,
 * petrification, shogi-style promotion, multi-leg moves or gates).
 */
export function pseudoRoyalCounted(v: KernelTables): boolean {
  const pr = v.pseudoRoyal;
  if (pr === undefined || pr.duple !== 0) return false;
  if (v.hands !== undefined || v.blast !== undefined || v.petrify !== undefined || v.piecePromotion !== undefined || v.multiLeg !== undefined || v.gating !== undefined) return false;
  const listed = new Set(pr.types);
  if (v.promoChoices.some((choices) => choices.some((t) => listed.has(t)))) return false;
  for (const t of listed) for (let c = 0; c < 2; c++) for (let sq = 0; sq < v.size; sq++) if (v.promoFrom[(t * 2 + c) * v.size + sq] === 1) return false;
  return true;
}

export function pseudoRoyalCountPart(v: KernelTables, K: KernelConstants, bd: BoardPart, _bm: ByMakingPart, mu: MakeUnmakePart, ps: PseudoRoyalPart) {
  const { size, nTypes, leapOff, leapTo, leapMode, leapDoubleStepStart, leapGeneralStart, rayOff, rayList, raySqOff, raySq, rayMode } = v;
  const { M_CAPTURE, RAY_SLIDE } = K;
  const types = v.pseudoRoyal !== undefined ? v.pseudoRoyal.types : new Int8Array(0);
  const limit = v.pseudoRoyal !== undefined ? v.pseudoRoyal.limit : 0;
  const nListed = types.length;
  const { royalSquare } = bd;
  const { make, unmake } = mu;
  const { royalAttacked } = ps;

  /** The square the count treats as the mover's king: -1 none, -2 list the node (see above). */
  function kingFor(p: KernelState, us: number): number {
    let found = -1;
    let n = 0;
    for (let i = 0; i < nListed; i++) {
      const pc = types[i]! * 2 + us;
      const c = p.pcount[pc]!;
      if (c === 0 || c > limit) continue;
      n += c;
      found = p.plist[pc * size]!;
    }
    const king = royalSquare(p, us);
    if (n === 0) return king;
    if (n > 1 || king !== -1) return -2;
    if (p.castleMask !== 0) for (let i = 0; i < p.nSlots; i++) if ((p.castleMask >> i) & 1 && p.slotColor[i] === us) return -2;
    return found;
  }

  // The opponent's attacks mapped at once, for a counted king with many moves (the maharajah, an amazon): exact where every
  // attack is a plain leap or a slide (isAttacked's reverse tables hold nothing else), the map then marks what they do.
  let plainAttacks = true;
  for (let i = 0; i < v.attLeapMode.length; i++) if (v.attLeapMode[i] !== 0) plainAttacks = false;
  for (let i = 0; i < v.attRayKind.length; i++) if (v.attRayKind[i] !== RAY_SLIDE) plainAttacks = false;
  for (let k = 0; k + 1 < leapOff.length; k++) for (let i = leapGeneralStart[k]!; i < leapOff[k + 1]!; i++) if (leapMode[i]! & M_CAPTURE) plainAttacks = false;
  const mapsAttacks = plainAttacks && v.walls === undefined && v.petrify === undefined;
  const attackStamp = new Int32Array(size);
  let stamp = 0;

  /**
   * Stamps every square colour `by` attacks on the board as it stands (a slide up to and including its first
   * piece); returns the stamp: attackStamp[sq] === stamp where isAttacked(p, sq, by) holds.
   */
  function attackMap(p: KernelState, by: number): number {
    const board = p.board;
    stamp++;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + by;
      for (let j = 0, count = p.pcount[pc]!; j < count; j++) {
        const k = pc * size + p.plist[pc * size + j]!;
        for (let i = leapOff[k]!, end = leapDoubleStepStart[k]!; i < end; i++) if (leapMode[i]! & M_CAPTURE) attackStamp[leapTo[i]!] = stamp;
        for (let i = rayOff[k]!, end = rayOff[k + 1]!; i < end; i++) {
          const r = rayList[i]!;
          if ((rayMode[r]! & M_CAPTURE) === 0) continue;
          for (let x = raySqOff[r]!, stop = raySqOff[r + 1]!; x < stop; x++) {
            const sq = raySq[x]!;
            attackStamp[sq] = stamp;
            if (board[sq] !== 0) break;
          }
        }
      }
    }
    return stamp;
  }

  /** Make, is a royal or pseudo-royal piece of the mover attacked?, unmake. */
  function legalByMaking(p: KernelState, m: number): boolean {
    const us = p.turn;
    make(p, m);
    const ok = !royalAttacked(p, us);
    unmake(p);
    return ok;
  }

  return { kingFor, legalByMaking, mapsAttacks, attackMap, attackStamp };
}

/** The stand-in: the royal square, and legality by making as byMaking.ts has it. */
export function noPseudoRoyalCountPart(_v: KernelTables, _K: KernelConstants, bd: BoardPart, bm: ByMakingPart, _mu: MakeUnmakePart, _ps: PseudoRoyalPart): PseudoRoyalCountPart {
  function attackMap(_p: KernelState, _by: number): number {
    return -1;
  }
  return { kingFor: bd.royalSquare, legalByMaking: bm.legalByMaking, mapsAttacks: false, attackMap, attackStamp: new Int32Array(0) };
}
