/**
 * The rule keys of a `variants.ini` section, applied to a draft in the order
 * Fairy-Stockfish reads them (pieces first, so that piece letters in later
 * keys name this section's pieces). A key is either translated, or reported
 * at its line as a rule fairyforge cannot express yet; keys that only steer
 * that engine's GUI support or evaluation are reported as warnings.
 */
import type { Draft } from './iniDraft.ts';
import type { IniField } from './iniParse.ts';
import { applyPieces, isPieceKey, FSF_PAWN_DOUBLE, FSF_PAWN_SINGLE, FSF_PIECE_TYPES, type Report } from './iniPieces.ts';
import { applyJanggiFields } from './iniJanggiImport.ts';
import { applyRegions } from './iniRegions.ts';
import { applyTripleStep } from './iniTripleStep.ts';
import { applyResultFields, RESULT_KEYS } from './iniResults.ts';
import { bool, file, int, pieceSet, zone } from './iniValues.ts';

/** Keys that change nothing about the rules: GUI hints and evaluation weights. */
const COSMETIC = new Set(['variantTemplate', 'pieceToCharTable', 'pocketSize', 'pieceValueMg', 'pieceValueEg']);
/** Rules fairyforge has no counterpart for yet, when set to anything but their default. */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  twoBoards: 'false',
  petrifyBlastPieces: 'false', petrifyOnCapture: 'false',
  mustDropType: '*',
  staticGating: 'false',
  staticGatingRegion: '', pastGating: 'false', chasingRule: 'none',
  nFoldValueAbsolute: 'false',
};

/** Applies every key of a section; returns nothing, reporting what it cannot translate. */
export function applyFields(d: Draft, fields: ReadonlyMap<string, IniField>, report: Report): void {
  const consumed = new Set<string>();
  const get = (key: string) => {
    const f = fields.get(key);
    if (f) consumed.add(key);
    return f;
  };
  board(d, get, report);
  const before = new Map([...d.pieces].map(([l, p]) => [l, p.betza]));
  applyPieces(d, fields, report, consumed);
  applyRegions(d, fields, report, consumed);
  redefinedTypes(d, fields, before);
  for (const [key, f] of fields) {
    if (COSMETIC.has(key)) {
      consumed.add(key);
      report(f, `'${key}' only steers Fairy-Stockfish's GUI support or evaluation; it changes no rule and is not carried over`, 'warning');
    } else if (key in UNSUPPORTED) {
      consumed.add(key);
      const plain = f.value.replace(/\s+/g, '');
      if (plain !== UNSUPPORTED[key] && !(UNSUPPORTED[key] === '' && plain === '-')) report(f, `'${key} = ${f.value}' has no counterpart in fairyforge yet`);
    }
  }
  const startFen = get('startFen');
  if (startFen) setup(d, startFen, report);
  pawns(d, get, report);
  promotion(d, get, report);
  castling(d, get, report);
  applyResultFields(d, get, report);
  applyJanggiFields(d, get, report);
  // Under a walling rule the setup's `*` are walls standing at the start (the duck's square, la mancha's), which moves may add to or move.
  if (startFen && d.rules.walls) d.holes = [];
  // Without castling that engine ignores castling rights in the setup (not gates, which that field holds too).
  if (!d.castling && !d.rules.gating) {
    const parts = d.startFen.split(/\s+/);
    if (parts.length > 2 && parts[2] !== '-') d.startFen = [...parts.slice(0, 2), '-', ...parts.slice(3)].join(' ');
  }
  for (const [key, f] of fields) {
    if (!consumed.has(key) && !RESULT_KEYS.has(key)) report(f, `'${key}' is not an option Fairy-Stockfish knows`);
  }
}

type Get = (key: string) => IniField | undefined;

/**
 * Letters this section gives to another type. That engine's blast spares its built-in pawn type, whatever pawnTypes says: a letter this
 * section gives to another type (allexplodeatomic's custom pawn) is no longer spared, and a
 * letter given to `pawn` is.
 */
