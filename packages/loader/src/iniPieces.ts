/**
 * The piece keys of a `variants.ini` section: Fairy-Stockfish's built-in
 * piece types by name (`archbishop = a`), its 25 custom slots
 * (`customPiece1 = c:C`) and the king (`king = k`, `king = k:KN`). Each sets
 * a letter's movement in that engine's Betza dialect; the string is kept as
 * written, marked `fsf` only where XBetza would read it otherwise.
 */
import { compileBetza } from '@fairyforge/betza';
import type { Draft, DraftPiece } from './iniDraft.ts';
import type { IniField } from './iniParse.ts';
import { LINE_MOVES } from './iniJanggi.ts';

/** That engine's built-in piece types and their Betza (its piece.cpp), the pawn without its double step. */
export const FSF_PIECE_TYPES: Readonly<Record<string, string>> = {
  pawn: 'fmWfceF', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', fers: 'F', alfil: 'A', fersAlfil: 'FA', silver: 'FfW', aiwok: 'RNF',
  bers: 'RF', archbishop: 'BN', chancellor: 'RN', amazon: 'QN', knibis: 'mNcB', biskni: 'mBcN', kniroo: 'mNcR', rookni: 'mRcN',
  shogiPawn: 'fW', lance: 'fR', shogiKnight: 'fN', euroshogiKnight: 'fNsW', gold: 'WfF', dragonHorse: 'BW', clobber: 'cW', breakthrough: 'fmWfF',
  immobile: '', cannon: 'mRcpR', janggiCannon: 'pR', soldier: 'fsW', horse: 'nN', elephant: 'nA', janggiElephant: 'nZ', banner: 'RcpRnN',
  wazir: 'W', commoner: 'K', centaur: 'KN',
};
/**
 * Types whose moves that engine changes beyond their Betza by rules fairyforge lacks: not translated. The soldier's rank
 * is read in iniRegions.ts; the janggi cannon is `pR` with avoidsOwnType, and the palace lines iniJanggiImport.ts's.
 */
const SPECIAL_TYPES = new Set(['clobber']);
/** The types that move along that engine's diagonalLines (iniJanggi.ts). */
const LINE_TYPES = new Set(Object.values(LINE_MOVES).map((m) => m.type));
/** The pawn with that engine's double step. */
export const FSF_PAWN_DOUBLE = 'fmWfceFifmnD';
/** The pawn without its double step: without the `e` too, which nothing can use then (fairyforge's own single-step pawns are written so). */
export const FSF_PAWN_SINGLE = 'fmWfcF';

export type Report = (field: IniField, message: string, severity?: 'error' | 'warning') => void;

/** Whether a key names a piece: a built-in type, a custom slot or the king. */
export function isPieceKey(key: string): boolean {
  return key === 'king' || key in FSF_PIECE_TYPES || /^customPiece([1-9]|1[0-9]|2[0-5])$/.test(key);
}

/** The Betza as fairyforge should store it: as written, with the dialect only where the readings differ; null when that engine's reading cannot be compiled here. */
export function betzaPiece(betza: string): { betza: string; dialect?: 'fsf' } | { error: string } {
  const fsf = compileBetza(betza, { dialect: 'fsf' });
  if (!fsf.ok) return { error: fsf.errors[0]?.message ?? 'not valid Betza' };
  const x = compileBetza(betza);
  const same = x.ok && JSON.stringify(x.atoms) === JSON.stringify(fsf.atoms);
  return same ? { betza } : { betza, dialect: 'fsf' };
}

/** Applies every piece key of a section to the draft, in that engine's order (built-in types first, then custom slots, then the king). */
export function applyPieces(d: Draft, fields: ReadonlyMap<string, IniField>, report: Report, consumed: Set<string>): void {
  const keys = [...fields.keys()].filter(isPieceKey).sort((a, b) => order(a) - order(b));
  for (const key of keys) {
    const f = fields.get(key)!;
    consumed.add(key);
    const v = f.value;
    if (v === '' ) {
      report(f, `'${key}' has no value`);
      continue;
    }
    if (!/^[a-zA-Z]/.test(v)) {
      if (v.startsWith('-')) remove(d, key);
      else report(f, `'${key}' needs a letter, or - to remove the piece`);
      continue;
    }
    const letter = v[0]!.toUpperCase();
    const custom = key.startsWith('customPiece');
    const written = v.length > 1 ? (v[1] === ':' ? v.slice(2).trim() : null) : custom ? null : undefined;
    if (written === null) {
      report(f, custom ? `'${key}' needs 'letter:Betza'` : `'${key}' takes a letter, or for the king 'k:Betza'`);
      continue;
    }
    if (written !== undefined && !custom && key !== 'king') {
      report(f, `'${key}' is a built-in type: it takes a letter only (give other moves with a customPiece slot)`);
      continue;
    }
    if (SPECIAL_TYPES.has(key)) {
      report(f, `the built-in '${key}' moves by rules beyond its Betza in Fairy-Stockfish, which fairyforge has no counterpart for yet`);
      continue;
    }
    const betza = written ?? (key === 'king' ? 'K' : key === 'pawn' ? (d.doubleStep ? FSF_PAWN_DOUBLE : FSF_PAWN_SINGLE) : FSF_PIECE_TYPES[key]!);
    // No moves at all (`immobile`, a disc `p:`): nothing to read.
    const read = betza === '' ? { betza } : betzaPiece(betza);
    if ('error' in read) {
      report(f, `Betza '${betza}' of ${key}: ${read.error}`);
      continue;
    }
    // A letter given to a new type replaces the type that had it, as in that engine.
    for (const [type, l] of d.types) if (l === letter) d.types.delete(type);
    const type = key === 'king' ? 'king' : key;
    const old = d.types.get(type);
    if (old && old !== letter) d.pieces.delete(old);
    d.types.set(type, letter);
    const piece: DraftPiece = {
      name: custom ? `custom piece ${letter}` : key === 'king' && written ? 'king' : fsfName(key),
      ...read,
      royal: key === 'king',
      // The pawn types default to the pawn; a custom piece becomes one through pawnTypes or promotionPawnTypes.
      pawn: key === 'pawn',
      ...(key === 'soldier' ? { soldier: true } : {}),
      ...(key === 'janggiCannon' ? { avoidsOwnType: true } : {}),
      ...(LINE_TYPES.has(key) ? { lineType: key } : {}),
    };
    d.pieces.set(letter, piece);
  }
}

const order = (key: string) => (key === 'king' ? 2 : key.startsWith('customPiece') ? 1 : 0);

/** A built-in type's name as fairyforge's catalogue writes names (`fersAlfil` → `fers alfil`). */
function fsfName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

/** `queen = -`: the type and its letter leave the variant. */
function remove(d: Draft, key: string): void {
  const type = key;
  let letter = d.types.get(type);
  if (letter === undefined) {
    // A parent's piece of that type, known here by its movement (the king by being royal).
    const betza = key === 'pawn' ? null : FSF_PIECE_TYPES[key];
    for (const [l, p] of d.pieces) {
      if (key === 'king' ? p.royal : key === 'pawn' ? p.pawn && (p.betza === FSF_PAWN_DOUBLE || p.betza === FSF_PIECE_TYPES.pawn || p.betza === FSF_PAWN_SINGLE) : p.betza === betza && !p.royal) letter = l;
    }
  }
  if (letter === undefined) return;
  d.types.delete(type);
  d.pieces.delete(letter);
}
