/**
 * Differential tests of the fast legal-move generator against the reference
 * (every pseudo-legal move made and tested), where the fast path analyses
 * hoppers (grasshopper, cannon), lame and jumping leapers, and several royal
 * pieces (kernel/checks.ts, threatsTo). The shipped variants have few of
 * these, so the variants here are made up to crowd them together:
 *
 *   - "crowd": every hopper and conditional leaper at once, with castling,
 *     double steps, e.p., and promotion to the royal king;
 *   - "royals": two royal types (a king and a lame royal horse), and random
 *     positions with zero to three royal pieces a side;
 *   - "royal pawns": royal pawns that step twice, take e.p. and promote (to
 *     the royal king among others);
 *   - "hoppers": the other hopper shapes — cannons that also move by hopping
 *     (`pR`, `pB`), a xiangqi cannon (`mRcpR`), grasshoppers along one kind of
 *     line (`gR`, `gB`) — with lame leapers (`nN`, `nA`);
 *   - "shy cannons": janggi's cannon (`pR`, `pB`, never over nor onto its
 *     own type), beside a xiangqi cannon, a rook, lame leapers and two royal
 *     types (kernel/threats.ts, shyCannonThreat: a capture there changes the
 *     type on a square, so squares of theirs are marked too);
 *   - the shipped Grasshopper Chess, Xiangqi and Janggi, as their files define them;
 *   - pseudo-royal queens (coregal's rule, with a limit of two, and with a
 *     grasshopper), duple check with non-royal kings (Spartan's rule), and
 *     atomic's pseudo-royal kings beside captures that blast (blast-proof kings
 *     too, and the shipped Atomic).
 *   - pseudo-royal pieces among hoppers and lame and jumping leapers (the
 *     general analysis of kernel/pseudoRoyal.ts, keepSafeGeneral): the crowd's
 *     pieces with pseudo-royal queens, and with duple-check kings; the
 *     shipped Chak and Mounted.
 *
 * Positions come from random playouts of each start position and from
 * random placements (dense boards: many screens, legs and pins at once).
 */
import { loadVariant } from '@fairyforge/loader';
import { legalMoves, makeFen, makeUci, MAX_MOVES, parseFen, compileVariant, type CompiledVariant, type PieceSpec, type Position, type VariantSpec } from '@fairyforge/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, expectSameLegal, freeCell, placementRanks, runs, TIMEOUT } from './properties.ts';
import { chessSpec } from '../packages/core/src/specs.fixture.ts';
// A small seeded generator (mulberry32), so a failure reproduces.
import { mulberry32 as rng } from '@fairyforge/engine';

const piece = (letter: string, betza: string, extra: Partial<PieceSpec> = {}): PieceSpec => ({ letter, name: `piece ${letter}`, betza, royal: false, pawn: false, ...extra });
const pawn = piece('P', 'fmWfceFifmnD', { pawn: true });

const crowd: VariantSpec = {
  ...chessSpec,
  slug: 'test-crowd',
  pieces: [piece('K', 'K', { royal: true }), piece('Q', 'Q'), piece('R', 'R'), piece('G', 'gQ'), piece('C', 'mRcpR'), piece('H', 'nN'), piece('E', 'nA'), piece('J', 'jAjD'), pawn],
  startFen: 'rhcqkgjr/pppppppp/8/8/8/8/PPPPPPPP/RHCQKGJR w KQkq - 0 1',
  // Promotion to the royal king: a move that adds a royal piece.
  promotion: { ranks: [7], choices: [['K', 'Q', 'G', 'C', 'H'], ['K', 'Q', 'G', 'C', 'H']], mandatory: true },
};

const royals: VariantSpec = {
  ...chessSpec,
  slug: 'test-royals',
  pieces: [piece('K', 'K', { royal: true }), piece('X', 'nN', { royal: true }), piece('R', 'R'), piece('B', 'B'), piece('G', 'gQ'), piece('C', 'mRcpR'), piece('H', 'nN'), piece('J', 'jAjD'), pawn],
  startFen: 'rhcxkgbr/pppppppp/8/8/8/8/PPPPPPPP/RHCXKGBR w KQkq - 0 1',
  promotion: { ranks: [7], choices: [['R', 'B', 'G', 'H'], ['R', 'B', 'G', 'H']], mandatory: true },
};

