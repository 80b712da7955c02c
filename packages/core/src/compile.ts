/**
 * compileVariant: VariantSpec -> CompiledVariant, done once at load time.
 *
 * Every piece's Betza is expanded into atoms by the betza package and then,
 * for each colour and square, into flat typed arrays of leap targets and ray
 * square lists (move tables), plus the reverse tables used to answer "is this
 * square attacked by that side?". Move generation then only walks arrays:
 * no strings, no geometry arithmetic, no allocation.
 *
 * Piece codes: a board cell holds 0 (empty) or `2 * (type + 1) + colour`, so
 * `code & 1` is the colour (0 White, 1 Black), `(code >> 1) - 1` the type and
 * `code - 2` the piece-colour index `pc` used to index tables.
 */
import { compileBetza, type MoveAtom } from '@fairyforge/betza';
import { makeGeometry, squareAt, fileOf, rankOf, type Geometry } from './geometry.ts';
import type { VariantSpec } from './spec.ts';
import { parsePlacement } from './placement.ts';

/** Leap mode bits. */
export const M_MOVE = 1;
export const M_CAPTURE = 2;
export const M_EP = 4;
/** The quiet move leaves its crossed squares as e.p. squares. */
export const M_EP_CREATE = 8;
/** Path squares must be empty (lame leaper). */
export const M_LAME = 16;
/** Path square must be occupied (jumping leaper, `j`). */
export const M_JUMP = 32;

/** Ray kinds. */
export const RAY_SLIDE = 0;
export const RAY_CANNON = 1;
export const RAY_GRASSHOPPER = 2;

/** Types are indexed into 32-bit masks by the attack tables. */
export const MAX_PIECE_TYPES = 32;

/** What a compile error is about, so callers can point at the right place. */
export type CompileErrorSubject = 'setup' | 'piece' | 'rules' | 'board';

export class CompileError extends Error {
  constructor(
    message: string,
    readonly subject: CompileErrorSubject,
    readonly letter?: string,
    /** For setup errors: index of the culprit in the placement text. */
    readonly offset?: number,
    /** The problem itself, without the subject the message names first (e.g. "start position: "). */
    readonly detail: string = message,
  ) {
    super(message);
    this.name = 'CompileError';
  }
}

export interface CompiledCastling {
  readonly kingType: number;
  /** Bit t set if type t may act as the rook. */
  readonly rookMask: number;
  readonly kingFile: number;
  readonly kingsideFiles: readonly number[];
  readonly queensideFiles: readonly number[];
}

