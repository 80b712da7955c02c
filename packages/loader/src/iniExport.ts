/**
 * A variant as a section of Fairy-Stockfish's `variants.ini`, for that
 * engine and the tools built on it (pychess-variants, fairyground, ffish).
 * Every rule is either written as that format states it or reported as a
 * problem naming the rule: a section that would play differently is never
 * written. The section stands alone (no parent), so it does not depend on
 * that engine's built-in definitions, except where a rule exists there only
 * in a built-in: janggi's wazir-type king (iniJanggi.ts) and ataxx's drops
 * from a supply without end (iniFlips.ts), whose sections name that parent.
 */
import { DEFAULT_MOVE_RULE, gameRules, type CompiledVariant, type VariantSpec } from '@fairyforge/core';
import { builtinTypes, dropsAndImmobility, isFsfPawn, piecePromotion } from './iniExportRules.ts';
import { janggiParentResets, janggiPlan, type JanggiPlan } from './iniJanggi.ts';
import { doubleStepRegions } from './iniDoubleStep.ts';
import { exportFlipsAndPassing, flipParent, FREE_SUPPLY_RESETS } from './iniFlips.ts';
import { exportRegions, soldierRank } from './iniRegions.ts';

export interface IniProblem {
  /** The rule (a VariantSpec field, or `pieces.X`) that cannot be stated. */
  readonly rule: string;
  readonly message: string;
}

export type IniExport = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problems: readonly IniProblem[] };

/** The spec fields this exporter states; any other field present in a spec is reported, so a rule added later is never dropped silently. */
const STATED = new Set([
  'slug', 'title', 'cols', 'rows', 'pieces', 'startFen', 'castling', 'promotion', 'initialRanks', 'initialReach', 'stalemate', 'stalematePieceCount', 'moveRule',
  'repetition', 'mustCapture', 'checking', 'makpong', 'oppositeCastling', 'castlingWins', 'extinction', 'flag', 'checkCount', 'checkmate', 'shatarMate',
  'counting', 'countingPieces', 'materialCounting', 'repetitionValue', 'perpetualCheck', 'moveRepetition', 'drops', 'blast', 'mutuallyImmune', 'petrify', 'flyingGeneral', 'connect', 'gating', 'walls', 'wallRegion', 'wallOrMove', 'flip', 'pass', 'bikjang',
  // Holes are that engine's wall squares, which the setup writes `*` as it does.
  'holes',
  // Regions are written as square lists where a rule uses them (promotion and double-step zones); a piece's region is checked per piece.
  'regions', 'initialRegions',
]);
/** The fields it states inside the rules that are objects; another (shogi's promotion pieces, a safe flag, …) is reported. */
const NESTED_STATED: Readonly<Record<string, ReadonlySet<string>>> = {
  castling: new Set(['king', 'rooks', 'kingFile', 'kingsideFiles', 'queensideFiles', 'rank', 'chess960', 'dropped']),
  promotion: new Set(['ranks', 'region', 'choices', 'mandatory', 'pieces', 'demote', 'piecesMandatory', 'onCapture', 'limit', 'sittuyin']),
  extinction: new Set(['types', 'count', 'opponentCount', 'claim', 'value', 'pseudoRoyal', 'dupleCheck']),
  flag: new Set(['pieces', 'regions', 'move', 'safe', 'count', 'blockedWin']),
  connect: new Set(['n', 'square', 'collinear', 'horizontal', 'vertical', 'diagonal', 'pieces', 'value', 'regions']),
  moveRule: new Set(['moves', 'resetBy']),
  // handOrder is the FEN's notation only: that engine writes its own order.
  drops: new Set(['toHand', 'demote', 'ranks', 'noDoubled', 'noDropMate', 'promoted', 'mustDrop', 'oppositeColors', 'onTop', 'anySide', 'checks', 'region', 'regions', 'handOrder']),
  blast: new Set(['immune', 'proof']),
  petrify: new Set(['pieces']),
  gating: new Set(['fromHand', 'cambodian']),
  flip: new Set(['rule', 'start', 'fullBoard', 'clones']),
};
/** Why a rule is not written, where more can be said than that it is not: what that engine would need. */
const WHY: Readonly<Record<string, string>> = {
  betzaIn: 'moves that change in a region are that engine\'s soldier only (fW, then fsW from a rank on to the last)',
};
/** The piece fields it states; another (a region, moves by region, …) is reported per piece. */
// mayStrand is that engine's default (a piece may end where it never moves again, unless
// immobilityIllegal, which iniExportRules.ts sets only where no such piece could be stranded).
// Moves along palace lines and the janggi cannon's rule are that engine's janggi types, which iniJanggi.ts checks.
const PIECE_STATED = new Set(['letter', 'name', 'betza', 'dialect', 'royal', 'pawn', 'value', 'region', 'mayStrand', 'betzaWithin', 'avoidsOwnType']);
/** Fairy-Stockfish's board limits (its large-board build). */
const MAX_FILES = 12;
const MAX_RANKS = 10;
const MAX_CUSTOM_PIECES = 25;

