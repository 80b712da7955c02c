/**
 * Bounds on a variant's Markdown body, so that rendering it as a page (with
 * `marked`) takes bounded time, memory and stack. What they defuse:
 *
 * - nesting: `marked` recurses once per nested block quote or list, so 2 KB
 *   of `>` overflows the call stack;
 * - emphasis: its delimiter matching is quadratic in the `*`, `_` and `~`
 *   runs of one paragraph (`*a` × 200 000 took 21 s), and recurses once per
 *   nested emphasis (`*` × 5000 … `*` × 5000 overflows the stack);
 * - directives: each `{{svg:…}}` becomes a whole board picture (30 000 of
 *   them took 2.9 GB).
 *
 * The rules text of a real variant stays far below each limit (the bundled
 * ones: nesting 2, at most 16 delimiter runs in a file, 1 directive).
 * Validation reports a body over a limit; the renderer refuses it with the
 * same message.
 */
import type { Diagnostic } from './diagnostics.ts';

/** Block quotes and lists, counted together; leading indentation counts one level per 4 columns. */
export const MAX_BODY_NESTING = 32;
/** `{{…}}` directives in a body. */
export const MAX_BODY_DIRECTIVES = 64;
/** Runs of `*`, `_` or `~` in one paragraph, and in the whole body. */
export const MAX_PARAGRAPH_DELIMITER_RUNS = 256;
export const MAX_BODY_DELIMITER_RUNS = 10_000;
/** `*`, `_` and `~` characters in one paragraph (a few long runs nest emphasis as deeply). */
export const MAX_PARAGRAPH_DELIMITERS = 1024;

/** The containers a line opens: `>` and list markers, with the indentation before and between them. */
const PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*[ \t]*/;
const DELIMITER_RUN = /[*_~]+/g;

export function bodyLimitDiagnostics(body: string, bodyLine: number, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (code: string, message: string, line: number, column: number, hint: string) =>
    out.push({ severity: 'error', code, message, file, line, column, hint });
  const seen = new Set<string>();
  // One report per kind: a hostile body must not flood the output either.
  const once = (code: string, ...rest: [string, number, number, string]) => {
    if (seen.has(code)) return;
    seen.add(code);
    report(code, ...rest);
  };
  let inFence = false;
  let directives = 0;
  let bodyRuns = 0;
  let paraRuns = 0;
  let paraChars = 0;
  body.split('\n').forEach((raw, i) => {
    const text = raw.replace(/\r$/, '');
    const line = bodyLine + i;
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    if (inFence) return;
    if (text.trim() === '') {
      paraRuns = paraChars = 0;
      return;
    }
    const depth = nestingOf(text);
    if (depth.level > MAX_BODY_NESTING) {
      once('body-nesting', `block quotes and lists nested ${depth.level} deep; at most ${MAX_BODY_NESTING}`, line, depth.column, 'flatten the quotes or lists');
    }
    for (let at = text.indexOf('{{'); at >= 0; at = text.indexOf('{{', at + 2)) {
      if (++directives === MAX_BODY_DIRECTIVES + 1) once('body-directives', `more than ${MAX_BODY_DIRECTIVES} {{…}} directives in the rules text`, line, at + 1, 'each directive is a whole board picture');
    }
    for (const m of text.matchAll(DELIMITER_RUN)) {
      const column = m.index + 1;
      paraChars += m[0].length;
      if (++paraRuns === MAX_PARAGRAPH_DELIMITER_RUNS + 1) once('body-emphasis', `more than ${MAX_PARAGRAPH_DELIMITER_RUNS} runs of '*', '_' or '~' in one paragraph`, line, column, 'split the paragraph, or write the characters in `code`');
      if (paraChars > MAX_PARAGRAPH_DELIMITERS) once('body-emphasis', `more than ${MAX_PARAGRAPH_DELIMITERS} '*', '_' and '~' characters in one paragraph`, line, column, 'split the paragraph, or write the characters in `code`');
      if (++bodyRuns === MAX_BODY_DELIMITER_RUNS + 1) once('body-emphasis', `more than ${MAX_BODY_DELIMITER_RUNS} runs of '*', '_' or '~' in the rules text`, line, column, 'shorten the rules text');
    }
  });
  return out;
}

/** How deeply a line nests block quotes and lists, and the column where it passes the limit. */
function nestingOf(text: string): { level: number; column: number } {
  const prefix = PREFIX.exec(text)![0];
  let level = 0;
  let spaces = 0;
  let column = 1;
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix[i]!;
    if (c === ' ' || c === '\t') {
      spaces += c === '\t' ? 4 : 1;
      continue;
    }
    if (c === '>' || c === '-' || c === '*' || c === '+' || c === '.' || c === ')') level++;
    if (level + Math.floor(spaces / 4) === MAX_BODY_NESTING + 1) column = i + 1;
  }
  level += Math.floor(spaces / 4);
  if (level > MAX_BODY_NESTING && column === 1) column = Math.min(prefix.length, text.length) || 1;
  return { level, column };
}
