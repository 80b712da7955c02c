/** Result rules' front-matter types (extinction, shatar mates), apart from types.ts to keep it small; types.ts re-exports them. */

/**
 * Extinction: a side is out when it has at most `count` pieces of one of the `types` (or of
 * all its pieces together, for `'*'`) while the other side has at least `opponentCount` of
 * them — one more if `claim` and the side is to move. The side that just moved is tested
 * first. `types: '*'` with `count: 1` is the bare-king rule.
 */
export interface ExtinctionConfig {
  /** Piece letters, or `'*'` for all of a side's pieces (its king included). */
  types?: string[] | '*';
  /**
   * Default 0.
   * @asType integer
   * @minimum 0
   */
  count?: number;
  /**
   * Default 0.
   * @asType integer
   * @minimum 0
   */
  opponentCount?: number;
  /** The side to move needs one more opponent piece to be out (shatranj's bare king: the bared side may reply). Default false. */
  claim?: boolean;
  /** The result for the side that is out: `loss` (default), `win` or `draw`. */
  value?: 'win' | 'loss' | 'draw';
  /**
   * Pseudo-royal pieces: while a side has at most `count + 1` pieces of a listed type, each of
   * them is royal (it may not be left attacked; no move while one is attacked is checkmate),
   * and the extinction result is off. Default false.
   */
  pseudoRoyal?: boolean;
  /** With `pseudoRoyal`: all pieces of the listed types attacked at once is check, and no move may leave them so. Default false. */
  dupleCheck?: boolean;
}

/** Shatar's mating rules: piece letters. */
export interface ShatarMateConfig {
  /** Letters whose check is a shak. */
  shak: string[];
  /** Letters that may not mate on their own (default none). */
  noMate?: string[];
}
