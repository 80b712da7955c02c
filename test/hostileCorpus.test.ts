/**
 * The hostile-input corpus (test/fixtures/hostile/, manifest expected.yaml):
 * files built to crash, hang or exhaust the validator, to read outside the
 * variants directory, or to take over the terminal that shows the result.
 * Each must give its diagnostic in bounded time and memory, leave
 * Object.prototype alone, and make `fairyforge validate` exit 1 with no
 * stack trace and no raw control characters. Hostile input that cannot be
 * stored in the repository (a file over 1 MiB, devices, named pipes,
 * symbolic links and their loops) is made here.
 */
import { run } from '@fairyforge/cli';
import { compileVariant, CompileError, MAX_PIECE_TYPES } from '@fairyforge/core';
import { boardScene, renderPage, RenderError, renderScene } from '@fairyforge/render';
import { MAX_INPUT_LINE } from '../packages/cli/src/inputLines.ts';
import { playCommand } from '../packages/cli/src/playCommand.ts';
import { BUNDLED_VARIANTS_DIR, loadVariant, loadVariantFile, loadVariantSource, MAX_FILE_BYTES, MAX_INHERITANCE_DEPTH, validateVariantFile, type Diagnostic } from '@fairyforge/loader';
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DIR = fileURLToPath(new URL('./fixtures/hostile/', import.meta.url));
const manifest = parse(readFileSync(join(DIR, 'expected.yaml'), 'utf8')) as { files: Record<string, { code: string; at: string }> };
const fixtures = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((n) => n.endsWith('.md'))
  .map((n) => n.split('\\').join('/'))
  .sort();

