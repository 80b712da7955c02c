/**
 * Writing output files safely: never over an existing file unless asked,
 * and atomically — the content goes to a temporary file in the same
 * directory (so the final rename cannot cross file systems), then takes the
 * real name in one step. A reader never sees half a file.
 */
import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export class OutputError extends Error {
  override name = 'OutputError';
  constructor(
    message: string,
    readonly code: 'exists' | 'io',
  ) {
    super(message);
  }
}

let counter = 0;

export function writeFileAtomic(path: string, content: string, options: { force?: boolean } = {}): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${++counter}.tmp`);
  try {
    const fd = openSync(tmp, 'wx');
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    tryUnlink(tmp);
    throw new OutputError(`cannot write ${path}: ${reason(e)}`, 'io');
  }
  try {
    if (options.force) renameSync(tmp, path);
    else createNew(tmp, path);
  } catch (e) {
    tryUnlink(tmp);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new OutputError(`${path} already exists (use --force to overwrite)`, 'exists');
    throw new OutputError(`cannot write ${path}: ${reason(e)}`, 'io');
  }
}

/** Gives `tmp` the name `path` unless that name exists. */
function createNew(tmp: string, path: string): void {
  try {
    // link() fails if the name exists, so the no-overwrite check and the write are one step.
    linkSync(tmp, path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw e;
    // A file system without hard links: check, then rename (a small race, but no half-written file).
    if (existsSync(path)) throw Object.assign(new Error('exists'), { code: 'EEXIST' });
    renameSync(tmp, path);
    return;
  }
  unlinkSync(tmp);
}

/** An I/O error in words, with its code. */
function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const words: Record<string, string> = {
    ENOENT: 'the directory does not exist',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a directory',
    ENOTDIR: 'a part of the path is not a directory',
    ENOSPC: 'no space left on the device',
    EROFS: 'read-only file system',
  };
  return code ? (words[code] ? `${words[code]} (${code})` : code) : (e as Error).message;
}

function tryUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
