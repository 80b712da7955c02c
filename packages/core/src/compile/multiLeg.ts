/**
 * Multi-leg moves (XBetza `a`; rules/multiLeg.ts): each piece-colour's
 * multi-leg atoms turned, per square, into a tree of the squares its legs
 * may visit, flattened depth first into typed arrays the kernel walks
 * (kernel/multiLeg.ts). A node is a square with what the piece may do there:
 * end its move (`emit`, M_MOVE / M_CAPTURE bits) and go on to the node's
 * children when the square holds what `cond` asks (nothing: a ride or a leg
 * ending on an empty square; an enemy: a locust victim; any piece: a hop).
 * A failed condition skips the node's whole subtree, so a blocked ride or
 * leg costs one test. Every node also knows the locust victim of its path
 * (the square of the ancestor that captured on the way), so a move is
 * written without walking back up; on a path without one, -2 - the square
 * where its first leg ended (a pass back to the start is written through
 * it), or -1 on the first leg.
 */
import type { MoveAtom, MoveLeg } from '@fairyforge/betza';
import { squareAt, fileOf, rankOf, type Geometry } from '../geometry.ts';
import type { MoveLists } from './forward.ts';
import { CompileError, M_CAPTURE, M_JUMP, M_LAME, M_MOVE, type CompiledMultiLeg } from './model.ts';

/** Node conditions for going on to the children. */
export const LEG_EMPTY = 1;
export const LEG_ENEMY = 2;
export const LEG_OCCUPIED = 4;

interface Node {
  readonly sq: number;
  readonly cond: number;
  emit: number;
  readonly via: number;
  readonly children: Node[];
}

/** The child of `parent` on sq with cond, made once: paths that agree so far share their nodes. */
function child(children: Node[], sq: number, cond: number, via: number): Node {
  let node = children.find((n) => n.sq === sq && n.cond === cond && n.via === via);
  if (!node) {
    node = { sq, cond, emit: 0, via, children: [] };
    children.push(node);
  }
  return node;
}

/** Adds the paths of legs[index..] starting on square `start` (the origin is `from`) under `children`. */
function addLeg(g: Geometry, children: Node[], legs: readonly MoveLeg[], index: number, start: number, via: number): void {
  const leg = legs[index]!;
  const last = index === legs.length - 1;
  const max = leg.range === 0 ? g.cols + g.rows : leg.range;
  let here = children;
  let sq = start;
  for (let step = 1; step <= max; step++) {
    sq = squareAt(g, fileOf(g, sq) + leg.dx, rankOf(g, sq) + leg.dy);
    if (sq < 0) return;
    if (last) {
      const node = child(here, sq, LEG_EMPTY, via);
      node.emit |= (leg.move ? M_MOVE : 0) | (leg.capture ? M_CAPTURE : 0);
      here = node.children;
      continue;
    }
    // A leg before the last may end here (on what its mode allows) and the next leg start;
    // without a victim, the path below remembers the first square it turned on (a pass is written through it).
    const turn = via === -1 ? -2 - sq : via;
    if (leg.move) addLeg(g, child(here, sq, LEG_EMPTY, via).children, legs, index + 1, sq, turn);
    if (leg.capture) addLeg(g, child(here, sq, LEG_ENEMY, via).children, legs, index + 1, sq, sq);
    if (leg.hop === 'p') addLeg(g, child(here, sq, LEG_OCCUPIED, via).children, legs, index + 1, sq, turn);
    // The ride goes on over empty squares only.
    here = child(here, sq, LEG_EMPTY, via).children;
  }
}

/** An atom's own fields as its first leg (betza allows no `g` on a leg). */
function firstLeg(atom: MoveAtom): MoveLeg {
  return { dx: atom.dx, dy: atom.dy, range: atom.range, move: atom.move, capture: atom.capture, hop: atom.hop === 'p' ? 'p' : 'none' };
}

/** Turns a White-view leg for colour c (Black's moves are White's turned by 180°). */
function orientLeg(c: number, leg: MoveLeg): MoveLeg {
  return c === 0 ? leg : { ...leg, dx: 0 - leg.dx, dy: 0 - leg.dy };
}

/**
 * The multi-leg tables, or undefined when no piece has such moves (the
 * variant's other tables are then unchanged). `legs[t]` holds type t's
 * multi-leg atoms, White's view.
 */
/** See CompiledMultiLeg.attacksCovered: each capture node's square is a plain, unconditional leap capture from the same square. */
function multiLegCovered(tables: Omit<CompiledMultiLeg, 'attacksCovered'>, lists: MoveLists, size: number, nTypes: number): boolean {
  for (let k = 0; k < 2 * nTypes * size; k++) {
    const plain = new Set(lists.leapsBy[k]!.filter((l) => l.mode & M_CAPTURE && (l.mode & (M_LAME | M_JUMP)) === 0).map((l) => l.to));
    for (let i = tables.nodeOff[k]!; i < tables.nodeOff[k + 1]!; i++) {
      const captures = tables.nodeEmit[i]! & M_CAPTURE || tables.nodeCond[i]! & LEG_ENEMY;
      // A path back to the start finds its own square empty: nothing is captured there.
      if (captures && tables.nodeSq[i] !== k % size && !plain.has(tables.nodeSq[i]!)) return false;
    }
  }
  return true;
}

export function compileMultiLeg(g: Geometry, nTypes: number, legs: readonly (readonly MoveAtom[])[], capturesDoMore: boolean, lists: MoveLists): CompiledMultiLeg | undefined {
  if (!legs.some((atoms) => atoms.length > 0)) return undefined;
  // A locust victim would have to go to hand or blast too: make/unmake do not do that yet.
  if (capturesDoMore) throw new CompileError('multi-leg', 'multi-leg moves do not combine with hands or blasts yet');
  // A locust victim is written into the move in 8 bits (moves.ts).
  if (g.size > 256) throw new CompileError('multi-leg', `multi-leg moves need a board of at most 256 squares, this one has ${g.size}`);
  const types = new Uint8Array(nTypes);
  const off = new Int32Array(2 * nTypes * g.size + 1);
  const sq: number[] = [];
  const emit: number[] = [];
  const cond: number[] = [];
  const skip: number[] = [];
  const via: number[] = [];
  const flatten = (nodes: readonly Node[]): void => {
    for (const node of nodes) {
      const at = sq.length;
      sq.push(node.sq);
      emit.push(node.emit);
      cond.push(node.cond);
      via.push(node.via);
      skip.push(0);
      flatten(node.children);
      skip[at] = sq.length;
    }
  };
  for (let t = 0; t < nTypes; t++) {
    if (legs[t]!.length > 0) types[t] = 1;
    for (let c = 0; c < 2; c++) {
      for (let from = 0; from < g.size; from++) {
        const k = (t * 2 + c) * g.size + from;
        off[k] = sq.length;
        const roots: Node[] = [];
        for (const atom of legs[t]!) addLeg(g, roots, [firstLeg(atom), ...atom.legs!].map((leg) => orientLeg(c, leg)), 0, from, -1);
        flatten(roots);
      }
    }
  }
  off[2 * nTypes * g.size] = sq.length;
  const tables = {
    types,
    nodeOff: off,
    nodeSq: Int16Array.from(sq),
    nodeEmit: Uint8Array.from(emit),
    nodeCond: Uint8Array.from(cond),
    nodeSkip: Int32Array.from(skip),
    nodeVia: Int16Array.from(via),
  };
  return { ...tables, attacksCovered: multiLegCovered(tables, lists, g.size, nTypes) };
}
