/**
 * Kernel part for bulk perft's count without a royal piece (legalCount.ts's
 * countWithoutRoyal, where every move counts): a crowd of pawns counted rank
 * by rank from the rank words (rankBits.ts) instead of pawn by pawn. Horde's
 * thirty-six pawns were 61% of its profile, each one a handful of look-ups
 * and branches the processor could not foresee (pawnWalk.ts); here a rank's
 * pawns are a word, and its steps, double steps and captures are a few
 * masks and population counts, whatever the number of pawns.
 *
 * Per piece-colour and rank, load time lays out the files whose key is a
 * regular pawn: laid out by pawnWalk.ts (so its count is exact there), its
 * step straight ahead one rank, its double step (if any) straight over it,
 * each capture one file beside the step. The masks say which of them a file
 * has, and which capture may take e.p. A pawn off those files (about to
 * promote, or shaped otherwise) is handed back, square by square, to be
 * counted as before (`irregular`). Counts exactly as pawnWalk.ts counts each
 * such pawn with `epLegal` (no royal piece: every e.p. capture counts).
 *
 * Chosen (select.ts) beside rankBits.ts where the count without a royal piece
 * may be asked (no royal type, or an extinction rule) and the board has no
 * walls; the stand-in counts nothing and lays out nothing.
 * A factory compiled per variant (see board.ts).
 */
import type { MustCapturePart } from './mustCapture.ts';
import type { CountWalkPart } from './countWalk.ts';
import type { PawnWalkPart } from './pawnWalk.ts';
import type { RankBitsPart } from './rankBits.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type PawnSetsPart = ReturnType<typeof pawnSetsPart>;

