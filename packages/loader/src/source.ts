/**
 * A YAML document parsed with source positions, so that any value can be
 * traced back to its line and column in the original file (which, for a
 * variant, is the Markdown file around the front-matter).
 */
import { LineCounter, isAlias, isCollection, isMap, isNode, isPair, isScalar, isSeq, parseDocument, visit, type Document, type Node } from 'yaml';
import type { Diagnostic } from './diagnostics.ts';

/** Aliases may expand to at most this many nodes (yaml's own count), against "billion laughs". */
export const MAX_ALIAS_COUNT = 100;

/** Mappings and lists may nest at most this deep (a variant needs 6); deeper input could exhaust the stack. */
export const MAX_YAML_DEPTH = 32;

export interface YamlSource {
  readonly file: string;
  readonly doc: Document;
  readonly lines: LineCounter;
  /** Line (0-based) and column (0-based) in the file where the YAML text starts. */
  readonly lineOffset: number;
  readonly columnOffset: number;
}

/** Line endings as the parser wants them: CR LF (and a lone CR) become LF; lines and columns stay. */
export function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

export function parseYamlSource(
  file: string,
  yamlText: string,
  lineOffset = 0,
  columnOffset = 0,
): { ok: true; source: YamlSource } | { ok: false; diagnostics: Diagnostic[] } {
  const lines = new LineCounter();
  const text = normaliseNewlines(yamlText);
  let doc: Document;
  try {
    // Keys are unique by their text: `1` and "1" are one key once the mapping becomes an object.
    doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: (a, b) => keyText(a) === keyText(b) });
  } catch (e) {
    // yaml reports its own stack exhaustion as an error; this is a last line of defence.
    if (!(e instanceof RangeError)) throw e;
    return { ok: false, diagnostics: [depthDiagnostic(file, { line: lineOffset + 1, column: columnOffset + 1 })] };
  }
  const source: YamlSource = { file, doc, lines, lineOffset, columnOffset };
  // Nesting so deep that the parser ran out of stack: one diagnostic, not one per level.
  const exhausted = doc.errors.find((e) => e.code === 'RESOURCE_EXHAUSTION');
  if (exhausted) return { ok: false, diagnostics: [depthDiagnostic(file, positionAt(source, exhausted.pos[0]))] };
  if (doc.errors.length > 0) {
    return {
      ok: false,
      diagnostics: doc.errors.map((e) => {
        let offset = e.pos[0];
        // An unclosed quote is noticed at the end of the text; point at where it opens.
        if (/^Missing closing .?quote/i.test(e.message)) offset = openingQuote(text, offset);
        const at = positionAt(source, offset);
        return { severity: 'error', code: 'yaml-syntax', message: firstLine(e.message), file, ...at };
      }),
    };
  }
  const deep = tooDeep(doc.contents);
  if (deep) return { ok: false, diagnostics: [depthDiagnostic(file, positionAt(source, deep.range?.[0] ?? 0))] };
  return { ok: true, source };
}

function keyText(k: unknown): string {
  return isScalar(k) ? String(k.value) : String(k);
}

function depthDiagnostic(file: string, at: { line: number; column: number }): Diagnostic {
  return {
    severity: 'error',
    code: 'yaml-depth',
    message: `mappings and lists nest deeper than ${MAX_YAML_DEPTH} levels: refused as a resource-exhaustion attack`,
    file,
    ...at,
  };
}

/** The first collection nested deeper than MAX_YAML_DEPTH (walked without recursion), or null. */
function tooDeep(root: unknown): Node | null {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!isCollection(node)) continue;
    if (depth > MAX_YAML_DEPTH) return node;
    for (const item of node.items) {
      if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
  return null;
}

