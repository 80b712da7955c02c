/**
 * Kernel part of atomic blasts (rules/blast.ts), around make/unmake: after a
 * capture, the capturing piece and every piece on the squares around the
 * capture square (the landing square, also for en passant) are removed,
 * except the immune types; a blast-proof captor (immune 2, atomar's king)
 * stays on its square. The removed pieces go into a fixed-size undo
 * record per ply (at most one per square around, plus the captor), so unmake
 * puts them back without allocating; the hash is kept incrementally by make
 * and restored from the ply's record by unmake. A blasted rook or king loses
 * its castling rights. It wraps the make/unmake it is given (hands.ts's), so
 * a variant without blasts gets `noBlastPart`, which hands back those very
 * functions. A factory compiled per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { CastlingPart } from './castling.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export function blastPart(v: KernelTables, K: KernelConstants, bd: BoardPart, cr: CastlingPart, mu: MakeUnmakePart): MakeUnmakePart {
  // Given a variant without blasts (the stand-in is the usual choice then), make and unmake stay as they are.
  if (v.blast === undefined) return mu;
  const { immune, aroundOff, around } = v.blast!;
  const { BLAST_RECORD, moveTo } = K;
  const { remove, putQuiet } = bd;
  const { loseRights } = cr;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;

  /** Removes the piece on sq into the ply's record at slot n (its castling rights go with it); returns n + 1. */
  function blastOne(p: KernelState, base: number, n: number, sq: number): number {
    p.stBlast[base + 1 + n] = p.board[sq]! | (sq << 8);
    remove(p, sq);
    loseRights(p, sq, sq, false);
    return n + 1;
  }

  function make(p: KernelState, m: number): void {
    const ply = p.ply;
    makeMove(p, m);
    const base = ply * BLAST_RECORD;
    if ((p.stUndo[ply]! & 255) === 0) {
      p.stBlast[base] = 0;
      return;
    }
    const to = moveTo(m);
    const board = p.board;
    // The captor first: it stands on the capture square, and goes unless blast-proof.
    let n = immune[(board[to]! >> 1) - 1] === 2 ? 0 : blastOne(p, base, 0, to);
    for (let i = aroundOff[to]!, end = aroundOff[to + 1]!; i < end; i++) {
      const sq = around[i]!;
      const code = board[sq]!;
      if (code !== 0 && immune[(code >> 1) - 1] === 0) n = blastOne(p, base, n, sq);
    }
    p.stBlast[base] = n;
  }

  function unmake(p: KernelState): void {
    const base = (p.ply - 1) * BLAST_RECORD;
    // Last removed, first put back; the captor last, so the inner unmake finds it on its square.
    for (let i = p.stBlast[base]!; i > 0; i--) {
      const rec = p.stBlast[base + i]!;
      putQuiet(p, rec >> 8, rec & 255);
    }
    unmakeMove(p);
  }

  return { make, unmake };
}

/** The stand-in for a variant without blasts: make and unmake as they are. */
export function noBlastPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _cr: CastlingPart, mu: MakeUnmakePart): MakeUnmakePart {
  return mu;
}
