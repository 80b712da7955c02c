/**
 * Differential test of bulk perft's count where captures blast
 * (kernel/countBlast.ts) against the legal lists: on random positions of the
 * atomic family, perft to depth 1 must be the length of the list generateLegal
 * writes, which must hold the moves the reference (every move made and tested)
 * keeps, and perft to depth 2 (every leaf counted) the count of perftFull
 * (every leaf made). The variants cover each way the count goes: atomic and
 * 6x6atom (one pseudo-royal king a side: touching kings, pins, checks, blasts
 * that reach either king), nocheckatomic (no king rule), atomar (blast-proof
 * kings that may not take each other), atomic giveaway and anti-atomic
 * (captures compulsory).
 *
 * Positions come from random playouts of each start position (castling, e.p.)
 * and from random placements: mostly one king a side, often touching or with
 * pieces crowded around, at times none or two (the count lists those whole).
 */
import { makeFen, parseFen, perft, perftFull, type CompiledVariant, type Position } from '@fairyforge/core';
import { describe, expect, it } from 'vitest';
import { blastCountPart } from '../packages/core/src/kernel/countBlast.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { agreeOnPlacements, agreeOnPlayouts, compiledVariants, expectSameLegal, freeCell, placementRanks, runs, TIMEOUT } from './properties.ts';

const slugs = ['atomic', 'nocheckatomic', 'atomar', 'antiatomic', 'atomic-giveaway', '6x6atom'];
const variants = compiledVariants(slugs);

interface Seen {
  positions: number;
  counted: number;
  inCheck: number;
}

/** The count, the list and the reference agree on `pos` (and, where `deeper`, one ply further); returns the number of legal moves. */
function agree(pos: Position, seen: Seen, deeper: boolean): number {
  const listed = expectSameLegal(pos);
  const fen = makeFen(pos);
  expect({ fen, count: perft(pos, 1) }).toEqual({ fen, count: listed });
  if (deeper) expect({ fen, count: perft(pos, 2) }).toEqual({ fen, count: perftFull(pos, 2) });
  seen.positions++;
  if (listed > 0) seen.counted++;
  if (pos.royalAttacked(pos.turn)) seen.inCheck++;
  return listed;
}

/** Squares around s on a cols × rows board. */
function neighbours(s: number, cols: number, rows: number): number[] {
  const out: number[] = [];
  for (let df = -1; df <= 1; df++)
    for (let dr = -1; dr <= 1; dr++) {
      const f = (s % cols) + df;
      const r = Math.floor(s / cols) + dr;
      if ((df !== 0 || dr !== 0) && f >= 0 && f < cols && r >= 0 && r < rows) out.push(r * cols + f);
    }
  return out;
}

/** A random placement: usually a king a side (touching in a third of them), at times none or two; up to 20 others a side (a third of the board), pawns off the first and last ranks. */
function randomFen(v: CompiledVariant, random: () => number): string {
  const { cols, rows } = v.spec;
  const cells: string[] = new Array<string>(cols * rows).fill('');
  const free = () => freeCell(cells, random);
  const others = v.spec.pieces.filter((p) => p.letter !== 'K');
  const touching = random() < 0.33;
  let whiteKing = -1;
  for (const side of [0, 1]) {
    const case_ = (l: string) => (side === 0 ? l : l.toLowerCase());
    const x = random();
    const kings = x < 0.05 ? 0 : x < 0.1 ? 2 : 1;
    for (let k = 0; k < kings; k++) {
      const near = side === 1 && touching && whiteKing >= 0 ? neighbours(whiteKing, cols, rows).filter((s) => cells[s] === '') : [];
      const s = near.length > 0 ? near[Math.floor(random() * near.length)]! : free();
      cells[s] = case_('K');
      if (side === 0) whiteKing = s;
    }
    // At most a third of the board a side (6x6atom has 36 squares).
    const n = 2 + Math.floor(random() * Math.min(19, (cols * rows) / 3 - 3));
    for (let i = 0; i < n; i++) {
      const p = others[Math.floor(random() * others.length)]!;
      const s = free();
      const rank = Math.floor(s / cols);
      if (p.pawn && (rank === 0 || rank === rows - 1)) continue;
      cells[s] = case_(p.letter);
    }
  }
  return `${placementRanks(cells, rows, cols).join('/')} ${random() < 0.5 ? 'w' : 'b'} - - 0 1`;
}