/** Writes the section `[name]` for a loaded variant's rules, or the problems that stop it. */
export function exportIni(v: { readonly spec: VariantSpec; readonly compiled: CompiledVariant }, name: string = v.spec.slug): IniExport {
  const spec = v.spec;
  const out: string[] = [];
  const problems: IniProblem[] = [];
  const problem = (rule: string, message: string) => problems.push({ rule, message });
  const set = (key: string, value: string | number | boolean) => out.push(`${key} = ${value}`);

  for (const [key, value] of Object.entries(spec)) {
    if (!STATED.has(key) && value !== undefined && value !== null && value !== false) problem(key, `'${key}': ${WHY[key] ?? 'no counterpart in variants.ini that fairyforge can write yet'}`);
    const known = NESTED_STATED[key];
    if (!known || typeof value !== 'object' || value === null) continue;
    for (const [inner, v2] of Object.entries(value)) {
      const empty = v2 === undefined || v2 === null || v2 === false || (Array.isArray(v2) && v2.length === 0);
      if (!known.has(inner) && !empty) problem(`${key}.${inner}`, `'${key}.${inner}': ${WHY[`${key}.${inner}`] ?? 'no counterpart in variants.ini that fairyforge can write yet'}`);
    }
  }
  if (spec.cols > MAX_FILES || spec.rows > MAX_RANKS) problem('board', `a ${spec.cols}×${spec.rows} board is larger than Fairy-Stockfish's ${MAX_FILES}×${MAX_RANKS}`);
  // Multi-leg moves (XBetza's `a`: chu shogi's lion) are beyond the Betza that engine reads.
  for (const p of spec.pieces) if (/a/.test(p.betza)) problem(`pieces.${p.letter}`, `${p.letter} moves in several legs (\`${p.betza}\`), which that engine's Betza does not read`);
  set('maxFile', spec.cols);
  set('maxRank', spec.rows);
  const types = builtinTypes(v, problem);
  const janggi = janggiPlan(v, types, problem);
  for (const [l, t] of janggi.types) if (t !== 'king') types.set(l, t);
  const pawnLetter = pieces(v, types, janggi, set, problem);
  if (janggi.lines) set('diagonalLines', janggi.lines.join(' '));
  set('startFen', spec.startFen);
  // That engine has walls only, `*` in the FEN: with a walling rule those of the start position are walls (import reads them
  // so), without one they never change and are fairyforge's holes. Holes beside walls placed by moves would read back as walls.
  if (spec.walls && spec.holes?.length) problem('holes', 'holes beside walls placed by moves: that engine writes both `*`, and they would read back as walls');
  // Without a walling rule, import reads the start position's `*` as holes: walls standing there under flips or petrification would not come back.
  if (!spec.walls && (spec.flip || spec.petrify) && spec.startFen.split(' ')[0]!.includes('*')) problem('startFen', 'walls standing in the start position without a walling rule: import reads them back as holes');
  castling(spec, set, problem);
  promotion(v, set, problem);
  piecePromotion(spec, set, problem);
  results(v, set, problem);
  legality(spec, set, problem);
  dropsAndImmobility(v, types, pawnLetter, set, problem);
  captures(spec, pawnLetter, set, problem);
  petrify(spec, set);
  turns(spec, set);
  exportFlipsAndPassing(spec, set, problem);
  // A section under janggi states every rule of that parent's that it does not share.
  if (janggi.parent) for (const [key, value] of janggiParentResets(janggi)) if (!out.some((l) => l.startsWith(`${key} = `))) set(key, value);
  // Drops from a supply without end are that engine's built-in ataxx's (no key states them): a section under it states its other rules.
  const flipFrom = flipParent(spec);
  if (flipFrom) for (const [key, value] of FREE_SUPPLY_RESETS) if (!out.some((l) => l.startsWith(`${key} = `))) set(key, value);
  const parent = janggi.parent ?? flipFrom;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, text: `[${name}${parent ? `:${parent}` : ''}]\n${out.join('\n')}\n` };
}

