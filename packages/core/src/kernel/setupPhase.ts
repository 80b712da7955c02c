/**
 * Kernel part of the setup-phase rule (rules/setupPhase.ts), a list-wide
 * rule (listRules.ts) over a finished list of king-safe moves:
 * - drops of a type that must stand on squares of both colours
 *   (`drops.oppositeColors`, placement's bishops; Fairy-Stockfish's
 *   `dropOppositeColoredBishop`): such a piece is not dropped onto a colour
 *   that already holds its share of them, and no other piece is dropped where
 *   the squares left in that type's drop zone could no longer take them on
 *   both colours;
 * - `drops.mustDrop` (a setup phase: placement, sittuyin): while the side to
 *   move holds a piece in hand, any legal drop it has makes its board moves
 *   illegal (in check, a drop that blocks; with none, board moves stand).
 * A variant without these gets `noSetupPhasePart`, which keeps the list.
 * Factories compiled per variant (see board.ts).
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type SetupPhasePart = ReturnType<typeof setupPhasePart>;

export function setupPhasePart(v: KernelTables, K: KernelConstants) {
  const { size, nTypes } = v;
  const { KIND_DROP, moveFrom, moveTo, moveKind } = K;
  const cols = v.geometry.cols;
  const h = v.hands;
  const mustDrop = h !== undefined && h.mustDrop === true;
  const paired = h !== undefined && h.oppositeColors !== undefined ? h.oppositeColors : new Int8Array(0);
  const dropZone = h !== undefined ? h.dropZone : new Uint8Array(0);
  // A square's colour: 1 for a1's (dark), 0 for the other; the rank's and file's sum decides.
  const dark = new Uint8Array(size);
  for (let sq = 0; sq < size; sq++) dark[sq] = (Math.floor(sq / cols) + (sq % cols)) % 2 === 0 ? 1 : 0;
  // Per paired type, in this node: the pieces on each colour, the free squares of its zone on each, and how many in all.
  const onColour = new Int32Array(2 * paired.length);
  const freeOf = new Int32Array(2 * paired.length);
  const total = new Int32Array(paired.length);

  /** Counts, for side us, each paired type's pieces and free drop squares by colour. */
  function countPaired(p: KernelState, us: number): void {
    onColour.fill(0);
    freeOf.fill(0);
    for (let i = 0; i < paired.length; i++) {
      const t = paired[i]!;
      const pc = t * 2 + us;
      for (let j = 0, n = p.pcount[pc]!; j < n; j++) onColour[2 * i + dark[p.plist[pc * size + j]!]!]!++;
      const base = (us * nTypes + t) * size;
      for (let sq = 0; sq < size; sq++) if (p.board[sq] === 0 && dropZone[base + sq] === 1) freeOf[2 * i + dark[sq]!]!++;
      total[i] = p.pcount[pc]! + p.hand[us * nTypes + t]!;
    }
  }

  /** May a drop of type t on `to` be made, as far as the paired types go? */
  function pairedAllows(t: number, to: number, us: number): boolean {
    for (let i = 0; i < paired.length; i++) {
      const pt = paired[i]!;
      const c = dark[to]!;
      if (pt === t) {
        // A colour may hold at most half of them, rounded up.
        if (onColour[2 * i + c]! + 1 > (total[i]! + 1) >> 1) return false;
        continue;
      }
      // After this drop, each colour must still hold or offer room for half of them, rounded down.
      const half = total[i]! >> 1;
      const gone = dropZone[(us * nTypes + pt) * size + to] === 1 ? 1 : 0;
      if (onColour[2 * i + c]! + freeOf[2 * i + c]! - gone < half || onColour[2 * i + 1 - c]! + freeOf[2 * i + 1 - c]! < half) return false;
    }
    return true;
  }

  /** The setup-phase rules applied to out[start..end); returns the new end. */
  function setupFilter(p: KernelState, out: Int32Array, start: number, end: number): number {
    const us = p.turn;
    let n = end;
    if (paired.length > 0) {
      let counted = false;
      n = start;
      for (let i = start; i < end; i++) {
        const m = out[i]!;
        if (moveKind(m) === KIND_DROP) {
          if (!counted) {
            countPaired(p, us);
            counted = true;
          }
          if (!pairedAllows(moveFrom(m), moveTo(m), us)) continue;
        }
        out[n++] = m;
      }
    }
    if (!mustDrop) return n;
    let drops = start;
    for (let i = start; i < n; i++) {
      const m = out[i]!;
      if (moveKind(m) === KIND_DROP) out[drops++] = m;
    }
    // No legal drop (or an empty hand, which has none): the board moves stand. Else the drops were kept in order.
    if (drops === start) return n;
    return drops;
  }

  return { setupFilter, active: true };
}

/** The stand-in for a variant without a setup phase: every legal move stays. */
export function noSetupPhasePart(_v: KernelTables, _K: KernelConstants): SetupPhasePart {
  function setupFilter(_p: KernelState, _out: Int32Array, _start: number, end: number): number {
    return end;
  }
  return { setupFilter, active: false };
}
