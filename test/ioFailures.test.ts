/**
 * What happens when the file system fails under the commands: unreadable
 * files and directories are reported and the run goes on; an output write
 * interrupted half-way (a full disk) leaves every existing file as it was
 * and no temporary file behind; an unexpected exception prints one line, and
 * its stack trace only with --debug. `node:fs` is wrapped so that a test can
 * make chosen calls fail; everything else goes to the real file system.
 */
import { run } from '@fairyforge/cli';
import { spawnSync } from 'node:child_process';
import * as realFs from 'node:fs';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Paths containing this fail to open or list with EACCES. */
const LOCKED = 'locked-by-test';
/** Paths containing this are on a read-only file system: mkdir fails as Linux's does (recursive mkdir says ENOENT). */
const READ_ONLY = 'readonly-by-test';
const failure = { writesLeft: Infinity, siteThrows: false, diskBytes: Infinity, chunk: Infinity };

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
    mkdirSync: (p: realFs.PathLike, options?: realFs.MakeDirectoryOptions) => {
      if (String(p).includes(READ_ONLY) && !fs.existsSync(p)) {
        const code = options?.recursive ? 'ENOENT' : 'EROFS';
        throw Object.assign(new Error(`${code}: mkdir '${String(p)}'`), { code });
      }
      return fs.mkdirSync(p, options);
    },
    // A disk that fills up: after `writesLeft` writes, a write stores a few bytes and fails.
    writeSync: (fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
      if (failure.diskBytes !== Infinity || failure.chunk !== Infinity) return partialWrite(fs, fd, data, rest);
      if (failure.writesLeft-- <= 0) {
        (fs.writeSync as (...a: unknown[]) => number)(fd, typeof data === 'string' ? data.slice(0, 10) : data);
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      return (fs.writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    },
  };
});

/**
 * A write as the kernel does it on a nearly full disk: it stores what fits
 * (at most `chunk` bytes) and says how much; with nothing left it fails.
 */
