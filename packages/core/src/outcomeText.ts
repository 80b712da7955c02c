/**
 * How a finished game is announced in words (`1-0: White wins by checkmate`):
 * one table, so the CLI's `play`/`selfplay` and the playground say the same.
 */
import type { Outcome } from './outcome.ts';

const REASONS: Record<Outcome['reason'], string> = {
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  repetition: 'repetition of the position',
  'move-rule': 'the move rule',
  'insufficient-material': 'insufficient material',
  extinction: 'extinction',
  'bare-king': 'bare king',
  flag: 'reaching the flag region',
  'check-count': 'checks given',
  castling: 'the castling rule',
  connect: 'pieces in a row',
  counting: 'the counting rules',
  'perpetual-check': 'perpetual check',
  'move-repetition': 'shuttling a piece back and forth',
  'drop-mate': 'checkmate by a forbidden drop (it loses for the side that dropped)',
  'knight-mate': 'checkmate by knights alone (it loses for the side that gave it)',
  niol: 'niol: checkmate without a shak in the run of checks before it, a draw',
  pass: 'two passes in a row',
  bikjang: 'bikjang (the generals left facing)',
  'full-board': 'the count of a full board',
};

/** `1-0: White wins by checkmate`, `1/2-1/2: draw by repetition of the position`. */
export function describeOutcome(o: Outcome): string {
  const who = o.result === '1-0' ? 'White wins' : o.result === '0-1' ? 'Black wins' : 'draw';
  return `${o.result}: ${who} by ${REASONS[o.reason]}`;
}