/** Bounds every hostile file must stay within (generous: the slowest takes well under a second). */
const MAX_SECONDS = 10;
const MAX_HEAP_GROWTH = 256 * 1024 * 1024;
/** Raw control characters and bidirectional overrides that must never reach a terminal. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join();
const pristine = prototypeKeys();

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err, all: [...out, ...err].join('\n') };
}

/** Validates within the time and memory bounds, and checks every diagnostic is well formed. */
function validateBounded(file: string): Diagnostic[] {
  const heap = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const r = validateVariantFile(file);
  const seconds = (performance.now() - t0) / 1000;
  expect(seconds, `${file}: seconds`).toBeLessThan(MAX_SECONDS);
  expect(process.memoryUsage().heapUsed - heap, `${file}: heap growth`).toBeLessThan(MAX_HEAP_GROWTH);
  for (const d of r.diagnostics) {
    expect(['error', 'warning']).toContain(d.severity);
    expect(d.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(Number.isInteger(d.line) && d.line >= 1 && Number.isInteger(d.column) && d.column >= 1, JSON.stringify(d)).toBe(true);
    expect(d.message.length, d.message.slice(0, 80)).toBeLessThan(400);
  }
  expect(prototypeKeys()).toBe(pristine);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  return r.diagnostics;
}

const at = (d: Diagnostic) => `${relative(DIR, d.file).split('\\').join('/')}:${d.line}`;

describe('the hostile corpus', () => {
  it('has a manifest entry for every file, and a file for every entry', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
    expect(fixtures.filter((f) => !(f in manifest.files))).toEqual([]);
    expect(Object.keys(manifest.files).filter((f) => !existsSync(join(DIR, f)))).toEqual([]);
  });

  it.each(Object.entries(manifest.files))('%s: %j, in bounded time and memory', (name, e) => {
    const ds = validateBounded(join(DIR, name));
    expect(ds.map((d) => ({ code: d.code, at: at(d) }))).toContainEqual({ code: e.code, at: e.at });
  });

  it.each(Object.keys(manifest.files))('%s: fairyforge validate exits 1, one message per problem, nothing raw', async (name) => {
    for (const format of ['text', 'github']) {
      const r = await cli('validate', join(DIR, name), '--format', format);
      expect(r.code).toBe(1);
      expect(r.all).not.toMatch(/\n\s+at |internal error/i);
      expect(r.all).not.toMatch(RAW_CONTROL);
      expect(r.out.join('\n').length).toBeLessThan(20_000);
    }
  });

  it('keeps the prototype keys as data: reported, never merged into Object.prototype', () => {
    const ds = validateBounded(join(DIR, '06-proto-keys.md'));
    expect(ds.filter((d) => d.code === 'piece-letter').map((d) => d.message)).toEqual([
      "piece key '__proto__' must be one upper-case letter A–Z",
      "piece key 'constructor' must be one upper-case letter A–Z",
      "piece key 'prototype' must be one upper-case letter A–Z",
    ]);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('quotes long values cut short, and shows long lines in a window', async () => {
    const colour = validateBounded(join(DIR, '28-colour-flood.md')).find((d) => d.code === 'render-colour')!;
    expect(colour.message).toMatch(/^render\.light 'x{59}…' is not a CSS colour$/);
    const r = await cli('validate', join(DIR, '28-colour-flood.md'));
    // 5000 characters on the line; the frame shows a window of it.
    expect(Math.max(...r.out.map((l) => l.length))).toBeLessThan(300);
  });

  it('escapes control characters and bidi overrides in diagnostics, so no line can be forged', async () => {
    const r = await cli('validate', join(DIR, '27-terminal-escapes.md'));
    expect(r.out).toContainEqual(expect.stringContaining("unknown key '\\u{1b}]0;pwned\\u{7}\\u{1b}[2J' in engine"));
    expect(r.out).toContainEqual(expect.stringContaining("unknown key 'evil\\u{202e}key\\u{a}injected:1:1: error: forged' in engine"));
    expect(r.out.filter((l) => l.startsWith('injected'))).toEqual([]);
  });
});

describe('hostile input made by the test', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-hostile-'));
  const variant = (dir: string, name: string, front: string) => {
    mkdirSync(dir, { recursive: true });
    const f = join(dir, name);
    writeFileSync(f, `---\n${front}---\n\nA hostile file.\n`);
    return f;
  };

  it('bounds "did you mean": a 900 KB parent slug, a 300 000-character catalogue name and a 900 KB key', () => {
    const longParent = variant(tmp, 'long-parent.md', `parent: ${'p'.repeat(900_000)}\n`);
    expect(validateBounded(longParent).map((d) => d.code)).toEqual(['parent-unknown']);
    const longName = variant(tmp, 'long-name.md', `parent: chess\nengine:\n  pieces:\n    N: { piece: ${'k'.repeat(300_000)} }\n`);
    expect(validateBounded(longName).map((d) => d.code)).toEqual(['piece-unknown-name']);
    // An explicit key (`? key`): YAML caps only implicit keys at 1024 characters.
    const longKey = variant(tmp, 'long-key.md', `parent: chess\nengine:\n  rules:\n    ? ${'c'.repeat(900_000)}\n    : 1\n`);
    expect(validateBounded(longKey).map((d) => d.code)).toEqual(['unknown-key']);
  });

  it('counts aliases in a flow list of 130 000 items without running out of stack, and so spares the files beside it', () => {
    const dir = join(tmp, 'wide-list');
    variant(dir, 'wide.md', `parent: chess\nlist: &a [${Array.from({ length: 130_000 }, () => '1').join(',')}]\nmore: [*a, *a]\n`);
    const fine = variant(dir, 'fine.md', 'parent: chess\n');
    expect(validateBounded(join(dir, 'wide.md'))).toEqual([]);
    // The parent look-up reads every file in the directory for its slug: the wide one must not break it.
    expect(validateBounded(fine)).toEqual([]);
  });

  it('charges every generated move of travelling perft tests to one budget, however the cases split it', () => {
    // 25 queens a side on 26×39: about 1500 moves a ply, so perft 2 generates over 2 million
    // moves while its interior is only the 1500 positions after one ply. Twenty such cases
    // would generate tens of millions of moves.
    const empty = Array.from({ length: 37 }, () => '26').join('/');
    const setup = `k${'q'.repeat(25)}/${empty}/K${'Q'.repeat(25)} w - - 0 1`;
    const cases = Array.from({ length: 20 }, (_, i) => `  - { name: wide ${i}, perft: { 2: 1 } }\n`).join('');
    const f = variant(tmp, 'wide-perft.md', `parent: chess\nengine:\n  topology: { type: grid, rows: 39, cols: 26 }\n  setup: "${setup}"\ntests:\n${cases}`);
    const codes = validateBounded(f).map((d) => d.code);
    expect(codes).toContain('test-too-slow');
  });

  it.each([
    ['a surrogate', [0xed, 0xa0, 0x80], /bytes 0xed 0xa0 0x80 encode a surrogate/],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf], /bytes 0xe0 0x80 0xaf are an overlong form/],
    ['an overlong four-byte form', [0xf0, 0x80, 0x80, 0xaf], /bytes 0xf0 0x80 0x80 0xaf are an overlong form/],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], /beyond U\+10FFFF/],
    ['a lead byte that no UTF-8 has', [0xf8], /byte 0xf8 is not valid UTF-8/],
    ['a cut-short sequence', [0xe2, 0x82], /byte 0xe2 starts a 3-byte UTF-8 sequence that is cut short/],
  ])('reports invalid UTF-8 (%s) where it is, naming its bytes', (_, bytes, message) => {
    const f = join(tmp, `utf8-${bytes.join('-')}.md`);
    // Line 3, after "title: aé" (9 characters, one of them two bytes): column 10.
    writeFileSync(f, Buffer.concat([Buffer.from('---\nparent: chess\ntitle: aé'), Buffer.from(bytes), Buffer.from('\n---\n')]));
    const ds = validateBounded(f);
    expect(ds.map((d) => [d.code, d.line, d.column])).toEqual([['encoding', 3, 10]]);
    expect(ds[0]!.message).toMatch(message);
  });

  it(`refuses a file over ${MAX_FILE_BYTES} bytes unread, and one that is only slightly over`, () => {
    const big = join(tmp, 'big.md');
    writeFileSync(big, '---\nparent: chess\n---\n' + 'x'.repeat(MAX_FILE_BYTES));
    expect(validateBounded(big).map((d) => d.code)).toEqual(['file-too-large']);
  });

  it('refuses devices and named pipes without reading from them (no hang, no memory blow-up)', async () => {
    expect(validateBounded('/dev/zero').map((d) => [d.code, d.message])).toEqual([['io', 'is a device, not a regular file']]);
    const fifo = join(tmp, 'fifo.md');
    execFileSync('mkfifo', [fifo]);
    expect(validateBounded(fifo).map((d) => [d.code, d.message])).toEqual([['io', 'is a named pipe, not a regular file']]);
    // …also as a parent, found by slug
    const child = variant(tmp, 'fifo-child.md', 'parent: fifo\n');
    expect(validateBounded(child).map((d) => d.message)).toEqual([expect.stringMatching(/^parent variant 'fifo' has 1 error \(is a named pipe, not a regular file\)$/)]);
    expect((await cli('perft', '--cases', '/dev/zero'))).toMatchObject({ code: 2, err: ['error: cannot read /dev/zero: is a device, not a regular file'] });
    const r = await cli('validate', '/dev/zero');
    expect(r.code).toBe(1);
    expect(r.all).not.toMatch(/internal error/);
  });

  it('reports a loop of symbolic links, as a file and as a parent', async () => {
    const dir = join(tmp, 'loops');
    mkdirSync(dir);
    symlinkSync(join(dir, 'b.md'), join(dir, 'a.md'));
    symlinkSync(join(dir, 'a.md'), join(dir, 'b.md'));
    expect(validateBounded(join(dir, 'a.md')).map((d) => [d.code, d.message])).toEqual([['io', 'cannot read: a loop of symbolic links']]);
    const child = variant(dir, 'child.md', 'parent: a\n');
    expect(validateBounded(child).map((d) => [d.code, d.message])).toEqual([['parent-invalid', "parent variant 'a' has 1 error (cannot read: a loop of symbolic links)"]]);
    // A directory that links to itself is not followed by the walk.
    symlinkSync(dir, join(dir, 'again'));
    const r = await cli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.all).not.toMatch(/internal error|\n\s+at /);
    expect((await cli('validate', join(dir, 'a.md'), join(dir, 'nope.md'))).err).toEqual([`error: ${join(dir, 'a.md')}: a loop of symbolic links`, `error: ${join(dir, 'nope.md')}: no such file or directory`]);
  });

  it('refuses a parent that is a symbolic link out of the variants directory, without reading it', () => {
    const outside = join(tmp, 'outside');
    const base = variant(outside, 'base.md', 'parent: chess\nengine:\n  rules: { stalemate: win }\n');
    const dir = join(tmp, 'linked');
    mkdirSync(dir);
    symlinkSync(base, join(dir, 'base.md'));
    const child = variant(dir, 'child.md', 'parent: base\n');
    const ds = validateBounded(child);
    expect(ds.map((d) => [d.code, d.line])).toEqual([['parent-outside', 2]]);
    expect(ds[0]!.message).toBe(`parent 'base' is ${join(dir, 'base.md')}, a symbolic link to ${base}, outside its directory`);
    // The caller may allow it.
    expect(loadVariantFile(child, { allowParentOutside: true }).ok).toBe(true);
    // A link that stays inside the directory is fine.
    symlinkSync(variant(dir, 'inside.md', 'parent: chess\n'), join(dir, 'alias.md'));
    const grandchild = variant(dir, 'grandchild.md', 'parent: alias\n');
    expect(validateBounded(grandchild).filter((d) => d.code === 'parent-outside')).toEqual([]);
  });

  it('refuses a catalogue or a tests file that is a symbolic link out of the directory, and never prints its text', async () => {
    const secret = join(tmp, 'secret.txt');
    writeFileSync(secret, 'root:x:0:0:SECRET-LINE\n');
    for (const [dirName, linkName] of [['cat-link', 'pieces.yaml'], ['tests-link', 'v.tests.yaml']] as const) {
      const dir = join(tmp, dirName);
      const v = variant(dir, 'v.md', 'parent: chess\n');
      symlinkSync(secret, join(dir, linkName));
      expect(validateBounded(v).map((d) => [d.code, relative(dir, d.file)])).toEqual([['symlink-outside', linkName]]);
      for (const target of [v, dir]) {
        const r = await cli('validate', target);
        expect(r.code).toBe(1);
        expect(r.all).not.toContain('SECRET-LINE');
      }
    }
  });

  it('prints no code frame from a file that is a symbolic link out of its directory', async () => {
    const secret = variant(join(tmp, 'frame-secret'), 'secret.md', 'parent: chess\nengine:\n  rules: { stalemate: SECRET-VALUE }\n');
    const dir = join(tmp, 'frame-scan');
    mkdirSync(dir);
    symlinkSync(secret, join(dir, 'link.md'));
    const r = await cli('validate', dir);
    expect(r.all).toContain('symlink-outside');
    expect(r.all).not.toContain('SECRET-VALUE');
  });

  it('never returns a link out of the directory when scanning it for a slug', () => {
    const outside = variant(join(tmp, 'elsewhere'), 'secret.md', 'slug: wanted\nparent: chess\n');
    const dir = join(tmp, 'scan');
    mkdirSync(dir);
    symlinkSync(outside, join(dir, 'innocent.md'));
    const child = variant(dir, 'child.md', 'parent: wanted\n');
    expect(validateBounded(child).map((d) => d.code)).toEqual(['parent-unknown']);
    expect(loadVariant('wanted', { variantDirs: [dir] }).ok).toBe(false);
    expect(loadVariant('wanted', { variantDirs: [dir, BUNDLED_VARIANTS_DIR], allowParentOutside: true }).ok).toBe(true);
  });

  it('lets a parent be a path only when the caller allows it', () => {
    const shared = variant(join(tmp, 'shared'), 'base.md', 'parent: chess\n');
    const child = variant(join(tmp, 'pathed'), 'child.md', 'parent: ../shared/base\n');
    expect(loadVariantFile(child)).toMatchObject({ ok: false, diagnostics: [{ code: 'parent-outside' }] });
    const allowed = loadVariantFile(child, { allowParentOutside: true });
    expect(allowed.ok && allowed.variant.chain[1]).toBe(shared);
  });

  it('validate reports a linked file out of the walked directory instead of reading it', async () => {
    const secret = join(tmp, 'secret.md');
    writeFileSync(secret, '---\nparent: nowhere\n---\n');
    const dir = join(tmp, 'walked');
    mkdirSync(dir);
    symlinkSync(secret, join(dir, 'evil.md'));
    variant(dir, 'good.md', 'parent: chess\n');
    const r = await cli('validate', dir, '--format', 'json');
    const j = JSON.parse(r.out.join('\n')) as { diagnostics: Diagnostic[] };
    expect(j.diagnostics.map((d) => d.code)).toEqual(['symlink-outside']);
    expect(r.code).toBe(1);
  });

  it(`stops an inheritance chain deeper than ${MAX_INHERITANCE_DEPTH} levels`, () => {
    const dir = join(tmp, 'chain');
    for (let i = 0; i < 40; i++) variant(dir, `v${i}.md`, `parent: ${i === 39 ? 'chess' : `v${i + 1}`}\n`);
    const ds = validateBounded(join(dir, 'v0.md'));
    expect(ds.map((d) => [d.code, d.line])).toEqual([['parent-depth', 2]]);
    expect(ds[0]!.message).toMatch(new RegExp(`^inheritance is deeper than ${MAX_INHERITANCE_DEPTH} levels: v0 -> v1 -> `));
    expect(validateBounded(join(dir, `v${40 - MAX_INHERITANCE_DEPTH}.md`)).map((d) => d.code)).toEqual([]);
  });

  it('a parent that is a directory, or a dangling link, is reported', () => {
    const dir = join(tmp, 'odd');
    mkdirSync(join(dir, 'folder.md'), { recursive: true });
    symlinkSync(join(dir, 'missing-target.md'), join(dir, 'dangling.md'));
    expect(validateBounded(variant(dir, 'a.md', 'parent: folder\n')).map((d) => d.message)).toEqual(["parent variant 'folder' has 1 error (is a directory, not a file)"]);
    expect(validateBounded(variant(dir, 'b.md', 'parent: dangling\n')).map((d) => d.message)).toEqual(["parent variant 'dangling' has 1 error (file not found)"]);
  });
});

