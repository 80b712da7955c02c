/**
 * `--moves "e2e4 e7e5 Nf3"`: moves played from the FEN (or the start) before
 * a command looks at the position. UCI or SAN, separated by spaces or commas;
 * move numbers as in PGN (`1.`, `1...`) are skipped, so a game's text can be
 * pasted. A comma between two UCI legs where the second starts on the
 * square the first ends on (`f6f7,f7g7`, a lion's double capture) joins them
 * into one multi-leg move rather than separating two moves. An illegal move
 * stops everything, named by its number and text.
 */
import { makeUci, matchMove, type MoveMatch, type Position } from '@fairyforge/core';
import { printable, type Io } from './output.ts';
import { ReportedError } from './reported.ts';

const LEG = /^([a-z][0-9]+)([a-z][0-9]+)$/;

export function splitMoves(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    // The last UCI leg of this word's previous move, if it was one.
    let leg: RegExpExecArray | null = null;
    for (const part of word.split(',')) {
      const next = LEG.exec(part);
      if (leg && next && next[1] === leg[2]) out[out.length - 1] += `,${part}`;
      else out.push(part);
      leg = next;
    }
  }
  return out.filter((t) => t !== '' && !/^\d+\.+$/.test(t));
}

/**
 * Plays each move with `play` (Position.make, or Game.play to keep a game's
 * history), reading the position to move from `pos()` and matching the text
 * with `match` (a game's own, where its history restricts moves). Returns
 * the UCI of every move played.
 */
export function playMovesOrExit(text: string | undefined, pos: () => Position, play: (move: number) => void, io: Io, match: (text: string) => MoveMatch = (t) => matchMove(pos(), t)): string[] {
  if (text === undefined) return [];
  const played: string[] = [];
  splitMoves(text).forEach((t, i) => {
    const r = match(t);
    if (!r.ok) {
      const why = r.error === 'ambiguous' ? `is ambiguous here (${r.candidates.join(', ')})` : r.error === 'syntax' ? 'is not a move (write UCI such as e2e4 or SAN such as Nf3)' : 'is not a legal move here';
      io.err(`error: --moves: move ${i + 1} '${printable(t)}' ${why}`);
      throw new ReportedError(1);
    }
    played.push(makeUci(pos(), r.move));
    play(r.move);
  });
  return played;
}

/** For a bare Position: make the moves on it. */
export function positionAfterMoves(p: Position, text: string | undefined, io: Io): string[] {
  return playMovesOrExit(text, () => p, (m) => p.make(m), io);
}