const royalPawns: VariantSpec = {
  ...chessSpec,
  slug: 'test-royal-pawns',
  pieces: [piece('K', 'K', { royal: true }), piece('Q', 'Q'), piece('R', 'R'), piece('G', 'gQ'), piece('H', 'nN'), piece('C', 'mRcpR'), piece('P', 'fmWfceFifmnD', { pawn: true, royal: true })],
  startFen: 'rhcqkghr/pppppppp/8/8/8/8/PPPPPPPP/RHCQKGHR w KQkq - 0 1',
  promotion: { ranks: [7], choices: [['K', 'Q', 'G', 'H'], ['K', 'Q', 'G', 'H']], mandatory: false },
};

// Every hopper shape the analysis tells apart (threats.ts): cannons that move by hopping too, on ranks and files or on
// diagonals; the xiangqi cannon; grasshoppers confined to one kind of line; with the xiangqi-style lame leapers.
const hoppers: VariantSpec = {
  ...chessSpec,
  slug: 'test-hoppers',
  pieces: [piece('K', 'K', { royal: true }), piece('A', 'pR'), piece('V', 'pB'), piece('C', 'mRcpR'), piece('G', 'gR'), piece('Y', 'gB'), piece('H', 'nN'), piece('E', 'nA'), pawn],
  startFen: 'ahevkyca/pppppppp/4g3/8/8/4G3/PPPPPPPP/AHEVKYCA w - - 0 1',
  castling: null,
  promotion: { ranks: [7], choices: [['A', 'V', 'C', 'G', 'Y', 'H'], ['A', 'V', 'C', 'G', 'Y', 'H']], mandatory: true },
};

// The janggi cannon among the pieces that screen for it or not: its own kind (either side's), a xiangqi cannon, royal
// pieces of two types, lame leapers that block; no pawns, so that the placements crowd the lines.
const shyCannons: VariantSpec = {
  ...chessSpec,
  slug: 'test-shy-cannons',
  pieces: [piece('K', 'K', { royal: true }), piece('X', 'nN', { royal: true }), piece('S', 'pR', { avoidsOwnType: true }), piece('T', 'pB', { avoidsOwnType: true }), piece('C', 'mRcpR'), piece('R', 'R'), piece('H', 'nN'), piece('E', 'nA')],
  startFen: 'rhstkcer/8/8/8/8/8/8/RHSTKCER w - - 0 1',
  castling: null,
  promotion: { ranks: [7], choices: [['R'], ['R']], mandatory: true },
};

function shipped(slug: string): CompiledVariant {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(`${slug}: ${r.diagnostics[0]?.message}`);
  return r.variant.compiled;
}

// Pseudo-royal queens (rules/pseudoRoyal.ts) beside a royal king: royal while a side has at most two, promotion to
// the queen included (a third takes the royalty off all of them), and with a grasshopper, whose hops the general
// analysis decides (pseudoRoyal.ts, keepSafeGeneral).
const pseudoQueens: VariantSpec = {
  ...chessSpec,
  slug: 'test-pseudo-queens',
  pieces: [piece('K', 'K', { royal: true }), piece('Q', 'Q'), piece('R', 'R'), piece('B', 'B'), piece('N', 'N'), pawn],
  extinction: { types: ['Q'], count: 1, opponentCount: 0, claim: false, value: 'loss', pseudoRoyal: true },
};
const pseudoHoppers: VariantSpec = {
  ...pseudoQueens,
  slug: 'test-pseudo-hoppers',
  pieces: [...pseudoQueens.pieces, piece('G', 'gQ')],
  startFen: 'rnbqkgnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKGNR w KQkq - 0 1',
  promotion: { ranks: [7], choices: [['Q', 'G', 'N'], ['Q', 'G', 'N']], mandatory: true },
};
// Duple check: non-royal kings, royal while a side has one (and then castling as a royal king); two are in check
// only both at once (Spartan's rule).
const dupleKings: VariantSpec = {
  ...chessSpec,
  slug: 'test-duple-kings',
  pieces: [piece('K', 'K'), piece('Q', 'Q'), piece('R', 'R'), piece('B', 'B'), piece('N', 'N'), pawn],
  startFen: 'rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  promotion: { ranks: [7], choices: [['K', 'Q', 'N'], ['K', 'Q', 'N']], mandatory: true },
  extinction: { types: ['K'], count: 0, opponentCount: 0, claim: false, value: 'loss', pseudoRoyal: true, dupleCheck: true },
};

