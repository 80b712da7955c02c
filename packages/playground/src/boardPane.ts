/**
 * The board pane: the position drawn, clicks and drags turned into moves,
 * the promotion and drop pickers, the move list with the outcome, undo and
 * redo, the FEN box, and the computer's moves from the worker.
 */
import { describeOutcome, makeFen } from '@fairyforge/core';
import type { LoadedVariant } from '@fairyforge/loader/pure';
import { boardMarkup } from './boardView.ts';
import { byId, make } from './dom.ts';
import { WorkerChannel } from './engineClient.ts';
import type { VariantRef } from './engineProtocol.ts';
import { PlaySession } from './play.ts';

export class BoardPane {
  session: PlaySession | null = null;
  flip = false;
  private ref: VariantRef | null = null;
  private readonly engine = new WorkerChannel();
  private dragFrom: number | null = null;
  /** Time the last selection took to draw its legal moves, ms. */
  lastHighlightMs = 0;

  private readonly board = byId('board');
  private readonly hands = byId('hands');
  private readonly picker = byId('picker');
  private readonly status = byId('play-status');
  private readonly outcomeEl = byId('outcome');
  private readonly moves = byId<HTMLOListElement>('moves');
  private readonly fen = byId<HTMLInputElement>('fen');
  private readonly engineStatus = byId('engine-status');

  constructor() {
    this.board.addEventListener('pointerdown', (e) => this.pointerDown(e));
    this.board.addEventListener('pointerup', (e) => this.pointerUp(e));
    byId('flip').addEventListener('click', () => {
      this.flip = !this.flip;
      this.draw();
    });
    byId('undo').addEventListener('click', () => this.undo());
    byId('redo').addEventListener('click', () => this.redo());
    byId('restart').addEventListener('click', () => this.session && this.start(this.session.variant, this.ref!, this.session.variant.spec.startFen));
    byId('fen-form').addEventListener('submit', (e) => {
      e.preventDefault();
      this.setFen(this.fen.value.trim());
    });
    byId('engine-move').addEventListener('click', () => this.askEngine(true));
    for (const id of ['white', 'black']) byId(id).addEventListener('change', () => this.maybeEngine());
  }

  /** A new game of this variant from a FEN (the start position by default). */
  start(v: LoadedVariant, ref: VariantRef, fen = v.spec.startFen): void {
    this.engine.cancel();
    this.ref = ref;
    this.session = new PlaySession(v, fen);
    this.engineStatus.textContent = '';
    this.draw();
    this.maybeEngine();
  }

  /** No variant to show: the text does not load. The last good board stays, dimmed. */
  stale(on: boolean): void {
    this.board.classList.toggle('stale', on);
  }

  private setFen(fen: string): void {
    const s = this.session;
    if (!s) return;
    try {
      this.start(s.variant, this.ref!, fen);
    } catch (e) {
      this.status.textContent = `FEN not set: ${e instanceof Error ? e.message : String(e)}`;
      this.status.classList.add('error');
    }
  }

  private squareAt(e: Event): number | null {
    const t = e.target as Element | null;
    const name = t?.getAttribute?.('data-square');
    if (!name || !this.session) return null;
    const sq = this.session.game.pos.v.geometry;
    const m = /^([a-z])([0-9]+)$/.exec(name)!;
    return (Number(m[2]) - 1) * sq.cols + (m[1]!.charCodeAt(0) - 97);
  }

  private pointerDown(e: PointerEvent): void {
    const sq = this.squareAt(e);
    if (sq === null || !this.session || this.engine.busy) return;
    e.preventDefault();
    this.dragFrom = null;
    this.click(sq);
    if (this.session.selection?.kind === 'square' && this.session.selection.square === sq) this.dragFrom = sq;
  }

  /** Releasing over another square than the one pressed is a drag: the same as a second click there. */
  private pointerUp(e: PointerEvent): void {
    const from = this.dragFrom;
    this.dragFrom = null;
    if (from === null) return;
    const el = document.elementFromPoint(e.clientX, e.clientY);
    const sq = el ? this.squareAt({ target: el } as unknown as Event) : null;
    if (sq !== null && sq !== from) this.click(sq);
  }

  /** A click on a square: select, move, or open the promotion picker. */
  click(sq: number): void {
    const s = this.session;
    if (!s || s.outcome()) return;
    const t0 = performance.now();
    this.closePicker();
    const r = s.clickSquare(sq);
    if (r.kind === 'move') this.play(r.move);
    else if (r.kind === 'choose') this.openPicker(r.moves);
    else {
      this.drawBoard();
      this.lastHighlightMs = performance.now() - t0;
      this.board.dataset.highlightMs = this.lastHighlightMs.toFixed(2);
    }
  }

  private openPicker(moves: number[]): void {
    const s = this.session!;
    this.picker.replaceChildren(make('span', { textContent: 'Choose: ' }));
    for (const m of moves) {
      const b = make('button', { type: 'button', textContent: s.san(m) }, { testid: 'pick', uci: s.uci(m) });
      b.addEventListener('click', () => {
        this.closePicker();
        this.play(m);
      });
      this.picker.append(b);
    }
    const cancel = make('button', { type: 'button', textContent: 'Cancel', className: 'cancel' });
    cancel.addEventListener('click', () => this.closePicker());
    this.picker.append(cancel);
    this.picker.hidden = false;
  }

  private closePicker(): void {
    this.picker.hidden = true;
    this.picker.replaceChildren();
  }

  private play(m: number): void {
    this.session!.play(m);
    this.draw();
    this.maybeEngine();
  }

