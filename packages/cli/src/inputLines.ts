/**
 * Lines typed to `play`, with a bound on their length: readline keeps an
 * unfinished line in memory however long it grows, so `play < /dev/zero`
 * exhausted the heap. A line over the bound ends the input with an error
 * that names the line.
 */

/** Far longer than any move or command (the longest SAN on a 26×39 board is about 15 characters). */
export const MAX_INPUT_LINE = 4096;

export class InputLineTooLong extends Error {
  override name = 'InputLineTooLong';
  constructor(readonly line: number, readonly max: number = MAX_INPUT_LINE) {
    super(`input line ${line} is longer than ${max} characters`);
  }
}

/** Lines of a text stream (CR LF or LF), never holding more than `max` characters of an unfinished one. */
export async function* boundedLines(chunks: AsyncIterable<string>, max: number = MAX_INPUT_LINE): AsyncGenerator<string> {
  let pending = '';
  let n = 0;
  for await (const chunk of chunks) {
    pending += chunk;
    let start = 0;
    for (let i = pending.indexOf('\n'); i >= 0; i = pending.indexOf('\n', start)) {
      n++;
      const line = pending.slice(start, i).replace(/\r$/, '');
      start = i + 1;
      if (line.length > max) throw new InputLineTooLong(n, max);
      yield line;
    }
    pending = pending.slice(start);
    if (pending.length > max + 1) throw new InputLineTooLong(n + 1, max);
  }
  if (pending !== '') {
    if (pending.length > max) throw new InputLineTooLong(n + 1, max);
    yield pending;
  }
}

/** The same bound on lines that come ready-split (a test driving a game). */
export async function* checkedLines(lines: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let n = 0;
  for await (const line of lines) {
    if (line.length > MAX_INPUT_LINE) throw new InputLineTooLong(n + 1);
    n++;
    yield line;
  }
}

/** Standard input as bounded lines (`max` characters each); `return()` stops reading it. */
export function stdinLines(max: number = MAX_INPUT_LINE): AsyncGenerator<string> {
  process.stdin.setEncoding('utf8');
  return boundedLines(process.stdin, max);
}
