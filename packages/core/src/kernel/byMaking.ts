/**
 * Kernel part: the reference legality test — make the move, see whether our
 * royal piece is attacked, unmake. A factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type ByMakingPart = ReturnType<typeof byMakingPart>;

export function byMakingPart(_v: KernelTables, _K: KernelConstants, at: AttacksPart, mu: MakeUnmakePart) {
  const { royalAttacked } = at;
  const { make, unmake } = mu;

  function legalByMaking(p: KernelState, m: number): boolean {
    const us = p.turn;
    make(p, m);
    const ok = !royalAttacked(p, us);
    unmake(p);
    return ok;
  }

  return { legalByMaking };
}
