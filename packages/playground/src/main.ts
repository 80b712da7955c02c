/**
 * The playground page: a variant file in the editor, validated as it is
 * typed (debounced), its diagnostics and tests listed, and its board, pieces
 * and game beside it. Opening: the menu of shipped variants, a local file,
 * the clipboard, or the address (`#v=slug`, or `#src=` with the whole text).
 */
import './shims/buffer.ts';
import './style.css';
import { addPerftRow, drawPieceTable } from './pieceTable.ts';
import { BoardPane } from './boardPane.ts';
import { byId, make } from './dom.ts';
import { VariantEditor } from './editor.ts';
import { WorkerChannel } from './engineClient.ts';
import { download, downloadText, pgnOf, svgToPng } from './exporting.ts';
import { decodeFragment, encodeText } from './share.ts';
import { checkText, shippedSlugs, shippedText, type Checked } from './variant.ts';
import { makeFen } from '@fairyforge/core';
import type { Diagnostic } from '@fairyforge/loader/pure';

/** Validation waits this long after the last keystroke. */
const DEBOUNCE_MS = 250;

/**
 * A blank file's text: close to the least a variant needs (a board, pieces
 * and a setup; no parent, so nothing is inherited), valid as it stands, with
 * the schema's completion a keystroke (Ctrl-Space) away for the rest.
 */
const BLANK = `---
title: My variant
engine:
  topology:
    cols: 6
    rows: 6
  pieces:
    K: king
    R: rook
    P: { piece: pawn, betza: fmWfcF }
  setup: "r1k2r/pppppp/6/6/PPPPPP/R1K2R w - - 0 1"
  rules:
    castling: false
    promotion:
      choices: [R]
tests:
  - name: a rook's first moves
    movesFrom: { a1: [a1b1] }
---

# My variant

Describe the rules here. Press Ctrl-Space in the front-matter for the keys a
place may hold; hover a key for what it means.
`;

const menu = byId<HTMLSelectElement>('variant-menu');
const pane = new BoardPane();
const perftChannel = new WorkerChannel();
let name = 'my-variant';
let last: Checked | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const editor = new VariantEditor(byId('editor'), '', () => {
  clearTimeout(timer);
  timer = setTimeout(revalidate, DEBOUNCE_MS);
});

/** Validates the editor's text and redraws what depends on it; the time it takes is shown (and read by the browser test). */
function revalidate(): void {
  clearTimeout(timer);
  const text = editor.text;
  const t0 = performance.now();
  const r = checkText(text, name);
  last = r;
  editor.showDiagnostics(r.diagnostics);
  drawDiagnostics(r.diagnostics);
  drawTests(r);
  if (r.variant) {
    byId('variant-title').textContent = r.variant.title;
    pane.start(r.variant, { text, name });
    drawPieceTable(byId<HTMLTableElement>('pieces'), r.variant);
    byId('perft-table').replaceChildren();
  }
  pane.stale(!r.variant);
  if (!r.variant) byId('variant-title').textContent = 'Not loaded: fix the errors listed under the file (the board is the last one that loaded)';
  const ms = performance.now() - t0;
  const status = byId('check-status');
  const errors = r.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = r.diagnostics.length - errors;
  status.textContent = `${r.variant ? 'Valid' : 'Not loaded'} · ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} · checked and compiled in ${r.ms.toFixed(1)} ms, drawn in ${(ms - r.ms).toFixed(1)} ms`;
  status.dataset.checkMs = r.ms.toFixed(2);
  status.dataset.totalMs = ms.toFixed(2);
  status.dataset.valid = String(!!r.variant);
  status.classList.toggle('error', !r.variant);
}

function drawDiagnostics(diags: readonly Diagnostic[]): void {
  const list = byId('diagnostics');
  list.replaceChildren();
  if (!diags.length) list.append(make('li', { textContent: 'None.', className: 'none' }));
  for (const d of diags) {
    const li = make('li', { className: d.severity, tabIndex: 0, title: 'Go to this line' }, { testid: 'diagnostic', line: String(d.line), column: String(d.column), code: d.code });
    li.append(make('span', { className: 'where', textContent: `${d.line}:${d.column}` }), make('span', { className: 'sev', textContent: d.severity }), make('span', { className: 'msg', textContent: d.message }), make('code', { textContent: d.code }));
    if (d.hint) li.append(make('div', { className: 'hint', textContent: `hint: ${d.hint}` }));
    const go = () => editor.jumpTo(d.line, d.column);
    li.addEventListener('click', go);
    li.addEventListener('keydown', (e) => e.key === 'Enter' && go());
    list.append(li);
  }
}

