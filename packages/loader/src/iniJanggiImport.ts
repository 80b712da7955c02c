/**
 * Janggi's keys of a `variants.ini` section read into a draft, and written
 * back as a variant file: `diagonalLines` becomes the region `palaceLines`
 * (the same squares for both sides) and, for each piece of a type that
 * engine moves along them (iniJanggi.ts), its `betzaWithin`; the janggi
 * cannon keeps `avoidsOwnType`; `bikjangRule` is `rules.bikjang`.
 */
import type { Draft } from './iniDraft.ts';
import type { IniField } from './iniParse.ts';
import type { Report } from './iniPieces.ts';
import { bool, squares } from './iniValues.ts';
import { LINE_MOVES } from './iniJanggi.ts';
import type { PieceDefinition } from './types.ts';

/** The region the palace lines are written as. */
export const LINES_REGION = 'palaceLines';

/** The move along the lines of each type of that engine (the wazir-type king's is the wazir's). */
const ALONG: Readonly<Record<string, string>> = Object.fromEntries([...Object.values(LINE_MOVES).map((m) => [m.type, m.along]), ['wazirKing', LINE_MOVES.W!.along]]);

/** Reads `diagonalLines` and `bikjangRule`. */
export function applyJanggiFields(d: Draft, get: (key: string) => IniField | undefined, report: Report): void {
  const lines = get('diagonalLines');
  if (lines) {
    const v = lines.value.trim();
    const sq = v === '' || v === '-' ? [] : squares(lines, d, report);
    if (sq) d.lines = sq.length > 0 ? sq : null;
  }
  const bik = get('bikjangRule');
  const on = bik ? bool(bik, report) : null;
  if (on === true) d.rules.bikjang = true;
  else if (on === false) delete d.rules.bikjang;
}

/** A piece's moves along the palace lines and its cannon rule, as a variant file states them. */
export function lineMoves(d: Draft, letter: string, regions: Record<string, { white: string[]; black: string[] }>): Partial<PieceDefinition> {
  const p = d.pieces.get(letter)!;
  const out: Partial<PieceDefinition> = p.avoidsOwnType ? { avoidsOwnType: true } : {};
  const along = p.lineType !== undefined ? ALONG[p.lineType] : undefined;
  if (d.lines && along) {
    regions[LINES_REGION] = { white: [...d.lines], black: [...d.lines] };
    out.betzaWithin = { [LINES_REGION]: along };
  }
  return out;
}
