/**
 * Pieces kept to a region and the xiangqi soldier, both ways between a
 * `variants.ini` section and a variant file. That engine confines a piece
 * type with `mobilityRegion<Side><Type>` (a square list per side; the type
 * named as its key: `King`, `Fers`, `CustomPiece3`), which is fairyforge's
 * piece `region`; its built-in `soldier` steps forward only until the
 * relative rank `soldierPromotionRank`, and forward or sideways from there,
 * which is fairyforge's `fW` with `betzaIn: { <zone>: fsW }`.
 */
import type { VariantSpec } from '@fairyforge/core';
import type { Draft } from './iniDraft.ts';
import type { IniField } from './iniParse.ts';
import { FSF_PIECE_TYPES, type Report } from './iniPieces.ts';
import { int, squares } from './iniValues.ts';
import type { PieceDefinition } from './types.ts';

import { SOLDIER_AFTER, SOLDIER_BEFORE } from './iniSoldier.ts';

export { SOLDIER_AFTER, SOLDIER_BEFORE, soldierRank } from './iniSoldier.ts';

const MOBILITY = /^mobilityRegion(White|Black)([A-Z][A-Za-z0-9]*)$/;

export function isRegionKey(key: string): boolean {
  return MOBILITY.test(key) || key === 'soldierPromotionRank';
}

/** Applies the mobility regions and the soldier's rank of a section to its pieces. */
export function applyRegions(d: Draft, fields: ReadonlyMap<string, IniField>, report: Report, consumed: Set<string>): void {
  for (const [key, f] of fields) {
    const m = MOBILITY.exec(key);
    if (!m) continue;
    consumed.add(key);
    const type = m[2]![0]!.toLowerCase() + m[2]!.slice(1);
    const letter = typeLetter(d, type);
    if (letter === undefined) {
      report(f, `'${key}' names the type '${type}', which no piece of this variant is`);
      continue;
    }
    const sq = f.value.trim() === '' || f.value.trim() === '-' ? [] : squares(f, d, report);
    if (!sq) continue;
    const p = d.pieces.get(letter)!;
    const region: [string[] | null, string[] | null] = p.region ? [p.region[0], p.region[1]] : [null, null];
    region[m[1] === 'White' ? 0 : 1] = sq;
    p.region = region;
  }
  const rank = fields.get('soldierPromotionRank');
  if (rank) {
    consumed.add('soldierPromotionRank');
    const n = int(rank, report, d.rows);
    if (n !== null && n >= 1) d.soldierRank = n;
    else if (n !== null) report(rank, `soldierPromotionRank must be a rank from 1 to ${d.rows}`);
  }
}

/** The letter of a built-in type or custom slot in this chain of sections, else a parent's piece that moves as that type. */
function typeLetter(d: Draft, type: string): string | undefined {
  const given = d.types.get(type);
  if (given !== undefined) return given;
  if (type === 'king') return [...d.pieces].find(([, p]) => p.royal)?.[0];
  const betza = type === 'soldier' ? null : FSF_PIECE_TYPES[type];
  if (type === 'soldier') return [...d.pieces].find(([, p]) => p.soldier)?.[0];
  return betza === undefined ? undefined : [...d.pieces].find(([, p]) => p.betza === betza && !p.royal)?.[0];
}

const fileLetter = (f: number) => String.fromCharCode(97 + f);

/** The regions and piece fields of a draft's confined pieces and soldiers, as a variant file states them. */
export function pieceRegions(d: Draft, letter: string, regions: Record<string, { white: string[]; black: string[] }>): Partial<PieceDefinition> {
  const p = d.pieces.get(letter)!;
  const all = Array.from({ length: d.rows }, (_, r) => Array.from({ length: d.cols }, (_, c) => `${fileLetter(c)}${r + 1}`)).flat();
  const out: Partial<PieceDefinition> = {};
  if (p.region) {
    regions[`mobility${letter}`] = { white: p.region[0] ?? all, black: p.region[1] ?? all };
    out.region = `mobility${letter}`;
  }
  if (p.soldier && d.soldierRank > 1) {
    // Relative ranks soldierRank.. : absolute for White, mirrored for Black.
    const zone = (side: number) => all.filter((sq) => {
      const r = Number(sq.slice(1)) - 1;
      return (side === 0 ? r : d.rows - 1 - r) >= d.soldierRank - 1;
    });
    regions[`soldier${letter}`] = { white: zone(0), black: zone(1) };
    out.betza = SOLDIER_BEFORE;
    out.betzaIn = { [`soldier${letter}`]: SOLDIER_AFTER };
  } else if (p.soldier) out.betza = SOLDIER_AFTER;
  if (p.betzaIn) {
    out.betzaIn = { ...(out.betzaIn ?? {}) };
    p.betzaIn.forEach((b, i) => {
      regions[`moves${letter}${i}`] = { white: b.squares[0], black: b.squares[1] };
      out.betzaIn![`moves${letter}${i}`] = b.betza;
    });
  }
  return out;
}

type SetKey = (key: string, value: string | number | boolean) => void;
type Problem = (rule: string, message: string) => void;

/** The mobility regions of confined pieces, each under the key its type was written as (`king`, `customPiece3`, `soldier`). */
export function exportRegions(spec: VariantSpec, keyOf: ReadonlyMap<string, string>, set: SetKey, problem: Problem): void {
  for (const p of spec.pieces) {
    if (p.region === undefined) continue;
    const key = keyOf.get(p.letter);
    const region = spec.regions?.[p.region];
    if (!key || !region) {
      problem(`pieces.${p.letter}`, `${p.letter} is kept to a region, and its type has no name that engine's mobilityRegion could take`);
      continue;
    }
    const type = key[0]!.toUpperCase() + key.slice(1);
    set(`mobilityRegionWhite${type}`, region[0].join(' ') || '-');
    set(`mobilityRegionBlack${type}`, region[1].join(' ') || '-');
  }
}
