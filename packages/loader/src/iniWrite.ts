/**
 * A draft written as a variant file's `engine` block, every rule stated (so
 * that no default of fairyforge's, such as promotion choices taken from the
 * setup, can differ from what the section meant), and the short rules text of
 * the file's body.
 */
import type { EngineConfig, PieceDefinition, RulesConfig } from './types.ts';
import { relativeZone, usedLetters, type Draft } from './iniDraft.ts';
import { lineMoves } from './iniJanggiImport.ts';
import { pieceRegions } from './iniRegions.ts';

const fileLetter = (f: number) => String.fromCharCode(97 + f);
const oneBased = (ranks: readonly number[]) => ranks.map((r) => r + 1);

/** Problems met while writing: rules the draft holds that a variant file cannot state. */
export type WriteProblem = (key: string, message: string) => void;

/** The region a zone of single squares is written as. */
const PROMOTION_REGION = 'promotionZone';
/** The region a double-step zone of single squares is written as. */
const DOUBLE_REGION = 'doubleStep';
/** The region a drop region of single squares is written as. */
const DROP_REGION = 'dropRegion';
/** The region static walls are put in, where not every square. */
const WALL_REGION = 'wallRegion';

/** Both sides' double-step regions as squares, when one of them is not whole ranks; else null. */
function doubleSquares(d: Draft): [string[], string[]] | null {
  if (!d.doubleStep || (d.doubleSquares[0] === null && d.doubleSquares[1] === null)) return null;
  const rankSquares = (ranks: number[]) => ranks.filter((r) => r < d.rows).flatMap((r) => Array.from({ length: d.cols }, (_, c) => `${fileLetter(c)}${r + 1}`));
  return [d.doubleSquares[0] ?? rankSquares(d.doubleZone[0]), d.doubleSquares[1] ?? rankSquares(d.doubleZone[1])];
}

/**
 * Both sides' promotion zones as squares, when one of them is not whole ranks or the two
 * are not mirror images (epicatomic: ranks 6-8 and 1-5); else null (the zone is written in ranks).
 */
function promotionSquares(d: Draft): [string[], string[]] | null {
  const onBoard = (z: number[]) => z.filter((r) => r < d.rows);
  const mirrored = relativeZone(d, [onBoard(d.promoZone[0]), onBoard(d.promoZone[1])]) !== null;
  if (d.promoSquares[0] === null && d.promoSquares[1] === null && mirrored) return null;
  const rankSquares = (ranks: number[]) => ranks.filter((r) => r < d.rows).flatMap((r) => Array.from({ length: d.cols }, (_, c) => `${fileLetter(c)}${r + 1}`));
  const sides: [string[], string[]] = [d.promoSquares[0] ?? rankSquares(d.promoZone[0]), d.promoSquares[1] ?? rankSquares(d.promoZone[1])];
  // A region holds squares for both sides: a zone off this board (a parent's *8 on a 3×3 board) is no region, and
  // promotion there is judged by the ranks alone (engineConfig reports it where something promotes).
  return sides[0].length > 0 && sides[1].length > 0 ? sides : null;
}

export function engineConfig(d: Draft, problem: WriteProblem): EngineConfig {
  const used = usedLetters(d);
  const pieces: Record<string, PieceDefinition> = {};
  const regions: Record<string, { white: string[]; black: string[] }> = {};
  for (const l of [...used].sort()) {
    const p = d.pieces.get(l)!;
    // A piece without moves (a disc) has no Betza to read in any dialect.
    pieces[l] = { name: p.name, betza: p.betza, ...(p.betza !== '' ? { betzaDialect: p.dialect ?? 'xbetza' } : { mayStrand: true }), royal: p.royal, pawn: p.pawn, ...(p.value !== undefined ? { value: p.value } : {}), ...pieceRegions(d, l, regions), ...lineMoves(d, l, regions) };
  }
  const zone = promotionSquares(d);
  if (zone) regions[PROMOTION_REGION] = { white: zone[0], black: zone[1] };
  const double = doubleSquares(d);
  if (double) regions[DOUBLE_REGION] = { white: double[0], black: double[1] };
  if (d.rules.drops && (d.dropSquares[0] || d.dropSquares[1])) {
    const all = Array.from({ length: d.rows }, (_, r) => Array.from({ length: d.cols }, (_, c) => `${fileLetter(c)}${r + 1}`)).flat();
    regions[DROP_REGION] = { white: d.dropSquares[0] ?? all, black: d.dropSquares[1] ?? all };
  }
  if (d.rules.walls === 'static' && (d.wallSquares[0] || d.wallSquares[1])) regions[WALL_REGION] = { white: d.wallSquares[0] ?? allSquares(d), black: d.wallSquares[1] ?? allSquares(d) };
  return {
    topology: { type: 'grid', rows: d.rows, cols: d.cols },
    players: ['white', 'black'],
    ...(Object.keys(regions).length > 0 ? { regions } : {}),
    pieces,
    setup: d.startFen,
    ...(d.holes.length > 0 ? { holes: [...d.holes] } : {}),
    rules: rules(d, used, problem),
  };
}

