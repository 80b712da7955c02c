/**
 * Keeping file look-ups inside the directories they were asked about. A
 * variant's `parent` is a slug, not a path, and a file found by slug must
 * really live in the directory searched — not be a symbolic link to
 * somewhere else — unless the caller allows it.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';

/** A slug names a file in a directory: no separators, no `..`, not absolute, no NUL. */
export function isSafeSlug(slug: string): boolean {
  return slug !== '' && !/[/\\\0]/.test(slug) && !slug.includes('..') && !isAbsolute(slug) && !/^[A-Za-z]:/.test(slug);
}

export type Containment = { kind: 'inside' } | { kind: 'outside'; target: string } | { kind: 'unresolved' };

/**
 * Whether `file`, with every symbolic link followed, lies inside `dir` (also
 * resolved). `unresolved` when the links cannot be followed (a loop, a
 * dangling link, a missing file): reading it will report why.
 */
export function containment(dir: string, file: string): Containment {
  let realDir: string;
  let realFile: string;
  try {
    realDir = realpathSync(dir);
    realFile = realpathSync(file);
  } catch {
    return { kind: 'unresolved' };
  }
  const rel = relative(realDir, realFile);
  const inside = rel !== '' && rel.split(sep)[0] !== '..' && !isAbsolute(rel);
  return inside ? { kind: 'inside' } : { kind: 'outside', target: realFile };
}
