/**
 * `pnpm typecheck` (run by CI before the tests) checks tsconfig.json's files;
 * a TypeScript file outside its `include` would go unchecked without anyone
 * noticing, so every one in the repository must be among them.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every .ts file under dir, skipping installed packages and hidden folders. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    // Build output (dist/) is generated from the checked sources.
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const p = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return /\.[cm]?tsx?$/.test(e.name) ? [relative(root, p)] : [];
  });
}

/** The root files of tsconfig.json, as tsc resolves its `include`. */
function configFiles(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json did not parse');
  return config.fileNames.map((f) => relative(root, f));
}

describe('tsconfig.json', () => {
  it('includes every TypeScript file of the packages, scripts, benchmark and tests', () => {
    const files = tsFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const included = new Set(configFiles());
    expect(files.filter((f) => !included.has(f))).toEqual([]);
  });

  it('checks indexed access', () => {
    const config = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
    expect(config.config?.compilerOptions?.noUncheckedIndexedAccess).toBe(true);
  });
});
