/**
 * The project's one atomic writer (render, page, site, and the CLI's PGN and
 * PNG files all use it). Never over an existing file unless asked, and
 * atomically: the content goes to a temporary file in the same directory (so
 * the final rename cannot cross file systems), is flushed to the disk, then
 * takes the real name in one step. A reader never sees half a file; a failed
 * write (a full disk) removes its temporary file; so does SIGINT or SIGTERM
 * arriving while one exists; and temporary files a killed run left behind
 * are swept from the directory the next time something is written there.
 */
import { closeSync, existsSync, fsyncSync, linkSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, parse as parsePath } from 'node:path';

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
/** Temporary files this process has open right now: what a signal must not leave behind. */
const live = new Set<string>();

/** `.<name>.<pid>.<n>.tmp`: the pid tells a sweep whether the writer is still running. */
const TEMP_NAME = /^\..+\.(\d+)\.(\d+)\.tmp$/;

export function writeFileAtomic(path: string, content: string | Uint8Array, options: { force?: boolean } = {}): void {
  const f = new AtomicFile(path, options);
  f.write(content);
  f.commit();
}

/**
 * A file written in pieces (a PGN game by game), appearing under its name
 * only when `commit` is called. Until then the text sits in a temporary
 * file, which `abort`, any failed write, and SIGINT/SIGTERM remove.
 */
export class AtomicFile {
  private readonly tmp: string;
  private fd: number | null;
  constructor(
    readonly path: string,
    private readonly options: { force?: boolean } = {},
  ) {
    const dir = dirname(path);
    sweepOnce(dir);
    this.tmp = join(dir, `.${basename(path)}.${process.pid}.${++counter}.tmp`);
    watchSignals();
    live.add(this.tmp);
    try {
      this.fd = openSync(this.tmp, 'wx');
    } catch (e) {
      discard(this.tmp);
      throw new OutputError(`cannot write ${path}: ${reason(e)}`, 'io');
    }
  }

  write(content: string | Uint8Array): void {
    if (this.fd === null) throw new OutputError(`cannot write ${this.path}: already closed`, 'io');
    try {
      writeAll(this.fd, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
    } catch (e) {
      this.abort();
      throw new OutputError(`cannot write ${this.path}: ${reason(e)}`, 'io');
    }
  }

  /** Flushes the text to the disk and gives it the real name (not over an existing file unless forced). */
  commit(): void {
    const fd = this.fd;
    if (fd === null) throw new OutputError(`cannot write ${this.path}: already closed`, 'io');
    this.fd = null;
    try {
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      if (this.options.force) renameSync(this.tmp, this.path);
      else createNew(this.tmp, this.path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new OutputError(`${this.path} already exists (use --force to overwrite)`, 'exists');
      throw new OutputError(`cannot write ${this.path}: ${reason(e)}`, 'io');
    } finally {
      discard(this.tmp);
    }
  }

  /** Gives up: the temporary file goes, the target stays as it was. */
  abort(): void {
    if (this.fd !== null) {
      try {
        closeSync(this.fd);
      } catch {
        // closing a file we are throwing away; nothing to report
      }
      this.fd = null;
    }
    discard(this.tmp);
  }
}

/** Whether a file can be written at `path` without --force: nothing there yet. */
export function outputExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates a directory and its missing parents, one at a time, so that a
 * failure names its real cause: `mkdir -p` reports ENOENT on a read-only
 * file system, where EROFS is the truth.
 */
export function makeDirectory(dir: string): void {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d) && d !== parsePath(d).root; d = dirname(d)) missing.unshift(d);
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (e) {
      // Made meanwhile by someone else: fine.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new OutputError(`cannot create ${dir}: ${reason(e)}`, 'io');
    }
  }
}

/** Every byte, or an error: a write may store fewer bytes than asked (a nearly full disk). */
function writeAll(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length; ) {
    const n = writeSync(fd, bytes, done, bytes.length - done);
    if (!(n > 0)) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    done += n;
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
  }
}

/** An I/O error in words, with its code. */
export function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const words: Record<string, string> = {
    ENOENT: 'the directory does not exist',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a directory',
    ENOTDIR: 'a part of the path is not a directory',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'read-only file system',
  };
  return code ? (words[code] ? `${words[code]} (${code})` : code) : (e as Error).message;
}

function discard(tmp: string): void {
  live.delete(tmp);
  try {
    unlinkSync(tmp);
  } catch {
    // already gone (renamed into place, or never created)
  }
}

const swept = new Set<string>();

/** Removes temporary files of this writer's naming whose process is gone (a kill -9, a power cut). */
function sweepOnce(dir: string): void {
  if (swept.has(dir)) return;
  swept.add(dir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return; // writing will report why
  }
  for (const n of names) {
    const pid = Number(TEMP_NAME.exec(n)?.[1]);
    if (pid > 0 && pid !== process.pid && !running(pid)) {
      try {
        unlinkSync(join(dir, n));
      } catch {
        // someone else swept it, or it is not ours to remove
      }
    }
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let watching = false;

/**
 * On SIGINT or SIGTERM, remove the temporary files being written, then die of
 * the signal as if nobody had listened — unless someone else listens too,
 * in which case the decision to stop is theirs.
 */
function watchSignals(): void {
  if (watching) return;
  watching = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = () => {
      for (const tmp of [...live]) discard(tmp);
      if (process.listenerCount(signal) > 1) return;
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
  process.once('exit', () => {
    for (const tmp of [...live]) discard(tmp);
  });
}
