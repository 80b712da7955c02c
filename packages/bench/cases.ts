/**
 * The perft cases `pnpm bench` measures: shared by the side-by-side run
 * (bench.ts) and the two-checkout comparison (compare.ts), which must agree
 * on a case's label to pair its figures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Case {
  name: string;
  variant: string;
  /** The position; the variant's start when absent (read when the case runs). */
  fen?: string;
  bulk?: number;
  full?: number;
}

export const CHESS = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

const oracle = (slug: string) =>
  readFileSync(fileURLToPath(new URL(`../../test/oracle/${slug}.jsonl`, import.meta.url)), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { name: string; fen: string; depth: number });

/** The cases, shallower for `--quick`. */
export function benchCases(quick: boolean): Case[] {
  // A crazyhouse middlegame with pieces in hand, so that drops are generated at every node.
  const house = oracle('crazyhouse').find((c) => c.name.startsWith('random playout 1'))!;
  const middlegames = oracle('wildebeest')
    .filter((c) => c.name.startsWith('random playout'))
    .slice(0, 2);
  return [
    { name: 'chess start', variant: 'chess', fen: CHESS, bulk: 5, full: quick ? 4 : 5 },
    { name: 'kiwipete', variant: 'chess', fen: KIWIPETE, bulk: 4, full: quick ? 3 : 4 },
    { name: 'wildebeest start', variant: 'wildebeest', bulk: 4, full: quick ? 3 : 4 },
    ...(quick ? [] : [{ name: 'wildebeest start', variant: 'wildebeest', bulk: 5 }]),
    ...middlegames.map((c, i) => ({ name: `wildebeest middlegame ${i + 1}`, variant: 'wildebeest', fen: c.fen, bulk: c.depth, full: c.depth })),
    { name: 'capablanca start', variant: 'capablanca', bulk: 4, full: quick ? 3 : 4 },
    // Hoppers: legality by the general analysis (kernel/threats.ts), not along lines alone.
    { name: 'grasshopper start', variant: 'grasshopper', bulk: 4, full: quick ? 3 : 4 },
    // Result rules at every node (a flag region; check counters in make/unmake), from chess's start.
    { name: 'kingofthehill start', variant: 'kingofthehill', bulk: 5, full: quick ? 4 : 5 },
    { name: '3check start', variant: '3check', bulk: 5, full: quick ? 4 : 5 },
    // Legality rules over the whole list: compulsory captures (antichess, no royal piece), no checking move (racing kings).
    { name: 'antichess start', variant: 'antichess', bulk: 5, full: quick ? 4 : 5 },
    { name: 'racingkings start', variant: 'racingkings', bulk: 4, full: quick ? 3 : 4 },
    // Captures that blast (make/unmake's blast record) and pseudo-royal kings (every capture made and tested).
    { name: 'atomic start', variant: 'atomic', bulk: 5, full: quick ? 4 : 5 },
    // Walls placed with every move: each move two half-moves of the kernel, some 600 whole moves a node.
    // Bulk only, at depth 2: ffish's full count pushes each of its 379440 leaf moves (over a minute), and its depth 3 takes ten.
    { name: 'duck start', variant: 'duck', bulk: 2 },
    // Regions and the flying general, compiled into the tables; cannons and lame leapers take the general analysis.
    { name: 'xiangqi start', variant: 'xiangqi', bulk: 4, full: quick ? 3 : 4 },
    // Palace diagonals (betzaWithin), the janggi cannon (its own ray kind, judged coarsely) and the pass (an outer link).
    { name: 'janggi start', variant: 'janggi', bulk: 4, full: quick ? 3 : 4 },
    // Hands and drops (captures into hand from ply 3; drops in make/unmake and legality), from chess's start and from a middlegame with hands.
    { name: 'crazyhouse start', variant: 'crazyhouse', bulk: 5, full: quick ? 4 : 5 },
    { name: 'crazyhouse middlegame', variant: 'crazyhouse', fen: house.fen, bulk: 4, full: quick ? 3 : 4 },
    // Shogi-style promotion (a move per choice, declining where allowed), drops with nifu, lame leaps of none: the shogi family's kernel.
    { name: 'shogi start', variant: 'shogi', bulk: 4, full: quick ? 3 : 4 },
  ];
}

/** A case's label in a mode ("chess start d5"), the key both checkouts' figures are paired by. */
export function caseLabel(c: Case, depth: number): string {
  return `${c.name} d${depth}`;
}