function redefinedTypes(d: Draft, fields: ReadonlyMap<string, IniField>, before: ReadonlyMap<string, string>): void {
  const redefined = new Set([...fields].filter(([k, f]) => isPieceKey(k) && /^[a-zA-Z]/.test(f.value)).map(([, f]) => f.value[0]!.toUpperCase()));
  // That engine keys promotedPieceType by type: a letter given to a type that moves otherwise (cannon shogi's soldier
  // taking shogi's pawn letter) loses the parent's promotion of that letter, unless this section states one again.
  if (d.promoPieces) {
    const map = Object.fromEntries(Object.entries(d.promoPieces).filter(([l]) => !redefined.has(l) || !before.has(l) || before.get(l) === d.pieces.get(l)?.betza));
    d.promoPieces = Object.keys(map).length > 0 ? map : null;
  }
  // A parent's drop ranks were those of the type the letter had: a new type that is no pawn drops anywhere (immobilityIllegal aside).
  const drops = d.rules.drops;
  if (drops) d.rules.drops = { ...drops, ranks: Object.fromEntries(Object.entries(drops.ranks).filter(([l]) => !redefined.has(l) || d.pieces.get(l)?.pawn)) };
  const blast = d.rules.blast;
  if (!blast) return;
  const pawn = d.types.get('pawn');
  d.rules.blast = { ...blast, immune: [...new Set([...blast.immune.filter((l) => !redefined.has(l) && d.pieces.has(l)), ...(pawn ? [pawn] : [])])] };
}

function board(d: Draft, get: Get, report: Report): void {
  const rank = get('maxRank');
  const fileKey = get('maxFile');
  if (rank) {
    const n = int(rank, report, 39);
    if (n !== null && n >= 1) d.rows = n;
    else if (n !== null) report(rank, 'maxRank must be 1 to 39');
  }
  if (fileKey) {
    const v = fileKey.value;
    const n = /^\d{1,2}$/.test(v) ? Number(v) : /^[a-z]$/.test(v) ? v.charCodeAt(0) - 96 : 0;
    if (n >= 1 && n <= 26) d.cols = n;
    else report(fileKey, `maxFile '${v}' is not a file from a (1) to z (26)`);
  }
}

