/**
 * Differential test of the "does this move give check?" test made before the
 * move (kernel/givesCheck.ts, which `checking: false` uses) against the
 * reference: the move made and the opponent's royal piece tested for attack.
 * Every pseudo-legal move of each position where that piece is not attacked
 * already (the fast test's premise; its caller tests the others) is asked;
 * where the fast test answers (1 or 0), it must be the reference's answer;
 * where it does not know (-1), the caller makes the move, so any answer is
 * exact. The positions:
 *
 *   - random playouts of shipped variants whose pieces attack along lines
 *     and by plain leaps (the fast test's ground), among them the variants
 *     with the rules that ask it (racing kings, three-check);
 *   - random placements of a made-up variant that crowds what the fast test
 *     must get right or decline: a nightrider beside a knight (a leap and a
 *     ray through one square), a short rook beside a rook (two rays sharing
 *     squares: declined), forward-only riders, pawns with double steps,
 *     e.p. and promotion (declined), and a hopper variant (every move declined).
 *
 * Check counting's make (kernel/checkCount.ts) asks the fast test too, its
 * premise once per node: the checks it counts, for every pseudo-legal move and
 * a few moves after each, must be those the board shows after the move —
 * also where the premise fails (random placements with the opponent's royal
 * piece attacked already).
 */
import { noRankBitsPart } from '../packages/core/src/kernel/rankBits.ts';
import { compileVariant, makeFen, makeUci, MAX_MOVES, moveFrom, parseFen, type CompiledVariant, type PieceSpec, type Position, type VariantSpec } from '@fairyforge/core';
import { mulberry32 as rng } from '@fairyforge/engine';
import { loadVariant } from '@fairyforge/loader';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardPart } from '../packages/core/src/kernel/board.ts';
import { kernelConstants } from '../packages/core/src/kernel/constants.ts';
import { givesCheckPart } from '../packages/core/src/kernel/givesCheck.ts';
import { moveCodecs } from '../packages/core/src/moves.ts';
import { chessSpec } from '../packages/core/src/specs.fixture.ts';
import { check, runs, TIMEOUT } from './properties.ts';

const K = { ...kernelConstants, ...moveCodecs(kernelConstants) };
const piece = (letter: string, betza: string, extra: Partial<PieceSpec> = {}): PieceSpec => ({ letter, name: `piece ${letter}`, betza, royal: false, pawn: false, ...extra });

const lines: VariantSpec = {
  ...chessSpec,
  slug: 'test-lines',
  pieces: [piece('K', 'K', { royal: true }), piece('Q', 'Q'), piece('R', 'R'), piece('S', 'R2'), piece('N', 'N'), piece('M', 'NN'), piece('F', 'fRbB'), piece('P', 'fmWfceFifmnD', { pawn: true })],
  startFen: 'rnmqkfsr/pppppppp/8/8/8/8/PPPPPPPP/RNMQKFSR w KQkq - 0 1',
  promotion: { ranks: [7], choices: [['Q', 'M', 'F'], ['Q', 'M', 'F']], mandatory: true },
};
const hoppers: VariantSpec = {
  ...chessSpec,
  slug: 'test-hoppers',
  castling: null,
  pieces: [piece('K', 'K', { royal: true }), piece('Q', 'Q'), piece('G', 'gQ'), piece('C', 'mRcpR'), piece('H', 'nN'), piece('P', 'fmWfceFifmnD', { pawn: true })],
  startFen: 'qhcqkghq/pppppppp/8/8/8/8/PPPPPPPP/QHCQKGHQ w - - 0 1',
  promotion: { ranks: [7], choices: [['Q', 'G', 'C', 'H'], ['Q', 'G', 'C', 'H']], mandatory: true },
};

interface Tally {
  /** Random placements where the opponent's royal piece is attacked already: not asked. */
  skipped: number;
  answered: number;
  checks: number;
  declined: number;
}

/** The fast test for a variant, built as a variant that asks it would (its tables are only built then). */
function tester(v: CompiledVariant) {
  const asking = { ...v, spec: { ...v.spec, checking: false } };
  return { ...givesCheckPart(asking, K), ...boardPart(v, K, noRankBitsPart(v, K)) };
}