type Set = (key: string, value: string | number | boolean) => void;
type Problem = (rule: string, message: string) => void;

const lower = (letters: readonly string[]) => letters.map((l) => l.toLowerCase()).join('');
const fileLetter = (f: number) => String.fromCharCode(97 + f);
/** A rank counted from a side's own first rank (0-based, as specs count them) as an absolute region `*r`. */
const rankRegion = (rows: number, side: number, rel: number) => `*${side === 0 ? rel + 1 : rows - rel}`;
/** A spec's relative rank, a negative one counted back from the last. */
const relRank = (rows: number, r: number) => (r < 0 ? rows + r : r);

/** Writes the piece types; returns the letter written as that engine's `pawn` type, if any. */
function pieces(v: { readonly spec: VariantSpec; readonly compiled: CompiledVariant }, types: ReadonlyMap<string, string>, janggi: JanggiPlan, set: Set, problem: Problem): string | null {
  const spec = v.spec;
  const seen = new Set<string>();
  let slot = 0;
  const royal = spec.pieces.filter((p) => p.royal);
  if (royal.length > 1) problem('pieces', `${royal.length} royal piece types (${royal.map((p) => p.letter).join(', ')}): Fairy-Stockfish has one`);
  const pawns = spec.pieces.filter((p) => p.pawn);
  let pawnLetter: string | null = null;
  // That engine's soldier: one letter, whose moves by region are its soldierPromotionRank.
  const soldier = spec.pieces.find((p) => soldierRank(spec, p.letter) !== null);
  const keyOf = new Map<string, string>();
  const typeKey = (letter: string, key: string) => {
    keyOf.set(letter, key);
    return key;
  };
  for (const p of spec.pieces) {
    for (const [key, value] of Object.entries(p)) {
      if (key === 'betzaIn' && p === soldier) continue;
      if (!PIECE_STATED.has(key) && value !== undefined) problem(`pieces.${p.letter}`, `'${key}' of piece ${p.letter}: ${WHY[key] ?? 'no counterpart that fairyforge can write yet'}`);
    }
    const l = p.letter.toLowerCase();
    if (!/^[a-z]$/.test(l) || seen.has(l)) {
      problem(`pieces.${p.letter}`, `letter '${p.letter}' cannot be told apart in variants.ini (one letter a–z per type, case-insensitive)`);
      continue;
    }
    seen.add(l);
    // janggi's king is the parent's (that engine's wazir-type king, `k`).
    if (p.royal && janggi.types.get(p.letter) === 'king') typeKey(p.letter, 'king');
    else if (p.royal) set(typeKey(p.letter, 'king'), `${l}:${p.betza}`);
    else if (types.has(p.letter)) set(typeKey(p.letter, types.get(p.letter)!), l);
    else if (p.pawn && pawns.length === 1 && p.dialect !== 'fsf' && isFsfPawn(v, p.betza, spec.counting != null)) {
      set('pawn', l);
      pawnLetter = p.letter;
    }
    else if (p === soldier && !p.pawn) {
      set(typeKey(p.letter, 'soldier'), l);
      set('soldierPromotionRank', soldierRank(spec, p.letter)!);
    }
    else if (++slot > MAX_CUSTOM_PIECES) problem(`pieces.${p.letter}`, `more than ${MAX_CUSTOM_PIECES} piece types besides the king and pawn`);
    else set(typeKey(p.letter, `customPiece${slot}`), `${l}:${p.betza}`);
  }
  // That engine's soldier steps sideways from this rank on: janggi's from its first.
  if ([...types.values()].includes('soldier')) set('soldierPromotionRank', 1);
  exportRegions(spec, keyOf, set, problem);
  if (pawns.length > 0) set('pawnTypes', lower(pawns.map((p) => p.letter)));
  // That engine leaves an en-passant square behind a pawn type's double step whatever its moves say; fairyforge only
  // where a Betza has `e`. Where none has, no square may be one (enPassantRegion = -: nuclear's and spartan's pawns).
  const noEnPassant = !spec.pieces.some((p) => /[a-z]*e[a-z]*[A-Z]/.test(p.betza));
  if (noEnPassant && pawns.some((p) => /i/.test(p.betza))) set('enPassantRegion', '-');
  // Initial moves: that engine allows a pawn type's `i` moves (the double step) on its double-step region.
  const withInitial = pawns.filter((p) => /i/.test(p.betza));
  if (withInitial.length === 0) set('doubleStep', false);
  else {
    const r = doubleStepRegions(v, withInitial);
    if ('why' in r) problem('initialRanks', r.why);
    else {
      // No double step anywhere (6x6atom, ordamirror) is `doubleStep = false`, as that engine's own sections say it:
      // builds before the double-step regions (native 14.0.1) ignore `doubleStepRegion…` and would step two from the
      // second rank.
      const anyInitial = r.regions.some((x) => x !== '-');
      set('doubleStep', anyInitial);
      if (anyInitial) {
        set('doubleStepRegionWhite', r.regions[0]);
        set('doubleStepRegionBlack', r.regions[1]);
      }
    }
  }
  if (spec.pieces.some((p) => !p.pawn && /i/.test(p.betza))) problem('initialRanks', 'initial moves of pieces other than pawns have no counterpart');
  if (spec.initialReach && Object.keys(spec.initialReach).length > 0) problem('initialReach', 'a limit on how far initial moves reach has no counterpart');
  return pawnLetter;
}

