/**
 * Kernel part: does a move give check? Asked before the move is made, by
 * `checking: false` (checkFilter.ts) and by check counting's make
 * (checkCount.ts), so that they need not make every move and walk every line
 * to the opponent's royal piece. It answers for a position
 * where that piece is not attacked already (any position reached by legal
 * moves; the caller tests a position given otherwise). The move gives check
 * when the piece on its target attacks the royal square there (directly: a leap, or a line
 * clear once the piece has left its square), or when leaving its square
 * opens a line of one of our riders to the royal square (a discovered
 * check). Two tables, built once at load: per attacker colour, royal square
 * and square, the types attacking the royal square by a leap from that
 * square, and the one attack ray from the royal square through that square.
 *
 * The answer is 1 (check), 0 (no check) or -1 (don't know: the caller makes
 * the move and tests) — the last wherever these tests are not proven exact:
 * hopping, lame or jumping attackers (not line attacks only), two rays
 * sharing a square, en passant (the victim's square empties), castling (the
 * rook moves too), promotion, several royal pieces. A factory compiled per
 * variant (see board.ts); a variant that uses neither rule gets
 * noGivesCheckPart, which knows nothing.
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type GivesCheckPart = ReturnType<typeof givesCheckPart>;

export function givesCheckPart(v: KernelTables, K: KernelConstants) {
  const { size, attLeapOff, attLeapFrom, attLeapMask, attLeapMode, attRayOff, attRay, attRayMask, attRayKind, raySqOff, raySq } = v;
  const { KIND_NORMAL, KIND_DOUBLE, RAY_SLIDE, moveFrom, moveTo, moveKind, movePromotion } = K;
  // Built only for a variant whose rules ask (the stand-in is the usual choice elsewhere): 2 × size² entries each.
  // No checking asks of the moves it filters, check counting (checkCount.ts) of the moves it makes.
  const wanted = v.spec.checking === false || v.checkCount !== undefined;
  const n = wanted ? 2 * size * size : 0;
  // leapMask[(c*size + royal)*size + sq]: types of colour c attacking `royal` by a plain leap from sq.
  const leapMask = new Int32Array(n);
  // lineEntry[...]: the attRay entry whose ray from `royal` passes sq; -1 none, -2 several (then -1: don't know).
  const lineEntry = new Int32Array(n).fill(-1);
  // Per colour: can every capture of that colour be tested along lines and by plain leaps?
  const fast = [0, 0];
  for (let c = 0; c < 2 && wanted; c++) {
    let plain = v.lineAttacksOnly[c] === true;
    for (let k = c * size; k < (c + 1) * size; k++) {
      const base = k * size;
      for (let i = attLeapOff[k]!; i < attLeapOff[k + 1]!; i++) {
        if (attLeapMode[i] !== 0) plain = false;
        const at = base + attLeapFrom[i]!;
        leapMask[at] = leapMask[at]! | attLeapMask[i]!;
      }
      for (let i = attRayOff[k]!; i < attRayOff[k + 1]!; i++) {
        if (attRayKind[i] !== RAY_SLIDE) plain = false;
        const r = attRay[i]!;
        for (let j = raySqOff[r]!; j < raySqOff[r + 1]!; j++) {
          const at = base + raySq[j]!;
          lineEntry[at] = lineEntry[at] === -1 ? i : -2;
        }
      }
    }
    fast[c] = plain ? 1 : 0;
  }

  /** Are the squares of ray r from the royal square up to `target` empty (`from` counting as empty)? */
  function clearTo(board: Uint8Array, r: number, target: number, from: number): boolean {
    for (let j = raySqOff[r]!; ; j++) {
      const s = raySq[j]!;
      if (s === target) return true;
      if (board[s] !== 0 && s !== from) return false;
    }
  }

  /** Does moving from `from` to `to` (-1: off the line) uncover, along the ray of entry e, a rider of colour us that attacks along it? */
  function uncovers(board: Uint8Array, e: number, from: number, to: number, us: number): boolean {
    const r = attRay[e]!;
    const stop = raySqOff[r + 1]!;
    let j = raySqOff[r]!;
    for (; ; j++) {
      const s = raySq[j]!;
      if (s === from) break;
      if (s === to || board[s] !== 0) return false;
    }
    for (j++; j < stop; j++) {
      const s = raySq[j]!;
      if (s === to) return false;
      const code = board[s]!;
      if (code !== 0) return (code & 1) === us && ((attRayMask[e]! >> ((code >> 1) - 1)) & 1) === 1;
    }
    return false;
  }

  /** Could a move from `from` uncover a check (its piece the one screen between `royal` and our rider)? Asked once per piece: false spares the walk per move. */
  function screens(p: KernelState, from: number, royal: number): boolean {
    const us = p.turn;
    if (royal < 0 || fast[us] === 0) return true;
    const f = lineEntry[(us * size + royal) * size + from]!;
    return f === -2 || (f >= 0 && uncovers(p.board, f, from, -1, us));
  }

  /**
   * Would pseudo-legal move m of the side to move attack the opponent's royal piece, on `royal` (royalSquare of the
   * opponent: -1 none, -2 several)? `screen` is screens(p, moveFrom(m), royal) (or true). 1 yes, 0 no, -1 don't know.
   */
  function givesCheck(p: KernelState, m: number, royal: number, screen: boolean): number {
    const us = p.turn;
    if (royal === -1) return 0;
    const kind = moveKind(m);
    if (royal < 0 || fast[us] === 0 || (kind !== KIND_NORMAL && kind !== KIND_DOUBLE) || movePromotion(m) >= 0) return -1;
    const from = moveFrom(m);
    const to = moveTo(m);
    if (to === royal) return -1;
    const board = p.board;
    const bit = 1 << ((board[from]! >> 1) - 1);
    const base = (us * size + royal) * size;
    if ((leapMask[base + to]! & bit) !== 0) return 1;
    const e = lineEntry[base + to]!;
    const f = lineEntry[base + from]!;
    if (e === -2 || f === -2) return -1;
    if (e >= 0 && (attRayMask[e]! & bit) !== 0 && clearTo(board, attRay[e]!, to, from)) return 1;
    return screen && f >= 0 && uncovers(board, f, from, to, us) ? 1 : 0;
  }

  // The node's direct checks (prepare): from a square stamped `stamp`, a piece of a type in dMask attacks the royal square; dStamp[size] is that stamp (countNoCheck.ts reads them).
  const [dStamp, dMask] = [new Int32Array(wanted ? size + 1 : 1), new Int32Array(wanted ? size : 0)];
  let stamp = 0;

  function mark(sq: number, mask: number): void {
    dMask[sq] = dStamp[sq] === stamp ? dMask[sq]! | mask : mask;
    dStamp[sq] = stamp;
  }

  /**
   * For a list of moves from one node (checkFilter.ts): stamps the squares a piece would attack `royal` from as the
   * board stands (the plain leaps, each ray up to and including its first piece), so that givesCheckHere tests a
   * direct check by one lookup; false if the side to move attacks `royal` already (the premise fails).
   */
  function prepare(p: KernelState, royal: number): boolean {
    const us = p.turn;
    if (fast[us] === 0) return true;
    const board = p.board;
    const k = us * size + royal;
    dStamp[size] = ++stamp;
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) {
      const code = board[attLeapFrom[i]!]!;
      if (code !== 0 && (code & 1) === us && ((attLeapMask[i]! >> ((code >> 1) - 1)) & 1) === 1) return false;
      mark(attLeapFrom[i]!, attLeapMask[i]!);
    }
    for (let i = attRayOff[k]!, end = attRayOff[k + 1]!; i < end; i++) {
      const r = attRay[i]!;
      const mask = attRayMask[i]!;
      for (let j = raySqOff[r]!, stop = raySqOff[r + 1]!; j < stop; j++) {
        const sq = raySq[j]!;
        mark(sq, mask);
        const code = board[sq]!;
        if (code !== 0 && (code & 1) === us && ((mask >> ((code >> 1) - 1)) & 1) === 1) return false;
        if (code !== 0) break;
      }
    }
    return true;
  }

  /**
   * givesCheck after prepare(p, royal) answered true, the board unchanged since. If the moving piece is the first
   * on a ray, its type does not attack along it (else `royal` were attacked): its leaving opens no direct check.
   */
  function givesCheckHere(p: KernelState, m: number, royal: number, screen: boolean): number {
    const us = p.turn;
    const kind = moveKind(m);
    if (fast[us] === 0 || (kind !== KIND_NORMAL && kind !== KIND_DOUBLE) || movePromotion(m) >= 0) return -1;
    const from = moveFrom(m);
    const to = moveTo(m);
    if (to === royal) return -1;
    if (dStamp[to] === stamp && ((dMask[to]! >> ((p.board[from]! >> 1) - 1)) & 1) === 1) return 1;
    const f = screen ? lineEntry[(us * size + royal) * size + from]! : -1;
    return f === -2 ? -1 : f >= 0 && uncovers(p.board, f, from, to, us) ? 1 : 0;
  }

  return { givesCheck, screens, prepare, givesCheckHere, dStamp, dMask, fast };
}

/** The stand-in for a variant where moves may give check (nothing asks): it never knows. */
export function noGivesCheckPart(_v: KernelTables, _K: KernelConstants): GivesCheckPart {
  function givesCheck(_p: KernelState, _m: number, _royal: number, _screen: boolean): number {
    return -1;
  }
  function screens(_p: KernelState, _from: number, _royal: number): boolean {
    return true;
  }
  function prepare(_p: KernelState, _royal: number): boolean {
    return true;
  }
  return { givesCheck, screens, prepare, givesCheckHere: givesCheck, dStamp: new Int32Array(1), dMask: new Int32Array(0), fast: [0, 0] };
}
