/**
 * Kernel part of the flag rule (rules/flag.ts): a side with a flag piece in
 * its region has won. Plainly, the side that just moved wins on arriving (the
 * side to move has lost). With `move` (racing kings), a side to move that
 * has arrived wins, a draw if Black has too; and when White arrives, Black
 * may still reply if it is not in check and can move a flag piece into its
 * own region. With `safe` (dobutsu, squatter), a lone flag piece the opponent
 * attacks has not arrived (two or more in the region have), and either side's
 * arrival is judged at every turn, both at once a draw. With `count`, that many
 * flag pieces must stand there together, or (blockedWin) one, with every other
 * square of the region occupied. With `move` and flag pieces that are not
 * royal (jeson mor), an arrival counts only at the arriving side's next turn,
 * so the opponent has one reply to undo it. With `move` and `safe` together (alapo), a side
 * to move that has arrived wins whatever attacks its piece, and an arrival the arriving side's
 * opponent does not attack wins at once. Wraps the check-counting link (types.ts EndChain). A factory
 * compiled per variant (see board.ts); noFlagPart is the stand-in.
 */
import type { AttacksPart } from './attacks.ts';
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

export type FlagPart = EndChain;

export function flagPart(v: KernelTables, K: KernelConstants, at: AttacksPart, inner: EndChain): EndChain {
  // Given a variant without the rule (the stand-in is the usual choice then), the inner link as it is.
  if (v.flag === undefined) return inner;
  const { size, nTypes } = v;
  const { region, move, pieceMask } = v.flag;
  const safe = v.flag.safe === true;
  // How many flag pieces must stand in the region together, and (blockedWin) each colour's region squares.
  const need = v.flag.count ?? 1;
  const blocked = v.flag.blocked ?? null;
  // With `move` and flag pieces that are not royal (jeson mor), the opponent's arrival counts only at its own turn.
  const survive = v.flag.survive ?? [0, 0];
  const { END_FLAG, END_WIN, END_LOSS, END_DRAW, MAX_MOVES, moveFrom, moveTo } = K;
  const { royalAttacked, isAttacked } = at;
  const innerEnd = inner.gameEnd;
  const legal = inner.generateLegal;
  const legalByMaking = inner.generateLegalByMaking;
  // The piece-colour indices of each side's flag pieces.
  const flagCodes: [number[], number[]] = [[], []];
  for (let t = 0; t < nTypes; t++) for (let c = 0; c < 2; c++) if ((pieceMask[c]! >> t) & 1) flagCodes[c]!.push(t * 2 + c);
  const replies = new Int32Array(MAX_MOVES);
  // Each colour's region squares, and per board code (piece-colour + 2) whether it is that colour's flag piece: a region
  // with fewer squares than flag pieces standing (River Chess: 8 squares, 16 pieces) is scanned instead of their lists.
  const regionSquares: Int16Array[] = [];
  for (let c = 0; c < 2; c++) {
    const squares: number[] = [];
    for (let sq = 0; sq < size; sq++) if (region[c * size + sq] === 1) squares.push(sq);
    regionSquares.push(Int16Array.from(squares));
  }
  const flagCode = new Uint8Array(2 * nTypes + 2);
  for (let c = 0; c < 2; c++) for (let i = 0; i < flagCodes[c]!.length; i++) flagCode[flagCodes[c]![i]! + 2] = 1;

  function reached(p: KernelState, c: number): boolean {
    return safe ? reachedSafely(p, c) : reachedPlainly(p, c);
  }

  function reachedPlainly(p: KernelState, c: number): boolean {
    const codes = flagCodes[c]!;
    let n = 0;
    let standing = 0;
    for (let i = 0; i < codes.length; i++) standing += p.pcount[codes[i]!]!;
    if (regionSquares[c]!.length < standing) return reachedByRegion(p, c);
    for (let i = 0; i < codes.length; i++) {
      const pc = codes[i]!;
      for (let j = 0, k = p.pcount[pc]!; j < k; j++) if (region[c * size + p.plist[pc * size + j]!] === 1 && ++n >= need) return true;
    }
    return n > 0 && blocked !== null && filled(p, blocked[c]!);
  }

  /** reachedPlainly by the region's squares (see regionSquares): the same count of flag pieces there. */
  function reachedByRegion(p: KernelState, c: number): boolean {
    const squares = regionSquares[c]!;
    const board = p.board;
    let n = 0;
    for (let i = 0; i < squares.length; i++) {
      const code = board[squares[i]!]!;
      if (code > 1 && (code & 1) === c && flagCode[code] === 1 && ++n >= need) return true;
    }
    return n > 0 && blocked !== null && filled(p, blocked[c]!);
  }

  /**
   * With `safe` (dobutsu, squatter; a count of 1): one flag piece in the region counts only
   * where the opponent does not attack it; two or more there count whatever attacks them, as
   * Fairy-Stockfish's flagPieceSafe has it.
   */
  function reachedSafely(p: KernelState, c: number): boolean {
    const codes = flagCodes[c]!;
    let n = 0;
    let exposed = false;
    for (let i = 0; i < codes.length; i++) {
      const pc = codes[i]!;
      for (let j = 0, k = p.pcount[pc]!; j < k; j++) {
        const sq = p.plist[pc * size + j]!;
        if (region[c * size + sq] !== 1) continue;
        if (++n > 1) return true;
        exposed = isAttacked(p, sq, c ^ 1);
      }
    }
    return n === 1 && !exposed;
  }

  /** Every square of the list is occupied (flagPieceBlockedWin: the rest of the region is blocked). */
  function filled(p: KernelState, squares: Int32Array): boolean {
    for (let i = 0; i < squares.length; i++) if (p.board[squares[i]!] === 0) return false;
    return true;
  }

  /** Racing kings: Black, not in check, can move a flag piece into its region. */
  function blackFollows(p: KernelState): boolean {
    if (royalAttacked(p, 1)) return false;
    const n = legal(p, replies, 0);
    for (let i = 0; i < n; i++) {
      const m = replies[i]!;
      const code = p.board[moveFrom(m)]!;
      if ((pieceMask[1]! >> ((code >> 1) - 1)) & 1 && region[size + moveTo(m)] === 1) return true;
    }
    return false;
  }

  function flagEnd(p: KernelState): number {
    const us = p.turn;
    if (move && safe) {
      // Alapo: an arrival the opponent has had its reply to wins, attacked or not; one it
      // cannot take (not attacked) wins at once, as Fairy-Stockfish judges flagMove with flagPieceSafe.
      if (reachedPlainly(p, us)) return END_FLAG | END_WIN;
      return reachedSafely(p, us ^ 1) ? END_FLAG | END_LOSS : 0;
    }
    if (move && reached(p, us)) return END_FLAG | (us === 0 && reached(p, 1) ? END_DRAW : END_WIN);
    if (safe && !move) {
      // Judged for both sides at every turn; both there at once is a draw.
      const theirs = reached(p, us ^ 1);
      const ours = reached(p, us);
      return theirs || ours ? END_FLAG | (theirs && ours ? END_DRAW : theirs ? END_LOSS : END_WIN) : 0;
    }
    if (survive[us ^ 1] === 0 && reached(p, us ^ 1) && !(move && us === 1 && blackFollows(p))) return END_FLAG | END_LOSS;
    return 0;
  }

  function gameEnd(p: KernelState): number {
    const e = flagEnd(p);
    return e !== 0 ? e : innerEnd(p);
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    return flagEnd(p) !== 0 ? start : legal(p, out, start);
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    return flagEnd(p) !== 0 ? start : legalByMaking(p, out, start);
  }

  return { gameEnd, generateLegal, generateLegalByMaking };
}

/** The stand-in: the inner link as it is. */
export function noFlagPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, inner: EndChain): FlagPart {
  return inner;
}