export interface CompiledVariant {
  readonly spec: VariantSpec;
  readonly geometry: Geometry;
  readonly size: number;
  readonly nTypes: number;
  /** Upper-case letter per type. */
  readonly letters: readonly string[];
  readonly royal: Uint8Array;
  readonly pawn: Uint8Array;
  /** Moves of piece-colour `pc` from `sq`: leaps at leapOff[k]..leapOff[k+1], k = pc*size+sq. */
  readonly leapOff: Int32Array;
  readonly leapTo: Int16Array;
  readonly leapMode: Uint8Array;
  /** Up to two path squares for lame/jumping leaps (-1 = none). */
  readonly leapPathA: Int16Array;
  readonly leapPathB: Int16Array;
  /**
   * Within each key's leaps: plain ones (move and/or capture) come first;
   * from leapSpecial[k] capture leaps that may take en passant; from
   * leapOther[k] quiet lame leaps over one square (the pawn's double step);
   * from leapRest[k] the rest (other lame, jumping, e.p.-only leaps).
   */
  readonly leapSpecial: Int32Array;
  readonly leapOther: Int32Array;
  readonly leapRest: Int32Array;
  /** Rays of `pc` from `sq` at rayOff[k]..rayOff[k+1], k = pc*size+sq; each ray indexes raySqOff. */
  readonly rayOff: Int32Array;
  readonly rayList: Int32Array;
  readonly raySqOff: Int32Array;
  readonly raySq: Int16Array;
  /** Per ray: mode bits (M_MOVE/M_CAPTURE) and kind (RAY_*). */
  readonly rayMode: Uint8Array;
  readonly rayKind: Uint8Array;
  /**
   * Reverse tables. For attacker colour c and target square sq, k = c*size+sq:
   * leap attackers at attLeapOff[k]..: source square, type mask, path squares;
   * ray attackers at attRayOff[k]..: a ray index (squares walked outward from
   * sq), the mask of types attacking along it, and its kind.
   */
  readonly attLeapOff: Int32Array;
  readonly attLeapFrom: Int16Array;
  readonly attLeapMask: Int32Array;
  readonly attLeapMode: Uint8Array;
  readonly attLeapPathA: Int16Array;
  readonly attLeapPathB: Int16Array;
  readonly attRayOff: Int32Array;
  readonly attRay: Int32Array;
  readonly attRayMask: Int32Array;
  readonly attRayKind: Uint8Array;
  /**
   * Per colour: true when checks and pins can be found along lines alone
   * (no hopping, lame or jumping attacker of that colour), so legal moves can
   * be generated directly instead of by make-and-test.
   */
  readonly lineAttacksOnly: readonly [boolean, boolean];
  /** repeats[t] = 1 if type t can reach a square in two ways (see compileVariant): its moves are deduplicated. */
  readonly repeats: Uint8Array;
  /** promoZone[c*size+sq] = 1 if a pawn of colour c promotes on sq. */
  readonly promoZone: Uint8Array;
  /** promoFrom[pc*size+sq] = 1 if that pawn could promote with its next move from sq. */
  readonly promoFrom: Uint8Array;
  /** Promotion choices (types) per colour. */
  readonly promoChoices: readonly [Int8Array, Int8Array];
  readonly promoMandatory: boolean;
  readonly castling: CompiledCastling | null;
  /** Per colour and type: the ranks (0-based, from that side's first rank) where initial (`i`) moves apply. */
  readonly initialRanks: readonly [readonly (readonly number[])[], readonly (readonly number[])[]];
  /** Type index by upper-case letter. */
  readonly typeByLetter: ReadonlyMap<string, number>;
  /**
   * Zobrist keys, each two 32-bit halves at [2k] and [2k+1]: piece-colour pc
   * on square sq at k = pc*size+sq; then a castling right with its rook on sq
   * at k = zCastle + sq; an e.p. square at k = zEp + sq; the side to move
   * (Black) at k = zSide.
   */
  readonly zobrist: Int32Array;
  readonly zCastle: number;
  readonly zEp: number;
  readonly zSide: number;
}

interface Leap {
  to: number;
  mode: number;
  pathA: number;
  pathB: number;
}
interface Ray {
  squares: number[];
  mode: number;
  kind: number;
}
interface OrientedAtom {
  dx: number;
  dy: number;
  range: number;
  /** A single leap (range 1, no hopping); otherwise a ray. */
  leap: boolean;
  /** M_* bits. */
  mode: number;
  /** RAY_* kind, for rays. */
  kind: number;
  initial: boolean;
  capture: boolean;
  /** Path offsets as [dx1, dy1, dx2, dy2], oriented for the colour. */
  path: number[];
}

/** Rotates a White-view vector for colour c (Black is White turned by 180°). */
function orient(c: number, dx: number, dy: number): [number, number] {
  return c === 0 ? [dx, dy] : [-dx, -dy];
}

