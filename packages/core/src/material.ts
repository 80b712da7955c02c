/**
 * Insufficient material, decided soundly for any piece set.
 *
 * Which material can force or even allow a mate depends on how the pieces
 * move, and a fairy variant's pieces can defy chess intuition: a lone royal
 * amazon (QN) mates a bare king, a royal knight can be stalemated by another
 * one. So nothing is assumed about the pieces. A position counts as
 * insufficient material when it is *dead*: no sequence of legal moves from it
 * reaches a checkmate, a stalemate that the variant scores as a win, or a
 * decisive end by a node-start rule (a king on the hill, extinction). That is
 * proved by visiting every position reachable from it.
 *
 * One case is settled without a search: one royal piece each and nothing
 * else, both of the same type, whose moves have no initial-only or lame
 * parts, with stalemate a draw. Two pieces of one type on an otherwise empty
 * board attack each other symmetrically (Black's moves are White's turned by
 * 180°), so a move giving check would leave the mover's own royal attacked:
 * no check, hence no mate, can ever happen. That decides king against king on
 * any board at once.
 *
 * Otherwise the proof is attempted only where it is small: no pawns (so no promotions),
 * at most three pieces, and at most DEAD_SEARCH_BUDGET reachable positions
 * (estimated as squares^pieces × 2 sides). That covers bare royals on every
 * board up to about 300 squares (king against king in chess and Wildebeest)
 * and three-piece endings on small boards. Anything larger is not claimed
 * (the n-move rule still ends such games).
 */
import { compileBetza } from '@fairyforge/betza';
import { END_DRAW, type CompiledVariant } from './compile.ts';
import { makeFen, parseFen } from './fen.ts';
import type { Position } from './position.ts';

/** Reachable positions a proof may visit. */
export const DEAD_SEARCH_BUDGET = 200_000;
const MAX_PIECES = 3;
/** Room for the move lists along one walk; a position whose list might not fit is re-entered later from its FEN. */
const STACK = 1 << 18;
const LEVEL = 4096;

export type DeadResult = 'dead' | 'alive' | 'unknown';

/** True when the position is provably dead (see above). */
export function insufficientMaterial(pos: Position): boolean {
  return deadPosition(pos) === 'dead';
}

/**
 * 53 bits of the Zobrist hash as one number, for sets and equality. Among the
 * 200 000 positions of the largest proof, a collision has odds of about 2 in a
 * million; repetition compares a few hundred.
 */
export function hashKey(pos: Position): number {
  return (pos.hashHi & 0x1fffff) * 4294967296 + (pos.hashLo >>> 0);
}

/**
 * 'dead' (proved), 'alive' (a decisive end is reachable) or 'unknown' (not
 * attempted, or over budget).
 */
export function deadPosition(pos: Position, budget = DEAD_SEARCH_BUDGET): DeadResult {
  const v = pos.v;
  // A piece in hand may be dropped anywhere: not worth a proof.
  if (pos.hand.some((n) => n > 0)) return 'unknown';
  let pieces = 0;
  for (let pc = 0; pc < v.nTypes * 2; pc++) {
    const n = pos.pcount[pc]!;
    if (n > 0 && v.pawn[pc >> 1]) return 'unknown';
    pieces += n;
  }
  if (pieces === 2 && bareTwinRoyals(pos)) return 'dead';
  if (pieces > MAX_PIECES || Math.pow(v.geometry.size, pieces) * 2 > budget) return 'unknown';
  // A material that was found alive (or too big) once is not searched again in
  // this variant: at worst a dead position goes unclaimed, never the reverse.
  let known = undecided.get(v);
  if (!known) undecided.set(v, (known = new Map()));
  const signature = `${budget}:${pos.pcount.join(',')}`;
  const cached = known.get(signature);
  if (cached) return cached;
  const result = prove(pos, budget);
  if (result !== 'dead') known.set(signature, result);
  return result;
}

const undecided = new WeakMap<CompiledVariant, Map<string, DeadResult>>();

function prove(pos: Position, budget: number): DeadResult {
  const v = pos.v;

  const stalemateDecisive = v.spec.stalemate !== 'draw';
  const seen = new Set<number>([hashKey(pos)]);
  const pending: string[] = [];
  const buf = new Int32Array(STACK);
  let status: DeadResult = 'dead';

  // Depth-first over make/unmake with an explicit stack (paths get as long as
  // the positions are many); returns false to stop the whole proof.
  const listEnd = new Int32Array(budget + 2);
  const next = new Int32Array(budget + 2);
  const visit = (p: Position): boolean => {
    let depth = 0;
    const open = (base: number): boolean => {
      const end = p.generateLegal(buf, base);
      if (end === base) {
        // A node-start rule that ended the game decisively (a flag reached, say) makes it alive too.
        const ended = p.gameEnd();
        if (ended !== 0 ? (ended & 3) !== END_DRAW : p.inCheck() || stalemateDecisive) {
          status = 'alive';
          return false;
        }
      } else if (end - base >= LEVEL) {
        status = 'unknown';
        return false;
      }
      next[depth] = base;
      listEnd[depth] = end;
      return true;
    };
    if (!open(0)) return false;
    for (;;) {
      if (next[depth] === listEnd[depth]) {
        if (depth === 0) return true;
        p.unmake();
        depth--;
        continue;
      }
      // Each level deeper is a position new to `seen`, which never holds more
      // than budget (the proof stops there), so depth < budget + 2 = next.length.
      const at = next[depth]!;
      next[depth] = at + 1;
      p.make(buf[at]!);
      const key = hashKey(p);
      if (seen.has(key)) {
        p.unmake();
        continue;
      }
      seen.add(key);
      if (seen.size > budget) {
        status = 'unknown';
        for (; depth >= 0; depth--) p.unmake();
        return false;
      }
      const base = listEnd[depth]!;
      if (base + LEVEL > STACK) {
        pending.push(makeFen(p));
        p.unmake();
        continue;
      }
      depth++;
      if (!open(base)) {
        for (; depth > 0; depth--) p.unmake();
        return false;
      }
    }
  };

  if (!visit(pos)) return status;
  while (pending.length) {
    const r = parseFen(v, pending.pop()!);
    if (!r.ok) return 'unknown';
    if (!visit(r.position)) return status;
  }
  return 'dead';
}

/** One royal each, of one type with plain moves, and stalemate a draw: see the module comment. */
function bareTwinRoyals(pos: Position): boolean {
  const v = pos.v;
  // A flag region or an extinction rule may end the game without a check: search instead.
  if (v.spec.stalemate !== 'draw' || v.flag || v.extinction) return false;
  for (let t = 0; t < v.nTypes; t++) {
    if (pos.pcount[t * 2] === 1 && pos.pcount[t * 2 + 1] === 1) return v.royal[t] === 1 && plainMoves(v, t);
  }
  return false;
}

const plainCache = new WeakMap<CompiledVariant, boolean[]>();

function plainMoves(v: CompiledVariant, t: number): boolean {
  let cached = plainCache.get(v);
  if (!cached) plainCache.set(v, (cached = []));
  if (cached[t] === undefined) {
    const piece = v.spec.pieces[t]!;
    const r = compileBetza(piece.betza, { dialect: piece.dialect ?? 'xbetza' });
    cached[t] = r.ok && r.atoms.every((a) => !a.initial && a.path.length === 0);
  }
  return cached[t]!;
}
