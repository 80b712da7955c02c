/**
 * What people expect of a command line: --version, help for every command
 * and option, did-you-mean, paths relative to where they ran it, progress
 * only on a terminal, --moves, --json everywhere it is accepted, PNG output,
 * an entry that runs under any file name, and commands loaded lazily.
 */
import { main, version } from '@fairyforge/cli';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { OptionSpec } from '../packages/cli/src/args.ts';
import { commonOptions, specs } from '../packages/cli/src/commandSpecs.ts';
import { streamIo, type OutStream } from '../packages/cli/src/output.ts';
import { playCommand } from '../packages/cli/src/playCommand.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const cliDir = join(root, 'packages/cli');
const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-usability-'));
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** Two quick cases in the oracle's format. */
const CASES = [
  { name: 'start', variant: 'chess', fen: START, depth: 2, nodes: 400 },
  { name: 'castling', variant: 'chess', fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1', depth: 1, nodes: 15 },
].map((c) => JSON.stringify(c));

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A fake stream that records what is written; `isTTY` as a terminal would report it. */
function fakeStream(isTTY: boolean): OutStream & { text: () => string } {
  const chunks: string[] = [];
  return { isTTY, columns: 200, write: (c: string | Uint8Array) => chunks.push(String(c)), text: () => chunks.join('') };
}

/** Runs in-process with standard error on a (fake) terminal. */
async function onTerminal(...argv: string[]) {
  const out = fakeStream(false);
  const err = fakeStream(true);
  const code = await main(argv, streamIo(out, err));
  return { code, out: out.text(), err: err.text() };
}

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
// The workspace's packages through their `source` condition, as `pnpm fairyforge` runs them (dist/ may be absent or stale).
const node = (args: string[], cwd = root) => spawnSync(process.execPath, [tsx, '--conditions=source', ...args], { cwd, encoding: 'utf8' });

describe('--version', () => {
  it("prints the CLI package's version", async () => {
    const pkg = JSON.parse(readFileSync(join(cliDir, 'package.json'), 'utf8')) as { version: string };
    expect(version()).toBe(pkg.version);
    const r = await cli('--version');
    expect(r).toEqual({ code: 0, out: `fairyforge ${pkg.version}`, err: '' });
  });
});

describe('help', () => {
  it('lists every command', async () => {
    for (const argv of [['--help'], ['help'], ['-h']]) {
      const r = await cli(...argv);
      expect(r.code).toBe(0);
      for (const s of specs) expect(r.out).toMatch(new RegExp(`^  ${s.name} +${s.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    }
  });

  it.each(specs.map((s) => s.name))('%s: --help and help <command> print its usage with every option the parser accepts', async (name) => {
    const spec = specs.find((s) => s.name === name)!;
    const a = await cli(name, '--help');
    const b = await cli('help', name);
    expect(a.code).toBe(0);
    expect(b).toEqual(a);
    expect(a.out).toContain(`usage: fairyforge ${spec.usage[0]}`);
    for (const [opt, o] of Object.entries<OptionSpec>({ ...spec.options, ...commonOptions })) {
      // Each option on a line of its own, with its help text.
      expect(a.out).toMatch(new RegExp(`^  ${o.short ? `-${o.short}, ` : '    '}--${opt}\\b.*  ${o.help.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
    }
  });

  it('is the only option table: each command parses with its spec, and rejects what help does not list', async () => {
    for (const s of specs) {
      // A command's module and spec are named in camel case (export-ini: exportIniCommand.ts, exportIniSpec).
      const base = s.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      const source = readFileSync(join(cliDir, 'src', `${base}Command.ts`), 'utf8');
      expect(source, s.name).toContain(`parse(argv, ${base}Spec.options)`);
      expect(source, s.name).not.toMatch(/parse\(argv, \{/);
      const r = await cli(s.name, 'chess', '--not-an-option');
      expect(r.code, s.name).toBe(2);
      expect(r.err, s.name).toMatch(/^error: unknown option '--not-an-option'/);
    }
  });
});

describe('did you mean', () => {
  it('a command', async () => {
    const r = await cli('perfft', 'chess');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: unknown command 'perfft' \(did you mean 'perft'\?\)/);
    expect((await cli('help', 'rendr')).err).toMatch(/did you mean 'render'\?/);
  });

  it('a flag', async () => {
    const r = await cli('perft', 'chess', '--dept', '2');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: unknown option '--dept' \(did you mean '--depth'\?\)/);
    expect((await cli('render', 'chess', '--flipp')).err).toMatch(/did you mean '--flip'\?/);
  });

  it('a variant slug', async () => {
    const r = await cli('moves', 'wildebest');
    expect(r.code).toBe(1);
    expect(r.err).toContain("no variant with slug 'wildebest'");
    expect(r.err).toContain("hint: did you mean 'wildebeest'?");
  });
});

describe('paths are relative to where the command was run', () => {
  it('under `pnpm fairyforge` run from another directory (pnpm passes it as INIT_CWD)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyforge-cwd-'));
    writeFileSync(join(dir, 'mine.md'), '---\nparent: chess\nslug: mine\ntitle: Mine\n---\n');
    writeFileSync(join(dir, 'cases.jsonl'), CASES[0] + '\n');
    const pnpm = (...args: string[]) => spawnSync('pnpm', ['-s', '--dir', root, 'fairyforge', ...args], { cwd: dir, encoding: 'utf8' });
    const render = pnpm('render', 'mine.md', '-o', 'board.svg');
    expect(render.stderr).toBe('');
    expect(existsSync(join(dir, 'board.svg'))).toBe(true);
    expect(pnpm('validate', 'mine.md', '--json').status).toBe(0);
    expect(pnpm('perft', '--cases', 'cases.jsonl').stdout).toMatch(/1 passed, 0 failed/);
    expect(pnpm('page', 'mine.md', '-o', 'mine.html').status).toBe(0);
    expect(existsSync(join(dir, 'mine.html'))).toBe(true);
    expect(pnpm('selfplay', 'mine.md', '--games', '1', '--depth', '1', '--max-plies', '4', '--pgn', 'games.pgn').status).toBe(0);
    expect(existsSync(join(dir, 'games.pgn'))).toBe(true);
    expect(existsSync(join(root, 'board.svg'))).toBe(false);
  });

  it('when run directly in another directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyforge-cwd-'));
    writeFileSync(join(dir, 'mine.md'), '---\nparent: chess\nslug: mine\ntitle: Mine\n---\n');
    const r = node([join(cliDir, 'src/bin.ts'), 'render', 'mine.md', '-o', 'out/../board.svg'], dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(existsSync(join(dir, 'board.svg'))).toBe(true);
  });
});

