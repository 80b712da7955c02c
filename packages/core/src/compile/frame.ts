/**
 * Phase 2, initial ranks, and the board arithmetic built on them. The forward
 * (move) and reverse (attack) tables both ask where an atom lands from a
 * square, whether an initial move applies there, which squares a lame leap
 * crosses and how far a ray runs: they ask here, so the two tables cannot
 * disagree about a move.
 */
import { rankOf, type Geometry } from '../geometry.ts';
import { parsePlacement, splitPocket } from '../placement.ts';
import type { VariantSpec } from '../spec.ts';
import type { OrientedAtom } from './atoms.ts';
import { CompileError } from './model.ts';
import type { PieceTypes } from './pieces.ts';
import { regionMasks } from './regions.ts';

export interface Frame {
  readonly cols: number;
  readonly rows: number;
  readonly size: number;
  /** The board's holes (board shapes), or null: no square is one. Compiled away here: no leap lands on one, no ride or lame path crosses one. */
  readonly holes: Uint8Array | null;
  /** initialRanks[c][t]: the ranks, counted from c's first rank, where type t's initial (`i`) moves apply. */
  readonly initialRanks: readonly (readonly ReadonlySet<number>[])[];
  /** reach[t]: the furthest rank, from the mover's first rank, an initial leap of type t may land on. */
  readonly reach: readonly number[];
  /** initialSquares[c][t]: where a region gives them (VariantSpec.initialRegions), the squares type t's initial moves apply on; else null. */
  readonly initialSquares: readonly (readonly (Uint8Array | null)[])[];
}

/** Shogi-style promotion's promoted type per type (-1 for none), for reading `+P` in a placement; undefined without it. */
export function promotedTypes(spec: VariantSpec, typeByLetter: ReadonlyMap<string, number>): Int8Array | undefined {
  const map = spec.promotion.pieces;
  if (!map || Object.keys(map).length === 0) return undefined;
  const out = new Int8Array(typeByLetter.size).fill(-1);
  for (const [from, to] of Object.entries(map)) {
    const f = typeByLetter.get(from);
    const t = typeByLetter.get(to);
    if (f !== undefined && t !== undefined) out[f] = t;
  }
  return out;
}

/**
 * The ranks where initial moves apply: those the spec gives, else those the
 * start position has the piece on (for each colour, from its own side).
 */
export function initialFrame(spec: VariantSpec, g: Geometry, types: PieceTypes): Frame {
  const { nTypes, letters, typeByLetter } = types;
  // A start position may hold walls where the variant has them (annexation's walled corners), as a FEN may (fen.ts).
  const walls = spec.petrify !== undefined || spec.walls !== undefined || spec.flip !== undefined;
  const start = parsePlacement(splitPocket(spec.startFen.split(/\s+/)[0] ?? '').placement, g, typeByLetter, undefined, promotedTypes(spec, typeByLetter), walls);
  if (!start.ok) throw new CompileError('setup-placement', `start position: ${start.error}`, { offset: start.offset, detail: start.error });
  const initialRanks: Set<number>[][] = [[], []];
  for (let c = 0; c < 2; c++) {
    for (let t = 0; t < nTypes; t++) {
      const given = spec.initialRanks?.[letters[t]!];
      const set = new Set<number>(given ?? []);
      if (!given) {
        for (let sq = 0; sq < g.size; sq++) {
          const code = start.board[sq]!;
          if (code !== 0 && (code & 1) === c && (code >> 1) - 1 === t) set.add(relativeRank(g, c, rankOf(g, sq)));
        }
      }
      initialRanks[c]![t] = set;
    }
  }
  const reach = letters.map((l) => spec.initialReach?.[l] ?? g.rows - 1);
  // A region names the squares one by one (rules/regions.ts): Wolf chess's pawns double-step from b3 too.
  const masks = spec.initialRegions ? regionMasks(spec, g) : null;
  const initialSquares = [0, 1].map((c) =>
    letters.map((l) => {
      const name = spec.initialRegions?.[l];
      if (name === undefined) return null;
      const m = masks!.get(name);
      if (!m) throw new CompileError('region-unknown', `initialRegions.${l}: no region named '${name}'`, { letter: l });
      return m[c]!;
    }),
  );
  // Its ranks, for those who list them (resolve): the ranks it holds a square on.
  initialSquares.forEach((row, c) =>
    row.forEach((m, t) => {
      if (!m) return;
      const set = new Set<number>();
      for (let sq = 0; sq < g.size; sq++) if (m[sq]) set.add(relativeRank(g, c, rankOf(g, sq)));
      initialRanks[c]![t] = set;
    }),
  );
  return { cols: g.cols, rows: g.rows, size: g.size, holes: g.holes ?? null, initialRanks, reach, initialSquares };
}

