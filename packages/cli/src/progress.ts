/**
 * Progress of long work (perft, case files, selfplay) as one status line on
 * standard error, rewritten in place: only when standard error is a terminal
 * (Io.status exists) and not with --quiet, so pipes and logs stay clean.
 */
import type { Io } from './output.ts';

export interface Progress {
  /** False when nothing is shown: callers may then take a faster path that cannot report. */
  readonly active: boolean;
  /** Show this text now, or soon: updates closer than THROTTLE_MS apart are dropped. */
  update(text: string): void;
  /** Erase the status line. */
  done(): void;
}

/** Redrawing a terminal line thousands of times a second would cost more than the work. */
const THROTTLE_MS = 50;

const silent: Progress = { active: false, update: () => {}, done: () => {} };

export function progressFor(io: Io, quiet: boolean | undefined): Progress {
  const status = io.status;
  if (quiet || !status) return silent;
  let last = -Infinity;
  let shown = false;
  return {
    active: true,
    update(text) {
      const now = performance.now();
      if (now - last < THROTTLE_MS) return;
      last = now;
      shown = true;
      status(text);
    },
    done() {
      if (shown) status('');
      shown = false;
    },
  };
}
