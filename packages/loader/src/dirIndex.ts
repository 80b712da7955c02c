/**
 * The variant files of a directory by slug, kept per host and directory.
 * Finding a parent by its declared slug, or checking that a slug is unique,
 * would otherwise read and resolve every file of the directory once per
 * question: quadratic in the size of a directory of variants. Here a question
 * costs one listing and one stamp per file; only a file whose stamp changed
 * is resolved and parsed again.
 */
import type { Containment, FileHost } from './host.ts';
import { readVariantFile } from './variantFile.ts';

export interface IndexedFile {
  readonly file: string;
  readonly stamp: string | null;
  readonly containment: Containment['kind'];
  /** Whether the file reads and parses. */
  readonly ok: boolean;
  /** Its declared slug, or (when it does not parse) the one its name gives. */
  readonly slug: string;
}

interface DirIndex {
  readonly listing: string;
  readonly files: IndexedFile[];
  readonly bySlug: Map<string, IndexedFile[]>;
}

const indexes = new WeakMap<FileHost, Map<string, DirIndex>>();

function indexFile(host: FileHost, dir: string, name: string): IndexedFile {
  const file = host.join(dir, name);
  const stamp = host.stamp(file);
  const containment = host.containment(dir, file).kind;
  // A link out of the directory is never read.
  const r = containment === 'outside' ? null : readVariantFile(file, host);
  return { file, stamp, containment, ok: r?.ok === true, slug: r?.ok ? r.vf.slug : name.slice(0, -3) };
}

/** The `.md` files of `dir`, each with its slug, grouped by slug (files in name order). */
export function filesBySlug(host: FileHost, dir: string): ReadonlyMap<string, readonly IndexedFile[]> {
  let byDir = indexes.get(host);
  if (!byDir) indexes.set(host, (byDir = new Map()));
  const names = (host.list(dir) ?? []).filter((n) => n.endsWith('.md')).sort();
  const listing = names.join('\0');
  const old = byDir.get(dir);
  let files: IndexedFile[];
  if (old && old.listing === listing) {
    let changed = false;
    files = old.files.map((f, i) => {
      const stamp = host.stamp(f.file);
      if (stamp !== null && stamp === f.stamp) return f;
      changed = true;
      return indexFile(host, dir, names[i]!);
    });
    if (!changed) return old.bySlug;
  } else files = names.map((n) => indexFile(host, dir, n));
  const bySlug = new Map<string, IndexedFile[]>();
  for (const f of files) {
    const list = bySlug.get(f.slug);
    if (list) list.push(f);
    else bySlug.set(f.slug, [f]);
  }
  byDir.set(dir, { listing, files, bySlug });
  return bySlug;
}
