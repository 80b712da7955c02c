/**
 * How the kernel parts fit together: each part is a factory over the
 * variant's tables, the constants and move codecs, and the parts it calls. `wireKernel` runs
 * in both modes of ../kernel.ts — on fresh copies of the parts compiled from
 * their source text, or on the imported modules themselves — so, like the
 * parts, it uses nothing but its parameters.
 */
import { moveCodecs } from '../moves.ts';
import { attacksPart } from './attacks.ts';
import { boardPart } from './board.ts';
import { castlingPart } from './castling.ts';
import { checksPart } from './checks.ts';
import { legalPart } from './legal.ts';
import { legalGeneralPart } from './legalGeneral.ts';
import { makeUnmakePart } from './makeUnmake.ts';
import { movegenPart } from './movegen.ts';
import { perftPart } from './perft.ts';
import { pieceMovesPart } from './pieceMoves.ts';
import { threatMarksPart } from './threatMarks.ts';
import { threatsPart } from './threats.ts';
import type { Kernel, KernelConstants, KernelConstantValues, KernelTables } from './types.ts';

/** The parts, by name; the assembler compiles them in this order. */
export const kernelParts = {
  codecs: moveCodecs,
  board: boardPart,
  attacks: attacksPart,
  pieceMoves: pieceMovesPart,
  movegen: movegenPart,
  makeUnmake: makeUnmakePart,
  checks: checksPart,
  castling: castlingPart,
  threatMarks: threatMarksPart,
  threats: threatsPart,
  legalGeneral: legalGeneralPart,
  legal: legalPart,
  perft: perftPart,
};

export type KernelParts = typeof kernelParts;

/** Instantiates every part once for one variant and returns the kernel's entry points. */
export function wireKernel(v: KernelTables, constants: KernelConstantValues, parts: KernelParts): Kernel {
  // The copy's own move codecs: no function of the hot loops is shared with another variant's copy.
  const K: KernelConstants = { ...constants, ...parts.codecs(constants) };
  const bd = parts.board(v, K);
  const at = parts.attacks(v, K, bd);
  const pm = parts.pieceMoves(v, K, bd);
  const mg = parts.movegen(v, K, pm);
  const mu = parts.makeUnmake(v, K, bd);
  const ch = parts.checks(v, K);
  const cs = parts.castling(v, K, bd, at, mu);
  const tm = parts.threatMarks(v, K);
  const th = parts.threats(v, K, tm);
  const lgg = parts.legalGeneral(v, K, bd, at, mg, cs, tm, th);
  const lg = parts.legal(v, K, bd, at, mg, ch, cs, lgg);
  const pf = parts.perft(v, K, lg, mu);
  return {
    generateLegal: lg.generateLegal,
    generateLegalByMaking: lg.generateLegalByMaking,
    generatePseudo: mg.generatePseudo,
    isAttacked: at.isAttacked,
    royalAttacked: at.royalAttacked,
    make: mu.make,
    unmake: mu.unmake,
    perft: pf.perft,
    perftFull: pf.perftFull,
  };
}
