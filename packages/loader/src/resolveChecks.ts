/**
 * Checks that catch a rule file which loads but does not say what its author
 * meant (a "silently wrong" file): bare letters that the catalogue resolves by
 * guesswork, a redefined pawn that stops being one, and pieces that can be
 * stranded on a square they can never leave. Errors stop the load; warnings
 * travel with the loaded variant (`LoadedVariant.warnings`).
 */
import { compileVariant, makeSquare, pieceColor, pieceType, placementIndexOf, tableEntryCount, type CompiledVariant, type VariantSpec } from '@fairyforge/core';
import type { Catalogue } from './catalogue.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { ResolvedPiece } from './loadTypes.ts';
import { err, originOf, type Origin } from './origin.ts';
import { isRecord } from './records.ts';
import type { Resolution } from './resolution.ts';
import type { PieceDefinition } from './types.ts';

const warn = (d: Diagnostic): Diagnostic => ({ ...d, severity: 'warning' });

/** Piece names the Markdown body states with their letter, in headings such as `#### Camel (C)`. */
export function statedPieceNames(body: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of body.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*\(([A-Z])\)[ \t]*$/gm)) out.set(m[2]!, m[1]!);
  return out;
}

const plainName = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Letters the chain never declares resolve through the catalogue's default
 * letters. A letter only one side uses that way is almost always a typo (an
 * error); a letter several catalogue pieces share is a guess (a warning),
 * unless the body names the piece it meant.
 */
export function checkCatalogueLetters(r: Resolution, pieces: readonly ResolvedPiece[], setupAt: Origin, placement: string, lead: number, catalogue: Catalogue, warnings: Diagnostic[]): void {
  const stated = statedPieceNames(r.leaf.body);
  for (const p of pieces) {
    if (p.origin.kind !== 'catalogue') continue;
    const white = placement.indexOf(p.letter);
    const black = placement.indexOf(p.letter.toLowerCase());
    const first = white < 0 ? black : black < 0 ? white : Math.min(white, black);
    if (first < 0) continue; // named only as a promotion choice: the choice itself is the declaration
    const declare = `declare it under engine.pieces (${p.letter}: ${p.name}, or ${p.letter}: { betza: … })`;
    if (white < 0 || black < 0) {
      const side = white < 0 ? 'Black' : 'White';
      r.diags.push(err('piece-undeclared', `'${placement[first]}' is used by ${side} only and declared nowhere: it became the catalogue's ${p.name}`, setupAt, `a typo? Otherwise ${declare}`, lead + first));
      continue;
    }
    const sharing = [...catalogue.entries].filter(([, e]) => e.letter === p.letter).map(([name]) => name);
    if (sharing.length < 2) continue;
    const named = stated.get(p.letter);
    if (named !== undefined && plainName(named) === plainName(p.name)) continue;
    warnings.push(warn(err('piece-ambiguous', `'${p.letter}' became the catalogue's ${p.name}, the first of ${sharing.length} pieces lettered ${p.letter} (${sharing.slice(0, 4).join(', ')}${sharing.length > 4 ? ', …' : ''})`, setupAt, `${declare}, or name it in a heading: #### ${p.name.charAt(0).toUpperCase()}${p.name.slice(1)} (${p.letter})`, lead + first)));
  }
}

/**
 * A child that redefines a parent's pawn letter by its Betza alone, without
 * `pawn:`, makes it an ordinary piece: promotion, en passant and the move
 * rule's pawn reset stop applying to it. Say so, unless the child says `pawn:`.
 */
export function checkPawnRedefinitions(r: Resolution, pieces: readonly ResolvedPiece[], parentPawns: ReadonlySet<string>, warnings: Diagnostic[]): void {
  const own = r.leaf.data.engine?.pieces;
  if (!isRecord(own)) return;
  for (const p of pieces) {
    const def = own[p.letter] as string | PieceDefinition | undefined;
    if (!parentPawns.has(p.letter) || p.pawn || def === undefined || typeof def === 'string' || def.pawn !== undefined) continue;
    warnings.push(warn(err('pawn-redefined', `${p.letter} was a pawn in the parent; redefined without \`pawn: true\`, it no longer promotes, takes or is taken en passant, or resets the move rule`, { src: r.leaf.src, path: ['engine', 'pieces', p.letter] }, 'add pawn: true to keep it a pawn, or pawn: false to say it is not one')));
  }
}

