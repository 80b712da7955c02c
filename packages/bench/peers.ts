/**
 * The peers measured beside fairyforge, each behind the same small interface:
 * perft of a FEN to a depth, "bulk" (the last ply counted from the legal-move
 * list) or "full" (every leaf move made), where the library supports it.
 * Peers are devDependencies of this package only.
 */
import { Chess as ChessJs } from 'chess.js';
import { Chess as ChessopsChess } from 'chessops/chess';
import { perft as chessopsBulk } from 'chessops/debug';
import { parseFen as chessopsParseFen } from 'chessops/fen';
import { createRequire } from 'node:module';

export type Mode = 'bulk' | 'full';

export interface Peer {
  readonly name: string;
  /** Which variants it plays here (by fairyforge slug), and in which modes. */
  supports(variant: string, mode: Mode): boolean;
  /** Returns a function that runs the perft once and returns the node count. */
  prepare(variant: string, fen: string, depth: number, mode: Mode): () => number;
}

// ---------------------------------------------------------------- chessops

function chessopsFull(pos: ChessopsChess, depth: number): number {
  if (depth < 1) return 1;
  let nodes = 0;
  const ctx = pos.ctx();
  for (const [from, dests] of pos.allDests(ctx)) {
    const promotes = pos.board.pawn.has(from) && (from >> 3) === (pos.turn === 'white' ? 6 : 1);
    for (const to of dests) {
      for (const promotion of promotes ? (['queen', 'rook', 'bishop', 'knight'] as const) : [undefined]) {
        const child = pos.clone();
        child.play(promotion ? { from, to, promotion } : { from, to });
        nodes += depth === 1 ? 1 : chessopsFull(child, depth - 1);
      }
    }
  }
  return nodes;
}

export const chessops: Peer = {
  name: 'chessops',
  supports: (variant) => variant === 'chess',
  prepare(_variant, fen, depth, mode) {
    const pos = ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap();
    return mode === 'bulk' ? () => chessopsBulk(pos, depth) : () => chessopsFull(pos, depth);
  },
};

// ---------------------------------------------------------------- chess.js

export const chessJs: Peer = {
  name: 'chess.js',
  supports: (variant, mode) => variant === 'chess' && mode === 'full',
  prepare(_variant, fen, depth) {
    const game = new ChessJs(fen);
    return () => game.perft(depth);
  },
};

// ------------------------------------------------------------------- ffish

/**
 * Fairy-Stockfish's own rules for the seed's Standard Wildebeest Chess, as an
 * INI section for ffish.loadVariantConfig: camels and wildebeests instead of
 * bishops, no castling, double step from rank 2 / 9, promotion on the last
 * rank to Q R C N W, stalemate a draw.
 */
export const WILDEBEEST_INI = `
[fairyforge-wildebeest:chess]
maxRank = 10
maxFile = k
customPiece1 = c:C
customPiece2 = w:NC
bishop = -
startFen = rncwqkwcnr1/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNCWQKWCNR1 w - - 0 1
promotionPieceTypes = qrcnw
castling = false
doubleStepRegionWhite = *2
doubleStepRegionBlack = *9
promotionRegionWhite = *10
promotionRegionBlack = *1
stalemateValue = draw
`;

// Fairy-Stockfish's built-in rules for king of the hill, three-check, antichess and racing kings are those of the files of the same name.
const FFISH_VARIANT: Record<string, string> = {
  chess: 'chess',
  wildebeest: 'fairyforge-wildebeest',
  capablanca: 'capablanca',
  kingofthehill: 'kingofthehill',
  '3check': '3check',
  grasshopper: 'grasshopper',
  antichess: 'antichess',
  racingkings: 'racingkings',
  atomic: 'atomic',
  duck: 'duck',
  xiangqi: 'xiangqi',
  janggi: 'janggi',
  crazyhouse: 'crazyhouse',
  shogi: 'shogi',
};

export interface FfishBoard {
  legalMoves(): string;
  push(uci: string): boolean;
  pop(): void;
  fen(): string;
  /** Whether the game is over; with claimDraw, also by the ends a player may claim (the move rule, repetition, janggimodern's shuttling). */
  isGameOver(claimDraw?: boolean): boolean;
  /** The result ('1-0', '0-1', '1/2-1/2', '*'), judged as isGameOver judges. */
  result(claimDraw?: boolean): string;
  delete(): void;
}
export interface Ffish {
  Board: new (variant: string, fen?: string) => FfishBoard;
  loadVariantConfig(ini: string): void;
  /** The names of the variants it knows, separated by spaces. */
  variants(): string;
  onRuntimeInitialized?: () => void;
}

let ffishModule: Promise<Ffish> | null = null;

/** Loads ffish's WebAssembly (from the package's own .wasm file, never from the network). */
export function loadFfish(): Promise<Ffish> {
  if (!ffishModule) {
    ffishModule = new Promise((resolve) => {
      const require = createRequire(import.meta.url);
      // Its loader prefers fetch() when present, which cannot read a file path; let it read the file.
      const savedFetch = globalThis.fetch;
      delete (globalThis as { fetch?: unknown }).fetch;
      const ff = require('ffish') as Ffish;
      globalThis.fetch = savedFetch;
      ff.onRuntimeInitialized = () => {
        ff.loadVariantConfig(WILDEBEEST_INI);
        resolve(ff);
      };
    });
  }
  return ffishModule;
}

function countMoves(list: string): number {
  if (list.length === 0) return 0;
  let n = 1;
  for (let i = 0; i < list.length; i++) if (list.charCodeAt(i) === 32) n++;
  return n;
}

/** Perft by ffish's own legal move lists (its generate<LEGAL>); `bulk` counts the last ply from the list instead of making each move. */
export function ffishPerft(board: FfishBoard, depth: number, bulk: boolean): number {
  const list = board.legalMoves();
  if (bulk && depth === 1) return countMoves(list);
  if (list.length === 0) return 0;
  let nodes = 0;
  for (const m of list.split(' ')) {
    board.push(m);
    nodes += depth === 1 ? 1 : ffishPerft(board, depth - 1, bulk);
    board.pop();
  }
  return nodes;
}

/** Whether ffish plays a variant here: a table lookup, so asking needs no WebAssembly. */
export const ffishSupports = (variant: string): boolean => variant in FFISH_VARIANT;

export function ffishPeer(ff: Ffish): Peer {
  return {
    name: 'ffish',
    supports: ffishSupports,
    prepare(variant, fen, depth, mode) {
      const board = new ff.Board(FFISH_VARIANT[variant]!, fen);
      return () => ffishPerft(board, depth, mode === 'bulk');
    },
  };
}
