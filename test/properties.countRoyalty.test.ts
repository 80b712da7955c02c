/**
 * Differential test of bulk perft's count (kernel/legalCount.ts) where the
 * side to move has no royal piece, or a pseudo-royal one
 * (kernel/pseudoRoyalCount.ts; pawns counted by kernel/pawnWalk.ts here as with a king): perft to depth 1 must be the length of the
 * legal list, and of the reference list (every move made and tested), and
 * perft to depth 2 (every leaf counted) the count of perftFull (every leaf
 * made). The variants: Maharajah and Maharajah (vchess), whose lone
 * maharajah is counted as a king and whose two maharajahs, or a side without
 * any, as no royal piece; and the variants without a royal piece, whose
 * node-start results (extinction, the flag) are judged before the count:
 * Pawns Only, Pawns and King, River Chess, Kinglet, Three Kings, Extinction
 * Chess; and Maharajah where two maharajahs a side are both royal (listed).
 *
 * Positions come from random playouts of each start position and from
 * random placements (none, one or two maharajahs or kings a side, pawns
 * next to their promotion rank, many pins and checks).
 */
import { loadVariantSource } from '@fairyforge/loader';
import { MAX_MOVES, makeFen, makeUci, parseFen, perft, perftFull, type CompiledVariant, type Position } from '@fairyforge/core';
import { describe, expect, it } from 'vitest';
import { legalCountPart } from '../packages/core/src/kernel/legalCount.ts';
import { pawnWalkPart } from '../packages/core/src/kernel/pawnWalk.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { agreeOnPlacements, agreeOnPlayouts, compiledVariants, freeCell, placementRanks, runs, TIMEOUT } from './properties.ts';

const slugs = ['maharajah', 'maharajah2', 'pawnsonly', 'pawnsking', 'river', 'kinglet', 'threekings', 'extinction'];
const variants = compiledVariants(slugs);
// Maharajah where two maharajahs a side are both royal (at most two of the type: `count: 1`), so that a side may have two pseudo-royal pieces (listed).
const twoRoyal = loadVariantSource('---\ntitle: Two maharajahs royal\nslug: maharajah-two\nparent: maharajah\nengine:\n  rules:\n    extinction: { types: [M], count: 1, pseudoRoyal: true }\n---\n', '/tmp/maharajah-two.md');
if (!twoRoyal.ok) throw new Error(JSON.stringify(twoRoyal.diagnostics));
slugs.push('maharajah-two');
variants.set('maharajah-two', twoRoyal.variant.compiled);

interface Seen {
  positions: number;
  /** Positions where the side to move has exactly one pseudo-royal piece (counted as its king). */
  lone: number;
  inCheck: number;
}

const buf = new Int32Array(MAX_MOVES);

/** The side to move's pieces of the variant's pseudo-royal types. */
function pseudoRoyals(pos: Position): number {
  const pr = pos.v.pseudoRoyal;
  if (pr === undefined) return 0;
  let n = 0;
  for (const t of pr.types) n += pos.pcount[t * 2 + pos.turn]!;
  return n;
}

/** The count, the legal list and the reference list agree on `pos` (and, where `deeper`, one ply further). */
function agree(pos: Position, seen: Seen, deeper: boolean): number {
  const listed = pos.generateLegal(buf, 0);
  const fen = makeFen(pos);
  expect({ fen, count: perft(pos, 1) }).toEqual({ fen, count: listed });
  expect({ fen, count: perft(pos, 1) }).toEqual({ fen, count: pos.generateLegalByMaking(buf, 0) });
  if (deeper) expect({ fen, count: perft(pos, 2) }).toEqual({ fen, count: perftFull(pos, 2) });
  seen.positions++;
  if (pseudoRoyals(pos) === 1) seen.lone++;
  if (pos.royalAttacked(pos.turn)) seen.inCheck++;
  return listed;
}

/** A random placement: per side none, one or two of the royal or pseudo-royal letters, up to 20 others, pawns off the first and last ranks. */
function randomFen(v: CompiledVariant, random: () => number): string {
  const { cols, rows } = v.spec;
  const cells: string[] = new Array<string>(cols * rows).fill('');
  const free = () => freeCell(cells, random);
  const pseudo = new Set(Array.from(v.pseudoRoyal?.types ?? [], (t) => v.spec.pieces[t]!.letter));
  const special = v.spec.pieces.filter((p) => p.royal || pseudo.has(p.letter)).map((p) => p.letter);
  const others = v.spec.pieces.filter((p) => !p.royal && !pseudo.has(p.letter));
  for (const side of [0, 1]) {
    const case_ = (l: string) => (side === 0 ? l : l.toLowerCase());
    // Mostly one, so that a lone maharajah is often the side's king.
    for (const letter of special) for (let i = [0, 1, 1, 1, 2][Math.floor(random() * 5)]!; i > 0; i--) cells[free()] = case_(letter);
    const n = 2 + Math.floor(random() * 19);
    for (let i = 0; i < n; i++) {
      const p = others[Math.floor(random() * others.length)]!;
      const s = free();
      const rank = Math.floor(s / cols);
      if (p.pawn && (rank === 0 || rank === rows - 1)) continue;
      cells[s] = case_(p.letter);
    }
  }
  const ranks = placementRanks(cells, rows, cols);
  return `${ranks.join('/')} ${random() < 0.5 ? 'w' : 'b'} - - 0 1`;
}

