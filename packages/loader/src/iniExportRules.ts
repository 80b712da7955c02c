/**
 * The parts of `export-ini` that depend on Fairy-Stockfish's own piece types
 * and on where pieces can never move again: which letters must be written as
 * that engine's built-in types (its rules name types, not letters: the shogi
 * pawn's drop mate, the makruk counting's rook, khon and knight, the pawn its
 * drop rules and counting know), shogi-style promotion, and hands and drops,
 * where `immobilityIllegal` is that engine's way of saying what fairyforge
 * states as promotion that is compulsory where a piece is stuck and as drop
 * ranks.
 */
import type { CompiledVariant, VariantSpec } from '@fairyforge/core';

type Loaded = { readonly spec: VariantSpec; readonly compiled: CompiledVariant };
type Set = (key: string, value: string | number | boolean) => void;
type Problem = (rule: string, message: string) => void;

/** That engine's pawn with and without its double step (the latter also without the `e`, which nothing can use then). */
export const FSF_PAWN = 'fmWfceF';
export const FSF_PAWN_DOUBLE = 'fmWfceFifmnD';
const FSF_PAWN_SINGLE = 'fmWfcF';
/** Built-in types a rule of that engine names, with the moves they have there. */
const TYPE_BETZA: Readonly<Record<string, string>> = { shogiPawn: 'fW', rook: 'R', silver: 'FfW', knight: 'N', fers: 'F', bishop: 'B', bers: 'RF' };

const lower = (letters: readonly string[]) => letters.map((l) => l.toLowerCase()).join('');
const relRank = (rows: number, r: number) => (r < 0 ? rows + r : r);

/**
 * The letters to write as a built-in type (letter → type name): those a rule
 * of that engine names by type. A letter whose moves differ from the type's
 * is reported against the rule that needs it.
 */
export function builtinTypes(v: Loaded, problem: Problem): Map<string, string> {
  const spec = v.spec;
  const out = new Map<string, string>();
  const want = (letter: string, type: string, rule: string, why: string) => {
    const p = spec.pieces.find((x) => x.letter === letter);
    if (!p) return;
    const had = out.get(letter);
    if (had && had !== type) problem(rule, `${letter} would have to be both that engine's ${had} and its ${type}`);
    else if (p.betza !== TYPE_BETZA[type]) problem(rule, `${why} names that engine's ${type} type (${TYPE_BETZA[type]}), and ${letter} moves as ${p.betza}`);
    else out.set(letter, type);
  };
  const noDropMate = spec.drops?.noDropMate ?? [];
  if (noDropMate.length > 1) problem('drops.noDropMate', 'no drop mate for several piece types has no counterpart (that engine rules out only its shogi pawn\'s)');
  for (const l of noDropMate.slice(0, 1)) want(l, 'shogiPawn', 'drops.noDropMate', 'shogiPawnDropMateIllegal');
  if (spec.counting) {
    const c = spec.countingPieces ?? { rook: 'R', khon: 'S', knight: 'N' };
    want(c.rook, 'rook', 'counting', `${spec.counting} counting`);
    want(c.khon, 'silver', 'counting', `${spec.counting} counting`);
    want(c.knight, 'knight', 'counting', `${spec.counting} counting`);
    // Its counting starts only once no pawn of its pawn type is left.
    const pawns = spec.pieces.filter((p) => p.pawn);
    if (pawns.length !== 1 || !isFsfPawn(v, pawns[0]!.betza, true)) problem('counting', `${spec.counting} counting waits for the pawns of that engine's pawn type to be gone, and these pawns do not move as it`);
  }
  // dropOppositeColoredBishop names that engine's bishop type.
  const opposite = spec.drops?.oppositeColors ?? [];
  if (opposite.length > 1) problem('drops.oppositeColors', 'several piece types dropped on both colours: that engine\'s rule names its bishop only');
  for (const l of opposite.slice(0, 1)) want(l, 'bishop', 'drops.oppositeColors', 'dropOppositeColoredBishop');
  // Ouk Chatrang's first moves are those of that engine's king and fers (the met), closed by its rook.
  const camb = spec.gating?.cambodian;
  if (camb) {
    want(camb.met, 'fers', 'gating', 'cambodianMoves');
    want(camb.rook, 'rook', 'gating', 'cambodianMoves');
    if (!spec.pieces.find((p) => p.letter === camb.king)?.royal) problem('gating', `cambodianMoves moves that engine's king, and ${camb.king} is not royal`);
  }
  shatarTypes(spec, want, problem);
  castlingRook(spec, out);
  return out;
}

