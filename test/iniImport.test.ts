/**
 * `importIni` / `fairyforge import-ini`: the INI fixtures of test/fixtures/ini/
 * (one family of keys each) import, validate without a warning and count the
 * perft of the shipped variant they restate, from every position of its oracle
 * file (or, where it has none, of its ffish cases in test/ffish/); keys that cannot be expressed are reported at their line and stop
 * their section; every shipped variant that `export-ini` writes comes back
 * through `import-ini` to the same rules; hostile INI text gets diagnostics.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { perft } from '@fairyforge/core';
import { exportIni, importIni, loadVariantSource, memoryHost, sameRules, validateVariantSource, type IniSectionImport } from '@fairyforge/loader';
import { oracleLines, positionAt, repoOracleFile, shippedSlugs, variant, type OracleCase } from './oracle.ts';
import { ffishPerft, loadFfish } from '../packages/bench/peers.ts';
import { game } from './games.ts';
import { mulberry32 } from '@fairyforge/engine';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = join(ROOT, 'test/fixtures/ini');
/** Oracle cases up to this many nodes run here (the deeper ones run through the shipped variant's own test). */
const BUDGET = 300_000;

/** The imported files of one INI text, in a memory host where sections may name each other as parents. */
function imported(text: string, name: string) {
  const r = importIni(text, name);
  const host = memoryHost(Object.fromEntries(r.sections.filter((s) => s.text !== null).map((s) => [`/ini/${s.fileName}`, s.text!])));
  return { r, host };
}

/** `# oracle: slug` before a section header names the shipped variant it restates. */
function oracleOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/^# oracle: (\S+)\n\[([^\]:]+)/gm)) out.set(m[2]!, m[1]!);
  return out;
}

describe('import-ini fixtures', () => {
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.ini') && f !== 'untranslated.ini');
  for (const file of files) {
    it(`${file}: every section imports, validates cleanly and counts its oracle's perft`, () => {
      const text = readFileSync(join(FIXTURES, file), 'utf8');
      const oracle = oracleOf(text);
      const { r, host } = imported(text, file);
      expect(r.diagnostics).toEqual([]);
      expect(r.sections.length).toBeGreaterThan(0);
      for (const s of r.sections) {
        expect(s.diagnostics.map((d) => d.message), s.name).toEqual([]);
        const v = validateVariantSource(s.text!, `/ini/${s.fileName}`, { host });
        expect(v.diagnostics.map((d) => `${d.code}: ${d.message}`), s.name).toEqual([]);
        const slug = oracle.get(s.name);
        expect(slug, `${s.name} names its oracle`).toBeDefined();
        const loaded = loadVariantSource(s.text!, `/ini/${s.fileName}`, { host });
        if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
        // The counts of the shipped variant it restates, from every position of its oracle file (or its ffish cases) within the budget.
        const cases = oracleLines(repoOracleFile(slug!) ?? join(ROOT, 'test/ffish', `${slug}.jsonl`)).map((l) => JSON.parse(l) as OracleCase).filter((c) => !c.deep && c.nodes <= BUDGET);
        expect(cases.length).toBeGreaterThan(0);
        for (const c of cases) expect(perft(positionAt(loaded.variant.compiled, c.fen), c.depth), `${s.name} ${c.fen} d${c.depth}`).toBe(c.nodes);
      }
    });
  }

  it('untranslated.ini: each key that has no counterpart is reported at its line, and its section is not written', () => {
    const text = readFileSync(join(FIXTURES, 'untranslated.ini'), 'utf8');
    const lines = text.split('\n');
    const lineOf = (needle: string) => lines.findIndex((l) => l.startsWith(needle)) + 1;
    const r = importIni(text, 'untranslated.ini');
    const by = new Map(r.sections.map((s) => [s.name, s]));
    const errors = (s: IniSectionImport | undefined) => s!.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.line, d.code]);
    expect(errors(by.get('ini-walls')).sort()).toEqual([[lineOf('wallOrMove'), 'ini-untranslated'], [lineOf('pastGating'), 'ini-untranslated']].sort());
    expect(by.get('ini-walls')!.text).toBeNull();
    expect(errors(by.get('ini-unknown')).sort()).toEqual([[lineOf('notAnOption'), 'ini-untranslated'], [lineOf('tripleStepRegionWhite'), 'ini-untranslated']].sort());
    expect(errors(by.get('ini-noparent'))).toEqual([[lineOf('[ini-noparent'), 'ini-parent']]);
    // A GUI hint is a warning: the section is still written.
    const fine = by.get('ini-fine')!;
    expect(fine.ok).toBe(true);
    expect(fine.diagnostics.map((d) => [d.severity, d.line])).toEqual([['warning', lineOf('variantTemplate')]]);
    // --partial: a section with errors is written without what could not be translated.
    const partial = importIni(text, 'untranslated.ini', { partial: true });
    expect(partial.sections.find((s) => s.name === 'ini-walls')!.text).toMatch(/^parent: chess$/m);
  });
});

