/** A few lines of the file around a diagnostic, with the culprit underlined. */
import type { Diagnostic } from '@fairyforge/loader';
import { printableSameWidth } from './output.ts';

/** Longest stretch of a source line shown; longer lines are cut around the culprit. */
export const FRAME_WIDTH = 120;

export function codeFrame(lines: readonly string[], d: Diagnostic): string {
  const i = d.line - 1;
  if (i < 0 || i >= lines.length) return '';
  const text = expandTabs(lines[i]!);
  const start = visualColumn(lines[i]!, d.column - 1);
  const endCol = d.endLine === d.line && d.endColumn !== undefined && d.endColumn > d.column ? d.endColumn - 1 : d.column;
  const end = Math.max(start + 1, visualColumn(lines[i]!, endCol));
  // The window of columns shown: all of a short line, else a stretch that starts a little before the culprit.
  const from = text.length <= FRAME_WIDTH ? 0 : Math.max(0, Math.min(start - 20, text.length - FRAME_WIDTH));
  const cut = (s: string) => {
    const part = s.slice(from, from + FRAME_WIDTH);
    return `${from > 0 ? '…' : ''}${printableSameWidth(part)}${s.length > from + FRAME_WIDTH ? '…' : ''}`;
  };
  const width = String(d.line).length;
  const show = (n: number) => `${String(n + 1).padStart(width)} | ${cut(expandTabs(lines[n]!))}`;
  const out: string[] = [];
  if (i > 0 && lines[i - 1]!.trim() !== '') out.push('  ' + show(i - 1));
  out.push('> ' + show(i));
  const caretFrom = start - from + (from > 0 ? 1 : 0);
  out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, caretFrom))}${'^'.repeat(Math.max(1, Math.min(end - start, 80, FRAME_WIDTH - (start - from))))}`);
  return out.join('\n');
}

function expandTabs(s: string): string {
  return s.replace(/\r$/, '').replace(/\t/g, '  ');
}

function visualColumn(s: string, index: number): number {
  return expandTabs(s.slice(0, index)).length;
}
