/**
 * The committed API reports (packages/<name>/api.md) must match what the
 * packages export, so that every change to a public API shows in review.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiReports, PUBLIC_PACKAGES } from '../scripts/apiReport.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The lines only one side has, `-` committed and `+` current, in order: enough to see what changed. */
function lineDiff(committed: string, current: string, max = 20): string[] {
  const a = committed.split('\n');
  const b = current.split('\n');
  const inA = new Set(a);
  const inB = new Set(b);
  return [...a.filter((l) => !inB.has(l)).map((l) => `- ${l}`), ...b.filter((l) => !inA.has(l)).map((l) => `+ ${l}`)].slice(0, max);
}

describe('API reports', () => {
  // One Program over every package: built once.
  const reports = apiReports(root);

  it('cover every public package', () => expect([...reports.keys()]).toEqual(PUBLIC_PACKAGES.map((p) => p.name)));

  it.each(PUBLIC_PACKAGES.map((p) => p.name))('packages/%s/api.md is up to date', (pkg) => {
    const file = join(root, 'packages', pkg, 'api.md');
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const current = reports.get(pkg)!;
    if (committed !== current) {
      const diff = lineDiff(committed, current);
      expect.fail(`packages/${pkg}/api.md is out of date; run pnpm api\n${diff.join('\n')}`);
    }
  });

  it('hold no absolute path', () => {
    for (const text of reports.values()) expect(text).not.toContain(root);
  });
});
