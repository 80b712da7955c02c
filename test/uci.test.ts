/**
 * `fairyforge uci` as a real process, driven line by line as a GUI drives it:
 * the handshake, perft against the oracle on several variants (drops
 * included), positions with castling and drops, searches with legal best
 * moves, `go infinite` held until `stop`, and `quit`.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, makeUci } from '@fairyforge/core';
import { limitsFrom } from '../packages/cli/src/uciSearcher.ts';
import { repoOracleFile, variant, type OracleCase } from './oracle.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

class Driver {
  readonly lines: string[] = [];
  private seen = 0;
  private pending = '';
  private waiters: (() => void)[] = [];
  readonly exited: Promise<number | null>;
  constructor(readonly proc: ChildProcessWithoutNullStreams) {
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      const parts = (this.pending + chunk).split('\n');
      this.pending = parts.pop()!;
      this.lines.push(...parts);
      for (const w of this.waiters.splice(0)) w();
    });
    this.exited = new Promise((done) => proc.on('exit', (code) => done(code)));
  }
  send(line: string): void {
    this.proc.stdin.write(line + '\n');
  }
  /** The lines after the last wait, up to and including the first that matches. */
  async until(match: (line: string) => boolean, what: string): Promise<string[]> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const i = this.lines.findIndex((l, k) => k >= this.seen && match(l));
      if (i >= 0) {
        const got = this.lines.slice(this.seen, i + 1);
        this.seen = i + 1;
        return got;
      }
      if (Date.now() > deadline) throw new Error(`no ${what}; output so far:\n${this.lines.slice(this.seen).join('\n')}`);
      await new Promise<void>((done) => {
        this.waiters.push(done);
        setTimeout(done, 200);
      });
    }
  }
  /** Lines that arrived so far and were not yet read by `until`. */
  unread(): string[] {
    return this.lines.slice(this.seen);
  }
}

function firstCase(slug: string, maxDepth: number): OracleCase {
  const file = repoOracleFile(slug);
  if (!file) throw new Error(`no oracle copy for ${slug}`);
  const cases = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as OracleCase);
  // The shallowest case keeps the test quick; its depth capped where the oracle gives a divide only at the full depth.
  const c = cases.filter((k) => k.depth <= maxDepth).sort((a, b) => a.nodes - b.nodes)[0];
  if (!c) throw new Error(`no case of depth ${maxDepth} or less for ${slug}`);
  return c;
}

/** The legal moves (UCI) and FEN after `moves` from `fen`, by the library itself. */
function after(slug: string, fen: string, moves: string[]): { fen: string; legal: string[] } {
  const g = Game.fromFen(variant(slug).compiled, fen);
  if (!g.ok) throw new Error(g.error);
  for (const m of moves) expect(g.game.playText(m).ok).toBe(true);
  return { fen: g.game.fen(), legal: g.game.legalMoves().map((m) => makeUci(g.game.pos, m)) };
}

