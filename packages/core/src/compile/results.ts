/**
 * Phase 8, node-start results: extinction, the flag rule, connect-n and check counting
 * as tables the kernel tests at the start of every node (kernel/gameEnd.ts).
 * A variant without a rule gets no field for it, so its tables are unchanged.
 */
import { parseSquare, type Geometry } from '../geometry.ts';
import type { ResultValue, VariantSpec } from '../spec.ts';
import { compileConnect } from './connect.ts';
import { CompileError, END_DRAW, END_LOSS, END_WIN, type CompiledConnect, type CompiledExtinction, type CompiledFlag, type CompiledPseudoRoyal } from './model.ts';
import type { PieceTypes } from './pieces.ts';
import { zobristKeys } from './zobrist.ts';

/** Check counts a FEN can give a side (one digit). */
export const MAX_CHECK_COUNT = 9;

export interface CompiledResults {
  extinction?: CompiledExtinction;
  pseudoRoyal?: CompiledPseudoRoyal;
  flag?: CompiledFlag;
  connect?: CompiledConnect;
  checkCount?: number;
  checkKeys?: Int32Array;
  materialWeights?: Int32Array;
}

/**
 * Janggi's material count (Fairy-Stockfish's JANGGI_MATERIAL), by the letters
 * janggi's file gives the pieces: chariot 13, cannon 7, horse 5, elephant and
 * guard 3, soldier 2. Black, moving second, adds 1.5 (rules/materialCounting.ts).
 */
export const JANGGI_WEIGHTS: Readonly<Record<string, number>> = { R: 13, C: 7, N: 5, B: 3, A: 3, P: 2 };

export const endValue = (v: ResultValue): number => (v === 'win' ? END_WIN : v === 'loss' ? END_LOSS : END_DRAW);

export function compileResults(spec: VariantSpec, g: Geometry, types: PieceTypes): CompiledResults {
  const out: CompiledResults = {};
  const ex = spec.extinction;
  if (ex && ex.pseudoRoyal && ex.types !== '*') {
    // Pseudo-royal pieces take the place of the extinction result (Fairy-Stockfish: extinction is off then).
    out.pseudoRoyal = {
      types: Int8Array.from((ex.types as readonly string[]).map((l) => types.typeOf(l, 'extinction'))),
      limit: ex.count + 1,
      duple: ex.dupleCheck ? 1 : 0,
    };
  }
  // Blasts can remove a pseudo-royal piece, so there the extinction result stays on beside pseudo-royalty (as in Fairy-Stockfish).
  if (ex && (!out.pseudoRoyal || spec.blast)) {
    const all = ex.types === '*';
    out.extinction = {
      types: Int8Array.from(all ? [] : (ex.types as readonly string[]).map((l) => types.typeOf(l, 'extinction'))),
      count: ex.count,
      opponentCount: ex.opponentCount,
      claim: ex.claim ? 1 : 0,
      value: endValue(ex.value),
      bareKing: all && ex.count === 1 ? 1 : 0,
    };
  }
  const flag = spec.flag;
  if (flag) {
    const region = new Uint8Array(2 * g.size);
    const pieceMask: [number, number] = [0, 0];
    for (const c of [0, 1] as const) {
      for (const l of flag.pieces[c]) pieceMask[c] |= 1 << types.typeOf(l, 'flag');
      for (const name of flag.regions[c]) {
        const sq = parseSquare(g, name);
        if (sq < 0) throw new CompileError('flag-square', `flag region square ${name} is not on the board`);
        region[c * g.size + sq] = 1;
      }
    }
    const count = flag.count ?? 1;
    const blocked = flag.blockedWin === true ? ([0, 1] as const).map((c) => Int32Array.from(flag.regions[c], (name) => parseSquare(g, name))) : null;
    const royal = new Set(spec.pieces.filter((p) => p.royal).map((p) => p.letter));
    const survive = ([0, 1] as const).map((c) => (flag.move && !flag.pieces[c].some((l) => royal.has(l)) ? 1 : 0));
    out.flag = {
      pieceMask,
      region,
      move: flag.move,
      ...(flag.safe ? { safe: true } : {}),
      ...(count > 1 ? { count } : {}),
      ...(blocked ? { blocked: [blocked[0]!, blocked[1]!] as const } : {}),
      ...(survive[0] || survive[1] ? { survive: [survive[0]!, survive[1]!] as const } : {}),
    };
  }
  if (spec.materialCounting === 'janggi') out.materialWeights = Int32Array.from(spec.pieces, (p) => JANGGI_WEIGHTS[p.letter] ?? 0);
  if (spec.connect) out.connect = compileConnect(spec.connect, g, types);
  if (spec.checkCount && spec.checkCount > 0) {
    out.checkCount = spec.checkCount;
    // Hash keys for "colour c has n checks left", so that positions differing only in their counts differ.
    out.checkKeys = zobristKeys(2 * 2 * (MAX_CHECK_COUNT + 1), 0x5bd1e995);
  }
  return out;
}