describe('import-ini over a supply without end, and sittuyin\'s rules', () => {
  it('reads snort and quadwrangle drops only over ataxx\'s supply, and reports a pair with no counterpart at its line', () => {
    const text = ['[hand]', 'flipEnclosedPieces = none', 'enclosingDrop = snort', '', '[rev:ataxx]', 'flipEnclosedPieces = reversi', '', '[pair:ataxx]', 'flipEnclosedPieces = quadwrangle', 'enclosingDrop = snort', '', '[ok:ataxx]', 'flipEnclosedPieces = none', 'enclosingDrop = none', ''].join('\n');
    const r = importIni(text, 'supply.ini');
    const errors = (name: string) => r.sections.find((s) => s.name === name)!.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line);
    // Without that parent the drops come from the hands, which fairyforge's snort has not.
    expect(errors('hand')).toContain(3);
    expect(errors('rev')).toEqual([6]);
    expect(errors('pair')).toEqual([9]);
    expect(errors('ok')).toEqual([]);
    expect(r.sections.find((s) => s.name === 'ok')!.text).toMatch(/flip:\s*\{?\s*rule: free/);
  });

  it('reads sittuyinRookDrop over sittuyin: switched off, the rooks are dropped on the whole drop region', () => {
    const { r, host } = imported('[free-rooks:sittuyin]\nsittuyinRookDrop = false\n', 'rooks.ini');
    const s = r.sections[0]!;
    expect(s.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const back = loadVariantSource(s.text!, `/ini/${s.fileName}`, { host });
    if (!back.ok) throw new Error(back.diagnostics[0]!.message);
    expect(back.variant.spec.drops?.ranks.R).toEqual([[0, 1, 2], [0, 1, 2]]);
    expect(back.variant.spec.promotion.sittuyin).toBe(true);
    // And as the parent has it, the rooks on the first rank only.
    const same = imported('[same-rooks:sittuyin]\nmustDrop = true\n', 'rooks.ini');
    const loaded = loadVariantSource(same.r.sections[0]!.text!, `/ini/${same.r.sections[0]!.fileName}`, { host: same.host });
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    expect(sameRules(loaded.variant, variant('sittuyin'))).toBe(true);
  });
});

describe('export-ini then import-ini', () => {
  it('gives back the same resolved rules for every shipped variant that exports', () => {
    let exported = 0;
    let counted = 0;
    for (const slug of shippedSlugs()) {
      const v = variant(slug);
      // Under a name of its own, as that engine needs (a section named janggi under janggi would be its own parent).
      const e = exportIni(v, `ff-${slug}`);
      if (!e.ok) continue;
      exported++;
      const { r, host } = imported(e.text, `${slug}.ini`);
      const s = r.sections[0]!;
      expect(s.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message), slug).toEqual([]);
      const back = loadVariantSource(s.text!, `/ini/${s.fileName}`, { host });
      if (!back.ok) throw new Error(`${slug}: ${back.diagnostics[0]!.message}`);
      expect(sameRules(back.variant, v), slug).toBe(true);
      // And it counts the oracle's perft, where a case exists (small cases: the shipped variant's own tests run the rest).
      const file = repoOracleFile(slug);
      const cases = file ? oracleLines(file).map((l) => JSON.parse(l) as OracleCase).filter((c) => !c.deep && c.nodes <= 20_000) : [];
      for (const c of cases) expect(perft(positionAt(back.variant.compiled, c.fen), c.depth), `${slug} ${c.fen} d${c.depth}`).toBe(c.nodes);
      if (cases.length > 0) counted++;
    }
    // Every variant the export does not refuse takes part (the export's own test counts which).
    expect(exported).toBeGreaterThan(shippedSlugs().length / 2);
    expect(counted).toBeGreaterThan(0);
    // Every exported variant is imported, loaded and counted: minutes on a loaded machine.
  }, 600_000);
});

