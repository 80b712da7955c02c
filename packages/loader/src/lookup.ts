/**
 * Finding variant files by slug: `<dir>/<slug>.md`, else a file in the
 * directory that declares the slug, in the variant's own directory and then
 * the search directories (by default the bundled variants). A slug that is a
 * path, or a file that is a link out of its directory, is refused unread.
 */
import { BUNDLED_VARIANTS_DIR, bundledHost } from './bundled.ts';
import { errorAt, type Diagnostic } from './diagnostics.ts';
import type { FileHost } from './host.ts';
import type { LoadOptions } from './loadTypes.ts';
import { isSafeSlug } from './paths.ts';
import { filesBySlug } from './dirIndex.ts';
import { readVariantFile } from './variantFile.ts';

/** Finds the file of a variant slug: `<dir>/<slug>.md`, else any file in dir declaring that slug. */
export function findVariantFile(slug: string, dirs: readonly string[], options: Pick<LoadOptions, 'allowParentOutside' | 'host'> = {}): string | null {
  const r = lookupVariantFile(slug, dirs, options.allowParentOutside === true, hostOf(options));
  return r && 'file' in r ? r.file : null;
}

export type Lookup = { file: string } | { outside: string; target: string } | { unsafe: true } | null;

/**
 * Like findVariantFile, but says why a file was refused: a slug that is a
 * path, or a `<slug>.md` that is a symbolic link out of its directory. Files
 * outside a searched directory are never read (unless `allowOutside`).
 */
export function lookupVariantFile(slug: string, dirs: readonly string[], allowOutside: boolean, host: FileHost): Lookup {
  if (!allowOutside && !isSafeSlug(slug)) return { unsafe: true };
  for (const dir of dirs) {
    const direct = host.resolve(host.join(dir, `${slug}.md`));
    // It exists, even if only as a broken or looping link: reading it says why.
    if (host.exists(direct)) {
      const c = allowOutside ? null : host.containment(dir, direct);
      if (c?.kind === 'outside') return { outside: direct, target: c.target };
      const r = readVariantFile(direct, host);
      // A broken file is still the one named; so is any file named by a path (allowed by the caller).
      if (!r.ok || r.vf.slug === slug || !isSafeSlug(slug)) return { file: direct };
    }
    const index = filesBySlug(host, dir);
    for (const f of index.get(slug) ?? []) {
      if (f.file !== direct && f.ok && (allowOutside || f.containment === 'inside')) return { file: f.file };
    }
    // The index never reads links out of the directory; a caller who allows them reads them here.
    if (allowOutside) {
      for (const f of [...index.values()].flat()) {
        if (f.containment !== 'outside') continue;
        const r = readVariantFile(f.file, host);
        if (r.ok && r.vf.slug === slug) return { file: f.file };
      }
    }
  }
  return null;
}

export function hostOf(options: Pick<LoadOptions, 'host'>): FileHost {
  return options.host ?? bundledHost;
}

export function searchDirs(file: string, options: LoadOptions, host: FileHost): string[] {
  return [host.dirname(file), ...(options.variantDirs ?? [BUNDLED_VARIANTS_DIR])].map((d) => host.resolve(d)).filter((d, i, a) => a.indexOf(d) === i);
}

/** Slugs of the variant files in the directories (for "did you mean"). */
export function knownSlugs(dirs: readonly string[], host: FileHost): string[] {
  const out: string[] = [];
  // An unreadable directory has no slugs to offer.
  for (const dir of dirs) for (const n of host.list(dir) ?? []) if (n.endsWith('.md')) out.push(n.replace(/\.md$/, ''));
  return out;
}


/**
 * The one containment check for files the loader finds rather than is
 * given (a catalogue, a tests file beside a variant): a symbolic link out of
 * the directory is refused, unread, with a diagnostic at the link.
 */
export function refusedOutside(host: FileHost, dir: string, file: string): Diagnostic | null {
  const c = host.containment(dir, file);
  return c.kind === 'outside' ? errorAt(file, 'symlink-outside', `a symbolic link to ${c.target}, outside ${dir}: not read`) : null;
}
