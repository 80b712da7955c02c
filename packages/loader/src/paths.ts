/**
 * A variant's `parent` is a slug, not a path: it names a file in a
 * directory the loader searches, and must not reach anywhere else. (Whether
 * a file found by slug really lives in its directory, not behind a symbolic
 * link, is the host's `containment`.)
 */

/** A slug names a file in a directory: no separators, no `..`, not absolute, no NUL, no drive. */
export function isSafeSlug(slug: string): boolean {
  return slug !== '' && !/[/\\\0]/.test(slug) && !slug.includes('..') && !/^[A-Za-z]:/.test(slug);
}
