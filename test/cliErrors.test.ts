/**
 * Every command, given bad arguments or bad files, prints one clear message
 * per problem and exits 1 (bad input) or 2 (usage or I/O), with no stack
 * trace; and `perft --cases` reports malformed lines by number and goes on.
 */
import { run } from '@fairyforge/cli';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-cli-errors-'));
const broken = join(tmp, 'broken.md');
writeFileSync(broken, '---\nparent: chess\nengine:\n  setpu: x\n  rules: { stalemate: maybe }\n---\n');

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(...l.split('\n')), err: (l) => err.push(...l.split('\n')) });
  return { code, out, err, all: [...out, ...err].join('\n') };
}

/** argv, exit code, the first line on standard error. */
const cases: [string[], number, RegExp][] = [
  // usage: exit 2, one `error:` line, then the usage once
  [['demo'], 2, /^error: a variant is required$/],
  [['demo', 'chess', '--depth', 'x'], 2, /^error: --depth must be a whole number >= 1, not 'x'$/],
  [['perft'], 2, /^error: a variant is required$/],
  [['perft', 'chess', 'wildebeest', '--depth', '1'], 2, /^error: expected one variant, got 2$/],
  [['perft', 'chess'], 2, /^error: --depth is required$/],
  [['perft', '--cases', 'x.jsonl', 'chess'], 2, /^error: --cases takes no variant argument$/],
  [['moves'], 2, /^error: a variant is required$/],
  [['moves', 'chess', '--bogus'], 2, /^error: unknown option '--bogus'$/],
  [['validate'], 2, /^error: name at least one variant file or directory$/],
  [['validate', 'variants', '--format', 'xml'], 2, /^error: --format must be one of text, json, github, not 'xml'$/],
  [['resolve'], 2, /^error: a variant is required$/],
  [['render'], 2, /^error: a variant is required$/],
  [['render', 'chess', '--cell-size', '2'], 2, /^error: --cell-size must be a whole number >= 8, not '2'$/],
  [['page', 'a', 'b'], 2, /^error: expected one variant, got 2$/],
  [['site'], 2, /^error: a directory of variant files is required$/],
  [['site', 'variants'], 2, /^error: -o DIR is required$/],
  [['selfplay', 'chess'], 2, /^error: --games is required$/],
  [['play', 'chess', '--white', 'robot'], 2, /^error: --white must be human or engine, not 'robot'$/],
  [['frobnicate'], 2, /^error: unknown command 'frobnicate'$/],
  // I/O: exit 2
  [['validate', join(tmp, 'missing.md')], 2, /^error: .*missing\.md: no such file or directory$/],
  [['perft', '--cases', join(tmp, 'missing.jsonl')], 2, /^error: cannot read .*missing\.jsonl: file not found$/],
  [['perft', '--cases', tmp], 2, /^error: cannot read .*: is a directory, not a file$/],
  [['site', join(tmp, 'missing'), '-o', join(tmp, 'site')], 2, /^error: .*missing is not a directory$/],
  [['render', 'chess', '-o', join(tmp, 'no', 'dir', 'x.svg')], 2, /^error: cannot write .*x\.svg: the directory does not exist \(ENOENT\)$/],
  // bad input: exit 1
  [['demo', 'no-such-variant'], 1, /^no-such-variant:1:1: error: no variant with slug 'no-such-variant' \[variant-unknown\]$/],
  [['perft', broken, '--depth', '1'], 1, /broken\.md:4:3: error: unknown key 'setpu' in engine \[unknown-key\]$/],
  [['moves', 'chess', '--fen', '8/8 w - - 0 1'], 1, /^error: invalid FEN for chess: the placement has 2 ranks, the board has 8$/],
  [['moves', '/dev/zero'], 1, /^\/dev\/zero:1:1: error: is a device, not a regular file \[io\]$/],
  [['resolve', broken], 1, /broken\.md:4:3: error: unknown key 'setpu'/],
  [['render', 'chess', '--piece', 'Z'], 1, /^error: no piece 'Z' in chess; its pieces are K Q R B N P$/],
  [['page', broken], 1, /broken\.md:4:3: error: unknown key 'setpu'/],
  [['play', broken], 1, /broken\.md:4:3: error: unknown key 'setpu'/],
  [['selfplay', broken, '--games', '1'], 1, /broken\.md:4:3: error: unknown key 'setpu'/],
];