/**
 * A castling partner that moves as a rook is written as that engine's rook type. `castlingRookPieces` names any
 * type, but builds before it (native 14.0.1, whose `castlingRookPiece` is its rook type unless stated) ignore it
 * and crash on the first position of a section without that type.
 */
function castlingRook(spec: Loaded['spec'], out: Map<string, string>): void {
  const rooks = spec.castling?.rooks ?? [];
  const letter = rooks.find((l) => spec.pieces.find((p) => p.letter === l && !p.royal && !p.pawn)?.betza === TYPE_BETZA.rook);
  if (letter !== undefined && !out.has(letter) && ![...out.values()].includes('rook')) out.set(letter, 'rook');
}

/** That engine's shatarMateRule names its own types: a shak is a knight's, rook's or bers's check, and the knight may not mate alone. */
function shatarTypes(spec: Loaded['spec'], want: (letter: string, type: string, rule: string, why: string) => void, problem: Problem): void {
  const sm = spec.shatarMate;
  if (!sm) return;
  const lettersOf = (type: string) => spec.pieces.filter((p) => p.betza === TYPE_BETZA[type]).map((p) => p.letter);
  const [n, r, j] = [lettersOf('knight'), lettersOf('rook'), lettersOf('bers')];
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((l) => b.includes(l));
  if (!same(sm.shak, [...n, ...r, ...j]) || !same(sm.noMate, n) || n.length !== 1) {
    problem('shatarMate', "shatarMateRule fixes that engine's knight, rook and bers as the shak pieces and the knight as the one that may not mate: these lists differ");
    return;
  }
  for (const [letters, type] of [[n, 'knight'], [r, 'rook'], [j, 'bers']] as const) for (const l of letters) want(l, type, 'shatarMate', 'shatarMateRule');
}

/**
 * Whether a pawn's moves are that engine's `pawn` type (with its double step as doubleStep says; `single` also takes the pawn
 * without `e`, which nothing can use without a double step: makruk's, makhouse's dropped ones too).
 */
export function isFsfPawn(v: Loaded, betza: string, single: boolean): boolean {
  return betza === FSF_PAWN || betza === FSF_PAWN_DOUBLE || (single && betza === FSF_PAWN_SINGLE);
}

/**
 * stuck(letter, side)[sq] is true where the piece has no move on an empty
 * board: where that engine's immobilityIllegal forbids it to go without
 * promoting, or to be dropped.
 */
export function stuckSquares(v: Loaded, letter: string, side: number): boolean[] {
  const c = v.compiled;
  const t = c.typeByLetter.get(letter)!;
  const out: boolean[] = [];
  for (let sq = 0; sq < c.size; sq++) {
    const k = (t * 2 + side) * c.size + sq;
    let moves = false;
    for (let i = c.leapOff[k]!; i < c.leapOff[k + 1]! && !moves; i++) if (c.leapMode[i]! & 1) moves = true;
    for (let i = c.rayOff[k]!; i < c.rayOff[k + 1]! && !moves; i++) {
      const ray = c.rayList[i]!;
      if (c.rayMode[ray]! & 1 && c.raySqOff[ray + 1]! > c.raySqOff[ray]!) moves = true;
    }
    out.push(!moves && !c.geometry.holes?.[sq]);
  }
  return out;
}

/** Shogi-style promotion: each piece's promoted type, and whether it is mandatory. */
export function piecePromotion(spec: VariantSpec, set: Set, problem: Problem): void {
  const p = spec.promotion;
  if (!p.pieces || Object.keys(p.pieces).length === 0) return;
  set('promotedPieceType', Object.entries(p.pieces).map(([from, to]) => `${from.toLowerCase()}:${to.toLowerCase()}`).join(' '));
  set('mandatoryPiecePromotion', p.piecesMandatory ?? p.mandatory);
  if (p.demote) set('pieceDemotion', true);
  if (p.onCapture) set('piecePromotionOnCapture', true);
  if (Object.values(p.pieces).some((to) => p.pieces![to] !== undefined)) problem('promotion.pieces', 'a promoted type that promotes again has no counterpart');
}