export function compileVariant(spec: VariantSpec): CompiledVariant {
  const g = makeGeometry(spec.cols, spec.rows);
  const size = g.size;
  const nTypes = spec.pieces.length;
  if (nTypes > MAX_PIECE_TYPES) throw new CompileError(`at most ${MAX_PIECE_TYPES} piece types are supported, got ${nTypes}`, 'piece');
  const letters = spec.pieces.map((p) => p.letter.toUpperCase());
  const typeByLetter = new Map<string, number>();
  letters.forEach((l, t) => {
    if (typeByLetter.has(l)) throw new CompileError(`piece letter ${l} is defined twice`, 'piece', l);
    typeByLetter.set(l, t);
  });
  const typeOf = (letter: string, what: string): number => {
    const t = typeByLetter.get(letter.toUpperCase());
    if (t === undefined) throw new CompileError(`${what} names piece ${letter}, which the variant does not have`, 'rules', letter);
    return t;
  };

  // Ranks (relative to each side) on which initial moves are allowed.
  const start = parsePlacement(spec.startFen.split(/\s+/)[0] ?? '', g, typeByLetter);
  if (!start.ok) throw new CompileError(`start position: ${start.error}`, 'setup', undefined, start.offset, start.error);
  const initialRanks: Set<number>[][] = [[], []];
  for (let c = 0; c < 2; c++) {
    for (let t = 0; t < nTypes; t++) {
      const given = spec.initialRanks?.[letters[t]!];
      const set = new Set<number>(given ?? []);
      if (!given) {
        for (let sq = 0; sq < size; sq++) {
          const code = start.board[sq]!;
          if (code !== 0 && (code & 1) === c && (code >> 1) - 1 === t) {
            const r = rankOf(g, sq);
            set.add(c === 0 ? r : g.rows - 1 - r);
          }
        }
      }
      initialRanks[c]![t] = set;
    }
  }

  // How far (rank, from each side's own first rank) initial moves may go.
  const reach = letters.map((l) => spec.initialReach?.[l] ?? g.rows - 1);

  const atomsByType: MoveAtom[][] = spec.pieces.map((p) => {
    const res = compileBetza(p.betza, { dialect: p.dialect ?? 'xbetza' });
    if (!res.ok) {
      const e = res.errors[0]!;
      throw new CompileError(`piece ${p.letter} (${p.name}): Betza "${p.betza}": ${e.message} at column ${e.column + 1}`, 'piece', p.letter);
    }
    for (const a of res.atoms) {
      // Jumping and lame riders (`jR`, `nN0`) would need their own walks in the
      // generator and the attack test; refuse them rather than get them wrong.
      if (a.range !== 1 && (a.jump || a.path.length > 0)) {
        throw new CompileError(`piece ${p.letter} (${p.name}): Betza "${p.betza}": \`${a.jump ? 'j' : 'n'}\` on a rider is not supported`, 'piece', p.letter);
      }
    }
    return [...res.atoms];
  });

  // Atoms turned for each colour once, with their mode bits and path offsets.
  const oriented: OrientedAtom[][][] = [0, 1].map((c) =>
    atomsByType.map((atoms) =>
      atoms.map((atom) => {
        const [dx, dy] = orient(c, atom.dx, atom.dy);
        let mode = (atom.move ? M_MOVE : 0) | (atom.capture ? M_CAPTURE : 0) | (atom.enPassant ? M_EP : 0);
        if (atom.path.length > 0) {
          if (atom.path.length > 2) throw new CompileError(`a lame path of ${atom.path.length} squares is not supported`, 'piece');
          mode |= atom.jump ? M_JUMP : M_LAME;
          // A quiet initial lame move along a line leaves e.p. squares (pawn double step).
          if (atom.initial && atom.move && !atom.jump) mode |= M_EP_CREATE;
        }
        const path = atom.path.flatMap(([px, py]) => orient(c, px, py));
        const kind = atom.hop === 'p' ? RAY_CANNON : atom.hop === 'g' ? RAY_GRASSHOPPER : RAY_SLIDE;
        return { dx, dy, range: atom.range, leap: atom.range === 1 && atom.hop === 'none', mode, kind, initial: atom.initial, capture: atom.capture, path };
      }),
    ),
  );

  const leapsBy: Leap[][] = [];
  const raysBy: Ray[][] = [];
  const lineAttacksOnly: [boolean, boolean] = [true, true];
  const { cols, rows } = g;
  for (let c = 0; c < 2; c++) {
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + c;
      for (const atom of atomsByType[t]!) {
        if (atom.capture && (atom.hop !== 'none' || atom.path.length > 0 || atom.jump)) lineAttacksOnly[c] = false;
      }
      const atoms = oriented[c]![t]!;
      for (let sq = 0; sq < size; sq++) {
        const f0 = sq % cols;
        const r0 = (sq / cols) | 0;
        const isInitial = initialRanks[c]![t]!.has(c === 0 ? r0 : rows - 1 - r0);
        const leaps: Leap[] = [];
        const rays: Ray[] = [];
        for (const a of atoms) {
          if (a.initial && !isInitial) continue;
          if (a.leap) {
            const tf = f0 + a.dx;
            const tr = r0 + a.dy;
            if (tf < 0 || tf >= cols || tr < 0 || tr >= rows) continue;
            if (a.initial && (c === 0 ? tr : rows - 1 - tr) > reach[t]!) continue;
            let pathA = -1;
            let pathB = -1;
            if (a.path.length > 0) {
              // Path squares lie between start and target, so they are on the board.
              pathA = (r0 + a.path[1]!) * cols + f0 + a.path[0]!;
              if (a.path.length > 2) pathB = (r0 + a.path[3]!) * cols + f0 + a.path[2]!;
            }
            leaps.push({ to: tr * cols + tf, mode: a.mode, pathA, pathB });
          } else {
            const squares: number[] = [];
            const limit = a.range === 0 ? Infinity : a.range;
            for (let n = 1, f = f0 + a.dx, r = r0 + a.dy; n <= limit && f >= 0 && f < cols && r >= 0 && r < rows; n++, f += a.dx, r += a.dy) {
              squares.push(r * cols + f);
            }
            if (squares.length > 0) rays.push({ squares, mode: a.mode & (M_MOVE | M_CAPTURE), kind: a.kind });
          }
        }
        leapsBy[pc * size + sq] = dedupeLeaps(leaps, rays);
        raysBy[pc * size + sq] = dedupeRays(rays);
      }
    }
  }

  // A piece whose moves can reach one square in two ways with the same power
  // (a leap onto a rider's line beyond its first square, `RD`; two riders on
  // one line, `RD0`; overlapping ranges, `mRR2`) would list a move twice. Such
  // types are marked, and the generator removes repeats from their moves.
  const repeats = new Uint8Array(nTypes);
  const seenBits = new Uint8Array(size);
  const touched: number[] = [];
  const add = (t: number, sq: number, mode: number) => {
    const bits = mode & (M_MOVE | M_CAPTURE | M_EP);
    if (seenBits[sq]! & bits) repeats[t] = 1;
    if (seenBits[sq] === 0) touched.push(sq);
    seenBits[sq]! |= bits;
  };
  for (let t = 0; t < nTypes; t++) {
    for (let k = t * 2 * size; k < (t * 2 + 2) * size && !repeats[t]; k++) {
      for (const l of leapsBy[k]!) add(t, l.to, l.mode);
      for (const r of raysBy[k]!) for (const s2 of r.squares) add(t, s2, r.mode);
      for (const sq of touched) seenBits[sq] = 0;
      touched.length = 0;
    }
  }

  // Flatten move tables.
  const nKeys = nTypes * 2 * size;
  const leapOff = new Int32Array(nKeys + 1);
  const rayOff = new Int32Array(nKeys + 1);
  let nLeaps = 0;
  let nRays = 0;
  for (let k = 0; k < nKeys; k++) {
    nLeaps += leapsBy[k]!.length;
    nRays += raysBy[k]!.length;
  }
  const leapTo = new Int16Array(nLeaps);
  const leapSpecial = new Int32Array(nKeys);
  const leapOther = new Int32Array(nKeys);
  const leapRest = new Int32Array(nKeys);
  const leapMode = new Uint8Array(nLeaps);
  const leapPathA = new Int16Array(nLeaps);
  const leapPathB = new Int16Array(nLeaps);
  const rays = new RayStore();
  const rayList = new Int32Array(nRays);
  let li = 0;
  let ri = 0;
  for (let k = 0; k < nKeys; k++) {
    leapOff[k] = li;
    // Plain leaps (move and/or capture, no conditions) first, then capture
    // leaps that may also take en passant, then the rest. The generator runs
    // the first group in a tight loop — and the second with it whenever there
    // is no e.p. square — and only the rest through the general path.
    const all = leapsBy[k]!;
    const plain = all.filter((l) => (l.mode & ~(M_MOVE | M_CAPTURE)) === 0);
    const epCaptures = all.filter((l) => l.mode === (M_CAPTURE | M_EP));
    // Quiet lame leaps over one square (the pawn's double step) get a tight loop too.
    const lameSteps = all.filter((l) => (l.mode & ~M_EP_CREATE) === (M_MOVE | M_LAME) && l.pathB < 0);
    const other = all.filter((l) => !plain.includes(l) && !epCaptures.includes(l) && !lameSteps.includes(l));
    for (const l of [...plain, ...epCaptures, ...lameSteps, ...other]) {
      leapTo[li] = l.to;
      leapMode[li] = l.mode;
      leapPathA[li] = l.pathA;
      leapPathB[li] = l.pathB;
      li++;
    }
    leapSpecial[k] = leapOff[k]! + plain.length;
    leapOther[k] = leapOff[k]! + plain.length + epCaptures.length;
    leapRest[k] = leapOther[k]! + lameSteps.length;
    rayOff[k] = ri;
    for (const r of raysBy[k]!) rayList[ri++] = rays.add(r);
  }
  leapOff[nKeys] = li;
  rayOff[nKeys] = ri;

  // Reverse (attack) tables: who of colour c attacks square sq, by capture.
  const attLeaps: { from: number; mask: number; mode: number; pathA: number; pathB: number }[][] = [];
  const attRays: { ray: number; mask: number; kind: number }[][] = [];
  const revRays = new Map<number, number>();
  const leapIndex = new Map<number, { from: number; mask: number; mode: number; pathA: number; pathB: number }>();
  const rayEntryIndex = new Map<number, { ray: number; mask: number; kind: number }>();
  const revStore: Ray[] = [];
  for (let k = 0; k < 2 * size; k++) {
    attLeaps[k] = [];
    attRays[k] = [];
  }
  for (let c = 0; c < 2; c++) {
    for (let t = 0; t < nTypes; t++) {
      for (const a of oriented[c]![t]!) {
        if (!a.capture) continue;
        for (let from = 0; from < size; from++) {
          if (!a.leap) break;
          const f0 = from % cols;
          const r0 = (from / cols) | 0;
          if (a.initial && !initialRanks[c]![t]!.has(c === 0 ? r0 : rows - 1 - r0)) continue;
          const tf = f0 + a.dx;
          const tr = r0 + a.dy;
          if (tf < 0 || tf >= cols || tr < 0 || tr >= rows) continue;
          if (a.initial && (c === 0 ? tr : rows - 1 - tr) > reach[t]!) continue;
          const to = tr * cols + tf;
          const pathA = a.path.length > 0 ? (r0 + a.path[1]!) * cols + f0 + a.path[0]! : -1;
          const pathB = a.path.length > 2 ? (r0 + a.path[3]!) * cols + f0 + a.path[2]! : -1;
          const mode = a.mode & (M_LAME | M_JUMP);
          // Numeric key (no strings at this volume): same source and conditions share one entry.
          const key = ((((c * 1024 + from) * 64 + mode) * 1024 + pathA + 1) * 1024 + pathB + 1) * 1024 + to;
          const same = leapIndex.get(key);
          if (same) same.mask |= 1 << t;
          else {
            const e = { from, mask: 1 << t, mode, pathA, pathB };
            leapIndex.set(key, e);
            attLeaps[c * size + to]!.push(e);
          }
        }
        if (a.leap) continue;
        // Reverse ray: walk from the attacked square against the direction.
        for (let to = 0; to < size; to++) {
          const f0 = to % cols;
          const r0 = (to / cols) | 0;
          let len = 0;
          const limit = a.range === 0 ? Infinity : a.range;
          for (let f = f0 - a.dx, r = r0 - a.dy; len < limit && f >= 0 && f < cols && r >= 0 && r < rows; f -= a.dx, r -= a.dy) len++;
          if (len === 0) continue;
          // A reverse ray is fixed by its kind, direction, length and start square.
          const key = (((a.kind * 64 + a.dx + 32) * 64 + a.dy + 32) * 1024 + len) * 1024 + to;
          let ray = revRays.get(key);
          if (ray === undefined) {
            const squares: number[] = [];
            for (let n = 1; n <= len; n++) squares.push((r0 - n * a.dy) * cols + f0 - n * a.dx);
            ray = revStore.length;
            revStore.push({ squares, mode: M_CAPTURE, kind: a.kind });
            revRays.set(key, ray);
          }
          const entryKey = ray * 2 + c;
          const same = rayEntryIndex.get(entryKey);
          if (same) same.mask |= 1 << t;
          else {
            const e = { ray, mask: 1 << t, kind: a.kind };
            rayEntryIndex.set(entryKey, e);
            attRays[c * size + to]!.push(e);
          }
        }
      }
    }
  }
  // Reverse rays share the ray store with forward rays.
  const revIndex = revStore.map(() => 0);
  const allRays = new RayStore();
  // Re-add forward rays in order so their indices stay the same.
  for (let i = 0; i < nRays; i++) allRays.add(rays.get(i));
  revStore.forEach((r, i) => (revIndex[i] = allRays.add(r)));

  const attLeapOff = new Int32Array(2 * size + 1);
  const attRayOff = new Int32Array(2 * size + 1);
  const nAttLeaps = attLeaps.reduce((a, l) => a + l.length, 0);
  const nAttRays = attRays.reduce((a, l) => a + l.length, 0);
  const attLeapFrom = new Int16Array(nAttLeaps);
  const attLeapMask = new Int32Array(nAttLeaps);
  const attLeapMode = new Uint8Array(nAttLeaps);
  const attLeapPathA = new Int16Array(nAttLeaps);
  const attLeapPathB = new Int16Array(nAttLeaps);
  const attRay = new Int32Array(nAttRays);
  const attRayMask = new Int32Array(nAttRays);
  const attRayKind = new Uint8Array(nAttRays);
  let ai = 0;
  let bi = 0;
  for (let k = 0; k < 2 * size; k++) {
    attLeapOff[k] = ai;
    for (const e of attLeaps[k]!) {
      attLeapFrom[ai] = e.from;
      attLeapMask[ai] = e.mask;
      attLeapMode[ai] = e.mode;
      attLeapPathA[ai] = e.pathA;
      attLeapPathB[ai] = e.pathB;
      ai++;
    }
    attRayOff[k] = bi;
    // Slides first: they are the common attackers and the only ones that pin.
    const sorted = [...attRays[k]!].sort((a, b) => a.kind - b.kind);
    for (const e of sorted) {
      attRay[bi] = revIndex[e.ray]!;
      attRayMask[bi] = e.mask;
      attRayKind[bi] = e.kind;
      bi++;
    }
  }
  attLeapOff[2 * size] = ai;
  attRayOff[2 * size] = bi;

  // Promotion.
  const promoZone = new Uint8Array(2 * size);
  for (const rel of spec.promotion.ranks) {
    if (rel < 0 || rel >= g.rows) throw new CompileError(`promotion rank ${rel + 1} is off the board`, 'rules');
    for (let f = 0; f < g.cols; f++) {
      promoZone[squareAt(g, f, rel)] = 1;
      promoZone[size + squareAt(g, f, g.rows - 1 - rel)] = 1;
    }
  }
  // Where a pawn could promote with its next move: only there does the
  // generator need the promotion-aware path.
  const promoFrom = new Uint8Array(nKeys);
  for (let t = 0; t < nTypes; t++) {
    if (!spec.pieces[t]!.pawn) continue;
    for (let c = 0; c < 2; c++) {
      for (let sq = 0; sq < size; sq++) {
        const k = (t * 2 + c) * size + sq;
        let reaches = false;
        for (const l of leapsBy[k]!) if (promoZone[c * size + l.to]) reaches = true;
        for (const r of raysBy[k]!) for (const s2 of r.squares) if (promoZone[c * size + s2]) reaches = true;
        promoFrom[k] = reaches ? 1 : 0;
      }
    }
  }
  const promoChoices: [Int8Array, Int8Array] = [
    Int8Array.from(spec.promotion.choices[0].map((l) => typeOf(l, 'promotion'))),
    Int8Array.from(spec.promotion.choices[1].map((l) => typeOf(l, 'promotion'))),
  ];

  let castling: CompiledCastling | null = null;
  if (spec.castling) {
    const cs = spec.castling;
    let rookMask = 0;
    for (const l of cs.rooks) rookMask |= 1 << typeOf(l, 'castling');
    castling = {
      kingType: typeOf(cs.king, 'castling'),
      rookMask,
      kingFile: cs.kingFile,
      kingsideFiles: cs.kingsideFiles,
      queensideFiles: cs.queensideFiles,
    };
  }

  const raw = allRays.finish();
  const zCastle = nTypes * 2 * size;
  const zEp = zCastle + size;
  const zSide = zEp + size;
  const zobrist = zobristKeys(2 * (zSide + 1));
  return {
    spec,
    geometry: g,
    size,
    nTypes,
    letters,
    royal: Uint8Array.from(spec.pieces.map((p) => (p.royal ? 1 : 0))),
    pawn: Uint8Array.from(spec.pieces.map((p) => (p.pawn ? 1 : 0))),
    leapOff,
    leapTo,
    leapMode,
    leapPathA,
    leapPathB,
    leapSpecial,
    leapOther,
    leapRest,
    rayOff,
    rayList,
    raySqOff: raw.sqOff,
    raySq: raw.sq,
    rayMode: raw.mode,
    rayKind: raw.kind,
    attLeapOff,
    attLeapFrom,
    attLeapMask,
    attLeapMode,
    attLeapPathA,
    attLeapPathB,
    attRayOff,
    attRay,
    attRayMask,
    attRayKind,
    lineAttacksOnly,
    repeats,
    promoZone,
    promoFrom,
    promoChoices,
    promoMandatory: spec.promotion.mandatory,
    castling,
    zobrist,
    zCastle,
    zEp,
    zSide,
    initialRanks: [initialRanks[0]!.map((set) => [...set].sort((a, b) => a - b)), initialRanks[1]!.map((set) => [...set].sort((a, b) => a - b))],
    typeByLetter,
  };
}