export function pawnSetsPart(v: KernelTables, _K: KernelConstants, rb: RankBitsPart, pw: PawnWalkPart, mc: MustCapturePart, cw: CountWalkPart) {
  const { size, nTypes } = v;
  const { rows, cols, occBase } = rb;
  const { pawnKey, layout } = pw;
  const mustCapture = mc.active;
  const tally = cw.tally;
  // Per piece-colour: its direction in ranks (+1, -1; 0 where no key is regular), and per rank six masks of files:
  // regular pawns, those with a double step, a capture to the file below (left) or above (right), either one by e.p.
  const dir = new Int32Array(2 * nTypes);
  const masks = new Int32Array(2 * nTypes * rows * 6);
  const regAt = 0;
  const dblAt = 1;
  const leftAt = 2;
  const rightAt = 3;
  const epLeftAt = 4;
  const epRightAt = 5;
  for (let pc = 0; pc < 2 * nTypes; pc++) {
    for (let from = 0; from < size && cols > 0; from++) {
      const k = pc * size + from;
      if (pawnKey[k] !== 1) continue;
      const step = layout[k * 5]!;
      const d = step - from === cols ? 1 : step - from === -cols ? -1 : 0;
      if (d === 0 || (dir[pc] !== 0 && dir[pc] !== d)) continue;
      const double = layout[k * 5 + 1]!;
      if (double >= 0 && double !== step + d * cols) continue;
      const f = from % cols;
      let left = 0;
      let right = 0;
      let regular = true;
      for (let c = 0; c < 2; c++) {
        const to = layout[k * 5 + 2 + c]!;
        const ep = (layout[k * 5 + 4]! >> c) & 1;
        if (to < 0) continue;
        if (to === step - 1 && f > 0 && left === 0) left = 1 | (ep << 1);
        else if (to === step + 1 && f < cols - 1 && right === 0) right = 1 | (ep << 1);
        else regular = false;
      }
      if (!regular) continue;
      dir[pc] = d;
      const at = (pc * rows + Math.floor(from / cols)) * 6;
      const bit = 1 << f;
      masks[at + regAt]! |= bit;
      if (double >= 0) masks[at + dblAt]! |= bit;
      if (left & 1) masks[at + leftAt]! |= bit;
      if (right & 1) masks[at + rightAt]! |= bit;
      if (left & 2) masks[at + epLeftAt]! |= bit;
      if (right & 2) masks[at + epRightAt]! |= bit;
    }
  }
  // counted[pc]: 1 where some key of piece-colour pc is regular (legalCount.ts counts its pieces here); never a royal type.
  const counted = new Uint8Array(2 * nTypes);
  for (let pc = 0; pc < 2 * nTypes; pc++) counted[pc] = dir[pc] !== 0 && v.royal[pc >> 1] !== 1 ? 1 : 0;
  const active = counted.indexOf(1) >= 0;
  // Population counts by table: a word has at most 26 bits, read in two halves where it has more than 16.
  const wide = cols > 16;
  const ones = new Uint8Array(active ? 1 << (wide ? 16 : cols) : 1);
  for (let x = 1; x < ones.length; x++) ones[x] = ones[x >> 1]! + (x & 1);
  /** The set bits of x. */
  function pop(x: number): number {
    return wide ? ones[x & 0xffff]! + ones[x >>> 16]! : ones[x]!;
  }

  /** The moves of the regular pawns of piece-colour pc (counted[pc] === 1), colour us, as pawnWalk.ts counts each with epLegal. */
  function pawnSetCount(p: KernelState, pc: number, us: number): number {
    const bits = p.rankBits;
    const d = dir[pc]!;
    const mine = pc * rows;
    const own = occBase + us * rows;
    const theirs = occBase + (us ^ 1) * rows;
    let n = 0;
    let c = 0;
    for (let r = 0; r < rows; r++) {
      const at = (mine + r) * 6;
      const pawns = bits[mine + r]! & masks[at + regAt]!;
      if (pawns === 0) continue;
      // The rank ahead, and the one beyond it (read only where some pawn has a double step, so on the board).
      const ahead = r + d;
      const enemy = bits[theirs + ahead]!;
      const steps = pawns & ~(bits[own + ahead]! | enemy);
      n += pop(steps);
      const doubles = steps & masks[at + dblAt]!;
      if (doubles !== 0) n += pop(doubles & ~(bits[own + ahead + d]! | bits[theirs + ahead + d]!));
      c += pop(((pawns & masks[at + leftAt]!) >>> 1) & enemy) + pop(((pawns & masks[at + rightAt]!) << 1) & enemy);
    }
    if (p.epCount !== 0) c += epCaptures(p, pc, d, mine);
    if (mustCapture) tally[0]! += c;
    return n + c;
  }

  /** The e.p. captures of pc's regular pawns: per e.p. square (empty, as pawnWalk.ts asks), the pawns beside it one rank back. */
  function epCaptures(p: KernelState, pc: number, d: number, mine: number): number {
    let c = 0;
    for (let i = 0; i < p.epCount; i++) {
      const sq = p.epSq[i]!;
      if (p.board[sq] !== 0) continue;
      const r = Math.floor(sq / cols) - d;
      if (r < 0 || r >= rows) continue;
      const at = (mine + r) * 6;
      const pawns = p.rankBits[mine + r]! & masks[at + regAt]!;
      const bit = 1 << sq % cols;
      // From the file above (taking leftwards) and the file below (rightwards).
      if ((((pawns & masks[at + epLeftAt]!) >>> 1) & bit) !== 0) c++;
      if ((((pawns & masks[at + epRightAt]!) << 1) & bit) !== 0) c++;
    }
    return c;
  }

  /** Writes the squares of pc's pieces off the regular files into out; returns how many (legalCount.ts counts them one by one). */
  function irregular(p: KernelState, pc: number, out: Int16Array): number {
    const bits = p.rankBits;
    const mine = pc * rows;
    let n = 0;
    for (let r = 0; r < rows; r++) {
      let rest = bits[mine + r]! & ~masks[(mine + r) * 6 + regAt]!;
      while (rest !== 0) {
        const low = rest & -rest;
        out[n++] = r * cols + 31 - Math.clz32(low);
        rest ^= low;
      }
    }
    return n;
  }

  return { pawnSetCount, irregular, counted, active };
}

/** The stand-in: no pawn counted by ranks (legalCount.ts counts every piece one by one). */
export function noPawnSetsPart(v: KernelTables, _K: KernelConstants, _rb: RankBitsPart, _pw: PawnWalkPart, _mc: MustCapturePart, _cw: CountWalkPart): PawnSetsPart {
  function pawnSetCount(_p: KernelState, _pc: number, _us: number): number {
    return 0;
  }
  function irregular(_p: KernelState, _pc: number, _out: Int16Array): number {
    return 0;
  }
  return { pawnSetCount, irregular, counted: new Uint8Array(2 * v.nTypes), active: false };
}
