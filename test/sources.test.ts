/**
 * Guards on the shape of the code: no variant-specific branch in the
 * packages, and one direction of dependencies.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = join(root, 'packages');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(e.name) ? [p] : [];
  });
}

// Every package's run-time sources (the benchmark package has none: it names the variants it measures, as tests do).
const srcFiles = readdirSync(packagesDir)
  .filter((p) => existsSync(join(packagesDir, p, 'src')))
  .flatMap((p) => sources(join(packagesDir, p, 'src')));
const slugs = readdirSync(join(root, 'variants'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));

describe('package sources', () => {
  it('exist', () => expect(srcFiles.length).toBeGreaterThan(10));

  // Words that also name a rule or its value: `counting: makruk`, `counting: cambodian` and `counting: asean` are
  // Fairy-Stockfish's names for the counting rules those games share with others, and `extinction` is a rule key and an
  // outcome reason as well as the variant named after it — not branches on a variant (the
  // test below still forbids comparing a slug). Likewise `makpong` is the rule key of Makpong's
  // rule, and `capture` is the everyday word for a move that takes. `clobber` is also one of
  // Fairy-Stockfish's built-in piece types, which the INI importer translates by name. `placement` is
  // also the FEN's first field (placement.ts), and `sittuyin` the key of sittuyin's promotion rule
  // (`promotion.sittuyin`, Fairy-Stockfish's sittuyinPromotion), as `makpong` is. `duck` is a value of
  // the `walls` rule (Fairy-Stockfish's `wallingRule = duck`: the one wall moves every turn), as `arrow` is. `ataxx` is
  // also a value of the flip rule (`flip: { rule: ataxx }`, Fairy-Stockfish's name for that way of flipping), as `snort` is
  // (`flip: { rule: snort }`, Fairy-Stockfish's `enclosingDrop = snort`), and `quadwrangle` (`flip: { rule: quadwrangle }`,
  // Fairy-Stockfish's `flipEnclosedPieces = quadwrangle`). `screen` is also the piece a hopper jumps over,
  // a kind of mark in the move diagrams (render's marks.ts). `forward` is a direction in plain English (betza's describe.ts).
  // `janggi` is also a value of material counting (`materialCounting: janggi`, Fairy-Stockfish's JANGGI_MATERIAL: janggi's weighed count).
  const ruleValues = ['makruk', 'cambodian', 'asean', 'extinction', 'makpong', 'capture', 'clobber', 'placement', 'sittuyin', 'duck', 'ataxx', 'snort', 'quadwrangle', 'screen', 'forward', 'janggi'];
  it.each(slugs.filter((s) => s !== 'chess' && !ruleValues.includes(s)))('never mention the variant slug %s', (slug) => {
    for (const f of srcFiles) {
      const text = readFileSync(f, 'utf8');
      expect(text.includes(`'${slug}'`) || text.includes(`"${slug}"`), `${f} mentions ${slug}`).toBe(false);
    }
  });

  it('never branch on a variant slug or title', () => {
    for (const f of srcFiles) {
      const lines = readFileSync(f, 'utf8').split('\n');
      const bad = lines.filter((l) => /\.(slug|title)\s*[!=]==?\s*['"]/.test(l) && !/typeof /.test(l));
      expect(bad, `${f} compares a slug or title`).toEqual([]);
    }
  });

  it('keep Node out of what must run in a browser: betza, core, engine and the pure loader', () => {
    const browserSafe = srcFiles.filter((f) => {
      const rel = f.slice(packagesDir.length + 1).replace(/\\/g, '/');
      if (/^(betza|core|engine)\//.test(rel)) return true;
      // The loader's Node layer is src/node/ and its Node entry point src/index.ts.
      return rel.startsWith('loader/src/') && !rel.startsWith('loader/src/node/') && rel !== 'loader/src/index.ts';
    });
    expect(browserSafe.length).toBeGreaterThan(40);
    const builtins = /(?:from|import)\s*\(?\s*['"](node:[^'"]+|fs|path|url|os|child_process|worker_threads|module|process|buffer|util|crypto|readline|vm)['"]|\brequire\s*\(|\bprocess\.|\bBuffer\b|__dirname|import\.meta\.url/;
    for (const f of browserSafe) {
      const bad = readFileSync(f, 'utf8').split('\n').map((l, i) => `${i + 1}: ${l}`).filter((l) => builtins.test(l.replace(/^\d+: /, '')) && !/^\d+:\s*(\/\/|\*)/.test(l));
      expect(bad, `${f} uses Node`).toEqual([]);
    }
  });

  it("keep Node out of the playground's browser code", () => {
    const playground = srcFiles.filter((f) => f.slice(packagesDir.length + 1).startsWith('playground/'));
    expect(playground.length).toBeGreaterThan(5);
    for (const f of playground) {
      const bad = readFileSync(f, 'utf8').split('\n').filter((l) => /(?:from|import)\s*\(?\s*['"]node:/.test(l));
      expect(bad, `${f} imports a Node module`).toEqual([]);
    }
  });

  it('import only downwards: cli -> loader -> core -> betza', () => {
    const allowed: Record<string, string[]> = {
      betza: [],
      core: ['betza'],
      loader: ['core', 'betza'],
      engine: ['core', 'betza'],
      render: ['loader', 'core', 'betza'],
      cli: ['loader', 'core', 'betza', 'render', 'engine'],
      playground: ['loader', 'core', 'betza', 'render', 'engine'],
    };
    for (const f of srcFiles) {
      const pkg = f.slice(packagesDir.length + 1).split('/')[0]!;
      const imports = [...readFileSync(f, 'utf8').matchAll(/from '@fairyforge\/([a-z]+)'/g)].map((m) => m[1]!);
      for (const i of imports) expect(allowed[pkg], `${f} imports @fairyforge/${i}`).toContain(i);
    }
  });
});
