/**
 * The loader: inheritance, letter resolution and errors that name the file,
 * line and column instead of throwing.
 */
import { loadVariant, loadVariantFile, type Diagnostic } from '@fairyforge/loader';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'fairyforge-loader-'));

function write(name: string, text: string): string {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
}

function errorsOf(file: string): Diagnostic[] {
  const r = loadVariantFile(file);
  if (r.ok) throw new Error(`${file} loaded, but it should not`);
  return r.diagnostics;
}

const child = (engine: string, extra = '') => `---\ntitle: Test\n${extra}parent: chess\nengine:\n${engine}---\n\nBody.\n`;

describe('loading shipped variants', () => {
  it('chess has castling, en passant and Q R B N promotion', () => {
    const r = loadVariant('chess');
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const s = r.variant.spec;
    expect(s.pieces.map((p) => p.letter)).toEqual(['K', 'Q', 'R', 'B', 'N', 'P']);
    expect(s.castling).toEqual({ king: 'K', rooks: ['R'], kingFile: 4, kingsideFiles: [6], queensideFiles: [2] });
    expect(s.promotion).toEqual({ ranks: [7], choices: [['Q', 'R', 'B', 'N'], ['Q', 'R', 'B', 'N']], mandatory: true });
    expect(s.stalemate).toBe('draw');
  });

  it('the seed inherits from chess and takes camel and wildebeest from the catalogue', () => {
    const r = loadVariant('wildebeest');
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const s = r.variant.spec;
    expect(s.promotion.choices[0]).toEqual(['Q', 'R', 'N', 'C', 'W']);
    expect(s.pieces.find((p) => p.letter === 'C')).toMatchObject({ name: 'camel', betza: 'C' });
    expect(s.pieces.find((p) => p.letter === 'W')).toMatchObject({ name: 'wildebeest', betza: 'NC' });
    expect(s.pieces.some((p) => p.letter === 'B')).toBe(false);
    expect(r.variant.render).toEqual({ cellSize: 30 });
    expect(r.variant.body).toContain('## Standard Wildebeest Chess');
  });

  it('a child can define its own pieces and override rules', () => {
    const f = write(
      'own.md',
      child(`  topology: { type: grid, rows: 6, cols: 6 }\n  pieces:\n    A: { betza: BN, name: archbishop }\n    K: { piece: knight, royal: true }\n  setup: "rnakbr/pppppp/6/6/PPPPPP/RNAKBR"\n  rules:\n    promotion: { choices: [A, R] }\n    stalemate: loss\n    castling: false\n`),
    );
    const r = loadVariantFile(f);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const s = r.variant.spec;
    expect(s.pieces.find((p) => p.letter === 'A')).toMatchObject({ betza: 'BN', royal: false });
    expect(s.pieces.find((p) => p.letter === 'K')).toMatchObject({ betza: 'N', royal: true });
    expect(s.promotion.choices).toEqual([['A', 'R'], ['A', 'R']]);
    expect(s.stalemate).toBe('loss');
    expect(s.startFen).toBe('rnakbr/pppppp/6/6/PPPPPP/RNAKBR w - - 0 1');
  });
});