/** The last quote before `offset` that starts a scalar (after `: `, `- `, `[`, `{` or `,`). */
function openingQuote(text: string, offset: number): number {
  const re = /(^|[:\-[{,]\s*)(["'])/gm;
  let found = offset;
  for (let m = re.exec(text); m && m.index < offset; m = re.exec(text)) {
    const q = m.index + m[0].length - 1;
    const close = text.indexOf(m[2]!, q + 1);
    if (close < 0 || close >= offset || text.slice(q, close).includes('\n')) found = q;
  }
  return found;
}

function firstLine(s: string): string {
  return s.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** 1-based line and column in the file for an offset into the YAML text. */
export function positionAt(src: YamlSource, offset: number): { line: number; column: number } {
  const p = src.lines.linePos(offset);
  return { line: p.line + src.lineOffset, column: p.col + (p.line === 1 ? src.columnOffset : 0) };
}

/** The node at `path`; keys match by their string form, so `2` finds the key 2 as well as "2". */
export function nodeAt(doc: Document, path: readonly (string | number)[]): Node | undefined {
  let node: unknown = doc.contents;
  for (const seg of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String(isScalar(p.key) ? p.key.value : p.key) === String(seg));
      node = pair?.value;
    } else if (isSeq(node)) node = node.items[Number(seg)];
    else return undefined;
    if (node === undefined || node === null) return undefined;
  }
  return isNode(node) ? node : undefined;
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
    const node = nodeAt(src.doc, path.slice(0, n));
    if (node?.range) {
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
  const parent = nodeAt(src.doc, path.slice(0, -1)) ?? (path.length === 1 ? (src.doc.contents as Node | null) : undefined);
  const last = path[path.length - 1];
  if (isMap(parent)) {
    for (const item of parent.items) {
      const key = item.key as { range?: number[]; value?: unknown } | undefined;
      if (key && String(key.value) === String(last) && key.range) {
        const a = positionAt(src, key.range[0]!);
        const b = positionAt(src, key.range[1]!);
        return { ...a, endLine: b.line, endColumn: b.column };
      }
    }
  }
  return locate(src, path);
}

/**
 * The document as plain data. Alias expansion is capped, so a "billion
 * laughs" file becomes a diagnostic instead of exhausting memory; an alias
 * without its anchor is reported where it stands.
 */
export function toData(src: YamlSource): { ok: true; data: unknown } | { ok: false; diagnostics: Diagnostic[] } {
  const problem = aliasProblem(src) ?? unplainTag(src);
  if (problem) {
    const at = problem.node.range ? positionAt(src, problem.node.range[0]) : positionAt(src, 0);
    return { ok: false, diagnostics: [{ severity: 'error', code: problem.code, message: problem.message, file: src.file, ...at }] };
  }
  try {
    return { ok: true, data: src.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (e) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'yaml-aliases', message: (e as Error).message, file: src.file, ...positionAt(src, 0) }] };
  }
}

/**
 * YAML tags whose values are not plain data: an ordered map, a set or pairs
 * would read as an empty mapping (their rules silently ignored), binary as
 * bytes and a timestamp as a date. A variant file has no use for them.
 */
const UNPLAIN_TAGS = new Set(['omap', 'set', 'pairs', 'binary', 'timestamp'].map((t) => `tag:yaml.org,2002:${t}`));

function unplainTag(src: YamlSource): { node: Node; code: string; message: string } | null {
  let found: { node: Node; code: string; message: string } | null = null;
  visit(src.doc, {
    Node(_, node) {
      if (node.tag !== undefined && UNPLAIN_TAGS.has(node.tag)) {
        found = { node, code: 'yaml-tag', message: `the YAML tag !!${node.tag.slice('tag:yaml.org,2002:'.length)} makes no plain data: write a plain mapping, list or string` };
      } else if (isScalar(node) && typeof node.value === 'number' && !Number.isFinite(node.value)) {
        found = { node, code: 'bad-value', message: `${String(node.value)} is not a finite number` };
      }
      return found ? visit.BREAK : undefined;
    },
    Pair(_, pair) {
      // A mapping or list as a key has no plain-data form (it would be stringified, with a warning).
      if (isCollection(pair.key)) found = { node: pair.key, code: 'yaml-key', message: 'a key must be a plain value, not a mapping or list' };
      return found ? visit.BREAK : undefined;
    },
  });
  return found;
}

/**
 * Finds the alias at which expansion would exceed the cap (counting as the
 * yaml package does: uses of an anchor times the aliases inside it), or an
 * alias whose anchor does not exist.
 */
function aliasProblem(src: YamlSource): { node: Node; code: string; message: string } | null {
  const { doc } = src;
  const data = new Map<unknown, { count: number; aliasCount: number }>();
  const aliasCount = (node: unknown): number => {
    if (isAlias(node)) {
      const d = data.get(node.resolve(doc));
      return d ? d.count * d.aliasCount : 0;
    }
    if (isCollection(node)) {
      // A loop, not Math.max(...items): a list may have more items than a call has arguments.
      let most = 0;
      for (const item of node.items) most = Math.max(most, aliasCount(item));
      return most;
    }
    if (isPair(node)) return Math.max(aliasCount(node.key), aliasCount(node.value));
    return 1;
  };
  let found: { node: Node; code: string; message: string } | null = null;
  visit(doc, {
    Alias(_, node) {
      const source = node.resolve(doc);
      if (!source) {
        found = { node, code: 'yaml-alias-unknown', message: `alias *${node.source} has no anchor &${node.source} before it` };
        return visit.BREAK;
      }
      let d = data.get(source);
      if (!d) data.set(source, (d = { count: 0, aliasCount: 0 }));
      d.count++;
      if (d.aliasCount === 0) d.aliasCount = aliasCount(source);
      if (d.count * d.aliasCount > MAX_ALIAS_COUNT) {
        found = { node, code: 'yaml-aliases', message: `aliases here expand to too much data (more than ${MAX_ALIAS_COUNT} alias expansions): refused as a resource-exhaustion attack` };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}
