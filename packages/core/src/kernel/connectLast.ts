/**
 * Kernel part of connect-n (rules/connect.ts): the check through the last
 * move's square, which connect.ts makes from a game's second ply on in place
 * of its full scan (see lastOnly). Its tables are built once at load time:
 * per square, the n - 1 squares either way along each direction whose line
 * there is n long (rows), the square one step back along each direction (for
 * lines with gaps), the blocks holding it (connectNxN), and one own-piece
 * table per colour. A factory compiled per variant (see board.ts);
 * noConnectLastPart is the stand-in.
 */
import type { KernelConstants, KernelTables } from './types.ts';

export type ConnectLastPart = ReturnType<typeof connectLastPart>;

export function connectLastPart(v: KernelTables, _K: KernelConstants) {
  // Given a variant without the rule (the stand-in is the usual choice then), nothing is judged through the last square.
  if (v.connect === undefined) return { lastOnly: false, connectedThrough: (_board: Uint8Array, _to: number, _c: number) => false };
  const { size } = v;
  const { n, collinear, square, blocks, next, nDirs, member } = v.connect;
  const area = square * square;

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

  // Short rows (n <= 3, rows only: tictactoe): per square, each placement of an n-long row on it as its n - 1 other
  // squares (winSq[winOff[sq]..winOff[sq + 1]), a window failing at its first square not the mover's, with no edge
  // tests. Longer rows keep the walks (n windows of n - 1 squares would cost more than two walks).
  const windowed = lastOnly && n > 1 && n <= 3 && collinear === 0 && square === 0;
  const winOff = new Int32Array(windowed ? size + 1 : 0);
  const winSq = new Int16Array(windowed ? size * nDirs * n * reach : 0);
  if (windowed) {
    let w = 0;
    for (let sq = 0; sq < size; sq++) {
      for (let i = rowOff[sq]!, end = rowOff[sq + 1]!; i < end; i++) {
        const base = rowBase[i]!;
        // `back` squares behind sq, the rest (reach - back) ahead of it: a window where all are on the board.
        for (let back = 0; back <= reach; back++) {
          if (back > 0 && rowSq[base + reach + back - 1]! < 0) break;
          if (back < reach && rowSq[base + reach - back - 1]! < 0) continue;
          for (let k = 0; k < back; k++) winSq[w++] = rowSq[base + reach + k]!;
          for (let k = 0; k < reach - back; k++) winSq[w++] = rowSq[base + k]!;
        }
      }
      winOff[sq + 1] = w;
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
    if (windowed) return inWindow(board, to, o);
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

  /** Short rows: some window on `to` whose squares all hold the mover's counted pieces (o: its colour's base in `own`). */
  function inWindow(board: Uint8Array, to: number, o: number): boolean {
    for (let i = winOff[to]!, end = winOff[to + 1]!; i < end; i += reach) {
      let k = 0;
      while (k < reach && own[o + board[winSq[i + k]!]!] === 1) k++;
      if (k === reach) return true;
    }
    return false;
  }

  /** connectNxN: the square block whose lower-left corner is `from` all counted pieces of colour c (as connect.ts's full scan judges it). */
  function inSquare(board: Uint8Array, from: number, c: number): boolean {
    const base = from * area;
    if (blocks[base]! < 0) return false;
    for (let k = 1; k < area; k++) {
      const code = board[blocks[base + k]!]!;
      if (member[code] !== 1 || (code & 1) !== c) return false;
    }
    return true;
  }

  return { lastOnly, connectedThrough };
}

/** The stand-in for a variant without connect-n: never judged through the last square (connect.ts's stand-in asks nothing anyway). */
export function noConnectLastPart(_v: KernelTables, _K: KernelConstants): ConnectLastPart {
  function connectedThrough(_board: Uint8Array, _to: number, _c: number): boolean {
    return false;
  }
  return { lastOnly: false, connectedThrough };
}