// Pseudo-royal pieces attacked by every hopper and conditional leaper: their moves are decided from the general
// analysis's marks (pseudoRoyal.ts, keepSafeGeneral), with a royal king beside them, or with duple check alone.
const crowdPieces = [piece('G', 'gQ'), piece('C', 'mRcpR'), piece('A', 'pB'), piece('H', 'nN'), piece('E', 'nA'), piece('J', 'jAjD')];
const pseudoCrowd: VariantSpec = {
  ...pseudoQueens,
  slug: 'test-pseudo-crowd',
  pieces: [...pseudoQueens.pieces, ...crowdPieces],
  startFen: 'rhcqkgjr/ppappppp/8/8/8/8/PPAPPPPP/RHCQKGJR w KQkq - 0 1',
  promotion: { ranks: [7], choices: [['Q', 'G', 'C', 'H'], ['Q', 'G', 'C', 'H']], mandatory: true },
};
const dupleCrowd: VariantSpec = {
  ...dupleKings,
  slug: 'test-duple-crowd',
  pieces: [...dupleKings.pieces, ...crowdPieces],
  startFen: 'rhckkgjr/ppappppp/8/8/8/8/PPAPPPPP/RHCQKGJR w KQkq - 0 1',
  promotion: { ranks: [7], choices: [['K', 'G', 'C', 'H'], ['K', 'G', 'C', 'H']], mandatory: true },
};

// A queen that also leaps two squares (Maharajah's): on a line it checks by the slide and by the leap at once.
const leapingQueen: VariantSpec = { ...chessSpec, slug: 'test-leaping-queen', pieces: [...chessSpec.pieces, piece('M', 'QNAD')] };

// Atomic's rule (rules/blast.ts): captures blast, kings are pseudo-royal while one a side, touching kings immune.
const atomicKings: VariantSpec = {
  ...dupleKings,
  slug: 'test-atomic-kings',
  startFen: chessSpec.startFen,
  promotion: { ranks: [7], choices: [['Q', 'R', 'B', 'N'], ['Q', 'R', 'B', 'N']], mandatory: true },
  extinction: { types: ['K'], count: 0, opponentCount: 0, claim: false, value: 'loss', pseudoRoyal: true },
  blast: { immune: ['P'] },
};
// Blast-proof kings (atomar's, here pseudo-royal): a king that captures stays on the capture square.
const proofKings: VariantSpec = { ...atomicKings, slug: 'test-proof-kings', blast: { immune: ['P'], proof: ['K'] } };
const variants = new Map<string, CompiledVariant>(
  [crowd, royals, royalPawns, hoppers, shyCannons, pseudoQueens, pseudoHoppers, pseudoCrowd, dupleCrowd, dupleKings, atomicKings, proofKings, leapingQueen].map((s) => [s.slug, compileVariant(s)]),
);
for (const slug of ['grasshopper', 'xiangqi', 'janggi', 'atomic', 'chak', 'mounted']) variants.set(slug, shipped(slug));
const slugs = [crowd.slug, royals.slug, royalPawns.slug, hoppers.slug, shyCannons.slug, 'grasshopper', 'xiangqi', 'janggi'];

/** Totals over a test, to show the cases of interest came up. */
interface Seen {
  positions: number;
  inCheck: number;
  severalRoyals: number;
}

/** The two generators agree on `pos` (as sets: the fast one keeps the reference's order, but need not). */
function agree(pos: Position, seen: Seen): number {
  const nf = expectSameLegal(pos);
  seen.positions++;
  if (pos.royalAttacked(pos.turn)) seen.inCheck++;
  let royalsOfMover = 0;
  pos.v.royal.forEach((r, t) => (royalsOfMover += r ? pos.pcount[t * 2 + pos.turn]! : 0));
  if (royalsOfMover > 1) seen.severalRoyals++;
  return nf;
}

