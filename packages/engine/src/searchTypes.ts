/** What a search is asked (limits, options) and what it answers (Engine.search in search.ts). */

export interface SearchLimits {
  /** Deepest iteration, in plies (default: 64 with a time or node limit, else 4). */
  readonly depth?: number;
  /** Milliseconds to think. */
  readonly movetime?: number;
  /** Nodes to search: a limit that, unlike time, keeps results reproducible. */
  readonly nodes?: number;
}

export interface SearchOptions {
  /** Picks among equally good moves (default 0). */
  readonly seed?: number;
  /** Up to this many centipawns of seeded noise added to each root move's score (default 0). */
  readonly noise?: number;
  /** hashKey of each earlier position of the game, oldest first, so that repetitions count as draws. */
  readonly history?: readonly number[];
  /** Beside each history key: whether the side to move was in check there (Game.historyChecks), for perpetual check. Absent: never. */
  readonly historyChecks?: readonly boolean[];
  /** Only these root moves are searched (a game's rules may forbid some of the position's, see Game.legalMoves). */
  readonly rootMoves?: readonly number[];
  /** Polled every 1024 nodes: true ends the search, which returns the last completed iteration's move (a UCI `stop`). */
  readonly stop?: () => boolean;
  /** Called after each completed iteration with its result so far (UCI `info` lines). */
  readonly onIteration?: (r: SearchResult) => void;
}

export interface SearchResult {
  /** The move to play, or null when there is no legal move. */
  readonly move: number | null;
  /** Centipawns from the mover's view; beyond ±(MATE − 1000) a mate. */
  readonly score: number;
  /** Depth of the last completed iteration. */
  readonly depth: number;
  readonly nodes: number;
  readonly pv: readonly number[];
  readonly ms: number;
}
