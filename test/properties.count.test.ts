/**
 * Differential test of bulk perft's count (kernel/legalCount.ts) against the
 * legal list: on random positions of the variants that count their last ply
 * instead of listing it, perft to depth 1 must be the length of the list
 * generateLegal writes, and perft to depth 2 (every leaf counted) the count
 * of perftFull (every leaf made). The variants cover each way the count
 * goes: chess (pins, checks, e.p., castling, promotions), king of the hill
 * and three-check (node-start results around it), antichess (no royal piece,
 * captures compulsory), crazyhouse (drops), capablanca and wildebeest
 * (compound pieces, wide boards, wildebeest's triple step and camel), and
 * the variants where no move may give check (kernel/countNoCheck.ts):
 * racing kings, and racing chess and checkmateless with pawns, e.p. and
 * castling.
 *
 * Positions come from random playouts of each start position and from
 * random placements (many pins and checks, pawns next to their promotion
 * rank, pieces in hand where the variant has hands).
 */
import { noRankBitsPart } from '../packages/core/src/kernel/rankBits.ts';
import { MAX_MOVES, makeFen, parseFen, perft, perftFull, type CompiledVariant, type Position } from '@fairyforge/core';
import { describe, expect, it } from 'vitest';
import { legalCountPart } from '../packages/core/src/kernel/legalCount.ts';
import { countNoCheckPart } from '../packages/core/src/kernel/countNoCheck.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { pawnWalkPart } from '../packages/core/src/kernel/pawnWalk.ts';
import { countWalkPart } from '../packages/core/src/kernel/countWalk.ts';
import { enPassantPart } from '../packages/core/src/kernel/enPassant.ts';
import { boardPart } from '../packages/core/src/kernel/board.ts';
import { noMustCapturePart } from '../packages/core/src/kernel/mustCapture.ts';
import { kernelConstants } from '../packages/core/src/kernel/constants.ts';
import { moveCodecs } from '../packages/core/src/moves.ts';
import { agreeOnPlacements, agreeOnPlayouts, compiledVariants, freeCell, placementRanks, runs, TIMEOUT } from './properties.ts';

const slugs = ['chess', 'kingofthehill', '3check', 'antichess', 'crazyhouse', 'capablanca', 'wildebeest', 'racingkings', 'racingchess', 'checkmateless'];
// `checking: false`: their count leaves out the moves that give check (countNoCheck.ts).
const noChecking = new Set(['racingkings', 'racingchess', 'checkmateless']);
const variants = compiledVariants(slugs);

interface Seen {
  positions: number;
  counted: number;
  inCheck: number;
  /** Positions of a no-checking variant where some king-safe move was left out because it gives check. */
  checksLeftOut: number;
}

const chess = variants.get('chess')!;

const buf = new Int32Array(MAX_MOVES);

/** The count and the list agree on `pos` (and, every `deeper` positions, one ply further). */
function agree(pos: Position, seen: Seen, deeper: boolean): number {
  const listed = pos.generateLegal(buf, 0);
  const fen = makeFen(pos);
  expect({ fen, count: perft(pos, 1) }).toEqual({ fen, count: listed });
  if (deeper) expect({ fen, count: perft(pos, 2) }).toEqual({ fen, count: perftFull(pos, 2) });
  seen.positions++;
  if (listed > 0) seen.counted++;
  if (pos.royalAttacked(pos.turn)) seen.inCheck++;
  // The same pieces under chess's rules (checks allowed): more moves there means checking moves were left out here.
  if (noChecking.has(pos.v.spec.slug)) {
    const asChess = parseFen(chess, fen);
    if (asChess.ok && asChess.position.generateLegal(buf, 0) > listed) seen.checksLeftOut++;
  }
  return listed;
}

/** A random placement: a king a side where the variant has a royal piece, up to 24 others, pawns off the first and last ranks, and pieces in hand where it has hands. */
function randomFen(v: CompiledVariant, random: () => number): string {
  const { cols, rows } = v.spec;
  const cells: string[] = new Array<string>(cols * rows).fill('');
  const free = () => freeCell(cells, random);
  const royal = v.spec.pieces.filter((p) => p.royal).map((p) => p.letter);
  const others = v.spec.pieces.filter((p) => !p.royal);
  let hand = '';
  for (const side of [0, 1]) {
    const case_ = (l: string) => (side === 0 ? l : l.toLowerCase());
    if (royal.length > 0) cells[free()] = case_(royal[0]!);
    const n = 2 + Math.floor(random() * 23);
    for (let i = 0; i < n; i++) {
      const p = others[Math.floor(random() * others.length)]!;
      const s = free();
      const rank = Math.floor(s / cols);
      // Pawns crowd the ranks next to promotion, so that promotions (and their choices) are counted often.
      if (p.pawn && (rank === 0 || rank === rows - 1)) continue;
      cells[s] = case_(p.letter);
    }
    if (v.hands !== undefined) for (let i = Math.floor(random() * 4); i > 0; i--) hand += case_(others[Math.floor(random() * others.length)]!.letter);
  }
  const ranks = placementRanks(cells, rows, cols);
  return `${ranks.join('/')}${v.hands !== undefined ? `[${hand}]` : ''} ${random() < 0.5 ? 'w' : 'b'} - - 0 1`;
}

