/**
 * `fairyforge validate` and `fairyforge resolve`, and the validation library
 * behind them.
 */
import { run } from '@fairyforge/cli';
import { validateVariantFile, validateVariantSource } from '@fairyforge/loader';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const dir = mkdtempSync(join(tmpdir(), 'fairyforge-validate-'));
function write(name: string, text: string): string {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
}

const typo = write('typo.md', '---\nparent: chess\nengine:\n  rules:\n    castlng: false\n---\n\nBody.\n');
const unused = write('unused.md', '---\nparent: chess\nengine:\n  pieces:\n    Z: zebra\n---\n');
const failing = write(
  'failing.md',
  '---\nparent: chess\nengine:\n  setup: "4k3/8/8/8/8/8/8/4K3"\ntests:\n  - name: kings only\n    perft: { 1: 6 }\n  - name: a legal king move\n    legal: [e1e2]\n    illegal: [e1f2]\n---\n',
);

describe('the shipped variants', () => {
  it('validate with zero errors and zero warnings, tests included', async () => {
    const r = await cli('validate', 'variants/', '--format', 'json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.files.length).toBeGreaterThanOrEqual(3);
    expect(j.diagnostics).toEqual([]);
  });

  it('fail when a travelling test fails (the seed keeps its tests beside it)', () => {
    const seedTests = validateVariantFile('variants/wildebeest.md');
    expect(seedTests.diagnostics).toEqual([]);
  });
});

describe('diagnostics', () => {
  it('name the unknown key with a did-you-mean hint, at its line and column', () => {
    const [d] = validateVariantFile(typo).diagnostics;
    expect(d).toMatchObject({ code: 'unknown-key', line: 5, column: 5, endLine: 5, endColumn: 12, hint: "did you mean 'castling'?" });
  });

  it('warn about a piece that is defined and never used', () => {
    const ds = validateVariantFile(unused).diagnostics;
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ severity: 'warning', code: 'piece-unused', line: 5, column: 5 });
  });

  it('report a failing test case at the line that states it', () => {
    const ds = validateVariantFile(failing).diagnostics;
    expect(ds.map((d) => [d.code, d.line, d.message])).toEqual([
      ['test-failed', 7, "test 'kings only': perft 1: expected 6, got 5"],
      ['test-failed', 10, "test 'a legal king move': 'e1f2' should not be legal, but is"],
    ]);
  });

  it("a perft test written as { depth, nodes } says at each entry what the form is", () => {
    const r = validateVariantSource("---\nparent: chess\ntests:\n  - name: start\n    perft: { depth: 1, nodes: 20 }\n---\n", join(dir, 'perft-form.md'));
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.message, d.hint])).toEqual([
      ['test-failed', 5, 21, "test 'start': perft depth must be 1..6, not 'depth'", 'perft maps each depth to its node count: perft: { 1: 20, 2: 400 }'],
      ['test-failed', 5, 31, "test 'start': perft depth must be 1..6, not 'nodes'", 'perft maps each depth to its node count: perft: { 1: 20, 2: 400 }'],
    ]);
  });

  it('come from text as well as files', () => {
    const r = validateVariantSource('---\nparent: chess\nengine:\n  render: { cellSize: 0, light: "notacolour" }\n---\n{{svg:board.svg "open\n', join(dir, 'inline.md'));
    // Every problem at once: the schema error does not hide the colour or the directive.
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['bad-value', 4],
      ['render-colour', 4],
      ['directive-unclosed', 6],
    ]);
    const r2 = validateVariantSource('---\nparent: chess\nengine:\n  render: { light: "notacolour" }\n---\n{{svg:board.svg "open\n', join(dir, 'inline2.md'));
    expect(r2.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['render-colour', 4, 20],
      ['directive-unclosed', 6, 1],
    ]);
  });
});

