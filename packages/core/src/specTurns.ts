/**
 * The VariantSpec fields of rules that change what a move or a turn is:
 * gating, walls placed with every move, and pieces that flip. spec.ts holds
 * the fields themselves; their types live here so that neither file grows
 * past a reader's page count.
 */

// --- gating and first-move rights (rules/gating.ts)
/**
 * Gates: per back-rank square, a right that lasts until the piece standing
 * there first moves (or is taken). The FEN writes them among the castling
 * letters, as file letters (`KQBCDFGkqbcdfg`; a `K`/`Q` also gates the king's
 * and that rook's squares).
 */
export interface GatingSpec {
  /**
   * S-chess gating: a piece leaving a gated square on its first move may put
   * a piece from its side's hand there (castling: on the king's or the rook's
   * square). Without drops the hands hold only what the setup gives, and a
   * side's gates close once its hand is empty.
   */
  readonly fromHand: boolean;
  /**
   * Ouk Chatrang's first moves, while the piece's gate lasts: the king's
   * leap (a knight's move onto the rank just ahead, to an empty square, not
   * out of check) and the met's double step straight ahead onto an empty
   * square. An enemy `rook` moving onto the king's rank or file closes the
   * king's gate. Null for none.
   */
  readonly cambodian: { readonly king: string; readonly met: string; readonly rook: string } | null;
}

// --- turn structure: walls placed with every move (rules/walls.ts)
/**
 * Walls placed as part of every move: after its piece's move the side to
 * move puts the duck on any empty square but the one it stands on (`duck`),
 * or shoots an arrow, a wall for good, from where its piece landed along
 * that piece's own quiet moves (`arrow`, the game of the amazons), or leaves
 * a wall for good on the square its piece left (`past`, snailtrail), or puts
 * a wall for good on any empty square (`static`, isolation; only on the
 * squares of `wallRegion` where given), or puts one on an empty square of
 * the board's edge or orthogonally next to a wall (`edge`, atlantis: the
 * sea eating the board from its rim). Walls are `*` in the FEN; a walled
 * move is written `e2e4,e4d5`.
 */
export type WallsSpec = 'duck' | 'arrow' | 'past' | 'static' | 'edge';

// --- capture effects: flips (rules/flip.ts)
/**
 * Flips: pieces that change sides. `ataxx`: after every move the enemy
 * pieces on the eight squares around its destination turn into the mover's,
 * and a drop (a clone, from a supply without end) goes only next to an own
 * piece. `snort`: nothing turns, and a drop (from a supply without end)
 * goes onto any empty square with no enemy piece orthogonally next to it.
 * `quadwrangle`: a drop (from a supply without end) goes onto any empty
 * square; the enemy pieces around where a piece moves to turn, around a
 * drop only when an own piece stands next to it.
 * `reversi`: a drop must enclose at least one line of enemy pieces
 * between it and an own piece, and every line it encloses turns.
 */
export interface FlipSpec {
  readonly rule: 'ataxx' | 'reversi' | 'snort' | 'free' | 'quadwrangle';
  /** Reversi: squares that take the first drops, anywhere among them, before the enclosing rule applies (flipersi). */
  readonly start?: readonly string[];
  /** The game ends when no empty square is left, the side with more pieces on the board winning (default true). */
  readonly fullBoard?: boolean;
  /** Ataxx: whether a move may clone a piece onto an empty square next to an own one (default true; crusade's pieces only capture). */
  readonly clones?: boolean;
}
