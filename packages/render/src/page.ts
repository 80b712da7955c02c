/**
 * A variant's rules page: one self-contained HTML file (inline CSS and
 * SVG, no external references; no script, unless `boards` names one). The Markdown body is rendered
 * as written, with each `{{svg:NAME "caption"}}` directive replaced by the
 * start-position board and its caption, followed by a generated table of
 * the pieces: name, letter, Betza, the movement in plain English (from the
 * Betza syntax tree) and a move diagram.
 */
import { basename } from 'node:path';
import { describeBetza } from '@fairyforge/betza';
import { findDirectives, type LoadedVariant } from '@fairyforge/loader';
import { renderScene } from './board.ts';
import { assertBodyWithinLimits } from './bodyCheck.ts';
import { pieceDiagramScene } from './diagram.ts';
import { markdownToHtml } from './markdown.ts';
import { boardScene } from './position.ts';
import { PAGE_CSS } from './pageStyle.ts';
import { escapeXml } from './svg.ts';

export interface PageLink {
  readonly title: string;
  readonly href: string;
}

export interface PageOptions {
  /** Link back to the index of a site. */
  readonly index?: PageLink;
  /** The parent variant and the variants that inherit from this one, when they have pages. */
  readonly parent?: PageLink;
  readonly children?: readonly PageLink[];
  /** The playground with this variant loaded (`fairyforge site` makes it). */
  readonly playground?: PageLink;
  /**
   * The address of the playground's `boards.js`, which makes the page's
   * boards clickable where scripts run (`fairyforge site` sets it). The page
   * then loads it as a module script, each board's figure carries its
   * variant (`data-variant`) and position (`data-fen`), and the playground
   * link is marked `data-playground` (the script reads the variant's text
   * from it). Without scripts the page reads as it does without this.
   */
  readonly boards?: string;
  /** Square size of the move diagrams in the piece table (default 24). */
  readonly diagramCellSize?: number;
}

/** Replaced by a figure after the Markdown is rendered; letters only, so Markdown leaves it alone. */
const token = (i: number) => `FFSVGDIRECTIVE${i}X`;

export function renderPage(v: LoadedVariant, options: PageOptions = {}): string {
  assertBodyWithinLimits(v);
  const figures: string[] = [];
  const { directives } = findDirectives(v.body, v.bodyLine, v.file);
  const lines = v.body.split('\n');
  // Replace right to left within a line so that earlier columns stay valid.
  for (const [i, d] of [...directives.entries()].reverse()) {
    const at = d.line - v.bodyLine;
    const text = lines[at]!;
    lines[at] = text.slice(0, d.column - 1) + token(i) + text.slice(d.column - 1 + d.text.length);
  }
  directives.forEach((d, i) => {
    const caption = d.caption ?? `${v.title} — starting position`;
    const svg = renderScene(boardScene(v, { title: caption, idPrefix: `ff-board${i + 1}` })).trimEnd();
    const live = options.boards ? ` data-variant="${escapeXml(v.slug)}" data-fen="${escapeXml(v.spec.startFen)}"` : '';
    figures[i] = `<figure class="board"${live}>${svg}<figcaption>${escapeXml(caption)}</figcaption></figure>`;
  });
  let body = markdownToHtml(lines.join('\n'));
  figures.forEach((fig, i) => {
    body = body.replace(`<p>${token(i)}</p>`, fig).replace(token(i), fig);
  });

  const fm = v.frontMatter as Record<string, unknown>;
  const facts: [string, string][] = [];
  const text = (k: string) => (typeof fm[k] === 'string' || typeof fm[k] === 'number' ? String(fm[k]) : undefined);
  facts.push(['Board', `${v.spec.cols} × ${v.spec.rows} (files a–${String.fromCharCode(96 + v.spec.cols)}, ranks 1–${v.spec.rows})`]);
  if (text('players')) facts.push(['Players', escapeXml(text('players')!)]);
  if (text('win')) facts.push(['Goal', escapeXml(text('win')!)]);
  if (typeof fm.parent === 'string') facts.push(['Rules based on', options.parent ? link(options.parent) : escapeXml(fm.parent)]);
  if (options.children?.length) facts.push(['Variants of it', options.children.map((c) => link(c)).join(', ')]);
  facts.push(['Start position', `<code>${escapeXml(v.spec.startFen)}</code>`]);
  if (options.playground) facts.push(['Try it', link(options.playground, options.boards ? ' data-playground' : '')]);

  const nav = options.index ? `<nav>${link(options.index)}</nav>` : '';
  const special = text('special') ? `<p class="lead">${escapeXml(text('special')!)}</p>` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="fairyforge">
<title>${escapeXml(v.title)}</title>
<style>${PAGE_CSS}</style>
${options.boards ? `<script type="module" defer src="${escapeXml(options.boards)}"></script>\n` : ''}</head>
<body>
${nav}<header>
<h1>${escapeXml(v.title)}</h1>
${special}<dl class="facts">${facts.map(([k, val]) => `<dt>${k}</dt><dd>${val}</dd>`).join('')}</dl>
</header>
<main>
<article class="rules">
${body.trim()}
</article>
<section class="pieces" aria-labelledby="pieces-heading">
<h2 id="pieces-heading">The pieces and how they move</h2>
${pieceTable(v, options.diagramCellSize ?? 24)}
</section>
</main>
<footer>Generated by fairyforge from <code>${escapeXml(basename(v.file))}</code>.</footer>
</body>
</html>
`;
}

function link(l: PageLink, attributes = ''): string {
  return `<a href="${escapeXml(l.href)}"${attributes}>${escapeXml(l.title)}</a>`;
}

/** How a piece with an empty Betza (reversi's disc) is described. */
const NEVER_MOVES = 'Never moves once placed.';

function pieceTable(v: LoadedVariant, cellSize: number): string {
  const rows = v.spec.pieces.map((p, i) => {
    const d = describeBetza(p.betza, { dialect: p.dialect ?? 'xbetza' });
    const tags = [p.royal ? 'royal' : '', p.pawn ? 'promotes' : ''].filter(Boolean);
    const scene = pieceDiagramScene(v, { letter: p.letter, idPrefix: `ff-piece${i + 1}`, style: { cellSize } });
    const svg = renderScene(scene).trimEnd();
    return (
      `<tr id="piece-${escapeXml(p.letter)}">` +
      `<th scope="row">${escapeXml(capitalise(p.name))}${tags.length ? `<br><small>${tags.join(', ')}</small>` : ''}</th>` +
      `<td class="letter">${escapeXml(p.letter)}</td>` +
      `<td><code>${escapeXml(p.betza)}</code></td>` +
      `<td>${escapeXml(p.betza === '' ? NEVER_MOVES : d.ok ? d.text : p.betza)}</td>` +
      `<td class="diagram">${svg}</td>` +
      `</tr>`
    );
  });
  return `<table class="piece-table">
<thead><tr><th scope="col">Piece</th><th scope="col">Letter</th><th scope="col">Betza</th><th scope="col">Movement</th><th scope="col">Move diagram</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