describe('fairyforge validate', () => {
  it('prints a code frame under each message and a summary', async () => {
    const r = await cli('validate', typo);
    expect(r.code).toBe(1);
    expect(r.out).toContain("error: unknown key 'castlng' in engine.rules [unknown-key]");
    expect(r.out).toContain('> 5 |     castlng: false');
    expect(r.out).toContain('    |     ^^^^^^^');
    expect(r.out).toContain("hint: did you mean 'castling'?");
    expect(r.out).toMatch(/1 file checked in [\d.]+ s: 1 error, 0 warnings$/);
  });

  it('prints GitHub workflow commands', async () => {
    const r = await cli('validate', typo, unused, '--format', 'github');
    expect(r.out).toMatch(/^::error file=[^,]*typo\.md,line=5,col=5,endLine=5,endColumn=12,title=fairyforge unknown-key::unknown key 'castlng' in engine\.rules \(hint: did you mean 'castling'\?\)$/m);
    expect(r.out).toMatch(/^::warning file=[^,]*unused\.md,line=5,col=5,/m);
  });

  it('exits 0 with warnings only, 1 with --strict', async () => {
    expect((await cli('validate', unused)).code).toBe(0);
    expect((await cli('validate', unused, '--strict')).code).toBe(1);
  });

  it('skips the variant tests with --no-tests', async () => {
    expect((await cli('validate', failing)).code).toBe(1);
    expect((await cli('validate', failing, '--no-tests')).code).toBe(0);
  });

  it('exits 2 for usage and I/O problems', async () => {
    expect((await cli('validate')).code).toBe(2);
    expect((await cli('validate', 'variants/', '--format', 'xml')).code).toBe(2);
    const missing = await cli('validate', join(dir, 'nope.md'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/no such file or directory/);
  });
});

describe('fairyforge resolve', () => {
  it('shows every inherited value with where it came from', async () => {
    // By path: the parent is found beside the file, in the repository's variants/.
    const r = await cli('resolve', 'variants/wildebeest.md', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.chain).toEqual(['variants/wildebeest.md', 'variants/chess.md']);
    expect(j.board).toMatchObject({ cols: 11, rows: 10, from: 'file', file: 'variants/wildebeest.md' });
    expect(j.pieces.find((p: { letter: string }) => p.letter === 'W')).toMatchObject({ name: 'wildebeest', betza: 'NC', from: 'catalogue', file: 'variants/pieces.yaml' });
    expect(j.pieces.find((p: { letter: string }) => p.letter === 'K')).toMatchObject({ royal: true, from: 'file', file: 'variants/chess.md' });
    expect(j.rules.castling).toMatchObject({ value: { king: 'K', kingFile: 'e' }, from: 'file', file: 'variants/chess.md' });
    expect(j.rules.promotion.choices).toEqual({ value: { white: ['Q', 'R', 'N', 'C', 'W'], black: ['Q', 'R', 'N', 'C', 'W'] }, from: 'default' });
    expect(j.rules.initialRanks.value).toEqual({ P: { white: [2], black: [2] } });
    expect(j.rules.stalemate).toMatchObject({ value: 'draw', from: 'file', file: 'variants/chess.md' });
  });

  it('prints a readable listing', async () => {
    const r = await cli('resolve', 'variants/chess.md');
    expect(r.out).toMatch(/castling: +K with R: e -> g \/ c +\(variants\/chess\.md:\d+\)/);
  });

  it('names a variant given by slug after the bundled copy it read', async () => {
    const r = await cli('resolve', 'wildebeest', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).chain).toEqual(['fairyforge:variants/wildebeest.md', 'fairyforge:variants/chess.md']);
    expect((await cli('resolve', 'chess')).out).toMatch(/castling: +K with R: e -> g \/ c +\(fairyforge:variants\/chess\.md:\d+\)/);
  });
});

describe('the README', () => {
  it("shows a travelling test that passes as written", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const block = /```yaml\n(tests:\n[\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const f = write('readme-example.md', `---\nparent: chess\n${block}---\n`);
    expect(validateVariantFile(f).diagnostics).toEqual([]);
  });
});
