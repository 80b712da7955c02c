/**
 * Kernel part of connect-n (rules/connect.ts): the side that just moved has
 * made its line when n of its counted pieces stand in a row in one of the
 * variant's directions (Fairy-Stockfish judges only that side), or (collinearN)
 * `collinear` of them on one such line with gaps allowed, or (connectNxN) a tight
 * square of them, or (connectRegion) a chain of them from its first region to
 * its second. From a game's second ply on, only what passes through the last
 * move's square is walked (see lastOnly): the n - 1 squares either way along
 * each direction from load-time row tables, each whole line, each block
 * holding it; else walks n - 1 steps from each counted piece along each
 * direction's step table, each whole line, or each block (compile/connect.ts);
 * a chain by a search from the first region's pieces, on scratch arrays made
 * once (a visit stamp per square, so nothing is cleared per search). A link of the node-start results between castling
 * wins and check counting (types.ts EndChain). A factory compiled per variant
 * (see board.ts); noConnectPart is the stand-in.
 */
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

/** The chain link, and (for the tests) the check as the link makes it and the full scan. */
export type ConnectPart = EndChain & { connectEnd?(p: KernelState): number; connectEndFull?(p: KernelState): number };

export function connectPart(v: KernelTables, K: KernelConstants, inner: EndChain): ConnectPart {
  // Given a variant without the rule (the stand-in is the usual choice then), the inner link as it is.
  if (v.connect === undefined) return inner;
  const { size, nTypes } = v;
  const { n, collinear, square, blocks, next, nDirs, member, value } = v.connect;
  const area = square * square;
  const { END_CONNECT, END_WIN, END_LOSS, KIND_NORMAL, KIND_DOUBLE, KIND_EN_PASSANT, KIND_DROP, moveKind, moveTo } = K;
  // The line's value for the side that made it; the side to move gets its opposite.
  const forMover = value === END_WIN ? END_LOSS : value === END_LOSS ? END_WIN : value;
  const innerEnd = inner.gameEnd;
  const legal = inner.generateLegal;
  const legalByMaking = inner.generateLegalByMaking;
  // Per colour, the piece-colour indices (and board codes) of the counted pieces.
  const codes: [number[], number[]] = [[], []];
  for (let t = 0; t < nTypes; t++) for (let c = 0; c < 2; c++) if (member[((t + 1) << 1) | c] === 1) codes[c]!.push(t * 2 + c);
  const regions = v.connect.regions;
  const linked = regions !== undefined;
  const seen = new Int32Array(linked ? size : 0);
  const stack = new Int16Array(linked ? size : 0);
  let stamp = 0;

  /*
   * The check through the last move's square. A move of these kinds puts the mover's piece on
   * `to` and otherwise only removes pieces, and the opponent's move before it could only remove
   * the mover's: so a line of the mover's that misses `to` stood two plies ago, right after the
   * mover's previous move, when the check (this one or the full scan at the root, which judges
   * the side that is not to move) would have ended the game. Hence from the second ply on only
   * the lines through `to` are walked; at the root and the first ply (the side to move's own
   * lines in a FEN are judged by nobody before it moves) every piece is. Gating (a second piece
   * put), walls (two half-moves of one side), flips (pieces turned) and multi-leg moves are
   * left to the full scan.
   */
  const lastOnly = v.gating === undefined && v.walls === undefined && v.flip === undefined && v.multiLeg === undefined && lineTables();
  // prev[d * size + sq]: the square one step back along direction d (next's inverse), -1 off the board.
  const prev = new Int16Array(lastOnly ? nDirs * size : 0).fill(-1);
  // connectNxN: per square, the lower-left corners of the blocks holding it (cornerList[cornerOff[sq]..cornerOff[sq + 1]]).
  const cornerOff = new Int32Array(lastOnly ? size + 1 : 0);
  const cornerList = new Int16Array(lastOnly && square > 0 ? size * area : 0);
  // Rows through a square (n in a row): per square, one entry per direction whose line through it is n long or
  // more, each the base in rowSq of the n - 1 squares on from it then the n - 1 back (-1 past the edge).
  const reach = n > 0 ? n - 1 : 0;
  const rowSq = new Int16Array(lastOnly ? size * nDirs * 2 * reach : 0).fill(-1);
  const rowOff = new Int32Array(lastOnly ? size + 1 : 0);
  const rowBase = new Int32Array(lastOnly ? size * nDirs : 0);
  // own[c * 256 + code]: 1 where the board code is one of colour c's counted pieces (a code is a byte).
  const own = new Uint8Array(512);
  for (let code = 0; code < member.length; code++) if (member[code] === 1) own[(code & 1) * 256 + code] = 1;
  if (lastOnly) {
    for (let d = 0; d < nDirs; d++) for (let sq = 0; sq < size; sq++) if (next[d * size + sq]! >= 0) prev[d * size + next[d * size + sq]!] = sq;
    for (let sq = 0; square > 0 && sq < size; sq++) if (blocks[sq * area]! >= 0) for (let k = 0; k < area; k++) cornerOff[blocks[sq * area + k]! + 1]!++;
    for (let sq = 0; sq < size; sq++) cornerOff[sq + 1]! += cornerOff[sq]!;
    const fill = cornerOff.slice(0, size);
    for (let sq = 0; square > 0 && sq < size; sq++) if (blocks[sq * area]! >= 0) for (let k = 0; k < area; k++) cornerList[fill[blocks[sq * area + k]!]!++] = sq;
    let rows = 0;
    for (let sq = 0; sq < size; sq++) {
      for (let d = 0; d < nDirs && reach > 0; d++) {
        const base = (sq * nDirs + d) * 2 * reach;
        let len = 1;
        for (let k = 0, s = next[d * size + sq]!; k < reach && s >= 0; k++, s = next[d * size + s]!, len++) rowSq[base + k] = s;
        for (let k = 0, s = prev[d * size + sq]!; k < reach && s >= 0; k++, s = prev[d * size + s]!, len++) rowSq[base + reach + k] = s;
        if (len >= n) rowBase[rows++] = base;
      }
      rowOff[sq + 1] = rows;
    }
  }

  /** Whether every square is one step on from at most one square per direction (true of a grid's steps), so that `prev` is well defined. */
  function lineTables(): boolean {
    const seen = new Uint8Array(size);
    for (let d = 0; d < nDirs; d++) {
      seen.fill(0);
      for (let sq = 0; sq < size; sq++) {
        const s = next[d * size + sq]!;
        if (s < 0) continue;
        if (seen[s] === 1) return false;
        seen[s] = 1;
      }
    }
    return true;
  }

  /** Colour c has a line (or a block) through `to`, where its last move put a piece. */
  function connectedThrough(board: Uint8Array, to: number, c: number): boolean {
    const o = c * 256;
    if (own[o + board[to]!] !== 1) return false;
    for (let i = rowOff[to]!, end = rowOff[to + 1]!; i < end; i++) {
      const base = rowBase[i]!;
      let run = 1;
      for (let k = base, stop = base + reach; k < stop; k++) {
        const sq = rowSq[k]!;
        if (sq < 0 || own[o + board[sq]!] !== 1) break;
        run++;
      }
      for (let k = base + reach, stop = base + 2 * reach; k < stop && run < n; k++) {
        const sq = rowSq[k]!;
        if (sq < 0 || own[o + board[sq]!] !== 1) break;
        run++;
      }
      if (run >= n) return true;
    }
    for (let d = 0; d < nDirs && collinear > 0; d++) {
      const base = d * size;
      let count = 1;
      for (let sq = next[base + to]!; sq >= 0; sq = next[base + sq]!) if (own[o + board[sq]!] === 1) count++;
      for (let sq = prev[base + to]!; sq >= 0; sq = prev[base + sq]!) if (own[o + board[sq]!] === 1) count++;
      if (count >= collinear) return true;
    }
    // inSquare takes its corner for one of c's counted pieces, as the full scan's corners are.
    for (let i = square > 0 ? cornerOff[to]! : 0, end = square > 0 ? cornerOff[to + 1]! : 0; i < end; i++) {
      const corner = cornerList[i]!;
      if (own[o + board[corner]!] === 1 && inSquare(board, corner, c)) return true;
    }
    return false;
  }

  /** Colour c has n counted pieces in a row (or a chain between its regions). */
  function connected(p: KernelState, c: number): boolean {
    const list = codes[c]!;
    const board = p.board;
    if (linked && chain(board, c)) return true;
    for (let i = 0; i < list.length; i++) {
      const pc = list[i]!;
      for (let j = 0, k = p.pcount[pc]!; j < k; j++) {
        const from = p.plist[pc * size + j]!;
        if (n > 0 && inRow(board, from, c)) return true;
        if (collinear > 0 && onLine(board, from, c)) return true;
        if (square > 0 && inSquare(board, from, c)) return true;
      }
    }
    return false;
  }

  /** n counted pieces of colour c in an unbroken row from `from` on. */
  function inRow(board: Uint8Array, from: number, c: number): boolean {
    for (let d = 0; d < nDirs; d++) {
      let sq = from;
      let run = 1;
      while (run < n) {
        sq = next[d * size + sq]!;
        if (sq < 0) break;
        const code = board[sq]!;
        if (member[code] !== 1 || (code & 1) !== c) break;
        run++;
      }
      if (run >= n) return true;
    }
    return false;
  }

  /** collinearN: `collinear` counted pieces of colour c on one line from `from` on, whatever stands between. */
  function onLine(board: Uint8Array, from: number, c: number): boolean {
    for (let d = 0; d < nDirs; d++) {
      let sq = from;
      let count = 1;
      while ((sq = next[d * size + sq]!) >= 0) {
        const code = board[sq]!;
        if (member[code] === 1 && (code & 1) === c && ++count >= collinear) return true;
      }
    }
    return false;
  }

  /** connectNxN: the square block whose lower-left corner is `from` all counted pieces of colour c. */
  function inSquare(board: Uint8Array, from: number, c: number): boolean {
    const base = from * area;
    if (blocks[base]! < 0) return false;
    for (let k = 1; k < area; k++) {
      const code = board[blocks[base + k]!]!;
      if (member[code] !== 1 || (code & 1) !== c) return false;
    }
    return true;
  }

  /** connectRegion: a chain of counted pieces of colour c, step by step forward (compile/connect.ts), from its first region into its second. */
  function chain(board: Uint8Array, c: number): boolean {
    const { start, goal, adj, nAdj } = regions!;
    const from = start[c]!;
    const base = c * size;
    if (++stamp === 0x7fffffff) {
      seen.fill(0);
      stamp = 1;
    }
    let top = 0;
    for (let i = 0; i < from.length; i++) {
      const sq = from[i]!;
      const code = board[sq]!;
      if (member[code] !== 1 || (code & 1) !== c) continue;
      if (goal[base + sq] === 1) return true;
      seen[sq] = stamp;
      stack[top++] = sq;
    }
    while (top > 0) {
      const sq = stack[--top]!;
      for (let d = 0; d < nAdj; d++) {
        const s = adj[d * size + sq]!;
        if (s < 0 || seen[s] === stamp) continue;
        const code = board[s]!;
        if (member[code] !== 1 || (code & 1) !== c) continue;
        if (goal[base + s] === 1) return true;
        seen[s] = stamp;
        stack[top++] = s;
      }
    }
    return false;
  }

  /** Whether the side that just moved has its line: through the last move's square where that suffices (see lastOnly), else by the full scan. */
  function connectEnd(p: KernelState): number {
    const c = p.turn ^ 1;
    const ply = p.ply;
    if (lastOnly && ply >= 2) {
      const m = p.stMove[ply - 1]!;
      const kind = moveKind(m);
      if (kind === KIND_NORMAL || kind === KIND_DROP || kind === KIND_DOUBLE || kind === KIND_EN_PASSANT) {
        const board = p.board;
        return (linked && chain(board, c)) || connectedThrough(board, moveTo(m), c) ? END_CONNECT | forMover : 0;
      }
    }
    return connected(p, c) ? END_CONNECT | forMover : 0;
  }

  /** The full scan whatever the last move (the reference the tests compare the check through `to` against). */
  function connectEndFull(p: KernelState): number {
    return connected(p, p.turn ^ 1) ? END_CONNECT | forMover : 0;
  }

  function gameEnd(p: KernelState): number {
    const e = connectEnd(p);
    return e !== 0 ? e : innerEnd(p);
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    return connectEnd(p) !== 0 ? start : legal(p, out, start);
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    return connectEnd(p) !== 0 ? start : legalByMaking(p, out, start);
  }

  return { gameEnd, generateLegal, generateLegalByMaking, connectEnd, connectEndFull };
}

/** The stand-in: the inner link as it is. */
export function noConnectPart(_v: KernelTables, _K: KernelConstants, inner: EndChain): ConnectPart {
  return inner;
}