describe('import-ini on hostile input', () => {
  it('answers with diagnostics, never an exception', () => {
    const cases: [string, string][] = [
      ['a line past the limit', `[x:chess]\nstartFen = ${'p'.repeat(5000)}\n`],
      ['over 1 MiB', `[x:chess]\n${'# '.repeat(600_000)}`],
      ['bytes that are no text', '[x:chess]\n\u0000\u0001\u0002 = \u0003\n'],
      ['a header without its bracket', '[x:chess\nmustCapture = true\n'],
      ['a parent chain through every section', Array.from({ length: 300 }, (_, i) => `[s${i}${i ? `:s${i - 1}` : ':chess'}]\nmustCapture = true\n`).join('')],
      ['a section naming itself', '[selfref:selfref]\ncastling = false\n'],
      ['a prototype key', '[__proto__:chess]\nconstructor = 1\n__proto__ = x\n'],
      ['a Betza bomb', `[x:chess]\ncustomPiece1 = a:${'W'.repeat(300)}\n`],
      ['a board past the limits', '[x:chess]\nmaxRank = 99999999999\nmaxFile = zz\n'],
    ];
    for (const [what, text] of cases) {
      const r = importIni(text, 'hostile.ini');
      const all = [...r.diagnostics, ...r.sections.flatMap((s) => s.diagnostics)];
      for (const d of all) {
        expect(d.line, what).toBeGreaterThanOrEqual(1);
        expect(d.message.length, what).toBeLessThan(400);
      }
      if (what !== 'a parent chain through every section') expect(all.some((d) => d.severity === 'error'), what).toBe(true);
    }
  });
});

describe('fairyforge import-ini', () => {
  it('writes files that validate, keeps existing ones without --force, and reports at file:line:col', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ff-ini-'));
    const run = (...args: string[]) => spawnSync('pnpm', ['-s', 'fairyforge', 'import-ini', ...args], { cwd: ROOT, encoding: 'utf8' });
    const first = run(join(FIXTURES, 'drops.ini'), '--out', dir);
    expect(first.status, first.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['ini-chessgi.md', 'ini-crazyhouse.md', 'ini-loop.md']);
    const validated = spawnSync('pnpm', ['-s', 'fairyforge', 'validate', dir, '--strict'], { cwd: ROOT, encoding: 'utf8' });
    expect(validated.status, validated.stdout + validated.stderr).toBe(0);
    // A file the user edited is kept.
    writeFileSync(join(dir, 'ini-loop.md'), 'my own notes');
    const again = run(join(FIXTURES, 'drops.ini'), '--out', dir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('ini-loop.md already exists (use --force to overwrite it)');
    expect(readFileSync(join(dir, 'ini-loop.md'), 'utf8')).toBe('my own notes');
    expect(run(join(FIXTURES, 'drops.ini'), '--out', dir, '--force').status).toBe(0);
    expect(readFileSync(join(dir, 'ini-loop.md'), 'utf8')).toMatch(/^---\n/);
    const bad = run(join(FIXTURES, 'untranslated.ini'), '--out', dir);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/untranslated\.ini:5:1: error: \[ini-walls\] 'wallOrMove = true' with wallingRule = duck has no counterpart/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(dir)).not.toContain('ini-walls.md');
  });
});

