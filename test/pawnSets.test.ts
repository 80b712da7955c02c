/**
 * Pawns counted rank by rank (kernel/pawnSets.ts) over the rank words kept
 * beside the board (kernel/rankBits.ts), where the count meets a side without
 * a royal piece: horde's White, antichess, pawns-only games.
 *
 * - The words make and unmake keep (while bulk perft runs) are the board's,
 *   after every move of random games and after every move taken back; and
 *   perft leaves them no longer kept, so play and full perft pay only a
 *   flag test per change.
 * - Bulk perft's count equals the legal list's length on random pawn-crowded
 *   placements (e.p. squares among them) and playouts, and perft 2 equals
 *   perftFull 2; hand-made positions pin down the edges: a pawn on the a- and
 *   h-files, two pawns taking on one e.p. square, horde's first-rank double
 *   step, a double step blocked on its second square; and on a board of 20
 *   files, whose words are counted in two halves.
 * - Variants that never meet a side without a royal piece keep no words.
 */
import { MAX_MOVES, makeFen, parseFen, perft, perftFull, WALL, type CompiledVariant, type Position } from '@fairyforge/core';
import { describe, expect, it } from 'vitest';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { noPawnSetsPart, pawnSetsPart } from '../packages/core/src/kernel/pawnSets.ts';
import { noRankBitsPart, rankBitsOf, rankBitsPart } from '../packages/core/src/kernel/rankBits.ts';
import { loadVariantSource, memoryHost } from '@fairyforge/loader';
import { agreeOnPlacements, agreeOnPlayouts, compiledVariants, freeCell, placementRanks, runs, TIMEOUT } from './properties.ts';

const slugs = ['horde', 'antichess', 'giveaway', 'pawnsonly', 'extinction', 'suicide'];
const variants = compiledVariants([...slugs, 'chess', 'shatranj', 'capablanca']);
const buf = new Int32Array(MAX_MOVES);

function position(v: CompiledVariant, fen: string): Position | null {
  const r = parseFen(v, fen);
  return r.ok ? r.position : null;
}

/** The words computed from the board. */
function wordsOf(pos: Position): number[] {
  return Array.from(rankBitsOf(pos.board, pos.v.geometry.cols, pos.v.nTypes, WALL));
}

/** The kept words are the board's. */
function expectWords(pos: Position): void {
  const fen = makeFen(pos);
  expect({ fen, words: Array.from(pos.rankBits) }).toEqual({ fen, words: wordsOf(pos) });
}

interface Seen {
  positions: number;
  withEp: number;
}

/** Count and list agree (and perft 2 with perftFull 2 where deeper); the number of legal moves. */
function agree(pos: Position, seen: Seen, deeper: boolean): number {
  const listed = pos.generateLegal(buf, 0);
  const fen = makeFen(pos);
  expect({ fen, count: perft(pos, 1) }).toEqual({ fen, count: listed });
  if (deeper) expect({ fen, count: perft(pos, 2) }).toEqual({ fen, count: perftFull(pos, 2) });
  // Kept only while bulk perft runs.
  expect(pos.rankBitsKept).toBe(0);
  seen.positions++;
  if (pos.epCount > 0) seen.withEp++;
  return listed;
}

/**
 * A random placement crowded with pawns: a king a side where the variant has one (none for horde's White), 4 to 15
 * pawns a side (20 to 31 for horde's White) and a few other pieces; most of the time an e.p. square (below).
 */
function randomFen(v: CompiledVariant, random: () => number): string {
  const { cols, rows } = v.spec;
  const cells: string[] = new Array<string>(cols * rows).fill('');
  const royal = v.spec.pieces.find((p) => p.royal)?.letter;
  const others = v.spec.pieces.filter((p) => !p.royal && !p.pawn);
  const horde = v.spec.slug === 'horde';
  for (const side of [0, 1]) {
    const case_ = (l: string) => (side === 0 ? l : l.toLowerCase());
    if (royal !== undefined && !(horde && side === 0)) cells[freeCell(cells, random)] = case_(royal);
    const pawns = (horde && side === 0 ? 20 : 4) + Math.floor(random() * 12);
    for (let i = 0; i < pawns; i++) {
      const s = freeCell(cells, random);
      const rank = Math.floor(s / cols);
      // Pawns off the last rank (and off the first but in horde, whose White has them there).
      if (rank === (side === 0 ? rows - 1 : 0) || (rank === (side === 0 ? 0 : rows - 1) && !(horde && side === 0))) continue;
      cells[s] = case_('P');
    }
    for (let i = Math.floor(random() * 4); i > 0 && others.length > 0; i--) cells[freeCell(cells, random)] = case_(others[Math.floor(random() * others.length)]!.letter);
  }
  const turn = random() < 0.5 ? 0 : 1;
  // Most of the time, a pawn of the side not to move just past its double step, a pawn to move beside it, the squares
  // it passed empty: the e.p. square behind it.
  const them = turn ^ 1;
  const rank = them === 0 ? 3 : rows - 4;
  const back = them === 0 ? -cols : cols;
  let ep = -1;
  if (random() < 0.6) {
    const f = Math.floor(random() * cols);
    const sq = rank * cols + f;
    const beside = sq + (f === 0 || (f < cols - 1 && random() < 0.5) ? 1 : -1);
    if (cells[sq] === '' || cells[sq]!.toUpperCase() !== royal) {
      cells[sq] = them === 0 ? 'P' : 'p';
      if (cells[beside]?.toUpperCase() !== royal) cells[beside] = them === 0 ? 'p' : 'P';
      if (cells[sq + back]?.toUpperCase() !== royal && cells[sq + 2 * back]?.toUpperCase() !== royal) {
        cells[sq + back] = '';
        cells[sq + 2 * back] = '';
        ep = sq + back;
      }
    }
  }
  const epText = ep < 0 ? '-' : `${String.fromCharCode(97 + (ep % cols))}${Math.floor(ep / cols) + 1}`;
  return `${placementRanks(cells, rows, cols).join('/')} ${turn === 0 ? 'w' : 'b'} - ${epText} 0 1`;
}

