/**
 * The computer opponent: iterative-deepening alpha-beta (negamax) with a
 * quiescence search over captures and promotions, a transposition table
 * keyed by the Zobrist hash, move ordering (hash move, captures by victim and
 * attacker value, promotions, two killer moves per ply, history), check
 * extensions, and a depth, time or node limit.
 *
 * Where a wall is placed with every move (duck, arrows), the root searches
 * whole moves and below it a piece's move and its wall are two nodes of the
 * same side at the same depth, each with its own alpha-beta and ordering.
 * Checks are not extended there, and quiescence follows a capture with one
 * wall (quiesceWall).
 *
 * Results come from the variant's rule modules (core's searchRules): the
 * value of a node without moves, the rules asked at every other node
 * (Makruk's counting, and whatever a variant adds), and the value of a
 * repetition or of the move rule, which the search detects itself.
 *
 * Deterministic for a given seed with a depth or node limit: the seed orders
 * the root moves before the first iteration (so it picks among equal moves)
 * and draws the optional per-move noise that varies self-play games.
 */
import {
  KIND_CASTLE,
  KIND_EN_PASSANT,
  KIND_PASS,
  KIND_WALL,
  MAX_MOVES,
  legalMoves,
  hashKey,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  pieceType,
  searchRules,
  terminalOutcome,
  type CompiledVariant,
  type Outcome,
  type Position,
  type SearchRules,
} from '@fairyforge/core';
import { Evaluator } from './evaluate.ts';
import { mulberry32 } from './random.ts';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, principalVariation, TranspositionTable } from './tt.ts';
import type { SearchLimits, SearchOptions, SearchResult } from './searchTypes.ts';

export type { SearchLimits, SearchOptions, SearchResult };

export const MATE = 10_000_000;
const INF = MATE + 1;
const MAX_PLY = 100;
/** Mate scores are within this many plies of MATE. */
const MATE_BAND = 1000;
const MAX_QDEPTH = 12;
/**
 * Quiescence nodes one leaf of the main search may spend. In chess a
 * capture sequence ends in a few dozen nodes; where nearly every move is a
 * capture (a packed board, compulsory captures) the capture tree is the
 * whole game tree, and without a bound one leaf would never return. Past
 * the budget, quiescence stands pat.
 */
const Q_NODES_PER_LEAF = 400;
const MOBILITY_PER_MOVE = 2;
const DELTA_MARGIN = 200;

class Stop extends Error {}

export class Engine {
  readonly v: CompiledVariant;
  readonly evaluator: Evaluator;
  private readonly rules: SearchRules;
  private readonly tt: TranspositionTable;
  private readonly values: Int32Array;
  private readonly moves = new Int32Array(1 << 18);
  private readonly scores = new Int32Array(1 << 18);
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly history: Int32Array;
  /** Walls placed with every move (core's rules/walls.ts): below the root a move is two half-moves of one side. */
  private readonly walls: boolean;
  /** Keys of the game's positions, then of the search path. */
  private keys = new Float64Array(1024);
  /** Beside each key, under perpetual check: 1 if the side to move was in check there. */
  private checked = new Uint8Array(1024);
  private nKeys = 0;
  private pos!: Position;
  /** Move lists form a stack in `moves`: a node writes its list at `top`, after its ancestors' lists. */
  private top = 0;
  private nodes = 0;
  private nodeLimit = Infinity;
  /** Quiescence nodes left to the current leaf (Q_NODES_PER_LEAF). */
  private qLeft = 0;
  private deadline = Infinity;
  /** SearchOptions.stop of the search running, if any. */
  private stopped: (() => boolean) | undefined;

  constructor(v: CompiledVariant, options: { ttBits?: number } = {}) {
    this.v = v;
    this.walls = v.walls !== undefined && v.walls.orMove !== true;
    this.evaluator = new Evaluator(v);
    this.values = this.evaluator.values;
    this.rules = searchRules(v);
    this.tt = new TranspositionTable(options.ttBits ?? 18);
    this.history = new Int32Array(v.geometry.size * v.geometry.size);
  }

  /** Forgets earlier searches (the transposition table, killers, history). */
  reset(): void {
    this.tt.clear();
    this.killers.fill(0);
    this.history.fill(0);
  }

