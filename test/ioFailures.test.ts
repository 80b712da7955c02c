/**
 * What happens when the file system fails under the commands: unreadable
 * files and directories are reported and the run goes on; an output write
 * interrupted half-way (a full disk) leaves every existing file as it was
 * and no temporary file behind; an unexpected exception prints one line, and
 * its stack trace only with --debug. `node:fs` is wrapped so that a test can
 * make chosen calls fail; everything else goes to the real file system.
 */
import { run } from '@fairyforge/cli';
import * as realFs from 'node:fs';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Paths containing this fail to open or list with EACCES. */
const LOCKED = 'locked-by-test';
const failure = { writesLeft: Infinity, siteThrows: false };

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof realFs>();
  const denied = (p: unknown) => Object.assign(new Error(`EACCES: permission denied, '${String(p)}'`), { code: 'EACCES' });
  return {
    ...fs,
    openSync: (p: realFs.PathLike, ...rest: unknown[]) => {
      if (String(p).includes(LOCKED)) throw denied(p);
      return (fs.openSync as (...a: unknown[]) => number)(p, ...rest);
    },
    readdirSync: (p: realFs.PathLike, ...rest: unknown[]) => {
      if (String(p).includes(LOCKED)) throw denied(p);
      return (fs.readdirSync as (...a: unknown[]) => unknown)(p, ...rest);
    },
    // A disk that fills up: after `writesLeft` writes, a write stores a few bytes and fails.
    writeSync: (fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
      if (failure.writesLeft-- <= 0) {
        (fs.writeSync as (...a: unknown[]) => number)(fd, typeof data === 'string' ? data.slice(0, 10) : data);
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      return (fs.writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    },
  };
});

vi.mock('@fairyforge/render', async (importOriginal) => {
  const render = await importOriginal<typeof import('@fairyforge/render')>();
  return {
    ...render,
    buildSite: (dir: string) => {
      if (failure.siteThrows) throw new Error('boom: something nobody expected');
      return render.buildSite(dir);
    },
  };
});

afterEach(() => {
  failure.writesLeft = Infinity;
  failure.siteThrows = false;
});

const root = fileURLToPath(new URL('..', import.meta.url));
const fresh = () => mkdtempSync(join(tmpdir(), 'fairyforge-io-'));

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('unreadable files and directories', () => {
  it('validate reports an unreadable directory and an unreadable file, and checks the rest', async () => {
    const dir = fresh();
    mkdirSync(join(dir, LOCKED));
    writeFileSync(join(dir, `${LOCKED}.md`), '---\nparent: chess\n---\n');
    writeFileSync(join(dir, 'fine.md'), '---\nparent: chess\n---\n');
    const r = await cli('validate', dir, '--format', 'json');
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out.join('\n')) as { files: string[]; diagnostics: { code: string; message: string; file: string }[] };
    expect(j.files).toHaveLength(3);
    expect(j.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['io', 'cannot list the directory: permission denied'],
      ['io', 'permission denied'],
    ]);
  });

  it('an unreadable parent is reported at the child\'s parent key', async () => {
    const dir = fresh();
    writeFileSync(join(dir, `${LOCKED}.md`), '---\nparent: chess\n---\n');
    writeFileSync(join(dir, 'child.md'), `---\nparent: ${LOCKED}\n---\n`);
    const r = await cli('validate', join(dir, 'child.md'));
    expect(r.code).toBe(1);
    expect(r.out[0]).toMatch(new RegExp(`child\\.md:2:9: error: parent variant '${LOCKED}' has 1 error \\(permission denied\\) \\[parent-invalid\\]$`));
  });
});

describe('interrupted output', () => {
  it('render: a full disk mid-write leaves the old file whole and no temporary file (--force)', async () => {
    const dir = fresh();
    const file = join(dir, 'board.svg');
    writeFileSync(file, 'the old picture');
    failure.writesLeft = 0;
    const r = await cli('render', 'chess', '-o', file, '--force');
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`error: cannot write ${file}: no space left on the device (ENOSPC)`]);
    expect(readFileSync(file, 'utf8')).toBe('the old picture');
    expect(readdirSync(dir)).toEqual(['board.svg']);
  });

  it('page: the same for a new file — nothing half-written appears', async () => {
    const dir = fresh();
    failure.writesLeft = 0;
    const r = await cli('page', 'chess', '-o', join(dir, 'chess.html'));
    expect(r.code).toBe(2);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('site --force: every file is either its old self or complete, never partial', async () => {
    const out = join(fresh(), 'site');
    expect((await cli('site', join(root, 'variants'), '-o', out)).code).toBe(0);
    const before = new Map(readdirSync(out).map((n) => [n, readFileSync(join(out, n), 'utf8')]));
    for (const n of before.keys()) writeFileSync(join(out, n), `old ${n}`);
    failure.writesLeft = 3; // the fourth file fails
    const r = await cli('site', join(root, 'variants'), '-o', out, '--force');
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/^error: cannot write .*: no space left on the device \(ENOSPC\)$/);
    const after = readdirSync(out).sort();
    expect(after).toEqual([...before.keys()].sort()); // no temporary files
    const states = after.map((n) => {
      const text = readFileSync(join(out, n), 'utf8');
      return text === `old ${n}` ? 'old' : text === before.get(n) ? 'new' : 'partial';
    });
    expect(states.filter((s) => s === 'new')).toHaveLength(3);
    expect(states).not.toContain('partial');
  });
});

describe('unexpected exceptions', () => {
  it('print one line and exit 2; the stack trace only with --debug', async () => {
    failure.siteThrows = true;
    const plain = await cli('site', join(root, 'variants'), '-o', join(fresh(), 'site'));
    expect(plain).toMatchObject({ code: 2, err: ['internal error: boom: something nobody expected'] });
    const debug = await cli('site', join(root, 'variants'), '-o', join(fresh(), 'site'), '--debug');
    expect(debug.code).toBe(2);
    expect(debug.err[0]).toBe('internal error: boom: something nobody expected');
    expect(debug.err[1]).toMatch(/\n\s+at /);
  });
});