describe('rules texts that would crash or exhaust the page renderer', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-body-'));
  const bodies: [string, string, string][] = [
    ['2 KB of block quotes', '>'.repeat(2048), 'body-nesting'],
    ['lists 1000 deep', Array.from({ length: 1000 }, (_, i) => `${' '.repeat(2 * i)}- a`).join('\n'), 'body-nesting'],
    ['quotes and lists on one line', '> - '.repeat(600) + 'a', 'body-nesting'],
    ['*a × 200 000', '*a'.repeat(200_000), 'body-emphasis'],
    ['_a_ in many short paragraphs', Array.from({ length: 20_000 }, () => '_a_ b').join('\n\n'), 'body-emphasis'],
    ['emphasis nested 5000 deep', `${'*'.repeat(5000)}a${'*'.repeat(5000)}`, 'body-emphasis'],
    ['30 000 directives', '{{svg:board.svg}}\n'.repeat(30_000), 'body-directives'],
  ];

  it.each(bodies)('%s: validate reports it at its line and column; page, site and the library refuse with the same message', async (_, body, code) => {
    const dir = join(tmp, code + body.length);
    mkdirSync(dir);
    const f = join(dir, 'v.md');
    writeFileSync(f, `---\nparent: chess\n---\n${body}\n`);
    const ds = validateBounded(f);
    expect(ds.map((d) => d.code)).toContain(code);
    const d = ds.find((x) => x.code === code)!;
    expect(d.line).toBeGreaterThanOrEqual(4);
    const t0 = performance.now();
    const page = await cli('page', f);
    expect(page.code).toBe(1);
    expect(page.err).toEqual([`error: ${f}:${d.line}:${d.column}: ${d.message} [${code}]`]);
    const site = await cli('site', dir, '-o', join(dir, 'out'));
    expect(site.code).toBe(1);
    expect(site.all).toContain(d.message);
    expect(site.all).not.toMatch(/internal error|\n\s+at /);
    expect(existsSync(join(dir, 'out', 'index.html'))).toBe(false);
    const loaded = loadVariant(f);
    expect(() => loaded.ok && renderPage(loaded.variant)).toThrow(RenderError);
    expect((performance.now() - t0) / 1000).toBeLessThan(MAX_SECONDS);
  });

  it('a rules text within the limits still renders: nesting 8 deep, 200 emphasis runs, 10 pictures', async () => {
    const body = ['> '.repeat(8) + 'deep', '', '*a* '.repeat(100), '', '{{svg:b.svg}}\n'.repeat(10)].join('\n');
    const f = join(tmp, 'fine.md');
    writeFileSync(f, `---\nparent: chess\n---\n${body}\n`);
    expect(validateBounded(f)).toEqual([]);
    const page = await cli('page', f);
    expect(page.code).toBe(0);
    expect(page.out.join('\n').match(/<figure class="board">/g)).toHaveLength(10);
  });
});

