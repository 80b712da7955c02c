/**
 * `fairyforge render`, `page` and `site`: output to standard output or to
 * files (atomically, never over an existing file without --force), exit
 * codes, and one-line errors.
 */
import { run } from '@fairyforge/cli';
import { loadVariant } from '@fairyforge/loader';
import { buildSite } from '@fairyforge/render';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseXml } from '../packages/render/src/testing.fixture.ts';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const seedFile = join(root, 'variants/wildebeest.md');
const variantFen = (slug: string) => {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(r.diagnostics[0]!.message);
  return r.variant.spec.startFen;
};

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const fresh = () => mkdtempSync(join(tmpdir(), 'fairyforge-render-'));

describe('fairyforge render', () => {
  it('writes the start position to standard output', async () => {
    const r = await cli('render', 'wildebeest');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    expect(parseXml(r.out[0]!).name).toBe('svg');
    expect(r.out[0]).toContain('<title id="ff-title">Standard Wildebeest Chess — starting position</title>');
  });

  it('writes a file with -o, refuses to overwrite it, and overwrites with --force', async () => {
    const dir = fresh();
    const file = join(dir, 'board.svg');
    expect((await cli('render', 'wildebeest', '-o', file)).code).toBe(0);
    const first = readFileSync(file, 'utf8');
    writeFileSync(file, 'keep me');
    const again = await cli('render', 'wildebeest', '--flip', '-o', file);
    expect(again.code).toBe(2);
    expect(again.err).toEqual([`error: ${file} already exists (use --force to overwrite)`]);
    expect(readFileSync(file, 'utf8')).toBe('keep me');
    expect((await cli('render', 'wildebeest', '--flip', '-o', file, '--force')).code).toBe(0);
    const flipped = readFileSync(file, 'utf8');
    expect(flipped).not.toBe(first);
    expect(parseXml(flipped).name).toBe('svg');
    // Atomic writes leave no temporary files behind.
    expect(readdirSync(dir)).toEqual(['board.svg']);
  });

  it('takes a FEN and style options', async () => {
    const r = await cli('render', 'chess', '--fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', '--highlight', 'e1,e8', '--arrow', 'e1e2', '--last-move', 'd1e1', '--cell-size', '20', '--no-coordinates');
    expect(r.code).toBe(0);
    expect(r.out[0]).toContain('width="162"'); // 8 × 20 and a 1-unit frame
    expect(r.out[0]).toContain('class="arrows"');
    expect(r.out[0]).not.toContain('class="coordinates"');
  });

  it('writes every picture the rules text names with --directives (the seed: its start position)', async () => {
    const dir = fresh();
    const r = await cli('render', seedFile, '--directives', '--out', dir);
    expect(r.code).toBe(0);
    expect(readdirSync(dir)).toEqual(['wildebeest-board.svg']);
    const svg = readFileSync(join(dir, 'wildebeest-board.svg'), 'utf8');
    expect(svg).toContain('<title id="ff-title">Standard Wildebeest Chess — starting position</title>');
    expect(svg).toBe((await cli('render', 'wildebeest')).out[0] + '\n');
    expect((await cli('render', seedFile, '--directives', '--out', dir)).code).toBe(2);
    expect((await cli('render', seedFile, '--directives', '--out', dir, '--force')).code).toBe(0);
  });

  it('draws a move diagram with --piece', async () => {
    const dir = fresh();
    const file = join(dir, 'camel.svg');
    const r = await cli('render', 'wildebeest', '--piece', 'C', '--square', 'f5', '-o', file);
    expect(r.code).toBe(0);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain('Camel (C, Betza C) moving from f5');
    expect(svg.match(/<circle|A\d/g)!.length).toBeGreaterThan(8);
  });

  it.each([
    [['render', 'wildebeest', '--piece', 'B'], 1, "error: no piece 'B' in wildebeest; its pieces are K Q R N P C W"],
    [['render', 'wildebeest', '--piece', 'C', '--square', 'z1'], 1, "error: square 'z1' is not on the 11×10 board"],
    [['render', 'wildebeest', '--fen', 'nonsense'], 1, 'error: invalid FEN for wildebeest: the placement has 1 ranks, the board has 10'],
    [['render', 'wildebeest', '--highlight', 'm1'], 1, "error: highlighted square 'm1' is not on the 11×10 board"],
    [['render', 'wildebeest', '-o', '/nonexistent-dir/x.svg'], 2, 'error: cannot write /nonexistent-dir/x.svg: the directory does not exist (ENOENT)'],
  ])('%j exits %i with one clear line', async (argv, code, line) => {
    const r = await cli(...argv);
    expect(r.code).toBe(code);
    expect(r.err).toEqual([line]);
    expect(r.out).toEqual([]);
  });

  it('reports usage errors with exit 2', async () => {
    for (const argv of [['render'], ['render', 'wildebeest', '--out', '/tmp'], ['render', 'wildebeest', '--square', 'e4'], ['render', 'wildebeest', '--directives', '--piece', 'C'], ['render', 'wildebeest', '--bogus']]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err[0]).toMatch(/^error: /);
    }
  });

  it('reports an unknown variant with exit 1', async () => {
    const r = await cli('render', 'no-such-variant');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain("no variant with slug 'no-such-variant'");
  });

  it('runs as a real process: SVG on stdout, exit codes, no stack trace', () => {
    const ok = spawnSync('pnpm', ['-s', 'fairyforge', 'render', 'wildebeest', '--piece', 'W'], { cwd: root, encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(parseXml(ok.stdout).name).toBe('svg');
    const bad = spawnSync('pnpm', ['-s', 'fairyforge', 'render', 'wildebeest', '--piece', 'X'], { cwd: root, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('fairyforge page and site', () => {
  it('builds the seed page', async () => {
    const dir = fresh();
    const file = join(dir, 'wildebeest.html');
    const r = await cli('page', seedFile, '-o', file);
    expect(r.code).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('Played on an <strong>11×10 board</strong>');
    expect((await cli('page', seedFile, '-o', file)).code).toBe(2);
  });

  it('builds a site with the playground beside the pages, and refuses to overwrite it without --force', async () => {
    const out = join(fresh(), 'site');
    const r = await cli('site', join(root, 'variants'), '-o', out);
    expect(r.code).toBe(0);
    const files = readdirSync(out).sort();
    expect(files).toContain('index.html');
    expect(files).toContain('wildebeest.html');
    expect(files.filter((f) => !f.endsWith('.html'))).toEqual(['playground']);
    expect(existsSync(join(out, 'playground/index.html'))).toBe(true);
    expect(readFileSync(join(out, 'playground/boards.js'), 'utf8')).toContain('liveBoard');
    const page = readFileSync(join(out, 'wildebeest.html'), 'utf8');
    expect(page).toContain('<script type="module" defer src="playground/boards.js"></script>');
    expect(page).toContain(`<figure class="board" data-variant="wildebeest" data-fen="${variantFen('wildebeest')}">`);
    expect(page).toMatch(/<a href="playground\/index\.html#src=[A-Za-z0-9_-]+" data-playground>Open it in the playground<\/a>/);
    const again = await cli('site', join(root, 'variants'), '-o', out);
    expect(again.code).toBe(2);
    expect(again.err[0]).toMatch(/already exist \(use --force to overwrite\)$/);
    expect((await cli('site', join(root, 'variants'), '-o', out, '--force')).code).toBe(0);
  });

  it('copies the built playground it is given (--playground-from), refuses to overwrite it without --force, and rejects a folder that is not one', async () => {
    const built = fresh();
    mkdirSync(join(built, 'assets'));
    writeFileSync(join(built, 'index.html'), '<!doctype html><title>p</title>');
    writeFileSync(join(built, 'boards.js'), 'export {};');
    writeFileSync(join(built, 'assets', 'a-1.js'), new Uint8Array([0, 1, 2, 255]));
    const src = fresh();
    copyFileSync(join(root, 'variants/gardner.md'), join(src, 'gardner.md'));
    const out = join(fresh(), 'site');
    const r = await cli('site', src, '-o', out, '--playground-from', built);
    expect(r).toMatchObject({ code: 0, err: [] });
    expect(r.out[0]).toMatch(/and the playground \(3 files, playground\/\)/);
    for (const f of ['index.html', 'boards.js', 'assets/a-1.js']) expect(readFileSync(join(out, 'playground', f)), f).toEqual(readFileSync(join(built, f)));
    expect((await cli('site', src, '-o', out, '--playground-from', built)).err[0]).toMatch(/gardner\.html and 4 more already exist \(use --force to overwrite\)$/);
    // The playground's files alone are checked too, before anything is written.
    for (const f of ['gardner.html', 'index.html']) rmSync(join(out, f));
    const again = await cli('site', src, '-o', out, '--playground-from', built);
    expect(again.code).toBe(2);
    expect(again.err[0]).toMatch(/playground\/assets\/a-1\.js and 2 more already exist \(use --force to overwrite\)$/);
    expect(readdirSync(out)).toEqual(['playground']);
    expect((await cli('site', src, '-o', out, '--playground-from', built, '--force')).code).toBe(0);
    const bad = await cli('site', src, '-o', join(fresh(), 'site'), '--playground-from', src);
    expect(bad).toMatchObject({ code: 2, err: [expect.stringMatching(/is not a built playground \(it needs index\.html and boards\.js/)] });
  });

  it('--no-playground: the pages alone, as static as before; --playground URL: a link and its boards.js there, nothing copied', async () => {
    const src = fresh();
    copyFileSync(join(root, 'variants/gardner.md'), join(src, 'gardner.md'));
    const plain = join(fresh(), 'site');
    expect((await cli('site', src, '-o', plain, '--no-playground')).code).toBe(0);
    expect(readdirSync(plain).sort()).toEqual(['gardner.html', 'index.html']);
    const page = readFileSync(join(plain, 'gardner.html'), 'utf8');
    expect(page).not.toMatch(/<script|data-variant|playground/);
    const far = join(fresh(), 'site');
    expect((await cli('site', src, '-o', far, '--playground', 'https://example.org/play/index.html')).code).toBe(0);
    expect(readdirSync(far).sort()).toEqual(['gardner.html', 'index.html']);
    expect(readFileSync(join(far, 'gardner.html'), 'utf8')).toContain('<script type="module" defer src="https://example.org/play/boards.js"></script>');
    expect((await cli('site', src, '-o', far, '--no-playground', '--playground', 'x')).code).toBe(2);
  });

  it('live boards add to a page only the script tag and data attributes: without scripts it reads as before', () => {
    const src = fresh();
    copyFileSync(join(root, 'variants/wildebeest.md'), join(src, 'wildebeest.md'));
    const still = buildSite(src, { playground: 'playground/index.html' });
    const live = buildSite(src, { playground: 'playground/index.html', liveBoards: true });
    if (!still.ok || !live.ok) throw new Error('the seed does not build');
    const page = (r: typeof live) => r.files.find((f) => f.name === 'wildebeest.html')!.content;
    const added = [/<script type="module" defer src="playground\/boards\.js"><\/script>\n/, / data-variant="wildebeest" data-fen="[^"]+"/, / data-playground/];
    for (const a of added) expect(page(live)).toMatch(a);
    expect(added.reduce((html, a) => html.replace(a, ''), page(live))).toBe(page(still));
    expect(page(still)).not.toMatch(/<script|data-variant|data-playground/);
  });

  it('stops on a broken variant before writing anything', async () => {
    const src = fresh();
    writeFileSync(join(src, 'broken.md'), '---\nparent: chess\nengine:\n  setup: "8/8 w - - 0 1"\n---\nBody\n');
    const out = join(fresh(), 'site');
    const r = await cli('site', src, '-o', out);
    expect(r.code).toBe(1);
    expect(existsSync(out)).toBe(false);
  });

  it('needs -o and a directory', async () => {
    expect((await cli('site', join(root, 'variants'))).code).toBe(2);
    const notDir = join(fresh(), 'file.txt');
    writeFileSync(notDir, '');
    expect((await cli('site', notDir, '-o', join(fresh(), 'x'))).code).toBe(2);
    mkdirSync(join(fresh(), 'unused'), { recursive: true });
  });
});
