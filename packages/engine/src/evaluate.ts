/**
 * The static evaluation, in centipawns from the side to move's view:
 * material (values.ts) plus per-square tables built once per variant from how
 * the pieces move, so it needs no knowledge of any particular piece:
 *
 * - mobility: each piece earns for the squares it would reach from its square
 *   on an empty board, above its average — a knight in the centre beats one
 *   in the corner, a rook is the same everywhere;
 * - centralisation: a small pull towards the centre for every non-royal piece;
 * - pawns: a bonus for advancing, growing near the promotion zone;
 * - royal pieces: stay home while the opponent has pieces, centralise in the
 *   endgame;
 * - mop-up: when one side has nothing but royal pieces and pawns, the other is
 *   paid for driving its royal piece to the edge and approaching it, so won
 *   endings get won instead of wandered through.
 *
 * Mobility of the real position (the count of legal moves) is added by the
 * search, which generates the moves anyway.
 */
import type { CompiledVariant, Position } from '@fairyforge/core';
import { mobilityTables, pieceValues } from './values.ts';

const MOBILITY_WEIGHT = 4;
const CENTRE_WEIGHT = 2;
const ROYAL_HOME_WEIGHT = 12;
const ROYAL_CENTRE_WEIGHT = 5;
const MOPUP_EDGE = 10;
const MOPUP_CLOSE = 4;

/** A colour, 0 White and 1 Black: the index into a per-colour pair. */
type Colour = 0 | 1;
type PerColour = [number, number];
const COLOURS: readonly Colour[] = [0, 1];
const opponent = (c: Colour): Colour => (c === 0 ? 1 : 0);

export class Evaluator {
  readonly v: CompiledVariant;
  readonly values: Int32Array;
  private readonly size: number;
  /** pst[pc*size+sq] for non-royal pieces; royal pieces use royalMg/royalEg by phase. */
  private readonly pst: Int32Array;
  private readonly royalMg: Int32Array;
  private readonly royalEg: Int32Array;
  /** Centre distance (Chebyshev, doubled so that even boards have a centre) per square. */
  private readonly centreDist: Int32Array;
  private readonly maxCentreDist: number;
  /** Non-pawn, non-royal material per side at the start, for the game phase. */
  private readonly startMaterial: number;

  constructor(v: CompiledVariant) {
    this.v = v;
    this.values = pieceValues(v);
    const { cols, rows, size } = v.geometry;
    this.size = size;
    this.centreDist = new Int32Array(size);
    let maxD = 0;
    for (let sq = 0; sq < size; sq++) {
      const x = sq % cols;
      const y = (sq / cols) | 0;
      const d = Math.max(Math.abs(2 * x - (cols - 1)), Math.abs(2 * y - (rows - 1)));
      this.centreDist[sq] = d;
      if (d > maxD) maxD = d;
    }
    this.maxCentreDist = maxD;
    const mob = mobilityTables(v);
    const zone = promotionDistance(v);
    this.pst = new Int32Array(v.nTypes * 2 * size);
    this.royalMg = new Int32Array(2 * size);
    this.royalEg = new Int32Array(2 * size);
    for (let t = 0; t < v.nTypes; t++) {
      const table = mob[t]!;
      let avg = 0;
      for (let i = 0; i < size; i++) avg += table[i]!;
      avg /= size;
      for (let c = 0; c < 2; c++) {
        for (let sq = 0; sq < size; sq++) {
          // Tables are White's view; Black's square is the board turned by 180°.
          const wsq = c === 0 ? sq : size - 1 - sq;
          const rank = (wsq / cols) | 0;
          const centre = maxD - this.centreDist[sq]!;
          let s = 0;
          if (v.royal[t]) {
            this.royalMg[c * size + sq] = -ROYAL_HOME_WEIGHT * Math.min(rank, 3);
            this.royalEg[c * size + sq] = (ROYAL_CENTRE_WEIGHT * centre) >> 1;
            continue;
          }
          if (v.pawn[t]) {
            const d = zone[c * size + sq]!;
            s = 4 * rank + (d <= 3 ? 15 * (4 - d) : 0) + (centre >> 2);
          } else {
            s = Math.round(MOBILITY_WEIGHT * (table[wsq]! - avg)) + ((CENTRE_WEIGHT * centre) >> 1);
          }
          this.pst[(t * 2 + c) * size + sq] = s;
        }
      }
    }
    let start = 0;
    const fen = v.spec.startFen.split(/\s+/)[0] ?? '';
    for (const ch of fen) {
      const t = v.typeByLetter.get(ch);
      if (t !== undefined && !v.royal[t] && !v.pawn[t]) start += this.values[t]!;
    }
    this.startMaterial = Math.max(1, start);
  }

