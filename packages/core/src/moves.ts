/**
 * Move encoding. A move is one positive 31-bit integer so that move lists are
 * plain Int32Arrays and generation allocates nothing:
 *
 *   bits  0– 9  from square (for a drop: the dropped piece's type)
 *   bits 10–19  to square (for castling: the rook's square)
 *   bits 20–25  promotion piece type + 1 (0 = none); for castling, the
 *               king-destination option + 1
 *   bits 26–28  kind (see below)
 *
 * A locust move (KIND_LOCUST) has no promotion: bits 20–25 hold the low six
 * bits of its `via` square and bits 29–30 the high two (so such moves need a
 * board of at most 256 squares).
 *
 * A gating move (rules/gating.ts: a piece from the hand put on the square a
 * back-rank piece leaves) is its plain move with bit 29 set, and bit 30 set
 * where the gate is the `to` square (castling onto the rook's square) rather
 * than `from`; bits 20–25 then hold the gated type + 1. So a gating move
 * never promotes, and a gating castling move takes its slot's first king
 * destination (compile/gating.ts allows gating only with one per side). No
 * kind of its own: its kind is its plain move's (castling, e.p., ...).
 * `moveBase` gives that plain move back, which is what make/unmake's inner
 * parts see (kernel/gating.ts).
 */
export const KIND_NORMAL = 0;
/** En-passant capture: the victim stands on the position's e.p. victim square. */
export const KIND_EN_PASSANT = 1;
/** Castling: from = king, to = rook; the destinations are in the position's castling slots. */
export const KIND_CASTLE = 2;
/** A quiet initial move that leaves e.p. squares behind (pawn double step). */
export const KIND_DOUBLE = 3;
/** A drop (rules/drops.ts): a piece of type `from` taken from the mover's hand and put on the empty square `to`. */
export const KIND_DROP = 4;
/** A pass (rules/passing.ts): from = to = the mover's royal piece, nothing moves. */
export const KIND_PASS = 5;
/**
 * A multi-leg move that captures a piece it does not land on (on `via`), or
 * comes back to its own square (`to` = `from`: igui, or a pass with `via` =
 * `from`). Its text is `from` `via` `,` `via` `to` (uci.ts).
 */
export const KIND_LOCUST = 6;
/**
 * A wall placed as the second half of a walled move (rules/walls.ts): the
 * side that made the piece's move puts the duck or shoots the arrow on `to`;
 * `from` is the square the duck left (where it had none, `to`). Only wall
 * variants' kernels make or generate such moves; outside the kernel a whole
 * walled move travels as one number, see `WALLED_MOVE` below.
 */
export const KIND_WALL = 7;
/**
 * A wall half-move made together with its piece's move (walls.ts's whole
 * move): unmake takes back both. Bit 29, free in a wall move.
 */
export const WALL_JOINED = 1 << 29;
/**
 * A whole walled move as one number, outside the Int32 move lists: the
 * piece's move m plus (wall square + 1) × WALLED_MOVE. It stays an exact
 * integer (under 2^42), and every codec below reads the piece's move from it
 * unchanged, since JavaScript's bit operators take the low 32 bits.
 */
export const WALLED_MOVE = 4294967296;

/**
 * The move codecs, made by a factory that uses nothing but its parameter, so
 * that the kernel can compile a private copy of them into each variant's
 * kernel (see kernel.ts: no code shared between variants' hot loops). The
 * functions below are this module's own instance.
 */
export function moveCodecs(kinds: { readonly KIND_CASTLE: number; readonly KIND_LOCUST: number; readonly GATING?: boolean }) {
  const { KIND_CASTLE, KIND_LOCUST } = kinds;
  // A constant of each kernel copy: only a gating variant's codecs look at the gating bits.
  const gating = kinds.GATING !== false;
  const GATE = 1 << 29;
  const GATE_AT_TO = 1 << 30;

  function encodeMove(from: number, to: number, promoType: number, kind: number): number {
    return from | (to << 10) | ((promoType + 1) << 20) | (kind << 26);
  }

  /** A castling move: king's square, rook's square, and which of the right's king destinations it takes. */
  function encodeCastle(king: number, rook: number, option: number): number {
    return encodeMove(king, rook, option, KIND_CASTLE);
  }

  function moveFrom(m: number): number {
    return m & 1023;
  }

  function moveTo(m: number): number {
    return (m >>> 10) & 1023;
  }

  /** Promotion piece type, or -1. */
  function movePromotion(m: number): number {
    const kind = (m >>> 26) & 7;
    return kind === KIND_CASTLE || kind === KIND_LOCUST || (gating && (m & GATE) !== 0) ? -1 : ((m >>> 20) & 63) - 1;
  }

  /** A gating move: the plain move `m` (no promotion), with a piece of type `t` put on its `from` square, or on `to` (castling onto the rook's square). */
  function encodeGating(m: number, t: number, atTo: boolean): number {
    return (m & ~(63 << 20)) | ((t + 1) << 20) | GATE | (atTo ? GATE_AT_TO : 0);
  }

  /** The type a gating move puts on its gate, or -1 for any other move. */
  function moveGate(m: number): number {
    return gating && (m & GATE) !== 0 && ((m >>> 26) & 7) !== KIND_LOCUST ? ((m >>> 20) & 63) - 1 : -1;
  }

  /** A gating move's gate: its `to` square (castling onto the rook's square), else its `from`. */
  function moveGateSquare(m: number): number {
    return (m & GATE_AT_TO) !== 0 ? (m >>> 10) & 1023 : m & 1023;
  }

  /** The plain move of a gating move (a castling move's first destination). */
  function moveBase(m: number): number {
    const plain = m & ~((63 << 20) | GATE | GATE_AT_TO);
    return ((m >>> 26) & 7) === KIND_CASTLE ? plain | (1 << 20) : plain;
  }

  /** A locust move: from, the square captured on the way (or passed, for a pass), and where it ends. */
  function encodeLocust(from: number, via: number, to: number): number {
    return from | (to << 10) | ((via & 63) << 20) | (KIND_LOCUST << 26) | ((via >> 6) << 29);
  }

  /** A locust move's `via` square. */
  function moveVia(m: number): number {
    return ((m >>> 20) & 63) | (((m >>> 29) & 3) << 6);
  }

  /** For a castling move: which of its slot's king destinations it takes (bits 20–25 hold it + 1). */
  function moveCastleOption(m: number): number {
    return gating && (m & GATE) !== 0 ? 0 : ((m >>> 20) & 63) - 1;
  }

  function moveKind(m: number): number {
    return (m >>> 26) & 7;
  }

  return { encodeMove, encodeCastle, encodeLocust, encodeGating, moveFrom, moveTo, moveVia, movePromotion, moveCastleOption, moveKind, moveGate, moveGateSquare, moveBase };
}

export type MoveCodecs = ReturnType<typeof moveCodecs>;

// This instance reads every variant's moves, gating ones included.
const codecs = moveCodecs({ KIND_CASTLE, KIND_LOCUST, GATING: true });
export const { encodeMove, encodeCastle, encodeLocust, encodeGating, moveFrom, moveTo, moveVia, movePromotion, moveCastleOption, moveKind, moveGate, moveGateSquare, moveBase } = codecs;