/**
 * Hands and drops, and immobilityIllegal. fairyforge makes a promotion
 * compulsory where the piece could never move again (shogi-style promotion,
 * and a pawn with a promotion limit), and states drop ranks per piece; that
 * engine has one switch for both, which forbids every piece to go, without
 * promoting, or be dropped where it has no move. The switch is written when
 * either rule needs it, and then every piece must agree with it.
 */
export function dropsAndImmobility(v: Loaded, types: ReadonlyMap<string, string>, pawnLetter: string | null, set: Set, problem: Problem): void {
  const spec = v.spec;
  const p = spec.promotion;
  const promotes = (p.pieces && Object.keys(p.pieces).length > 0) || (p.limit && Object.keys(p.limit).length > 0);
  const d = spec.drops;
  // Each side's promotion zone by its squares (a region of squares, Minihouse's a1 for White, or whole ranks).
  const zones = [0, 1].map((side) => promotionSquares(spec, side));
  const inZoneSq = (side: number, sq: number) => zones[side]!.has(sq);
  /** How much of a side's relative rank the zone covers. */
  const zoneRank = (side: number, r: number): 'all' | 'part' | 'none' => {
    const abs = side === 0 ? r : spec.rows - 1 - r;
    const n = Array.from({ length: spec.cols }, (_, f) => abs * spec.cols + f).filter((sq) => inZoneSq(side, sq)).length;
    return n === spec.cols ? 'all' : n > 0 ? 'part' : 'none';
  };
  const stuck = new Map(spec.pieces.map((x) => [x.letter, [0, 1].map((side) => stuckSquares(v, x.letter, side))]));
  /** Drop ranks of a letter as that engine gives them (null when stuck squares split a rank). */
  const fsfRanks = (letter: string, side: number, immobility: boolean, firstRank: boolean, inZone: boolean, region?: readonly number[]): number[] | null => {
    const out: number[] = [];
    for (let r = 0; r < spec.rows; r++) {
      if (region && !region.includes(r)) continue;
      if (rookDrop && letter === rook && r !== 0) continue;
      if (letter === pawnLetter && !firstRank && r === 0) continue;
      if (letter === pawnLetter && !inZone && zoneRank(side, r) === 'all') continue;
      // That engine keeps pawns off the zone's squares, and a drop rank here is a whole rank.
      if (letter === pawnLetter && !inZone && zoneRank(side, r) === 'part') return null;
      const abs = side === 0 ? r : spec.rows - 1 - r;
      const row = stuck.get(letter)![side]!.slice(abs * spec.cols, (abs + 1) * spec.cols);
      const free = row.filter((s) => !s).length;
      if (immobility && free !== spec.cols && free !== 0) return null;
      if (!immobility || free > 0) out.push(r);
    }
    return out;
  };
  const all = Array.from({ length: spec.rows }, (_, i) => i);
  const pawnRanks = pawnLetter && d?.ranks[pawnLetter] ? d.ranks[pawnLetter]!.flat() : [];
  const firstRank = pawnRanks.includes(0);
  const inZone = pawnLetter !== null && [0, 1].some((side) => (d?.ranks[pawnLetter]?.[side] ?? []).some((r) => zoneRank(side, r) !== 'none'));
  // The pieces that can be in hand: captured ones go there as what they promoted from, unless in loop drops.
  const hand = handLetters(spec);
  const inHand = spec.pieces.filter((x) => hand.has(x.letter));
  // That engine's sittuyinRookDrop: its rook type is dropped on the first rank only (within the drop region).
  const rook = [...types].find(([, t]) => t === 'rook')?.[0];
  const rookDrop = !!d && rook !== undefined && hand.has(rook) && [0, 1].every((side) => (d.ranks[rook]?.[side] ?? all).join() === '0');
  // A piece in hand that is never dropped (dragonfly's pawns) is that engine's dropNoDoubled with a count of 0: no drop onto
  // a file holding 0 or more of them. The others are dropped as their ranks say.
  const never = d && !d.noDoubled ? inHand.filter((x) => [0, 1].every((side) => d.ranks[x.letter]?.[side]?.length === 0)) : [];
  const neverLetter = never.length === 1 ? never[0]!.letter : null;
  const dropped = inHand.filter((x) => x.letter !== neverLetter);
  // That engine's drop region per side, the same for every piece: the ranks any of them may be dropped on.
  const region = [0, 1].map((side) => all.filter((r) => dropped.some((x) => (d?.ranks[x.letter]?.[side] ?? all).includes(r))));
  const dropsMatch = (immobility: boolean) =>
    !d || dropped.every((x) => [0, 1].every((side) => (fsfRanks(x.letter, side, immobility, firstRank, inZone, region[side]) ?? [-1]).join() === (d.ranks[x.letter]?.[side] ?? all).join()));
  const immobility = (!p.mandatory && promotes) || (!dropsMatch(false) && dropsMatch(true));
  if (immobility) {
    set('immobilityIllegal', true);
    // Every piece that can stand where it never moves again must be one fairyforge makes promote there.
    for (const x of spec.pieces) {
      // That engine applies the switch to drops and to plain moves only: a piece that never moves (Mandala's crowned pawn) and
      // is never in hand arrives only by promotion, which it does not check.
      if (!hand.has(x.letter) && [0, 1].every((side) => stuck.get(x.letter)![side]!.every((s, sq) => s || v.compiled.geometry.holes?.[sq]))) continue;
      const promotesThere = p.pieces?.[x.letter] !== undefined || (x.pawn && (p.mandatory || (p.limit !== undefined && !p.pieces)));
      const loose = [0, 1].some((side) => stuck.get(x.letter)![side]!.some((s, sq) => s && !(promotesThere && inZoneSq(side, sq))));
      if (loose) problem(`pieces.${x.letter}`, `${x.letter} may stand where it can never move again, which that engine's immobilityIllegal (needed here for ${promotes && !p.mandatory ? 'the compulsory promotion of stuck pieces' : 'the drop ranks'}) forbids`);
    }
  }
  if (!d) return;
  set('pieceDrops', true);
  // Without captures to hand, only what the setup's hands hold is ever dropped (placement).
  set('capturesToHand', d.toHand.length > 0);
  if (d.toHand.length > 0 && [...hand].some((l) => !d.toHand.includes(l))) problem('drops', 'only some captured pieces going to hand has no counterpart');
  if (d.mustDrop) set('mustDrop', true);
  if (rookDrop) set('sittuyinRookDrop', true);
  if (d.oppositeColors?.length && types.get(d.oppositeColors[0]!) === 'bishop') set('dropOppositeColoredBishop', true);
  if (!d.demote) set('dropLoop', true);
  if (firstRank) set('firstRankPawnDrops', true);
  if (inZone) set('promotionZonePawnDrops', true);
  if (d.noDoubled) {
    set('dropNoDoubled', d.noDoubled.letter.toLowerCase());
    if (d.noDoubled.count !== 1) set('dropNoDoubledCount', d.noDoubled.count);
  } else if (neverLetter) {
    set('dropNoDoubled', neverLetter.toLowerCase());
    set('dropNoDoubledCount', 0);
  }
  if (d.noDropMate?.length && types.get(d.noDropMate[0]!) === 'shogiPawn') set('shogiPawnDropMateIllegal', true);
  if (d.promoted) set('dropPromoted', true);
  if (d.onTop) set('dropOnTop', true);
  // A drop that may not give check (xiangqihouse's).
  if (d.checks === false) set('dropChecks', false);
  // Drops that come in from an edge are that engine's enclosingDrop = anyside (one setting with flips and drops on top there).
  if (d.anySide) {
    if (spec.flip) problem('drops.anySide', 'drops from an edge in a game that flips: that engine states both with its one enclosingDrop');
    else set('enclosingDrop', 'anyside');
  }
  // A drop region of squares (shinobi's half) is written as them, less the ranks no piece is dropped on.
  const named = d.region !== undefined ? spec.regions?.[d.region] : undefined;
  if (named) {
    const onRanks = (side: number, sq: string) => region[side]!.includes(side === 0 ? Number(sq.slice(1)) - 1 : spec.rows - Number(sq.slice(1)));
    set('whiteDropRegion', named[0].filter((sq) => onRanks(0, sq)).join(' ') || '-');
    set('blackDropRegion', named[1].filter((sq) => onRanks(1, sq)).join(' ') || '-');
  } else if (region.some((r) => r.length !== spec.rows)) {
    set('whiteDropRegion', region[0]!.map((r) => `*${r + 1}`).join(' ') || '-');
    set('blackDropRegion', region[1]!.map((r) => `*${spec.rows - r}`).join(' ') || '-');
  }
  pieceDropRegions(spec, dropped, problem);
  for (const x of dropped) {
    for (const side of [0, 1]) {
      const theirs = fsfRanks(x.letter, side, immobility, firstRank, inZone, region[side]);
      const ours = d.ranks[x.letter]?.[side] ?? all;
      if (theirs === null || theirs.join() !== ours.join()) {
        problem('drops', `drop ranks of ${x.letter} (${ours.map((r) => r + 1).join(' ')}) other than that engine's (${theirs ? theirs.map((r) => r + 1).join(' ') : 'part of a rank'}) have no counterpart`);
        break;
      }
    }
  }
}

