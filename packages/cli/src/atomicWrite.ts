/**
 * Saving a file the CLI makes itself (a game's PGN, a PNG): never over an existing file unless forced, and
 * atomically — the text goes to a temporary file beside the target, which is
 * then linked (no-clobber) or renamed (forced) into place, so a reader never
 * sees half a file and a file created meanwhile is not lost.
 */
import { existsSync, linkSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export class FileExistsError extends Error {
  override name = 'FileExistsError';
}

export function writeFileAtomic(file: string, text: string | Uint8Array, force: boolean): void {
  if (!force && existsSync(file)) throw new FileExistsError(`${file} already exists (use --force to overwrite it)`);
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(tmp, text, { flag: 'wx' });
  try {
    if (force) renameSync(tmp, file);
    else {
      try {
        linkSync(tmp, file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExistsError(`${file} already exists (use --force to overwrite it)`);
        throw e;
      }
      unlinkSync(tmp);
    }
  } finally {
    if (existsSync(tmp)) unlinkSync(tmp);
  }
}