describe('progress', () => {
  it('appears on a terminal: perft root move by root move, case by case, game k of N', async () => {
    const perft = await onTerminal('perft', 'chess', '--depth', '3');
    expect(perft.code).toBe(0);
    expect(perft.err).toMatch(/perft depth 3: root move 1\/20 \(\w+\)/);
    expect(perft.err.endsWith('\r\x1b[K')).toBe(true); // erased at the end
    expect(perft.out).toMatch(/^nodes 8902 /);
    const file = join(tmp, 'two.jsonl');
    writeFileSync(file, CASES.join('\n'));
    expect((await onTerminal('perft', '--cases', file)).err).toMatch(/case 1\/2: chess depth \d/);
    expect((await onTerminal('selfplay', 'chess', '--games', '2', '--depth', '1', '--max-plies', '4')).err).toMatch(/selfplay: game 1 of 2/);
  });

  it('never with --quiet, and never when standard error is not a terminal', async () => {
    expect((await onTerminal('perft', 'chess', '--depth', '3', '--quiet')).err).toBe('');
    expect((await onTerminal('selfplay', 'chess', '--games', '1', '--depth', '1', '--max-plies', '4', '--quiet')).err).toBe('');
    const piped = node([join(cliDir, 'src/bin.ts'), 'perft', 'chess', '--depth', '3']);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).toMatch(/^nodes 8902 /);
  });
});