  search(pos: Position, limits: SearchLimits = {}, options: SearchOptions = {}): SearchResult {
    const t0 = performance.now();
    this.pos = pos;
    this.nodes = 0;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.stopped = options.stop;
    this.deadline = limits.movetime !== undefined ? t0 + limits.movetime : Infinity;
    const bounded = limits.movetime !== undefined || limits.nodes !== undefined;
    const maxDepth = Math.min(MAX_PLY - 10, limits.depth ?? (bounded ? 64 : 4));
    const hist = options.history ?? [];
    if (this.keys.length < hist.length + MAX_PLY + 1) {
      this.keys = new Float64Array(hist.length + MAX_PLY + 1);
      this.checked = new Uint8Array(hist.length + MAX_PLY + 1);
    }
    hist.forEach((k, i) => (this.keys[i] = k));
    // Without checks beside the keys, the game's earlier positions count as not in check.
    const histChecks = options.historyChecks;
    for (let i = 0; i < hist.length; i++) this.checked[i] = histChecks?.[i] ? 1 : 0;
    this.nKeys = hist.length;
    this.killers.fill(0);
    for (let i = 0; i < this.history.length; i++) this.history[i] = this.history[i]! >> 2;

    const rng = mulberry32(options.seed ?? 0);
    const n = pos.generateLegal(this.moves, 0);
    const only = options.rootMoves;
    // The root's moves are whole: with walls, each piece's move with each of its walls.
    const root = (this.walls ? legalMoves(pos) : Array.from(this.moves.subarray(0, n))).filter((m) => !only || only.includes(m));
    if (root.length === 0) return { move: null, score: 0, depth: 0, nodes: 0, pv: [], ms: 0 };
    for (let i = root.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [root[i], root[j]] = [root[j]!, root[i]!];
    }
    const noise = new Map<number, number>();
    for (const m of root) noise.set(m, options.noise ? Math.floor(rng() * options.noise) : 0);
    // Captures first before the first iteration has scores.
    let order = root.map((m, i) => ({ m, s: this.isCapture(m) ? 1 : 0, i }));
    order.sort((a, b) => b.s - a.s || a.i - b.i);

    let best = order[0]!.m;
    let bestScore = -INF;
    let done = 0;
    this.pushKey();
    try {
      for (let depth = 1; depth <= maxDepth; depth++) {
        let alpha = -INF;
        let iterBest = order[0]!.m;
        const scored: { m: number; s: number; i: number }[] = [];
        for (let i = 0; i < order.length; i++) {
          const m = order[i]!.m;
          const bonus = noise.get(m)!;
          this.top = 0;
          pos.make(m);
          let score: number;
          try {
            score = -this.negamax(depth - 1, -INF, -(alpha - bonus), 1, n) + bonus;
          } finally {
            pos.unmake();
          }
          scored.push({ m, s: score, i });
          if (score > alpha) {
            alpha = score;
            iterBest = m;
          }
        }
        best = iterBest;
        bestScore = alpha;
        done = depth;
        this.tt.store(pos.hashLo, pos.hashHi, depth, alpha, BOUND_EXACT, best);
        scored.sort((a, b) => b.s - a.s || a.i - b.i);
        order = scored.map((x, i) => ({ m: x.m, s: x.s, i }));
        options.onIteration?.({ move: best, score: bestScore, depth, nodes: this.nodes, pv: principalVariation(this.tt, pos, best, depth), ms: performance.now() - t0 });
        if (Math.abs(alpha) >= MATE - MATE_BAND) break;
        if (this.deadline !== Infinity && performance.now() - t0 > (this.deadline - t0) * 0.5) break;
      }
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
    } finally {
      this.nKeys--;
    }
    if (done === 0) bestScore = 0;
    return { move: best, score: bestScore, depth: done, nodes: this.nodes, pv: principalVariation(this.tt, pos, best, done), ms: performance.now() - t0 };
  }

  private pushKey(): void {
    if (this.rules.tracksChecks) this.checked[this.nKeys] = this.pos.inCheck() ? 1 : 0;
    this.keys[this.nKeys++] = hashKey(this.pos);
  }

