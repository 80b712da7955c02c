/**
 * Where the loader's files come from. The loader itself never touches a file
 * system: it asks a host. `nodeHost` (src/node/) reads the disk; `memoryHost`
 * serves texts held in memory (a browser, an editor buffer, tests); both fall
 * back to the variants bundled with fairyforge. So the same loading and
 * validation run in Node and in a web page.
 */
import type { Diagnostic } from './diagnostics.ts';

export type TextResult = { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] };

/** Whether a file really lives in a directory, with symbolic links followed. */
export type Containment = { kind: 'inside' } | { kind: 'outside'; target: string } | { kind: 'unresolved' };

export interface FileHost {
  /** An absolute name for a path as the user wrote it. */
  resolve(path: string): string;
  dirname(file: string): string;
  basename(file: string): string;
  join(dir: string, name: string): string;
  /** A file's text (UTF-8), or why it cannot be had; never more than `maxBytes` are read. */
  read(file: string, maxBytes: number): TextResult;
  /** Whether something is there by that name (a broken link counts: reading it says why). */
  exists(file: string): boolean;
  /** The names in a directory, or null when it cannot be listed. */
  list(dir: string): string[] | null;
  /** Whether `file` lies inside `dir`; a host without links says `inside` for its own files. */
  containment(dir: string, file: string): Containment;
  /** Changes whenever the file's content may have changed; null when unknown (then nothing is cached). */
  stamp(file: string): string | null;
}

/** The last segment of a path written with `/` or `\`. */
export function baseName(path: string): string {
  const i = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return i < 0 ? path : path.slice(i + 1);
}

/** Size in bytes of a string's UTF-8 encoding, without encoding it. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
