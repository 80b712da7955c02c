/**
 * `fairyforge play`: a game in the terminal, human or engine on either side.
 * Moves are typed in SAN or UCI; the commands are listed by `help`. Input is
 * read line by line from any source of lines (standard input by default), so
 * a test can drive a whole game.
 */
import { Game, KIND_DROP, makePgn, makeSan, moveFrom, moveKind, moveTo, describeOutcome, type Outcome } from '@fairyforge/core';
import { Engine, MATE, type SearchLimits } from '@fairyforge/engine';
import { existsSync } from 'node:fs';
import { intOption, onePositional, parse, UsageError } from './args.ts';
import { playSpec } from './commandSpecs.ts';
import { playMovesOrExit } from './movesOption.ts';
import { userPath } from './paths.ts';
import { printable, processIo, type Io } from './output.ts';
import { checkedLines, InputLineTooLong, stdinLines } from './inputLines.ts';
import { writeFileAtomic } from '@fairyforge/render';
import { terminalBoard, wantsColour } from './terminalBoard.ts';
import { ReportedError, variantOrExit } from './variant.ts';

const HELP = `Type a move in SAN (Nf3, exd5, b10=W, O-O) or UCI (e2e4, b9b10w), or a command:
  undo    take back your last move (and the engine's reply)
  moves   list the legal moves
  board   show the board again
  fen     print the position as FEN
  pgn     print the game so far as PGN
  help    this text
  quit    stop (the PGN is still saved with --pgn)`;

const SIDES = ['White', 'Black'];

export async function playCommand(argv: string[], io: Io, input?: AsyncIterable<string> | Iterable<string>): Promise<number> {
  const { values, positionals } = parse(argv, playSpec.options);
  const name = onePositional(positionals);
  const players = [values.white ?? 'human', values.black ?? 'engine'];
  for (const [i, p] of players.entries()) {
    if (p !== 'human' && p !== 'engine') throw new UsageError(`--${i ? 'black' : 'white'} must be human or engine, not '${p}'`);
  }
  if (values.depth !== undefined && values.movetime !== undefined) throw new UsageError('give --depth or --movetime, not both');
  const depth = intOption(values.depth, 'depth', 1);
  const movetime = intOption(values.movetime, 'movetime', 1);
  const seed = intOption(values.seed, 'seed', 0) ?? 1;
  const limits: SearchLimits = depth !== undefined ? { depth } : { movetime: movetime ?? 1000 };
  const pgn = values.pgn === undefined ? undefined : userPath(values.pgn);
  if (pgn !== undefined && !values.force && existsSync(pgn)) {
    io.err(`error: ${values.pgn} already exists (use --force to overwrite it)`);
    return 2;
  }

  const v = variantOrExit(name, io);
  const g = Game.fromFen(v.compiled, values.fen ?? v.spec.startFen);
  if (!g.ok) {
    io.err(`error: invalid FEN for ${v.slug}: ${g.error}`);
    throw new ReportedError(1);
  }
  const game = g.game;
  playMovesOrExit(values.moves, () => game.pos, (m) => game.play(m), io, (t) => game.match(t));
  const engine = players.includes('engine') ? new Engine(v.compiled) : null;
  const colour = io === processIo && wantsColour(process.stdout);
  const it = input === undefined ? stdinLines() : checkedLines(input);
  const show = () => {
    const last = game.moves.at(-1);
    // A drop has no square it came from (its `from` is the piece's type): only where it landed is marked.
    const marked = !last ? [] : moveKind(last.move) === KIND_DROP ? [moveTo(last.move)] : [moveFrom(last.move), moveTo(last.move)];
    io.out(terminalBoard(game.pos, colour, marked));
  };
  const label = () => `${game.pos.fullmove}${game.pos.turn === 0 ? '.' : '...'}`;

  io.out(`${v.title} (${v.slug}) — White: ${players[0]}, Black: ${players[1]}. Type a move, or help.`);
  show();
  let ended: Outcome | null = null;
  let quit = false;
  let badInput = false;
  for (;;) {
    ended = game.outcome();
    if (ended) {
      io.out(describeOutcome(ended));
      break;
    }
    const side = game.pos.turn;
    if (players[side] === 'engine') {
      const r = engine!.search(game.pos, limits, { seed: seed + game.ply, ...game.searchContext() });
      const san = makeSan(game.pos, r.move!);
      const score = Math.abs(r.score) >= MATE - 1000 ? `mate in ${Math.ceil((MATE - Math.abs(r.score)) / 2)}${r.score < 0 ? ' against' : ''}` : `${(r.score / 100).toFixed(2)}`;
      io.out(`${label()} ${san}   (engine: depth ${r.depth}, ${score}, ${r.nodes} nodes, ${(r.ms / 1000).toFixed(2)} s)`);
      game.play(r.move!);
      show();
      continue;
    }
    io.out(`${SIDES[side]} to move (${label()}):`);
    let next: IteratorResult<string>;
    try {
      next = await it.next();
    } catch (e) {
      if (!(e instanceof InputLineTooLong)) throw e;
      io.err(`error: ${e.message}; the game stops here`);
      badInput = true;
      break;
    }
    if (next.done) break;
    const text = next.value.trim();
    if (text === '') continue;
    const command = text.toLowerCase();
    if (command === 'quit' || command === 'exit') {
      quit = true;
      break;
    } else if (command === 'help') io.out(HELP);
    else if (command === 'board') show();
    else if (command === 'fen') io.out(game.fen());
    else if (command === 'pgn') io.out(makePgn(game, { tags: pgnTags(players) }));
    else if (command === 'moves') io.out(game.legalMoves().map((m) => makeSan(game.pos, m)).join(' '));
    else if (command === 'undo') {
      // Back to the last position where a human was to move (past the engine's reply).
      let undone = 0;
      while (game.ply > 0) {
        game.undo();
        undone++;
        if (players[game.pos.turn] === 'human') break;
      }
      if (undone === 0) io.out('nothing to undo');
      else {
        io.out(`took back ${undone} move${undone > 1 ? 's' : ''}`);
        show();
      }
    } else {
      const r = game.match(text);
      if (!r.ok) {
        // The message quotes what was typed: escaped, so typed control characters cannot drive the terminal.
        const m = printable(r.message);
        io.out(r.error === 'ambiguous' ? `ambiguous move: ${m}` : r.error === 'syntax' ? `not a move or command: ${m} (help lists the commands)` : `illegal move: ${m}`);
        continue;
      }
      const played = game.play(r.move);
      io.out(`${played.san}`);
      show();
    }
  }
  if (!ended && !quit && !badInput) io.out('input ended; the game is unfinished');
  // Stops reading standard input, so the process can end.
  await it.return(undefined);
  if (pgn !== undefined) {
    try {
      writeFileAtomic(pgn, makePgn(game, { tags: pgnTags(players) }), { force: values.force === true });
      io.out(`saved the game to ${values.pgn}`);
    } catch (e) {
      io.err(`error: could not save the PGN: ${(e as Error).message}`);
      return 2;
    }
  }
  return badInput ? 1 : 0;
}

function pgnTags(players: string[]): Record<string, string> {
  const d = new Date();
  const date = `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
  return { Event: 'fairyforge play', Date: date, White: players[0] === 'engine' ? 'fairyforge engine' : 'human', Black: players[1] === 'engine' ? 'fairyforge engine' : 'human' };
}