function position(v: CompiledVariant, fen: string): Position | null {
  const r = parseFen(v, fen);
  return r.ok ? r.position : null;
}


describe('bulk perft counts the last ply of blast variants as the legal list has it', () => {
  it('in every variant here (countBlast.ts is chosen for them)', () => {
    for (const v of variants.values()) expect(selectParts(v).parts.blastCount, v.spec.slug).toBe(blastCountPart);
  });

  it.each([
    ['touching kings void the rook check: every quiet move of another piece counts', 'atomic', '8/8/8/3k4/3K4/r7/1N6/8 w - - 0 1'],
    ['a pinned knight may not leave its line, but may take next to the pinner and blow it away', 'atomic', '4k3/8/8/4r3/8/3p4/4N3/4K3 w - - 0 1'],
    ['a capture next to our own king is never legal', 'atomic', '4k3/8/8/8/8/1N6/3p4/4K3 w - - 0 1'],
    ['in check, a capture that blows up their king is legal', 'atomic', '4k3/3n4/8/2N5/8/8/8/r3K3 w - - 0 1'],
    ['an e.p. capture blasting their king', 'atomic', '8/8/3k4/3pP3/8/8/8/4K3 w - d6 0 1'],
    ['promotions, one taking next to their king', 'atomic', '1rk5/P7/8/8/8/8/8/4K3 w - - 0 1'],
    ['castling with the rook blasted away and the path attacked', 'atomic', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'],
    // A capture off every line onto our king, by a piece off them too, is legal unless its blast opens one (blastZones.ts).
    ['a blast next to a line blows away the piece screening our king from a rook: illegal', 'atomic', 'k7/8/8/8/8/1N6/3r4/r1B2K2 w - - 0 1'],
    ['a blast next to a line blows away the piece screening our king from a bishop: illegal', 'atomic', 'k7/8/8/b7/8/N7/2rN4/4K3 w - - 0 1'],
    ['a capture and its blast off every line onto our king: legal', 'atomic', 'k7/8/8/p7/8/1N6/8/7K w - - 0 1'],
    ['blast-proof kings may not take each other', 'atomar', '8/8/8/3k4/3K4/8/8/8 w - - 0 1'],
    ['captures compulsory, e.p. among them', 'atomic-giveaway', '8/8/8/8/3Pp3/8/8/8 b - d3 0 1'],
  ])('%s', (_what, slug, fen) => {
    const pos = position(variants.get(slug)!, fen)!;
    agree(pos, { positions: 0, counted: 0, inCheck: 0 }, true);
  });

  const nPlace = runs(30, 10);
  it(`on random placements (${nPlace} runs of 40 positions)`, () => {
    const seen: Seen = { positions: 0, counted: 0, inCheck: 0 };
    agreeOnPlacements(slugs, nPlace, (slug, random) => position(variants.get(slug)!, randomFen(variants.get(slug)!, random)), (pos, deeper) => agree(pos, seen, deeper));
    expect(seen.inCheck).toBeGreaterThan(seen.positions / 20);
    expect(seen.counted).toBeGreaterThan(seen.positions / 2);
  }, TIMEOUT);

  const nPlay = runs(20, 20);
  it(`on random playouts from the start (${nPlay} games of up to 150 plies)`, () => {
    const seen: Seen = { positions: 0, counted: 0, inCheck: 0 };
    agreeOnPlayouts(slugs, nPlay, (slug) => position(variants.get(slug)!, variants.get(slug)!.spec.startFen)!, (pos, deeper) => agree(pos, seen, deeper));
    expect(seen.inCheck).toBeGreaterThan(0);
  }, TIMEOUT);
});
