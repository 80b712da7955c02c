/**
 * `go` for the UCI command: its parameters read into engine limits, with the
 * clock (`wtime`, `btime`, increments, `movestogo`) turned into a time for
 * this move.
 */

export interface GoCommand {
  /** `go perft N`: count instead of search. */
  readonly perft?: number;
  readonly depth?: number;
  readonly nodes?: number;
  /** Milliseconds for this move, from `movetime` or the clock. */
  readonly movetime?: number;
  /** `go infinite` (or no limit at all): search until `stop`. */
  readonly infinite: boolean;
}

const NUMERIC = new Set(['perft', 'depth', 'nodes', 'movetime', 'wtime', 'btime', 'winc', 'binc', 'movestogo', 'mate']);
/** Leaves room for the GUI's and the process's own delays. */
const OVERHEAD_MS = 30;

/** Reads `go`'s tokens (after `go`) for the side to move (0 White, 1 Black); unknown tokens are skipped, as GUIs send extras (`ponder`, `searchmoves` are not supported). */
export function parseGo(tokens: readonly string[], turn: number): GoCommand {
  const n = new Map<string, number>();
  let infinite = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t === 'infinite') infinite = true;
    else if (NUMERIC.has(t) && i + 1 < tokens.length) {
      const value = Number(tokens[i + 1]);
      if (Number.isFinite(value)) n.set(t, value);
      i++;
    }
  }
  if (n.has('perft')) return { perft: Math.max(0, Math.floor(n.get('perft')!)), infinite: false };
  const depth = n.get('depth') ?? (n.has('mate') ? 2 * n.get('mate')! : undefined);
  const movetime = n.get('movetime') ?? clockTime(n, turn);
  const nodes = n.get('nodes');
  return {
    ...(depth !== undefined ? { depth: Math.max(1, Math.floor(depth)) } : {}),
    ...(nodes !== undefined ? { nodes: Math.max(1, Math.floor(nodes)) } : {}),
    ...(movetime !== undefined ? { movetime: Math.max(1, Math.floor(movetime)) } : {}),
    infinite: infinite || (depth === undefined && movetime === undefined && nodes === undefined),
  };
}

/** A share of the mover's remaining time: a 30th (or the moves to the time control), plus most of the increment, never more than half the clock. */
function clockTime(n: Map<string, number>, turn: number): number | undefined {
  const time = n.get(turn === 0 ? 'wtime' : 'btime');
  if (time === undefined) return undefined;
  const inc = n.get(turn === 0 ? 'winc' : 'binc') ?? 0;
  const togo = Math.max(1, n.get('movestogo') ?? 30);
  return Math.max(1, Math.min(time / 2, time / togo + inc * 0.75) - OVERHEAD_MS);
}
