/**
 * `{{svg:NAME "caption"}}` directives in a variant's Markdown body: where a
 * picture of the board goes. Found here with their positions; malformed ones
 * become diagnostics.
 */
import { MAX_BODY_DIRECTIVES } from './bodyLimits.ts';
import type { Diagnostic } from './diagnostics.ts';

export interface SvgDirective {
  readonly name: string;
  readonly caption: string | null;
  readonly line: number;
  readonly column: number;
  /** The directive's full text. */
  readonly text: string;
}

const FORM = '{{svg:NAME.svg "caption"}}';
const GOOD = /^\{\{svg:([A-Za-z0-9][A-Za-z0-9._-]*\.svg)(?:\s+"([^"\\]*(?:\\.[^"\\]*)*)")?\s*\}\}$/;

export function findDirectives(body: string, bodyLine: number, file: string): { directives: SvgDirective[]; diagnostics: Diagnostic[] } {
  const directives: SvgDirective[] = [];
  const diagnostics: Diagnostic[] = [];
  const lines = body.split('\n');
  let inFence = false;
  lines.forEach((raw, i) => {
    // Past the limit the body is refused anyway (bodyLimits.ts reports it); stop, so tens of thousands of directives cost nothing.
    if (directives.length + diagnostics.length > MAX_BODY_DIRECTIVES) return;
    const text = raw.replace(/\r$/, '');
    // Directives inside fenced code blocks are examples, not directives.
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    if (inFence) return;
    const line = bodyLine + i;
    for (let at = text.indexOf('{{'); at >= 0; at = text.indexOf('{{', at + 2)) {
      const column = at + 1;
      const close = text.indexOf('}}', at);
      const bad = (code: string, message: string) =>
        diagnostics.push({ severity: 'error', code, message, file, line, column, endLine: line, endColumn: (close >= 0 ? close + 2 : text.length) + 1, hint: `the form is ${FORM}` });
      if (close < 0) {
        bad('directive-unclosed', 'a `{{` directive is not closed by `}}` on the same line');
        break;
      }
      const whole = text.slice(at, close + 2);
      const kind = /^\{\{\s*([A-Za-z-]*)\s*:/.exec(whole)?.[1];
      if (kind !== 'svg') {
        bad('directive-unknown', `unknown directive '${kind ?? whole}'; only {{svg:…}} is supported`);
        continue;
      }
      const m = GOOD.exec(whole);
      if (!m) {
        bad('directive-malformed', `malformed directive ${whole}`);
        continue;
      }
      directives.push({ name: m[1]!, caption: m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : null, line, column, text: whole });
    }
  });
  return { directives, diagnostics };
}
