/**
 * `fairyforge play`, `selfplay` and `moves`: a whole game of the seed's
 * Wildebeest driven through standard input (in process and as a real
 * process with piped input), the commands, the messages, and PGN saving.
 */
import { run } from '@fairyforge/cli';
import { parsePgn, replayPgn } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playCommand } from '../packages/cli/src/playCommand.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fairyforge-play-'));
const MATE = ['Cd4', 'We8', 'Ce7#'];

async function play(argv: string[], input: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await playCommand(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, input);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('fairyforge play', () => {
  it('plays a game of the seed to its end and saves it as PGN', async () => {
    const pgn = join(dir, 'mate.pgn');
    const r = await play(['wildebeest', '--white', 'human', '--black', 'human', '--pgn', pgn], MATE);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Standard Wildebeest Chess (wildebeest)');
    expect(r.out).toContain('1-0: White wins by checkmate');
    expect(r.out).toContain(`saved the game to ${pgn}`);
    expect(r.out).not.toContain('\x1b['); // not a terminal: plain
    const text = readFileSync(pgn, 'utf8');
    expect(text).toContain('[Variant "wildebeest"]');
    expect(text).toContain('1. Cd4 We8 2. Ce7# {checkmate} 1-0');
    const parsed = parsePgn(text);
    const v = loadVariant('wildebeest');
    expect(parsed.ok && v.ok && replayPgn(v.variant.compiled, parsed.game).ok).toBe(true);
  });

  it('takes UCI too, and explains illegal, ambiguous and unknown input', async () => {
    const r = await play(['chess', '--white', 'human', '--black', 'human'], ['e2e4', 'e7e5', 'Ke3', 'Nc3', 'Nc6', 'Ne2', 'hello', 'quit']);
    expect(r.code).toBe(0);
    expect(r.out).toContain("illegal move: 'Ke3' is not a legal move here");
    expect(r.out).toContain("ambiguous move: 'Ne2' is ambiguous: Nce2, Nge2");
    expect(r.out).toContain('not a move or command');
    expect(r.out).not.toContain('input ended');
  });

  it('has undo, fen, pgn, moves and help', async () => {
    const r = await play(['wildebeest', '--white', 'human', '--black', 'engine', '--depth', '1'], ['e4', 'undo', 'fen', 'moves', 'pgn', 'help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/1\.\.\. \S+ +\(engine: depth 1/);
    expect(r.out).toContain('took back 2 moves');
    expect(r.out).toContain('rncwqkwcnr1/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNCWQKWCNR1 w - - 0 1');
    expect(r.out).toContain('Cd4 Cb4');
    expect(r.out).toContain('[Black "fairyforge engine"]');
    expect(r.out).toContain('undo    take back');
    expect(r.out).toContain('input ended; the game is unfinished');
  });

  it('lets the engine play both sides to a result', async () => {
    const r = await play(['chess', '--white', 'engine', '--black', 'engine', '--depth', '1', '--fen', 'k7/8/2K5/8/8/8/8/7R w - - 0 1'], []);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/1-0: White wins by checkmate/);
  });

  it('never overwrites a PGN file unless --force, and writes it whole', async () => {
    const pgn = join(dir, 'kept.pgn');
    writeFileSync(pgn, 'precious');
    const refused = await play(['wildebeest', '--white', 'human', '--black', 'human', '--pgn', pgn], MATE);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/already exists \(use --force/);
    expect(readFileSync(pgn, 'utf8')).toBe('precious');
    const forced = await play(['wildebeest', '--white', 'human', '--black', 'human', '--pgn', pgn, '--force'], MATE);
    expect(forced.code).toBe(0);
    expect(readFileSync(pgn, 'utf8')).toContain('Ce7#');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('rejects bad options with a usage error', async () => {
    expect(await run(['play', 'wildebeest', '--white', 'robot'], { out: () => {}, err: () => {} })).toBe(2);
    expect(await run(['play', 'wildebeest', '--depth', '2', '--movetime', '100'], { out: () => {}, err: () => {} })).toBe(2);
  });

  it('runs as a process with piped standard input, plain without a terminal', () => {
    const pgn = join(dir, 'process.pgn');
    const r = spawnSync('pnpm', ['-s', 'fairyforge', 'play', 'wildebeest', '--white', 'human', '--black', 'human', '--pgn', pgn], {
      cwd: root,
      encoding: 'utf8',
      input: MATE.join('\n') + '\n',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('1-0: White wins by checkmate');
    expect(r.stdout).not.toContain('\x1b[');
    expect(existsSync(pgn)).toBe(true);
  });
});

describe('fairyforge selfplay', () => {
  it('plays engine against engine, checks every position and sums up', async () => {
    const r = await cli('selfplay', 'wildebeest', '--games', '2', '--depth', '1', '--seed', '4', '--max-plies', '120');
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toMatch(/^game 1: /m);
    expect(text).toMatch(/^results: White \d+, Black \d+, drawn \d+/m);
    expect(text).toMatch(/^average length: [\d.]+ plies$/m);
    expect(text).toMatch(/^consistency: \d+ positions, \d+ moves made and unmade, every FEN and hash restored$/m);
  });

  it('prints JSON and is reproducible for a seed', async () => {
    const a = await cli('selfplay', 'chess', '--games', '1', '--depth', '1', '--seed', '9', '--max-plies', '60', '--json');
    const b = await cli('selfplay', 'chess', '--games', '1', '--depth', '1', '--seed', '9', '--max-plies', '60', '--json');
    const ja = JSON.parse(a.out[0]!);
    const jb = JSON.parse(b.out[0]!);
    expect(ja).toMatchObject({ variant: 'chess', games: 1 });
    expect({ ...ja, seconds: 0 }).toEqual({ ...jb, seconds: 0 });
  });
});

describe('fairyforge moves with SAN and the result', () => {
  it('lists UCI and SAN, and the outcome as null while the game goes on', async () => {
    const j = JSON.parse((await cli('moves', 'wildebeest', '--json')).out[0]!);
    expect(j.outcome).toBeNull();
    expect(j.moves).toContainEqual({ uci: 'c1d4', san: 'Cd4' });
    expect(j.moves).toHaveLength(39);
  });

  it.each([
    ['chess', '7k/6Q1/6K1/8/8/8/8/8 b - - 0 1', { result: '1-0', reason: 'checkmate' }],
    ['chess', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', { result: '1/2-1/2', reason: 'stalemate' }],
    ['wildebeest', '5k5/11/11/11/11/11/11/11/11/R4K5 w - - 100 90', { result: '1/2-1/2', reason: 'move-rule' }],
    ['wildebeest', '5k5/11/11/11/11/11/11/11/11/5K5 w - - 0 1', { result: '1/2-1/2', reason: 'insufficient-material' }],
  ])('%s %s: the result and its reason', async (slug, fen, outcome) => {
    const j = JSON.parse((await cli('moves', slug, '--fen', fen, '--json')).out[0]!);
    expect(j.outcome).toEqual(outcome);
  });
});
