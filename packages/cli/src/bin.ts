#!/usr/bin/env node
/**
 * The executable entry: runs the command with this process's arguments,
 * whatever this file is called or bundled into (no guessing from argv[1]).
 * Only the exit code is set, so pending output is flushed before exit.
 */
import { main } from './main.ts';

// `fairyforge moves chess | head -1`: a reader that stops early is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await main(process.argv.slice(2));