  /**
   * Where the position occurred before, in the game or on the path (same
   * side to move, since the last irreversible move), or -1. A search counts
   * a single repetition as the rule's n-th.
   */
  private repeatedAt(): number {
    if (!this.rules.repetition) return -1;
    const top = this.nKeys - 1;
    const key = this.keys[top]!;
    const stop = Math.max(0, top - this.pos.halfmove);
    for (let i = top - 2; i >= stop; i -= 2) if (this.keys[i] === key) return i;
    return -1;
  }

  /** The score of the repetition of the position at `from`: the rule's value, with who checked throughout since then. */
  private repetitionScore(from: number, ply: number): number {
    let checked = 0;
    if (this.rules.tracksChecks) {
      const top = this.nKeys - 1;
      let toMove = 1;
      let other = 1;
      for (let i = from; i <= top; i++) {
        if ((top - i) % 2 === 0) toMove &= this.checked[i]!;
        else other &= this.checked[i]!;
      }
      checked = toMove | (other << 1);
    }
    return this.score(this.rules.repeated(this.pos, checked), ply);
  }

  /** An outcome as a score for the side to move (ply = distance from the root: nearer wins score higher). */
  private score(o: Outcome, ply: number): number {
    if (o.result === '1/2-1/2') return 0;
    return (o.result === '1-0') === (this.pos.turn === 0) ? MATE - ply : -(MATE - ply);
  }

  /** The rules asked at every node with moves (none for most variants): their score, or NaN to go on. */
  private nodeResult(ply: number): number {
    const atNode = this.rules.atNode;
    for (let i = 0; i < atNode.length; i++) {
      const o = atNode[i]!(this.pos);
      if (o) return this.score(o, ply);
    }
    return NaN;
  }

  private checkLimits(): void {
    if (this.nodes >= this.nodeLimit) throw new Stop();
    if ((this.nodes & 1023) === 0 && ((this.deadline !== Infinity && performance.now() >= this.deadline) || this.stopped?.())) throw new Stop();
  }

  /** Is the side to move in check, for quiescence? Not in a wall half: there the mover's king is judged once its wall is placed. */
  private checkedNow(): boolean {
    return (!this.walls || this.pieceHalf()) && this.pos.inCheck();
  }

  /** With walls: is the side to move about to make a piece's move (its wall comes next, by the same side)? */
  private pieceHalf(): boolean {
    const pos = this.pos;
    return pos.ply === 0 || moveKind(pos.stMove[pos.ply - 1]!) === KIND_WALL;
  }

  private isCapture(m: number): boolean {
    const kind = moveKind(m);
    // A pass (from = to = the royal piece) takes nothing.
    return kind === KIND_EN_PASSANT || (kind !== KIND_CASTLE && kind !== KIND_PASS && this.pos.board[moveTo(m)] !== 0);
  }

