/**
 * Kernel part of the drops rule (rules/drops.ts): the number of drops of the
 * side to move, for bulk perft's last ply (legalCount.ts), without listing
 * them where that is plain: a type whose drop zone is the whole board has one
 * drop per empty square, another one per empty square of its zone; connect
 * four's falling drops one per file climbed (landingDrops.ts `landings`). Nifu,
 * promoted, side drops and boards with walls are listed (drops.ts) and the
 * list's length returned. A factory compiled per variant (see board.ts);
 * noDropCountPart is the stand-in.
 */
import type { DropsPart } from './drops.ts';
import type { LandingDropsPart } from './landingDrops.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type DropCountPart = ReturnType<typeof dropCountPart>;

export function dropCountPart(v: KernelTables, _K: KernelConstants, dr: DropsPart, ld: LandingDropsPart) {
  const { size, nTypes } = v;
  // Given a variant without hands (the stand-in is the usual choice then), no hand ever holds a piece.
  const dropZone = v.hands ? v.hands.dropZone : new Uint8Array(0);
  const { dropMoves } = dr;
  const { landings, landing } = ld;
  const onTop = v.hands !== undefined && v.hands.onTop === true;
  const anySide = v.hands !== undefined && v.hands.anySide === true;
  const noDoubled = v.hands && v.hands.noDoubled !== undefined ? v.hands.noDoubled : -1;
  const dropPromoted = v.hands && v.hands.dropPromoted !== undefined ? v.hands.dropPromoted : new Int8Array(nTypes).fill(-1);
  // Drops onto any empty square of a zone (no falling, no nifu, no promoted drops, no walls on the board): counted, not listed.
  let plainCount = !onTop && !anySide && noDoubled < 0 && v.walls === undefined && v.petrify === undefined;
  for (let t = 0; t < nTypes; t++) if (dropPromoted[t]! >= 0) plainCount = false;
  // Per hand slot (colour * nTypes + type), 1 where the drop zone is every square.
  const fullZone = new Uint8Array(2 * nTypes);
  for (let slot = 0; slot < 2 * nTypes && dropZone.length > 0; slot++) {
    fullZone[slot] = 1;
    for (let sq = 0; sq < size; sq++) if (dropZone[slot * size + sq] !== 1) fullZone[slot] = 0;
  }

  /**
   * The number of drops of side `us` (bulk perft's last ply), the length dropMoves would write
   * into out. With drops.onTop (and in topDrops' list), each file is climbed from the first rank while occupied: when
   * those squares hold every piece on the board (nothing floats, as it cannot in play), each
   * file's first empty square is its only landing square, so only files + pieces squares are
   * read instead of every square; a floating piece (a FEN can set one) or a wall sends the
   * count to the listing.
   */
  function dropCount(p: KernelState, out: Int32Array, us: number): number {
    if (plainCount) return plainDropCount(p, us);
    if (!onTop) return dropMoves(p, out, 0, us);
    const open = landings(p);
    if (open < 0) return dropMoves(p, out, 0, us);
    const hand = p.hand;
    let n = 0;
    for (let t = 0; t < nTypes; t++) {
      if (hand[us * nTypes + t] === 0) continue;
      const base = (us * nTypes + t) * size;
      for (let i = 0; i < open; i++) if (dropZone[base + landing[i]!] === 1) n++;
    }
    return n;
  }

  /** Plain drops counted: a type whose zone is the whole board has one per empty square (the squares less the pieces), another one per empty square of its zone. */
  function plainDropCount(p: KernelState, us: number): number {
    const hand = p.hand;
    const board = p.board;
    let n = 0;
    let empty = -1;
    for (let t = 0; t < nTypes; t++) {
      const slot = us * nTypes + t;
      if (hand[slot] === 0) continue;
      if (fullZone[slot] === 1) {
        if (empty < 0) {
          empty = size;
          for (let pc = 0; pc < 2 * nTypes; pc++) empty -= p.pcount[pc]!;
        }
        n += empty;
        continue;
      }
      const base = slot * size;
      for (let sq = 0; sq < size; sq++) if (board[sq] === 0 && dropZone[base + sq] === 1) n++;
    }
    return n;
  }

  return { dropCount };
}

/** The stand-in for a variant without drops: none to count. */
export function noDropCountPart(_v: KernelTables, _K: KernelConstants, _dr: DropsPart, _ld: LandingDropsPart): DropCountPart {
  function dropCount(_p: KernelState, _out: Int32Array, _us: number): number {
    return 0;
  }
  return { dropCount };
}
