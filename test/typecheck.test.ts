/**
 * `pnpm typecheck` (run by CI before the tests) checks tsconfig.json's files,
 * and the playground's with its own configurations (a browser program: the
 * DOM library, which the rest must not see); a TypeScript file outside their
 * `include` would go unchecked without anyone noticing, so every one in the
 * repository must be among them.
 */
import { readdirSync, readFileSync } from 'node:fs';
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

/** The configurations `pnpm typecheck` checks, in its order. */
const CONFIGS = ['tsconfig.json', 'packages/playground/tsconfig.json', 'packages/playground/tsconfig.node.json'];

/** The root files of the configurations, as tsc resolves their `include`. */
function configFiles(): string[] {
  return CONFIGS.flatMap(filesOf);
}

function filesOf(name: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, name), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`${name} did not parse`);
  return config.fileNames.map((f) => relative(root, f));
}

describe('tsconfig.json', () => {
  it('includes every TypeScript file of the packages, scripts, benchmark and tests', () => {
    const files = tsFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const included = new Set(configFiles());
    expect(files.filter((f) => !included.has(f))).toEqual([]);
  });

  it('is what `pnpm typecheck` checks', () => {
    const script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.typecheck!;
    expect(script).toBe(CONFIGS.map((c) => `tsc -p ${c} --noEmit`).join(' && '));
  });

  it('checks indexed access', () => {
    const config = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
    expect(config.config?.compilerOptions?.noUncheckedIndexedAccess).toBe(true);
  });
});