describe('site: what it reads and the names it writes', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-site-'));
  const variant = (dir: string, name: string, front: string, body = 'A rules text.') => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), `---\n${front}---\n\n${body}\n`);
    return join(dir, name);
  };

  it('never publishes a linked .md file from outside the directory: symlink-outside, nothing written', async () => {
    const secret = variant(join(tmp, 'private'), 'secret.md', 'parent: chess\ntitle: Secret\n', 'SECRET-RULES-TEXT');
    const dir = join(tmp, 'public');
    variant(dir, 'fine.md', 'parent: chess\n');
    symlinkSync(secret, join(dir, 'leak.md'));
    symlinkSync(secret, join(dir, 'Leak2.MD.md'));
    const out = join(tmp, 'public-out');
    const r = await cli('site', dir, '-o', out);
    expect(r.code).toBe(1);
    expect(r.err.filter((l) => l.includes('[symlink-outside]'))).toHaveLength(2);
    expect(r.all).not.toContain('SECRET-RULES-TEXT');
    expect(existsSync(out)).toBe(false);
  });

  it.each([
    ['index', 'slug-reserved'],
    ['INDEX', 'slug-reserved'],
    ['con', 'slug-reserved'],
  ])('refuses slug %s before writing anything, even with --force', async (slug, code) => {
    const dir = join(tmp, `reserved-${slug}`);
    variant(dir, 'a.md', 'parent: chess\n');
    variant(dir, 'b.md', `parent: chess\nslug: ${slug}\n`);
    const out = join(dir, 'out');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'the old index');
    const r = await cli('site', dir, '-o', out, '--force');
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(new RegExp(`b\\.md:3:7: error: slug '${slug}' would write ${slug}\\.html.*\\[${code}\\]`));
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('the old index');
  });

  it('refuses two slugs that differ only in case (one file on a case-insensitive file system)', async () => {
    const dir = join(tmp, 'case');
    variant(dir, 'a.md', 'parent: chess\nslug: Shogi-Like\n');
    variant(dir, 'b.md', 'parent: chess\nslug: shogi-like\n');
    const r = await cli('site', dir, '-o', join(dir, 'out'));
    expect(r.code).toBe(1);
    expect(r.all).toMatch(/b\.md:3:7: error: slug 'shogi-like' writes the same page as 'Shogi-Like'.*\[slug-duplicate\]/);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});

