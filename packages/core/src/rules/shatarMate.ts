/**
 * Shatar's mating rules (Fairy-Stockfish's shatarMateRule), asked only when
 * a side is mated in a variant that sets `shatarMate`. A check given by a
 * piece of a `shak` type (bers, rook, knight) is a shak. A mate whose
 * checkers are all `noMate` pieces (knights) wins for the mated side. Any
 * other mate stands only if the mating side's unbroken run of checks ending
 * in it held a shak: its checking moves, every second ply back, while each
 * left the opponent in check, as far as the game's known moves go (a
 * position set up from a FEN knows none before it; Fairy-Stockfish stops at
 * its null move the same way). Else the game is drawn: niol.
 *
 * The run is read back from the game itself, undoing the moves and making
 * them again, rather than kept per ply: a mate is a leaf, met once per game
 * (or per mated node in a search), so no other variant and no ordinary move
 * pays anything for the rule. Every shatar move list and perft stays as it is.
 */
import { moveFrom, moveTo } from '../moves.ts';
import type { Position } from '../position.ts';
import { DRAW, winFor, type Outcome } from './module.ts';
import type { RuleModule } from './module.ts';

/** Room for one side's pseudo-legal moves. */
const MOVES = new Int32Array(4096);

/**
 * Bit t set for each type t of the side not to move that attacks the side to
 * move's royal piece: its pseudo-legal captures of that square, listed with
 * the turn handed over for a moment (nothing else of the position changes).
 */
export function checkerTypes(pos: Position): number {
  const size = pos.size;
  const victim = pos.turn;
  let royalSq = -1;
  for (let sq = 0; sq < size; sq++) {
    const code = pos.board[sq]!;
    if (code > 1 && (code & 1) === victim && pos.v.royal[(code >> 1) - 1] === 1) royalSq = sq;
  }
  if (royalSq < 0) return 0;
  pos.turn = victim ^ 1;
  const n = pos.generatePseudo(MOVES, 0);
  pos.turn = victim;
  let mask = 0;
  for (let i = 0; i < n; i++) {
    const m = MOVES[i]!;
    if (moveTo(m) !== royalSq) continue;
    const code = pos.board[moveFrom(m)]!;
    if (code > 1 && (code & 1) !== victim) mask |= 1 << ((code >> 1) - 1);
  }
  return mask;
}

function typeMask(pos: Position, letters: readonly string[]): number {
  let mask = 0;
  for (const l of letters) {
    const t = pos.v.letters.indexOf(l);
    if (t >= 0) mask |= 1 << t;
  }
  return mask;
}

/** The outcome of the mate on the board (the side to move is mated), judged by shatar's rules. */
export function shatarMateOutcome(pos: Position): Outcome {
  const sm = pos.v.spec.shatarMate!;
  const checkers = checkerTypes(pos);
  const noMate = typeMask(pos, sm.noMate);
  if (checkers !== 0 && (checkers & ~noMate) === 0) return { result: winFor(pos.turn), reason: 'knight-mate' };
  const shak = typeMask(pos, sm.shak);
  const undone: number[] = [];
  let found = false;
  // Each step: the position after one of the mating side's moves, its opponent to move.
  for (;;) {
    const c = checkerTypes(pos);
    if (c === 0) break;
    if ((c & shak) !== 0) {
      found = true;
      break;
    }
    if (pos.ply < 2) break;
    undone.push(pos.stMove[pos.ply - 1]!, pos.stMove[pos.ply - 2]!);
    pos.unmake();
    pos.unmake();
  }
  for (let i = undone.length - 1; i >= 0; i--) pos.make(undone[i]!);
  if (found) {
    const value = pos.v.spec.checkmate ?? 'loss';
    return { result: value === 'draw' ? DRAW : winFor(value === 'win' ? pos.turn : pos.turn ^ 1), reason: 'checkmate' };
  }
  return { result: DRAW, reason: 'niol' };
}

export const shatarMateRule: RuleModule = {
  name: 'shatarMate',
  summary: 'Shatar: a mate by knights alone loses for the mater; any other mate needs a shak (a bers, rook or knight check) in its run of checks, else it is a draw (niol).',
  uses: (v) => v.spec.shatarMate !== undefined,
  where: {
    spec: ['shatarMate'],
    loader: ['packages/loader/src/types.ts#shatarMate', 'packages/loader/src/resolveResults.ts#resolveShatarMate', 'packages/loader/src/iniResults.ts#shatarMateRule', 'packages/loader/src/iniExportRules.ts#shatarTypes'],
    compile: [],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/shatar.test.ts', 'variants/shatar.md'],
  },
};
