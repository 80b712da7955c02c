/**
 * Kernel part of connect-n (rules/connect.ts): the side that just moved has
 * made its line when n of its counted pieces stand in a row in one of the
 * variant's directions (Fairy-Stockfish judges only that side), or (collinearN)
 * `collinear` of them on one such line with gaps allowed, or (connectNxN) a tight
 * square of them, or (connectRegion) a chain of them from its first region to
 * its second. From a game's second ply on, only what passes through the last
 * move's square is walked (connectLast.ts, over its load-time tables); else
 * walks n - 1 steps from each counted piece along each direction's step
 * table, each whole line, or each block (compile/connect.ts); a chain by a
 * search from the first region's pieces, on scratch arrays made once (a visit
 * stamp per square, so nothing is cleared per search). A link of the
 * node-start results between castling wins and check counting (types.ts
 * EndChain). A factory compiled per variant
 * (see board.ts); noConnectPart is the stand-in.
 */
import type { ConnectLastPart } from './connectLast.ts';
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

/** The chain link, and (for the tests) the check as the link makes it and the full scan. */
export type ConnectPart = EndChain & { connectEnd?(p: KernelState): number; connectEndFull?(p: KernelState): number };

export function connectPart(v: KernelTables, K: KernelConstants, inner: EndChain, last: ConnectLastPart): ConnectPart {
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
  // From the second ply on, the lines through the last move's square only, where connectLast.ts's tables allow.
  const { lastOnly, connectedThrough } = last;

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
export function noConnectPart(_v: KernelTables, _K: KernelConstants, inner: EndChain, _last: ConnectLastPart): ConnectPart {
  return inner;
}