describe('perft: hostile arguments and case files', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-perft-'));
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

  it.each(['20000', '31', '99999999999999999999'])('--depth %s is a usage error naming the limit, at once', async (depth) => {
    const t0 = performance.now();
    const r = await cli('perft', 'chess', '--depth', depth);
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/^error: --depth must be a whole number from 0 to 30, not '/);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect((await cli('demo', 'chess', '--depth', depth)).code).toBe(2);
  });

  it(`--threads is capped at the machine's ${availableParallelism()} cores`, async () => {
    const r = await cli('perft', 'chess', '--depth', '2', '--threads', '999', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out.join('\n')) as { nodes: number; threads: number };
    expect(j.nodes).toBe(400);
    expect(j.threads).toBeLessThanOrEqual(availableParallelism());
  });

  it('a case file: each bad line fails alone with its reason; the good lines still run', async () => {
    const dir = join(tmp, 'cases');
    mkdirSync(dir);
    writeFileSync(join(dir, 'mine.md'), '---\nparent: chess\nslug: mine\n---\n');
    const secretDir = join(tmp, 'secret');
    mkdirSync(secretDir);
    writeFileSync(join(secretDir, 'secret.md'), '---\nparent: chess\n---\nSECRET\n');
    symlinkSync(join(secretDir, 'secret.md'), join(dir, 'linked.md'));
    const line = (o: Record<string, unknown>) => JSON.stringify({ variant: 'chess', fen: start, depth: 1, nodes: 20, ...o });
    const lines = [
      line({ variant: '/etc/passwd' }),
      line({ variant: '/dev/zero' }),
      line({ variant: '../secret/secret.md' }),
      line({ variant: 'linked.md' }),
      line({ depth: 1_000_000_000 }),
      line({ depth: 20_000 }),
      line({ divide: 5 }),
      line({ divide: [1, 2] }),
      line({ divide: 'e2e4' }),
      line({ divide: { e2e4: 'one' } }),
      line({}),
      line({ variant: 'mine.md' }),
      line({ variant: './mine.md', name: 'relative to the case file' }),
    ];
    const file = join(dir, 'cases.jsonl');
    writeFileSync(file, lines.join('\n') + '\n');
    const t0 = performance.now();
    const r = await cli('perft', '--cases', file, '--json');
    expect(performance.now() - t0).toBeLessThan(MAX_SECONDS * 1000);
    expect(r.code).toBe(1);
    expect(r.all).not.toMatch(/internal error|\n\s+at |SECRET|root:/);
    const j = JSON.parse(r.out.join('\n')) as { passed: number; failed: number; cases: { line: number; ok: boolean; error?: string }[] };
    expect(j.passed).toBe(3);
    expect(j.failed).toBe(10);
    const errors = j.cases.filter((c) => !c.ok).map((c) => [c.line, c.error]);
    expect(errors).toEqual([
      [1, `variant '/etc/passwd' is not a slug or a file inside ${dir}`],
      [2, `variant '/dev/zero' is not a slug or a file inside ${dir}`],
      [3, `variant '../secret/secret.md' is not a slug or a file inside ${dir}`],
      [4, `variant 'linked.md' is not a slug or a file inside ${dir}`],
      [5, 'malformed case: depth 1000000000 is over the limit of 30'],
      [6, 'malformed case: depth 20000 is over the limit of 30'],
      [7, 'malformed case: divide must be an object of move: count'],
      [8, 'malformed case: divide must be an object of move: count'],
      [9, 'malformed case: divide must be an object of move: count'],
      [10, 'malformed case: divide must be an object of move: count'],
    ]);
    const text = await cli('perft', '--cases', file);
    expect(text.out.filter((l) => l.startsWith('FAIL'))).toHaveLength(10);
    expect(text.out.at(-1)).toBe('3 passed, 10 failed');
  });
});