describe('import-ini castlingDroppedPiece', () => {
  it('becomes castling.dropped (placement: rights won by drops)', () => {
    const { r } = imported('[dropcastle:crazyhouse]\ncastlingDroppedPiece = true\n', 'dropcastle.ini');
    expect(r.diagnostics).toEqual([]);
    expect(r.sections[0]!.text).toMatch(/castling:[^]*dropped: true/);
    expect(imported('[plaincastle:crazyhouse]\n', 'plaincastle.ini').r.sections[0]!.text).not.toMatch(/dropped/);
  });
});

describe('import-ini moveRepetitionIllegal and the janggi count', () => {
  it('become moveRepetition: loss and materialCounting: janggi, and the shuttle rule exports back', () => {
    const { r, host } = imported('[kakao:janggicasual]\nmoveRepetitionIllegal = true\nmaterialCounting = janggi\nnFoldRule = 4\n', 'kakao.ini');
    expect(r.diagnostics).toEqual([]);
    const s = r.sections[0]!;
    expect(s.diagnostics.map((d) => d.message)).toEqual([]);
    expect(s.text).toMatch(/moveRepetition: loss/);
    expect(s.text).toMatch(/materialCounting: janggi/);
    const back = loadVariantSource(s.text!, `/ini/${s.fileName}`, { host });
    if (!back.ok) throw new Error(back.diagnostics[0]!.message);
    expect(back.variant.spec.moveRepetition).toBe('loss');
    expect(back.variant.spec.materialCounting).toBe('janggi');
    // On a variant the export can write, the rule comes back as that engine's key.
    const chess = imported('[shuttle:chess]\nmoveRepetitionIllegal = true\n', 'shuttle.ini');
    const loaded = loadVariantSource(chess.r.sections[0]!.text!, `/ini/${chess.r.sections[0]!.fileName}`, { host: chess.host });
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    const e = exportIni(loaded.variant);
    if (!e.ok) throw new Error(e.problems.map((p) => p.message).join('; '));
    expect(e.text).toMatch(/^moveRepetitionIllegal = true$/m);
  });
});

describe('import-ini palace lines', () => {
  it('writes a section that takes its parent\'s palace lines away standing alone, since a file under that parent would keep them, and it counts as ffish does', async () => {
    const text = '[nolines:janggi]\ndiagonalLines = -\n[lines:janggi]\ndiagonalLines = d1 f1 e2 d3 f3 d8 f8 e9 d10 f10\nbikjangRule = false\n';
    const { r, host } = imported(text, 'lines.ini');
    const [gone, kept] = r.sections;
    expect(gone!.diagnostics.map((d) => d.message)).toEqual([]);
    expect(gone!.text).not.toMatch(/^parent:/m);
    const loaded = loadVariantSource(gone!.text!, `/ini/${gone!.fileName}`, { host });
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    expect(loaded.variant.spec.pieces.filter((p) => p.betzaWithin !== undefined)).toEqual([]);
    const ff = await loadFfish();
    ff.loadVariantConfig(text);
    for (const fen of ffishPositions(ff, 'nolines', 4, 5)) {
      const b = new ff.Board('nolines', fen);
      try {
        for (const depth of [1, 2]) expect(perft(positionAt(loaded.variant.compiled, fen), depth), `${fen} d${depth}`).toBe(ffishPerft(b, depth, true));
      } finally {
        b.delete();
      }
    }
    // The same lines stated again, and bikjang switched off, import under the parent.
    expect(kept!.diagnostics.map((d) => d.message)).toEqual([]);
    expect(kept!.text).toMatch(/bikjang: false/);
    expect(kept!.text).toMatch(/^parent: janggi$/m);
  }, 120_000);
});