describe('errors are diagnostics with positions', () => {
  it('an unknown letter in the setup points at the letter', () => {
    const f = write('letter.md', child('  setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNY"\n'));
    const [d] = errorsOf(f);
    expect(d).toMatchObject({ code: 'piece-unknown', file: f, line: 5, column: 53 });
    expect(d!.message).toMatch(/'Y'/);
  });

  it('a Betza error points at the offending character inside the string', () => {
    const f = write('betza.md', child('  pieces:\n    X: { betza: "fmWfxF" }\n  setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNY"\n'));
    const [d] = errorsOf(f);
    expect(d).toMatchObject({ code: 'betza', line: 6, column: 22 });
  });

  it('a YAML syntax error has its line', () => {
    const f = write('yaml.md', '---\ntitle: Broken\nengine:\n  setup: [unclosed\n---\n');
    const [d] = errorsOf(f);
    expect(d!.code).toBe('yaml-syntax');
    expect(d!.line).toBeGreaterThanOrEqual(4);
  });

  it('a file without front-matter says so', () => {
    expect(errorsOf(write('plain.md', '# Just prose\n'))[0]).toMatchObject({ code: 'front-matter-missing', line: 1, column: 1 });
  });

  it('a missing parent, and a parent cycle', () => {
    expect(errorsOf(write('orphan.md', '---\nparent: no-such-variant\n---\n'))[0]).toMatchObject({ code: 'parent-unknown', line: 2, column: 9 });
    write('cycle-a.md', '---\nslug: cycle-a\nparent: cycle-b\n---\n');
    const b = write('cycle-b.md', '---\nslug: cycle-b\nparent: cycle-a\n---\n');
    expect(errorsOf(b)[0]!.code).toBe('parent-cycle');
  });

  it('a setup that does not fit the board', () => {
    const f = write('ranks.md', child('  setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP"\n'));
    expect(errorsOf(f)[0]).toMatchObject({ code: 'setup-placement', line: 5, column: 11 });
    expect(errorsOf(f)[0]!.message).toMatch(/7 ranks, the board has 8/);
  });

  it('unsupported players and topology', () => {
    const f = write('players.md', child('  players: [white, black, red]\n  topology: { type: hex, rows: 8, cols: 8 }\n'));
    const ds = errorsOf(f);
    expect(ds.map((d) => [d.code, d.line, d.message])).toEqual([
      ['bad-value', 5, 'engine.players must NOT have more than 2 items'],
      ['bad-value', 6, 'engine.topology.type must be one of: "grid"'],
    ]);
    const order = write('order.md', child('  players: [black, white]\n'));
    expect(errorsOf(order)[0]).toMatchObject({ code: 'players-unsupported', line: 5 });
  });

  it('a catalogue name with a typo gets a suggestion', () => {
    const f = write('typo.md', child('  pieces:\n    C: camle\n  setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNC"\n'));
    const [d] = errorsOf(f);
    expect(d).toMatchObject({ code: 'piece-unknown-name', line: 6, column: 8, hint: "did you mean 'camel'?" });
  });

  it("a name far from every catalogue name is taken for the author's own piece: the hint shows how to write its moves", () => {
    const f = write('own-general.md', child('  pieces:\n    G: general\n  setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNG"\n'));
    const [d] = errorsOf(f);
    expect(d).toMatchObject({ code: 'piece-unknown-name', line: 6, column: 8, hint: 'a piece of your own needs its moves in Betza, e.g. G: { name: general, betza: WF }' });
  });

  it('promotion to a royal piece', () => {
    const f = write('royal.md', child('  rules:\n    promotion: { choices: [K, Q] }\n'));
    expect(errorsOf(f)[0]!.code).toBe('promotion-royal');
  });

  it('a file that does not exist', () => {
    expect(errorsOf(join(dir, 'nope.md'))[0]).toMatchObject({ code: 'io', message: 'file not found' });
  });
});

describe('a catalogue in JSON', () => {
  it('is read from pieces.json beside the variant', () => {
    const jdir = mkdtempSync(join(tmpdir(), 'fairyforge-json-'));
    writeFileSync(
      join(jdir, 'pieces.json'),
      JSON.stringify({ pieces: { king: { letter: 'K', betza: 'K', royal: true, description: 'k' }, giraffe: { letter: 'G', betza: 'NN', description: 'a rider' } } }),
    );
    writeFileSync(join(jdir, 'mini.md'), '---\nengine:\n  topology: { type: grid, rows: 4, cols: 4 }\n  pieces: { G: giraffe }\n  setup: "k3/4/4/G2K"\n  rules: { castling: false }\n---\n');
    // G is White's only (a one-sided army), so it is declared, by its catalogue name.
    const r = loadVariantFile(join(jdir, 'mini.md'), { variantDirs: [] });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    // Declared pieces come first, then catalogue letters in catalogue order.
    expect(r.variant.spec.pieces.map((p) => [p.letter, p.betza])).toEqual([
      ['G', 'NN'],
      ['K', 'K'],
    ]);
  });
});

describe('files that change on disk', () => {
  it('are read afresh on a later turn of the event loop (a long-lived process sees edits)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyforge-edit-'));
    const write = (slug: string, stalemate: string) => writeFileSync(join(dir, 'base.md'), `---\nslug: ${slug}\nparent: chess\nengine:\n  rules: { stalemate: ${stalemate} }\n---\n`);
    writeFileSync(join(dir, 'child.md'), '---\nparent: renamed\n---\n');
    write('base', 'win');
    expect(loadVariantFile(join(dir, 'child.md')).ok).toBe(false); // no file declares `renamed` yet
    await new Promise((r) => setTimeout(r, 20));
    // An edit in place that changes the declared slug: the directory's listing stays the same.
    write('renamed', 'loss');
    await new Promise((r) => setTimeout(r, 20));
    const r = loadVariantFile(join(dir, 'child.md'));
    expect(r.ok && r.variant.spec.stalemate).toBe('loss');
  });
});
