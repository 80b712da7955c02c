/**
 * Full validation of a variant file: everything the loader checks (schema,
 * inheritance, pieces, setup, rules), plus what only matters to authors —
 * render settings, body directives, slug uniqueness, warnings for suspicious
 * but legal things — and the variant's own test cases.
 */
import { CATALOGUE_NAMES, loadCatalogue } from './catalogue.ts';
import { isCssColour } from './css.ts';
import { clip, sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import { filesBySlug } from './dirIndex.ts';
import { findDirectives } from './directives.ts';
import { bodyLimitDiagnostics } from './bodyLimits.ts';
import { baseName, type FileHost } from './host.ts';
import { hostOf, loadParsed, type LoadedVariant, type LoadOptions } from './load.ts';
import { locate, locateKey, type YamlSource } from './source.ts';
import type { RenderConfig } from './types.ts';
import { closest, editDistance } from './suggest.ts';
import { readTestsFile, runVariantTests, testsFileFor } from './variantTests.ts';
import { MAX_FILE_BYTES, parseVariantText } from './variantFile.ts';

/** Top-level keys with a meaning; all others are site metadata. */
const ENGINE_KEYS = ['engine', 'parent', 'tests', 'slug', 'title'];
/** Keys whose misspelling silently changes the rules. */
const RULE_KEYS = ['engine', 'parent', 'tests'];

export interface ValidateOptions extends LoadOptions {
  /** Run the variant's own test cases (default true). */
  readonly runTests?: boolean;
}

export interface ValidationResult {
  readonly file: string;
  readonly diagnostics: Diagnostic[];
  /** The loaded variant, when it loaded. */
  readonly variant?: LoadedVariant;
}

export function validateVariantFile(path: string, options: ValidateOptions = {}): ValidationResult {
  const host = hostOf(options);
  const file = host.resolve(path);
  const t = host.read(file, MAX_FILE_BYTES);
  if (!t.ok) return { file, diagnostics: t.diagnostics };
  return validateVariantSource(t.text, file, options);
}

export function validateVariantSource(text: string, fileName: string, options: ValidateOptions = {}): ValidationResult {
  const host = hostOf(options);
  const file = host.resolve(fileName);
  const parsed = parseVariantText(text, file);
  if (!parsed.ok) return { file, diagnostics: sortDiagnostics(parsed.diagnostics) };
  const vf = parsed.vf;
  const src = vf.src;
  // Checks of the file itself run whatever the rules' state, so that one
  // round of fixes finds everything.
  const out: Diagnostic[] = [];
  for (const key of RENDER_COLOURS) {
    const value = vf.data.engine?.render?.[key];
    if (typeof value === 'string' && !isCssColour(value)) {
      out.push({ severity: 'error', code: 'render-colour', message: `render.${key} '${clip(value)}' is not a CSS colour`, file, ...locate(src, ['engine', 'render', key]), hint: 'e.g. #f0d9b5, rgb(240 217 181), wheat' });
    }
  }
  out.push(...findDirectives(vf.body, vf.bodyLine, file).diagnostics, ...bodyLimitDiagnostics(vf.body, vf.bodyLine, file));
  for (const other of otherFilesWithSlug(vf.slug, file, host)) {
    out.push({ severity: 'error', code: 'slug-duplicate', message: `slug '${vf.slug}' is also used by ${host.basename(other)}`, file, ...(vf.data.slug !== undefined ? locate(src, ['slug']) : { line: 1, column: 1 }) });
  }
  // Free-form metadata keys that look like a misspelt engine key.
  for (const key of Object.keys(vf.data)) {
    if (ENGINE_KEYS.includes(key)) continue;
    const near = closest(key, ENGINE_KEYS);
    // A misspelt `engine`, `parent` or `tests` silently drops the rules it holds: an error. Other near misses are a warning.
    const severe = RULE_KEYS.find((k) => key.length <= 16 && editDistance(key.toLowerCase(), k) <= 2);
    if (severe) out.push({ severity: 'error', code: 'unknown-key-typo', message: `top-level key '${key}' is not read: its content is ignored, as free-form metadata`, file, ...locateKey(src, [key]), hint: `did you mean '${severe}'?` });
    else if (near) out.push({ severity: 'warning', code: 'unknown-key-typo', message: `top-level key '${key}' is free-form metadata, not read by the engine`, file, ...locateKey(src, [key]), hint: `did you mean '${near}'?` });
  }
  const fileSlug = host.basename(file).replace(/\.md$/, '');
  if (typeof vf.data.slug === 'string' && vf.data.slug !== fileSlug) {
    out.push({ severity: 'warning', code: 'slug-filename', message: `slug '${vf.data.slug}' differs from the file name '${fileSlug}.md'`, file, ...locate(src, ['slug']), hint: 'variants are found fastest by file name' });
  }

  const r = loadParsed(vf, options);
  if (!r.ok) return { file, diagnostics: sortDiagnostics([...out, ...r.diagnostics]) };
  const v = r.variant;

  out.push(...v.warnings);
  out.push(...renderSquareDiagnostics(vf.data.engine?.render, v.spec.cols, v.spec.rows, src, file));

  // Suspicious but legal: a piece defined here and used nowhere.
  const own = Object.keys(v.frontMatter.engine?.pieces ?? {});
  const placement = v.spec.startFen.split(' ')[0]!.toUpperCase();
  // Ataxx's and snort's clones come from a supply without end: every piece that is not royal (snort's board starts empty).
  const cloned = v.spec.flip && v.spec.flip.rule !== 'reversi' ? v.spec.pieces.filter((p) => !p.royal).map((p) => p.letter) : [];
  const used = new Set([...placement, ...cloned, ...v.spec.promotion.choices.flat(), ...Object.values(v.spec.promotion.pieces ?? {}), ...(v.spec.castling ? [v.spec.castling.king, ...v.spec.castling.rooks] : [])]);
  for (const l of own) {
    if (!used.has(l)) out.push({ severity: 'warning', code: 'piece-unused', message: `piece ${l} is defined but never used (not in the setup, promotion or castling)`, file, ...locateKey(src, ['engine', 'pieces', l]) });
  }

  // Test cases: in the front-matter, and in a sibling <name>.tests.yaml.
  if (options.runTests !== false) {
    if (v.frontMatter.tests) out.push(...runVariantTests(v, v.frontMatter.tests, src, ['tests']));
    const tf = readTestsFile(testsFileFor(file), host);
    out.push(...tf.diagnostics);
    if (tf.src) out.push(...runVariantTests(v, tf.cases, tf.src, ['tests']));
  }
  return { file, diagnostics: sortDiagnostics(out), variant: v };
}

/** `render` keys holding CSS colours. */
const RENDER_COLOURS = ['light', 'dark', 'highlightColour', 'lastMoveColour', 'arrowColour', 'borderColour', 'coordinatesColour'] as const;

/**
 * The squares named in this file's `render` settings must be on the board
 * (their form is checked by the schema; the board size is known only now).
 */
function renderSquareDiagnostics(render: RenderConfig | undefined, cols: number, rows: number, src: YamlSource, file: string): Diagnostic[] {
  if (!render) return [];
  const out: Diagnostic[] = [];
  const onBoard = (sq: string) => {
    const m = /^([a-z])([1-9][0-9]*)$/.exec(sq);
    return m !== null && m[1]!.charCodeAt(0) - 97 < cols && Number(m[2]) <= rows;
  };
  const pair = (text: string) => /^([a-z][1-9][0-9]*)([a-z][1-9][0-9]*)$/.exec(text);
  const bad = (path: (string | number)[], message: string) =>
    out.push({ severity: 'error', code: 'render-square', message, file, ...locate(src, ['engine', 'render', ...path]), hint: `the board has files a–${String.fromCharCode(96 + cols)} and ranks 1–${rows}` });
  (Array.isArray(render.highlight) ? render.highlight : []).forEach((sq, i) => {
    if (typeof sq === 'string' && /^[a-z][1-9][0-9]*$/.test(sq) && !onBoard(sq)) bad(['highlight', i], `render.highlight: square '${sq}' is not on the ${cols}×${rows} board`);
  });
  (Array.isArray(render.arrows) ? render.arrows : []).forEach((a, i) => {
    const m = typeof a === 'string' ? pair(a) : null;
    if (m && (!onBoard(m[1]!) || !onBoard(m[2]!))) bad(['arrows', i], `render.arrows: '${a}' is not two squares on the ${cols}×${rows} board`);
  });
  const lm = typeof render.lastMove === 'string' ? pair(render.lastMove) : null;
  if (lm && (!onBoard(lm[1]!) || !onBoard(lm[2]!))) bad(['lastMove'], `render.lastMove: '${render.lastMove}' is not two squares on the ${cols}×${rows} board`);
  return out;
}

/** Other variant files in the same directory that declare (or are named for) the same slug. */
function otherFilesWithSlug(slug: string, file: string, host: FileHost): string[] {
  // A link out of the directory is not this directory's file: it is never read.
  return (filesBySlug(host, host.dirname(file)).get(slug) ?? []).filter((f) => f.file !== file && f.containment !== 'outside').map((f) => f.file);
}

/** Validates a piece catalogue file. */
export function validateCatalogueFile(path: string, options: Pick<LoadOptions, 'host'> = {}): ValidationResult {
  const host = hostOf(options);
  const file = host.resolve(path);
  const r = loadCatalogue(file, host);
  return { file, diagnostics: r.ok ? [] : sortDiagnostics(r.diagnostics) };
}

export function isCatalogueFile(path: string): boolean {
  return CATALOGUE_NAMES.includes(baseName(path));
}
