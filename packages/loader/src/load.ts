/**
 * loadVariant: a variant file -> a resolved VariantSpec and its compiled
 * tables, or diagnostics.
 *
 *   1. the file is read and checked against the schema (variantFile.ts);
 *   2. the `parent` chain is read (by slug, in the variant's directory, then
 *      in the bundled variants: lookup.ts) and the `engine` blocks are merged,
 *      child last, remembering which file set each value (merge.ts);
 *   3. resolution runs in phases (resolve.ts): board, setup, pieces, rules,
 *      compile, start position.
 */
import { BUNDLED_VARIANTS_DIR } from './bundled.ts';
import { catalogueFile, loadCatalogue, type Catalogue } from './catalogue.ts';
import { clip } from './diagnostics.ts';
import type { LoadOptions, LoadResult } from './loadTypes.ts';
import { findVariantFile, hostOf, knownSlugs, lookupVariantFile, refusedOutside, searchDirs } from './lookup.ts';
import { err } from './origin.ts';
import { resolveChain } from './resolve.ts';
import { closest } from './suggest.ts';
import { parseVariantText, readVariantFile, type VariantFile } from './variantFile.ts';

export type { LoadedVariant, LoadOptions, LoadResult, ResolvedPiece } from './loadTypes.ts';
export type { OriginKind, ValueOrigin } from './origin.ts';
export { findVariantFile, hostOf, knownSlugs } from './lookup.ts';

export const MAX_INHERITANCE_DEPTH = 16;

/** Loads a variant by file path. */
export function loadVariantFile(path: string, options: LoadOptions = {}): LoadResult {
  const host = hostOf(options);
  const file = host.resolve(path);
  const own = readVariantFile(file, host);
  if (!own.ok) return own;
  return loadParsed(own.vf, options);
}

/** Loads a variant from its text, as if it were the file `fileName` (parents are read from disk). */
export function loadVariantSource(text: string, fileName: string, options: LoadOptions = {}): LoadResult {
  const own = parseVariantText(text, hostOf(options).resolve(fileName));
  if (!own.ok) return own;
  return loadParsed(own.vf, options);
}

/** Loads a variant given a slug (in the bundled variants) or a path to a file. */
export function loadVariant(nameOrPath: string, options: LoadOptions = {}): LoadResult {
  if (/[/\\]|\.md$/.test(nameOrPath)) return loadVariantFile(nameOrPath, options);
  const dirs = options.variantDirs ?? [BUNDLED_VARIANTS_DIR];
  const f = findVariantFile(nameOrPath, dirs, options);
  if (!f) {
    const near = closest(nameOrPath, knownSlugs(dirs, hostOf(options)));
    return { ok: false, diagnostics: [{ severity: 'error', code: 'variant-unknown', message: `no variant with slug '${clip(nameOrPath)}'`, file: nameOrPath, line: 1, column: 1, hint: near ? `did you mean '${near}'?` : `looked in ${dirs.join(', ')}` }] };
  }
  return loadVariantFile(f, options);
}

/** Loads a variant whose own file has already been read and schema-checked. */
export function loadParsed(leaf: VariantFile, options: LoadOptions = {}): LoadResult {
  const host = hostOf(options);
  const dirs = searchDirs(leaf.file, options, host);
  // The inheritance chain, leaf first. Problems anywhere in it are reported
  // at this file's `parent:` (that is what the author can act on), naming the chain.
  const chain: VariantFile[] = [leaf];
  const seen = new Set([leaf.file]);
  const at = { src: leaf.src, path: ['parent'] };
  const names = () => chain.map((c) => c.slug).join(' -> ');
  for (let vf = leaf; typeof vf.data.parent === 'string'; ) {
    const parentSlug = vf.data.parent;
    const via = vf === leaf ? '' : ` (in ${host.basename(vf.file)}, reached through ${names()})`;
    if (chain.length > MAX_INHERITANCE_DEPTH) return { ok: false, diagnostics: [err('parent-depth', `inheritance is deeper than ${MAX_INHERITANCE_DEPTH} levels: ${names()}`, at)] };
    const found = lookupVariantFile(parentSlug, dirs, options.allowParentOutside === true, host);
    if (found && 'unsafe' in found) {
      return { ok: false, diagnostics: [err('parent-outside', `parent '${clip(parentSlug)}' is a path, not a slug${via}: a parent is looked up by slug in the variants directories`, at, 'name the parent by its slug, e.g. parent: chess')] };
    }
    if (found && 'outside' in found) {
      return { ok: false, diagnostics: [err('parent-outside', `parent '${parentSlug}' is ${found.outside}, a symbolic link to ${found.target}, outside its directory${via}`, at, 'copy the parent into the variants directory instead of linking to it')] };
    }
    const pf = found?.file;
    if (!pf) {
      const near = closest(parentSlug, knownSlugs(dirs, host));
      return { ok: false, diagnostics: [err('parent-unknown', `parent variant '${clip(parentSlug)}' not found${via}`, at, near ? `did you mean '${near}'?` : `looked in ${dirs.join(', ')}`)] };
    }
    if (seen.has(pf)) return { ok: false, diagnostics: [err('parent-cycle', `inheritance cycle: ${names()} -> ${parentSlug}`, at)] };
    seen.add(pf);
    const pr = readVariantFile(pf, host);
    // A parent with schema errors is broken too, even though the rest of it could be read.
    const problems = !pr.ok ? pr.diagnostics : (pr.vf.errors ?? []);
    if (!pr.ok || problems.length) {
      const first = problems[0]!.message;
      const what = problems.length === 1 ? `1 error (${first})` : `${problems.length} errors (the first: ${first})`;
      return { ok: false, diagnostics: [err('parent-invalid', `parent variant '${clip(parentSlug)}' has ${what}${via}`, at, `run: fairyforge validate ${pf}`)] };
    }
    chain.push(pr.vf);
    vf = pr.vf;
  }

  const catDir = dirs.find((d) => catalogueFile(d, host) !== null);
  let catalogue: Catalogue = { source: null, entries: new Map() };
  if (catDir !== undefined) {
    const catFile = catalogueFile(catDir, host)!;
    const outside = options.allowParentOutside ? null : refusedOutside(host, catDir, catFile);
    if (outside) return { ok: false, diagnostics: [outside] };
    const c = loadCatalogue(catFile, host);
    if (!c.ok) return c;
    catalogue = c.catalogue;
  }
  const r = resolveChain(chain, catalogue);
  // The leaf's own schema errors fail the load; what resolution found in the rest comes with them.
  if (leaf.errors?.length) return { ok: false, diagnostics: [...leaf.errors, ...(r.ok ? r.variant.warnings : r.diagnostics)] };
  return r;
}