/** A random placement: a few royal pieces a side, then up to 20 others; pawns off the first and last ranks. */
function randomFen(v: CompiledVariant, random: () => number): string {
  const { cols, rows } = v.spec;
  const cells: string[] = new Array<string>(cols * rows).fill('');
  const free = () => freeCell(cells, random);
  // Without a royal piece, the pseudo-royal ones take their place: zero to three a side.
  const pseudo = v.spec.extinction?.pseudoRoyal ? (v.spec.extinction.types as readonly string[]) : [];
  const real = v.spec.pieces.filter((p) => p.royal && !p.pawn).map((p) => p.letter);
  const royalLetters = real.length > 0 ? real : [...pseudo];
  const others = v.spec.pieces.filter((p) => (!p.royal || p.pawn) && !(real.length === 0 && pseudo.includes(p.letter))).map((p) => p);
  for (const side of [0, 1]) {
    const case_ = (l: string) => (side === 0 ? l : l.toLowerCase());
    const nRoyal = royalLetters.length > 1 || real.length === 0 ? Math.floor(random() * 4) : 1;
    for (let i = 0; i < nRoyal; i++) cells[free()] = case_(royalLetters[Math.floor(random() * royalLetters.length)]!);
    const n = 2 + Math.floor(random() * 19);
    for (let i = 0; i < n; i++) {
      const p = others[Math.floor(random() * others.length)]!;
      let s = free();
      if (p.pawn) {
        const rank = Math.floor(s / cols);
        if (rank === 0 || rank === rows - 1) continue;
      }
      cells[s] = case_(p.letter);
      s = 0;
    }
  }
  const ranks = placementRanks(cells, rows, cols);
  return `${ranks.join('/')} ${random() < 0.5 ? 'w' : 'b'} - - 0 1`;
}

