/**
 * One vocabulary: a package's index exports only names that something
 * outside the package uses (another package, test/, a script, the benchmark,
 * a README's example) or that the root README or the package's README
 * documents, plus the types those names' signatures mention (so a public
 * function's options and result stay nameable). An export nobody uses fails
 * here: remove it from the index, or document it. See scripts/apiUsage.ts.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiEntries, PUBLIC_PACKAGES } from '../scripts/apiReport.ts';
import { auditExports, documentedNames, importedNames } from '../scripts/apiUsage.ts';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

describe('exports', () => {
  // One Program over every package: built once.
  const api = apiEntries(root);

  it.each(PUBLIC_PACKAGES.map((p) => p.name))('@fairyforge/%s exports only names used outside it or documented', (pkg) => {
    const standing = auditExports(root, pkg, api.get(pkg)!);
    expect(standing.size).toBeGreaterThan(0);
    const unused = [...standing].filter(([, s]) => s.kind === 'unused').map(([n]) => n);
    expect(unused, `exported by @fairyforge/${pkg}, used by nothing outside it and not in its README`).toEqual([]);
  });

  it('find an export nobody uses', () => {
    const core = new Map(api.get('core')!);
    core.set('.', [...core.get('.')!, { name: 'surelyUnusedExport', kind: 'function', lines: ['function surelyUnusedExport(): void;'] }]);
    expect(auditExports(root, 'core', core).get('surelyUnusedExport')).toEqual({ kind: 'unused' });
  });

  it('read every form of import', () => {
    const text = [
      "import { a, type B, c as d } from '@fairyforge/core';",
      "import type {\n  E, // why\n  F,\n} from '@fairyforge/core';",
      "export { g } from '@fairyforge/core';",
      "const { h } = await import('@fairyforge/core');",
      "import * as ns from '@fairyforge/core'; ns.i(); ns.j;",
      "const m = await importOriginal<typeof import('@fairyforge/core')>(); m.k;",
      "import { z } from '@fairyforge/core/other'; import { y } from '@fairyforge/coreish';",
    ].join('\n');
    expect([...importedNames(text, 'core', '.')].sort()).toEqual(['B', 'E', 'F', 'a', 'c', 'g', 'h', 'i', 'j', 'k']);
    expect([...importedNames("import { p } from '@fairyforge/loader/pure';", 'loader', './pure')]).toEqual(['p']);
    expect([...importedNames("import { p } from '@fairyforge/loader/pure';", 'loader', '.')]).toEqual([]);
  });

  it('take documented names from code spans and code blocks only', () => {
    const names = documentedNames('The `perft(p, 3)` count.\n\n```ts\nparseFen(v, fen)\n```\nplain words');
    expect(names.has('perft') && names.has('parseFen')).toBe(true);
    expect(names.has('plain')).toBe(false);
  });
});
