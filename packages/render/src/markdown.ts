/**
 * Markdown to HTML with `marked` (GitHub-flavoured: tables, fenced code).
 * Variant files come from many authors, so raw HTML in them is shown as
 * text, and links may only use http(s), mailto or relative addresses.
 * Headings get ids so that pages can link into rules sections.
 */
import { Marked, type Tokens } from 'marked';
import { escapeXml } from './svg.ts';

const SAFE_HREF = /^(https?:|mailto:|#|\/|\.{0,2}\/|[^:/?#]+(?:[/?#]|$))/i;

export function markdownToHtml(markdown: string): string {
  const ids = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeXml(text);
      },
      link(token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        if (!SAFE_HREF.test(token.href)) return inner;
        const title = token.title ? ` title="${escapeXml(token.title)}"` : '';
        return `<a href="${escapeXml(token.href)}"${title}>${inner}</a>`;
      },
      image(token: Tokens.Image) {
        // Pictures must be self-contained: an image is shown by its description only.
        return escapeXml(token.text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const base = slugify(this.parser.parseInline(tokens, this.parser.textRenderer)) || 'section';
        const n = ids.get(base) ?? 0;
        ids.set(base, n + 1);
        return `<h${depth} id="${n ? `${base}-${n}` : base}">${inner}</h${depth}>\n`;
      },
    },
  });
  return marked.parse(markdown) as string;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