function position(v: CompiledVariant, fen: string): Position {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error}`);
  return r.position;
}

describe('the fast legal generator on positions made for each rule', () => {
  it.each([
    ['a piece moving onto the empty square next to the king becomes a screen for a grasshopper', crowd, '4k3/8/8/4g3/8/8/R7/4K3 w - - 0 1', ['a2d2'], ['a2e2']],
    ['the screen may leave (no hop without it); the piece behind it may not (it uncovers a grasshopper)', crowd, '4k3/8/4g3/8/4Q3/8/4R3/4K3 w - - 0 1', ['e2a2'], ['e4d5']],
    ['a cannon needs exactly one screen: of two, either may move along the line but not leave it', crowd, '4k3/4c3/8/4R3/8/4Q3/8/4K3 w - - 0 1', ['e3e2', 'e5e6'], ['e5a5', 'e3a3']],
    ['a block in front of a screen that is a cannon itself answers one cannon check and starts another', crowd, '1cc3K1/3R4/8/8/8/8/8/k7 w - - 0 1', ['g8g7', 'g8f7'], ['d7d8', 'g8h8', 'd7d6']],
    ['a lame leaper is held by its leg: the blocker may take it but not leave', crowd, '4k3/8/8/8/8/3h4/3R4/4K3 w - - 0 1', ['d2d3'], ['d2a2']],
    ['a jumping leaper attacks over an occupied path only: a piece may not move onto it', crowd, '4k3/8/8/8/8/4j3/R7/4K3 w - - 0 1', ['a2d2'], ['a2e2']],
    ['a cannon that moves by hopping checks over one screen: the screen may leave, the king may not step behind it', hoppers, '4k3/8/8/4a3/8/4H3/8/4K3 w - - 0 1', ['e3c2', 'e1f1'], ['e1e2']],
    ['a rank-and-file grasshopper: a lame knight moving next to the king on its file screens it', hoppers, '4k3/8/8/4g3/8/2H5/8/4K3 w - - 0 1', ['c3d1', 'c3a2'], ['c3e2']],
    ['with several royal pieces, none may be left attacked', royals, 'r3k3/8/8/8/8/8/B7/X3K3 w - - 0 1', ['e1d1'], ['a2b3']],
    ['a checker by slide and leap at once is not stopped by a block', leapingQueen, '4k3/8/8/8/3Q4/4m3/8/4KB2 w - - 0 1', ['d4e3'], ['f1e2', 'e1d2']],
    ['coregal: a piece shielding a pseudo-royal queen may not leave the line', pseudoQueens, '4k3/8/8/8/8/8/8/r1N1Q2K w - - 0 1', ['e1e2'], ['c1d3']],
    ['coregal: a promotion to a third queen takes the royalty off the other two', pseudoQueens, 'k7/4P3/8/8/8/r1Q1Q3/8/7K w - - 0 1', ['e7e8q', 'c3a3'], ['e7e8n', 'c3c4']],
    ['duple check: one of two kings may be left attacked, not both', dupleKings, 'k6k/8/8/8/8/8/8/Q3K3 b - - 0 1', ['a8b8', 'h8g8'], ['a8a7', 'h8g7']],
    ['atomic: kings that touch give no check, apart the rook forbids its rank', atomicKings, '8/8/8/3k4/3K4/r7/8/8 w - - 0 1', ['d4c4', 'd4e4', 'd4c5'], ['d4d3', 'd4c3']],
    ['atomic: blowing up the king is legal in check; a king never captures', atomicKings, '4k3/3n4/8/2N5/8/8/3p4/r3K3 w - - 0 1', ['c5d7'], ['c5b7', 'e1d2']],

  ])('%s', (_what, spec, fen, legal, illegal) => {
    const pos = position(variants.get(spec.slug)!, fen);
    agree(pos, { positions: 0, inCheck: 0, severalRoyals: 0 });
    const moves = legalMoves(pos).map((m) => makeUci(pos, m));
    for (const m of legal) expect(moves, `${m} in ${fen}`).toContain(m);
    for (const m of illegal) expect(moves, `${m} in ${fen}`).not.toContain(m);
  });
});

const input = fc.record({ slug: fc.constantFrom(...slugs), seed: fc.integer() });
// The pseudo-royal variants apart too, so that their cases show in the counts of their own runs.
const pseudoInput = fc.record({
  slug: fc.constantFrom(pseudoQueens.slug, pseudoHoppers.slug, pseudoCrowd.slug, dupleCrowd.slug, 'chak', 'mounted', dupleKings.slug, atomicKings.slug, proofKings.slug, 'atomic'),
  seed: fc.integer(),
});

type Input = fc.Arbitrary<{ slug: string; seed: number }>;

/** Random placements of the variants `inputs` draws (50 a run), each and one ply after it compared; what came up. */
function onPlacements(inputs: Input, nRuns: number): Seen {
  const seen: Seen = { positions: 0, inCheck: 0, severalRoyals: 0 };
  check(
    fc.property(inputs, ({ slug, seed }) => {
      const v = variants.get(slug)!;
      const random = rng(seed);
      for (let i = 0; i < 50; i++) {
        const pos = position(v, randomFen(v, random));
        const n = agree(pos, seen);
        // One ply further too: the position after a random legal move.
        if (n > 0) {
          const moves = new Int32Array(MAX_MOVES);
          pos.generateLegal(moves, 0);
          pos.make(moves[Math.floor(random() * n)]!);
          agree(pos, seen);
        }
      }
    }),
    nRuns,
  );
  return seen;
}

/** Random playouts of up to 150 plies from the start of the variants `inputs` draws, every position compared; what came up. */
function onPlayouts(inputs: Input, nRuns: number): Seen {
  const seen: Seen = { positions: 0, inCheck: 0, severalRoyals: 0 };
  check(
    fc.property(inputs, ({ slug, seed }) => {
      const v = variants.get(slug)!;
      const random = rng(seed);
      const pos = position(v, v.spec.startFen);
      const moves = new Int32Array(MAX_MOVES);
      for (let ply = 0; ply < 150; ply++) {
        const n = agree(pos, seen);
        if (n === 0) break;
        pos.generateLegal(moves, 0);
        pos.make(moves[Math.floor(random() * n)]!);
      }
    }),
    nRuns,
  );
  return seen;
}

describe('the fast legal generator agrees with make-and-test where hoppers, lame leapers and several royal pieces attack', () => {
  const nPlace = runs(40, 10);
  it(`on random placements (${nPlace} runs of 50 positions)`, () => {
    const seen = onPlacements(input, nPlace);
    // The interesting cases came up often: checks (by every kind, among them) and several royals.
    expect(seen.inCheck).toBeGreaterThan(seen.positions / 10);
    expect(seen.severalRoyals).toBeGreaterThan(seen.positions / 10);
  }, TIMEOUT);

  const nPlay = runs(30, 20);
  it(`on random playouts from the start (${nPlay} games of up to 150 plies)`, () => {
    expect(onPlayouts(input, nPlay).inCheck).toBeGreaterThan(0);
  }, TIMEOUT);
});

describe('the fast legal generator agrees with make-and-test with pseudo-royal pieces and duple check', () => {
  const nPlace = runs(30, 10);
  it(`on random placements (${nPlace} runs of 50 positions)`, () => {
    const seen = onPlacements(pseudoInput, nPlace);
    // Pseudo-royal pieces in check (royalAttacked counts them) came up often.
    expect(seen.inCheck).toBeGreaterThan(seen.positions / 10);
  }, TIMEOUT);

  const nPlay = runs(20, 20);
  it(`on random playouts from the start (${nPlay} games of up to 150 plies)`, () => {
    expect(onPlayouts(pseudoInput, nPlay).inCheck).toBeGreaterThan(0);
  }, TIMEOUT);
});
