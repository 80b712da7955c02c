/**
 * Kernel part of the no-checking rule (rules/checking.ts, `checking: false`):
 * a move after which the opponent's royal piece is attacked is illegal —
 * a direct check, a discovered one (a king move included), a promoted piece,
 * the square an en-passant capture empties, a castling rook. Each move of the
 * finished legal list is tested by givesCheck.ts without making it, or, where
 * that test does not know (it says which moves), made and tested: that covers
 * every way at once. An opponent without a royal piece cannot be checked. With `drops.checks:
 * false` (Fairy-Stockfish's dropChecks) only the drops are tested: a drop that gives check is
 * illegal, a board move is not. A variant where checks
 * are allowed (the default) gets `noCheckFilterPart`, which keeps the list.
 * Factories compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { GivesCheckPart } from './givesCheck.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type CheckFilterPart = ReturnType<typeof checkFilterPart>;

export function checkFilterPart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart, mu: MakeUnmakePart, gc: GivesCheckPart) {
  // Off unless the variant says so: the full part computes right for any variant (the stand-in is what makes it cost nothing).
  // `drops.checks: false` (xiangqihouse) forbids only the drops that give check: the board moves are kept untested.
  const dropsOnly = v.spec.checking !== false && v.spec.drops?.checks === false;
  const on = v.spec.checking === false || dropsOnly;
  const { royalSquare } = bd;
  const { royalAttacked } = at;
  const { make, unmake } = mu;
  const { givesCheckHere, screens, prepare } = gc;
  const { moveFrom, moveKind, KIND_DROP } = K;

  /** Drops the moves of out[start..end) that give check; returns the new end. */
  function dropChecks(p: KernelState, out: Int32Array, start: number, end: number): number {
    const them = p.turn ^ 1;
    const royal = royalSquare(p, them);
    if (!on || royal === -1) return end;
    // givesCheck's premise: their royal piece is not attacked yet (a FEN may say otherwise: then every move is made and tested).
    // prepare tests it, and stamps the squares a move would check from, once for the list (nothing is made in between for good).
    const ask = royal >= 0 && prepare(p, royal);
    let n = start;
    // Whether the piece moving screens a line to their royal piece: asked once per piece (its moves come together).
    let from = -1;
    let screen = true;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (dropsOnly && moveKind(m) !== KIND_DROP) {
        out[n++] = m;
        continue;
      }
      if (ask && moveFrom(m) !== from) {
        from = moveFrom(m);
        screen = screens(p, from, royal);
      }
      const check = ask ? givesCheckHere(p, m, royal, screen) : -1;
      if (check === 0) out[n++] = m;
      else if (check < 0) {
        make(p, m);
        const attacked = royalAttacked(p, them);
        unmake(p);
        if (!attacked) out[n++] = m;
      }
    }
    return n;
  }

  return { dropChecks, active: on };
}

/** The stand-in for a variant where moves may give check: every legal move stays. */
export function noCheckFilterPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _at: AttacksPart, _mu: MakeUnmakePart, _gc: GivesCheckPart): CheckFilterPart {
  function dropChecks(_p: KernelState, _out: Int32Array, _start: number, end: number): number {
    return end;
  }
  return { dropChecks, active: false };
}
