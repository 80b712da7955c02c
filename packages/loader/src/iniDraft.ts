/**
 * A variant as Fairy-Stockfish holds it while it reads a `variants.ini`
 * section: the parent's rules, with zones as absolute ranks (that engine keeps
 * them as bitboards, so a child that changes the board size keeps them where
 * they were) and piece types that the section's keys overwrite one by one.
 * iniFields.ts applies the keys; `targetSpec` turns the result into the
 * VariantSpec the imported file must resolve to.
 */
import type { CompiledVariant, VariantSpec } from '@fairyforge/core';
import { shippedLines, shippedLineType } from './iniJanggi.ts';
import { soldierRank } from './iniSoldier.ts';

export interface DraftPiece {
  name: string;
  betza: string;
  dialect?: 'fsf';
  royal: boolean;
  pawn: boolean;
  value?: number;
  /** The squares it may not leave, per side (null: the whole board): that engine's mobilityRegion. */
  region?: [string[] | null, string[] | null];
  /** Moves it has instead where it stands in a region (a shipped parent's, kept as squares). */
  betzaIn?: { betza: string; squares: [string[], string[]] }[];
  /** That engine's built-in soldier: its moves follow `soldierRank` (iniRegions.ts). */
  soldier?: boolean;
  /** It may neither hop over nor capture a piece of its own type (that engine's janggiCannon). */
  avoidsOwnType?: boolean;
  /** That engine's built-in type it is, where its diagonalLines give that type moves (iniJanggi.ts): `wazirKing` for a king of the wazir's type. */
  lineType?: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** The spec fields a draft carries as they are (the ones it models itself are left out). */
export type DraftRules = Mutable<Omit<VariantSpec, 'slug' | 'title' | 'cols' | 'rows' | 'pieces' | 'startFen' | 'castling' | 'promotion' | 'initialRanks'>>;

export interface Draft {
  cols: number;
  rows: number;
  startFen: string;
  /** Squares that are not part of the board: that engine's wall squares (`*`) of the setup. */
  holes: string[];
  /** Every letter the variant defines, used or not. */
  pieces: Map<string, DraftPiece>;
  /** Fairy-Stockfish's built-in type names given a letter in this chain of sections (`queen` → Q). */
  types: Map<string, string>;
  /** `rank`: 0-based from each side's own first rank, as in the spec. */
  castling: { king: string; rooks: string[]; kingFile: number; kingsideFiles: number[]; queensideFiles: number[]; chess960: boolean; dropped: boolean; rank: number } | null;
  /** Promotion zones, absolute 0-based ranks per side. */
  promoZone: [number[], number[]];
  /** A side's promotion zone as squares where it is not whole ranks (Legan chess's corner, Troitzky's last squares); null: promoZone. */
  promoSquares: [string[] | null, string[] | null];
  choices: [string[], string[]];
  mandatory: boolean;
  /** Fairy-Stockfish's mandatoryPiecePromotion: promotion of the pieces of `promoPieces`, apart from the pawns'. */
  mandatoryPiece: boolean;
  promoPieces: Record<string, string> | null;
  /** Fairy-Stockfish's pieceDemotion: a promoted piece turns back where it could promote (Kyoto shogi). */
  demote: boolean;
  /** Fairy-Stockfish's piecePromotionOnCapture: pieces promote (and demote) only on captures (micro shogi). */
  onCapture: boolean;
  /** Fairy-Stockfish's sittuyinPromotion: a pawn promotes as a move of its own, in place or a step diagonally (fairyforge's promotion.sittuyin). */
  sittuyin: boolean;
  /** Fairy-Stockfish's promotionLimit: per letter, the most of that type a side may have for a pawn to promote to it. */
  limit: Record<string, number> | null;
  /**
   * Fairy-Stockfish's immobilityIllegal: no piece may go, without promoting, or be dropped where it
   * has no move. fairyforge states it as compulsory promotion there (shogi-style promotion, promotion
   * limits) and as drop ranks, which the import derives from the compiled moves (iniImport.ts).
   */
  immobility: boolean;
  doubleStep: boolean;
  /** Where pawn types may make their initial moves, absolute 0-based ranks per side. */
  doubleZone: [number[], number[]];
  /** A side's double-step region as squares where it is not whole ranks (Wolf chess's b3, c3, …); null: doubleZone. */
  doubleSquares: [string[] | null, string[] | null];
  /** That engine's whiteDropRegion/blackDropRegion as squares, where it is not whole ranks (or a parent's region); null: every square. */
  dropSquares: [string[] | null, string[] | null];
  /** That engine's wallingRegion per side, where a wall may be put (static walls); null: every square. */
  wallSquares: [string[] | null, string[] | null];
  /** That engine's soldierPromotionRank: the relative rank (1-based) from which its soldier also steps sideways. */
  soldierRank: number;
  /** That engine's diagonalLines: the squares between which its janggi types also move diagonally (iniJanggi.ts); null: none. */
  lines: string[] | null;
  /** Initial ranks of pieces that are not pawns, by letter, relative per side (kept from the parent). */
  otherInitial: Record<string, [number[], number[]]>;
  rules: DraftRules;
}

const abs = (rows: number, side: number, rel: number) => (side === 0 ? rel : rows - 1 - rel);

/** The draft of a loaded variant: what a child section of it starts from. */
export function draftOf(spec: VariantSpec, compiled: CompiledVariant): Draft {
  const { slug: _s, title: _t, cols, rows, pieces, startFen, castling, promotion, initialRanks: _i, holes, ...rest } = spec;
  const promoRegion = promotion.region !== undefined ? spec.regions?.[promotion.region] : undefined;
  const zone = (side: number) => [...new Set(promotion.ranks.map((r) => abs(rows, side, r < 0 ? rows + r : r)))].sort((a, b) => a - b);
  const initial = (side: number, letter: string) => [...(compiled.initialRanks[side]?.[compiled.typeByLetter.get(letter) ?? -1] ?? [])].sort((a, b) => a - b);
  const pawnWithInitial = pieces.find((p) => p.pawn && /i/.test(p.betza));
  const otherInitial: Draft['otherInitial'] = {};
  for (const p of pieces) if (!p.pawn && /i/.test(p.betza)) otherInitial[p.letter] = [initial(0, p.letter), initial(1, p.letter)];
  return {
    cols,
    rows,
    startFen,
    holes: [...(holes ?? [])],
    pieces: new Map(pieces.map((p) => [p.letter, { name: p.name, betza: p.betza, ...(p.dialect === 'fsf' ? { dialect: 'fsf' as const } : {}), royal: p.royal, pawn: p.pawn, ...(p.value !== undefined ? { value: p.value } : {}), ...specRegions(spec, p.letter), ...shippedLineType(p), ...(soldierRank(spec, p.letter) !== null ? { soldier: true, betzaIn: undefined } : {}) }])),
    // A piece that moves as that engine's soldier is that type (its moves follow soldierRank, which a child may change: crowded xiangqi's).
    ...shippedSoldier(spec, pieces),
    types: new Map(),
    castling: castling ? { king: castling.king, rooks: [...castling.rooks], kingFile: castling.kingFile, kingsideFiles: [...castling.kingsideFiles], queensideFiles: [...castling.queensideFiles], chess960: castling.chess960 === true, dropped: castling.dropped === true, rank: castling.rank ?? 0 } : null,
    promoZone: [zone(0), zone(1)],
    promoSquares: promoRegion ? [[...promoRegion[0]], [...promoRegion[1]]] : [null, null],
    choices: [[...promotion.choices[0]], [...promotion.choices[1]]],
    mandatory: promotion.mandatory,
    mandatoryPiece: promotion.pieces ? (promotion.piecesMandatory ?? promotion.mandatory) : false,
    promoPieces: promotion.pieces ? { ...promotion.pieces } : null,
    demote: promotion.demote === true,
    onCapture: promotion.onCapture === true,
    sittuyin: promotion.sittuyin === true,
    limit: promotion.limit ? { ...promotion.limit } : null,
    immobility: !promotion.mandatory && (promotion.pieces !== undefined || promotion.limit !== undefined),
    doubleStep: pawnWithInitial !== undefined,
    doubleZone: pawnWithInitial ? [initial(0, pawnWithInitial.letter), initial(1, pawnWithInitial.letter).map((r) => rows - 1 - r)] : [[1], [6]],
    doubleSquares: doubleRegion(spec, pawnWithInitial?.letter),
    dropSquares: dropRegion(spec),
    wallSquares: namedSquares(spec, spec.wallRegion ?? undefined),
    otherInitial,
    lines: shippedLines(spec),
    rules: structuredClone(rest) as DraftRules,
  };
}

/** Marks a shipped variant's piece that moves as that engine's soldier as that type, with its rank (otherwise rank 1: no soldier). */
function shippedSoldier(spec: VariantSpec, pieces: VariantSpec['pieces']): { soldierRank: number } {
  return { soldierRank: pieces.map((p) => soldierRank(spec, p.letter)).find((r) => r !== null) ?? 1 };
}

/** The squares of the drop region every piece is dropped in, where the spec gives one (drops.region). */
function dropRegion(spec: VariantSpec): Draft['dropSquares'] {
  return namedSquares(spec, spec.drops?.region);
}

/** A named region's squares per side; null for none. */
function namedSquares(spec: VariantSpec, name: string | undefined): [string[] | null, string[] | null] {
  const region = name !== undefined ? spec.regions?.[name] : undefined;
  return region ? [[...region[0]], [...region[1]]] : [null, null];
}

/** The squares of a pawn's double-step region, where the spec gives one (initialRegions). */
function doubleRegion(spec: VariantSpec, letter: string | undefined): Draft['doubleSquares'] {
  const name = letter !== undefined ? spec.initialRegions?.[letter] : undefined;
  const region = name !== undefined ? spec.regions?.[name] : undefined;
  return region ? [[...region[0]], [...region[1]]] : [null, null];
}

/** Fairy-Stockfish's template for a section without a parent: chess's rules and board, no pieces. */
export function defaultDraft(): Draft {
  return {
    cols: 8,
    rows: 8,
    startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    holes: [],
    pieces: new Map(),
    types: new Map(),
    // Its castling names the king and rook types; the letters are filled in when the section has given them (iniFields.ts).
    castling: { king: '', rooks: [], kingFile: 4, kingsideFiles: [6], queensideFiles: [2], chess960: false, dropped: false, rank: 0 },
    promoZone: [[7], [0]],
    promoSquares: [null, null],
    choices: [[], []],
    mandatory: true,
    mandatoryPiece: false,
    promoPieces: null,
    demote: false,
    onCapture: false,
    sittuyin: false,
    limit: null,
    immobility: false,
    doubleStep: true,
    doubleZone: [[1], [6]],
    doubleSquares: [null, null],
    dropSquares: [null, null],
    wallSquares: [null, null],
    otherInitial: {},
    soldierRank: 1,
    lines: null,
    rules: { stalemate: 'draw' },
  };
}

/** Copies a draft, so that a later section inheriting from it starts from its own copy. */
export function cloneDraft(d: Draft): Draft {
  return { ...structuredClone({ ...d, pieces: null, types: null }), pieces: new Map([...d.pieces].map(([k, v]) => [k, structuredClone(v)])), types: new Map(d.types) } as Draft;
}

/** The letters a variant of this draft plays with: its setup's (board and hands), its promotion choices and promoted types. */
export function usedLetters(d: Draft): Set<string> {
  const board = d.startFen.split(/\s+/)[0] ?? '';
  const used = new Set([...board].filter((c) => /[A-Za-z]/.test(c)).map((c) => c.toUpperCase()));
  for (const l of [...d.choices[0], ...d.choices[1]]) used.add(l);
  for (const [from, to] of Object.entries(d.promoPieces ?? {})) {
    if (used.has(from)) used.add(to);
  }
  // Drops from a supply without end clone every type that is not royal (snort's stones, on an empty board at the start).
  const f = d.rules.flip;
  if (f && f.rule !== 'reversi' && f.clones !== false) for (const [l, p] of d.pieces) if (!p.royal) used.add(l);
  return new Set([...used].filter((l) => d.pieces.has(l)));
}

/** Relative ranks (0-based from each side's own first rank) of a per-side absolute zone, or null when the sides differ. */
export function relativeZone(d: Draft, zone: [number[], number[]]): number[] | null {
  const w = [...zone[0]].sort((a, b) => a - b);
  const b = zone[1].map((r) => d.rows - 1 - r).sort((x, y) => x - y);
  return w.join() === b.join() ? w : null;
}

/** A spec piece's region and moves by region as squares (for a draft made from a shipped variant). */
function specRegions(spec: VariantSpec, letter: string): { region?: [string[], string[]]; betzaIn?: { betza: string; squares: [string[], string[]] }[] } {
  const p = spec.pieces.find((x) => x.letter === letter)!;
  const sq = (name: string): [string[], string[]] => {
    const r = spec.regions?.[name];
    return [[...(r?.[0] ?? [])], [...(r?.[1] ?? [])]];
  };
  return {
    ...(p.region !== undefined ? { region: sq(p.region) } : {}),
    ...(p.betzaIn?.length ? { betzaIn: p.betzaIn.map((b) => ({ betza: b.betza, squares: sq(b.region) })) } : {}),
  };
}