/**
 * Squares a piece could reach from where it starts, on an empty board (a
 * superset of what play reaches), from which it could never move again — and
 * that no promotion resolves: outside the promotion zone, or inside it where
 * a pawn's promotion is optional (a shogi-style one is compulsory there) — nor a flag region of a flag piece (arriving there
 * wins the game). One error per piece type and side.
 */
export function checkStranded(r: Resolution, compiled: CompiledVariant, board: ArrayLike<number>, setupAt: Origin, placement: string, lead: number): void {
  const size = compiled.size;
  for (const { code, stuck, start } of strandedPieces(compiled, board, placement)) {
    const t = pieceType(code);
    // A piece the file says may strand (nim's counters) is meant to: no error for it.
    const own = r.engine.pieces?.[compiled.letters[t]!];
    if (typeof own === 'object' && own !== null && own.mayStrand === true) continue;
    const c = pieceColor(code);
    const side = c === 0 ? 'White' : 'Black';
    const why = compiled.pawn[t] && compiled.promoZone[c * size + stuck] ? ' (promotion there is optional, so it may stay)' : '';
    const message = `${side}'s ${compiled.spec.pieces[t]!.name} (${compiled.letters[t]}) can reach ${makeSquare(compiled.geometry, stuck)}, from where it can never move again${why}`;
    if (why) r.diags.push(err('piece-stranded', message, r.at(['engine', 'rules', 'promotion', 'mandatory']), 'make promotion mandatory (mandatory: true), or give the pawn a move from there'));
    else {
      // At the piece's definition when this file gives it (that is what to change), else where it stands in the setup.
      const def = originOf(r.origins, ['engine', 'pieces', compiled.letters[t]!]);
      const hint = 'give the piece a move from there, or make it a pawn that promotes (pawn: true)';
      if (def && def.src === r.leaf.src) r.diags.push(err('piece-stranded', message, def, hint));
      else r.diags.push(err('piece-stranded', message, setupAt, hint, lead + placementIndexOf(placement, compiled.geometry, start)));
    }
  }
}

interface Stranded {
  /** The piece code, a square it can be stranded on, and the first square it starts from. */
  readonly code: number;
  readonly stuck: number;
  readonly start: number;
}

/**
 * The search depends only on the compiled tables and the start position, so
 * it is kept per compiled variant and placement: a warm load of an unchanged
 * file (the tables are reused) does not walk every piece's reach again.
 */
const strandedCache = new WeakMap<CompiledVariant, Map<string, readonly Stranded[]>>();

function strandedPieces(compiled: CompiledVariant, board: ArrayLike<number>, placement: string): readonly Stranded[] {
  let byPlacement = strandedCache.get(compiled);
  const hit = byPlacement?.get(placement);
  if (hit) return hit;
  const found = searchStranded(compiled, board);
  if (!byPlacement) strandedCache.set(compiled, (byPlacement = new Map()));
  byPlacement.set(placement, found);
  return found;
}

