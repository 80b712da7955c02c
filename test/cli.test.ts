/**
 * The fairyforge command, driven in-process through run() with captured
 * output, plus one real process through `pnpm fairyforge`.
 */
import { run } from '@fairyforge/cli';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORACLE_DIR } from './oracle.ts';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-cli-'));
const oracleLines = (slug: string) => readFileSync(`${ORACLE_DIR}${slug}.jsonl`, 'utf8').split('\n').filter((l) => l.trim() && !l.includes('"deep":true'));

describe('fairyforge perft', () => {
  it('counts nodes with divide and JSON', async () => {
    const r = await cli('perft', 'wildebeest', '--depth', '2', '--divide', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out[0]!);
    expect(j.nodes).toBe(1521);
    expect(Object.keys(j.divide)).toHaveLength(39);
    expect(Object.values(j.divide as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(1521);
    expect(j.seconds).toBeGreaterThanOrEqual(0);
    expect(j.nps).toBeGreaterThanOrEqual(0);
  });

  it('takes a FEN', async () => {
    const r = await cli('perft', 'chess', '--depth', '1', '--fen', '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    expect(r.out.at(-1)).toMatch(/^nodes 15 /);
  });

  it('runs a case file: ok lines, FAIL lines with divide differences, a summary, exit 1', async () => {
    const [good, other] = oracleLines('wildebeest');
    const wrong = JSON.parse(other!);
    wrong.nodes += 1;
    const [firstMove] = Object.keys(wrong.divide);
    wrong.divide[firstMove!] += 1;
    const file = join(tmp, 'cases.jsonl');
    writeFileSync(file, [good, JSON.stringify(wrong), '{not json', ''].join('\n'));
    const r = await cli('perft', '--cases', file);
    expect(r.code).toBe(1);
    expect(r.out[0]).toMatch(/^ok +wildebeest depth \d+ expected \d+ got \d+/);
    expect(r.out[1]).toMatch(/^FAIL wildebeest depth \d+ expected \d+ got \d+/);
    expect(r.out[2]).toContain(`${firstMove}: expected`);
    expect(r.out.some((l) => /cases\.jsonl:3: malformed case/.test(l))).toBe(true);
    expect(r.out.at(-1)).toBe('1 passed, 2 failed');
  });

  it('leaves deep cases out unless --deep', async () => {
    const deepLine = readFileSync(`${ORACLE_DIR}chess.jsonl`, 'utf8').split('\n').find((l) => l.includes('"deep":true'))!;
    const file = join(tmp, 'deep.jsonl');
    writeFileSync(file, deepLine + '\n');
    expect((await cli('perft', '--cases', file)).out.at(-1)).toBe('0 passed, 0 failed');
  });

  it('reports usage errors with exit 2 and bad variants with exit 1', async () => {
    expect((await cli('perft', 'chess')).code).toBe(2);
    expect((await cli('perft', 'chess', '--depth', 'x')).code).toBe(2);
    expect((await cli('frobnicate')).code).toBe(2);
    const missing = await cli('perft', 'no-such-variant', '--depth', '1');
    expect(missing.code).toBe(1);
    expect(missing.err.join('\n')).toMatch(/no variant with slug 'no-such-variant'/);
    const badFen = await cli('perft', 'chess', '--depth', '1', '--fen', 'xyz');
    expect(badFen.code).toBe(1);
    expect(badFen.err.join('\n')).toMatch(/invalid FEN/);
  });
});

describe('fairyforge moves', () => {
  it('lists legal moves in UCI and SAN', async () => {
    const r = await cli('moves', 'wildebeest');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(39);
    expect(r.out).toContain('b1c3 Nc3');
  });

  it('prints JSON with the FEN', async () => {
    const r = await cli('moves', 'wildebeest', '--fen', '5k5/1P9/11/11/11/11/11/11/11/5K5 w - - 0 1', '--json');
    const j = JSON.parse(r.out[0]!);
    expect(j.fen).toBe('5k5/1P9/11/11/11/11/11/11/11/5K5 w - - 0 1');
    expect(j.moves.map((m: { uci: string }) => m.uci).filter((u: string) => u.startsWith('b9')).sort()).toEqual(['b9b10c', 'b9b10n', 'b9b10q', 'b9b10r', 'b9b10w']);
  });
});

describe('fairyforge demo', () => {
  it('shows the board, the pieces and perft', async () => {
    const r = await cli('demo', 'wildebeest', '--depth', '2');
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toContain('Standard Wildebeest Chess');
    expect(text).toMatch(/W +wildebeest +NC/);
    expect(text).toMatch(/depth 2: +1521 nodes/);
  });
});

describe('the command as a process', () => {
  it('runs the oracle cases through `pnpm fairyforge`', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const r = spawnSync('pnpm', ['-s', 'fairyforge', 'perft', '--cases', `${ORACLE_DIR}chess.jsonl`], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n').at(-1)).toBe(`${oracleLines('chess').length} passed, 0 failed`);
    expect(r.status).toBe(0);
  });
});

describe('fairyforge perft --threads', () => {
  it('gives the same counts and divide on several threads as on one', async () => {
    const one = await cli('perft', 'wildebeest', '--depth', '3', '--divide', '--json');
    const out: string[] = [];
    const code = await run(['perft', 'wildebeest', '--depth', '3', '--divide', '--json', '--threads', '3'], { out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(0);
    const many = JSON.parse(out[0]!);
    const single = JSON.parse(one.out[0]!);
    expect(many.nodes).toBe(single.nodes);
    expect(many.divide).toEqual(single.divide);
    // Capped at the machine's cores: more threads than cores only compete for them.
    expect(many.threads).toBe(Math.min(3, availableParallelism()));
  });

  it('counts every leaf made with --full, to the same total', async () => {
    const bulk = JSON.parse((await cli('perft', 'chess', '--depth', '3', '--json')).out[0]!);
    const full = JSON.parse((await cli('perft', 'chess', '--depth', '3', '--json', '--full')).out[0]!);
    expect(full.mode).toBe('full');
    expect(full.nodes).toBe(bulk.nodes);
  });
});
