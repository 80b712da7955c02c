/**
 * Kernel parts of the gating rule (rules/gating.ts). The gates are one mask
 * in the position (bit f: White's first-rank square on file f; bit 16 + f:
 * Black's), read from the FEN's castling field.
 *
 * - `gatingMakePart` wraps make/unmake, outermost: a gating move is made as
 *   its plain move (moves.ts `moveBase`), then the gated piece leaves the hand
 *   for its gate; every move closes the gates it leaves, the rook square a
 *   castling move leaves, and the opponent's gate it lands on; without drops a
 *   side whose hand is empty has no gates left; in Ouk Chatrang a rook moving
 *   onto the enemy king's rank or file closes the king's gate. The gates
 *   before the move are kept per ply (`stGates`).
 * - `gatingLegalPart` wraps the legal generators: each legal move from a
 *   gate (castling: also onto the rook's gate) comes again once per piece in
 *   hand that may stand there. The gated piece shields nothing: a move is
 *   legal with it exactly when it is legal without (Fairy-Stockfish's rule),
 *   but a castling move whose king or rook would land on its gate cannot
 *   gate. A move that promotes does not gate (moves.ts has no room for both).
 *   Ouk Chatrang's first moves are added there too, each made and tested:
 *   the king's leap (a knight's move onto the rank ahead, onto an empty
 *   square, not out of check) and the met's double step onto an empty square.
 *
 * A variant without gates gets the stand-ins, which hand back the parts they
 * wrap. Factories compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

/** The legal generators a wrapper takes and gives. */
export interface LegalGenerators {
  generateLegal(p: KernelState, out: Int32Array, start: number): number;
  generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number;
}

export function gatingMakePart(v: KernelTables, K: KernelConstants, bd: BoardPart, mu: MakeUnmakePart): MakeUnmakePart {
  // Given a variant without gates (the stand-in is the usual choice then), make and unmake stay as they are.
  if (v.gating === undefined) return mu;
  const { size, nTypes } = v;
  const cols = v.geometry.cols;
  const { fromHand, capturesToHand, cambodianKing, cambodianRook } = v.gating!;
  const handKeys = v.hands === undefined ? new Int32Array(0) : v.hands!.handKeys;
  const { KIND_CASTLE, KIND_DROP, moveFrom, moveTo, moveKind, moveGate, moveGateSquare, moveBase, pieceCode } = K;
  const { put, removeQuiet } = bd;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;
  // gateOf[c * size + sq]: colour c's gate bit for sq (0 off its first rank).
  const gateOf = new Int32Array(2 * size);
  for (let f = 0; f < cols; f++) {
    gateOf[f] = 1 << f;
    gateOf[size + size - cols + f] = 1 << (16 + f);
  }
  const sideGates = [0xffff, 0xffff0000 | 0];
  const kingCode = [cambodianKing < 0 ? 0 : pieceCode(cambodianKing, 0), cambodianKing < 0 ? 0 : pieceCode(cambodianKing, 1)];
  const rookCode = [cambodianRook < 0 ? -1 : pieceCode(cambodianRook, 0), cambodianRook < 0 ? -1 : pieceCode(cambodianRook, 1)];

  function handEmpty(p: KernelState, c: number): boolean {
    for (let t = 0; t < nTypes; t++) if (p.hand[c * nTypes + t]! > 0) return false;
    return true;
  }

  /** Ouk Chatrang: a rook landing on `to` in line with the enemy king on its gate closes that gate. */
  function rookInLine(p: KernelState, them: number, to: number, gates: number): number {
    const pc = (kingCode[them]! - 2) * size;
    if (p.pcount[kingCode[them]! - 2] === 0) return gates;
    const ksq = p.plist[pc]!;
    const bit = gateOf[them * size + ksq]!;
    if ((gates & bit) === 0 || ksq === to) return gates;
    return ksq % cols === to % cols || ((ksq / cols) | 0) === ((to / cols) | 0) ? gates & ~bit : gates;
  }

  function make(p: KernelState, m: number): void {
    const ply = p.ply;
    if (ply >= p.stGates.length) p.grow();
    const us = p.turn;
    const them = us ^ 1;
    const kind = moveKind(m);
    const from = moveFrom(m);
    const to = moveTo(m);
    const mover = kind === KIND_DROP ? 0 : p.board[from]!;
    let gates = p.gates;
    p.stGates[ply] = gates;
    const t = moveGate(m);
    if (t < 0) makeMove(p, m);
    else {
      makeMove(p, moveBase(m));
      put(p, moveGateSquare(m), pieceCode(t, us));
      const i = us * nTypes + t;
      const n = --p.hand[i]!;
      p.hashLo ^= handKeys[2 * (i * size + n)]!;
      p.hashHi ^= handKeys[2 * (i * size + n) + 1]!;
      p.stMove[ply] = m;
    }
    if (kind !== KIND_DROP) gates &= ~gateOf[us * size + from]!;
    if (kind === KIND_CASTLE) gates &= ~gateOf[us * size + to]!;
    gates &= ~gateOf[them * size + to]!;
    if (fromHand && !capturesToHand && handEmpty(p, us)) gates &= ~sideGates[us]!;
    if (mover === rookCode[us]) gates = rookInLine(p, them, to, gates);
    p.gates = gates;
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    const m = p.stMove[ply]!;
    const t = moveGate(m);
    if (t >= 0) {
      // The gated piece off its square first: the plain move's unmake puts the mover back there.
      removeQuiet(p, moveGateSquare(m));
      p.hand[(p.turn ^ 1) * nTypes + t]!++;
      p.stMove[ply] = moveBase(m);
    }
    unmakeMove(p);
    p.gates = p.stGates[ply]!;
  }

  return { make, unmake };
}

