/**
 * The gates in the FEN (rules/gating.ts), as Fairy-Stockfish writes them:
 * among the castling letters, per side its castling rights then its gates'
 * file letters (`KQBCDFGkqbcdfg`). A `K` or `Q` is a castling right and also
 * gates the king's and that rook's squares, so those files are not written
 * again; a file letter is a gate on that side's first rank. Where gating
 * comes from a hand that can only empty (S-chess without drops), an empty
 * hand has no gates: none are written, and a file letter read then is a
 * castling right (X-FEN), as that engine reads it.
 */
import type { CompiledVariant } from './compile.ts';
import { fileName, squareAt } from './geometry.ts';
import { pieceCode } from './placement.ts';
import type { Position } from './position.ts';

/** Colour c's hand is empty. */
function handEmpty(pos: Position, c: number): boolean {
  for (let t = 0; t < pos.v.nTypes; t++) if (pos.hand[c * pos.v.nTypes + t]! > 0) return false;
  return true;
}

/** Colour c's letters are gates only where its gating can still happen or never needs a hand. */
function gatesKept(v: CompiledVariant, pos: Position, c: number): boolean {
  const gt = v.gating!;
  return !gt.fromHand || gt.capturesToHand || !handEmpty(pos, c);
}

/**
 * Reads the castling field of a gating variant: the gates into `pos.gates`,
 * the castling rights handed on as text to `castling` (fen.ts's reader).
 */
export function parseGates(v: CompiledVariant, pos: Position, text: string, castling: (rights: string) => string | null): string | null {
  if (text === '-') return null;
  const g = v.geometry;
  const cs = v.castling;
  let gates = 0;
  let rights = '';
  for (const ch of text) {
    const c = ch === ch.toUpperCase() ? 0 : 1;
    const up = ch.toUpperCase();
    const rank = c === 0 ? 0 : g.rows - 1;
    const bit = (f: number) => 1 << (16 * c + f);
    const isRook = (f: number) => {
      const code = pos.board[squareAt(g, f, rank)]!;
      return cs !== null && code !== 0 && (code & 1) === c && ((cs.rookMask >> ((code >> 1) - 1)) & 1) === 1;
    };
    if (up === 'K' || up === 'Q') {
      if (!cs) return `'${ch}' is a castling right, but this variant has no castling`;
      const king = pieceCode(cs.kingType, c);
      let kingFile = -1;
      for (let f = 0; f < g.cols; f++) if (pos.board[squareAt(g, f, rank)] === king) kingFile = kingFile < 0 || f === cs.kingFile ? f : kingFile;
      if (kingFile < 0) return `castling right '${ch}': no ${c ? 'black' : 'white'} ${v.letters[cs.kingType]} on its first rank`;
      let rookFile = -1;
      if (up === 'K') for (let f = g.cols - 1; f > kingFile && rookFile < 0; f--) rookFile = isRook(f) ? f : -1;
      else for (let f = 0; f < kingFile && rookFile < 0; f++) rookFile = isRook(f) ? f : -1;
      if (rookFile < 0) return `castling right '${ch}': no castling partner for it on the castling rank`;
      gates |= bit(kingFile) | bit(rookFile);
      rights += ch;
    } else if (up >= 'A' && up <= 'Z' && up.charCodeAt(0) - 65 < g.cols) {
      const f = up.charCodeAt(0) - 65;
      if (gatesKept(v, pos, c)) gates |= bit(f);
      else if (isRook(f)) rights += ch;
    } else return `'${ch}' is neither a castling right nor a gate`;
  }
  pos.gates = gates;
  return rights === '' ? null : castling(rights);
}

/** Colour c's gate letters for the FEN (upper case), after its castling rights; none where they repeat those. */
export function gateLetters(pos: Position, c: number): string {
  const v = pos.v;
  if (!v.gating) return '';
  const mask = (pos.gates >>> (16 * c)) & 0xffff;
  if (mask === 0 || !gatesKept(v, pos, c)) return '';
  const cols = v.geometry.cols;
  let skip = 0;
  for (let i = 0; i < pos.nSlots; i++) {
    if (((pos.castleMask >> i) & 1) === 0 || pos.slotColor[i] !== c) continue;
    skip |= (1 << pos.slotKing[i]! % cols) | (1 << pos.slotRook[i]! % cols);
  }
  let out = '';
  for (let f = 0; f < cols; f++) if ((mask >> f) & 1 && !((skip >> f) & 1)) out += fileName(f).toUpperCase();
  return out;
}
