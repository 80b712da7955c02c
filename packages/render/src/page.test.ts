import { describe, expect, it } from 'vitest';
import { loadVariantSource } from '@fairyforge/loader';
import { markdownToHtml } from './markdown.ts';
import { renderPage } from './page.ts';
import { buildSite } from './site.ts';
import { variant } from './testing.fixture.ts';
import { fileURLToPath } from 'node:url';

const variantsDir = fileURLToPath(new URL('../../../variants/', import.meta.url));
const visibleText = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

describe('rules pages', () => {
  const seed = variant('wildebeest');
  const html = renderPage(seed);

  it('show the full rules text of the seed', () => {
    const text = visibleText(html).replace(/\s+/g, ' ');
    // Every line of prose in the body appears, stripped of its Markdown.
    const prose = seed.body
      .split('\n')
      .filter((l) => l.trim() && !/^\s*(\||```|\{\{|#)/.test(l) && !/^[.rnpPRN] /.test(l))
      .map((l) => l.replace(/^[-*] |\*\*|\*|`/g, '').replace(/\s+/g, ' ').trim());
    expect(prose.length).toBeGreaterThan(12);
    for (const p of prose) expect(text, p).toContain(p);
    for (const h of ['Starting Position', 'Camel (C)', 'Wildebeest (W)', 'Pawns', 'Castling', 'Win Condition', 'Attribution']) expect(html).toMatch(new RegExp(`<h[2-4] id="[^"]+">${h.replace(/[()]/g, '\\$&')}</h`));
    // Tables and the code block survive as HTML.
    expect(html).toContain('<td>(3,1) — 3 squares in one direction, 1 perpendicular</td>');
    expect(html).toContain('<pre><code>r n c w q k w c n r  (rank 10 — Black)');
  });

  it('put the board where the directive was, with its caption', () => {
    const figure = html.indexOf('<figure class="board"><svg');
    expect(figure).toBeGreaterThan(html.indexOf('<h2 id="standard-wildebeest-chess">'));
    expect(figure).toBeLessThan(html.indexOf('Played on an'));
    expect(html).toContain('<figcaption>Standard Wildebeest Chess — starting position</figcaption></figure>');
    expect(html).not.toContain('{{svg:');
    expect(html).not.toContain('FFSVGDIRECTIVE');
  });

  it('end with a piece table: name, letter, Betza, movement in words, move diagram', () => {
    const table = html.slice(html.indexOf('<table class="piece-table">'));
    for (const letter of ['K', 'Q', 'R', 'N', 'P', 'C', 'W']) expect(table).toContain(`<tr id="piece-${letter}">`);
    expect(table).toContain('<td><code>NC</code></td><td>Moves or captures with a knight&#39;s leap (2,1) or a camel&#39;s leap (3,1).</td>');
    expect((table.match(/<svg /g) ?? []).length).toBe(7);
  });

  it('are self-contained: no scripts, no external references, unique ids', () => {
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|url\(/i);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    for (const h of hrefs) expect(h.startsWith('#')).toBe(true);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(renderPage(variant('wildebeest'))).toBe(html);
  });

  it('show raw HTML in a variant body as text, and drop unsafe links', () => {
    const out = markdownToHtml('Hi <script>alert(1)</script> [x](javascript:alert(1)) [y](chess.html) ![pic](http://example.com/a.png)');
    expect(out).toContain('&lt;script&gt;');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('<a href="chess.html">y</a>');
    expect(out).not.toContain('example.com');
  });

  it('handle a directive with no caption, and directives inside code blocks stay code', () => {
    const text = '---\nparent: chess\ntitle: Tiny\n---\n{{svg:tiny.svg}}\n\n```\n{{svg:example.svg "not a picture"}}\n```\n';
    const r = loadVariantSource(text, `${variantsDir}tiny-test.md`);
    if (!r.ok) throw new Error(r.diagnostics[0]!.message);
    const page = renderPage(r.variant);
    expect(page).toContain('<figcaption>Tiny — starting position</figcaption>');
    expect(page).toContain('{{svg:example.svg &quot;not a picture&quot;}}');
    expect((page.match(/<figure class="board">/g) ?? []).length).toBe(1);
  });
});

describe('the site', () => {
  const site = buildSite(variantsDir);
  if (!site.ok) throw new Error(site.diagnostics.map((d) => d.message).join('; '));
  const files = new Map(site.files.map((f) => [f.name, f.content]));

  it('has a page per variant and an index', () => {
    expect(files.size).toBe(site.variants + 1);
    expect(files.has('index.html')).toBe(true);
    expect(files.has('wildebeest.html')).toBe(true);
    expect(files.has('chess.html')).toBe(true);
  });

  it('orders the index by `order`: chess (0), then the seed (1)', () => {
    const index = files.get('index.html')!;
    const links = [...index.matchAll(/<li><a href="([a-z0-9-]+)\.html">/g)].map((m) => m[1]!);
    expect(links.slice(0, 2)).toEqual(['chess', 'wildebeest']);
    expect(links).toHaveLength(site.variants);
  });

  it('links each page to its parent and the parent to its children', () => {
    const seed = files.get('wildebeest.html')!;
    expect(seed).toContain('<dt>Rules based on</dt><dd><a href="chess.html">Chess</a></dd>');
    expect(seed).toContain('<nav><a href="index.html">All variants</a></nav>');
    const chess = files.get('chess.html')!;
    expect(chess).toContain('<a href="wildebeest.html">Standard Wildebeest Chess</a>');
    const capablanca = files.get('capablanca.html')!;
    expect(capablanca).toMatch(/<dt>Variants of it<\/dt><dd>.*gothic\.html/);
  });
});
