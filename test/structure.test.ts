/**
 * Guards on the size and wiring of the code, measured with the TypeScript
 * compiler's own parser (no type checking needed, so it is quick):
 * - no function in packages/<pkg>/src longer than MAX_FUNCTION_LINES;
 * - no file in packages/<pkg>/src longer than MAX_FILE_LINES;
 * - no import cycle between files of packages/<pkg>/src.
 * Known offenders outside the kernel are listed explicitly below, so that the
 * list can only shrink: a new offender fails, and so does a listed one that
 * has been fixed (remove it from the list then).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = join(root, 'packages');

export const MAX_FUNCTION_LINES = 150;
/** Files longer than this are split by what they hold (generated code aside). */
export const MAX_FILE_LINES = 500;

/** The lines of a file, a trailing newline not counting as one more. */
export function fileLines(text: string): number {
  return text.length === 0 ? 0 : text.replace(/\n$/, '').split('\n').length;
}

/**
 * Functions known to be longer than MAX_FUNCTION_LINES, as "path#name".
 * Each is a debt to pay off: split it, then delete its line here. The move
 * generator kernel (packages/core/src/kernel*) must never appear here.
 */
const LONG_FUNCTION_ALLOW_LIST: readonly string[] = [];

/** Import cycles known to exist, as the sorted list of their files joined by " ". None may be in core. */
const CYCLE_ALLOW_LIST: readonly string[] = [];

/** Hand-written run-time sources: no tests, fixtures, declaration files or generated code. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(p);
    return /\.(ts|mts)$/.test(e.name) && !/\.(test|fixture|generated)\.ts$|\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

const srcFiles = readdirSync(packagesDir)
  .filter((p) => existsSync(join(packagesDir, p, 'src')))
  .flatMap((p) => sources(join(packagesDir, p, 'src')));

const rel = (f: string) => relative(packagesDir, f).replace(/\\/g, '/');

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** A readable name for a function node: its own, its variable's or property's, or `<anonymous>@line`. */
function functionName(node: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  const own = node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;
  let name = own;
  const parent = node.parent;
  if (!name && parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && ts.isIdentifier(parent.name)) name = parent.name.text;
  if (ts.isConstructorDeclaration(node)) name = 'constructor';
  const cls = ts.isClassLike(parent) && parent.name ? `${parent.name.text}.` : '';
  return name ? cls + name : `<anonymous>@${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
}

export interface FunctionSize {
  readonly id: string;
  readonly line: number;
  readonly lines: number;
}

/** Every function with a body, nested ones included; a function's lines are those of its whole text. */
export function functionSizes(file: string): FunctionSize[] {
  const sf = parse(file);
  const out: FunctionSize[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const first = sf.getLineAndCharacterOfPosition(fn.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(fn.getEnd()).line;
      out.push({ id: `${rel(file)}#${functionName(fn, sf)}`, line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Files a source imports or re-exports by a relative path (type-only imports included: they tie files together too). */
export function relativeImports(file: string): string[] {
  const sf = parse(file);
  const out: string[] = [];
  const add = (spec: ts.Expression | undefined) => {
    if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) out.push(resolve(dirname(file), spec.text.replace(/\.js$/, '.ts')));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Strongly connected components of more than one file (or a file importing itself): the import cycles. */
export function importCycles(files: readonly string[]): string[][] {
  const edges = new Map(files.map((f) => [f, relativeImports(f).filter((t) => files.includes(t))]));
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || edges.get(v)!.includes(v)) cycles.push(scc.map(rel).sort());
  };
  for (const f of files) if (!index.has(f)) connect(f);
  return cycles;
}

describe('code structure', () => {
  it('finds the sources', () => expect(srcFiles.length).toBeGreaterThan(50));

  it('measures functions honestly', () => {
    // This file's own measurer, on itself: connect() spans its whole text, nested functions included.
    const self = functionSizes(fileURLToPath(import.meta.url));
    const connect = self.find((f) => f.id.endsWith('#connect'))!;
    expect(connect.lines).toBeGreaterThan(20);
    expect(self.find((f) => f.id.endsWith('#importCycles'))!.lines).toBeGreaterThan(connect.lines);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines in packages/*/src, except the listed known offenders`, () => {
    const long = srcFiles.flatMap(functionSizes).filter((f) => f.lines > MAX_FUNCTION_LINES);
    const unlisted = long.filter((f) => !LONG_FUNCTION_ALLOW_LIST.includes(f.id)).map((f) => `${f.id} (line ${f.line}): ${f.lines} lines`);
    expect(unlisted, 'functions over the limit: split them').toEqual([]);
    // A listed offender that is no longer too long must leave the list.
    expect(LONG_FUNCTION_ALLOW_LIST.filter((id) => !long.some((f) => f.id === id)), 'fixed: remove from the allow-list').toEqual([]);
    expect(LONG_FUNCTION_ALLOW_LIST.filter((id) => id.startsWith('core/src/kernel'))).toEqual([]);
  });

  it(`has no file over ${MAX_FILE_LINES} lines in packages/*/src`, () => {
    const long = srcFiles.filter((f) => fileLines(readFileSync(f, 'utf8')) > MAX_FILE_LINES).map(rel);
    expect(long).toEqual([]);
    // The count itself: 501 lines is one too many, 500 with a final newline is not.
    expect(fileLines('x\n'.repeat(MAX_FILE_LINES))).toBe(MAX_FILE_LINES);
    expect(fileLines('x\n'.repeat(MAX_FILE_LINES + 1))).toBe(MAX_FILE_LINES + 1);
  });

  it('has no import cycle between files of packages/*/src, except the listed known ones', () => {
    const cycles = importCycles(srcFiles).map((c) => c.join(' '));
    expect(cycles.filter((c) => !CYCLE_ALLOW_LIST.includes(c)), 'import cycles').toEqual([]);
    expect(CYCLE_ALLOW_LIST.filter((c) => !cycles.includes(c)), 'fixed: remove from the allow-list').toEqual([]);
    expect(CYCLE_ALLOW_LIST.filter((c) => c.includes('core/src/'))).toEqual([]);
  });

  it('detects a cycle and a long function when there is one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ff-structure-'));
    const a = join(dir, 'a.ts');
    const b = join(dir, 'b.ts');
    const c = join(dir, 'c.ts');
    writeFileSync(a, "import type { B } from './b.ts';\nexport type A = B;\n");
    writeFileSync(b, "import { c } from './c.js';\nexport type B = number;\nexport function long() {\n" + '  c();\n'.repeat(MAX_FUNCTION_LINES) + '}\n');
    writeFileSync(c, "export * from './a.ts';\nexport const c = () => 0;\n");
    expect(importCycles([a, b, c]).map((s) => s.map((f) => f.slice(f.lastIndexOf('/') + 1)))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCycles([a, b])).toEqual([]);
    const sizes = functionSizes(b);
    expect(sizes.find((f) => f.id.endsWith('#long'))!.lines).toBe(MAX_FUNCTION_LINES + 2);
    rmSync(dir, { recursive: true });
  });
});
