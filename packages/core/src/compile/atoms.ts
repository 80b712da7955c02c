/**
 * Phase 3, atoms: each piece's Betza expanded into atoms (by the betza
 * package), then turned for each colour once, with their leap mode bits and
 * path offsets, ready for the forward and reverse tables.
 */
import { compileBetza, type MoveAtom } from '@fairyforge/betza';
import { pieceRegions, type RegionMask } from './regions.ts';
import type { Geometry } from '../geometry.ts';
import type { PieceSpec, VariantSpec } from '../spec.ts';
import { CompileError, M_CAPTURE, M_EP, M_EP_CREATE, M_JUMP, M_LAME, M_MOVE, RAY_CANNON, RAY_CANNON_SHY, RAY_GRASSHOPPER, RAY_SLIDE } from './model.ts';

export interface OrientedAtom {
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
  /** The squares the atom applies from (a region's Betza), or null: every square. */
  from: Uint8Array | null;
  /** The squares it may land on (the piece's region), or null: every square. A ride stops where they end. */
  to: Uint8Array | null;
  /** An attack the piece has without the move (the flying general): in the reverse tables only. */
  attackOnly: boolean;
  /** Kept inside its region (`betzaWithin`): it starts on `to`'s squares too, so a reverse ray stops where the region ends. */
  within: boolean;
}

export interface PieceAtoms {
  /** oriented[c][t]: type t's atoms as colour c plays them. */
  readonly oriented: readonly (readonly (readonly OrientedAtom[])[])[];
  /**
   * Per colour: true when checks and pins can be found along lines alone
   * (no hopping, lame or jumping attacker), see CompiledVariant.
   */
  readonly lineAttacksOnly: [boolean, boolean];
  /** legs[t]: type t's multi-leg atoms (White's view), kept out of `oriented` for compile/multiLeg.ts. */
  readonly legs: readonly (readonly MoveAtom[])[];
}

/** Rotates a White-view vector for colour c (Black is White turned by 180°). */
function orient(c: number, dx: number, dy: number): [number, number] {
  return c === 0 ? [dx, dy] : [-dx, -dy];
}

/** One Betza string's atoms; a Betza the tables cannot express is an error. */
function betzaAtoms(p: PieceSpec, betza: string): MoveAtom[] {
  // An empty Betza is a piece that never moves once placed (reversi's discs; Fairy-Stockfish's immobile piece).
  if (betza === '') return [];
  // A piece written in Fairy-Stockfish's dialect is read as that engine reads it.
  const res = compileBetza(betza, { dialect: p.dialect ?? 'xbetza' });
  if (!res.ok) {
    const e = res.errors[0]!;
    throw new CompileError('betza', `piece ${p.letter} (${p.name}): Betza "${betza}": ${e.message} at column ${e.column + 1}`, { letter: p.letter });
  }
  for (const a of res.atoms) {
    // Jumping and lame riders (`jR`, `nN0`) would need their own walks in the
    // generator and the attack test; refuse them rather than get them wrong.
    if (a.range !== 1 && (a.jump || a.path.length > 0)) {
      throw new CompileError('rider-modifier', `piece ${p.letter} (${p.name}): Betza "${betza}": \`${a.jump ? 'j' : 'n'}\` on a rider is not supported`, { letter: p.letter });
    }
  }
  return [...res.atoms];
}

/** A piece's atoms, each with the squares it applies from (its move set's region), unoriented. */
interface PlacedAtom {
  readonly atom: MoveAtom;
  readonly from: RegionMask | null;
  /** For a move kept inside its region, the squares it may land on (instead of the piece's region). */
  readonly within: RegionMask | null;
}

function placedAtoms(spec: VariantSpec, g: Geometry): { atoms: PlacedAtom[][]; to: (readonly [Uint8Array | null, Uint8Array | null])[] } {
  const regions = pieceRegions(spec, g);
  const atoms = spec.pieces.map((p, t) =>
    regions[t]!.sets.flatMap((set) =>
      betzaAtoms(p, set.betza).map((atom) => {
        // A reverse ray holds many attacker squares under one type mask, so a ride cannot depend on where it starts.
        if (atom.legs && (set.from || regions[t]!.to.some((mask) => mask !== null))) throw new CompileError('multi-leg', `piece ${p.letter} (${p.name}): Betza "${set.betza}": multi-leg moves cannot depend on regions yet`, { letter: p.letter });
        // A ride kept inside its region may: its reverse rays end where the region does (reverse.ts).
        if (set.from && !set.within && atom.range !== 1) throw new CompileError('region-ride', `piece ${p.letter} (${p.name}): Betza "${set.betza}": only leaps may depend on the region the piece stands in`, { letter: p.letter });
        return { atom, from: set.from, within: set.within };
      }),
    ),
  );
  return { atoms, to: regions.map((r) => r.to) };
}

