/** The CLI package's version. */
import { readFileSync } from 'node:fs';

/** `../package.json` is the same file from src/ and from a compiled dist/ (and from the bundled dist/bin.js). */
export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