/** The setup: that engine's short forms — no castling and e.p. fields (`w 0 1`), `[-]` for empty hands — are written out in full. */
function setup(d: Draft, f: IniField, report: Report): void {
  const parts = f.value.split(/\s+/);
  if (parts.length === 4 && /^\d+$/.test(parts[2]!) && /^\d+$/.test(parts[3]!)) parts.splice(2, 0, '-', '-');
  if (parts.length === 2) parts.push('-', '-', '0', '1');
  // Castling rights without the en-passant field (`w - 0 1`), as that engine reads them.
  if (parts.length === 5 && /^\d+$/.test(parts[3]!) && /^\d+$/.test(parts[4]!)) parts.splice(3, 0, '-');
  parts[0] = parts[0]!.replace(/\[-\]$/, '[]');
  // Wall squares (`*`) of the setup: without a walling rule they never change there, fairyforge's holes (which its FEN writes `*` too); with one, applyFields keeps them as walls.
  const holes: string[] = [];
  (parts[0]!.replace(/\[.*$/, '').split('/')).forEach((row, i) => {
    let file = 0;
    for (const m of row.matchAll(/(\d+)|(\*)|([A-Za-z])/g)) {
      if (m[1]) file += Number(m[1]);
      else {
        if (m[2]) holes.push(`${String.fromCharCode(97 + file)}${d.rows - i}`);
        file++;
      }
    }
  });
  d.holes = holes;
  d.startFen = parts.join(' ');
}

function pawns(d: Draft, get: Get, report: Report): void {
  const setPawns = (f: IniField | undefined) => {
    if (!f) return;
    const letters = pieceSet(f, d, report);
    if (!letters) return;
    for (const [l, p] of d.pieces) p.pawn = letters.includes(l) && !p.royal;
  };
  setPawns(get('pawnTypes'));
  const both = get('promotionPawnTypes');
  setPawns(both);
  const w = get('promotionPawnTypesWhite');
  const b = get('promotionPawnTypesBlack');
  if (w || b) {
    if (w && b && w.value.replace(/\s/g, '') === b.value.replace(/\s/g, '')) setPawns(w);
    else report((w ?? b)!, 'pawn types that differ between the sides have no counterpart in fairyforge yet');
  }
  for (const key of ['enPassantTypes', 'enPassantTypesWhite', 'enPassantTypesBlack']) {
    const f = get(key);
    if (!f) continue;
    const letters = pieceSet(f, d, report);
    if (letters && letters.some((l) => !/e/.test(d.pieces.get(l)!.betza))) report(f, `'${key}': a piece takes en passant here only through an 'e' in its Betza`);
  }
  const ds = get('doubleStep');
  if (ds) {
    const on = bool(ds, report);
    if (on !== null) d.doubleStep = on;
  }
  for (const [key, side] of [['doubleStepRegionWhite', 0], ['doubleStepRegionBlack', 1]] as const) {
    const f = get(key);
    const z = f ? zone(f, d, report) : null;
    if (!z) continue;
    // Whole ranks are the zone in ranks; other squares (Wolf chess's) make it a region of single squares.
    if (z.ranks) d.doubleZone[side] = z.ranks;
    d.doubleSquares[side] = z.ranks ? null : z.squares;
  }
  const old = get('doubleStepRank') ?? get('doubleStepRankMin');
  if (old) report(old, `'${old.key}' is an old form; state doubleStepRegionWhite and doubleStepRegionBlack instead`);
  // The built-in pawn's double step follows doubleStep (a parent's pawn is known by its moves).
  for (const p of d.pieces.values()) {
    if (p.pawn && !p.dialect && (p.betza === FSF_PAWN_DOUBLE || p.betza === FSF_PIECE_TYPES.pawn)) p.betza = d.doubleStep ? FSF_PAWN_DOUBLE : FSF_PAWN_SINGLE;
  }
  applyTripleStep(d, get, report);
  enPassantRegion(d, get, report);
}

/**
 * enPassantRegion: the squares a double step may leave as en-passant squares. None at all (`-`, nuclear's)
 * is a game without en passant: fairyforge's pieces without the `e` of their moves. Other squares are reported.
 */
function enPassantRegion(d: Draft, get: Get, report: Report): void {
  const f = get('enPassantRegion');
  if (!f) return;
  const plain = f.value.replace(/\s+/g, '');
  if (plain !== '' && plain !== '-') return void report(f, `'enPassantRegion = ${f.value}' has no counterpart in fairyforge yet (none, '-', has)`);
  for (const [l, p] of d.pieces) {
    // `e` is a modifier only: dropped from each group of modifiers, where another modality stays (`ce` becomes `c`).
    let bare = false;
    const betza = p.betza.replace(/([a-z]*)([A-Z])/g, (_, mods: string, atom: string) => {
      const rest = mods.replace(/e/g, '');
      if (mods !== rest && !/[mc]/.test(rest)) bare = true;
      return rest + atom;
    });
    if (bare) report(f, `'enPassantRegion = ${f.value}': ${l} (\`${p.betza}\`) moves only by en passant somewhere, which no en passant at all leaves without a counterpart`);
    else p.betza = betza;
  }
}

function promotion(d: Draft, get: Get, report: Report): void {
  for (const [key, side] of [['promotionRegionWhite', 0], ['promotionRegionBlack', 1]] as const) {
    const f = get(key);
    const z = f ? zone(f, d, report) : null;
    if (!z) continue;
    // Whole ranks are the zone in ranks; other squares make it a region of single squares.
    if (z.ranks) d.promoZone[side] = z.ranks;
    d.promoSquares[side] = z.ranks ? null : z.squares;
  }
  const old = get('promotionRank');
  if (old) {
    const n = int(old, report, d.rows);
    if (n !== null && n >= 1) {
      d.promoSquares = [null, null];
      d.promoZone = [Array.from({ length: d.rows - n + 1 }, (_, i) => n - 1 + i), Array.from({ length: d.rows - n + 1 }, (_, i) => d.rows - n - i)];
    }
  }
  const both = get('promotionPieceTypes');
  if (both) {
    const l = pieceSet(both, d, report);
    if (l) d.choices = [l, [...l]];
  }
  for (const [key, side] of [['promotionPieceTypesWhite', 0], ['promotionPieceTypesBlack', 1]] as const) {
    const f = get(key);
    const l = f ? pieceSet(f, d, report) : null;
    if (l) d.choices[side] = l;
  }
  const mp = get('mandatoryPawnPromotion');
  if (mp) {
    const v = bool(mp, report);
    if (v !== null) d.mandatory = v;
  }
  const sp = get('sittuyinPromotion');
  if (sp) {
    const v = bool(sp, report);
    if (v !== null) d.sittuyin = v;
  }
  const mpp = get('mandatoryPiecePromotion');
  if (mpp) {
    const v = bool(mpp, report);
    if (v !== null) d.mandatoryPiece = v;
  }
  const pp = get('promotedPieceType');
  if (pp) {
    // That engine sets the types named and keeps the others (a parent's), `x:-` taking one away.
    const map: Record<string, string> = { ...(d.promoPieces ?? {}) };
    for (const pair of pp.value.split(/\s+/).filter((t) => t !== '')) {
      const m = /^([a-zA-Z]):([a-zA-Z-])$/.exec(pair);
      if (!m || !d.pieces.has(m[1]!.toUpperCase()) || (m[2] !== '-' && !d.pieces.has(m[2]!.toUpperCase()))) {
        report(pp, `promotedPieceType: '${pair}' is not 'piece:promoted' with pieces of this variant`);
        return;
      }
      if (m[2] !== '-') map[m[1]!.toUpperCase()] = m[2]!.toUpperCase();
      else delete map[m[1]!.toUpperCase()];
    }
    d.promoPieces = Object.keys(map).length > 0 ? map : null;
  }
  const onCapture = get('piecePromotionOnCapture');
  if (onCapture) {
    const v = bool(onCapture, report);
    if (v !== null) d.onCapture = v;
  }
  const demotion = get('pieceDemotion');
  if (demotion) {
    const v = bool(demotion, report);
    if (v !== null) d.demote = v;
  }
  const limit = get('promotionLimit');
  if (limit) {
    // Here too the types named are set and the others kept.
    const map: Record<string, number> = { ...(d.limit ?? {}) };
    for (const pair of limit.value.split(/\s+/).filter((t) => t !== '' && t !== '-')) {
      const m = /^([a-zA-Z]):(\d{1,3})$/.exec(pair);
      if (!m || !d.pieces.has(m[1]!.toUpperCase())) {
        report(limit, `promotionLimit: '${pair}' is not 'piece:count' with a piece of this variant`);
        return;
      }
      map[m[1]!.toUpperCase()] = Number(m[2]);
    }
    d.limit = Object.keys(map).length > 0 ? map : null;
  }
}

function castling(d: Draft, get: Get, report: Report): void {
  const on = get('castling');
  const chess960 = get('chess960');
  const keys = ['castlingKingsideFile', 'castlingQueensideFile', 'castlingKingFile', 'castlingKingPiece', 'castlingKingPieceWhite', 'castlingKingPieceBlack', 'castlingRookPieces', 'castlingRookPiecesWhite', 'castlingRookPiecesBlack', 'castlingRookKingsideFile', 'castlingRookQueensideFile', 'castlingRookPiece', 'castlingRank'];
  const given = new Map(keys.flatMap((k) => (get(k) ? [[k, get(k)!] as const] : [])));
  if (on) {
    const v = bool(on, report);
    if (v === false) d.castling = null;
    else if (v && !d.castling) d.castling = { king: d.types.get('king') ?? 'K', rooks: [d.types.get('rook') ?? 'R'], kingFile: 4, kingsideFiles: [6], queensideFiles: [2], chess960: false, dropped: false, rank: 0 };
  }
  if (chess960) {
    const v = bool(chess960, report);
    if (v !== null && d.castling) d.castling.chess960 = v;
  }
  const dropped = get('castlingDroppedPiece');
  if (dropped) {
    const v = bool(dropped, report);
    if (v !== null && d.castling) d.castling.dropped = v;
  }
  const c = d.castling;
  if (!c) return;
  const f = (key: string) => given.get(key);
  const kf = f('castlingKingFile');
  if (kf) c.kingFile = file(kf, report, d.cols) ?? c.kingFile;
  const ks = f('castlingKingsideFile');
  if (ks) c.kingsideFiles = [file(ks, report, d.cols) ?? c.kingsideFiles[0]!];
  const qs = f('castlingQueensideFile');
  if (qs) c.queensideFiles = [file(qs, report, d.cols) ?? c.queensideFiles[0]!];
  const rank = f('castlingRank');
  if (rank) {
    // 1-based from each side's own first rank there too (Shako: 2).
    const n = int(rank, report);
    if (n !== null && (n < 1 || n > d.rows)) report(rank, `castlingRank ${n} is not a rank of this board (1..${d.rows})`);
    else if (n !== null) c.rank = n - 1;
  }
  const king = f('castlingKingPiece');
  if (king) c.king = pieceSet(king, d, report)?.[0] ?? c.king;
  for (const k of ['castlingKingPieceWhite', 'castlingKingPieceBlack', 'castlingRookPiecesWhite', 'castlingRookPiecesBlack']) {
    const x = f(k);
    if (x) report(x, `'${k}': castling pieces that differ between the sides have no counterpart in fairyforge yet`);
  }
  const rooks = f('castlingRookPieces') ?? f('castlingRookPiece');
  if (rooks) c.rooks = pieceSet(rooks, d, report) ?? c.rooks;
  // fairyforge's rights name the outermost rooks; other rook files are only meaningful in Fischer random setups.
  const rk = f('castlingRookKingsideFile');
  if (rk && file(rk, report, d.cols) !== d.cols - 1 && !c.chess960) report(rk, 'a castling rook that starts off the corner has no counterpart in fairyforge yet');
  const rq = f('castlingRookQueensideFile');
  if (rq && file(rq, report, d.cols) !== 0 && !c.chess960) report(rq, 'a castling rook that starts off the corner has no counterpart in fairyforge yet');
  // A section without a parent names its castling pieces by type: the king and rook it defines.
  if (c.king === '') c.king = d.types.get('king') ?? '';
  // That engine castles the king from where the setup puts it; castlingKingFile only picks among several.
  if (!kf && !c.chess960) {
    const file = firstRankFiles(d).indexOf(c.king);
    if (file >= 0) c.kingFile = file;
  }
  if (c.rooks.length === 0 && d.types.has('rook')) c.rooks = [d.types.get('rook')!];
}

/** The letters on White's first rank of the setup, one per file ('' for an empty square). */
function firstRankFiles(d: Draft): string[] {
  const rows = (d.startFen.split(/\s+/)[0] ?? '').replace(/\[.*$/, '').split('/');
  const out: string[] = [];
  for (const m of (rows[rows.length - 1] ?? '').matchAll(/(\d+)|([A-Za-z])~?/g)) {
    if (m[1]) for (let i = 0; i < Number(m[1]); i++) out.push('');
    else out.push(m[2]!);
  }
  return out;
}
