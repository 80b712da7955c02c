/**
 * `fairyforge uci`: a UCI engine on standard input and output, in
 * Fairy-Stockfish's dialect, for GUIs and scripts (uciSession.ts holds the
 * commands). It ends on `quit` or at the end of input, after any running
 * search has sent its best move (`quit` stops it first).
 */
import { parse, UsageError } from './args.ts';
import { uciSpec } from './commandSpecs.ts';
import { InputLineTooLong, stdinLines } from './inputLines.ts';
import type { Io } from './output.ts';
import { version } from './version.ts';
import { Searcher } from './uciSearcher.ts';
import { UciSession } from './uciSession.ts';

/** A GUI sends a whole game on one `position … moves …` line: a million characters is some 150 000 plies. */
const MAX_UCI_LINE = 1 << 20;

export async function uciCommand(argv: string[], io: Io): Promise<number> {
  const { positionals } = parse(argv, uciSpec.options);
  if (positionals.length > 0) throw new UsageError(`uci takes no arguments (the variant is the UCI_Variant option), not '${positionals[0]}'`);
  const searcher = new Searcher();
  const session = new UciSession((line) => io.out(line), searcher, version());
  const lines = stdinLines(MAX_UCI_LINE);
  let status = 0;
  let quit = false;
  try {
    for await (const line of lines) {
      if (!session.handle(line)) {
        quit = true;
        break;
      }
    }
  } catch (e) {
    if (!(e instanceof InputLineTooLong)) throw e;
    io.err(`error: ${e.message}`);
    status = 1;
  }
  // `quit` (or an unending search at the end of input) stops a running search;
  // a bounded one at the end of a script runs to its end. Either way its best move is sent.
  if (quit || session.searchingWithoutLimit) session.handle('stop');
  await searcher.idle();
  await searcher.close();
  await lines.return(undefined);
  return status;
}
