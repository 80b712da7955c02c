/**
 * Reading one variant file: bytes -> text (UTF-8 checked) -> front-matter
 * (gray-matter splits it) -> YAML with positions -> schema check. No
 * inheritance here; see load.ts.
 */
import matter from 'gray-matter';
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { basename } from 'node:path';
import { isRecord } from './catalogue.ts';
import { clip, type Diagnostic } from './diagnostics.ts';
import { isSafeSlug } from './paths.ts';
import { schemaDiagnostics } from './schema.ts';
import { locate, normaliseNewlines, parseYamlSource, toData, type YamlSource } from './source.ts';
import type { VariantFrontMatter } from './types.ts';

/** Variant files larger than this are refused before parsing. */
export const MAX_FILE_BYTES = 1024 * 1024;

export interface VariantFile {
  readonly file: string;
  readonly slug: string;
  readonly data: VariantFrontMatter;
  /** The Markdown after the front-matter, and the file line (1-based) it starts on. */
  readonly body: string;
  readonly bodyLine: number;
  readonly src: YamlSource;
}

export type ReadResult = { ok: true; vf: VariantFile } | { ok: false; diagnostics: Diagnostic[] };

const diag = (file: string, code: string, message: string, line = 1, column = 1, hint?: string): Diagnostic => ({
  severity: 'error',
  code,
  message,
  file,
  line,
  column,
  ...(hint ? { hint } : {}),
});

/**
 * Reads a file as UTF-8, reporting the position of the first byte that is not.
 * Only regular files are read (a FIFO, a device such as /dev/zero, or a
 * directory is refused without being opened for reading), and never more than
 * MAX_FILE_BYTES + 1 bytes, so memory and time stay bounded whatever the path.
 */
export function readText(file: string, maxBytes = MAX_FILE_BYTES): { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] } {
  const bytes = readBounded(file, maxBytes);
  if (!bytes.ok) return bytes;
  if (bytes.tooLarge) {
    return { ok: false, diagnostics: [diag(file, 'file-too-large', `the file has ${bytes.size} bytes; at most ${maxBytes} are read`)] };
  }
  return decodeUtf8(file, bytes.data);
}

/** The bytes of a regular file, at most `maxBytes` of them (a larger file is only measured). */
export function readBounded(file: string, maxBytes: number): { ok: true; data: Buffer; tooLarge: false } | { ok: true; tooLarge: true; size: number } | { ok: false; diagnostics: Diagnostic[] } {
  let fd: number;
  try {
    // stat first: opening a FIFO would wait for a writer.
    const st = statSync(file);
    if (!st.isFile()) return { ok: false, diagnostics: [notAFile(file, st)] };
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return { ok: false, diagnostics: [ioError(file, e)] };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { ok: false, diagnostics: [notAFile(file, st)] };
    if (st.size > maxBytes) return { ok: true, tooLarge: true, size: st.size };
    // The size may be wrong (a file that grows, /proc): read until the end, but
    // never past one byte more than allowed.
    let buf = Buffer.allocUnsafe(st.size + 1);
    let n = 0;
    for (;;) {
      if (n === buf.length) {
        if (n > maxBytes) return { ok: true, tooLarge: true, size: n };
        const bigger = Buffer.allocUnsafe(Math.min(maxBytes + 1, buf.length * 2));
        buf.copy(bigger, 0, 0, n);
        buf = bigger;
      }
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) break;
      n += r;
    }
    return { ok: true, data: buf.subarray(0, n), tooLarge: false };
  } catch (e) {
    return { ok: false, diagnostics: [ioError(file, e)] };
  } finally {
    closeSync(fd);
  }
}

function notAFile(file: string, st: Stats): Diagnostic {
  const what = st.isDirectory() ? 'is a directory, not a file' : st.isFIFO() ? 'is a named pipe, not a regular file' : st.isSocket() ? 'is a socket, not a regular file' : 'is a device, not a regular file';
  return diag(file, 'io', what);
}

function decodeUtf8(file: string, bytes: Buffer): { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] } {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const before = bytes.subarray(0, bad);
    const line = before.filter((b) => b === 10).length + 1;
    const column = new TextDecoder().decode(before.subarray(before.lastIndexOf(10) + 1)).length + 1;
    return { ok: false, diagnostics: [diag(file, 'encoding', `byte 0x${bytes[bad]!.toString(16)} is not valid UTF-8`, line, column, 'save the file as UTF-8')] };
  }
}

