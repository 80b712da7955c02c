/**
 * Fixed capacities of a position, shared by Position (which allocates) and
 * the kernel (which indexes): one definition, imported by both.
 */

/** Moves one position can have at most; generous for 26×26 boards of riders. */
export const MAX_MOVES = 8192;
/** E.p. squares one move may leave behind (a long initial step crosses several). */
export const MAX_EP = 8;
/**
 * Castling rights (one per colour and rook) a position may hold, both sides
 * together: the undo record keeps the rights mask in its top 16 bits.
 */
export const MAX_SLOTS = 16;
/**
 * King destinations one castling right may offer (flexible castling): every
 * file on one side of the king on the widest board (26 files), so no board
 * the schema allows runs out. A castle move keeps the option in 6 bits.
 */
export const MAX_CASTLE_OPTIONS = 25;
/**
 * Slots of one ply's blast record (kernel/blast.ts): the count, then one per
 * piece a blast removes — the captor and the eight squares around it.
 */
export const BLAST_RECORD = 10;