  /** Score from the side to move's view. */
  evaluate(pos: Position): number {
    const v = this.v;
    const size = this.size;
    const values = this.values;
    const pst = this.pst;
    const plist = pos.plist;
    const pcount = pos.pcount;
    // Per colour, indexed by a Colour so that every access is in range.
    const score: PerColour = [0, 0];
    const pieceMat: PerColour = [0, 0];
    const royalSq: PerColour = [-1, -1];
    for (let t = 0; t < v.nTypes; t++) {
      const royal = v.royal[t] === 1;
      const pawn = v.pawn[t] === 1;
      for (const c of COLOURS) {
        const pc = t * 2 + c;
        // A piece in hand counts at its value (it may be dropped where it is needed).
        const held = pos.hand[c * v.nTypes + t]!;
        if (held !== 0) score[c] += held * values[t]!;
        const n = pcount[pc]!;
        if (n === 0) continue;
        const base = pc * size;
        let s = n * values[t]!;
        if (royal) {
          royalSq[c] = plist[base]!;
        } else {
          for (let i = 0; i < n; i++) s += pst[base + plist[base + i]!]!;
          if (!pawn) pieceMat[c] += n * values[t]!;
        }
        score[c] += s;
      }
    }
    // Royal pieces: home while the opponent still has pieces, the centre as they go.
    for (const c of COLOURS) {
      const sq = royalSq[c];
      if (sq < 0) continue;
      const phase = Math.min(1, pieceMat[opponent(c)] / this.startMaterial);
      score[c] += Math.round(phase * this.royalMg[c * size + sq]! + (1 - phase) * this.royalEg[c * size + sq]!);
    }
    // Mop-up: drive a bare royal piece to the edge.
    for (const c of COLOURS) {
      const weak = opponent(c);
      if (pieceMat[weak] === 0 && royalSq[weak] >= 0 && score[c] - score[weak] > 300) {
        const cols = v.geometry.cols;
        const a = royalSq[weak];
        let bonus = MOPUP_EDGE * this.centreDist[a]!;
        const b = royalSq[c];
        if (b >= 0) {
          const dist = Math.max(Math.abs((a % cols) - (b % cols)), Math.abs(((a / cols) | 0) - ((b / cols) | 0)));
          bonus += MOPUP_CLOSE * (this.maxCentreDist - dist);
        }
        score[c] += bonus;
      }
    }
    return pos.turn === 0 ? score[0] - score[1] : score[1] - score[0];
  }
}

/**
 * Per colour and square: how many ranks a pawn there still has to go to the
 * nearest promotion rank ahead of it (a large number if none is ahead).
 */
function promotionDistance(v: CompiledVariant): Int32Array {
  const { cols, rows, size } = v.geometry;
  const out = new Int32Array(2 * size).fill(99);
  const ranks = v.spec.promotion.ranks;
  for (let c = 0; c < 2; c++) {
    for (let sq = 0; sq < size; sq++) {
      const own = c === 0 ? (sq / cols) | 0 : rows - 1 - ((sq / cols) | 0);
      let best = 99;
      for (const r of ranks) if (r >= own && r - own < best) best = r - own;
      out[c * size + sq] = best;
    }
  }
  return out;
}