describe('import-ini triple steps', () => {
  // Chess on ten ranks whose pawns advance up to three squares from their first rank and two from the next:
  // the pawn's ifmnH with initialReach, counted against that engine itself (ffish) with the same section.
  const section = '[ini-triple]\nmaxRank = 10\nking = k\nqueen = q\nrook = r\nbishop = b\nknight = n\npawn = p\ndoubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *9 *8\n'
    + 'tripleStepRegionWhite = *2\ntripleStepRegionBlack = *9\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\npromotionRegionWhite = *10\npromotionRegionBlack = *1\ncastling = false\n';
  it('become the pawn\'s three-square initial move, kept to those ranks by initialReach, and count as that engine does', async () => {
    const { r, host } = imported(section, 'triple.ini');
    const s = r.sections[0]!;
    expect(s.diagnostics.map((d) => d.message)).toEqual([]);
    const loaded = loadVariantSource(s.text!, `/ini/${s.fileName}`, { host });
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    expect(loaded.variant.spec.pieces.find((p) => p.letter === 'P')!.betza).toBe('fmWfceFifmnDifmnH');
    expect(loaded.variant.spec.initialReach).toEqual({ P: 4 });
    const ff = await loadFfish();
    ff.loadVariantConfig(section);
    // The start, and pawns placed for en passant after a triple step (either crossed square) and for triple steps blocked halfway.
    for (const fen of ['rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', 'rnbqkbnr/pp1p1ppp/8/8/8/4p3/2p5/8/PPPPPPPP/RNBQKBNR w - - 0 1', 'rnbqkbnr/pppp1ppp/8/8/8/8/4p3/2P5/PP1PPPPP/RNBQKBNR w - - 0 1']) {
      const b = new ff.Board('ini-triple', fen);
      try {
        for (const depth of [1, 2, 3]) expect(perft(positionAt(loaded.variant.compiled, fen), depth), `${fen} d${depth}`).toBe(ffishPerft(b, depth, true));
      } finally {
        b.delete();
      }
    }
  }, 120_000);
  it('are reported at their line where no reach limit states them exactly', () => {
    const { r } = imported('[ini-triple3:chess]\ndoubleStepRegionWhite = *2\ndoubleStepRegionBlack = *7\ntripleStepRegionWhite = *3\ntripleStepRegionBlack = *6\n', 'triple3.ini');
    const s = r.sections[0]!;
    expect(s.ok).toBe(false);
    expect(s.diagnostics.map((d) => [d.line, d.column, d.code])).toEqual([[4, 1, 'ini-untranslated']]);
    expect(s.diagnostics[0]!.message).toMatch(/no initialReach keeps the three-square advance/);
  });
});

/** Seeded positions of an INI variant as ffish plays it: the start and `n` short random playouts (mulberry32). */
function ffishPositions(ff: Awaited<ReturnType<typeof loadFfish>>, name: string, n: number, seed: number): string[] {
  const next = mulberry32(seed);
  const start = new ff.Board(name);
  const out = [start.fen()];
  start.delete();
  for (let i = 0; i < n; i++) {
    const b = new ff.Board(name);
    for (let ply = 4 + Math.floor(next() * 30); ply > 0 && b.legalMoves() !== ''; ply--) {
      const moves = b.legalMoves().split(' ');
      b.push(moves[Math.floor(next() * moves.length)]!);
    }
    if (b.legalMoves() !== '') out.push(b.fen());
    b.delete();
  }
  return out;
}