/** Rank r counted from colour c's first rank. */
export function relativeRank(f: Pick<Frame, 'rows'>, c: number, r: number): number {
  return c === 0 ? r : f.rows - 1 - r;
}

/** Whether type t of colour c may make its initial moves from square `from`. */
export function initialApplies(f: Frame, c: number, t: number, from: number): boolean {
  const squares = f.initialSquares[c]![t];
  if (squares) return squares[from] === 1;
  return f.initialRanks[c]![t]!.has(relativeRank(f, c, (from / f.cols) | 0));
}

/**
 * Where leap atom `a` of type t, colour c, lands from `from`: -1 when it
 * leaves the board or, for an initial leap, goes past the type's reach.
 * (Whether the initial move applies on `from` at all is initialApplies.)
 */
export function leapTarget(f: Frame, a: OrientedAtom, c: number, t: number, from: number): number {
  const tf = (from % f.cols) + a.dx;
  const tr = ((from / f.cols) | 0) + a.dy;
  if (tf < 0 || tf >= f.cols || tr < 0 || tr >= f.rows) return -1;
  if (a.initial && relativeRank(f, c, tr) > f.reach[t]!) return -1;
  // A piece kept to a region (rules/regions.ts) lands only there.
  if (a.to && a.to[tr * f.cols + tf] === 0) return -1;
  // Nothing lands on a hole, nor crosses one on a lame or jumping path (a hole never holds the piece to jump).
  if (f.holes && (f.holes[tr * f.cols + tf] === 1 || holeOnPath(f, f.holes, a, from))) return -1;
  return tr * f.cols + tf;
}

function holeOnPath(f: Frame, holes: Uint8Array, a: OrientedAtom, from: number): boolean {
  for (let i = 0; 2 * i < a.path.length; i++) if (holes[pathSquare(f, a, from, i)] === 1) return true;
  return false;
}

/**
 * The i-th (0 or 1) square a lame or jumping leap from `from` crosses, or -1.
 * Path squares lie between start and target, so they are on the board.
 */
export function pathSquare(f: Frame, a: OrientedAtom, from: number, i: number): number {
  if (a.path.length <= 2 * i) return -1;
  return (((from / f.cols) | 0) + a.path[2 * i + 1]!) * f.cols + (from % f.cols) + a.path[2 * i]!;
}

/**
 * How many squares a ray from `from` in direction (dx, dy) covers before the
 * edge or its range (0: unlimited), and, for a piece kept to the squares of
 * `region`, before it leaves them. Walked `back` from a target (the reverse
 * tables), the target must be in the region and the first square out of it
 * is the last one counted: a piece may start outside and ride in.
 */
export function rayLength(f: Frame, from: number, dx: number, dy: number, range: number, region: Uint8Array | null = null, back = false): number {
  const limit = range === 0 ? Infinity : range;
  if ((region && back && region[from] === 0) || (f.holes && f.holes[from] === 1)) return 0;
  let len = 0;
  for (let fl = (from % f.cols) + dx, r = ((from / f.cols) | 0) + dy; len < limit && fl >= 0 && fl < f.cols && r >= 0 && r < f.rows; fl += dx, r += dy) {
    // A hole ends a ray like the board's edge.
    if (f.holes && f.holes[r * f.cols + fl] === 1) return len;
    if (region && region[r * f.cols + fl] === 0) return back ? len + 1 : len;
    len++;
  }
  return len;
}

/** The first `len` squares from `from` in direction (dx, dy), nearest first. */
export function raySquares(f: Frame, from: number, dx: number, dy: number, len: number): number[] {
  const f0 = from % f.cols;
  const r0 = (from / f.cols) | 0;
  const squares: number[] = [];
  for (let n = 1; n <= len; n++) squares.push((r0 + n * dy) * f.cols + f0 + n * dx);
  return squares;
}

/** The initial ranks as CompiledVariant lists them: per colour and type, sorted. */
export function sortedInitialRanks(f: Frame): [number[][], number[][]] {
  const sorted = (c: number) => f.initialRanks[c]!.map((set) => [...set].sort((a, b) => a - b));
  return [sorted(0), sorted(1)];
}