function drawTests(r: Checked): void {
  const list = byId('tests');
  list.replaceChildren();
  if (!r.tests.length) list.append(make('li', { className: 'none', textContent: 'No tests: add a `tests:` list to the front-matter (perft, legal, illegal, movesFrom, result).' }));
  for (const t of r.tests) {
    const li = make('li', { className: t.ok ? 'pass' : 'fail', textContent: `${t.ok ? '✓' : '✗'} ${t.name}${t.message ? ` — ${t.message.replace(/^test '[^']*': /, '')}` : ''}` }, { testid: 'test-result', ok: String(t.ok) });
    if (t.line) li.addEventListener('click', () => editor.jumpTo(t.line!, 1));
    list.append(li);
  }
}

/** Opens a text in the editor under a name (its default slug) and validates it at once. */
function open(text: string, as: string): void {
  name = as.replace(/\.(md|markdown)$/i, '').replace(/[^a-z0-9-]+/gi, '-').toLowerCase() || 'my-variant';
  editor.setText(text);
  revalidate();
  const opened = name;
  menu.value = '';
  void shippedText(opened).then((shipped) => {
    if (shipped === text && name === opened) menu.value = opened;
  });
}

async function openSlug(slug: string): Promise<boolean> {
  const text = await shippedText(slug);
  if (text === null) return false;
  open(text, slug);
  return true;
}

async function fromAddress(): Promise<boolean> {
  const shared = await decodeFragment(location.hash);
  if (shared?.kind === 'text') {
    const m = /^slug:\s*([a-z0-9-]+)\s*$/m.exec(shared.text);
    open(shared.text, m?.[1] ?? 'shared');
    return true;
  }
  return shared?.kind === 'slug' ? openSlug(shared.slug) : false;
}

function setupOpening(): void {
  menu.append(make('option', { value: '', textContent: '(edited)' }));
  for (const s of shippedSlugs()) menu.append(make('option', { value: s, textContent: s }));
  menu.addEventListener('change', () => void (menu.value && openSlug(menu.value)));
  byId('new-blank').addEventListener('click', () => open(BLANK, 'my-variant'));
  byId<HTMLInputElement>('open-file').addEventListener('change', async (e) => {
    const f = (e.target as HTMLInputElement).files?.[0];
    if (f) open(await f.text(), f.name);
  });
  byId('paste').addEventListener('click', async () => {
    let text: string | null = null;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      text = prompt('Paste the variant file here:');
    }
    if (text) open(text, 'pasted');
  });
  byId('share').addEventListener('click', async () => {
    const url = `${location.href.replace(/#.*$/, '')}#${await encodeText(editor.text)}`;
    history.replaceState(null, '', url);
    const input = byId<HTMLInputElement>('share-link');
    input.value = url;
    byId('share-row').hidden = false;
    byId('share-note').textContent = `${url.length.toLocaleString('en')} characters`;
    input.select();
    navigator.clipboard?.writeText(url).then(
      () => (byId('share-note').textContent += ', copied'),
      () => undefined,
    );
  });
  window.addEventListener('hashchange', () => void fromAddress());
}

function setupExports(): void {
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-export]')) {
    b.addEventListener('click', async () => {
      const s = pane.session;
      const kind = b.dataset.export;
      if (kind === 'file') return downloadText(`${name}.md`, editor.text, 'text/markdown');
      if (!s) return;
      if (kind === 'fen') return downloadText(`${name}.fen`, `${makeFen(s.game.pos)}\n`);
      if (kind === 'pgn') return downloadText(`${name}.pgn`, pgnOf(s.game), 'application/x-chess-pgn');
      const svg = byId('board').querySelector('svg')!.outerHTML.replace(/<g class="hit-layer"[\s\S]*?<\/g>/, '');
      if (kind === 'svg') return downloadText(`${name}.svg`, svg, 'image/svg+xml');
      download(`${name}.png`, await svgToPng(svg));
    });
  }
}

function setupPerft(): void {
  const table = byId<HTMLTableElement>('perft-table');
  const button = byId<HTMLButtonElement>('perft');
  button.addEventListener('click', () => {
    const s = pane.session;
    if (!s || !last?.variant) return;
    if (perftChannel.busy) {
      perftChannel.cancel();
      button.textContent = 'Perft';
      return;
    }
    table.replaceChildren();
    button.textContent = 'Stop';
    perftChannel.send({ kind: 'perft', variant: { text: editor.text, name }, fen: makeFen(s.game.pos), maxDepth: 12, budgetMs: 5000 }, (r) => {
      if (r.kind === 'perft') addPerftRow(table, r.depth, r.nodes, r.ms);
      else {
        perftChannel.finish();
        button.textContent = 'Perft';
        if (r.kind === 'error') table.append(make('caption', { textContent: r.message }));
      }
    });
  });
}

setupOpening();
setupExports();
setupPerft();
if (!(await fromAddress()) && !(await openSlug(document.body.dataset.defaultVariant ?? ''))) open(BLANK, 'my-variant');
document.body.dataset.ready = 'true';

// For the browser test and the curious: the live objects.
(window as unknown as { playground: unknown }).playground = { editor, pane, revalidate, checkText };