/** The stand-in for a variant without gates: make and unmake as they are. */
export function noGatingMakePart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, mu: MakeUnmakePart): MakeUnmakePart {
  return mu;
}

export function gatingLegalPart(v: KernelTables, K: KernelConstants, at: AttacksPart, mu: MakeUnmakePart, lg: LegalGenerators): LegalGenerators {
  if (v.gating === undefined) return lg;
  const { size, nTypes } = v;
  const cols = v.geometry.cols;
  const rows = size / cols;
  const { fromHand, cambodianKing, cambodianMet } = v.gating!;
  // Without drops (S-chess alone) a gated piece may go on any gate; with them, where it could be dropped.
  const zone = v.hands === undefined ? new Uint8Array(2 * nTypes * size).fill(1) : v.hands!.dropZone;
  const { KIND_NORMAL, KIND_CASTLE, KIND_DROP, KIND_PASS, MAX_CASTLE_OPTIONS, encodeMove, encodeGating, moveFrom, moveTo, moveKind, movePromotion, pieceCode } = K;
  const { royalAttacked } = at;
  const { make, unmake } = mu;
  const legal = lg.generateLegal;
  const legalByMaking = lg.generateLegalByMaking;
  const gateOf = new Int32Array(2 * size);
  for (let f = 0; f < cols; f++) {
    gateOf[f] = 1 << f;
    gateOf[size + size - cols + f] = 1 << (16 + f);
  }
  const sideGates = [0xffff, 0xffff0000 | 0];
  const kingPc = cambodianKing < 0 ? [-1, -1] : [pieceCode(cambodianKing, 0) - 2, pieceCode(cambodianKing, 1) - 2];
  const metPc = cambodianMet < 0 ? [-1, -1] : [pieceCode(cambodianMet, 0) - 2, pieceCode(cambodianMet, 1) - 2];

  /** Does the castling move m land its king or rook on sq (slot option 0, the only one with gating)? */
  function castleCovers(p: KernelState, m: number, sq: number): boolean {
    for (let i = 0; i < p.nSlots; i++) {
      if (p.slotKing[i] !== moveFrom(m) || p.slotRook[i] !== moveTo(m)) continue;
      return p.slotKingTo[i * MAX_CASTLE_OPTIONS] === sq || p.slotRookTo[i * MAX_CASTLE_OPTIONS] === sq;
    }
    return false;
  }

  /** Each legal move in out[start..n) from a gate (castling: also onto the rook's), again once per piece in hand that may stand there. */
  function withGates(p: KernelState, out: Int32Array, start: number, n: number): number {
    const us = p.turn;
    const gates = p.gates & sideGates[us]!;
    let end = n;
    for (let i = start; i < n; i++) {
      const m = out[i]!;
      const kind = moveKind(m);
      if (kind === KIND_DROP || kind === KIND_PASS || movePromotion(m) >= 0) continue;
      const from = moveFrom(m);
      const to = moveTo(m);
      for (let side = 0; side < 2; side++) {
        const sq = side === 0 ? from : to;
        if (side === 1 && kind !== KIND_CASTLE) break;
        if ((gates & gateOf[us * size + sq]!) === 0) continue;
        if (kind === KIND_CASTLE && castleCovers(p, m, sq)) continue;
        for (let t = 0; t < nTypes; t++) {
          if (p.hand[us * nTypes + t]! > 0 && zone[(us * nTypes + t) * size + sq] === 1) out[end++] = encodeGating(m, t, side === 1);
        }
      }
    }
    return end;
  }

  /** m made and tested: does it leave our royal piece safe? */
  function safe(p: KernelState, m: number, us: number): boolean {
    make(p, m);
    const ok = !royalAttacked(p, us);
    unmake(p);
    return ok;
  }

  /** Ouk Chatrang's first moves of the side to move, while their gates last, into out[n..]. */
  function firstMoves(p: KernelState, out: Int32Array, n: number): number {
    const us = p.turn;
    const gates = p.gates;
    const board = p.board;
    const fwd = us === 0 ? 1 : -1;
    const kpc = kingPc[us]!;
    if (kpc >= 0 && p.pcount[kpc]! > 0) {
      const ksq = p.plist[kpc * size]!;
      if ((gates & gateOf[us * size + ksq]!) !== 0 && !royalAttacked(p, us)) {
        const r = ((ksq / cols) | 0) + fwd;
        const f = ksq % cols;
        for (let df = -2; df <= 2; df += 4) {
          if (r < 0 || r >= rows || f + df < 0 || f + df >= cols) continue;
          const to = r * cols + f + df;
          const m = encodeMove(ksq, to, -1, KIND_NORMAL);
          if (board[to] === 0 && safe(p, m, us)) out[n++] = m;
        }
      }
    }
    const mpc = metPc[us]!;
    if (mpc >= 0) {
      for (let j = 0, cnt = p.pcount[mpc]!; j < cnt; j++) {
        const from = p.plist[mpc * size + j]!;
        const r = ((from / cols) | 0) + 2 * fwd;
        if ((gates & gateOf[us * size + from]!) === 0 || r < 0 || r >= rows) continue;
        const to = r * cols + (from % cols);
        const m = encodeMove(from, to, -1, KIND_NORMAL);
        if (board[to] === 0 && safe(p, m, us)) out[n++] = m;
      }
    }
    return n;
  }

  function extend(p: KernelState, out: Int32Array, start: number, n: number): number {
    if ((p.gates & sideGates[p.turn]!) === 0) return n;
    const end = kingPc[0]! >= 0 || metPc[0]! >= 0 ? firstMoves(p, out, n) : n;
    return fromHand ? withGates(p, out, start, end) : end;
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    return extend(p, out, start, legal(p, out, start));
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    return extend(p, out, start, legalByMaking(p, out, start));
  }

  return { generateLegal, generateLegalByMaking };
}

/** The stand-in for a variant without gates: the legal generators as they are. */
export function noGatingLegalPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, _mu: MakeUnmakePart, lg: LegalGenerators): LegalGenerators {
  return lg;
}