function rules(d: Draft, used: Set<string>, problem: WriteProblem): RulesConfig {
  const r = d.rules;
  const out: RulesConfig = {};
  const c = d.castling;
  // A castling whose files are off this board, in a setup that gives no castling rights, never happens: none is stated.
  const rights = (d.startFen.split(/\s+/)[2] ?? '-') !== '-';
  const fits = c !== null && [c.kingFile, ...c.kingsideFiles, ...c.queensideFiles].every((f) => f < d.cols) && c.kingsideFiles.every((f) => f > c.kingFile) && c.queensideFiles.every((f) => f < c.kingFile);
  out.castling = c && c.king !== '' && c.rooks.length > 0 && (fits || rights)
    ? { king: c.king, rooks: c.rooks, kingFile: fileLetter(c.kingFile), kingside: fileLetter(c.kingsideFiles[0]!), queenside: fileLetter(c.queensideFiles[0]!), chess960: c.chess960, ...(c.rank ? { rank: c.rank + 1 } : {}), ...(c.dropped ? { dropped: true } : {}) }
    : false;
  if (c && (c.kingsideFiles.length > 1 || c.queensideFiles.length > 1) && out.castling) {
    out.castling.kingside = c.kingsideFiles.map(fileLetter);
    out.castling.queenside = c.queensideFiles.map(fileLetter);
  }
  const hasPawns = [...used].some((l) => d.pieces.get(l)!.pawn);
  // Zones beyond the board (a parent's *8 on a smaller board) hold no square.
  const onBoard = (z: number[]) => z.filter((r) => r < d.rows);
  const squares = promotionSquares(d) !== null;
  const zone = relativeZone(d, [onBoard(d.promoZone[0]), onBoard(d.promoZone[1])]);
  // Zones that are not mirror images are written as squares (promotionSquares), so every zone has a counterpart.
  const promotes = hasPawns || (d.promoPieces !== null && Object.keys(d.promoPieces).some((l) => used.has(l)));
  if (!zone && !squares && promotes) problem('promotionRegion', 'promotion zones that are not mirror images of each other have no counterpart in fairyforge yet');
  out.promotion = {
    // A zone of single squares is a region (and the ranks, unused, keep their default).
    ...(squares ? { region: PROMOTION_REGION } : { ranks: oneBased(zone && zone.length > 0 ? zone : [d.rows - 1]) }),
    choices: d.choices[0].join() === d.choices[1].join() ? d.choices[0] : { white: d.choices[0], black: d.choices[1] },
    mandatory: d.promoPieces && !(hasPawns && d.choices.some((x) => x.length > 0)) ? d.mandatoryPiece : d.mandatory,
    // Pawn choices and piece promotion that differ in being compulsory (forward chess).
    ...(d.promoPieces && hasPawns && d.choices.some((x) => x.length > 0) && d.mandatory !== d.mandatoryPiece ? { piecesMandatory: d.mandatoryPiece } : {}),
    ...(d.promoPieces ? { pieces: d.promoPieces } : {}),
    ...(d.promoPieces && d.demote ? { demote: true } : {}),
    ...(d.promoPieces && d.onCapture ? { onCapture: true } : {}),
    ...(d.sittuyin ? { sittuyin: true } : {}),
    ...(d.limit ? { limit: Object.fromEntries(Object.entries(d.limit).filter(([l]) => used.has(l))) } : {}),
  };
  const initialRanks: Record<string, number[]> = {};
  const initialRegions: Record<string, string> = {};
  const doubleRegion = doubleSquares(d) !== null;
  for (const l of used) {
    const p = d.pieces.get(l)!;
    if (!/i/.test(p.betza)) continue;
    if (p.pawn && doubleRegion) {
      initialRegions[l] = DOUBLE_REGION;
      continue;
    }
    const sides = p.pawn ? (d.doubleStep ? pawnZone(d) : []) : d.otherInitial[l] && d.otherInitial[l][0].join() === d.otherInitial[l][1].join() ? d.otherInitial[l][0] : null;
    if (sides === null) problem('doubleStepRegion', `initial moves of ${l} on ranks that differ between the sides have no counterpart in fairyforge yet`);
    else initialRanks[l] = oneBased(sides);
  }
  if (Object.keys(initialRanks).length > 0) out.initialRanks = initialRanks;
  if (Object.keys(initialRegions).length > 0) out.initialRegions = initialRegions;
  if (r.initialReach) out.initialReach = Object.fromEntries(Object.entries(r.initialReach).map(([l, v]) => [l, v + 1]));
  out.stalemate = r.stalemate;
  // Stated either way: a parent's (ataxx's) would stay otherwise.
  out.stalematePieceCount = r.stalematePieceCount === true;
  out.checkmate = r.checkmate ?? 'loss';
  out.moveRule = r.moveRule === null ? false : r.moveRule ? { moves: r.moveRule.moves, resetBy: [...r.moveRule.resetBy] } : { moves: 50 };
  out.repetition = { count: r.repetition ?? 3, value: r.repetitionValue ?? 'draw' };
  out.mustCapture = r.mustCapture === true;
  out.checking = r.checking !== false;
  out.makpong = r.makpong === true;
  if (r.shatarMate) out.shatarMate = { shak: [...r.shatarMate.shak], noMate: [...r.shatarMate.noMate] };
  if (c) out.oppositeCastling = r.oppositeCastling === true;
  if (c && r.castlingWins?.length) out.castlingWins = [...r.castlingWins] as ('K' | 'Q' | 'k' | 'q')[];
  out.extinction = r.extinction ? { types: r.extinction.types === '*' ? '*' : [...r.extinction.types], count: r.extinction.count, opponentCount: r.extinction.opponentCount, claim: r.extinction.claim, value: r.extinction.value, pseudoRoyal: r.extinction.pseudoRoyal === true, dupleCheck: r.extinction.dupleCheck === true } : false;
  out.flag = r.flag ? { pieces: { white: [...r.flag.pieces[0]], black: [...r.flag.pieces[1]] }, region: { white: [...r.flag.regions[0]], black: [...r.flag.regions[1]] }, move: r.flag.move, safe: r.flag.safe === true, ...(r.flag.count !== undefined && r.flag.count !== 1 ? { count: r.flag.count } : {}), ...(r.flag.blockedWin ? { blockedWin: true } : {}) } : false;
  // Connect-n counts the pieces the variant plays with (a parent's list may name letters this section dropped).
  out.connect = r.connect ? { ...(r.connect.n >= 2 ? { n: r.connect.n } : {}), ...(r.connect.square ? { square: r.connect.square } : {}), ...(r.connect.collinear ? { collinear: r.connect.collinear } : {}), horizontal: r.connect.horizontal, vertical: r.connect.vertical, diagonal: r.connect.diagonal, pieces: r.connect.pieces.filter((l) => used.has(l)), value: r.connect.value, ...(r.connect.regions ? { regions: { white: [[...r.connect.regions[0][0]], [...r.connect.regions[0][1]]], black: [[...r.connect.regions[1][0]], [...r.connect.regions[1][1]]] } } : {}) } : false;
  out.flyingGeneral = r.flyingGeneral === true;
  // Stated either way: a file under janggi would keep that parent's bikjang.
  out.bikjang = r.bikjang === true;
  out.checkCount = r.checkCount ?? 0;
  out.counting = r.counting ?? false;
  if (r.countingPieces) out.countingPieces = { ...r.countingPieces };
  out.materialCounting = r.materialCounting ?? false;
  out.perpetualCheck = r.perpetualCheck ?? false;
  if (r.moveRepetition) out.moveRepetition = r.moveRepetition;
  const dr = r.drops;
  out.drops = dr
    ? {
        // That engine puts every captured piece in hand (a parent's list may predate this section's pieces).
        toHand: dr.toHand.length > 0 ? [...used].filter((l) => !d.pieces.get(l)!.royal).sort() : [],
        demote: dr.demote,
        ranks: Object.fromEntries(Object.entries(dr.ranks).filter(([l]) => used.has(l)).map(([l, [w, b]]) => [l, w.join() === b.join() ? oneBased(w) : { white: oneBased(w), black: oneBased(b) }])),
        ...(dr.noDoubled ? { noDoubled: dr.noDoubled.letter, noDoubledCount: dr.noDoubled.count } : {}),
        ...(dr.noDropMate?.length ? { noDropMate: [...dr.noDropMate] } : {}),
        ...(dr.promoted && d.promoPieces ? { promoted: true } : {}),
        ...(dr.mustDrop ? { mustDrop: true } : {}),
        // Where a drop lands, stated either way: a parent's (cfour's on top) would stay otherwise, as mappings merge key by key.
        onTop: dr.onTop === true,
        anySide: dr.anySide === true,
        ...(dr.checks === false ? { checks: false } : {}),
        ...(d.dropSquares[0] || d.dropSquares[1] ? { region: DROP_REGION } : {}),
        // That engine drops a piece kept to a region only inside it (its mobility region bounds drops too).
        ...(dropRegions(d, used) ? { regions: dropRegions(d, used)! } : {}),
        ...(dr.oppositeColors?.length ? { oppositeColors: dr.oppositeColors.filter((l) => used.has(l)) } : {}),
      }
    : false;
  out.blast = r.blast ? { immune: [...r.blast.immune], ...(r.blast.proof?.length ? { proof: [...r.blast.proof] } : {}) } : false;
  if (r.mutuallyImmune?.length) out.mutuallyImmune = [...r.mutuallyImmune];
  out.petrify = r.petrify ? { pieces: [...r.petrify.pieces] } : false;
  out.gating = r.gating ? { hand: r.gating.fromHand, ...(r.gating.cambodian ? { cambodian: { ...r.gating.cambodian } } : {}) } : false;
  out.walls = r.walls ?? false;
  if (r.wallOrMove && (r.walls === 'edge' || r.walls === 'static')) out.wallOrMove = true;
  if (r.walls === 'static' && (d.wallSquares[0] || d.wallSquares[1])) out.wallRegion = WALL_REGION;
  // Clones stated either way: a parent's (crusade's none) would stay otherwise.
  out.flip = r.flip ? { rule: r.flip.rule, ...(r.flip.start?.length ? { start: [...r.flip.start] } : {}), ...(r.flip.fullBoard === false ? { fullBoard: false } : {}), ...(r.flip.rule === 'ataxx' ? { clones: r.flip.clones !== false } : {}) } : false;
  out.pass = r.pass ?? false;
  return out;
}