  undo(): void {
    if (!this.session) return;
    this.engine.cancel();
    this.session.undo();
    this.draw();
  }

  redo(): void {
    if (!this.session) return;
    this.session.redo();
    this.draw();
  }

  private sideIsEngine(turn: number): boolean {
    return byId<HTMLSelectElement>(turn === 0 ? 'white' : 'black').value === 'engine';
  }

  private maybeEngine(): void {
    const s = this.session;
    if (s && !s.outcome() && this.sideIsEngine(s.game.pos.turn)) this.askEngine(false);
  }

  /** Asks the worker for a move at the chosen depth or time; the page stays live meanwhile. */
  askEngine(now: boolean): void {
    const s = this.session;
    if (!s || !this.ref || s.outcome() || (this.engine.busy && !now)) return;
    this.engine.cancel();
    const kind = byId<HTMLSelectElement>('limit-kind').value;
    const n = Math.max(1, Math.floor(Number(byId<HTMLInputElement>('limit').value) || 1));
    const limit = kind === 'depth' ? { depth: Math.min(n, 30) } : { movetime: n };
    const game = s.game;
    this.engineStatus.textContent = `thinking (${kind === 'depth' ? `depth ${limit.depth}` : `${n} ms`})…`;
    this.engineStatus.dataset.state = 'thinking';
    const t0 = performance.now();
    this.engine.send({ kind: 'search', variant: this.ref, startFen: s.startFen, moves: s.uciMoves(), seed: s.game.ply + 1, ...limit }, (r) => {
      this.engine.finish();
      if (this.session !== s || s.game !== game) return;
      if (r.kind === 'error') {
        this.engineStatus.textContent = `engine: ${r.message}`;
        this.engineStatus.dataset.state = 'error';
        return;
      }
      if (r.kind !== 'bestmove' || r.uci === null) return;
      const wall = performance.now() - t0;
      this.engineStatus.textContent = `played ${r.uci}: depth ${r.depth}, ${r.nodes.toLocaleString('en')} nodes, ${Math.round(r.ms)} ms search, ${Math.round(wall)} ms in all`;
      this.engineStatus.dataset.state = 'done';
      this.engineStatus.dataset.wallMs = String(Math.round(wall));
      this.engineStatus.dataset.searchMs = String(Math.round(r.ms));
      if (s.playUci(r.uci)) {
        this.draw();
        this.maybeEngine();
      }
    });
  }

  /** Draws the board alone: the position with the selection's marks (a click that selects needs no more). */
  private drawBoard(): void {
    const s = this.session!;
    this.board.innerHTML = boardMarkup(s.variant, { fen: makeFen(s.game.pos), flip: this.flip, selected: s.selection?.kind === 'square' ? s.selection.square : null, marks: s.marks(), lastMove: s.lastMove() }, (sq) => s.squareName(sq));
  }

  /** Draws the board, hands, move list, status and FEN. */
  draw(): void {
    const s = this.session;
    if (!s) return;
    this.drawBoard();
    this.fen.value = makeFen(s.game.pos);
    this.drawHands();
    this.drawMoves();
    const o = s.outcome();
    const legal = s.legal().length;
    this.status.classList.remove('error');
    this.status.textContent = o ? 'Game over.' : `${s.game.pos.turn === 0 ? 'White' : 'Black'} to move · ${legal} legal move${legal === 1 ? '' : 's'}`;
    this.status.dataset.legal = String(legal);
    this.outcomeEl.hidden = !o;
    this.outcomeEl.textContent = o ? describeOutcome(o) : '';
    byId<HTMLButtonElement>('undo').disabled = s.game.ply === 0;
    byId<HTMLButtonElement>('redo').disabled = !s.canRedo;
  }

  /** The mover's pieces in hand as buttons: one selects drops, marked on the board. */
  private drawHands(): void {
    const s = this.session!;
    const h = s.variant.compiled.hands;
    this.hands.replaceChildren();
    if (!h) return;
    const pos = s.game.pos;
    const n = s.variant.compiled.nTypes;
    for (let t = 0; t < n; t++) {
      const count = pos.hand[pos.turn * n + t] ?? 0;
      if (count <= 0) continue;
      const p = s.variant.spec.pieces[t]!;
      const selected = s.selection?.kind === 'hand' && s.selection.type === t;
      const b = make('button', { type: 'button', textContent: `${p.letter} ${p.name} ×${count}`, className: selected ? 'selected' : '' }, { testid: 'hand-piece', letter: p.letter });
      b.addEventListener('click', () => {
        s.selectHand(t);
        this.draw();
      });
      this.hands.append(b);
    }
    if (this.hands.childElementCount) this.hands.prepend(make('span', { textContent: 'Drop: ' }));
  }

  private drawMoves(): void {
    const s = this.session!;
    this.moves.replaceChildren();
    const played = s.game.moves;
    // Black may move first from a FEN: its first move sits alone in move 1.
    const blackFirst = s.startFen.split(/\s+/)[1] === 'b';
    const items: string[][] = [];
    played.forEach((m, i) => {
      const j = i + (blackFirst ? 1 : 0);
      (items[j >> 1] ??= blackFirst && j === 1 ? ['…'] : []).push(m.san);
    });
    for (const pair of items) this.moves.append(make('li', { textContent: pair.join('  ') }));
    const o = s.outcome();
    if (o) this.moves.append(make('li', { textContent: describeOutcome(o), className: 'result' }, { testid: 'result' }));
    this.moves.scrollTop = this.moves.scrollHeight;
  }
}