function position(v: CompiledVariant, fen: string): Position | null {
  const r = parseFen(v, fen);
  // A placement may leave the side not to move in check: no position to count.
  return r.ok ? r.position : null;
}


describe('bulk perft counts its last ply as the legal list has it', () => {
  it('in every variant here (the count is chosen for them, not listed)', () => {
    for (const v of variants.values()) expect(selectParts(v).parts.legalCount, v.spec.slug).toBe(legalCountPart);
    for (const slug of noChecking) expect(selectParts(variants.get(slug)!).parts.countNoCheck, slug).toBe(countNoCheckPart);
  });

  // Pawns beside a royal piece counted from their laid-out squares (kernel/pawnWalk.ts): the e.p. captures it meets kept to be made and tested.
  it('with the pawns counted from their laid-out squares beside the king', () => {
    for (const slug of ['chess', 'kingofthehill', '3check', 'crazyhouse', 'capablanca', 'wildebeest']) {
      const v = variants.get(slug)!;
      expect(selectParts(v).parts.pawnWalk, slug).toBe(pawnWalkPart);
      const K = { ...kernelConstants, ...moveCodecs(kernelConstants) };
      const ep = enPassantPart(v, K, boardPart(v, K, noRankBitsPart(v, K)));
      const mc = noMustCapturePart(v, K);
      expect(pawnWalkPart(v, K, ep, mc, countWalkPart(v, K, ep, mc)).active, slug).toBe(true);
    }
  });

  // E.p. captures decided by making them: rarely illegal in random play, so here by hand.
  it.each([
    ['an e.p. capture that uncovers a rook on the rank is not counted', 'chess', '8/8/8/KPp4r/8/8/8/7k w - c6 0 1'],
    ['an e.p. capture that takes the checker is counted', 'chess', '8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1'],
    ['an e.p. capture off a diagonal pin is not counted', 'chess', '8/8/8/1k6/3Pp3/8/8/6BK b - d3 0 1'],
    ['promotions count once per choice, captures among them', 'chess', 'r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1'],
    ['without a royal piece, an e.p. capture is compulsory like any capture', 'antichess', '8/8/8/8/3Pp3/8/8/8 b - d3 0 1'],
    // No checking: each special way to give check, decided exactly.
    ['an e.p. capture that empties a rank to their king gives check; the push beside it does not', 'checkmateless', '8/8/8/k2pP2R/8/8/8/4K3 w - d6 0 1'],
    ['castling whose rook lands checking is not counted', 'checkmateless', '5k2/8/8/8/8/8/8/4K2R w K - 0 1'],
    ['promotions count only for the choices that give no check', 'racingchess', '3k4/1P6/8/8/8/8/8/4K3 w - - 0 1'],
    ['a king move off the line it screens discovers a check', 'racingkings', '8/8/8/8/8/8/8/R1K4k w - - 0 1'],
    ['a pinned piece moving along its pin line may give check', 'racingkings', '8/8/8/4k3/8/8/8/K2R3q w - - 0 1'],
    ['a screening knight discovers a check wherever it goes', 'racingkings', '8/6k1/8/8/3N4/8/1B6/K7 w - - 0 1'],
  ])('%s', (_what, slug, fen) => {
    const pos = position(variants.get(slug)!, fen)!;
    agree(pos, { positions: 0, counted: 0, inCheck: 0, checksLeftOut: 0 }, true);
  });

  const nPlace = runs(30, 10);
  it(`on random placements (${nPlace} runs of 40 positions)`, () => {
    const seen: Seen = { positions: 0, counted: 0, inCheck: 0, checksLeftOut: 0 };
    agreeOnPlacements(slugs, nPlace, (slug, random) => position(variants.get(slug)!, randomFen(variants.get(slug)!, random)), (pos, deeper) => agree(pos, seen, deeper));
    expect(seen.inCheck).toBeGreaterThan(seen.positions / 20);
    expect(seen.counted).toBeGreaterThan(seen.positions / 2);
    expect(seen.checksLeftOut).toBeGreaterThan(0);
  }, TIMEOUT);

  const nPlay = runs(20, 20);
  it(`on random playouts from the start (${nPlay} games of up to 150 plies)`, () => {
    const seen: Seen = { positions: 0, counted: 0, inCheck: 0, checksLeftOut: 0 };
    agreeOnPlayouts(slugs, nPlay, (slug) => position(variants.get(slug)!, variants.get(slug)!.spec.startFen)!, (pos, deeper) => agree(pos, seen, deeper));
    expect(seen.inCheck).toBeGreaterThan(0);
  }, TIMEOUT);
});