function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const x = b[i]!;
    const n = x < 0x80 ? 1 : x >= 0xc2 && x < 0xe0 ? 2 : x >= 0xe0 && x < 0xf0 ? 3 : x >= 0xf0 && x < 0xf5 ? 4 : 0;
    if (n === 0 || i + n > b.length) return i;
    for (let k = 1; k < n; k++) if ((b[i + k]! & 0xc0) !== 0x80) return i;
    i += n;
  }
  return 0;
}

export function ioError(file: string, e: unknown): Diagnostic {
  const code = (e as { code?: string }).code;
  const message =
    code === 'ENOENT'
      ? 'file not found'
      : code === 'EISDIR'
        ? 'is a directory, not a file'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'ELOOP'
            ? 'cannot read: a loop of symbolic links'
            : code === 'ENAMETOOLONG'
              ? 'cannot read: the path is too long'
              : `cannot read: ${(e as Error).message}`;
  return diag(file, 'io', message);
}

// Parent look-ups and slug checks read the same files many times in one run;
// a parse is kept while the file's size and modification time stay the same.
const parsed = new Map<string, { stamp: string; result: ReadResult }>();

export function readVariantFile(file: string): ReadResult {
  let stamp = '';
  try {
    const st = statSync(file);
    stamp = `${st.size}:${st.mtimeMs}`;
  } catch {
    // reported by readText below
  }
  const hit = parsed.get(file);
  if (hit && stamp && hit.stamp === stamp) return hit.result;
  const t = readText(file);
  const result = t.ok ? parseVariantText(t.text, file) : t;
  if (stamp) parsed.set(file, { stamp, result });
  return result;
}

/** Parses a variant file's text (`file` names it in diagnostics). */
export function parseVariantText(text: string, file: string): ReadResult {
  // A byte-order mark is harmless; drop it so that columns on line 1 stay right.
  // CR LF line endings become LF: lines and columns stay the same.
  const clean = normaliseNewlines(text.replace(/^\uFEFF/, ''));
  if (!/^---[ \t]*\n/.test(clean)) {
    return { ok: false, diagnostics: [diag(file, 'front-matter-missing', 'the file does not start with YAML front-matter (a line `---`)', 1, 1, 'start the file with ---, the YAML, then --- on a line of its own')] };
  }
  if (!/\n---[ \t]*(\n|$)/.test(clean.slice(3))) {
    return { ok: false, diagnostics: [diag(file, 'front-matter-unclosed', 'the front-matter is not closed by a line `---`')] };
  }
  // gray-matter only splits; the YAML is parsed by `yaml` to keep positions.
  const parts = matter(clean, { engines: { yaml: () => ({}) } } as never) as unknown as { matter: string; content: string };
  const start = clean.indexOf(parts.matter);
  const before = clean.slice(0, start);
  const lineOffset = before.split('\n').length - 1;
  const columnOffset = start - (before.lastIndexOf('\n') + 1);
  const bodyStart = clean.length - parts.content.length;
  const bodyLine = clean.slice(0, bodyStart).split('\n').length;
  if (parts.matter.trim() === '') {
    return { ok: false, diagnostics: [diag(file, 'front-matter-empty', 'the front-matter is empty', 2, 1, 'a variant needs at least `engine:` or a `parent:`')] };
  }
  const parsed = parseYamlSource(file, parts.matter, lineOffset, columnOffset);
  if (!parsed.ok) return parsed;
  const src = parsed.source;
  const js = toData(src);
  if (!js.ok) return js;
  if (!isRecord(js.data)) {
    return { ok: false, diagnostics: [diag(file, 'front-matter-shape', 'the front-matter must be a mapping of keys to values', lineOffset + 2)] };
  }
  const schema = schemaDiagnostics('variant', js.data, src);
  if (schema.length) return { ok: false, diagnostics: schema };
  const data = js.data as VariantFrontMatter;
  // A slug names files (`<slug>.md`, the site's `<slug>.html`): it must not be a path.
  if (typeof data.slug === 'string' && !isSafeSlug(data.slug)) {
    return {
      ok: false,
      diagnostics: [{ severity: 'error', code: 'slug-invalid', message: `slug '${clip(data.slug)}' is not a plain name: no '/', '\\', '..' or drive letter`, file, ...locate(src, ['slug']), hint: 'e.g. slug: my-variant' }],
    };
  }
  const slug = typeof data.slug === 'string' ? data.slug : basename(file).replace(/\.md$/, '');
  return { ok: true, vf: { file, slug, data, body: parts.content, bodyLine, src } };
}