const allSquares = (d: Draft) => Array.from({ length: d.rows }, (_, r) => Array.from({ length: d.cols }, (_, c) => `${fileLetter(c)}${r + 1}`)).flat();

/** The region (written by pieceRegions as `mobility<X>`) each piece kept to a region is dropped in; null for none. */
function dropRegions(d: Draft, used: Set<string>): Record<string, string> | null {
  // A royal piece is in hand only where the setup puts it there (placement's king).
  const hands = (d.startFen.split(/\s+/)[0]!.match(/\[([^\]]*)\]/)?.[1] ?? '').toUpperCase();
  const out = Object.fromEntries([...used].sort().filter((l) => d.pieces.get(l)!.region && (!d.pieces.get(l)!.royal || hands.includes(l))).map((l) => [l, `mobility${l}`]));
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The pawns' initial ranks, one list for both sides. A side whose zone is empty
 * (`-`) while the other's is not has no pawns to use it in a game without
 * drops (the export of an army without pawns writes it so): it takes the other's.
 */
function pawnZone(d: Draft): number[] | null {
  const [w, b] = d.doubleZone;
  // With drops, a side without a zone matters only if it can ever have a pawn: synochess's Black has none and gains none.
  if ((!d.rules.drops || neverPawns(d, w.length === 0 ? 0 : 1)) && (w.length === 0) !== (b.length === 0)) {
    const z = w.length > 0 ? w : b.map((r) => d.rows - 1 - r);
    return relativeZone(d, [z, z.map((r) => d.rows - 1 - r)]);
  }
  return relativeZone(d, d.doubleZone);
}