describe('play: hostile standard input', () => {
  const bin = fileURLToPath(new URL('../packages/cli/src/bin.ts', import.meta.url));
  const root = fileURLToPath(new URL('..', import.meta.url));

  it('play < /dev/zero stops with a message naming the line and its limit, not a crash', () => {
    const zero = openSync('/dev/zero', 'r');
    const r = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', bin, 'play', 'chess'], { cwd: root, stdio: [zero, 'pipe', 'pipe'], encoding: 'utf8', timeout: 60_000 });
    closeSync(zero);
    expect(r.stderr).toBe(`error: input line 1 is longer than ${MAX_INPUT_LINE} characters; the game stops here\n`);
    expect(r.status).toBe(1);
  });

  it('a long line among short ones, and control characters typed, are handled', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    expect(await playCommand(['chess', '--black', 'human'], io, ['e4', '\u001b]0;pwned\u0007\u001b[2J', 'x'.repeat(MAX_INPUT_LINE + 1), 'e5'])).toBe(1);
    expect(err).toEqual([`error: input line 3 is longer than ${MAX_INPUT_LINE} characters; the game stops here`]);
    expect(out.join('\n')).not.toMatch(RAW_CONTROL);
    expect(out).toContainEqual(expect.stringContaining('\\u{1b}]0;pwned'));
  });
});