  /** Score when the side to move has no legal move (ply = distance from the root), as the rules value it. */
  private terminal(ply: number): number {
    return this.score(terminalOutcome(this.pos), ply);
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number, parentMoves: number): number {
    const pos = this.pos;
    this.nodes++;
    this.checkLimits();
    this.pushKey();
    const saved = this.top;
    try {
      const rep = this.repeatedAt();
      if (rep >= 0) return this.repetitionScore(rep, ply);
      const start = this.top;
      if (start + MAX_MOVES > this.moves.length) return this.evaluator.evaluate(pos);
      const end = pos.generateLegal(this.moves, start);
      const n = end - start;
      if (n === 0) return this.terminal(ply);
      this.top = end;
      if (this.rules.moveRulePlies > 0 && this.rules.positionClock && pos.halfmove >= this.rules.moveRulePlies) return this.score(this.rules.moveRule(pos), ply);
      const ended = this.nodeResult(ply);
      if (ended === ended) return ended;
      // No check extension where walls are placed: the wall answers most checks, so a check forces
      // nothing, and where the one duck shields either king checks alternate without end (atomicduck).
      if (!this.walls && ply < MAX_PLY - 20 && this.pos.inCheck()) depth++;
      if (depth <= 0 || ply >= MAX_PLY - 2) {
        this.qLeft = Q_NODES_PER_LEAF;
        return this.quiesce(alpha, beta, ply, 0, parentMoves, start, end);
      }

      const slot = this.tt.probe(pos.hashLo, pos.hashHi);
      let ttMove = 0;
      if (slot >= 0) {
        ttMove = this.tt.move[slot]!;
        if (this.tt.depth[slot]! >= depth) {
          const s = fromTT(this.tt.score[slot]!, ply);
          const b = this.tt.bound[slot]!;
          if (b === BOUND_EXACT || (b === BOUND_LOWER && s >= beta) || (b === BOUND_UPPER && s <= alpha)) return s;
        }
      }
      this.scoreMoves(start, end, ttMove, ply, false);
      const alpha0 = alpha;
      let best = -INF;
      let bestMove = 0;
      // A piece's move before its wall: the same side moves next, at the same depth.
      const half = this.walls && this.pieceHalf();
      // Mobility compares the two sides' piece moves: a wall half hands on its piece half's count, not its walls'.
      const moves = this.walls && !half ? parentMoves : n;
      for (let i = start; i < end; i++) {
        const m = this.pickNext(i, end);
        pos.make(m);
        let score: number;
        try {
          score = half ? this.negamax(depth, alpha, beta, ply + 1, n) : -this.negamax(depth - 1, -beta, -alpha, ply + 1, moves);
        } finally {
          pos.unmake();
        }
        if (score > best) {
          best = score;
          bestMove = m;
          if (score > alpha) alpha = score;
        }
        if (alpha >= beta) {
          if (!this.isCapture(m) && movePromotion(m) < 0) {
            const k = ply * 2;
            if (this.killers[k] !== m) {
              this.killers[k + 1] = this.killers[k]!;
              this.killers[k] = m;
            }
            const h = (moveKind(m) === KIND_WALL ? moveTo(m) : moveFrom(m)) * this.v.geometry.size + moveTo(m);
            this.history[h] = Math.min(1 << 20, this.history[h]! + depth * depth);
          }
          break;
        }
      }
      const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
      this.tt.store(pos.hashLo, pos.hashHi, depth, toTT(best, ply), bound, bestMove);
      return best;
    } finally {
      this.nKeys--;
      this.top = saved;
    }
  }

