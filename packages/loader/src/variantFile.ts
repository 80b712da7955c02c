/**
 * Reading one variant file: bytes -> text (UTF-8 checked) -> front-matter
 * (gray-matter splits it) -> YAML with positions -> schema check. No
 * inheritance here; see load.ts.
 */
import matter from 'gray-matter';
import { isRecord } from './records.ts';
import { clip, errorAt as diag, type Diagnostic } from './diagnostics.ts';
import { baseName, type FileHost } from './host.ts';
import { isSafeSlug } from './paths.ts';
import { schemaDiagnostics, withoutRejected } from './schema.ts';
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
  /** Schema errors of values left out of `data`: the file is wrong, and the rest of it can still be checked. */
  readonly errors?: readonly Diagnostic[];
}

export type ReadResult = { ok: true; vf: VariantFile } | { ok: false; diagnostics: Diagnostic[] };


// Parent look-ups and slug checks read the same files many times in one run;
// a parse is kept, per host, while the host's stamp for the file stays the same.
const parsedByHost = new WeakMap<FileHost, Map<string, { stamp: string; result: ReadResult }>>();

export function readVariantFile(file: string, host: FileHost): ReadResult {
  let parsed = parsedByHost.get(host);
  if (!parsed) parsedByHost.set(host, (parsed = new Map()));
  const stamp = host.stamp(file);
  const hit = parsed.get(file);
  if (hit && stamp !== null && hit.stamp === stamp) return hit.result;
  const t = host.read(file, MAX_FILE_BYTES);
  const result = t.ok ? parseVariantText(t.text, file) : t;
  if (stamp !== null) parsed.set(file, { stamp, result });
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
  // One decision for where the front-matter ends, the same as gray-matter's
  // split: the first line that starts with `---`. It must be a fence and
  // nothing else, or the rules after it would silently fall into the body.
  const close = clean.indexOf('\n---', clean.indexOf('\n'));
  if (close < 0) {
    return { ok: false, diagnostics: [diag(file, 'front-matter-unclosed', 'the front-matter is not closed by a line `---`')] };
  }
  const lineEnd = clean.indexOf('\n', close + 1);
  if (!/^---[ \t]*$/.test(clean.slice(close + 1, lineEnd < 0 ? undefined : lineEnd))) {
    const line = clean.slice(0, close + 1).split('\n').length;
    return { ok: false, diagnostics: [diag(file, 'front-matter-fence', 'this line starts with `---`, which ends the front-matter, but it is not a fence (`---` alone)', line, 1, 'indent the line, or quote the value it starts')] };
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
  // With the rejected values taken out, the rest is still checked: every problem at once.
  const kept = schema.length ? withoutRejected('variant', js.data) : js.data;
  if (kept === null) return { ok: false, diagnostics: schema };
  const data = kept as VariantFrontMatter;
  // A slug names files (`<slug>.md`, the site's `<slug>.html`): it must not be a path.
  if (typeof data.slug === 'string' && !isSafeSlug(data.slug)) {
    return {
      ok: false,
      diagnostics: [{ severity: 'error', code: 'slug-invalid', message: `slug '${clip(data.slug)}' is not a plain name: no '/', '\\', '..' or drive letter`, file, ...locate(src, ['slug']), hint: 'e.g. slug: my-variant' }],
    };
  }
  const slug = typeof data.slug === 'string' ? data.slug : baseName(file).replace(/\.md$/, '');
  return { ok: true, vf: { file, slug, data, body: parts.content, bodyLine, src, ...(schema.length ? { errors: schema } : {}) } };
}