/**
 * Drop regions per piece. That engine drops a piece kept to a region (its mobilityRegion) only inside that region,
 * and has no other drop region per piece: fairyforge's must be the piece's own region, for every piece in hand that has one.
 */
function pieceDropRegions(spec: VariantSpec, inHand: readonly VariantSpec['pieces'][number][], problem: Problem): void {
  const squares = (name: string | undefined) => (name === undefined ? 'everywhere' : JSON.stringify([0, 1].map((side) => [...(spec.regions?.[name]?.[side] ?? [])].sort())));
  for (const x of inHand) {
    const dropped = spec.drops?.regions?.[x.letter];
    if (squares(dropped) === squares(x.region)) continue;
    problem('drops.regions', x.region === undefined
      ? `${x.letter} is dropped only in region '${dropped}': that engine has drop regions per piece only as the region a piece is kept to (mobilityRegion)`
      : `${x.letter} is kept to region '${x.region}', and that engine drops it only there, where fairyforge drops it ${dropped === undefined ? 'anywhere' : `in region '${dropped}'`}`);
  }
}

/**
 * The letters that can ever be in a hand: every piece but the royal ones (unless the setup puts them there), except, where captured
 * promoted pieces go to hand as what they promoted from, the promoted types that neither start
 * unpromoted on the board nor in a hand. Drop rules of the others change nothing.
 */
