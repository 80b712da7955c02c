/**
 * Kernel part: is a square attacked? Walks the reverse tables ("which squares
 * attack this one") of the attacking side: leaps (lame ones need an empty
 * path, jumping ones an occupied one) and rays (slides, cannon and
 * grasshopper hops). A factory compiled per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type AttacksPart = ReturnType<typeof attacksPart>;

export function attacksPart(v: KernelTables, K: KernelConstants, bd: BoardPart) {
  const { size, attLeapOff, attLeapFrom, attLeapMask, attLeapMode, attLeapPathA, attLeapPathB } = v;
  const { attRayOff, attRay, attRayMask, attRayKind, raySqOff, raySq } = v;
  const { M_LAME, RAY_SLIDE, RAY_CANNON, RAY_GRASSHOPPER, RAY_CANNON_SHY } = K;
  const royalTypes = bd.royalTypeList();
  const nRoyalTypes = royalTypes.length;

  /**
   * Slides paired with a cannon hop over the same squares (xiangqi's and janggi's
   * chariot and cannon), so that isAttacked walks the squares once: the slide's
   * first piece is the hop's screen. pair[i] of a slide entry is its cannon
   * entry's index (-1: none); a paired cannon entry's is -2 (walked with its
   * slide). Built once, at load time; only where every hop has its slide (else the plain walk).
   */
  const pair = new Int32Array(attRay.length).fill(-1);
  const sameSquares = (r1: number, r2: number): boolean => {
    const a = raySqOff[r1]!;
    const n = raySqOff[r1 + 1]! - a;
    const b = raySqOff[r2]!;
    if (raySqOff[r2 + 1]! - b !== n) return false;
    for (let x = 0; x < n; x++) if (raySq[a + x] !== raySq[b + x]) return false;
    return true;
  };
  for (let k = 0; k + 1 < attRayOff.length; k++) {
    for (let i = attRayOff[k]!; i < attRayOff[k + 1]!; i++) {
      if (attRayKind[i] !== RAY_SLIDE) continue;
      for (let c = attRayOff[k]!; c < attRayOff[k + 1]!; c++) {
        const kind = attRayKind[c];
        if ((kind === RAY_CANNON || kind === RAY_CANNON_SHY) && pair[c] === -1 && sameSquares(attRay[i]!, attRay[c]!)) {
          pair[i] = c;
          pair[c] = -2;
          break;
        }
      }
    }
  }

  /** Is square k's (by * size + sq) attacked by a leap of colour `by`, lame leaps and hops over one square included? */
  function leapAttacks(board: Uint8Array, k: number, by: number): boolean {
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) {
      const code = board[attLeapFrom[i]!]!;
      if (code === 0 || (code & 1) !== by || ((attLeapMask[i]! >> ((code >> 1) - 1)) & 1) === 0) continue;
      const mode = attLeapMode[i]!;
      if (mode === 0) return true;
      const a = attLeapPathA[i]!;
      const b = attLeapPathB[i]!;
      if (mode & M_LAME) {
        if ((a < 0 || board[a] === 0) && (b < 0 || board[b] === 0)) return true;
      } else if ((a >= 0 && board[a] !== 0) || (b >= 0 && board[b] !== 0)) return true;
    }
    return false;
  }

  /** Is square sq attacked (by capture) by a piece of colour `by`? */
  function isAttackedPlain(p: KernelState, sq: number, by: number): boolean {
    const board = p.board;
    const k = by * size + sq;
    if (leapAttacks(board, k, by)) return true;
    for (let i = attRayOff[k]!, end = attRayOff[k + 1]!; i < end; i++) {
      const r = attRay[i]!;
      let j = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      const kind = attRayKind[i]!;
      // Slides, the common case, pay one test for the hops.
      if (kind === RAY_SLIDE) {
        // nothing to skip
      } else if (kind === RAY_GRASSHOPPER) {
        // The screen must stand right next to sq; the grasshopper anywhere beyond it.
        if (board[raySq[j]!] === 0) continue;
        j++;
      } else if (kind === RAY_CANNON) {
        while (j < stop && board[raySq[j]!] === 0) j++;
        j++;
      } else if (kind === RAY_CANNON_SHY) {
        // The janggi cannon: the screen may not be of the hopper's type. (Nor may its victim, but a
        // square is asked about for a royal piece, and no royal piece is such a hopper: atoms.ts.)
        while (j < stop && board[raySq[j]!] === 0) j++;
        if (j >= stop) continue;
        const screen = board[raySq[j]!]! >> 1;
        j++;
        while (j < stop && board[raySq[j]!] === 0) j++;
        if (j >= stop) continue;
        const hopper = board[raySq[j]!]!;
        if ((hopper & 1) === by && (attRayMask[i]! >> ((hopper >> 1) - 1)) & 1 && hopper >> 1 !== screen) return true;
        continue;
      }
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const code = board[raySq[j]!]!;
      if ((code & 1) === by && (attRayMask[i]! >> ((code >> 1) - 1)) & 1) return true;
    }
    return false;
  }

  /** isAttacked where slides are paired with cannon hops (see pair). */
  function isAttackedPaired(p: KernelState, sq: number, by: number): boolean {
    const board = p.board;
    const k = by * size + sq;
    if (leapAttacks(board, k, by)) return true;
    for (let i = attRayOff[k]!, end = attRayOff[k + 1]!; i < end; i++) {
      const hop = pair[i]!;
      if (hop === -2) continue;
      const r = attRay[i]!;
      let j = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const code = board[raySq[j]!]!;
      if ((code & 1) === by && (attRayMask[i]! >> ((code >> 1) - 1)) & 1) return true;
      if (hop < 0) continue;
      // The cannon's hop over this first piece, its screen.
      j++;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const hopper = board[raySq[j]!]!;
      if ((hopper & 1) === by && (attRayMask[hop]! >> ((hopper >> 1) - 1)) & 1 && (attRayKind[hop] !== RAY_CANNON_SHY || hopper >> 1 !== code >> 1)) return true;
    }
    return false;
  }

  // Some hops, each paired with a slide.
  let hops = 0;
  let unpaired = 0;
  for (let i = 0; i < attRay.length; i++) {
    if (attRayKind[i] === RAY_SLIDE) continue;
    hops++;
    if (pair[i] !== -2) unpaired++;
  }
  const isAttacked = hops > 0 && unpaired === 0 ? isAttackedPaired : isAttackedPlain;

  /** Is any royal piece of colour c attacked? */
  function royalAttacked(p: KernelState, c: number): boolean {
    for (let i = 0; i < nRoyalTypes; i++) {
      const pc = royalTypes[i]! * 2 + c;
      for (let j = 0, n = p.pcount[pc]!; j < n; j++) {
        if (isAttacked(p, p.plist[pc * size + j]!, c ^ 1)) return true;
      }
    }
    return false;
  }

  return { isAttacked, royalAttacked };
}