function partialWrite(fs: typeof realFs, fd: number, data: string | NodeJS.ArrayBufferView, rest: unknown[]): number {
  const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const offset = typeof data === 'string' ? 0 : ((rest[0] as number | undefined) ?? 0);
  const length = typeof data === 'string' ? bytes.length : ((rest[1] as number | undefined) ?? bytes.length - offset);
  const n = Math.min(length, failure.diskBytes, failure.chunk);
  if (n <= 0 && length > 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  failure.diskBytes -= n;
  return fs.writeSync(fd, bytes, offset, n);
}

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
  failure.diskBytes = Infinity;
  failure.chunk = Infinity;
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
    // The pages alone (the copied playground's files are written the same way, after them).
    expect((await cli('site', join(root, 'variants'), '-o', out, '--no-playground')).code).toBe(0);
    const before = new Map(readdirSync(out).map((n) => [n, readFileSync(join(out, n), 'utf8')]));
    for (const n of before.keys()) writeFileSync(join(out, n), `old ${n}`);
    failure.writesLeft = 3; // the fourth file fails
    const r = await cli('site', join(root, 'variants'), '-o', out, '--force', '--no-playground');
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

describe('a nearly full disk: writes that store only part', () => {
  it('page -o: exit 2 and the reason, not "wrote" with a truncated file; an old file stays whole (--force)', async () => {
    const dir = fresh();
    const file = join(dir, 'chess.html');
    failure.diskBytes = 1000;
    const r = await cli('page', 'chess', '-o', file);
    expect(r).toMatchObject({ code: 2, out: [], err: [`error: cannot write ${file}: no space left on the device (ENOSPC)`] });
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(file, 'the old page');
    failure.diskBytes = 1000;
    expect((await cli('page', 'chess', '-o', file, '--force')).code).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe('the old page');
    expect(readdirSync(dir)).toEqual(['chess.html']);
  });

  it('writes that each store a few bytes still give the whole file', async () => {
    const dir = fresh();
    const file = join(dir, 'chess.html');
    failure.chunk = 97;
    expect((await cli('page', 'chess', '-o', file)).code).toBe(0);
    failure.chunk = Infinity;
    const whole = await cli('page', 'chess');
    expect(readFileSync(file, 'utf8')).toBe(whole.out.join('\n') + '\n');
  });

  it('site: no truncated page and no temporary file on ENOSPC', async () => {
    const out = join(fresh(), 'site');
    failure.diskBytes = 150_000;
    const r = await cli('site', join(root, 'variants'), '-o', out);
    expect(r.code).toBe(2);
    // In a fresh checkout `site` first builds the playground it copies, and says so on a line of its own.
    const errors = r.err.filter((line) => !line.startsWith('building the playground (pnpm playground:build)'));
    expect(errors[0]).toMatch(/^error: cannot write .*: no space left on the device \(ENOSPC\)$/);
    failure.diskBytes = Infinity;
    const full = mkdtempSync(join(tmpdir(), 'fairyforge-io-site-'));
    expect((await cli('site', join(root, 'variants'), '-o', full, '--force')).code).toBe(0);
    const written = readdirSync(out);
    expect(written.filter((n) => n.endsWith('.tmp') || n.startsWith('.'))).toEqual([]);
    for (const n of written) expect(readFileSync(join(out, n), 'utf8'), n).toBe(readFileSync(join(full, n), 'utf8'));
  });

  it('selfplay --pgn: ENOSPC is reported, exit 2, and no temporary file or partial PGN is left', async () => {
    const dir = fresh();
    failure.writesLeft = 0;
    const r = await cli('selfplay', 'chess', '--games', '2', '--depth', '1', '--max-plies', '4', '--pgn', join(dir, 'games.pgn'), '--quiet');
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`error: could not save the PGN: cannot write ${join(dir, 'games.pgn')}: no space left on the device (ENOSPC)`]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('selfplay --pgn streams game by game into one file, the same text as before', async () => {
    const dir = fresh();
    const r = await cli('selfplay', 'chess', '--games', '3', '--depth', '1', '--max-plies', '6', '--pgn', join(dir, 'games.pgn'), '--quiet');
    expect(r.code).toBe(0);
    const text = readFileSync(join(dir, 'games.pgn'), 'utf8');
    expect(text.match(/\[Round "\d"\]/g)).toEqual(['[Round "1"]', '[Round "2"]', '[Round "3"]']);
    expect(readdirSync(dir)).toEqual(['games.pgn']);
  });
});

describe('temporary files', () => {
  it('a temporary file a killed run left behind is swept on the next write there; others are left alone', async () => {
    const out = join(fresh(), 'site');
    mkdirSync(out);
    const dead = deadPid();
    writeFileSync(join(out, `.index.html.${dead}.3.tmp`), 'half a page');
    writeFileSync(join(out, `.chess.html.${process.pid}.999.tmp`), 'a live writer');
    writeFileSync(join(out, '.notes.tmp'), 'not ours');
    expect((await cli('site', join(root, 'variants'), '-o', out)).code).toBe(0);
    const left = readdirSync(out).filter((n) => n.startsWith('.'));
    expect(left.sort()).toEqual([`.chess.html.${process.pid}.999.tmp`, '.notes.tmp']);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('%s while a file is being written removes its temporary file, and the process still dies of the signal', (signal) => {
    const dir = fresh();
    const script = `
      import { AtomicFile } from '@fairyforge/render';
      const f = new AtomicFile(${JSON.stringify(join(dir, 'out.pgn'))});
      f.write('half a game');
      process.kill(process.pid, '${signal}');
      setTimeout(() => {}, 5000);
    `;
    const r = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(r.signal).toBe(signal);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('a read-only file system', () => {
  it('site -o says EROFS, not ENOENT', async () => {
    const out = join(fresh(), READ_ONLY, 'site');
    const r = await cli('site', join(root, 'variants'), '-o', out);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`error: cannot create ${out}: read-only file system (EROFS)`]);
  });
});

/** A process id that no process has now. */
function deadPid(): number {
  for (let pid = 4_000_000; ; pid--) {
    try {
      process.kill(pid, 0);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
}

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
