/**
 * Fairy-Stockfish's triple step (`tripleStepRegionWhite/Black`, its
 * wildebeest): its built-in pawn may also advance three squares, over two
 * empty ones, from those squares. fairyforge states it as Schmittberger's
 * pawns are stated (variants/wildebeest-schmittberger.md): the pawn's initial
 * moves gain `ifmnH` on the double-step ranks, and `initialReach` keeps the
 * three-square advance to the triple-step ranks — the farthest rank an
 * initial move may land on is three past the last of them. That is exact
 * when every double-step rank still reaches two squares within it and no
 * double-step rank outside the triple-step ones reaches three.
 */
import type { Draft } from './iniDraft.ts';
import { relativeZone } from './iniDraft.ts';
import type { IniField } from './iniParse.ts';
import { FSF_PAWN_DOUBLE, type Report } from './iniPieces.ts';
import { zone } from './iniValues.ts';

/** The pawn with the double and the triple step. */
export const FSF_PAWN_TRIPLE = `${FSF_PAWN_DOUBLE}ifmnH`;

/** Reads the triple-step regions into the built-in pawn's moves and initialReach, or reports why they cannot be stated. */
export function applyTripleStep(d: Draft, get: (key: string) => IniField | undefined, report: Report): void {
  const fields = [get('tripleStepRegionWhite'), get('tripleStepRegionBlack')] as const;
  const at = fields[0] ?? fields[1];
  if (!at) return;
  const ranks: [number[], number[]] = [[], []];
  for (const side of [0, 1]) {
    const f = fields[side];
    if (!f || f.value.trim() === '-' || f.value.trim() === '') continue;
    const z = zone(f, d, report);
    if (!z) return;
    if (!z.ranks) return report(f, `'${f.key}': a triple step from single squares has no counterpart in fairyforge yet (whole ranks do)`);
    ranks[side] = z.ranks;
  }
  if (ranks[0].length === 0 && ranks[1].length === 0) return;
  const triple = relativeZone(d, ranks);
  const double = relativeZone(d, d.doubleZone);
  const pawn = [...d.pieces].find(([, p]) => p.pawn && p.betza === FSF_PAWN_DOUBLE);
  if (!pawn || !double || d.doubleSquares.some((s) => s !== null)) return report(at, 'a triple step of a pawn without the double step in whole ranks, the same for both sides, has no counterpart in fairyforge yet');
  if (!triple) return report(at, 'triple-step ranks that differ between the sides have no counterpart in fairyforge yet');
  const reach = Math.max(...triple) + 3;
  const exact = triple.every((r) => double.includes(r)) && double.every((r) => r + 2 <= reach && (triple.includes(r) || r + 3 > reach));
  if (!exact) return report(at, `a triple step from ranks ${triple.map((r) => r + 1).join(', ')} with a double step from ranks ${double.map((r) => r + 1).join(', ')}: no initialReach keeps the three-square advance to exactly those ranks`);
  pawn[1].betza = FSF_PAWN_TRIPLE;
  d.rules.initialReach = { ...(d.rules.initialReach ?? {}), [pawn[0]]: reach };
}