function searchStranded(compiled: CompiledVariant, board: ArrayLike<number>): Stranded[] {
  const size = compiled.size;
  const found: Stranded[] = [];
  // A piece that is stuck only because the board has holes in its way (Cross Derby's pawn on a6)
  // is the board's design, not a slip: asked of the same rules on the full rectangle.
  const whole = compiled.geometry.holes ? compileVariant(withoutHoles(compiled.spec)) : compiled;
  for (let code = 2; code < 2 * compiled.nTypes + 2; code++) {
    const t = pieceType(code);
    if (compiled.royal[t]) continue;
    const c = pieceColor(code);
    const starts: number[] = [];
    for (let sq = 0; sq < size; sq++) if (board[sq] === code) starts.push(sq);
    if (starts.length === 0) continue;
    const seen = new Uint8Array(size);
    const queue = [...starts];
    starts.forEach((sq) => (seen[sq] = 1));
    let stuck = -1;
    while (queue.length && stuck < 0) {
      const sq = queue.pop()!;
      const promotes = compiled.pawn[t] === 1 && compiled.promoZone[c * size + sq] === 1;
      if (promotes && compiled.promoMandatory) continue; // it becomes another piece here
      // An optional pawn promotion is compulsory where the pawn could not move again (Grand chess).
      if (promotes && compiled.pawnStuck !== undefined) continue;
      // A shogi-style promotion is compulsory where the piece could not move again.
      if ((compiled.piecePromotion?.promoteTo[t] ?? -1) >= 0 && compiled.promoZone[c * size + sq] === 1) continue;
      if (compiled.flag && (compiled.flag.pieceMask[c]! >> t) & 1 && compiled.flag.region[c * size + sq] === 1) continue; // arriving here wins
      if (tableEntryCount(compiled, code, sq) === 0 && (whole === compiled || tableEntryCount(whole, code, sq) === 0)) {
        stuck = sq;
        break;
      }
      for (const to of targets(compiled, code, sq)) if (!seen[to]) (seen[to] = 1), queue.push(to);
    }
    if (stuck >= 0) found.push({ code, stuck, start: starts[0]! });
  }
  return found;
}

/** The spec on the full rectangle: no holes, each `*` of the start position an empty square. */
function withoutHoles(spec: VariantSpec): VariantSpec {
  const { holes: _holes, ...rest } = spec;
  const [placement, ...fields] = spec.startFen.split(' ');
  // Runs of empty squares and holes merge into one count.
  const ranks = placement!.split('/').map((rank) => rank.replace(/[0-9*]+/g, (run) => String(run.match(/[0-9]+|\*/g)!.reduce((n, part) => n + (part === '*' ? 1 : Number(part)), 0))));
  return { ...rest, startFen: [ranks.join('/'), ...fields].join(' ') };
}

/** Every square a piece's tables name from `sq` (leap targets and ray squares). */
function targets(v: CompiledVariant, code: number, sq: number): number[] {
  const k = (code - 2) * v.size + sq;
  const out: number[] = [];
  for (let i = v.leapOff[k]!; i < v.leapOff[k + 1]!; i++) out.push(v.leapTo[i]!);
  for (let i = v.rayOff[k]!; i < v.rayOff[k + 1]!; i++) {
    const ray = v.rayList[i]!;
    for (let j = v.raySqOff[ray]!; j < v.raySqOff[ray + 1]!; j++) out.push(v.raySq[j]!);
  }
  return out;
}


/**
 * XBetza (read here) and Fairy-Stockfish give direction modifiers on K and
 * Q different meanings: `fK` is one step forward here, three squares there
 * (fW and fF). Authors arrive with Fairy-Stockfish's strings, so a piece the
 * variant defines that way gets a warning with both readings.
 */
export function checkBetzaDialect(r: Resolution, pieces: readonly ResolvedPiece[], warnings: Diagnostic[]): void {
  for (const p of pieces) {
    // A stated dialect, either one, says which reading is meant.
    if (p.origin.kind !== 'file' || p.dialect !== undefined) continue;
    const at = originOf(r.origins, ['engine', 'pieces', p.letter, 'betza']);
    if (!at) continue;
    for (const m of p.betza.matchAll(/([a-z]*)([KQ])/g)) {
      const mods = m[1]!.replace(/[^fbrlvsh]/g, '');
      // A multi-leg term (`a`): its later legs' letters are turns, and Fairy-Stockfish reads no such move at all.
      if (mods === '' || m[1]!.includes('a')) continue;
      const [o, d] = m[2] === 'K' ? ['W', 'F'] : ['R', 'B'];
      warnings.push(
        warn(
          err(
            'betza-dialect',
            `'${m[0]}' reads as XBetza here (one 8-fold direction set on ${m[2]}); Fairy-Stockfish reads it as ${mods}${o}${mods}${d}, its ${o} and ${d} parts each narrowed`,
            at,
            `state the reading with betzaDialect: xbetza or fsf on the piece (or engine.betzaDialect), or write the moves without ${m[2]} (e.g. ${mods}${o}, or ${mods}${o}${mods}${d})`,
            m.index,
            m[0].length,
          ),
        ),
      );
    }
  }
}
