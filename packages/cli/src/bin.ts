#!/usr/bin/env node
/**
 * The installed `fairyforge` command (package.json `bin` -> dist/bin.js).
 * Minimal for now: main.ts still runs itself when argv[1] looks like the
 * command, so this runs it only where that guard does not fire (a direct
 * `node dist/bin.js`, Windows' npm shims). The CLI's exported main() replaces this.
 */
import { run } from './main.ts';

if (!/main\.ts$|fairyforge(\.js)?$/.test(process.argv[1] ?? '')) {
  const code = run(process.argv.slice(2));
  if (typeof code === 'number') process.exitCode = code;
  else void code.then((c) => (process.exitCode = c));
}