describe('render: a cell size that overflows', () => {
  it('render, page and the library refuse render.cellSize 1e308 instead of drawing Infinity', async () => {
    const f = join(DIR, '41-render-cell-size.md');
    for (const cmd of ['render', 'page']) {
      const r = await cli(cmd, f);
      expect(r.code).toBe(1);
      expect(r.all).not.toMatch(/Infinity|internal error/);
    }
    expect((await cli('render', 'chess', '--cell-size', '99999999999999999999')).err[0]!.split('\n')[0]).toBe("error: --cell-size must be a whole number from 8 to 1000, not '99999999999999999999'");
    const chess = loadVariant('chess');
    expect(() => chess.ok && renderScene(boardScene(chess.variant, { style: { cellSize: 1e308 } }))).toThrow(new RenderError('cellSize must be more than 0 and at most 1000, not 1e+308'));
  });
});

describe('the number of piece types', () => {
  it('is at most 26 in a variant file (one letter each), and the engine refuses more than its limit', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
    const pieces = letters.map((l) => `    ${l}: { betza: ${l === 'K' ? 'K, royal: true' : 'W'} }`).join('\n');
    const text = `---\nengine:\n  topology: { rows: 8, cols: 26 }\n  pieces:\n${pieces}\n  setup: "${letters.join('').toLowerCase()}/26/26/26/26/26/26/${letters.join('')}"\n---\n`;
    const all = loadVariantSource(text, join(mkdtempSync(join(tmpdir(), 'fairyforge-types-')), 'alphabet.md'));
    expect(all.ok && all.variant.spec.pieces.length).toBe(26);
    const spec = all.ok ? all.variant.spec : null;
    const many = { ...spec!, pieces: Array.from({ length: MAX_PIECE_TYPES + 1 }, (_, i) => ({ letter: `T${i}`, name: `t${i}`, betza: 'W', royal: false, pawn: false })) };
    expect(() => compileVariant(many)).toThrow(new CompileError('piece-types', `at most ${MAX_PIECE_TYPES} piece types are supported, got ${MAX_PIECE_TYPES + 1}`));
    expect(() => compileVariant(many)).toThrow(expect.objectContaining({ code: 'piece-types', subject: 'piece' }));
  });
});

