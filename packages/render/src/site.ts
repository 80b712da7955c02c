/**
 * A static site from a directory of variant files: one rules page per
 * variant (`<slug>.html`) and an `index.html` listing them by their `order`
 * (then title), each page linking its parent and its children. Built fully
 * in memory first, so a broken variant stops the build before anything is
 * written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { clip, containment, loadVariant, type Diagnostic, type LoadedVariant } from '@fairyforge/loader';
import { checkBody } from './bodyCheck.ts';
import { renderPage, type PageLink } from './page.ts';
import { PAGE_CSS } from './pageStyle.ts';
import { escapeXml } from './svg.ts';

export interface SiteFile {
  /** File name inside the output directory. */
  readonly name: string;
  readonly content: string;
}

export type SiteResult = { ok: true; files: SiteFile[]; variants: number } | { ok: false; diagnostics: Diagnostic[] };

export interface SiteOptions {
  /** The playground's address: each page links to it with its variant file's text in the fragment. */
  readonly playground?: string;
  /**
   * With a playground: whether the pages load its `boards.js` (beside the
   * playground's page, see boardsScript) to make their boards clickable.
   */
  readonly liveBoards?: boolean;
}

/** The address of the playground's `boards.js`: beside its page, as a browser resolves `boards.js` against the playground's address. */
export function boardsScript(playground: string): string {
  const path = playground.replace(/[?#].*$/, '');
  return `${path.slice(0, path.lastIndexOf('/') + 1)}boards.js`;
}

/**
 * The playground's share fragment for a file's text: `src=` and the text's
 * raw DEFLATE in base64url (the playground's share.ts reads it with fflate).
 */
export function playgroundFragment(text: string): string {
  return `src=${deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64url')}`;
}

export function buildSite(dir: string, options: SiteOptions = {}): SiteResult {
  const root = resolve(dir);
  const names = readdirSync(root).filter((n) => n.endsWith('.md')).sort();
  const variants: LoadedVariant[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const n of names) {
    const file = join(root, n);
    // The same rule as `validate DIR`: a link out of the directory is never read, so its target cannot be published.
    const c = containment(root, file);
    if (c.kind === 'outside') {
      diagnostics.push({ severity: 'error', code: 'symlink-outside', message: `a symbolic link to ${c.target}, outside ${root}: not read`, file, line: 1, column: 1 });
      continue;
    }
    const r = loadVariant(file);
    if (r.ok) diagnostics.push(...checkBody(r.variant));
    if (r.ok) variants.push(r.variant);
    else diagnostics.push(...r.diagnostics);
  }
  diagnostics.push(...nameClashes(variants));
  if (diagnostics.length) return { ok: false, diagnostics };

  const ordered = [...variants].sort((a, b) => orderOf(a) - orderOf(b) || a.title.localeCompare(b.title, 'en') || a.slug.localeCompare(b.slug, 'en'));
  const bySlug = new Map(ordered.map((v) => [v.slug, v]));
  const linkTo = (v: LoadedVariant): PageLink => ({ title: v.title, href: `${v.slug}.html` });
  const index: PageLink = { title: 'All variants', href: 'index.html' };

  const files: SiteFile[] = ordered.map((v) => {
    const parentSlug = typeof v.frontMatter.parent === 'string' ? v.frontMatter.parent : undefined;
    const parent = parentSlug ? bySlug.get(parentSlug) : undefined;
    const children = ordered.filter((c) => c.frontMatter.parent === v.slug).map(linkTo);
    const playground =
      options.playground === undefined
        ? {}
        : { playground: { title: 'Open it in the playground', href: `${options.playground}#${playgroundFragment(readFileSync(v.file, 'utf8'))}` }, ...(options.liveBoards ? { boards: boardsScript(options.playground) } : {}) };
    return { name: `${v.slug}.html`, content: renderPage(v, { index, ...(parent ? { parent: linkTo(parent) } : {}), children, ...playground }) };
  });
  files.push({ name: 'index.html', content: indexPage(ordered, bySlug) });
  return { ok: true, files, variants: ordered.length };
}

/**
 * Names the site writes besides the pages. A slug may not take one, nor a
 * name Windows keeps for a device (`con.html` is not a file there).
 */
export const SITE_RESERVED = ['index'] as const;
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

/**
 * Slugs that would write the same file: equal without case (one file on a
 * case-insensitive file system, as on macOS and Windows), or a reserved name.
 * Checked before anything is written, so the site is never left half-made.
 */
function nameClashes(variants: readonly LoadedVariant[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Map<string, LoadedVariant>();
  for (const v of variants) {
    const key = v.slug.toLowerCase();
    const at = { file: v.file, ...slugPosition(v) };
    const reserved = (SITE_RESERVED as readonly string[]).includes(key) ? 'a name the site writes itself' : DEVICE.test(v.slug) ? 'a device name on Windows' : null;
    if (reserved) {
      out.push({ severity: 'error', code: 'slug-reserved', message: `slug '${clip(v.slug)}' would write ${clip(v.slug)}.html, ${reserved}`, ...at, hint: 'choose another slug' });
      continue;
    }
    const other = seen.get(key);
    if (other) {
      out.push({ severity: 'error', code: 'slug-duplicate', message: `slug '${clip(v.slug)}' writes the same page as '${clip(other.slug)}' in ${other.file} (file names are compared without case)`, ...at });
      continue;
    }
    seen.set(key, v);
  }
  return out;
}

/** Where the `slug` key's value is, or the file's start when the slug comes from the file name. */
function slugPosition(v: LoadedVariant): { line: number; column: number } {
  const node = v.source.doc.get('slug', true) as { range?: [number, number] } | undefined;
  if (!node?.range) return { line: 1, column: 1 };
  const p = v.source.lines.linePos(node.range[0]);
  return { line: p.line + v.source.lineOffset, column: p.col + (p.line === 1 ? v.source.columnOffset : 0) };
}

function orderOf(v: LoadedVariant): number {
  const o = (v.frontMatter as Record<string, unknown>).order;
  return typeof o === 'number' && Number.isFinite(o) ? o : Number.MAX_SAFE_INTEGER;
}

function indexPage(ordered: readonly LoadedVariant[], bySlug: ReadonlyMap<string, LoadedVariant>): string {
  const items = ordered.map((v) => {
    const fm = v.frontMatter as Record<string, unknown>;
    const special = typeof fm.special === 'string' ? ` — ${escapeXml(fm.special)}` : '';
    const parent = typeof fm.parent === 'string' ? bySlug.get(fm.parent) : undefined;
    const based = parent ? ` <small>(rules based on <a href="${escapeXml(parent.slug)}.html">${escapeXml(parent.title)}</a>)</small>` : '';
    return `<li><a href="${escapeXml(v.slug)}.html"><strong>${escapeXml(v.title)}</strong></a> <small>${v.spec.cols}×${v.spec.rows}</small>${special}${based}</li>`;
  });
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="fairyforge">
<title>Chess variants</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<header><h1>Chess variants</h1><p class="lead">${ordered.length} variant${ordered.length === 1 ? '' : 's'}, each with its rules, its board and its pieces.</p></header>
<main>
<ol class="variants">
${items.join('\n')}
</ol>
</main>
<footer>Generated by fairyforge.</footer>
</body>
</html>
`;
}
