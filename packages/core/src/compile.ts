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
import { makeGeometry } from './geometry.ts';
import type { VariantSpec } from './spec.ts';
import { pieceAtoms } from './compile/atoms.ts';
import { compileBlast } from './compile/blast.ts';
import { compileCastling } from './compile/castling.ts';
import { compileCounting } from './compile/counting.ts';
import { moveLists, moveTables, repeatedTypes } from './compile/forward.ts';
import { initialFrame, sortedInitialRanks } from './compile/frame.ts';
import { compileHands } from './compile/hands.ts';
import { compileMultiLeg } from './compile/multiLeg.ts';
import type { CompiledVariant } from './compile/model.ts';
import { pieceTypes } from './compile/pieces.ts';
import { promotionTables } from './compile/promotion.ts';
import { compileResults } from './compile/results.ts';
import { attackTables } from './compile/reverse.ts';
import { zobristTables } from './compile/zobrist.ts';

export * from './compile/model.ts';
export { COUNTING_ASEAN, COUNTING_CAMBODIAN, COUNTING_MAKRUK } from './compile/counting.ts';

export function compileVariant(spec: VariantSpec): CompiledVariant {
  const g = makeGeometry(spec.cols, spec.rows);
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
    ...(multiLeg ? { multiLeg } : {}),
  };
}
