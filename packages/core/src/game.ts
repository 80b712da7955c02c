/**
 * A game: a position plus its history — the moves with their SAN, the hash of
 * every position so far (for repetition) and the move-rule count — and the
 * result by the variant's rules.
 */
import type { CompiledVariant } from './compile.ts';
import { makeFen, parseFen } from './fen.ts';
import { hashKey } from './material.ts';
import { KIND_CASTLE, KIND_DROP, KIND_EN_PASSANT, KIND_PASS, moveFrom, moveKind, movePromotion, moveTo } from './moves.ts';
import { outcome, type Outcome } from './outcome.ts';
import { MAX_MOVES, type Position } from './position.ts';
import { gameRules, type GameRules } from './rules.ts';
import { completesMoveRepetition } from './rules/moveRepetition.ts';
import { CHECKED_OTHER, CHECKED_TO_MOVE, winFor } from './rules/module.ts';
import { makeSan, matchMove, type MoveMatch } from './san.ts';
import { legalMoves, makeUci } from './uci.ts';
import { wholeWalls } from './walledMoves.ts';

export interface PlayedMove {
  readonly move: number;
  readonly san: string;
  readonly uci: string;
}

const LIST = new Int32Array(MAX_MOVES);

export type GameResult = { ok: true; game: Game } | { ok: false; error: string };

export class Game {
  readonly v: CompiledVariant;
  readonly pos: Position;
  /** The FEN the game started from. */
  readonly startFen: string;
  private readonly rules: GameRules;
  private readonly played: PlayedMove[] = [];
  /** hashKey of the start position and after each ply. */
  private readonly keys: number[];
  /** Move-rule count at the start and after each ply (kept only when it differs from the position's clock). */
  private readonly clocks: number[];
  /** Under perpetual check or move repetition: whether the side to move was in check, at the start and after each ply (else empty). */
  private readonly checks: boolean[] = [];
  /** Under move repetition: whether each ply captured (else empty). */
  private readonly captures: boolean[] = [];
  /** Whether checks are kept: the rules that read them are on. */
  private readonly tracksChecks: boolean;

  /** A game from a FEN (default: the variant's start position). */
  static fromFen(v: CompiledVariant, fen: string = v.spec.startFen): GameResult {
    const r = parseFen(v, fen);
    return r.ok ? { ok: true, game: new Game(r.position) } : { ok: false, error: r.error };
  }

  /** Takes over the position: the game makes and unmakes its moves. */
  constructor(pos: Position) {
    this.v = pos.v;
    this.pos = pos;
    this.startFen = makeFen(pos);
    this.rules = gameRules(pos.v);
    this.keys = [hashKey(pos)];
    this.clocks = [pos.halfmove];
    this.tracksChecks = !!pos.v.spec.perpetualCheck || !!pos.v.spec.moveRepetition;
    if (this.tracksChecks) this.checks.push(pos.inCheck());
  }

  get moves(): readonly PlayedMove[] {
    return this.played;
  }

  /** Plies played since the start. */
  get ply(): number {
    return this.played.length;
  }

  /** The move-rule count in plies. */
  get clock(): number {
    return this.rules.positionClock ? this.pos.halfmove : this.clocks[this.clocks.length - 1]!;
  }

  /** The legal moves: the position's, less those a perpetual check forbids (`perpetualCheck: illegal`). */
  legalMoves(): number[] {
    const moves = legalMoves(this.pos);
    return this.v.spec.perpetualCheck === 'illegal' ? moves.filter((m) => !this.completesPerpetual(m)) : moves;
  }

  /**
   * Under `perpetualCheck: illegal`: whether m would repeat the position for
   * the n-th time with its side having given check throughout (and the
   * other side not) — the repetition that would lose under `loss`. Such a
   * move is not allowed at all, so the checker must vary.
   */
  private completesPerpetual(m: number): boolean {
    const pos = this.pos;
    pos.make(m);
    this.keys.push(hashKey(pos));
    this.checks.push(pos.inCheck());
    const forbidden = this.checkedThroughout(this.occurrences()) === CHECKED_TO_MOVE;
    this.checks.pop();
    this.keys.pop();
    pos.unmake();
    return forbidden;
  }

  /** Matches UCI or SAN text to a legal move of the game (matchMove, then the game's own rules). */
  match(text: string): MoveMatch {
    const r = matchMove(this.pos, text);
    if (r.ok && this.v.spec.perpetualCheck === 'illegal' && this.completesPerpetual(r.move)) {
      return { ok: false, error: 'illegal', message: `'${text.trim()}' would repeat the position a perpetual check (not allowed in this variant)`, candidates: [] };
    }
    return r;
  }

