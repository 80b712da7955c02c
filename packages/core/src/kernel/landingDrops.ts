/**
 * Kernel part of the drops rule (rules/drops.ts): the drops that land rather
 * than go onto any empty square of their zone. With drops.onTop (connect
 * four) a drop falls onto the first rank or onto what is below: each file is
 * climbed from the first rank (`landings`, which dropCount.ts counts from
 * too); with drops.anySide (cfour-anyside) a drop comes in from one of the
 * four edges (`markSides`). drops.ts lists them through this part. A factory
 * compiled per variant (see board.ts); noLandingDropsPart is the stand-in.
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type LandingDropsPart = ReturnType<typeof landingDropsPart>;

export function landingDropsPart(v: KernelTables, K: KernelConstants) {
  const { size, nTypes } = v;
  // Given a variant without hands (the stand-in is the usual choice then), no hand ever holds a piece.
  const dropZone = v.hands ? v.hands.dropZone : new Uint8Array(0);
  const { KIND_DROP, encodeMove } = K;
  const cols = v.geometry.cols;
  const onTop = v.hands !== undefined && v.hands.onTop === true;
  // drops.anySide: `side` marks where a drop from an edge lands.
  const anySide = v.hands !== undefined && v.hands.anySide === true;
  const rows = anySide ? size / cols : 0;
  const side = new Uint8Array(anySide ? size : 0);

  /** drops.onTop: every drop of side `us` onto the first rank or right above an occupied square (the drop zone still applies), in square order. */
  function topDrops(p: KernelState, out: Int32Array, n: number, us: number): number {
    const hand = p.hand;
    const open = landings(p);
    if (open >= 0) {
      // Each file's landing square, sorted (at most one a file) so that the list comes in the scan's order.
      for (let i = 1; i < open; i++) {
        const sq = landing[i]!;
        let j = i - 1;
        for (; j >= 0 && landing[j]! > sq; j--) landing[j + 1] = landing[j]!;
        landing[j + 1] = sq;
      }
      for (let t = 0; t < nTypes; t++) {
        if (hand[us * nTypes + t] === 0) continue;
        const base = (us * nTypes + t) * size;
        for (let i = 0; i < open; i++) if (dropZone[base + landing[i]!] === 1) out[n++] = encodeMove(t, landing[i]!, -1, KIND_DROP);
      }
      return n;
    }
    const board = p.board;
    for (let t = 0; t < nTypes; t++) {
      if (hand[us * nTypes + t] === 0) continue;
      const base = (us * nTypes + t) * size;
      for (let sq = 0; sq < size; sq++) {
        if (board[sq] !== 0 || dropZone[base + sq] !== 1 || (sq >= cols && board[sq - cols] === 0)) continue;
        out[n++] = encodeMove(t, sq, -1, KIND_DROP);
      }
    }
    return n;
  }

  /**
   * drops.anySide: where a drop entering from each edge lands, as Fairy-Stockfish finds it: for
   * a rank or file whose edge square is empty, the first empty square from file a (rank 1) whose
   * neighbour on the far side of the entry is occupied or off the board.
   */
  function markSides(board: Uint8Array): void {
    side.fill(0);
    for (let r = 0; r < rows; r++) {
      const a = r * cols;
      if (board[a] === 0) for (let f = 0; f < cols; f++) if (board[a + f] === 0 && (f === cols - 1 || board[a + f + 1] !== 0)) { side[a + f] = 1; break; }
      if (board[a + cols - 1] === 0) for (let f = 0; f < cols; f++) if (board[a + f] === 0 && (f === 0 || board[a + f - 1] !== 0)) { side[a + f] = 1; break; }
    }
    for (let f = 0; f < cols; f++) {
      if (board[f] === 0) for (let r = 0; r < rows; r++) if (board[r * cols + f] === 0 && (r === rows - 1 || board[(r + 1) * cols + f] !== 0)) { side[r * cols + f] = 1; break; }
      if (board[(rows - 1) * cols + f] === 0) for (let r = 0; r < rows; r++) if (board[r * cols + f] === 0 && (r === 0 || board[(r - 1) * cols + f] !== 0)) { side[r * cols + f] = 1; break; }
    }
  }

  /** drops.anySide: every drop of side `us` onto a square a drop from an edge lands on (the drop zone still applies). */
  function sideDrops(p: KernelState, out: Int32Array, n: number, us: number): number {
    const board = p.board;
    const hand = p.hand;
    markSides(board);
    for (let t = 0; t < nTypes; t++) {
      if (hand[us * nTypes + t] === 0) continue;
      const base = (us * nTypes + t) * size;
      for (let sq = 0; sq < size; sq++) if (side[sq] === 1 && dropZone[base + sq] === 1) out[n++] = encodeMove(t, sq, -1, KIND_DROP);
    }
    return n;
  }

  // drops.onTop: per file, the landing square found by climbing from the first rank (landing[0..open)).
  const landing = new Int16Array(onTop ? cols : 0);
  /** drops.onTop: each file's landing square into landing[0..), by climbing from the first rank; their number, or -1 where a piece floats (or a wall stands). */
  function landings(p: KernelState): number {
    const board = p.board;
    let filled = 0;
    let open = 0;
    for (let f = 0; f < cols; f++) {
      let sq = f;
      while (sq < size && board[sq] !== 0) {
        sq += cols;
        filled++;
      }
      if (sq < size) landing[open++] = sq;
    }
    let pieces = 0;
    for (let pc = 0; pc < 2 * nTypes; pc++) pieces += p.pcount[pc]!;
    return filled === pieces ? open : -1;
  }

  return { topDrops, sideDrops, markSides, side, landings, landing };
}

/** The stand-in for a variant without drops: nothing lands. */
export function noLandingDropsPart(_v: KernelTables, _K: KernelConstants): LandingDropsPart {
  function topDrops(_p: KernelState, _out: Int32Array, n: number, _us: number): number {
    return n;
  }
  function sideDrops(_p: KernelState, _out: Int32Array, n: number, _us: number): number {
    return n;
  }
  function markSides(_board: Uint8Array): void {}
  function landings(_p: KernelState): number {
    return -1;
  }
  return { topDrops, sideDrops, markSides, side: new Uint8Array(0), landings, landing: new Int16Array(0) };
}
