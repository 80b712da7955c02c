/**
 * The suite needs nothing outside the repository. The development checkout
 * has reference material beside it (`../shared/`), a user's clone does not;
 * so this test clones the committed HEAD into a fresh temporary directory —
 * nothing beside it — installs from pnpm's store without the network, and
 * runs the tests that read reference data (the perft oracle, the seed) there.
 *
 * Only committed files are in the clone: commit before relying on it.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-clone-'));
// A whole clone with its installed packages to remove: more than the default 10 s on a loaded machine.
afterAll(() => rmSync(tmp, { recursive: true, force: true }), 120_000);

/** The tests run in the clone: every test that reads reference data. */
const FILES = ['test/oracle.test.ts', 'test/seed.test.ts'];

/**
 * The environment for the child processes, without what would tie them to
 * this run: git's repository pointers (set when the suite runs from a git
 * hook), this vitest's own variables, and the deep-perft switch (the outer
 * run covers the deep cases; the clone needs only prove the files are there).
 */
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_') && !k.startsWith('VITEST') && k !== 'FAIRYFORGE_DEEP'),
);

function run(cmd: string, args: string[], options: SpawnSyncOptions = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env, ...options });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return String(r.stdout).trim();
}

interface JsonReport {
  success: boolean;
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; assertionResults: { fullName: string; status: string }[] }[];
}

describe('a clone of the repository, with nothing beside it', () => {
  it('installs offline and passes the oracle and seed tests', () => {
    const head = run('git', ['rev-parse', 'HEAD'], { cwd: root });
    const clone = join(tmp, 'x');
    // --no-hardlinks: the clone shares no files with this checkout.
    run('git', ['clone', '--quiet', '--no-hardlinks', '--no-checkout', root, clone]);
    run('git', ['checkout', '--quiet', '--detach', head], { cwd: clone });
    expect(existsSync(join(clone, '..', 'shared'))).toBe(false);
    expect(existsSync(join(clone, 'node_modules'))).toBe(false);

    // From pnpm's store (filled by this checkout's install): a second or two, no network.
    run('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: clone });

    const report = join(tmp, 'report.json');
    const vitest = join(clone, 'node_modules', 'vitest', 'vitest.mjs');
    const r = spawnSync(process.execPath, [vitest, 'run', ...FILES, '--reporter=json', `--outputFile=${report}`], { cwd: clone, env, encoding: 'utf8' });
    const failure = `vitest in the clone exited ${r.status}:\n${r.stdout}\n${r.stderr}`;
    expect(r.status, failure).toBe(0);

    const j = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
    expect(j.success).toBe(true);
    expect(j.numFailedTests).toBe(0);
    expect(j.numTotalTests).toBeGreaterThan(0);
    expect(j.numPassedTests).toBe(j.numTotalTests);
    // Both files ran in the clone, each with passing tests.
    expect(j.testResults.map((f) => f.name).sort()).toEqual(FILES.map((f) => join(clone, f)).sort());
    for (const file of j.testResults) {
      expect(file.assertionResults.length, file.name).toBeGreaterThan(0);
      expect(file.assertionResults.filter((a) => a.status !== 'passed'), file.name).toEqual([]);
    }
    // The oracle's cases and the seed's recorded hash were checked; the
    // comparisons with ../shared/ were not, since nothing is beside the clone.
    const names = j.testResults.flatMap((f) => f.assertionResults.map((a) => a.fullName));
    expect(names.filter((n) => n.startsWith('oracle perft: wildebeest ')).length).toBeGreaterThan(1);
    expect(names).toContain('the seed variant file has the SHA-256 recorded for the seed');
    expect(names.filter((n) => /byte-identical to the (seed|shared)/.test(n))).toEqual([]);
  }, 90_000);
});