  /** Plays a legal move (throws on an illegal one: callers match text first). */
  play(m: number): PlayedMove {
    const pos = this.pos;
    // Where walls are placed with every move, a move is whole: the piece's move with its wall (walledMoves.ts).
    const legal = wholeWalls(this.v) ? legalMoves(pos).includes(m) : LIST.subarray(0, pos.generateLegal(LIST, 0)).includes(m);
    if (!legal) throw new Error(`illegal move ${m} in ${makeFen(pos)}`);
    if (this.v.spec.perpetualCheck === 'illegal' && this.completesPerpetual(m)) throw new Error(`move ${m} completes a perpetual check in ${makeFen(pos)}`);
    const entry: PlayedMove = { move: m, san: makeSan(pos, m), uci: makeUci(pos, m) };
    const kind = moveKind(m);
    const capture = kind === KIND_EN_PASSANT || (kind !== KIND_CASTLE && kind !== KIND_DROP && kind !== KIND_PASS && pos.board[moveTo(m)] !== 0);
    // Irreversible moves reset the count, as Fairy-Stockfish's: a capture, any drop (a piece
    // never returns to the hand by a quiet move), a shogi-style promotion never undone, and a
    // move of a resetting piece.
    const pp = this.v.piecePromotion;
    const resets = capture || kind === KIND_DROP || (pp !== undefined && pp.demote !== true && movePromotion(m) >= 0) || this.rules.resets[(pos.board[moveFrom(m)]! >> 1) - 1] === 1;
    const clock = resets ? 0 : this.clock + 1;
    pos.make(m);
    this.played.push(entry);
    this.keys.push(hashKey(pos));
    this.clocks.push(clock);
    if (this.tracksChecks) this.checks.push(pos.inCheck());
    if (this.v.spec.moveRepetition) this.captures.push(capture);
    return entry;
  }

  /** Plays a move typed as UCI or SAN; on failure nothing changes. */
  playText(text: string): MoveMatch {
    const r = this.match(text);
    if (r.ok) this.play(r.move);
    return r;
  }

  /** Takes back the last move. */
  undo(): PlayedMove | null {
    const last = this.played.pop();
    if (!last) return null;
    this.pos.unmake();
    this.keys.pop();
    this.clocks.pop();
    this.checks.pop();
    this.captures.pop();
    return last;
  }

  /** hashKey of every earlier position of the game, oldest first (the current one left out). */
  historyKeys(): number[] {
    return this.keys.slice(0, -1);
  }

  /** Under perpetual check, beside historyKeys: whether the side to move was in check there (else empty). */
  historyChecks(): boolean[] {
    return this.checks.slice(0, -1);
  }

  /**
   * What a search from the game's position needs of the game (the engine's
   * SearchOptions): its history, for repetitions and perpetual checks, and
   * the moves allowed where the game's rules forbid some of the position's.
   */
  searchContext(): { history: number[]; historyChecks: boolean[]; rootMoves?: number[] } {
    const context = { history: this.historyKeys(), historyChecks: this.historyChecks() };
    return this.v.spec.perpetualCheck === 'illegal' ? { ...context, rootMoves: this.legalMoves() } : context;
  }

  /** How often the current position has occurred, this time included. */
  occurrences(): number {
    const key = this.keys[this.keys.length - 1]!;
    let n = 0;
    // Same side to move only: every other entry, backwards.
    for (let i = this.keys.length - 1; i >= 0; i -= 2) if (this.keys[i] === key) n++;
    return n;
  }

  outcome(): Outcome | null {
    const occurrences = this.occurrences();
    const o = outcome(this.pos, { clock: this.clock, occurrences, checked: this.checkedThroughout(occurrences), moveRepeated: this.moveRepeated() });
    if (o || this.v.spec.perpetualCheck !== 'illegal') return o;
    // Every move the position allows would complete a perpetual check: the checker has run out of moves and loses.
    return this.legalMoves().length === 0 ? { result: winFor(this.pos.turn ^ 1), reason: 'perpetual-check' } : null;
  }

  /** Under move repetition: whether the last move completed a losing shuttle (rules/moveRepetition.ts). */
  private moveRepeated(): boolean {
    if (!this.v.spec.moveRepetition || this.rules.repetition <= 0) return false;
    return completesMoveRepetition(this.pos, { moves: this.played.map((p) => p.move), checks: this.checks, captured: this.captures, clock: this.clock });
  }

  /**
   * Under perpetual check, once the position repeats: who was in check in
   * every position since the n-th latest occurrence (ResultContext.checked).
   */
  private checkedThroughout(occurrences: number): number {
    const n = this.rules.repetition;
    if (this.checks.length === 0 || n <= 0 || occurrences < n) return 0;
    const last = this.keys.length - 1;
    let first = last;
    for (let i = last, seen = 0; i >= 0 && seen < n; i -= 2) {
      if (this.keys[i] === this.keys[last]) {
        seen++;
        first = i;
      }
    }
    let toMove = true;
    let other = true;
    for (let i = first; i <= last; i++) {
      if ((last - i) % 2 === 0) toMove &&= this.checks[i]!;
      else other &&= this.checks[i]!;
    }
    return (toMove ? CHECKED_TO_MOVE : 0) | (other ? CHECKED_OTHER : 0);
  }

  /** The current FEN, with the game's move-rule count as the halfmove clock. */
  fen(): string {
    const fields = makeFen(this.pos).split(' ');
    // While a count runs (counting rules) the field holds the count, not the move-rule clock.
    // The clock is the next-to-last field: check counting puts its own field before it.
    if (this.pos.countLimit === 0) fields[fields.length - 2] = String(this.clock);
    return fields.join(' ');
  }
}
