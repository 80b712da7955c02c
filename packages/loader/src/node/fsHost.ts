/**
 * The file system as a loader host: bounded, regular-file-only reads, links
 * followed only to check containment, and the bundled variants under
 * BUNDLED_VARIANTS_DIR. Only this folder imports Node's modules, so the rest
 * of the loader runs in a browser.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { withBundled } from '../bundled.ts';
import { errorAt as diag, type Diagnostic } from '../diagnostics.ts';
import type { Containment, FileHost } from '../host.ts';
import { MAX_FILE_BYTES } from '../variantFile.ts';


/**
 * Reads a file as UTF-8, reporting the position of the first byte that is not.
 * Only regular files are read (a FIFO, a device such as /dev/zero, or a
 * directory is refused without being opened for reading), and never more than
 * MAX_FILE_BYTES + 1 bytes, so memory and time stay bounded whatever the path.
 */
export function readText(file: string, maxBytes: number = MAX_FILE_BYTES): { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] } {
  const bytes = readBounded(file, maxBytes);
  if (!bytes.ok) return bytes;
  if (bytes.tooLarge) {
    return { ok: false, diagnostics: [diag(file, 'file-too-large', `the file has ${bytes.size} bytes; at most ${maxBytes} are read`)] };
  }
  return decodeUtf8(file, bytes.data);
}

/** The bytes of a regular file, at most `maxBytes` of them (a larger file is only measured). */
export function readBounded(file: string, maxBytes: number): { ok: true; data: Buffer; tooLarge: false } | { ok: true; tooLarge: true; size: number } | { ok: false; diagnostics: Diagnostic[] } {
  let fd: number;
  try {
    // stat first: opening a FIFO would wait for a writer.
    const st = statSync(file);
    if (!st.isFile()) return { ok: false, diagnostics: [notAFile(file, st)] };
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return { ok: false, diagnostics: [ioError(file, e)] };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { ok: false, diagnostics: [notAFile(file, st)] };
    if (st.size > maxBytes) return { ok: true, tooLarge: true, size: st.size };
    // The size may be wrong (a file that grows, /proc): read until the end, but
    // never past one byte more than allowed.
    let buf = Buffer.allocUnsafe(st.size + 1);
    let n = 0;
    for (;;) {
      if (n === buf.length) {
        if (n > maxBytes) return { ok: true, tooLarge: true, size: n };
        const bigger = Buffer.allocUnsafe(Math.min(maxBytes + 1, buf.length * 2));
        buf.copy(bigger, 0, 0, n);
        buf = bigger;
      }
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) break;
      n += r;
    }
    return { ok: true, data: buf.subarray(0, n), tooLarge: false };
  } catch (e) {
    return { ok: false, diagnostics: [ioError(file, e)] };
  } finally {
    closeSync(fd);
  }
}

function notAFile(file: string, st: Stats): Diagnostic {
  const what = st.isDirectory() ? 'is a directory, not a file' : st.isFIFO() ? 'is a named pipe, not a regular file' : st.isSocket() ? 'is a socket, not a regular file' : 'is a device, not a regular file';
  return diag(file, 'io', what);
}

function decodeUtf8(file: string, bytes: Buffer): { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] } {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const before = bytes.subarray(0, bad.at);
    const line = before.filter((b) => b === 10).length + 1;
    const column = new TextDecoder().decode(before.subarray(before.lastIndexOf(10) + 1)).length + 1;
    return { ok: false, diagnostics: [diag(file, 'encoding', bad.message, line, column, 'save the file as UTF-8')] };
  }
}

const hex = (b: number) => `0x${b.toString(16).padStart(2, '0')}`;

/**
 * Where a byte sequence first breaks UTF-8, and how: a stray or truncated
 * byte, or a well-formed-looking sequence that UTF-8 forbids — an overlong
 * form, a surrogate (U+D800–DFFF) or a code point above U+10FFFF. The second
 * byte's allowed range after E0, ED, F0 and F4 is what rules those out.
 */
function firstInvalidUtf8(b: Uint8Array): { at: number; message: string } {
  for (let i = 0; i < b.length; ) {
    const x = b[i]!;
    const n = x < 0x80 ? 1 : x >= 0xc2 && x < 0xe0 ? 2 : x >= 0xe0 && x < 0xf0 ? 3 : x >= 0xf0 && x < 0xf5 ? 4 : 0;
    if (n === 0) return { at: i, message: `byte ${hex(x)} is not valid UTF-8${x === 0xc0 || x === 0xc1 ? ' (an overlong form)' : x >= 0xf5 ? ' (beyond U+10FFFF)' : ''}` };
    for (let k = 1; k < n; k++) {
      if (i + k >= b.length || (b[i + k]! & 0xc0) !== 0x80) return { at: i, message: `byte ${hex(x)} starts a ${n}-byte UTF-8 sequence that is cut short` };
    }
    const y = b[i + 1] ?? 0;
    const seq = Array.from(b.subarray(i, i + n), hex).join(' ');
    if (x === 0xe0 && y < 0xa0) return { at: i, message: `bytes ${seq} are an overlong form, not valid UTF-8` };
    if (x === 0xf0 && y < 0x90) return { at: i, message: `bytes ${seq} are an overlong form, not valid UTF-8` };
    if (x === 0xed && y >= 0xa0) return { at: i, message: `bytes ${seq} encode a surrogate (U+D800–U+DFFF), not valid UTF-8` };
    if (x === 0xf4 && y >= 0x90) return { at: i, message: `bytes ${seq} encode a code point beyond U+10FFFF, not valid UTF-8` };
    i += n;
  }
  return { at: 0, message: 'the file is not valid UTF-8' };
}

export function ioError(file: string, e: unknown): Diagnostic {
  const code = (e as { code?: string }).code;
  const message =
    code === 'ENOENT'
      ? 'file not found'
      : code === 'EISDIR'
        ? 'is a directory, not a file'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'ELOOP'
            ? 'cannot read: a loop of symbolic links'
            : code === 'ENAMETOOLONG'
              ? 'cannot read: the path is too long'
              : `cannot read: ${(e as Error).message}`;
  return diag(file, 'io', message);
}


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

/**
 * Remembers answers until the current turn of the event loop ends. Checking
 * a directory asks for the same stamps and listings thousands of times in one
 * synchronous run; a later call (the next request of a server, the next
 * keystroke's validation) asks the disk afresh.
 */
function perTurn<T>(compute: (key: string) => T): (key: string) => T {
  let memo: Map<string, T> | null = null;
  return (key) => {
    if (memo === null) {
      memo = new Map();
      setTimeout(() => (memo = null), 0).unref?.();
    }
    if (memo.has(key)) return memo.get(key)!;
    const v = compute(key);
    memo.set(key, v);
    return v;
  };
}

/** The disk alone, paths relative to `cwd` (default: the process's). */
export function fsHost(cwd?: string): FileHost {
  return {
    resolve: (p) => (cwd === undefined ? resolve(p) : resolve(cwd, p)),
    dirname,
    basename,
    join,
    read: (file, maxBytes) => readText(file, maxBytes),
    exists(file) {
      try {
        lstatSync(file);
        return true;
      } catch {
        return false;
      }
    },
    list: perTurn((dir) => {
      try {
        return readdirSync(dir).sort();
      } catch {
        return null;
      }
    }),
    containment,
    stamp: perTurn((file) => {
      try {
        const st = statSync(file);
        return `${st.size}:${st.mtimeMs}`;
      } catch {
        return null;
      }
    }),
  };
}

/** The disk, with the bundled variants: what the Node entry points use. */
export const nodeHost: FileHost = withBundled(fsHost());