  /** Captures and promotions only (every move when in check), from a stand-pat score. */
  private quiesce(alpha: number, beta: number, ply: number, qdepth: number, parentMoves: number, start: number, end: number): number {
    const pos = this.pos;
    if (this.walls && !this.pieceHalf()) return this.quiesceWall(alpha, beta, ply, qdepth, parentMoves, start, end);
    const n = end - start;
    const inCheck = this.checkedNow();
    let best = -INF;
    // Out of budget in check: no stand-pat is sound, but the static score is the best estimate left.
    if (inCheck && this.qLeft <= 0) return this.evaluator.evaluate(pos);
    if (!inCheck) {
      const stand = this.evaluator.evaluate(pos) + MOBILITY_PER_MOVE * (n - parentMoves);
      if (stand >= beta || qdepth >= MAX_QDEPTH || this.qLeft <= 0 || ply >= MAX_PLY - 2) return stand;
      if (stand > alpha) alpha = stand;
      best = stand;
      // Keep only the captures and promotions that could still raise alpha.
      let k = start;
      for (let i = start; i < end; i++) {
        const m = this.moves[i]!;
        const promo = movePromotion(m);
        if (promo >= 0) this.moves[k++] = m;
        else if (this.isCapture(m)) {
          const victim = moveKind(m) === KIND_EN_PASSANT ? this.typeAt(moveFrom(m)) : this.typeAt(moveTo(m));
          if (stand + this.values[victim]! + DELTA_MARGIN > alpha) this.moves[k++] = m;
        }
      }
      end = k;
      this.top = end;
    }
    this.scoreMoves(start, end, 0, ply, true);
    const half = this.walls && this.pieceHalf();
    for (let i = start; i < end; i++) {
      const m = this.pickNext(i, end);
      pos.make(m);
      let score: number;
      try {
        score = half ? this.qnode(alpha, beta, ply + 1, qdepth + 1, n) : -this.qnode(-beta, -alpha, ply + 1, qdepth + 1, n);
      } finally {
        pos.unmake();
      }
      if (score > best) {
        best = score;
        if (score > alpha) alpha = score;
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /**
   * A wall half in quiescence: the mover must place its wall, so no stand-pat, and the capture
   * sequence goes on after one wall, the first by the main search's killers and history (every
   * wall would multiply each capture by the empty squares). A poorer wall only undervalues the
   * capture. The wall adds no quiescence depth.
   */
  private quiesceWall(alpha: number, beta: number, ply: number, qdepth: number, parentMoves: number, start: number, end: number): number {
    if (ply >= MAX_PLY - 2) return this.evaluator.evaluate(this.pos);
    this.scoreMoves(start, end, 0, ply, false);
    this.pos.make(this.pickNext(start, end));
    try {
      return -this.qnode(-beta, -alpha, ply + 1, qdepth, parentMoves);
    } finally {
      this.pos.unmake();
    }
  }

  private qnode(alpha: number, beta: number, ply: number, qdepth: number, parentMoves: number): number {
    this.nodes++;
    this.qLeft--;
    this.checkLimits();
    this.pushKey();
    const saved = this.top;
    try {
      const rep = this.repeatedAt();
      if (rep >= 0) return this.repetitionScore(rep, ply);
      const start = this.top;
      if (start + MAX_MOVES > this.moves.length) return this.evaluator.evaluate(this.pos);
      const end = this.pos.generateLegal(this.moves, start);
      if (end === start) return this.terminal(ply);
      this.top = end;
      const ended = this.nodeResult(ply);
      if (ended === ended) return ended;
      return this.quiesce(alpha, beta, ply, qdepth, parentMoves, start, end);
    } finally {
      this.nKeys--;
      this.top = saved;
    }
  }


  private typeAt(sq: number): number {
    return pieceType(this.pos.board[sq]!);
  }

  private scoreMoves(start: number, end: number, ttMove: number, ply: number, quiet: boolean): void {
    const board = this.pos.board;
    const values = this.values;
    const size = this.v.geometry.size;
    const k1 = this.killers[ply * 2]!;
    const k2 = this.killers[ply * 2 + 1]!;
    for (let i = start; i < end; i++) {
      const m = this.moves[i]!;
      let s: number;
      const to = moveTo(m);
      const from = moveFrom(m);
      const kind = moveKind(m);
      const promo = movePromotion(m);
      if (m === ttMove) s = 1 << 30;
      else if (kind === KIND_EN_PASSANT || (kind !== KIND_CASTLE && kind !== KIND_PASS && board[to] !== 0)) {
        const victim = kind === KIND_EN_PASSANT ? this.typeAt(from) : this.typeAt(to);
        s = (1 << 28) + values[victim]! * 64 - (values[this.typeAt(from)]! >> 4) + (promo >= 0 ? values[promo]! : 0);
      } else if (promo >= 0) s = (1 << 27) + values[promo]!;
      else if (quiet) s = 0;
      else if (m === k1) s = (1 << 26) + 1;
      else if (m === k2) s = 1 << 26;
      // A wall's history is kept by its square alone: the duck's old square changes every move.
      else s = this.history[(kind === KIND_WALL ? to : from) * size + to]!;
      this.scores[i] = s;
    }
  }

  /** Moves the best-scored remaining move to index i and returns it. */
  private pickNext(i: number, end: number): number {
    let bi = i;
    for (let j = i + 1; j < end; j++) if (this.scores[j]! > this.scores[bi]!) bi = j;
    if (bi !== i) {
      const m = this.moves[bi]!;
      this.moves[bi] = this.moves[i]!;
      this.moves[i] = m;
      const s = this.scores[bi]!;
      this.scores[bi] = this.scores[i]!;
      this.scores[i] = s;
    }
    return this.moves[i]!;
  }
}

function toTT(score: number, ply: number): number {
  return score >= MATE - MATE_BAND ? score + ply : score <= -(MATE - MATE_BAND) ? score - ply : score;
}
function fromTT(score: number, ply: number): number {
  return score >= MATE - MATE_BAND ? score - ply : score <= -(MATE - MATE_BAND) ? score + ply : score;
}
