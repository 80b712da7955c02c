/**
 * Fairy-Stockfish's value types in a `variants.ini` section, read strictly:
 * booleans (`true`/`false`), results (`win`, `loss`, `draw`, `none`), files
 * (a letter or a 1-based number), piece sets (letters, `*` for all, `-` for
 * none) and square sets (`e4`, `*8` a rank, `a*` a file, `-` none).
 */
import type { Draft } from './iniDraft.ts';
import type { IniField } from './iniParse.ts';
import type { Report } from './iniPieces.ts';

export function bool(f: IniField, report: Report): boolean | null {
  if (f.value === 'true') return true;
  if (f.value === 'false') return false;
  report(f, `'${f.key}' takes true or false, not '${f.value}'`);
  return null;
}

export function int(f: IniField, report: Report, max = 1_000_000): number | null {
  if (/^\d{1,9}$/.test(f.value) && Number(f.value) <= max) return Number(f.value);
  report(f, `'${f.key}' takes a whole number from 0 to ${max}, not '${f.value}'`);
  return null;
}

export function result(f: IniField, report: Report): 'win' | 'loss' | 'draw' | 'none' | null {
  if (['win', 'loss', 'draw', 'none'].includes(f.value)) return f.value as 'win' | 'loss' | 'draw' | 'none';
  report(f, `'${f.key}' takes win, loss, draw or none, not '${f.value}'`);
  return null;
}

/** A file, 0-based, on a board of `cols` files. */
export function file(f: IniField, report: Report, cols: number): number | null {
  const v = f.value;
  const n = /^\d{1,2}$/.test(v) ? Number(v) - 1 : /^[a-z]$/.test(v) ? v.charCodeAt(0) - 97 : -1;
  if (n >= 0 && n < cols) return n;
  report(f, `'${f.key}': '${v}' is not a file of this ${cols}-file board`);
  return null;
}

/** Piece letters (upper case); `*` is every letter the variant defines. Unknown letters are reported. */
export function pieceSet(f: IniField, d: Draft, report: Report): string[] | null {
  const v = f.value.replace(/\s+/g, '');
  if (v === '-' || v === '') return [];
  if (v === '*') return [...d.pieces.keys()];
  const out: string[] = [];
  for (const c of v) {
    const l = c.toUpperCase();
    if (!d.pieces.has(l)) {
      report(f, `'${f.key}' names '${c}', which is no piece of this variant`);
      return null;
    }
    if (!out.includes(l)) out.push(l);
  }
  return out;
}

/** A square set as square names (`e4`), every square of a `*8` rank or an `a*` file included. */
export function squares(f: IniField, d: Draft, report: Report): string[] | null {
  const out = new Set<string>();
  const name = (file: number, rank: number) => `${String.fromCharCode(97 + file)}${rank + 1}`;
  for (const token of f.value.split(/\s+/).filter((t) => t !== '')) {
    if (token === '-') break;
    let m: RegExpExecArray | null;
    if ((m = /^\*(\d{1,2})$/.exec(token)) && Number(m[1]) >= 1 && Number(m[1]) <= 39) {
      // A rank past this board's last (that engine accepts up to its largest board) holds no square.
      if (Number(m[1]) <= d.rows) for (let c = 0; c < d.cols; c++) out.add(name(c, Number(m[1]) - 1));
    } else if ((m = /^([a-z])\*$/.exec(token)) && m[1]!.charCodeAt(0) - 97 < d.cols) {
      for (let r = 0; r < d.rows; r++) out.add(name(m[1]!.charCodeAt(0) - 97, r));
    } else if ((m = /^([a-z])(\d{1,2})$/.exec(token)) && m[1]!.charCodeAt(0) - 97 < d.cols && Number(m[2]) >= 1 && Number(m[2]) <= d.rows) {
      out.add(token);
    } else {
      report(f, `'${f.key}': '${token}' is not a square, rank (*8) or file (a*) of this ${d.cols}×${d.rows} board`);
      return null;
    }
  }
  return [...out];
}

/** A square set that must be whole ranks (zones): their 0-based numbers, or null (reported) when it is not. */
export function ranks(f: IniField, d: Draft, report: Report): number[] | null {
  const sq = squares(f, d, report);
  if (!sq) return null;
  const byRank = new Map<number, number>();
  for (const s of sq) {
    const r = Number(s.slice(1)) - 1;
    byRank.set(r, (byRank.get(r) ?? 0) + 1);
  }
  if ([...byRank.values()].some((n) => n !== d.cols)) {
    report(f, `'${f.key}' covers only part of a rank: fairyforge states this zone in whole ranks only, so it cannot be expressed yet`);
    return null;
  }
  return [...byRank.keys()].sort((a, b) => a - b);
}

/** A square set as its squares, and as its 0-based ranks when it is made of whole ranks (else `ranks` is null). */
export function zone(f: IniField, d: Draft, report: Report): { squares: string[]; ranks: number[] | null } | null {
  const sq = squares(f, d, report);
  if (!sq) return null;
  const byRank = new Map<number, number>();
  for (const s of sq) byRank.set(Number(s.slice(1)) - 1, (byRank.get(Number(s.slice(1)) - 1) ?? 0) + 1);
  const whole = [...byRank.values()].every((n) => n === d.cols);
  return { squares: sq, ranks: whole ? [...byRank.keys()].sort((a, b) => a - b) : null };
}
