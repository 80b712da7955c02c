/**
 * The compiled forms of the rules that change what a capture or a move leaves
 * on the board (issue 18): blasts, petrification, walls placed with every
 * move, and flips. Kept apart from model.ts, which re-exports them, so that
 * neither file grows past a size one can read through.
 */
/** Atomic blasts (compile/blast.ts). */
export interface CompiledBlast {
  /** immune[t] = 1 if a blast leaves pieces of type t standing (not when they are the captor or the captured), 2 if it never removes them, the captor included (blast-proof). */
  readonly immune: Uint8Array;
  /** The squares around sq (a king's step away) are around[aroundOff[sq] .. aroundOff[sq + 1]). */
  readonly aroundOff: Int32Array;
  readonly around: Int16Array;
}

/** Petrification (compile/petrify.ts). */
export interface CompiledPetrify {
  /** pieces[t] = 1 if a piece of type t turns into a wall when it captures. */
  readonly pieces: Uint8Array;
  /** The hash key of a wall on sq: wallKeys[2 * sq], wallKeys[2 * sq + 1]. */
  readonly wallKeys: Int32Array;
}

/** Walls placed with every move (compile/walls.ts). */
export interface CompiledWalls {
  /** WALLS_DUCK: the one duck moves to any other empty square; WALLS_ARROW: a new wall along the moved piece's quiet moves from where it landed; WALLS_PAST: a new wall on the square the piece left; WALLS_STATIC: a new wall on any empty square of `region`; WALLS_EDGE: a new wall on an empty square of the rim or orthogonally next to a wall. */
  readonly rule: number;
  /** WALLS_STATIC: region[side * size + sq] = 1 where that side may put a wall (every square without `wallRegion`); other rules have none. */
  readonly region?: Uint8Array;
  /** The hash key of a wall on sq: wallKeys[2 * sq], wallKeys[2 * sq + 1] (petrification's keys). */
  readonly wallKeys: Int32Array;
  /** The hash key of the half-turn between a piece's move and its wall (lo, hi), so that such a position never meets a whole turn's in a table. */
  readonly phaseKey: Int32Array;
  /** WALLS_EDGE: edge[sq] = 1 on the board's rim (first and last rank and file); other rules have none. */
  readonly edge?: Uint8Array;
  /** A turn is a piece's move or a wall alone, never both (wallOrMove: kernel/wallOrMove.ts); absent: every move has its wall. */
  readonly orMove?: true;
}

export const WALLS_DUCK = 0;
export const WALLS_ARROW = 1;
export const WALLS_PAST = 2;
export const WALLS_STATIC = 3;
export const WALLS_EDGE = 4;

/** Flips (compile/flip.ts, kernel/flip.ts). */
export interface CompiledFlip {
  /** 1 for reversi (enemy lines enclosed by the move flip; a drop must enclose one), 0 for ataxx (the enemy pieces next to the move flip; drops clone next to an own piece), 2 for snort (nothing flips; drops onto squares with no enemy piece orthogonally next to them), 3 for free drops (nothing flips; drops onto any empty square), 4 for quadwrangle (drops onto any empty square; the enemy pieces next to a move flip, next to a drop only beside an own piece). */
  readonly reversi: number;
  /** The square one step from sq in direction d (0..7), or -1 off the board (or onto a hole): nbr[sq * 8 + d]. */
  readonly nbr: Int16Array;
  /** The squares of the board (holes left out). */
  readonly squares: Int16Array;
  /** Ataxx (and snort): the types cloned onto an empty square (next to an own piece; snort: with no enemy piece orthogonally next to it), from a supply without end; empty for reversi. */
  readonly cloneTypes: Int8Array;
  /** Reversi: while one of these squares is empty, drops go only there and need enclose nothing (flipersi's opening). */
  readonly start: Int16Array;
  /** 1 if a full board ends the game, scored by material. */
  readonly fullBoard: number;
  /** Ataxx's blocked squares (`*` in the FEN, set up in a position): the hash key of a wall on sq, wallKeys[2 * sq], wallKeys[2 * sq + 1]. */
  readonly wallKeys: Int32Array;
}