/** Whether a side has no pawn in its setup, on the board or in hand, and gains none (captured pieces do not go to hand). */
function neverPawns(d: Draft, side: number): boolean {
  const pawns = [...d.pieces].filter(([, p]) => p.pawn).map(([l]) => (side === 0 ? l : l.toLowerCase()));
  const setup = d.startFen.split(/\s+/)[0] ?? '';
  return (d.rules.drops?.toHand.length ?? 0) === 0 && !pawns.some((l) => setup.includes(l));
}

/** The file's body: where it came from, and the rules in a few lines. */
export function rulesText(d: Draft, title: string, source: string): string {
  const used = [...usedLetters(d)].sort();
  const lines = [`## ${title}`, '', `Imported from ${source} by \`fairyforge import-ini\`.`, '', `- Board: ${d.cols}×${d.rows}.`];
  lines.push(`- Pieces: ${used.map((l) => `${l} ${d.pieces.get(l)!.name} (\`${d.pieces.get(l)!.betza || '-'}\`)`).join(', ')}.`);
  const r = d.rules;
  const notes: string[] = [];
  if (d.castling && d.castling.king) notes.push('castling');
  if (r.drops) notes.push('drops');
  if (r.extinction) notes.push('extinction');
  if (r.flag) notes.push('a flag region');
  if (r.checkCount) notes.push(`${r.checkCount} checks win`);
  if (r.mustCapture) notes.push('compulsory captures');
  if (r.blast) notes.push('atomic blasts');
  if (r.counting) notes.push(`${r.counting} counting`);
  if (r.shatarMate) notes.push("shatar's mating rules");
  if (notes.length > 0) lines.push(`- Rules: ${notes.join(', ')}.`);
  lines.push(`- Stalemate: ${r.stalemate}; checkmate: ${r.checkmate ?? 'loss'} for the mated side.`);
  return `${lines.join('\n')}\n`;
}