describe('import-ini against ffish (test/fixtures/ini/ffish/)', () => {
  const FFISH_FIXTURES = join(FIXTURES, 'ffish');
  const load = (file: string) => {
    const text = readFileSync(join(FFISH_FIXTURES, file), 'utf8');
    const { r, host } = imported(text, file);
    const s = r.sections[0]!;
    const loaded = loadVariantSource(s.text ?? '', `/ini/${s.fileName}`, { host });
    return { text, s, loaded, host };
  };

  it('soldiershogi.ini: a section that takes shogi\'s nifu away stands alone, its soldier loses the pawn\'s promotion, and it counts as ffish does', async () => {
    const { text, s, loaded, host } = load('soldiershogi.ini');
    expect(s.diagnostics.map((d) => d.message)).toEqual([]);
    // No `parent: shogi`, whose drops.noDoubled a file inheriting from it would keep.
    expect(s.text).not.toMatch(/^parent:/m);
    expect(validateVariantSource(s.text!, `/ini/${s.fileName}`, { host }).diagnostics).toEqual([]);
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    expect(loaded.variant.spec.drops?.noDoubled ?? null).toBeNull();
    expect(loaded.variant.spec.drops?.noDropMate ?? []).toEqual([]);
    // That engine keys promotedPieceType by type: shogi's p:g belonged to the shogi pawn, not to the soldier now on p.
    expect(loaded.variant.spec.promotion.pieces).toEqual({ L: 'G', N: 'G', S: 'G', B: 'H', R: 'D', U: 'W', A: 'W' });
    const ff = await loadFfish();
    ff.loadVariantConfig(text);
    // The playouts, soldiers in the zone and in hand (drops onto files that hold one), and a soldier drop that mates.
    const fens = [...ffishPositions(ff, 'ini-soldiershogi', 6, 11), '4k4/9/2P1P4/9/9/9/9/9/4K4[PPpp] w - - 0 1', '3gkg3/3s1s3/9/9/9/9/9/9/4K4[P] w - - 0 1'];
    for (const fen of fens) {
      const b = new ff.Board('ini-soldiershogi', fen);
      try {
        for (const depth of [1, 2]) expect(perft(positionAt(loaded.variant.compiled, fen), depth), `${fen} d${depth}`).toBe(ffishPerft(b, depth, true));
      } finally {
        b.delete();
      }
    }
  }, 120_000);

  it('drawodds.ini: no royal piece, scored by draw odds; extinction types without a value are said and left out; counts and ends as ffish does', async () => {
    const { text, s, loaded, host } = load('drawodds.ini');
    const line = text.split('\n').findIndex((l) => l.startsWith('extinctionPieceTypes')) + 1;
    expect(s.diagnostics.map((d) => [d.severity, d.line, d.code])).toEqual([['warning', line, 'ini-ignored']]);
    expect(s.diagnostics[0]!.message).toMatch(/without 'extinctionValue' decides nothing/);
    expect(validateVariantSource(s.text!, `/ini/${s.fileName}`, { host }).diagnostics).toEqual([]);
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    const v = loaded.variant;
    expect([v.spec.extinction ?? null, v.spec.materialCounting, v.spec.repetition]).toEqual([null, 'blackDrawOdds', 0]);
    const ff = await loadFfish();
    ff.loadVariantConfig(text);
    for (const fen of ffishPositions(ff, 'ini-queenhunt', 5, 3)) {
      const b = new ff.Board('ini-queenhunt', fen);
      try {
        for (const depth of [1, 2, 3]) expect(perft(positionAt(v.compiled, fen), depth), `${fen} d${depth}`).toBe(ffishPerft(b, depth, true));
      } finally {
        b.delete();
      }
    }
    const ends = (fen: string, moves: string[]) => {
      const b = new ff.Board('ini-queenhunt', fen) as unknown as { isGameOver(c: boolean): boolean; result(c: boolean): string; push(m: string): boolean; delete(): void };
      try {
        for (const m of moves) expect(b.push(m), m).toBe(true);
        return b.isGameOver(true) ? b.result(true) : 'ongoing';
      } finally {
        b.delete();
      }
    };
    // Fifty moves without a capture: a draw, which the draw odds give Black.
    expect(game(v.compiled, '2q2q2/8/8/8/8/8/8/Q1Q2Q1Q w - - 99 60', ['a1a2']).outcome()).toEqual({ result: '0-1', reason: 'move-rule' });
    expect(ends('2q2q2/8/8/8/8/8/8/Q1Q2Q1Q w - - 99 60', ['a1a2'])).toBe('0-1');
    // nFoldRule = 0: a position met three times ends nothing.
    const shuffle = ['a1a2', 'c8c7', 'a2a1', 'c7c8', 'a1a2', 'c8c7', 'a2a1', 'c7c8'];
    expect(game(v.compiled, undefined, shuffle).outcome()).toBeNull();
    expect(ends(v.spec.startFen, shuffle)).toBe('ongoing');
    // Black without a queen has no move: the engine scores that stalemate a draw (its search: score cp 0), which the
    // file keeps; ffish's result() alone hands that draw to Black too, as for armageddon (iniExport.test.ts).
    expect(game(v.compiled, '8/8/8/8/8/8/8/Q1Q2Q1Q b - - 0 1').outcome()).toEqual({ result: '1/2-1/2', reason: 'stalemate' });
    expect(ends('8/8/8/8/8/8/8/Q1Q2Q1Q b - - 0 1', [])).toBe('0-1');
  }, 120_000);
});