describe('--moves', () => {
  it('plays UCI or SAN, space or comma separated, before moves, perft and render look', async () => {
    const j = JSON.parse((await cli('moves', 'chess', '--moves', 'e2e4, e7e5 Nf3', '--json')).out);
    expect(j.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    const perft = JSON.parse((await cli('perft', 'chess', '--depth', '1', '--moves', '1. e4 e5', '--json')).out);
    expect(perft.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(perft.nodes).toBe(29);
    const svg = (await cli('render', 'chess', '--moves', 'e2e4')).out;
    expect(svg).toContain('pawn e4');
  });

  it('plays them in play too, and names an illegal move by its number and text (exit 1)', async () => {
    const out: string[] = [];
    expect(await playCommand(['chess', '--white', 'human', '--black', 'human', '--moves', 'e4 e5'], { out: (l) => out.push(l), err: (l) => out.push(l) }, ['fen', 'quit'])).toBe(0);
    expect(out).toContain('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    for (const cmd of ['moves', 'render', 'play']) {
      const r = await cli(cmd, 'chess', '--moves', 'e2e4 e7e5 Ke2 Ke6');
      expect(r.code, cmd).toBe(1);
      expect(r.err, cmd).toBe("error: --moves: move 4 'Ke6' is not a legal move here");
    }
    expect((await cli('perft', 'chess', '--depth', '1', '--moves', 'e2e4 hello')).err).toMatch(/^error: --moves: move 2 'hello' is not a move \(write UCI/);
  });
});

describe('--json', () => {
  it('perft --cases --json prints one document with each case and the totals', async () => {
    const [good, other] = CASES;
    const wrong = { ...JSON.parse(other!), nodes: 1 };
    const file = join(tmp, 'json-cases.jsonl');
    writeFileSync(file, [good, JSON.stringify(wrong), '{oops'].join('\n'));
    const r = await cli('perft', '--cases', file, '--json');
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ file, passed: 1, failed: 2, skipped: 0 });
    expect(j.cases).toHaveLength(3);
    expect(j.cases[0]).toMatchObject({ line: 1, variant: 'chess', ok: true });
    expect(j.cases[0].nodes).toBe(j.cases[0].expected);
    expect(j.cases[1]).toMatchObject({ line: 2, ok: false, expected: 1 });
    expect(j.cases[2]).toMatchObject({ line: 3, ok: false, nodes: null });
    expect(j.cases[2].error).toMatch(/^malformed case/);
  });

  it('every command that takes --json prints one JSON document on standard output', async () => {
    for (const argv of [
      ['perft', 'chess', '--depth', '1', '--json'],
      ['moves', 'chess', '--json'],
      ['resolve', 'chess', '--json'],
      ['validate', join(root, 'variants/chess.md'), '--json', '--no-tests'],
      ['selfplay', 'chess', '--games', '1', '--depth', '1', '--max-plies', '4', '--json'],
    ]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(0);
      expect(() => JSON.parse(r.out), argv.join(' ')).not.toThrow();
    }
  });
});

describe('render --format png', () => {
  it('writes a real PNG of the board, as large as the SVG', async () => {
    const file = join(tmp, 'board.png');
    const r = await cli('render', 'wildebeest', '-o', file);
    expect(r.code).toBe(0);
    const png = readFileSync(file);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const svg = (await cli('render', 'wildebeest')).out;
    const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(svg)!;
    // IHDR: the first chunk, width and height as big-endian 32-bit numbers.
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Number(w), Number(h)]);
    expect((await cli('render', 'wildebeest', '-o', file)).code).toBe(2); // not overwritten without --force
    const forced = join(tmp, 'forced.picture');
    expect((await cli('render', 'chess', '--format', 'png', '-o', forced)).code).toBe(0);
    expect(readFileSync(forced).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('refuses to write PNG to a terminal, and a format it does not know', async () => {
    const out = fakeStream(true);
    expect(await main(['render', 'chess', '--format', 'png'], streamIo(out, fakeStream(false)))).toBe(2);
    expect((await cli('render', 'chess', '--format', 'gif')).err).toMatch(/--format must be svg or png/);
  });
});

describe('the executable entry', () => {
  it('runs under any file name (no guessing from argv[1])', () => {
    const renamed = join(tmp, 'some-bundle-name.ts');
    symlinkSync(join(cliDir, 'src/bin.ts'), renamed);
    const r = node([renamed, '--version']);
    expect(r.stdout.trim()).toBe(`fairyforge ${version()}`);
    expect(r.status).toBe(0);
    const usage = node([renamed, 'perft']);
    expect(usage.status).toBe(2);
  });
});

describe('start-up', () => {
  /** Static imports, followed from a file through the workspace (type-only imports skipped). */
  function staticImports(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)(?! type)[^'"]*? from '([^']+)';?$/gm)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) staticImports(resolve(dirname(file), spec), seen);
      else if (spec.startsWith('@fairyforge/')) staticImports(join(root, 'packages', spec.slice('@fairyforge/'.length), 'src/index.ts'), seen);
      else seen.add(spec);
    }
    return seen;
  }

  it('main loads no command; `moves` loads neither the renderer, marked nor the engine', () => {
    const fromMain = [...staticImports(join(cliDir, 'src/main.ts'))];
    expect(fromMain.filter((f) => /Command\.ts$/.test(f))).toEqual([]);
    const fromMoves = [...staticImports(join(cliDir, 'src/movesCommand.ts')), ...fromMain];
    expect(fromMoves.filter((f) => /packages\/(render|engine)\/|^marked$|resvg/.test(f))).toEqual([]);
  });
});

describe('a reader that stops early', () => {
  it('ends the command quietly, as Unix tools do (no EPIPE stack trace)', () => {
    // A rules page is over 100 KB, more than a pipe holds, so writing goes on after `head` has left.
    const bin = join(root, 'packages/cli/src/bin.ts');
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${tsx}" --conditions=source "${bin}" page variants/wildebeest.md | head -c 10 >/dev/null; echo "status $?"`], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('status 0');
  });
});
