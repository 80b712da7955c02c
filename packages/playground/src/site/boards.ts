/**
 * The script a `fairyforge site` page loads (`playground/boards.js`), as
 * progressive enhancement: the page's boards are static SVG, and with this
 * script they become clickable the way the playground's board is. It stays
 * small: only when a visitor reaches for a board (pointer over it, a touch)
 * is the rules machinery fetched (./liveBoard.ts, a chunk
 * the playground shares), so a visitor who only reads pays a few hundred
 * bytes. A press made before it arrives is replayed once the board is live.
 *
 * A board is a `<figure data-variant="slug" data-fen="…">`; the variant's
 * text is the one the page's playground link carries (`a[data-playground]`,
 * `#src=…`), so the page holds it once.
 */
const STYLE = `
figure[data-variant] svg { cursor: pointer; }
figure[data-variant] .ff-live { max-width: 36rem; touch-action: manipulation; user-select: none; -webkit-user-select: none; }
.ff-bar { max-width: 36rem; display: flex; flex-wrap: wrap; gap: .4rem .6rem; align-items: center; margin-top: .4rem; font-size: .9rem; }
.ff-bar button { font: inherit; font-size: .85rem; border: 1px solid var(--rule, #d9d3c7); background: #fff; border-radius: 5px; padding: .2rem .65rem; cursor: pointer; color: inherit; }
.ff-bar button:hover, .ff-bar button:focus-visible { border-color: var(--accent, #7a4b1e); }
.ff-bar button.selected { border-color: var(--accent, #7a4b1e); background: #f3e6d2; }
.ff-bar button:disabled { opacity: .45; cursor: default; }
.ff-bar .ff-status { color: var(--muted, #5d5a52); flex: 1 1 12rem; }
.ff-bar .ff-status.over { color: var(--accent, #7a4b1e); font-weight: 600; }
`;

type Live = typeof import('./liveBoard.ts');

let live: Promise<Live> | null = null;
const load = (): Promise<Live> => (live ??= import('./liveBoard.ts'));

/** The variant text the page's playground link carries, or null. */
function sourceFragment(): string | null {
  const a = document.querySelector<HTMLAnchorElement>('a[data-playground]');
  const hash = a ? new URL(a.href, location.href).hash : '';
  return hash.includes('src=') ? hash : null;
}

/** The line under a board: what to do, and Reset; there from the start, so the page does not move when the board comes alive. */
function addBar(figure: HTMLElement): void {
  const bar = Object.assign(document.createElement('div'), { className: 'ff-bar' });
  const status = Object.assign(document.createElement('span'), { className: 'ff-status', textContent: 'Click a piece to see its moves, then a marked square to move it.' });
  const reset = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Reset', title: 'Back to the position shown', disabled: true });
  status.dataset.testid = 'board-status';
  reset.dataset.testid = 'board-reset';
  bar.append(status, reset);
  figure.querySelector('svg')?.after(bar);
}

function enhance(figure: HTMLElement, fragment: string): void {
  addBar(figure);
  let started = false;
  let pending: { x: number; y: number } | null = null;
  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    figure.dataset.state = 'loading';
    try {
      const m = await load();
      const board = await m.liveBoard(figure, fragment);
      if (pending && board) board.pressAt(pending.x, pending.y);
    } catch (e) {
      // The static board stays as it was; say why on the figure, for the curious and the tests.
      figure.dataset.state = 'error';
      figure.dataset.error = e instanceof Error ? e.message : String(e);
    }
  };
  for (const type of ['pointerenter', 'touchstart'] as const) figure.addEventListener(type, () => void start(), { once: true, passive: true });
  figure.addEventListener('pointerdown', (e) => {
    if (figure.dataset.state === 'live') return;
    pending = { x: e.clientX, y: e.clientY };
    void start();
  });
}

const boards = document.querySelectorAll<HTMLElement>('figure[data-variant]');
const fragment = sourceFragment();
if (boards.length && fragment) {
  document.head.append(Object.assign(document.createElement('style'), { textContent: STYLE }));
  for (const f of boards) enhance(f, fragment);
}