/** Every pseudo-legal move of pos: the fast answer, where there is one, is the reference's. */
function agree(pos: Position, t: ReturnType<typeof tester>, tally: Tally): void {
  const moves = new Int32Array(MAX_MOVES);
  const n = pos.generatePseudo(moves, 0);
  const them = pos.turn ^ 1;
  const royal = t.royalSquare(pos, them);
  // prepare (checkFilter's per-list form) tests the premise itself, where the side to move's attacks are all plain.
  const prepared = royal >= 0 && t.prepare(pos, royal);
  if (pos.royalAttacked(them)) {
    if (prepared && t.givesCheckHere(pos, moves[0]!, royal, true) >= 0) expect(`${makeFen(pos)}: premise`).toBe('prepare says false');
    tally.skipped++;
    return;
  }
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const screen = t.screens(pos, moveFrom(m), royal);
    const fast = t.givesCheck(pos, m, royal, screen);
    // The per-list form answers where the per-move one does, and the same (the fast one also where two rays share a square).
    const here = prepared ? t.givesCheckHere(pos, m, royal, screen) : -1;
    if (fast >= 0 && here !== fast) expect({ where: `${makeFen(pos)} ${makeUci(pos, m)}`, here }).toEqual({ where: `${makeFen(pos)} ${makeUci(pos, m)}`, here: fast });
    if (here >= 0 && fast < 0) {
      pos.make(m);
      const slow = pos.royalAttacked(them);
      pos.unmake();
      if ((here === 1) !== slow) expect({ where: `${makeFen(pos)} ${makeUci(pos, m)}`, here }).toEqual({ where: `${makeFen(pos)} ${makeUci(pos, m)}`, here: slow ? 1 : 0 });
    }
    if (fast < 0) {
      tally.declined++;
      continue;
    }
    pos.make(m);
    const slow = pos.royalAttacked(them);
    pos.unmake();
    tally.answered++;
    if (slow) tally.checks++;
    if ((fast === 1) !== slow) {
      const where = `${pos.v.spec.slug}: ${makeFen(pos)} ${makeUci(pos, m)}`;
      expect({ where, fast }).toEqual({ where, fast: slow ? 1 : 0 });
    }
  }
}

