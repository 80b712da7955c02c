/**
 * Completion and hover in the front-matter, from the generated JSON Schema
 * of a variant file: the YAML path at the cursor is read from indentation
 * (the front-matter is plain block YAML), then the schema is walked along it
 * (`properties`, `additionalProperties`, `items`, `$ref`, `anyOf`).
 */
import schema from '../../../schemas/variant.schema.json';

interface Schema {
  readonly type?: string | string[];
  readonly description?: string;
  readonly properties?: Record<string, Schema>;
  readonly additionalProperties?: Schema | boolean;
  readonly items?: Schema;
  readonly anyOf?: Schema[];
  readonly oneOf?: Schema[];
  readonly enum?: unknown[];
  readonly const?: unknown;
  readonly $ref?: string;
}

const root = schema as unknown as Schema & { definitions: Record<string, Schema> };

function deref(s: Schema): Schema {
  if (s.$ref) {
    const target = root.definitions[s.$ref.replace('#/definitions/', '')] ?? {};
    return { ...deref(target), ...(s.description ? { description: s.description } : {}) };
  }
  return s;
}

/** The alternatives of a schema that are objects or arrays, flattened. */
function variants(s: Schema): Schema[] {
  const d = deref(s);
  const alts = d.anyOf ?? d.oneOf;
  return alts ? alts.flatMap(variants) : [d];
}

/** The schema of one step down: a key of a mapping, or `[]` for a list item. */
function step(s: Schema, key: string): Schema | null {
  for (const v of variants(s)) {
    if (key === '[]' && v.items) return v.items;
    if (key !== '[]' && v.properties?.[key]) return v.properties[key]!;
    if (key !== '[]' && typeof v.additionalProperties === 'object') return v.additionalProperties;
  }
  return null;
}

export function schemaAt(path: readonly string[]): Schema | null {
  let s: Schema | null = root;
  for (const k of path) {
    if (!s) return null;
    s = step(s, k);
  }
  return s;
}

/** The keys a mapping at this path may hold, with their descriptions. */
export function keysAt(path: readonly string[]): { key: string; description: string; type: string }[] {
  const s = schemaAt(path);
  if (!s) return [];
  const out = new Map<string, { key: string; description: string; type: string }>();
  for (const v of variants(s)) {
    for (const [key, p] of Object.entries(v.properties ?? {})) out.set(key, { key, description: deref(p).description ?? '', type: typeName(p) });
  }
  return [...out.values()];
}

/** Allowed literal values at a path (enums and constants), for value completion. */
export function valuesAt(path: readonly string[]): string[] {
  const s = schemaAt(path);
  if (!s) return [];
  const vals = variants(s).flatMap((v) => [...(v.enum ?? []), ...(v.const !== undefined ? [v.const] : []), ...(v.type === 'boolean' ? [true, false] : [])]);
  return [...new Set(vals.map(String))];
}

export function typeName(s: Schema): string {
  const vs = variants(s);
  return [...new Set(vs.map((v) => (v.enum ? v.enum.map((e) => JSON.stringify(e)).join(' | ') : Array.isArray(v.type) ? v.type.join(' | ') : (v.type ?? 'any'))))].join(' | ');
}

export function describeAt(path: readonly string[]): { description: string; type: string } | null {
  const s = schemaAt(path);
  if (!s) return null;
  const d = deref(s).description ?? variants(s).find((v) => v.description)?.description ?? '';
  return { description: d, type: typeName(s) };
}

/** The front-matter's lines: [first, last) line indexes (0-based) between the `---` fences, or null. */
export function frontMatterRange(lines: readonly string[]): [number, number] | null {
  if (lines[0]?.trim() !== '---') return null;
  const end = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
  return [1, end < 0 ? lines.length : end];
}

/** A front-matter line's shape: its indentation, whether it opens a list item, and where its key (or first word) starts. */
interface Shape {
  readonly lead: number;
  readonly dash: boolean;
  readonly kc: number;
  readonly key: string | null;
}

function shape(line: string): Shape | null {
  const m = /^(\s*)((?:-\s+)*)([A-Za-z0-9_$-]*)(\s*:)?/.exec(line)!;
  if (!line.trim() || line.trim().startsWith('#')) return null;
  return { lead: m[1]!.length, dash: m[2]!.length > 0, kc: m[1]!.length + m[2]!.length, key: m[4] ? m[3]! : null };
}

/**
 * The YAML path of the mapping that holds the key written on line `at`
 * (0-based), `[]` standing for a list item: walk up to each enclosing key,
 * by indentation.
 */
export function containerPath(lines: readonly string[], at: number, first: number): string[] {
  const s = shape(lines[at]!) ?? { lead: lines[at]!.length, dash: false, kc: lines[at]!.length, key: null };
  const path: string[] = s.dash ? ['[]'] : [];
  let inItem = s.dash;
  let col = s.dash ? s.lead : s.kc;
  for (let i = at - 1; i >= first && (inItem || col > 0); i--) {
    const t = shape(lines[i]!);
    if (!t) continue;
    if (!inItem && t.dash && t.kc === col && t.lead < col) {
      // A sibling key on the item's first line: we are inside that list item.
      path.unshift('[]');
      inItem = true;
      col = t.lead;
    } else if (t.key && (inItem ? t.kc <= col && !(t.dash && t.lead >= col) : t.kc < col)) {
      path.unshift(t.key);
      if (t.dash) {
        path.unshift('[]');
        inItem = true;
        col = t.lead;
      } else {
        inItem = false;
        col = t.kc;
      }
    }
  }
  return path;
}

/** The key written on a line, its container's path and its columns, when the line is `key: …` inside the front-matter. */
export function keyOnLine(lines: readonly string[], at: number): { path: string[]; key: string; from: number; to: number } | null {
  const range = frontMatterRange(lines);
  if (!range || at < range[0] || at >= range[1]) return null;
  const s = shape(lines[at]!);
  if (!s?.key) return null;
  return { path: containerPath(lines, at, range[0]), key: s.key, from: s.kc, to: s.kc + s.key.length };
}