describe('bad arguments and bad files', () => {
  it.each(cases)('%j exits %i', async (argv, code, first) => {
    const r = await cli(...argv);
    expect(r.code).toBe(code);
    expect(r.err[0]).toMatch(first);
    expect(r.all).not.toMatch(/\n\s+at |internal error/);
    // The usage, when shown, is shown once.
    expect(r.err.join('\n').match(/usage: /g)?.length ?? 0).toBeLessThanOrEqual(code === 2 && !/^error: (cannot|unknown command|.*(no such|not a directory))/.test(r.err[0]!) ? 1 : 0);
  });

  it('reports each problem of a broken file once, one message each', async () => {
    const r = await cli('resolve', broken);
    expect(r.code).toBe(1);
    expect(r.err.filter((l) => /: error: /.test(l))).toEqual([
      expect.stringMatching(/broken\.md:4:3: error: unknown key 'setpu' in engine \[unknown-key\]$/),
      expect.stringMatching(/broken\.md:5:23: error: engine\.rules\.stalemate must be one of: "draw", "win", "loss" \[bad-value\]$/),
    ]);
  });

  it('validate names every missing path, not only the first', async () => {
    const r = await cli('validate', join(tmp, 'a.md'), join(root, 'variants/chess.md'), join(tmp, 'b.md'));
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`error: ${join(tmp, 'a.md')}: no such file or directory`, `error: ${join(tmp, 'b.md')}: no such file or directory`]);
  });
});

describe('perft --cases with broken lines', () => {
  it('reports each malformed line with its number and goes on', async () => {
    const good = readFileSync(join(root, 'test/oracle/chess.jsonl'), 'utf8').split('\n').find((l) => l.trim() && !l.includes('"deep":true'))!;
    const file = join(tmp, 'cases.jsonl');
    writeFileSync(file, ['null', '[1, 2]', '{"variant": "chess"}', '{"variant":"chess","fen":"8/8/8/8/8/8/8/8 w - - 0 1","depth":-1,"nodes":1}', good, '{oops', good, ''].join('\n'));
    const r = await cli('perft', '--cases', file);
    expect(r.code).toBe(1);
    expect(r.out.filter((l) => l.startsWith('FAIL'))).toEqual([
      `FAIL ${file}:1: malformed case: a case is a JSON object`,
      `FAIL ${file}:2: malformed case: a case is a JSON object`,
      `FAIL ${file}:3: malformed case: needs variant, fen, depth and nodes`,
      `FAIL ${file}:4: malformed case: depth and nodes must not be negative`,
      expect.stringMatching(new RegExp(`^FAIL ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:6: malformed case: `)),
    ]);
    expect(r.out.filter((l) => l.startsWith('ok '))).toHaveLength(2);
    expect(r.out.at(-1)).toBe('2 passed, 5 failed');
  });
});

describe('site never writes outside its output directory', () => {
  it('a slug that is a path stops the build', async () => {
    const escaped = '/tmp/fairyforge-escaped.html';
    rmSync(escaped, { force: true });
    const src = mkdtempSync(join(tmp, 'site-src-'));
    writeFileSync(join(src, 'evil.md'), readFileSync(join(root, 'test/fixtures/hostile/33-slug-traversal.md'), 'utf8'));
    const out = join(src, 'a', 'b', 'c', 'd', 'site');
    const r = await cli('site', src, '-o', out);
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/evil\.md:3:7: error: slug '\.\.\/\.\.\/\.\.\/\.\.\/tmp\/fairyforge-escaped' is not a plain name/);
    expect(existsSync(escaped)).toBe(false);
    expect(existsSync(out)).toBe(false);
  });
});
