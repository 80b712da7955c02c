/**
 * Generates schemas/*.schema.json from the loader's TypeScript types
 * (`pnpm schemas`). With --check, compares instead of writing and exits 1 on
 * drift.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchemas } from './schemaBuilder.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const check = process.argv.includes('--check');
let drift = 0;
for (const { file, text } of buildSchemas()) {
  const path = root + file;
  let old = '';
  try {
    old = readFileSync(path, 'utf8');
  } catch {
    // a new schema
  }
  if (old === text) continue;
  if (check) {
    console.error(`${file} is out of date: run pnpm schemas`);
    drift++;
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${file}`);
  }
}
process.exitCode = drift ? 1 : 0;
