/**
 * A YAML document parsed with source positions, so that any value can be
 * traced back to its line and column in the original file (which, for a
 * variant, is the Markdown file around the front-matter).
 */
import { LineCounter, isNode, parseDocument, type Document } from 'yaml';
import type { Diagnostic } from './diagnostics.ts';

export interface YamlSource {
  readonly file: string;
  readonly doc: Document;
  readonly lines: LineCounter;
  /** Line (0-based) and column (0-based) in the file where the YAML text starts. */
  readonly lineOffset: number;
  readonly columnOffset: number;
}

export function parseYamlSource(
  file: string,
  yamlText: string,
  lineOffset = 0,
  columnOffset = 0,
): { ok: true; source: YamlSource } | { ok: false; diagnostics: Diagnostic[] } {
  const lines = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const source: YamlSource = { file, doc, lines, lineOffset, columnOffset };
  if (doc.errors.length > 0) {
    return {
      ok: false,
      diagnostics: doc.errors.map((e) => {
        const at = positionAt(source, e.pos[0]);
        return { severity: 'error', code: 'yaml-syntax', message: firstLine(e.message), file, ...at };
      }),
    };
  }
  return { ok: true, source };
}

function firstLine(s: string): string {
  return s.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** 1-based line and column in the file for an offset into the YAML text. */
export function positionAt(src: YamlSource, offset: number): { line: number; column: number } {
  const p = src.lines.linePos(offset);
  return { line: p.line + src.lineOffset, column: p.col + (p.line === 1 ? src.columnOffset : 0) };
}

export interface Span {
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
}

/**
 * Where the value at `path` is (or the nearest existing parent). With
 * `charIndex`, the position of that character inside a one-line scalar
 * (skipping an opening quote), so errors inside a string point at the culprit.
 */
export function locate(src: YamlSource, path: readonly (string | number)[], charIndex?: number, charLength = 1): Span {
  for (let n = path.length; n >= 0; n--) {
    const node = src.doc.getIn(path.slice(0, n), true);
    if (isNode(node) && node.range) {
      let offset = node.range[0];
      let end = node.range[1];
      if (n === path.length && charIndex !== undefined) {
        const type = (node as { type?: string }).type;
        offset += (type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE' ? 1 : 0) + charIndex;
        end = offset + charLength;
      }
      const a = positionAt(src, offset);
      const b = positionAt(src, Math.max(end, offset + 1));
      return { ...a, endLine: b.line, endColumn: b.column };
    }
  }
  return positionAt(src, 0);
}

/** Where the key of `path` is (for "unknown key" messages); the value's place if it has no key. */
export function locateKey(src: YamlSource, path: readonly (string | number)[]): Span {
  const parent = src.doc.getIn(path.slice(0, -1), true) as { items?: { key?: unknown }[] } | undefined;
  const last = path[path.length - 1];
  for (const item of parent?.items ?? []) {
    const key = item.key as { range?: number[]; value?: unknown } | undefined;
    if (key && String(key.value) === String(last) && key.range) {
      const a = positionAt(src, key.range[0]!);
      const b = positionAt(src, key.range[1]!);
      return { ...a, endLine: b.line, endColumn: b.column };
    }
  }
  return locate(src, path);
}

/**
 * The document as plain data. Alias expansion is capped, so a "billion
 * laughs" file becomes a diagnostic instead of exhausting memory.
 */
export function toData(src: YamlSource): { ok: true; data: unknown } | { ok: false; diagnostics: Diagnostic[] } {
  try {
    return { ok: true, data: src.doc.toJS({ maxAliasCount: 100 }) };
  } catch (e) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'yaml-aliases', message: (e as Error).message, file: src.file, line: src.lineOffset + 1, column: 1 }] };
  }
}