function position(v: CompiledVariant, fen: string): Position | null {
  const r = parseFen(v, fen);
  return r.ok ? r.position : null;
}


describe('bulk perft counts its last ply without a royal piece, or with a pseudo-royal one', () => {
  it('in every variant here (the count is chosen for them, not listed)', () => {
    for (const v of variants.values()) expect(selectParts(v).parts.legalCount, v.spec.slug).toBe(legalCountPart);
  });

  it('with pawns counted from their laid-out squares (pawnWalk.ts), royal piece or not', () => {
    for (const v of variants.values()) expect(selectParts(v).parts.pawnWalk, v.spec.slug).toBe(pawnWalkPart);
  });

  it.each([
    ['the lone maharajah in check from a rook: it moves, or the rook is taken or blocked', 'maharajah', 'k3r3/8/8/8/8/8/8/4M3 w - - 0 1'],
    ['a piece pinned to the lone maharajah keeps to its line', 'maharajah', 'k3r3/8/8/8/4N3/8/4B3/4M3 w - - 0 1'],
    ['an e.p. capture that uncovers a rook on the lone maharajah is not counted', 'maharajah', '4k3/8/8/MPp4r/8/8/8/8 w - c6 0 1'],
    ['a maharajah beside a king (two royal pieces) is listed, castling too', 'maharajah', 'r3k2r/8/8/8/8/8/3M4/R3K2R w KQkq - 0 1'],
    ['two maharajahs: neither is royal, both may be left attacked', 'maharajah2', '8/8/8/7m/m7/8/8/R3K3 b Q - 0 1'],
    ['the last maharajah may not be left attacked', 'maharajah2', '8/8/8/8/m7/8/8/R3K3 b Q - 0 1'],
    ['two royal maharajahs are listed', 'maharajah-two', 'k3r3/8/8/8/8/8/8/3MM3 w - - 0 1'],
    ['Black castles beside a lone White maharajah', 'maharajah', 'r3k2r/8/8/8/8/8/8/4M3 b kq - 0 1'],
    ['a pawn about to promote, and the flag', 'pawnsking', '8/1P2k3/8/8/8/8/5p2/1K6 w - - 0 1'],
    ['the river flag reached by a capture', 'river', 'r3k3/8/8/8/8/8/8/R3K3 w - - 0 1'],
    ['three kings, one of them in danger', 'threekings', 'k3k2k/8/8/8/8/8/4Q3/K3K2K w - - 0 1'],
  ])('%s', (_what, slug, fen) => {
    const pos = position(variants.get(slug)!, fen)!;
    expect(pos, fen).not.toBeNull();
    agree(pos, { positions: 0, lone: 0, inCheck: 0 }, true);
  });

  // The flag region of River Chess is scanned square by square where it has fewer squares than flag pieces stand (kernel/flag.ts): each one counts.
  it('River Chess: a rook arriving on any square of the far rank, beside eight pawns, ends the game, for either side', () => {
    const v = variants.get('river')!;
    for (const file of 'abcdefgh') {
      for (const [fen, uci] of [
        [`8/${placementRanks([...'abcdefgh'].map((f) => (f === file ? 'R' : '')), 1, 8)[0]}/8/8/3k4/PPPPPPPP/8/4K3 w - - 0 1`, `${file}7${file}8`],
        [`4k3/8/pppppppp/3K4/8/8/${placementRanks([...'abcdefgh'].map((f) => (f === file ? 'r' : '')), 1, 8)[0]}/8 b - - 0 1`, `${file}2${file}1`],
      ] as const) {
        const pos = position(v, fen)!;
        expect(perft(pos, 1), fen).toBeGreaterThan(0);
        const n = pos.generateLegal(buf, 0);
        const m = Array.from(buf.subarray(0, n)).find((x) => makeUci(pos, x) === uci);
        expect(m, `${fen} ${uci}`).toBeDefined();
        pos.make(m!);
        expect({ fen, uci, after: perft(pos, 1) }).toEqual({ fen, uci, after: 0 });
        expect(pos.generateLegal(buf, 0)).toBe(0);
      }
    }
  });

  const nPlace = runs(30, 10);
  it(`on random placements (${nPlace} runs of 40 positions)`, () => {
    const seen: Seen = { positions: 0, lone: 0, inCheck: 0 };
    agreeOnPlacements(slugs, nPlace, (slug, random) => position(variants.get(slug)!, randomFen(variants.get(slug)!, random)), (pos, deeper) => agree(pos, seen, deeper));
    expect(seen.lone).toBeGreaterThan(seen.positions / 20);
    expect(seen.inCheck).toBeGreaterThan(seen.positions / 40);
  }, TIMEOUT);

  const nPlay = runs(20, 20);
  it(`on random playouts from the start (${nPlay} games of up to 150 plies)`, () => {
    const seen: Seen = { positions: 0, lone: 0, inCheck: 0 };
    agreeOnPlayouts(slugs, nPlay, (slug) => position(variants.get(slug)!, variants.get(slug)!.spec.startFen)!, (pos, deeper) => agree(pos, seen, deeper));
    expect(seen.lone).toBeGreaterThan(0);
  }, TIMEOUT);
});
