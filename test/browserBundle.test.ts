/**
 * The data pipeline runs in a browser: betza, core, engine and the pure
 * loader bundle for the browser platform (where a Node built-in cannot
 * resolve), and the bundle, run where there is no `require`, `process`,
 * `Buffer` or file system, turns a variant's text into rules and counts perft.
 */
import { build } from 'esbuild';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserBuildOptions } from '../packages/loader/scripts/browserBundle.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

// The entry a web page would write: the pure loader, core's perft and the engine.
const entry = `
export * from '@fairyforge/loader/pure';
export { perft, Position, parseFen } from '@fairyforge/core';
export { search } from '@fairyforge/engine';
`;

async function bundle(format: 'esm' | 'iife') {
  const r = await build({
    ...browserBuildOptions(['source']),
    entryPoints: undefined,
    stdin: { contents: entry, resolveDir: root, sourcefile: 'page.ts', loader: 'ts' },
    format,
    ...(format === 'iife' ? { globalName: 'fairyforge' } : {}),
    write: false,
    metafile: true,
  });
  return { code: r.outputFiles![0]!.text, inputs: Object.keys(r.metafile!.inputs) };
}

/** Runs the bundle in a fresh context with only what a browser page has of these. */
function runInPage(code: string): Record<string, any> {
  const page = { TextEncoder, TextDecoder, console, structuredClone, performance };
  return runInNewContext(`${code}\n;fairyforge`, page, { timeout: 60_000 });
}

describe('the browser bundle', () => {
  it('has no Node built-in and no file-system access in its modules', async () => {
    const { code, inputs } = await bundle('esm');
    expect(inputs.some((i) => i.includes('packages/loader/src/pure.ts'))).toBe(true);
    // Node's side of the loader stays out.
    expect(inputs.filter((i) => i.includes('packages/loader/src/node/') || i.endsWith('packages/loader/src/index.ts'))).toEqual([]);
    expect(code).not.toMatch(/\bfrom\s*["']node:|require\(["'](node:)?(fs|path|url|os|child_process|worker_threads)["']\)/);
    // Only the two documented stand-ins replace Node APIs.
    expect(inputs.filter((i) => i.includes('packages/loader/browser/')).sort()).toEqual(['packages/loader/browser/buffer.js', 'packages/loader/browser/fs.js']);
  });

  it('loads a variant from its text and counts perft in a page without Node', async () => {
    const { code } = await bundle('iife');
    const ff = runInPage(code);
    expect(typeof (globalThis as { process?: unknown }).process).toBe('object'); // the test itself runs in Node…
    expect(runInNewContext('typeof process + typeof require + typeof Buffer', {})).toBe('undefinedundefinedundefined'); // …the page does not.
    // The seed's Wildebeest, bundled as data: perft 3 from the start (the oracle's count).
    const seed = ff.loadVariant('wildebeest');
    expect(seed.ok).toBe(true);
    const start = ff.parseFen(seed.variant.compiled, seed.variant.spec.startFen);
    expect(ff.perft(start.position, 3)).toBe(62751);
    // A variant written in the page, whose parent is a bundled variant.
    const text = ['---', 'parent: chess', 'engine:', '  pieces: { N: { betza: NC, name: wildebeest } }', '---', 'Knights move as wildebeests.', ''].join('\n');
    const mine = ff.loadVariantSource(text, '/mine/wide-knights.md', { host: ff.memoryHost({ '/mine/wide-knights.md': text }) });
    expect(mine.ok).toBe(true);
    expect(mine.variant.chain).toEqual(['/mine/wide-knights.md', 'fairyforge:variants/chess.md']);
    const pos = ff.parseFen(mine.variant.compiled, mine.variant.spec.startFen).position;
    // Each knight has its two knight moves plus camel leaps to a4/c4 (b1) or f4/h4 (g1): 16 pawn moves + 8.
    expect(ff.perft(pos, 1)).toBe(24);
    // Validation gives the same positioned diagnostics as in Node.
    const bad = ff.validateVariantSource(text.replace('parent: chess', 'parent: chesss'), '/mine/typo.md');
    expect(bad.diagnostics[0]).toMatchObject({ code: 'parent-unknown', file: '/mine/typo.md', line: 2, hint: "did you mean 'chess'?" });
  }, 120_000);
});