export function handLetters(spec: VariantSpec): ReadonlySet<string> {
  const d = spec.drops;
  const out = new Set<string>();
  if (!d) return out;
  const placement = spec.startFen.split(/\s+/)[0] ?? '';
  // Without captures to hand, the hands hold only what the setup puts there.
  if (d.toHand.length === 0) {
    const held = (placement.match(/\[([^\]]*)\]/)?.[1] ?? '').toUpperCase();
    return new Set(spec.pieces.filter((x) => held.includes(x.letter)).map((x) => x.letter));
  }
  const plain = new Set([...placement.replace(/\+[A-Za-z]/g, '')].filter((c) => /[a-z]/i.test(c)).map((c) => c.toUpperCase()));
  const promoted = new Set([...Object.values(spec.promotion.pieces ?? {}), ...spec.promotion.choices.flat()]);
  // A royal piece only where the setup puts it in a hand (placement's king).
  const hands = (spec.startFen.split(/\s+/)[0] ?? '').match(/\[([^\]]*)\]/)?.[1] ?? '';
  for (const x of spec.pieces) {
    if (x.royal ? hands.toUpperCase().includes(x.letter) : !d.demote || !promoted.has(x.letter) || plain.has(x.letter)) out.add(x.letter);
  }
  return out;
}

export { lower };

/** A side's promotion zone as absolute square indices: its region's squares, else its ranks (relative, a negative one counted from the last). */
function promotionSquares(spec: VariantSpec, side: number): ReadonlySet<number> {
  const p = spec.promotion;
  const region = p.region !== undefined ? spec.regions?.[p.region]?.[side] : undefined;
  if (region) return new Set(region.map((name) => (Number(name.slice(1)) - 1) * spec.cols + name.charCodeAt(0) - 97));
  const out = new Set<number>();
  for (const rel of p.ranks.map((r) => relRank(spec.rows, r))) {
    const abs = side === 0 ? rel : spec.rows - 1 - rel;
    for (let f = 0; f < spec.cols; f++) out.add(abs * spec.cols + f);
  }
  return out;
}