describe('import-ini: hostile INI files', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'ff-hostile-ini-'));
  const out = join(tmp, 'out');

  it('refuses devices, named pipes and files over the limit unread, with exit 2 and no stack trace', async () => {
    const zero = await cli('import-ini', '/dev/zero', '--out', out);
    expect(zero).toMatchObject({ code: 2, err: ['/dev/zero:1:1: error: is a device, not a regular file [io]'] });
    const fifo = join(tmp, 'pipe.ini');
    execFileSync('mkfifo', [fifo]);
    expect((await cli('import-ini', fifo, '--out', out)).code).toBe(2);
    const big = join(tmp, 'big.ini');
    writeFileSync(big, `[x:chess]\n${'#'.repeat(MAX_FILE_BYTES)}\n`);
    const r = await cli('import-ini', big, '--out', out);
    expect(r.code).toBe(2);
    expect(r.all).toMatch(/file-too-large/);
    expect(existsSync(out)).toBe(false);
  });

  it('escapes control characters, bounds long lines and values, and writes nothing for a broken section', async () => {
    const file = join(tmp, 'evil.ini');
    writeFileSync(file, `[evil:chess]\n\u001b]0;owned\u0007 = 1\nstartFen = ${'k'.repeat(5000)}\ncustomPiece1 = a:${'W'.repeat(300)}\nmaxRank = 99999999999999\n[../../escape:chess]\ncastling = false\n`);
    const t0 = performance.now();
    const r = await cli('import-ini', file, '--out', out);
    expect((performance.now() - t0) / 1000).toBeLessThan(MAX_SECONDS);
    expect(r.code).toBe(1);
    expect(r.all).not.toMatch(RAW_CONTROL);
    expect(r.all).not.toMatch(/internal error|\n\s+at /);
    expect(r.all).toMatch(/evil\.ini:3:\d+: error: line is longer than 4096 characters/);
    expect(r.all).toMatch(/is not a section header/);
    for (const line of r.err) expect(line.length).toBeLessThan(600);
    expect(existsSync(join(out, 'evil.md'))).toBe(false);
    expect(existsSync(join(tmp, 'escape.md'))).toBe(false);
  });
});
