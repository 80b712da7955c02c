/**
 * Reads Fairy-Stockfish's `variants.ini` dialect with a line and column for
 * every section and key. Hand-written rather than an npm INI reader because
 * none keeps line numbers, and the dialect has its own rules: a section
 * header is `[name]` or `[name:parent]`, a line whose first character is `#`
 * (or `;`) is a comment, a value runs to the end of its line (a `;` or `#`
 * inside it is part of it), a key given twice keeps its last value (that
 * engine's reading; we warn), and text before the first section is ignored.
 */
import { clip, type Diagnostic } from './diagnostics.ts';

/** At most this many bytes of INI text, as for variant files. */
export const MAX_INI_BYTES = 1024 * 1024;
/** Lines longer than this are refused (a real section's longest is under 200 characters). */
export const MAX_INI_LINE = 4096;
/** At most this many sections in one file (Fairy-Stockfish's own file has about 130). */
export const MAX_INI_SECTIONS = 1024;

export interface IniField {
  readonly key: string;
  readonly value: string;
  readonly line: number;
  /** Column of the key (1-based). */
  readonly column: number;
  /** Column of the value. */
  readonly valueColumn: number;
}

export interface IniSection {
  readonly name: string;
  /** The parent named after `:`, or null. */
  readonly parent: string | null;
  readonly line: number;
  /** Keys in the order of their last occurrence. */
  readonly fields: ReadonlyMap<string, IniField>;
}

export interface IniParse {
  readonly sections: readonly IniSection[];
  readonly diagnostics: readonly Diagnostic[];
}

const SECTION_NAME = /^[A-Za-z0-9_.+-]+$/;

/** Splits INI text into sections and keys; problems become diagnostics at their line. */
export function parseIni(text: string, file: string): IniParse {
  const diagnostics: Diagnostic[] = [];
  const diag = (severity: 'error' | 'warning', code: string, message: string, line: number, column = 1) =>
    diagnostics.push({ severity, code, message, file, line, column });
  if (text.length > MAX_INI_BYTES) {
    diag('error', 'file-too-large', `the file is larger than ${MAX_INI_BYTES} bytes`, 1);
    return { sections: [], diagnostics };
  }
  const sections: IniSection[] = [];
  let current: { name: string; parent: string | null; line: number; fields: Map<string, IniField> } | null = null;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const raw = lines[i]!;
    if (raw.length > MAX_INI_LINE) {
      diag('error', 'ini-line-too-long', `line is longer than ${MAX_INI_LINE} characters`, line, MAX_INI_LINE + 1);
      continue;
    }
    const indent = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body === '' || body.startsWith('#') || body.startsWith(';')) continue;
    if (body.startsWith('[')) {
      const close = body.indexOf(']');
      const inner = close < 0 ? '' : body.slice(1, close);
      const [name = '', parent, ...more] = inner.split(':').map((s) => s.trim());
      if (close < 0 || !SECTION_NAME.test(name) || more.length > 0 || (parent !== undefined && !SECTION_NAME.test(parent))) {
        diag('error', 'ini-section', `'${clip(body)}' is not a section header ([name] or [name:parent], letters, digits, - _ . +)`, line, indent + 1);
        current = null;
        continue;
      }
      if (sections.length >= MAX_INI_SECTIONS) {
        diag('error', 'ini-too-many-sections', `more than ${MAX_INI_SECTIONS} sections`, line, indent + 1);
        break;
      }
      current = { name, parent: parent ?? null, line, fields: new Map() };
      sections.push(current);
      continue;
    }
    if (!current) continue; // before the first section: that engine skips it too
    const eq = body.indexOf('=');
    if (eq <= 0) {
      diag('error', 'ini-syntax', `'${clip(body)}' is not 'key = value'`, line, indent + 1);
      continue;
    }
    const key = body.slice(0, eq).trim();
    const after = body.slice(eq + 1);
    const value = after.trim();
    const valueColumn = indent + eq + 2 + (after.length - after.trimStart().length);
    const earlier = current.fields.get(key);
    if (earlier) {
      diag('warning', 'ini-duplicate-key', `'${clip(key)}' is given again; this value replaces the one on line ${earlier.line}, as in Fairy-Stockfish`, line, indent + 1);
      current.fields.delete(key);
    }
    current.fields.set(key, { key, value, line, column: indent + 1, valueColumn });
  }
  return { sections, diagnostics };
}