function castling(spec: VariantSpec, set: Set, problem: Problem): void {
  const c = spec.castling;
  set('castling', c !== null);
  if (!c) return;
  if (c.kingsideFiles.length !== 1 || c.queensideFiles.length !== 1) problem('castling', 'flexible castling (several squares for the king) has no counterpart');
  set('castlingKingPiece', c.king.toLowerCase());
  set('castlingRookPieces', lower(c.rooks));
  set('castlingKingFile', fileLetter(c.kingFile));
  set('castlingKingsideFile', fileLetter(c.kingsideFiles[0] ?? 0));
  set('castlingQueensideFile', fileLetter(c.queensideFiles[0] ?? 0));
  // Castling rights name the outermost rooks, the corners in every setup but Fischer random's (which that engine reads from the FEN).
  set('castlingRookKingsideFile', fileLetter(spec.cols - 1));
  set('castlingRookQueensideFile', 'a');
  if (c.rank !== undefined) set('castlingRank', c.rank + 1);
  if (c.chess960) set('chess960', true);
  if (c.dropped) set('castlingDroppedPiece', true);
  if (spec.oppositeCastling) set('oppositeCastling', true);
  if (spec.castlingWins?.length) set('castlingWins', spec.castlingWins.join(''));
}

function promotion(v: { readonly spec: VariantSpec; readonly compiled: CompiledVariant }, set: Set, problem: Problem): void {
  const spec = v.spec;
  const p = spec.promotion;
  const pawns = spec.pieces.filter((x) => x.pawn);
  if (pawns.length > 0) set('promotionPawnTypes', lower(pawns.map((x) => x.letter)));
  for (const side of [0, 1]) {
    const who = side === 0 ? 'White' : 'Black';
    const ranks = p.ranks.map((r) => relRank(spec.rows, r));
    // A region (Legan chess's corner) as its squares, else the ranks.
    const region = p.region !== undefined ? spec.regions?.[p.region]?.[side] : undefined;
    set(`promotionRegion${who}`, (region ? region.join(' ') : ranks.map((r) => rankRegion(spec.rows, side, r)).join(' ')) || '-');
    const choices = p.choices[side]!;
    set(`promotionPieceTypes${who}`, choices.length > 0 ? lower(choices) : '-');
    if (choices.some((l) => spec.pieces.find((x) => x.letter === l)?.royal)) problem('promotion', 'promotion to the royal piece has no counterpart here');
  }
  set('mandatoryPawnPromotion', p.mandatory);
  // The most of a type a side may have for a pawn to promote to it, counted on the board as there.
  // A pawn's promotion as a move of its own, in place or a step diagonally, on the zone or as its side's last pawn (sittuyin).
  if (p.sittuyin) set('sittuyinPromotion', true);
  if (p.limit && Object.keys(p.limit).length > 0) set('promotionLimit', Object.entries(p.limit).map(([l, n]) => `${l.toLowerCase()}:${n}`).join(' '));
}

