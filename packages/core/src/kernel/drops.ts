/**
 * Kernel part of the drops rule (rules/drops.ts): the drop moves of the side
 * to move — each piece type it holds, onto each empty square of that type's
 * drop zone — and which of them are legal. A drop captures nothing and moves
 * no piece away, so it can expose no royal piece: out of check every drop is
 * legal (where attacks run along lines), in single check only one onto a
 * square between a sliding checker and the royal piece, in double check none.
 * Where other attacks exist (a cannon could hop over the dropped piece) each
 * drop is made and tested. A variant without drops gets `noDropsPart`.
 * Factories compiled per variant (see board.ts).
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type DropsPart = ReturnType<typeof dropsPart>;

export function dropsPart(v: KernelTables, K: KernelConstants) {
  const { size, nTypes } = v;
  // Given a variant without hands (the stand-in is the usual choice then), no hand ever holds a piece.
  const dropZone = v.hands ? v.hands.dropZone : new Uint8Array(0);
  const { KIND_DROP, encodeMove, moveFrom } = K;
  const cols = v.geometry.cols;
  // Nifu (shogi): the type whose drop is refused on a file already holding `limit` of the side's own; -1 for none.
  const noDoubled = v.hands && v.hands.noDoubled !== undefined ? v.hands.noDoubled : -1;
  const limit = v.hands && v.hands.noDoubledCount !== undefined ? v.hands.noDoubledCount : 1;
  const onFile = new Int32Array(cols);
  // drops.promoted (Kyoto shogi): the promoted type each type may also be dropped as, or -1.
  const dropPromoted = v.hands && v.hands.dropPromoted !== undefined ? v.hands.dropPromoted : new Int8Array(nTypes).fill(-1);
  // drops.onTop (connect four): drops fall onto the first rank or onto what is below.
  const onTop = v.hands !== undefined && v.hands.onTop === true;
  // drops.anySide (cfour-anyside): a drop comes in from one of the four edges; `side` marks where one lands.
  const anySide = v.hands !== undefined && v.hands.anySide === true;
  const rows = anySide ? size / cols : 0;
  const side = new Uint8Array(anySide ? size : 0);

  /** Counts the side's own pieces of the no-doubled type per file into onFile. */
  function countFiles(p: KernelState, us: number): void {
    onFile.fill(0);
    const pc = noDoubled * 2 + us;
    for (let i = 0, n = p.pcount[pc]!; i < n; i++) onFile[p.plist[pc * size + i]! % cols]!++;
  }

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

  // drops.onTop, counted: per file, the landing square found by climbing from the first rank (landing[0..open)).
  const landing = new Int16Array(onTop ? cols : 0);
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

  /** Every drop of side `us` into out[n..]; returns the new end. */
  function dropMoves(p: KernelState, out: Int32Array, n: number, us: number): number {
    if (onTop) return topDrops(p, out, n, us);
    if (anySide) return sideDrops(p, out, n, us);
    const board = p.board;
    const hand = p.hand;
    for (let t = 0; t < nTypes; t++) {
      if (hand[us * nTypes + t] === 0) continue;
      const base = (us * nTypes + t) * size;
      if (t === noDoubled) {
        countFiles(p, us);
        for (let sq = 0; sq < size; sq++) if (board[sq] === 0 && dropZone[base + sq] === 1 && onFile[sq % cols]! < limit) out[n++] = encodeMove(t, sq, -1, KIND_DROP);
        continue;
      }
      const into = dropPromoted[t]!;
      for (let sq = 0; sq < size; sq++) {
        if (board[sq] !== 0 || dropZone[base + sq] !== 1) continue;
        out[n++] = encodeMove(t, sq, -1, KIND_DROP);
        if (into >= 0) out[n++] = encodeMove(t, sq, into, KIND_DROP);
      }
    }
    return n;
  }

  /**
   * The legal drops when attacks run along lines only and `us` has one royal
   * piece with `nChk` checkers: all of them, or in single check those onto
   * the squares the last checkersAndPins stamped `st` in `evasion`.
   */
  function legalDrops(p: KernelState, out: Int32Array, n: number, us: number, nChk: number, evasion: Int32Array, st: number): number {
    if (nChk === 0) return dropMoves(p, out, n, us);
    if (nChk > 1) return n;
    const board = p.board;
    const hand = p.hand;
    for (let t = 0; t < nTypes; t++) {
      if (hand[us * nTypes + t] === 0) continue;
      const base = (us * nTypes + t) * size;
      const nifu = t === noDoubled;
      if (nifu) countFiles(p, us);
      const into = nifu ? -1 : dropPromoted[t]!;
      for (let sq = 0; sq < size; sq++) {
        if (evasion[sq] !== st || board[sq] !== 0 || dropZone[base + sq] !== 1 || (nifu && onFile[sq % cols]! >= limit) || (onTop && sq >= cols && board[sq - cols] === 0)) continue;
        if (anySide) {
          markSides(board);
          if (side[sq] !== 1) continue;
        }
        out[n++] = encodeMove(t, sq, -1, KIND_DROP);
        if (into >= 0) out[n++] = encodeMove(t, sq, into, KIND_DROP);
      }
    }
    return n;
  }

  /** The drops that pass `legal` (make and test), appended to out[n..]. */
  function testedDrops(p: KernelState, out: Int32Array, n: number, legal: (p: KernelState, m: number) => boolean): number {
    const end = dropMoves(p, out, n, p.turn);
    let w = n;
    for (let i = n; i < end; i++) {
      const m = out[i]!;
      if (legal(p, m)) out[w++] = m;
    }
    return w;
  }

  return { dropMoves, dropCount, legalDrops, testedDrops, active: true };
}

/** The stand-in for a variant without drops: no drop moves. */
export function noDropsPart(_v: KernelTables, _K: KernelConstants): DropsPart {
  function dropMoves(_p: KernelState, _out: Int32Array, n: number, _us: number): number {
    return n;
  }
  function legalDrops(_p: KernelState, _out: Int32Array, n: number, _us: number, _nChk: number, _evasion: Int32Array, _st: number): number {
    return n;
  }
  function testedDrops(_p: KernelState, _out: Int32Array, n: number, _legal: (p: KernelState, m: number) => boolean): number {
    return n;
  }
  function dropCount(_p: KernelState, _out: Int32Array, _us: number): number {
    return 0;
  }
  return { dropMoves, dropCount, legalDrops, testedDrops, active: false };
}
