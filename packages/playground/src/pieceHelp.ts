/**
 * Help with pieces in the front-matter, from the bundled piece catalogue
 * (`variants/pieces.yaml`): where a piece name goes (`N: knight`, `piece:`)
 * completion offers the catalogue's names with their letter and Betza, and
 * each also as a definition to edit (`{ piece: pawn, betza: fmWfceFifmnD }`),
 * so changing a catalogue piece's moves starts from its Betza rather than
 * from nothing; after `betza:` beside `piece: X`, X's Betza is offered.
 * Hovering a piece name shows its Betza and its moves in words; hovering a
 * Betza string shows what it says.
 */
import { describeBetza } from '@fairyforge/betza';
import { BUNDLED_VARIANTS_DIR, catalogueFile, loadCatalogue, type CatalogueEntry } from '@fairyforge/loader/pure';
import { containerPath } from './schemaHelp.ts';

export interface CataloguePiece extends CatalogueEntry {
  readonly name: string;
}

let cached: CataloguePiece[] | null = null;

/** The catalogue's pieces, in its order. */
export function cataloguePieces(): CataloguePiece[] {
  if (cached) return cached;
  const file = catalogueFile(BUNDLED_VARIANTS_DIR);
  const r = file ? loadCatalogue(file) : null;
  cached = r?.ok ? [...r.catalogue.entries].map(([name, e]) => ({ ...e, name })) : [];
  return cached;
}

const byName = (name: string) => cataloguePieces().find((p) => p.name === name);

/** A completion the editor shows: the label, what it inserts, a short detail and a longer text. */
export interface PieceOption {
  readonly label: string;
  readonly apply: string;
  readonly detail: string;
  readonly info: string;
  readonly boost: number;
}

/** What Betza says, in words (or why it does not parse). */
export function betzaInWords(betza: string): string {
  const d = describeBetza(betza);
  return d.ok ? d.text : `not valid Betza: ${d.error}`;
}

function nameOptions(asDefinition: boolean): PieceOption[] {
  return cataloguePieces().flatMap((p) => {
    const info = `${p.description ?? ''}\nBetza ${p.betza}: ${betzaInWords(p.betza)}`.trim();
    const plain = { label: p.name, apply: p.name, detail: `${p.letter} · ${p.betza}`, info, boost: 0 };
    if (!asDefinition) return [plain];
    return [plain, { label: `${p.name} (to edit its moves)`, apply: `{ piece: ${p.name}, betza: ${p.betza} }`, detail: `{ piece, betza }`, info: `The ${p.name} with its Betza written out, to change.\n${info}`, boost: -1 }];
  });
}

/** The `piece:` named in the definition around line `at` (block style: a sibling line at the same indentation). */
function siblingPiece(lines: readonly string[], at: number): string | null {
  const lead = /^\s*/.exec(lines[at]!)![0].length;
  for (const dir of [-1, 1]) {
    for (let i = at + dir; i >= 0 && i < lines.length; i += dir) {
      const l = lines[i]!;
      if (!l.trim()) continue;
      const ind = /^\s*/.exec(l)![0].length;
      if (ind < lead) break;
      const m = ind === lead ? /^\s*piece\s*:\s*([\w-]+)/.exec(l) : null;
      if (m) return m[1]!;
    }
  }
  return null;
}

/**
 * Completions for a piece name or a piece's Betza at the end of `before`
 * (the line up to the cursor, line `at`), or null when the cursor is not in
 * such a place. `first` is the front-matter's first line.
 */
export function pieceCompletions(lines: readonly string[], at: number, first: number, before: string): { from: number; options: PieceOption[] } | null {
  const inPieces = (path: string[]) => path.length === 2 && path[0] === 'engine' && path[1] === 'pieces';
  // `N: kni` — a letter's value: a catalogue name, or a definition to edit.
  let m = /^\s*[A-Z]\s*:\s*([\w-]*)$/.exec(before);
  if (m && inPieces(containerPath(lines, at, first))) return { from: before.length - m[1]!.length, options: nameOptions(true) };
  // `P: { piece: pa` and `P: { piece: pawn, betza: ` — flow style.
  m = /^\s*[A-Z]\s*:\s*\{[^}]*\bpiece\s*:\s*([\w-]*)$/.exec(before);
  if (m && inPieces(containerPath(lines, at, first))) return { from: before.length - m[1]!.length, options: nameOptions(false) };
  m = /^\s*[A-Z]\s*:\s*\{[^}]*\bpiece\s*:\s*([\w-]+)\s*,[^}]*\bbetza\s*:\s*"?([^",}]*)$/.exec(before);
  if (m && inPieces(containerPath(lines, at, first))) return betzaOf(m[1]!, before.length - m[2]!.length);
  // Block style, inside `engine.pieces.X`: `piece: pa`, `betza: `.
  const path = containerPath(lines, at, first);
  if (path.length !== 3 || !inPieces(path.slice(0, 2))) return null;
  m = /^\s*piece\s*:\s*([\w-]*)$/.exec(before);
  if (m) return { from: before.length - m[1]!.length, options: nameOptions(false) };
  m = /^\s*betza\s*:\s*"?([^"]*)$/.exec(before);
  const named = m ? siblingPiece(lines, at) : null;
  return m && named ? betzaOf(named, before.length - m[1]!.length) : null;
}

function betzaOf(name: string, from: number): { from: number; options: PieceOption[] } | null {
  const p = byName(name);
  return p ? { from, options: [{ label: p.betza, apply: p.betza, detail: `the ${p.name}'s Betza`, info: betzaInWords(p.betza), boost: 0 }] } : null;
}

/** Hover text for the word at `col` (0-based) of front-matter line `at`: a `betza:` value, or a catalogue piece's name under `engine.pieces`. */
export function pieceHover(lines: readonly string[], at: number, first: number, col: number): { from: number; to: number; title: string; text: string } | null {
  const line = lines[at]!;
  const betza = /\bbetza\s*:\s*"?([^\s",}]+)/g;
  for (let m = betza.exec(line); m; m = betza.exec(line)) {
    const from = m.index + m[0].length - m[1]!.length;
    if (col >= from && col <= from + m[1]!.length) return { from, to: from + m[1]!.length, title: `Betza ${m[1]}`, text: betzaInWords(m[1]!) };
  }
  const path = containerPath(lines, at, first);
  if (path[0] !== 'engine' || path[1] !== 'pieces') return null;
  const word = /[\w-]+/g;
  for (let m = word.exec(line); m; m = word.exec(line)) {
    if (col < m.index || col > m.index + m[0].length) continue;
    const before = line.slice(0, m.index);
    // A value (after a colon), not a key: `N: knight`, `piece: knight`.
    const p = /:\s*\{?[^:]*$/.test(before) || /:\s*$/.test(before) ? byName(m[0]) : undefined;
    if (!p) return null;
    return { from: m.index, to: m.index + m[0].length, title: `${p.name} (${p.letter}) · Betza ${p.betza}`, text: `${betzaInWords(p.betza)}${p.description ? `\n${p.description}` : ''}\nTo change its moves: { piece: ${p.name}, betza: ${p.betza} }, then edit the Betza.` };
  }
  return null;
}
