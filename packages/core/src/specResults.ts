/**
 * The result rules' specs (extinction, shatar mates, flags, connect-n), apart from spec.ts
 * to keep each file small; spec.ts re-exports them.
 */

/** A result for the side an event happens to: it wins, loses, or the game is drawn. */
export type ResultValue = 'win' | 'loss' | 'draw';

/**
 * Extinction: a side is out when it has at most `count` pieces of one of the
 * `types` (all its pieces together for `'*'`, royal ones included) while the
 * other side has at least `opponentCount` of them (one more when `claim` and
 * the out side is to move). Tested at the start of every node, the side that
 * just moved first; `value` is the result for the side that is out.
 */
export interface ExtinctionSpec {
  /** Piece letters (upper case), or `'*'` for all of a side's pieces counted together. */
  readonly types: readonly string[] | '*';
  readonly count: number;
  readonly opponentCount: number;
  readonly claim: boolean;
  readonly value: ResultValue;
  /**
   * Pseudo-royalty (rules/pseudoRoyal.ts): while a side has at most `count + 1` pieces of a
   * listed type, each of them is royal — no move may leave one attacked, and having no move
   * while one is attacked is checkmate. The extinction result itself is then off.
   */
  readonly pseudoRoyal?: boolean;
  /** With pseudoRoyal: a move may not leave every piece of the listed types attacked at once, and that counts as check. */
  readonly dupleCheck?: boolean;
}

/**
 * Shatar's mating rules (Fairy-Stockfish's shatarMateRule). A check by one
 * of the `shak` types is a shak. A mate given only by `noMate` pieces wins
 * for the mated side; any other mate stands only when the mating side's
 * unbroken run of checks leading to it (its checking moves, every second
 * ply back, as far as the game's known moves go) held a shak; else the game
 * is drawn (niol).
 */
export interface ShatarMateSpec {
  /** Letters (upper case) whose check is a shak: bers, rook, knight. */
  readonly shak: readonly string[];
  /** Letters (upper case) that may not mate on their own: the knight. */
  readonly noMate: readonly string[];
}

/**
 * Flag: a side whose flag piece stands in its region has won. Without `move`,
 * the side that just moved wins on arriving. With `move` (racing kings),
 * White arriving gives Black one reply when Black can move a flag piece into
 * its own region, which draws.
 */
export interface FlagSpec {
  /** The flag piece letters (upper case), [White's, Black's]. */
  readonly pieces: readonly [readonly string[], readonly string[]];
  /** The region's square names, [White's, Black's]. */
  readonly regions: readonly [readonly string[], readonly string[]];
  readonly move: boolean;
  /** The flag piece counts only where the opponent does not attack it (dobutsu). */
  readonly safe?: boolean;
  /** Flag pieces that must stand in the region together (Fairy-Stockfish's `flagPieceCount`; absent: 1). */
  readonly count?: number;
  /** With `count`: one flag piece in the region and every other region square occupied also wins (`flagPieceBlockedWin`). */
  readonly blockedWin?: boolean;
}

/**
 * Connect-n (Fairy-Stockfish's `connectN`): a side that has `n` of its listed
 * pieces in an unbroken line, in one of the listed directions, after its move
 * has won (or `value` says what it has).
 */
export interface ConnectSpec {
  /** How many pieces in a row; 0 for none (only `square` or `collinear` connect). */
  readonly n: number;
  /** A tight square of this many by this many pieces connects too (`connectNxN`); 0 for none. */
  readonly square?: number;
  /** This many pieces on one line that counts, gaps allowed, connect too (`collinearN`); 0 for none. */
  readonly collinear?: number;
  /** The lines that count: along ranks, along files, along diagonals (both ways). */
  readonly horizontal: boolean;
  readonly vertical: boolean;
  readonly diagonal: boolean;
  /** The letters of the pieces that count (upper case). */
  readonly pieces: readonly string[];
  /** What making the line means for the side that made it (default `win`). */
  readonly value: ResultValue;
  /**
   * A chain of counted pieces from a square of the side's first region to one of its second,
   * each one step on from the last along a direction that counts, taken forward only (up,
   * right, up-right, down-right), as Fairy-Stockfish grows it, connects too (its
   * connectRegion1White and the others): [White's, Black's], each [region 1, region 2] as
   * square names. Absent for none.
   */
  readonly regions?: readonly [readonly [readonly string[], readonly string[]], readonly [readonly string[], readonly string[]]];
}
