/**
 * Move atoms: the board-independent result of expanding a Betza string.
 *
 * One atom is one step vector (from White's point of view: +dx towards the
 * h-file, +dy forward) with everything the move generator needs to know about
 * how that vector may be used. Direction modifiers are already resolved: a
 * knight `N` expands to eight atoms, `fN` to two. Black's moves are White's
 * rotated by 180 degrees; the core package does that rotation.
 */
export interface MoveAtom {
  /** Step towards the h-file (White's right). */
  readonly dx: number;
  /** Step forward (towards the opponent, for White +rank). */
  readonly dy: number;
  /**
   * How many times the step may repeat: 1 for a leaper, 0 for unlimited
   * (a rider), n for a rider limited to n steps (`R4`, `W10`).
   */
  readonly range: number;
  /** May end on an empty square (Betza `m`, or no modality given). */
  readonly move: boolean;
  /** May end by capturing an enemy piece (Betza `c`, or no modality given). */
  readonly capture: boolean;
  /** Only for a piece that stands on its initial square(s) (Betza `i`). */
  readonly initial: boolean;
  /**
   * May capture en passant onto the last mover's e.p. squares (Betza `e`).
   * Independent of `capture`: `fceF` sets both, while `feF` is an
   * e.p.-only capture (capture false), as in XBoard.
   */
  readonly enPassant: boolean;
  /**
   * Squares (relative offsets, White's view) strictly between start and
   * target of a leap that must be empty (`n`, lame leaper) — or, with
   * `jump`, at least one of which must be occupied (`j`). Offsets are
   * relative to the square the step starts from, nearest first (nN (1,2):
   * [[0,1]]; nZ (2,3): [[0,1],[1,2]]). For riders the path applies to every
   * single step of the ride. Empty for plain leaps and for `j` riders.
   */
  readonly path: ReadonlyArray<readonly [number, number]>;
  /** `j`: on a leaper the path must be occupied; on a rider the first square is skipped whatever stands there. */
  readonly jump: boolean;
  /**
   * Hopping, named by its Betza letter (riders only):
   * `'p'`, cannon-like: must pass over exactly one piece (the screen) and
   * then moves or captures beyond it, as far as the line is free;
   * `'g'`, grasshopper-like: must land on the square directly beyond the
   * first piece on the line.
   */
  readonly hop: 'none' | 'p' | 'g';
  /**
   * Multi-leg moves (XBetza `a`): the legs after the first, in order. When
   * present, this atom's own `dx`, `dy`, `range`, `move`, `capture` and `hop`
   * describe the first leg, which ends where a later leg starts (see
   * MoveLeg); absent for an ordinary single-leg move.
   */
  readonly legs?: readonly MoveLeg[];
}

/**
 * One leg of a multi-leg move, resolved to an absolute step (White's view).
 * A leg before the last ends on a square its mode allows, and the next leg
 * starts there: `move` (m) an empty square, `capture` (c) an enemy piece,
 * which the move captures though it does not land there (a locust capture),
 * `hop` 'p' any occupied square, passed over. The last leg ends as an
 * ordinary move: on an empty square (`move`) or by capturing (`capture`).
 * A riding leg (range 0 or n) passes over empty squares only.
 */
export interface MoveLeg {
  readonly dx: number;
  readonly dy: number;
  readonly range: number;
  readonly move: boolean;
  readonly capture: boolean;
  readonly hop: 'none' | 'p';
}