function orientAtom(c: number, atom: MoveAtom, from: Uint8Array | null, to: Uint8Array | null, avoidsOwnType: boolean, within: boolean): OrientedAtom {
  const [dx, dy] = orient(c, atom.dx, atom.dy);
  let mode = (atom.move ? M_MOVE : 0) | (atom.capture ? M_CAPTURE : 0) | (atom.enPassant ? M_EP : 0);
  if (atom.path.length > 0) {
    if (atom.path.length > 2) throw new CompileError('lame-path', `a lame path of ${atom.path.length} squares is not supported`);
    mode |= atom.jump ? M_JUMP : M_LAME;
    // A quiet initial lame move along a line leaves e.p. squares (pawn double step).
    if (atom.initial && atom.move && !atom.jump) mode |= M_EP_CREATE;
  }
  const path = atom.path.flatMap(([px, py]) => orient(c, px, py));
  const kind = atom.hop === 'p' ? (avoidsOwnType ? RAY_CANNON_SHY : RAY_CANNON) : atom.hop === 'g' ? RAY_GRASSHOPPER : RAY_SLIDE;
  return { dx, dy, range: atom.range, leap: atom.range === 1 && atom.hop === 'none', mode, kind, initial: atom.initial, capture: atom.capture, path, from, to, attackOnly: false, within };
}

/**
 * The flying general (rules/flyingGeneral.ts): a royal piece attacks along
 * rook lines, from anywhere and to anywhere, as far as the first piece. Only
 * a royal piece can stand there to be attacked in a legal game, so that is
 * the rule: no move may leave the two generals facing each other.
 */
function flyingGeneralAtoms(): OrientedAtom[] {
  return [[1, 0], [-1, 0], [0, 1], [0, -1]].map(([dx, dy]) => ({
    dx: dx!, dy: dy!, range: 0, leap: false, mode: M_CAPTURE, kind: RAY_SLIDE, initial: false, capture: true, path: [], from: null, to: null, attackOnly: true, within: false,
  }));
}

export function pieceAtoms(spec: VariantSpec, g: Geometry): PieceAtoms {
  const all = placedAtoms(spec, g);
  const legs = all.atoms.map((atoms) => atoms.filter(({ atom }) => atom.legs).map(({ atom }) => atom));
  const placed = { ...all, atoms: all.atoms.map((atoms) => atoms.filter(({ atom }) => !atom.legs)) };
  const oriented = [0, 1].map((c) =>
    placed.atoms.map((atoms, t) => {
      const shy = spec.pieces[t]!.avoidsOwnType === true;
      // The attack tests ask about royal squares without the victim's type (kernel/attacks.ts).
      if (shy && spec.pieces[t]!.royal) throw new CompileError('avoids-own-type-royal', `piece ${spec.pieces[t]!.letter}: a royal piece cannot be one that avoids its own type`, { letter: spec.pieces[t]!.letter });
      const own = atoms.map(({ atom, from, within }) => orientAtom(c, atom, from ? from[c]! : null, within ? within[c]! : (placed.to[t]![c] ?? null), shy, within !== null));
      return spec.flyingGeneral && spec.pieces[t]!.royal ? [...own, ...flyingGeneralAtoms()] : own;
    }),
  );
  // A capture that hops, or needs a path empty or occupied, cannot be found by walking lines from the king.
  // (Captures along multi-leg paths are judged by compile/multiLeg.ts: see multiLegCovered.)
  const indirect = placed.atoms.some((atoms) => atoms.some(({ atom: a }) => a.capture && (a.hop !== 'none' || a.path.length > 0 || a.jump)));
  return { oriented, lineAttacksOnly: [!indirect, !indirect], legs };
}