/** Growable flat store of rays (square lists with a mode and kind). */
class RayStore {
  private readonly rays: Ray[] = [];
  add(r: Ray): number {
    this.rays.push(r);
    return this.rays.length - 1;
  }
  get(i: number): Ray {
    return this.rays[i]!;
  }
  finish(): { sqOff: Int32Array; sq: Int16Array; mode: Uint8Array; kind: Uint8Array } {
    const n = this.rays.length;
    const sqOff = new Int32Array(n + 1);
    const total = this.rays.reduce((a, r) => a + r.squares.length, 0);
    const sq = new Int16Array(total);
    const mode = new Uint8Array(n);
    const kind = new Uint8Array(n);
    let o = 0;
    this.rays.forEach((r, i) => {
      sqOff[i] = o;
      for (const s of r.squares) sq[o++] = s;
      mode[i] = r.mode;
      kind[i] = r.kind;
    });
    sqOff[n] = o;
    return { sqOff, sq, mode, kind };
  }
}

/**
 * Merges leaps to the same target with the same conditions, and drops a leap
 * that a slide already covers (its first square with at least the same
 * modes), so that compounds like `WR` or `KQ` never list a move twice.
 */
function dedupeLeaps(leaps: Leap[], rays: Ray[]): Leap[] {
  const out: Leap[] = [];
  for (const l of leaps) {
    const cond = l.mode & ~(M_MOVE | M_CAPTURE | M_EP);
    const same = out.find((o) => o.to === l.to && (o.mode & ~(M_MOVE | M_CAPTURE | M_EP)) === cond && o.pathA === l.pathA && o.pathB === l.pathB);
    if (same) same.mode |= l.mode;
    else out.push({ ...l });
  }
  return out.filter((l) => {
    if (l.mode & (M_LAME | M_JUMP | M_EP | M_EP_CREATE)) return true;
    const covered = rays.some((r) => r.kind === RAY_SLIDE && r.squares[0] === l.to && (r.mode & l.mode) === (l.mode & (M_MOVE | M_CAPTURE)));
    return !covered;
  });
}

/** Drops rays whose squares and powers another ray of the same kind already has. */
function dedupeRays(rays: Ray[]): Ray[] {
  const out: Ray[] = [];
  for (const r of rays) {
    const i = out.findIndex((o) => o.kind === r.kind && o.squares[0] === r.squares[0] && o.squares[1] === r.squares[1]);
    if (i < 0) {
      out.push(r);
      continue;
    }
    const o = out[i]!;
    // Same direction: keep the longer one if its modes are at least as wide.
    const longer = o.squares.length >= r.squares.length ? o : r;
    const shorter = longer === o ? r : o;
    if ((longer.mode & shorter.mode) === shorter.mode) out[i] = longer;
    else if (o.mode === r.mode) out[i] = longer;
    else out.push(r);
  }
  return out;
}

/** Deterministic pseudo-random keys (xorshift32 from a fixed seed), so hashes are stable across runs. */
function zobristKeys(n: number): Int32Array {
  const out = new Int32Array(n);
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x;
  }
  return out;
}
