/**
 * compileVariant: VariantSpec -> CompiledVariant, done once at load time.
 *
 * Every piece's Betza is expanded into atoms by the betza package and then,
 * for each colour and square, into flat typed arrays of leap targets and ray
 * square lists (move tables), plus the reverse tables used to answer "is this
 * square attacked by that side?". Move generation then only walks arrays:
 * no strings, no geometry arithmetic, no allocation.
 *
 * The work is done in phases, one module each under compile/ (see
 * docs/architecture.md); this module runs them in order and assembles the
 * result. The order matters for errors: the first problem found is the one
 * reported, so pieces come before the start position, which comes before
 * Betza, then promotion and castling.
 */
import { makeGeometry, parseSquare, type Geometry } from './geometry.ts';
import type { VariantSpec } from './spec.ts';
import { pieceAtoms } from './compile/atoms.ts';
import { compileBlast, compileMutualImmunity } from './compile/blast.ts';
import { compilePetrify } from './compile/petrify.ts';
import { compileGating } from './compile/gating.ts';
import { compileWalls } from './compile/walls.ts';
import { compileFlip } from './compile/flip.ts';
import { compileCastling } from './compile/castling.ts';
import { compileCounting } from './compile/counting.ts';
import { moveLists, moveTables, repeatedTypes } from './compile/forward.ts';
import { initialFrame, sortedInitialRanks } from './compile/frame.ts';
import { compileHands } from './compile/hands.ts';
import { compileMultiLeg } from './compile/multiLeg.ts';
import { CompileError, type CompiledVariant } from './compile/model.ts';
import { pieceTypes } from './compile/pieces.ts';
import { promotionTables } from './compile/promotion.ts';
import { regionMasks } from './compile/regions.ts';
import { compileResults } from './compile/results.ts';
import { attackTables } from './compile/reverse.ts';
import { zobristTables } from './compile/zobrist.ts';

export * from './compile/model.ts';
export { COUNTING_ASEAN, COUNTING_CAMBODIAN, COUNTING_MAKRUK } from './compile/counting.ts';

/** The board of a spec: its size and its holes (board shapes), which every phase sees through the geometry. */
export function variantGeometry(spec: Pick<VariantSpec, 'cols' | 'rows' | 'holes'>): Geometry {
  const plain = makeGeometry(spec.cols, spec.rows);
  if (!spec.holes || spec.holes.length === 0) return plain;
  const squares = spec.holes.map((name) => {
    const sq = parseSquare(plain, name);
    if (sq < 0) throw new CompileError('hole-square', `hole '${name}' is not a square of this board`);
    return sq;
  });
  return makeGeometry(spec.cols, spec.rows, squares);
}

export function compileVariant(spec: VariantSpec): CompiledVariant {
  const g = variantGeometry(spec);
  const types = pieceTypes(spec);
  const frame = initialFrame(spec, g, types);
  const atoms = pieceAtoms(spec, g);
  const lists = moveLists(frame, types.nTypes, atoms);
  const repeats = repeatedTypes(g.size, types.nTypes, lists);
  const { rays: forwardRays, ...moves } = moveTables(lists);
  const { allRays, ...attacks } = attackTables(frame, types.nTypes, atoms, forwardRays, moves.rayList.length);
  const promotion = promotionTables(spec, g, types, lists);
  const castling = compileCastling(spec, types);
  const results = compileResults(spec, g, types);
  const counting = compileCounting(spec, types);
  const hands = compileHands(spec, g, types);
  const blast = compileBlast(spec, g, types);
  const petrify = compilePetrify(spec, g, types);
  const gating = compileGating(spec, g, types);
  const walls = compileWalls(spec, g);
  const flip = compileFlip(spec, g, types);
  const multiLeg = compileMultiLeg(g, types.nTypes, atoms.legs, hands.hands !== undefined || blast.blast !== undefined, lists);
  const raw = allRays.finish();
  return {
    spec,
    geometry: g,
    size: g.size,
    nTypes: types.nTypes,
    letters: types.letters,
    royal: Uint8Array.from(spec.pieces.map((p) => (p.royal ? 1 : 0))),
    pawn: Uint8Array.from(spec.pieces.map((p) => (p.pawn ? 1 : 0))),
    ...moves,
    raySqOff: raw.sqOff,
    raySq: raw.sq,
    rayMode: raw.mode,
    rayKind: raw.kind,
    ...attacks,
    // Attacks along multi-leg paths that the reverse tables do not hold cannot be found along lines.
    lineAttacksOnly: multiLeg && !multiLeg.attacksCovered ? [false, false] : atoms.lineAttacksOnly,
    repeats,
    ...promotion,
    castling,
    counting,
    ...zobristTables(types.nTypes, g.size),
    initialRanks: sortedInitialRanks(frame),
    typeByLetter: types.typeByLetter,
    ...results,
    ...hands,
    ...blast,
    ...compileMutualImmunity(spec, types),
    ...petrify,
    ...gating,
    ...walls,
    ...flip,
    ...(multiLeg ? { multiLeg } : {}),
    ...enPassantRegion(spec, g),
  };
}

/** The squares each side's double steps may leave as e.p. squares, where a region gives them (rules/regions.ts). */
function enPassantRegion(spec: VariantSpec, g: Geometry): { epRegion?: Uint8Array } {
  const name = spec.enPassantRegion;
  if (name === undefined) return {};
  const mask = regionMasks(spec, g).get(name);
  if (!mask) throw new CompileError('region-unknown', `enPassantRegion: no region named '${name}'`);
  const epRegion = new Uint8Array(2 * g.size);
  epRegion.set(mask[0], 0);
  epRegion.set(mask[1], g.size);
  return { epRegion };
}
