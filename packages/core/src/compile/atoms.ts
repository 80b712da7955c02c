/**
 * Phase 3, atoms: each piece's Betza expanded into atoms (by the betza
 * package), then turned for each colour once, with their leap mode bits and
 * path offsets, ready for the forward and reverse tables.
 */
import { compileBetza, type MoveAtom } from '@fairyforge/betza';
import type { VariantSpec } from '../spec.ts';
import { CompileError, M_CAPTURE, M_EP, M_EP_CREATE, M_JUMP, M_LAME, M_MOVE, RAY_CANNON, RAY_GRASSHOPPER, RAY_SLIDE } from './model.ts';

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
}

export interface PieceAtoms {
  /** oriented[c][t]: type t's atoms as colour c plays them. */
  readonly oriented: readonly (readonly (readonly OrientedAtom[])[])[];
  /**
   * Per colour: true when checks and pins can be found along lines alone
   * (no hopping, lame or jumping attacker), see CompiledVariant.
   */
  readonly lineAttacksOnly: [boolean, boolean];
}

/** Rotates a White-view vector for colour c (Black is White turned by 180°). */
function orient(c: number, dx: number, dy: number): [number, number] {
  return c === 0 ? [dx, dy] : [-dx, -dy];
}

/** The atoms of every piece, in declaration order; a Betza the tables cannot express is an error. */
function betzaAtoms(spec: VariantSpec): MoveAtom[][] {
  return spec.pieces.map((p) => {
    // A piece written in Fairy-Stockfish's dialect is read as that engine reads it.
    const res = compileBetza(p.betza, { dialect: p.dialect ?? 'xbetza' });
    if (!res.ok) {
      const e = res.errors[0]!;
      throw new CompileError('betza', `piece ${p.letter} (${p.name}): Betza "${p.betza}": ${e.message} at column ${e.column + 1}`, { letter: p.letter });
    }
    for (const a of res.atoms) {
      // Jumping and lame riders (`jR`, `nN0`) would need their own walks in the
      // generator and the attack test; refuse them rather than get them wrong.
      if (a.range !== 1 && (a.jump || a.path.length > 0)) {
        throw new CompileError('rider-modifier', `piece ${p.letter} (${p.name}): Betza "${p.betza}": \`${a.jump ? 'j' : 'n'}\` on a rider is not supported`, { letter: p.letter });
      }
    }
    return [...res.atoms];
  });
}

function orientAtom(c: number, atom: MoveAtom): OrientedAtom {
  const [dx, dy] = orient(c, atom.dx, atom.dy);
  let mode = (atom.move ? M_MOVE : 0) | (atom.capture ? M_CAPTURE : 0) | (atom.enPassant ? M_EP : 0);
  if (atom.path.length > 0) {
    if (atom.path.length > 2) throw new CompileError('lame-path', `a lame path of ${atom.path.length} squares is not supported`);
    mode |= atom.jump ? M_JUMP : M_LAME;
    // A quiet initial lame move along a line leaves e.p. squares (pawn double step).
    if (atom.initial && atom.move && !atom.jump) mode |= M_EP_CREATE;
  }
  const path = atom.path.flatMap(([px, py]) => orient(c, px, py));
  const kind = atom.hop === 'p' ? RAY_CANNON : atom.hop === 'g' ? RAY_GRASSHOPPER : RAY_SLIDE;
  return { dx, dy, range: atom.range, leap: atom.range === 1 && atom.hop === 'none', mode, kind, initial: atom.initial, capture: atom.capture, path };
}

export function pieceAtoms(spec: VariantSpec): PieceAtoms {
  const atomsByType = betzaAtoms(spec);
  const oriented = [0, 1].map((c) => atomsByType.map((atoms) => atoms.map((atom) => orientAtom(c, atom))));
  // A capture that hops, or needs a path empty or occupied, cannot be found by walking lines from the king.
  const indirect = atomsByType.some((atoms) => atoms.some((a) => a.capture && (a.hop !== 'none' || a.path.length > 0 || a.jump)));
  return { oriented, lineAttacksOnly: [!indirect, !indirect] };
}
