/** A few lines of the file around a diagnostic, with the culprit underlined. */
import type { Diagnostic } from '@fairyforge/loader';

export function codeFrame(lines: readonly string[], d: Diagnostic): string {
  const i = d.line - 1;
  if (i < 0 || i >= lines.length) return '';
  const width = String(d.line).length;
  const show = (n: number) => `${String(n + 1).padStart(width)} | ${expandTabs(lines[n]!)}`;
  const out: string[] = [];
  if (i > 0 && lines[i - 1]!.trim() !== '') out.push('  ' + show(i - 1));
  out.push('> ' + show(i));
  const text = lines[i]!;
  const start = visualColumn(text, d.column - 1);
  const endCol = d.endLine === d.line && d.endColumn !== undefined && d.endColumn > d.column ? d.endColumn - 1 : d.column;
  const end = Math.max(start + 1, visualColumn(text, endCol));
  out.push(`  ${' '.repeat(width)} | ${' '.repeat(start)}${'^'.repeat(Math.min(end - start, 80))}`);
  return out.join('\n');
}

function expandTabs(s: string): string {
  return s.replace(/\r$/, '').replace(/\t/g, '  ');
}

function visualColumn(s: string, index: number): number {
  return expandTabs(s.slice(0, index)).length;
}