function results(v: { readonly spec: VariantSpec; readonly compiled: CompiledVariant }, set: Set, problem: Problem): void {
  const spec = v.spec;
  set('stalemateValue', spec.stalemate);
  if (spec.stalematePieceCount) set('stalematePieceCount', true);
  set('checkmateValue', spec.checkmate ?? 'loss');
  // As gameRules reads them: absent is the default rule, reset by pawn moves (and, always, captures).
  const mr = spec.moveRule === undefined ? { moves: DEFAULT_MOVE_RULE, resetBy: null } : spec.moveRule;
  set('nMoveRule', mr ? mr.moves : 0);
  const resetBy = mr ? ((mr.resetBy as readonly string[] | null) ?? spec.pieces.filter((p) => p.pawn).map((p) => p.letter)) : [];
  if (mr) set('nMoveRuleTypes', lower(resetBy) || '-');
  set('nFoldRule', gameRules(v.compiled).repetition);
  set('nFoldValue', spec.repetitionValue ?? 'draw');
  // That engine's perpetualCheckIllegal: the move that repeats the position the n-th time stays legal, and the game ends
  // there, a loss for the side that checked throughout (a draw where both did): fairyforge's `loss`. No key forbids the move.
  if (spec.perpetualCheck === 'loss') set('perpetualCheckIllegal', true);
  else if (spec.perpetualCheck) problem('perpetualCheck', 'perpetual check `illegal` forbids the move that would repeat the position under perpetual check, and the game goes on; that engine\'s perpetualCheckIllegal allows it and ends the game there as a loss for the checking side (fairyforge\'s `loss`), and no key of its forbids the move');
  // The same shuttle, found the same way, loses there (moveRepetitionIllegal, janggimodern).
  if (spec.moveRepetition === 'loss') set('moveRepetitionIllegal', true);
  const e = spec.extinction;
  if (e) {
    set('extinctionValue', e.value);
    set('extinctionPieceTypes', e.types === '*' ? '*' : lower(e.types));
    set('extinctionPieceCount', e.count);
    set('extinctionOpponentPieceCount', e.opponentCount);
    if (e.claim) set('extinctionClaim', true);
    if (e.pseudoRoyal) set('extinctionPseudoRoyal', true);
    if (e.dupleCheck) set('dupleCheck', true);
  }
  const f = spec.flag;
  if (f) {
    // A set of piece types, `*` for all of them.
    const letters = (l: readonly string[]) => (l.length === spec.pieces.length ? '*' : lower(l) || '-');
    const [white, black] = f.pieces;
    if (letters(white) === letters(black)) set('flagPiece', letters(white));
    else {
      set('flagPieceWhite', letters(white));
      set('flagPieceBlack', letters(black));
    }
    set('flagRegionWhite', f.regions[0].join(' ') || '-');
    set('flagRegionBlack', f.regions[1].join(' ') || '-');
    if (f.move) set('flagMove', true);
    if (f.safe) set('flagPieceSafe', true);
    if (f.count !== undefined && f.count !== 1) set('flagPieceCount', f.count);
    if (f.blockedWin) set('flagPieceBlockedWin', true);
  }
  const c = spec.connect;
  if (c) {
    set('connectN', c.n);
    if (c.square) set('connectNxN', c.square);
    if (c.collinear) set('collinearN', c.collinear);
    set('connectHorizontal', c.horizontal);
    set('connectVertical', c.vertical);
    set('connectDiagonal', c.diagonal);
    if (c.regions) {
      set('connectRegion1White', c.regions[0][0].join(' '));
      set('connectRegion2White', c.regions[0][1].join(' '));
      set('connectRegion1Black', c.regions[1][0].join(' '));
      set('connectRegion2Black', c.regions[1][1].join(' '));
    }
    // Every piece counts there unless connectPieceTypes says otherwise (a key older builds of that engine lack: written only when needed).
    if (c.pieces.length !== spec.pieces.length) set('connectPieceTypes', lower(c.pieces) || '-');
    // What the line means for the side that made it (that engine scores the side to move, the other one, with its negation).
    if (c.value !== 'win') set('connectValue', c.value);
  }
  if (spec.checkCount) set('checkCounting', true);
  // That engine counts its own rook, khon and knight types: builtinTypes writes those letters as them.
  if (spec.counting) set('countingRule', spec.counting);
  // That engine's janggi count weighs its own piece types (rook, janggiCannon, horse, janggiElephant, wazir, soldier): iniJanggi.ts writes R C N B A P as them.
  if (spec.materialCounting) set('materialCounting', spec.materialCounting.toLowerCase());
  if (spec.bikjang) set('bikjangRule', true);
}

