/**
 * JSON-Schema validation (ajv) of the files authors write, against the
 * schemas generated from ./types.ts, with errors turned into diagnostics at
 * the offending key or value, and "did you mean" hints for misspelt keys.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { clip, sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import validatePieces from './generated/pieces.validate.js';
import validateVariantTests from './generated/variant-tests.validate.js';
import validateVariant from './generated/variant.validate.js';
import { locate, locateKey, type YamlSource } from './source.ts';
import { closest } from './suggest.ts';

export type SchemaName = 'variant' | 'pieces' | 'variant-tests';

// Precompiled by `pnpm schemas` (ajv standalone code): no schema compilation at run time.
const validators: Record<SchemaName, ValidateFunction> = {
  variant: validateVariant,
  pieces: validatePieces,
  'variant-tests': validateVariantTests,
};

function pathOf(e: ErrorObject): (string | number)[] {
  if (e.instancePath === '') return [];
  return e.instancePath
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** A value's path for messages; each key is clipped, since keys come from the file. */
function dotted(path: readonly (string | number)[]): string {
  return path.length ? path.map((p) => (typeof p === 'number' ? `[${p}]` : clip(p))).join('.').replace(/\.\[/g, '[') : 'the document';
}

/** Validates data against a schema; diagnostics point into `src`. */
export function schemaDiagnostics(name: SchemaName, data: unknown, src: YamlSource, basePath: (string | number)[] = []): Diagnostic[] {
  const v = validators[name];
  if (v(data)) return [];
  const errors = pruneAnyOf(v.errors ?? []);
  // A misspelt required key shows up twice (unknown `colums`, missing `cols`): keep the first.
  const suggested = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const allowed = Object.keys(((e.parentSchema as { properties?: object }) ?? {}).properties ?? {});
    const near = closest((e.params as { additionalProperty: string }).additionalProperty, allowed);
    if (near) suggested.add(`${e.instancePath}/${near}`);
  }
  const out: Diagnostic[] = [];
  for (const e of errors) {
    const path = [...basePath, ...pathOf(e)];
    const where = dotted(path);
    if (e.keyword === 'additionalProperties') {
      const key = (e.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys(((e.parentSchema as { properties?: object }) ?? {}).properties ?? {});
      const near = closest(key, allowed);
      out.push({
        severity: 'error',
        code: 'unknown-key',
        message: `unknown key '${clip(key)}' in ${where}`,
        file: src.file,
        ...locateKey(src, [...path, key]),
        hint: near ? `did you mean '${near}'?` : allowed.length ? `allowed keys: ${allowed.join(', ')}` : undefined,
      } as Diagnostic);
      continue;
    }
    if (e.keyword === 'required') {
      const key = (e.params as { missingProperty: string }).missingProperty;
      if (suggested.has(`${e.instancePath}/${key}`)) continue;
      out.push({ severity: 'error', code: 'missing-key', message: `${where} needs '${clip(key)}'`, file: src.file, ...locateKey(src, path) });
      continue;
    }
    if (e.keyword === 'enum' || e.keyword === 'const') {
      const allowed = e.keyword === 'enum' ? (e.params as { allowedValues: unknown[] }).allowedValues : [(e.params as { allowedValue: unknown }).allowedValue];
      const near = typeof e.data === 'string' ? closest(e.data, allowed.map(String)) : undefined;
      out.push({
        severity: 'error',
        code: 'bad-value',
        message: `${where} must be one of: ${allowed.map((a) => JSON.stringify(a)).join(', ')}`,
        file: src.file,
        ...locate(src, path),
        ...(near ? { hint: `did you mean '${near}'?` } : {}),
      });
      continue;
    }
    if (e.keyword === 'anyOf') {
      out.push({ severity: 'error', code: 'wrong-type', message: `${where} must be ${describeBranches(e)}`, file: src.file, ...locate(src, path) });
      continue;
    }
    const code = e.keyword === 'type' ? 'wrong-type' : 'bad-value';
    out.push({ severity: 'error', code, message: `${where} ${e.message ?? 'is invalid'}`, file: src.file, ...locate(src, path) });
  }
  return sortDiagnostics(out);
}

/**
 * ajv reports every failing branch of an `anyOf` (e.g. `string | PieceDefinition`).
 * Keep the errors of the branch whose type matches the data; if none matches,
 * keep only the anyOf error, described as "a string or a mapping".
 */
function pruneAnyOf(errors: ErrorObject[]): ErrorObject[] {
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  if (anyOfPaths.size === 0) return errors;
  const out: ErrorObject[] = [];
  for (const e of errors) {
    if (e.keyword === 'anyOf') {
      const specific = errors.some(
        (o) => o !== e && o.instancePath.startsWith(e.instancePath) && !(o.instancePath === e.instancePath && ['type', 'const', 'enum', 'anyOf'].includes(o.keyword)),
      );
      if (!specific) out.push(e);
      continue;
    }
    if (anyOfPaths.has(e.instancePath) && ['type', 'const', 'enum'].includes(e.keyword)) continue;
    out.push(e);
  }
  return out;
}

function describeBranches(e: ErrorObject): string {
  const branches = ((e.schema as unknown[]) ?? []).map((b) => {
    const s = b as { type?: string; const?: unknown; $ref?: string };
    if (s.const !== undefined) return JSON.stringify(s.const);
    if (s.$ref) return 'a mapping';
    if (s.type === 'array') return 'a list';
    if (s.type === 'object') return 'a mapping';
    return s.type ? `a ${s.type}` : 'something else';
  });
  return [...new Set(branches)].join(' or ');
}

/**
 * The data with every value the schema rejects taken out, so that resolution
 * can still check the rest and report everything in one run (a bad
 * `stalemate` must not hide an off-board promotion rank). A rejected list
 * item takes its whole list; null when nothing valid is left to check (a
 * required key is missing, the document itself is wrong) or taking values out
 * does not make the data valid.
 */
export function withoutRejected(name: SchemaName, data: unknown): unknown {
  const v = validators[name];
  if (v(data)) return data;
  const copy = structuredClone(data);
  const cuts: (string | number)[][] = [];
  for (const e of pruneAnyOf(v.errors ?? [])) {
    if (e.keyword === 'required') return null;
    const path = pathOf(e);
    if (e.keyword === 'additionalProperties') path.push((e.params as { additionalProperty: string }).additionalProperty);
    const list = path.findIndex((p) => typeof p === 'number');
    cuts.push(list >= 0 ? path.slice(0, list) : path);
  }
  for (const path of cuts) {
    if (path.length < 2) return null; // a top-level value: its meaning is gone, not just one rule
    let node: unknown = copy;
    for (const seg of path.slice(0, -1)) node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[seg] : undefined;
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) delete (node as Record<string, unknown>)[String(path[path.length - 1])];
  }
  return v(copy) ? copy : null;
}
