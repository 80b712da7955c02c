/**
 * `pnpm api`: writes each public package's API report, packages/<name>/api.md
 * (see apiReport.ts). Run it after changing what a package exports, and
 * commit the reports with the change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReports } from './apiReport.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const [pkg, text] of apiReports(root)) {
  const file = join(root, 'packages', pkg, 'api.md');
  let old: string | undefined;
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    old = undefined;
  }
  if (old === text) continue;
  writeFileSync(file, text);
  console.log(`wrote packages/${pkg}/api.md`);
}