function legality(spec: VariantSpec, set: Set, _problem: Problem): void {
  if (spec.mustCapture) set('mustCapture', true);
  if (spec.checking === false) set('checking', false);
  if (spec.makpong) set('makpongRule', true);
  if (spec.shatarMate) set('shatarMateRule', true);
  if (spec.flyingGeneral) set('flyingGeneral', true);
}

function captures(spec: VariantSpec, pawnLetter: string | null, set: Set, problem: Problem): void {
  // Mutual immunity is that engine's mutuallyImmuneTypes (atomar), with blasts or without.
  if (spec.mutuallyImmune && spec.mutuallyImmune.length > 0) set('mutuallyImmuneTypes', lower(spec.mutuallyImmune));
  const b = spec.blast;
  if (!b) return;
  // That engine's blast spares its pawn type around the capture (not on it), whatever pawnTypes says; other immune types have no counterpart.
  if ([...b.immune].sort().join() !== (pawnLetter ?? '')) problem('blast', 'a blast that spares pieces other than that engine\'s pawn type has no counterpart');
  set('blastOnCapture', true);
  // Blast-proof pieces are that engine's blastImmuneTypes (atomar's kings).
  if (b.proof && b.proof.length > 0) set('blastImmuneTypes', lower(b.proof));
}

/** Petrification: that engine's petrifyOnCaptureTypes, the same rule (a pseudo-royal piece listed may not capture there either). */
function petrify(spec: VariantSpec, set: Set): void {
  if (spec.petrify && spec.petrify.pieces.length > 0) set('petrifyOnCaptureTypes', lower(spec.petrify.pieces));
}

/**
 * Gates and walls. Gating is that engine's `gating` with S-chess's `seirawanGating` or Ouk
 * Chatrang's `cambodianMoves` (whose king, met and rook are its built-in types: builtinTypes
 * writes those letters as them); the gates themselves are the setup's castling field there too.
 * Walls are its wallingRule (`duck`, `arrow`, `past`, `static`, `edge`), with `wallOrMove` where a turn is a wall or a move.
 */
function turns(spec: VariantSpec, set: Set): void {
  const g = spec.gating;
  if (g) {
    set('gating', true);
    if (g.fromHand) set('seirawanGating', true);
    if (g.cambodian) set('cambodianMoves', true);
  }
  if (spec.walls) set('wallingRule', spec.walls);
  // A wall or a move (atlantis): that engine's wallOrMove.
  if (spec.walls && spec.wallOrMove) set('wallOrMove', true);
  // Static walls kept to a region (isolation's open squares): that engine's wallingRegion per side.
  const region = spec.wallRegion ? spec.regions?.[spec.wallRegion] : undefined;
  if (region) {
    set('wallingRegionWhite', region[0].join(' ') || '-');
    set('wallingRegionBlack', region[1].join(' ') || '-');
  }
}