describe('pawns counted rank by rank (kernel/pawnSets.ts)', () => {
  it('is chosen where a side may have no royal piece, and nowhere else keeps the rank words', () => {
    for (const slug of slugs) {
      const parts = selectParts(variants.get(slug)!).parts;
      expect([parts.pawnSets, parts.rankBits], slug).toEqual([pawnSetsPart, rankBitsPart]);
    }
    for (const slug of ['chess', 'shatranj', 'capablanca']) {
      const parts = selectParts(variants.get(slug)!).parts;
      expect([parts.pawnSets, parts.rankBits], slug).toEqual([noPawnSetsPart, noRankBitsPart]);
    }
  });

  it.each([
    ['two pawns take on one e.p. square', 'horde', 'rnbqkbnr/ppp1pppp/8/2PpP3/8/8/8/8 w kq d6 0 1'],
    ['pawns on the a- and h-files take only inwards', 'horde', '4k3/8/8/1p4p1/P6P/8/8/8 w - - 0 1'],
    ['first-rank pawns double-step, a blocked second square stops it', 'horde', '4k3/8/8/8/8/1n6/8/PPPPPPPP w - - 0 1'],
    ['a pawn about to promote counted one by one beside the crowd', 'horde', '1n2k3/P1P5/8/8/PPPPPPPP/8/8/8 w - - 0 1'],
    ['captures compulsory, e.p. among them', 'antichess', '8/8/8/8/3pPp2/8/8/8 b - e3 0 1'],
    ['Black counted by ranks too, towards the first rank', 'antichess', '8/8/8/p6p/P1p1p2P/1P1P4/8/8 b - - 0 1'],
  ])('%s', (_what, slug, fen) => {
    const pos = position(variants.get(slug)!, fen)!;
    agree(pos, { positions: 0, withEp: 0 }, true);
  });

  it('keeps the rank words, while they are kept, through random games, every move made and taken back', () => {
    const moves = new Int32Array(MAX_MOVES);
    for (const slug of slugs) {
      const v = variants.get(slug)!;
      let seed = 7;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
      for (let game = 0; game < 4; game++) {
        const pos = position(v, v.spec.startFen)!;
        // As bulk perft begins (kernel/rankBits.ts's begin).
        pos.rankBits.set(wordsOf(pos));
        pos.rankBitsKept = 1;
        let made = 0;
        for (let ply = 0; ply < 120; ply++) {
          const n = pos.generateLegal(moves, 0);
          if (n === 0) break;
          pos.make(moves[Math.floor(random() * n)]!);
          made++;
          expectWords(pos);
        }
        for (; made > 0; made--) {
          pos.unmake();
          expectWords(pos);
        }
      }
    }
  });

  // Words wider than 16 files (population counts in two halves): antichess on 20 files, from a file of its own.
  it('counts as the list does on a board of 20 files', () => {
    const text = [
      '---',
      'title: Wide Antichess',
      'parent: antichess',
      'engine:',
      '  topology: { type: grid, rows: 8, cols: 20 }',
      '  players: [white, black]',
      '  setup: "rnbqkbnrrnbqkbnrrnbq/pppppppppppppppppppp/20/20/20/20/PPPPPPPPPPPPPPPPPPPP/RNBQKBNRRNBQKBNRRNBQ w - - 0 1"',
      '---',
      '',
    ].join('\n');
    const r = loadVariantSource(text, '/wide.md', { host: memoryHost({ '/wide.md': text }) });
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    const v = r.variant.compiled;
    expect(selectParts(v).parts.pawnSets).toBe(pawnSetsPart);
    const seen: Seen = { positions: 0, withEp: 0 };
    agreeOnPlayouts(['wide'], runs(6, 10), () => position(v, v.spec.startFen)!, (pos, deeper) => agree(pos, seen, deeper));
    expect(seen.withEp).toBeGreaterThan(0);
  }, TIMEOUT);

  const nPlace = runs(30, 10);
  it(`agrees with the legal list on random pawn-crowded placements (${nPlace} runs of 40 positions)`, () => {
    const seen: Seen = { positions: 0, withEp: 0 };
    agreeOnPlacements(slugs, nPlace, (slug, random) => position(variants.get(slug)!, randomFen(variants.get(slug)!, random)), (pos, deeper) => agree(pos, seen, deeper));
    expect(seen.withEp).toBeGreaterThan(seen.positions / 20);
  }, TIMEOUT);

  const nPlay = runs(20, 20);
  it(`agrees with the legal list on random playouts from the start (${nPlay} games of up to 150 plies)`, () => {
    const seen: Seen = { positions: 0, withEp: 0 };
    agreeOnPlayouts(slugs, nPlay, (slug) => position(variants.get(slug)!, variants.get(slug)!.spec.startFen)!, (pos, deeper) => agree(pos, seen, deeper));
    expect(seen.withEp).toBeGreaterThan(0);
  }, TIMEOUT);
});