function position(v: CompiledVariant, fen: string): Position {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error}`);
  return r.position;
}

/** A random placement: one king a side, up to 20 other pieces; pawns off the first and last ranks. */
function randomFen(v: CompiledVariant, random: () => number): string {
  const { cols, rows } = v.spec;
  const cells = new Array<string>(cols * rows).fill('');
  const others = v.spec.pieces.filter((p) => !p.royal);
  for (const side of [0, 1]) {
    const put = (l: string, pawn: boolean) => {
      for (;;) {
        const s = Math.floor(random() * cols * rows);
        const rank = Math.floor(s / cols);
        if (cells[s] !== '' || (pawn && (rank === 0 || rank === rows - 1))) continue;
        cells[s] = side === 0 ? l : l.toLowerCase();
        return;
      }
    };
    put('K', false);
    const n = 2 + Math.floor(random() * 19);
    for (let i = 0; i < n; i++) {
      const p = others[Math.floor(random() * others.length)]!;
      put(p.letter, p.pawn);
    }
  }
  const ranks: string[] = [];
  for (let r = rows - 1; r >= 0; r--) ranks.push(cells.slice(r * cols, (r + 1) * cols).map((c) => c || '1').join('').replace(/1+/g, (s) => String(s.length)));
  return `${ranks.join('/')} ${random() < 0.5 ? 'w' : 'b'} - - 0 1`;
}

const made = new Map([lines, hoppers].map((s) => [s.slug, compileVariant(s)]));
const shipped = ['chess', 'racingkings', '3check', 'kingofthehill', 'capablanca', 'wildebeest'];
const loaded = new Map(
  shipped.map((slug) => {
    const r = loadVariant(slug);
    if (!r.ok) throw new Error(`cannot load ${slug}`);
    return [slug, r.variant.compiled] as const;
  }),
);

describe('givesCheck agrees with making the move and testing', () => {
  const nPlay = runs(20, 20);
  it(`on random playouts of shipped variants (${nPlay} games of up to 120 plies)`, () => {
    const tally: Tally = { skipped: 0, answered: 0, checks: 0, declined: 0 };
    check(
      fc.property(fc.record({ slug: fc.constantFrom(...shipped), seed: fc.integer() }), ({ slug, seed }) => {
        const v = loaded.get(slug)!;
        const t = tester(v);
        const random = rng(seed);
        const pos = position(v, v.spec.startFen);
        const moves = new Int32Array(MAX_MOVES);
        for (let ply = 0; ply < 120; ply++) {
          agree(pos, t, tally);
          const n = pos.generateLegal(moves, 0);
          if (n === 0) break;
          pos.make(moves[Math.floor(random() * n)]!);
        }
      }),
      nPlay,
    );
    // The fast test answered nearly everything there, and checks came up among its answers.
    expect(tally.skipped).toBe(0);
    expect(tally.answered).toBeGreaterThan(20 * tally.declined);
    expect(tally.checks).toBeGreaterThan(0);
  }, TIMEOUT);

  const nPlace = runs(40, 10);
  it(`on random placements of made-up variants (${nPlace} runs of 50 positions)`, () => {
    const tallies = new Map([...made.keys()].map((slug) => [slug, { skipped: 0, answered: 0, checks: 0, declined: 0 } as Tally]));
    check(
      fc.property(fc.record({ slug: fc.constantFrom(...made.keys()), seed: fc.integer() }), ({ slug, seed }) => {
        const v = made.get(slug)!;
        const t = tester(v);
        const random = rng(seed);
        for (let i = 0; i < 50; i++) agree(position(v, randomFen(v, random)), t, tallies.get(slug)!);
      }),
      nPlace,
    );
    const l = tallies.get(lines.slug)!;
    expect(l.checks).toBeGreaterThan(l.answered / 50);
    // The short rook's squares are declined, the rest answered; with hoppers, nothing is answered.
    expect(l.declined).toBeGreaterThan(0);
    expect(l.answered).toBeGreaterThan(l.declined);
    expect(tallies.get(hoppers.slug)!.answered).toBe(0);
  }, TIMEOUT);
});

/** Every pseudo-legal move of pos, and a few after each: make counts a check exactly when the opponent's royal piece stands attacked after it. */
function countsAgree(pos: Position, depth: number, tally: { counted: number; moves: number }): void {
  const moves = new Int32Array(MAX_MOVES);
  const n = pos.generatePseudo(moves, 0);
  const us = pos.turn;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const before = pos.checks[us]!;
    const uci = makeUci(pos, m);
    pos.make(m);
    const counted = before - pos.checks[us]!;
    const expected = before > 0 && pos.royalAttacked(us ^ 1) ? 1 : 0;
    tally.moves++;
    tally.counted += counted;
    if (counted !== expected) {
      pos.unmake();
      const where = `${pos.v.spec.slug}: ${makeFen(pos)} ${uci}`;
      expect({ where, counted }).toEqual({ where, counted: expected });
    }
    // Every third move, the moves after it: the child node's premise asked afresh.
    if (depth > 1 && i % 3 === 0) countsAgree(pos, depth - 1, tally);
    pos.unmake();
    expect(pos.checks[us]).toBe(before);
  }
}

describe('check counting counts the checks the board shows', () => {
  const counting = compileVariant({ ...lines, slug: 'test-lines-3check', checkCount: 3 });
  const counted = [loaded.get('3check')!, counting, compileVariant({ ...hoppers, slug: 'test-hoppers-3check', checkCount: 3 })];
  const n = runs(20, 6);
  it(`on random placements and playouts (${n} runs)`, () => {
    const tally = { counted: 0, moves: 0 };
    check(
      fc.property(fc.record({ which: fc.integer({ min: 0, max: counted.length - 1 }), seed: fc.integer() }), ({ which, seed }) => {
        const v = counted[which]!;
        const random = rng(seed);
        // Placements: the opponent's royal piece attacked already now and then (the premise fails), counts of 0 to 3 left.
        for (let i = 0; i < 10; i++) {
          const fen = randomFen(v, random).replace(' - - ', ` - - ${Math.floor(random() * 4)}+${Math.floor(random() * 4)} `);
          countsAgree(position(v, fen), 2, tally);
        }
        const pos = position(v, v.spec.startFen);
        const moves = new Int32Array(MAX_MOVES);
        for (let ply = 0; ply < 60; ply++) {
          if (ply % 10 === 0) countsAgree(pos, 2, tally);
          const k = pos.generateLegal(moves, 0);
          if (k === 0) break;
          pos.make(moves[Math.floor(random() * k)]!);
        }
      }),
      n,
    );
    expect(tally.counted).toBeGreaterThan(tally.moves / 100);
  }, TIMEOUT);
});
