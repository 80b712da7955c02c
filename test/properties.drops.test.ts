/**
 * Differential tests of the fast legality of drops against the reference
 * (every move made and tested), in the shipped variants with hands: where
 * attacks run along lines (crazyhouse, shogi: kernel/drops.ts, from the
 * check stamps) and where hoppers and lame leapers attack the royal piece
 * (xiangqihouse, janggihouse, chennis, cannonshogi: kernel/legalGeneral.ts,
 * from the general analysis's marks — a drop may block a check, give a
 * cannon its screen, or make a second screen).
 *
 * Positions come from random playouts of each start position (captures fill
 * the hands) and from random placements of the start position's pieces with
 * random hands (dense lines, checks and screens at once).
 */
import { makeFen, makeUci, MAX_MOVES, parseFen, KIND_DROP, type CompiledVariant, type Position } from '@fairyforge/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, compiledVariants, freeCell, placementRanks, runs, TIMEOUT } from './properties.ts';
import { mulberry32 as rng } from '@fairyforge/engine';

const slugs = ['xiangqihouse', 'janggihouse', 'chennis', 'cannonshogi', 'crazyhouse', 'shogi'];
const variants = compiledVariants(slugs);

/** What came up over a test: positions, those in check, and legal drops, those in check among them. */
interface Seen {
  positions: number;
  inCheck: number;
  drops: number;
  dropsInCheck: number;
}

const isDrop = (m: number): boolean => m >>> 26 === KIND_DROP;

/** The two generators agree on `pos` (as sets). Returns the number of legal moves. */
function agree(pos: Position, seen: Seen): number {
  const fast = new Int32Array(MAX_MOVES);
  const slow = new Int32Array(MAX_MOVES);
  const nf = pos.generateLegal(fast, 0);
  const ns = pos.generateLegalByMaking(slow, 0);
  const a = Array.from(fast.subarray(0, nf)).sort((x, y) => x - y);
  const b = Array.from(slow.subarray(0, ns)).sort((x, y) => x - y);
  if (a.join() !== b.join()) {
    const fen = makeFen(pos);
    expect({ fen, moves: a.map((m) => makeUci(pos, m)) }).toEqual({ fen, moves: b.map((m) => makeUci(pos, m)) });
  }
  const checked = pos.royalAttacked(pos.turn);
  const drops = a.filter(isDrop).length;
  seen.positions++;
  seen.drops += drops;
  if (checked) {
    seen.inCheck++;
    seen.dropsInCheck += drops;
  }
  return nf;
}

/** The start position's pieces (and pieces in hand) in random places, kings apart; some of the others go to hand instead. */
function randomFen(v: CompiledVariant, random: () => number): string {
  const start = parseFen(v, v.spec.startFen);
  if (!start.ok) throw new Error(start.error);
  const { cols, rows } = v.spec;
  const size = cols * rows;
  const cells: string[] = new Array<string>(size).fill('');
  let pocket = '';
  const letter = (code: number) => (code & 1 ? v.letters[(code >> 1) - 1]!.toLowerCase() : v.letters[(code >> 1) - 1]!);
  const pieces: [number, number][] = [];
  start.position.board.forEach((code, sq) => code !== 0 && pieces.push([code, sq]));
  const free = () => freeCell(cells, random, (s) => !!v.geometry.holes?.[s]);
  // Royal pieces first, so that their start squares are free.
  pieces.sort((x, y) => v.royal[(y[0] >> 1) - 1]! - v.royal[(x[0] >> 1) - 1]!);
  for (const [code, sq] of pieces) {
    const t = (code >> 1) - 1;
    if (v.royal[t]) {
      cells[placeRoyal(v, sq, code, random, cells)] = letter(code);
      continue;
    }
    const r = random();
    // Fewer pieces on the board than at the start, many in hand: open lines, screens to drop.
    if (r < 0.35 && v.hands?.toHand[t]) pocket += letter(code);
    else if (r < 0.75) {
      const s = free();
      // Pawns off the ranks where they could never move (or promote) again.
      const rank = Math.floor(s / cols);
      if (v.pawn[t] && (rank === 0 || rank === rows - 1)) continue;
      cells[s] = letter(code);
    }
  }
  const ranks = placementRanks(cells, rows, cols);
  return `${ranks.join('/')}[${pocket}] ${random() < 0.5 ? 'w' : 'b'} - - 0 1`;
}

/**
 * A square for a royal piece: near its start square (a file either way, a rank inwards), so
 * that it stays where its type may stand (the palace, the court) without asking the regions.
 */
function placeRoyal(v: CompiledVariant, from: number, code: number, random: () => number, cells: string[]): number {
  const cols = v.spec.cols;
  const inwards = code & 1 ? -1 : 1;
  for (let tries = 0; tries < 20; tries++) {
    const f = (from % cols) + Math.floor(random() * 3) - 1;
    const s = from + (f - (from % cols)) + inwards * cols * Math.floor(random() * 2);
    if (f >= 0 && f < cols && s >= 0 && s < cells.length && cells[s] === '') return s;
  }
  return from;
}

function position(v: CompiledVariant, fen: string): Position | null {
  const r = parseFen(v, fen);
  // A placement may leave the side not to move in check: not a position any game reaches.
  return r.ok && !r.position.royalAttacked(r.position.turn ^ 1) ? r.position : null;
}

const input = fc.record({ slug: fc.constantFrom(...slugs), seed: fc.integer() });

describe('the legal drops agree with make-and-test in the shipped variants with hands', () => {
  const nPlace = runs(30, 10);
  it(`on random placements with random hands (${nPlace} runs of 40 positions, and one ply after each)`, () => {
    const seen: Seen = { positions: 0, inCheck: 0, drops: 0, dropsInCheck: 0 };
    check(
      fc.property(input, ({ slug, seed }) => {
        const v = variants.get(slug)!;
        const random = rng(seed);
        for (let i = 0; i < 40; i++) {
          const pos = position(v, randomFen(v, random));
          if (!pos) continue;
          const n = agree(pos, seen);
          if (n > 0) {
            const moves = new Int32Array(MAX_MOVES);
            pos.generateLegal(moves, 0);
            pos.make(moves[Math.floor(random() * n)]!);
            agree(pos, seen);
          }
        }
      }),
      nPlace,
    );
    // The cases of interest came up often: checks, and drops that answer them.
    expect(seen.inCheck).toBeGreaterThan(seen.positions / 10);
    expect(seen.dropsInCheck).toBeGreaterThan(seen.inCheck);
  }, TIMEOUT);

  const nPlay = runs(18, 20);
  it(`on random playouts from the start (${nPlay} games of up to 200 plies)`, () => {
    const seen: Seen = { positions: 0, inCheck: 0, drops: 0, dropsInCheck: 0 };
    check(
      fc.property(input, ({ slug, seed }) => {
        const v = variants.get(slug)!;
        const random = rng(seed);
        const pos = position(v, v.spec.startFen)!;
        const moves = new Int32Array(MAX_MOVES);
        for (let ply = 0; ply < 200; ply++) {
          const n = agree(pos, seen);
          if (n === 0) break;
          pos.generateLegal(moves, 0);
          pos.make(moves[Math.floor(random() * n)]!);
        }
      }),
      nPlay,
    );
    expect(seen.drops).toBeGreaterThan(seen.positions);
    expect(seen.dropsInCheck).toBeGreaterThan(0);
  }, TIMEOUT);
});