describe('fairyforge uci, driven as a process', () => {
  let d: Driver;
  beforeAll(() => {
    d = new Driver(spawn('pnpm', ['-s', 'fairyforge', 'uci'], { cwd: root }));
  });
  afterAll(() => {
    d.proc.kill();
  });

  it('answers the handshake with its variants and options', async () => {
    d.send('uci');
    const got = await d.until((l) => l === 'uciok', 'uciok');
    expect(got[0]).toMatch(/^id name fairyforge \d/);
    const variants = got.find((l) => l.startsWith('option name UCI_Variant type combo default chess '));
    expect(variants).toBeDefined();
    for (const slug of ['chess', 'wildebeest', 'crazyhouse', 'capablanca']) expect(variants!.split(' ')).toContain(slug);
    expect(got).toContain('option name VariantPath type string default <empty>');
    d.send('isready');
    await d.until((l) => l === 'readyok', 'readyok');
  });

  for (const [slug, depth] of [['chess', 4], ['crazyhouse', 3], ['capablanca', 3], ['makruk', 3]] as const) {
    it(`counts perft as the oracle does: ${slug}`, async () => {
      const c = firstCase(slug, depth);
      d.send(`setoption name UCI_Variant value ${slug}`);
      d.send(`position fen ${c.fen}`);
      d.send(`go perft ${c.depth}`);
      const got = await d.until((l) => l.startsWith('Nodes searched: '), 'Nodes searched');
      expect(got.at(-1)).toBe(`Nodes searched: ${c.nodes}`);
      const divide = Object.fromEntries(got.filter((l) => /^\S+: \d+$/.test(l)).map((l) => [l.split(': ')[0]!, Number(l.split(': ')[1])]));
      expect(divide).toEqual(c.divide);
    });
  }

  it('plays castling and drops given after position … moves, and shows the result with d', async () => {
    const moves = ['e2e4', 'd7d5', 'e4d5', 'g8f6', 'g1f3', 'f6d5', 'f1c4', 'e7e6', 'e1g1', 'P@e4'];
    d.send('setoption name UCI_Variant value crazyhouse');
    d.send(`position startpos moves ${moves.join(' ')}`);
    d.send('d');
    const got = await d.until((l) => l.startsWith('Fen: '), 'Fen line');
    const start = variant('crazyhouse').spec.startFen;
    expect(got.at(-1)).toBe(`Fen: ${after('crazyhouse', start, moves).fen}`);
    expect(got.some((l) => l.includes('error'))).toBe(false);
  });

  it('names an illegal move and plays none after it', async () => {
    d.send('setoption name UCI_Variant value chess');
    d.send('position startpos moves e2e4 e7e4 g1f3');
    d.send('d');
    const got = await d.until((l) => l.startsWith('Fen: '), 'Fen line');
    expect(got).toContain("info string error: illegal move 'e7e4' (moves from it on are not played)");
    expect(got.at(-1)).toBe(`Fen: ${after('chess', variant('chess').spec.startFen, ['e2e4']).fen}`);
  });

  it('searches to a depth and answers with a legal best move', async () => {
    const moves = ['e2e4', 'e7e5', 'g1f3', 'b8c6'];
    d.send('setoption name UCI_Variant value wildebeest');
    d.send('ucinewgame');
    d.send('position startpos moves f2f4 f9f7');
    d.send('go depth 4');
    const got = await d.until((l) => l.startsWith('bestmove '), 'bestmove');
    expect(got.filter((l) => l.startsWith('info depth ')).map((l) => Number(l.split(' ')[2]))).toEqual([1, 2, 3, 4]);
    const best = got.at(-1)!.split(' ')[1]!;
    expect(after('wildebeest', variant('wildebeest').spec.startFen, ['f2f4', 'f9f7']).legal).toContain(best);
    d.send('setoption name UCI_Variant value chess');
    d.send(`position startpos moves ${moves.join(' ')}`);
    d.send('go movetime 300');
    const timed = await d.until((l) => l.startsWith('bestmove '), 'bestmove');
    expect(after('chess', variant('chess').spec.startFen, moves).legal).toContain(timed.at(-1)!.split(' ')[1]);
  });

  it('holds the best move of go infinite until stop, answering isready meanwhile', async () => {
    d.send('setoption name UCI_Variant value chess');
    d.send('position startpos');
    d.send('go infinite');
    d.send('isready');
    await d.until((l) => l === 'readyok', 'readyok while searching');
    await d.until((l) => l.startsWith('info depth 2 '), 'a second iteration');
    expect(d.unread().some((l) => l.startsWith('bestmove'))).toBe(false);
    d.send('stop');
    const got = await d.until((l) => l.startsWith('bestmove '), 'bestmove after stop');
    expect(after('chess', variant('chess').spec.startFen, []).legal).toContain(got.at(-1)!.split(' ')[1]);
  });

  it('takes a whole long game on one position line', async () => {
    // 250 knight shuffles (1000 plies, over 5000 characters: longer than the play command's line bound).
    const shuffle = Array.from({ length: 250 }, () => ['g1f3', 'g8f6', 'f3g1', 'f6g8']).flat();
    d.send('setoption name UCI_Variant value chess');
    d.send(`position startpos moves ${shuffle.join(' ')} e2e4`);
    d.send('d');
    const got = await d.until((l) => l.startsWith('Fen: '), 'Fen line');
    expect(got.some((l) => l.includes('error'))).toBe(false);
    expect(got.at(-1)).toMatch(/^Fen: rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR b KQkq - 0 501$/);
  });

  it('loads the sections of an INI file given in VariantPath as variants: perft, a search, and the sections it refuses', async () => {
    d.send(`setoption name VariantPath value ${root}test/fixtures/ini/drops.ini`);
    expect((await d.until((l) => l.startsWith('info string loaded'), 'loaded'))).toContain(`info string loaded 3 variants from ${root}test/fixtures/ini/drops.ini`);
    const c = firstCase('crazyhouse', 3);
    d.send('setoption name UCI_Variant value ini-chessgi');
    d.send('setoption name UCI_Variant value ini-crazyhouse');
    d.send(`position fen ${c.fen}`);
    d.send(`go perft ${c.depth}`);
    const got = await d.until((l) => l.startsWith('Nodes searched: '), 'Nodes searched');
    expect(got.filter((l) => l.includes('error'))).toEqual([]);
    expect(got.at(-1)).toBe(`Nodes searched: ${c.nodes}`);
    d.send('uci');
    const options = await d.until((l) => l === 'uciok', 'uciok');
    expect(options.find((l) => l.startsWith('option name UCI_Variant'))!.split(' ')).toEqual(expect.arrayContaining(['ini-crazyhouse', 'ini-chessgi', 'ini-loop']));
    d.send('position startpos moves e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 P@e4');
    d.send('go depth 2');
    const best = (await d.until((l) => l.startsWith('bestmove '), 'bestmove')).at(-1)!.split(' ')[1]!;
    expect(after('crazyhouse', variant('crazyhouse').spec.startFen, ['e2e4', 'd7d5', 'e4d5', 'd8d5', 'b1c3', 'd5a5', 'P@e4']).legal).toContain(best);
    d.send(`setoption name VariantPath value ${root}test/fixtures/ini/untranslated.ini`);
    const refused = await d.until((l) => l.startsWith('info string loaded'), 'loaded');
    expect(refused.at(-1)).toBe(`info string loaded 1 variant from ${root}test/fixtures/ini/untranslated.ini`);
    expect(refused.filter((l) => /^info string error: \[ini-(walls|unknown|noparent)\] not loaded: .*untranslated\.ini:\d+:\d+: error: /.test(l))).toHaveLength(3);
  });

  it('plays the clock as Cute Chess sends it, with info lines it reads, and a best move after stop', async () => {
    // Cute Chess (uciengine.cpp) sends `go wtime … btime … [winc …] [binc …] [movestogo …]`, reads `info` by its
    // keywords (depth, score cp|mate, nodes, nps, time, pv) and, ending a game, `stop` and waits for the bestmove.
    const moves = ['e2e4'];
    const legal = after('chess', variant('chess').spec.startFen, moves).legal;
    d.send('setoption name UCI_Variant value chess');
    d.send(`position startpos moves ${moves.join(' ')}`);
    d.send('go wtime 2000 btime 2000 winc 100 binc 100 movestogo 10');
    const got = await d.until((l) => l.startsWith('bestmove '), 'bestmove');
    expect(legal).toContain(got.at(-1)!.split(' ')[1]);
    const infos = got.filter((l) => l.startsWith('info ') && !l.startsWith('info string'));
    expect(infos.length).toBeGreaterThan(0);
    for (const l of infos) {
      expect(l).toMatch(/^info depth \d+ score (cp|mate) -?\d+ nodes \d+ nps \d+ time \d+ pv( \S+)+$/);
      expect(legal).toContain(l.split(' pv ')[1]!.split(' ')[0]);
    }
    d.send('go wtime 600000 btime 600000');
    await d.until((l) => l.startsWith('info depth 1 '), 'a first iteration');
    d.send('stop');
    const stopped = await d.until((l) => l.startsWith('bestmove '), 'bestmove after stop');
    expect(legal).toContain(stopped.at(-1)!.split(' ')[1]);
  });

  it('answers setoption of an option it lacks with an info string and goes on', async () => {
    d.send('setoption name Hash value 16');
    d.send('setoption name UCI_Chess960 value true');
    d.send('isready');
    const got = await d.until((l) => l === 'readyok', 'readyok');
    expect(got).toEqual(["info string error: no option 'Hash'", "info string error: no option 'UCI_Chess960'", 'readyok']);
  });

  it('takes variant files and folders in VariantPath, lists them in UCI_Variant, and survives a file removed since', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ff-uci-'));
    const other = mkdtempSync(join(tmpdir(), 'ff-uci-'));
    try {
      // Pawn Sideways Chess under two new slugs: one in a folder, one given as a file.
      const text = readFileSync(`${root}variants/pawnsideways.md`, 'utf8');
      writeFileSync(join(dir, 'sideways-a.md'), text.replace(/^slug: pawnsideways$/m, 'slug: sideways-a'));
      const file = join(other, 'sideways-b.md');
      writeFileSync(file, text.replace(/^slug: pawnsideways$/m, 'slug: sideways-b'));
      d.send(`setoption name VariantPath value ${dir}`);
      expect((await d.until((l) => l.startsWith('info string loaded'), 'loaded')).at(-1)).toBe(`info string loaded 1 variant from ${dir}`);
      d.send(`setoption name VariantPath value ${file}`);
      expect((await d.until((l) => l.startsWith('info string loaded'), 'loaded')).at(-1)).toBe(`info string loaded 1 variant from ${file}`);
      d.send('uci');
      const options = await d.until((l) => l === 'uciok', 'uciok');
      expect(options.find((l) => l.startsWith('option name UCI_Variant'))!.split(' ')).toEqual(expect.arrayContaining(['sideways-a', 'sideways-b', 'pawnsideways']));
      const c = firstCase('pawnsideways', 3);
      for (const name of ['sideways-a', 'sideways-b']) {
        d.send(`setoption name UCI_Variant value ${name}`);
        d.send(`position fen ${c.fen}`);
        d.send(`go perft ${c.depth}`);
        expect((await d.until((l) => l.startsWith('Nodes searched: '), 'Nodes searched')).at(-1)).toBe(`Nodes searched: ${c.nodes}`);
      }
      // A file gone since it was loaded is reported, and the session plays on in the variant it had.
      rmSync(file);
      d.send('setoption name UCI_Variant value sideways-a');
      d.send('setoption name UCI_Variant value sideways-b');
      d.send('isready');
      const got = await d.until((l) => l === 'readyok', 'readyok');
      expect(got.filter((l) => l.includes('error'))).toEqual([expect.stringMatching(/^info string error: variant 'sideways-b' does not load \(it stays sideways-a\): /)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('reports unknown commands and variants, and ends on quit', async () => {
    d.send('flip');
    d.send('setoption name UCI_Variant value nosuchvariant');
    d.send('isready');
    const got = await d.until((l) => l === 'readyok', 'readyok');
    expect(got).toContain("Unknown command: 'flip'. Type uci for the protocol.");
    expect(got).toContain("info string error: unknown variant 'nosuchvariant'");
    d.send('quit');
    expect(await d.exited).toBe(0);
  });
});

describe('the clock of a go', () => {
  it('runs from the go command: the time the search thread took to start is taken off movetime', () => {
    expect(limitsFrom({ movetime: 300 }, 1000, 1120)).toEqual({ movetime: 180 });
    expect(limitsFrom({ movetime: 300, depth: 5 }, 1000, 5000)).toEqual({ movetime: 1, depth: 5 });
    expect(limitsFrom({ depth: 4 }, 1000, 5000)).toEqual({ depth: 4 });
  });
});
