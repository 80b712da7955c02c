/**
 * A game in the playground: the position, the moves played and undone, and
 * what a click on a square means (select a piece, choose a target, drop).
 * No DOM here: main.ts draws what this holds.
 */
import { castleKingTo, Game, KIND_CASTLE, KIND_DROP, KIND_EN_PASSANT, makeSan, makeSquare, makeUci, moveFrom, moveKind, movePromotion, moveTo, pieceColor, describeOutcome, type Outcome } from '@fairyforge/core';
import type { LoadedVariant } from '@fairyforge/loader/pure';
import type { Mark, MarkKind } from '@fairyforge/render';

/** What a click selected: a piece on a square, or a piece type in hand. */
export type Selection = { kind: 'square'; square: number } | { kind: 'hand'; type: number };

/** A click's effect: nothing, a new selection, a move to play, or several to choose from (promotion). */
export type ClickResult = { kind: 'none' } | { kind: 'selected' } | { kind: 'move'; move: number } | { kind: 'choose'; moves: number[] };

export class PlaySession {
  game: Game;
  /** Moves taken back, newest last, for redo (UCI). */
  private redoStack: string[] = [];
  selection: Selection | null = null;
  /** The current position's legal moves and outcome, computed once per position (a click only reads them). */
  private known: { ply: number; legal: number[]; outcome: Outcome | null } | null = null;

  constructor(
    readonly variant: LoadedVariant,
    readonly startFen: string,
  ) {
    const g = Game.fromFen(variant.compiled, startFen);
    if (!g.ok) throw new Error(g.error);
    this.game = g.game;
  }

  squareName(sq: number): string {
    return makeSquare(this.variant.compiled.geometry, sq);
  }

  /** The square a move lands on as a player sees it (castling: the king's destination). */
  targetOf(m: number): number {
    return moveKind(m) === KIND_CASTLE ? castleKingTo(this.game.pos, m) : moveTo(m);
  }

  private current(): { legal: number[]; outcome: Outcome | null } {
    if (this.known?.ply !== this.game.ply) {
      const outcome = this.game.outcome();
      this.known = { ply: this.game.ply, legal: outcome ? [] : this.game.legalMoves(), outcome };
    }
    return this.known;
  }

  /** The position's legal moves (none once the game is over). */
  legal(): readonly number[] {
    return this.current().legal;
  }

  outcome(): Outcome | null {
    return this.current().outcome;
  }

  /** Legal moves of the selection. */
  selectedMoves(): number[] {
    const s = this.selection;
    if (!s) return [];
    return this.current().legal.filter((m) => (s.kind === 'hand' ? moveKind(m) === KIND_DROP && moveFrom(m) === s.type : moveKind(m) !== KIND_DROP && moveFrom(m) === s.square));
  }

  /** The move-diagram marks of the selection's moves: a dot moves, a ring captures, hollow marks are special moves. */
  marks(): Mark[] {
    const byTarget = new Map<number, MarkKind>();
    const rank = (k: MarkKind) => ['move', 'capture', 'initial-move', 'initial-capture'].indexOf(k);
    const board = this.game.pos.board;
    for (const m of this.selectedMoves()) {
      const kind = moveKind(m);
      const to = this.targetOf(m);
      const special = kind === KIND_CASTLE || kind === KIND_EN_PASSANT || kind === KIND_DROP || movePromotion(m) >= 0;
      const capture = kind === KIND_EN_PASSANT || (kind !== KIND_CASTLE && board[to] !== 0 && pieceColor(board[to]!) !== this.game.pos.turn);
      const mark: MarkKind = special ? (capture ? 'initial-capture' : 'initial-move') : capture ? 'capture' : 'move';
      const had = byTarget.get(to);
      if (had === undefined || rank(mark) > rank(had)) byTarget.set(to, mark);
    }
    return [...byTarget].map(([square, kind]) => ({ square, kind }));
  }

  /** A click on a board square. */
  clickSquare(sq: number): ClickResult {
    const moves = this.selectedMoves().filter((m) => this.targetOf(m) === sq);
    if (moves.length === 1) return { kind: 'move', move: moves[0]! };
    if (moves.length > 1) return { kind: 'choose', moves };
    const code = this.game.pos.board[sq]!;
    if (code !== 0 && pieceColor(code) === this.game.pos.turn && !(this.selection?.kind === 'square' && this.selection.square === sq)) {
      this.selection = { kind: 'square', square: sq };
      return { kind: 'selected' };
    }
    this.selection = null;
    return { kind: 'none' };
  }

  /** Selects a piece type in the mover's hand. */
  selectHand(type: number): void {
    this.selection = { kind: 'hand', type };
  }

  play(m: number): void {
    this.game.play(m);
    this.known = null;
    this.selection = null;
    this.redoStack = [];
  }

  /** Plays a move given as UCI (from the engine); false if it is not legal here. */
  playUci(uci: string): boolean {
    const r = this.game.match(uci);
    if (!r.ok) return false;
    this.play(r.move);
    return true;
  }

  san(m: number): string {
    return makeSan(this.game.pos, m);
  }

  undo(): boolean {
    const m = this.game.undo();
    if (!m) return false;
    this.known = null;
    this.redoStack.push(m.uci);
    this.selection = null;
    return true;
  }

  redo(): boolean {
    const uci = this.redoStack.pop();
    if (uci === undefined) return false;
    const r = this.game.match(uci);
    if (!r.ok) return false;
    this.game.play(r.move);
    this.known = null;
    this.selection = null;
    return true;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** The game's moves in UCI, from the start position. */
  uciMoves(): string[] {
    return this.game.moves.map((m) => m.uci);
  }

  /** The last move's squares for the board's tint (`e2e4`; a drop `P@e4` tints its square), or undefined. */
  lastMove(): string | undefined {
    const uci = this.game.moves.at(-1)?.uci;
    if (uci === undefined) return undefined;
    const drop = /@([a-z][0-9]+)/.exec(uci);
    if (drop) return drop[1]! + drop[1]!;
    return /^[a-z][0-9]+[a-z][0-9]+/.exec(uci)?.[0];
  }

  uci(m: number): string {
    return makeUci(this.game.pos, m);
  }
}
