/**
 * A `fairyforge site` page's board made live: the variant compiled from the
 * text the page carries, then the playground's own game (PlaySession) and
 * board drawing (boardMarkup) — click a piece to see its legal targets marked
 * as in the move diagrams, click a target to move; a promotion or several
 * moves to one square open a choice; pieces in hand are buttons; Reset goes
 * back to the position the page shows.
 */
import '../shims/buffer.ts';
import { describeOutcome, makeFen, parseSquare } from '@fairyforge/core';
import { boardMarkup } from '../boardView.ts';
import { make } from '../dom.ts';
import { PlaySession } from '../play.ts';
import { decodeFragment } from '../share.ts';
import { checkText } from '../variant.ts';

export interface LiveBoard {
  /** A press at viewport coordinates (one made before the board was live). */
  pressAt(x: number, y: number): void;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, testid?: string): HTMLElementTagNameMap[K] => make(tag, props, testid ? { testid } : {});

/** Compiles the page's variant and turns the figure's board live; null (the board left static) when the text does not load. */
export async function liveBoard(figure: HTMLElement, fragment: string): Promise<LiveBoard | null> {
  const shared = await decodeFragment(fragment);
  if (shared?.kind !== 'text') throw new Error('the playground link carries no variant text');
  const slug = figure.dataset.variant ?? 'variant';
  const r = checkText(shared.text, slug);
  if (!r.variant) throw new Error(r.diagnostics.find((d) => d.severity === 'error')?.message ?? 'the variant does not load');
  const variant = r.variant;
  const fen = figure.dataset.fen || variant.spec.startFen;
  const svg = figure.querySelector('svg');
  if (!svg) return null;

  const holder = el('div', { className: 'ff-live' });
  // The bar boards.js put under the board (its status line and Reset), with the choices for drops and promotions added.
  const bar = figure.querySelector<HTMLElement>('.ff-bar') ?? el('div', { className: 'ff-bar' });
  const status = bar.querySelector<HTMLElement>('.ff-status') ?? el('span', { className: 'ff-status' }, 'board-status');
  const reset = bar.querySelector<HTMLButtonElement>('button') ?? el('button', { type: 'button', textContent: 'Reset' }, 'board-reset');
  const hands = el('span', { className: 'ff-hands' });
  const choices = el('span', { className: 'ff-choices' }, 'board-picker');
  bar.replaceChildren(status, hands, choices, reset);
  svg.replaceWith(holder);
  holder.after(bar);

  let s = new PlaySession(variant, fen);
  const title = svg.querySelector('title')?.textContent ?? '';
  const draw = (): void => {
    holder.innerHTML = boardMarkup(variant, { fen: makeFen(s.game.pos), flip: false, selected: s.selection?.kind === 'square' ? s.selection.square : null, marks: s.marks(), lastMove: s.lastMove() }, (sq) => s.squareName(sq));
    const t = holder.querySelector('svg title');
    if (t && title) t.textContent = title;
    const o = s.outcome();
    const legal = s.legal().length;
    status.textContent = o ? describeOutcome(o) : `${s.game.pos.turn === 0 ? 'White' : 'Black'} to move${s.game.ply === 0 && !s.selection ? ': click a piece to see its moves' : ''}`;
    status.classList.toggle('over', !!o);
    status.dataset.legal = String(legal);
    drawHands();
    reset.disabled = s.game.ply === 0 && !s.selection;
  };
  const drawHands = (): void => {
    hands.replaceChildren();
    if (!variant.compiled.hands) return;
    const pos = s.game.pos;
    const n = variant.compiled.nTypes;
    for (let t = 0; t < n; t++) {
      const count = pos.hand[pos.turn * n + t] ?? 0;
      if (count <= 0) continue;
      const p = variant.spec.pieces[t]!;
      const b = el('button', { type: 'button', textContent: `${p.letter} ×${count}`, title: `Drop a ${p.name}`, className: s.selection?.kind === 'hand' && s.selection.type === t ? 'selected' : '' }, 'hand-piece');
      b.addEventListener('click', () => {
        s.selectHand(t);
        draw();
      });
      hands.append(b);
    }
  };
  const play = (m: number): void => {
    choices.replaceChildren();
    s.play(m);
    draw();
  };
  const click = (name: string): void => {
    if (s.outcome()) return;
    choices.replaceChildren();
    const r = s.clickSquare(parseSquare(variant.compiled.geometry, name));
    if (r.kind === 'move') return play(r.move);
    if (r.kind === 'choose') {
      for (const m of r.moves) {
        const b = el('button', { type: 'button', textContent: s.san(m) }, 'pick');
        b.dataset.uci = s.uci(m);
        b.addEventListener('click', () => play(m));
        choices.append(b);
      }
    }
    draw();
  };
  holder.addEventListener('pointerdown', (e) => {
    const name = (e.target as Element | null)?.getAttribute?.('data-square');
    if (!name) return;
    e.preventDefault();
    click(name);
  });
  reset.addEventListener('click', () => {
    choices.replaceChildren();
    s = new PlaySession(variant, fen);
    draw();
  });
  draw();
  figure.dataset.state = 'live';
  return {
    pressAt(x, y) {
      const name = document.elementFromPoint(x, y)?.getAttribute('data-square');
      if (name) click(name);
    },
  };
}

