/**
 * The constants every kernel part is handed besides the variant's tables,
 * taken from their one definition. The parts' source text is compiled again
 * for each variant (see ../kernel.ts), where it cannot see module imports, so
 * they receive these instead of importing; each part copies what it uses into
 * `const`s, which V8 then treats as constants of that variant's copy. The
 * move codecs join them in wireKernel (kernel/wire.ts), from a private copy
 * of moves.ts's `moveCodecs`.
 */
import { COUNTING_ASEAN, COUNTING_CAMBODIAN, COUNTING_MAKRUK, END_BARE_KING, END_CASTLING, END_CHECK_COUNT, END_CONNECT, END_DRAW, END_PASS, END_BIKJANG, END_FULL_BOARD, END_EXTINCTION, END_FLAG, END_LOSS, END_WIN, M_CAPTURE, M_EP, M_EP_CREATE, M_JUMP, M_LAME, M_MOVE, RAY_CANNON, RAY_CANNON_SHY, RAY_GRASSHOPPER, RAY_SLIDE, WALLS_DUCK, WALLS_EDGE, WALLS_PAST, WALLS_STATIC } from '../compile.ts';
import { BLAST_RECORD, MAX_CASTLE_OPTIONS, MAX_EP, MAX_MOVES } from '../limits.ts';
import { KIND_CASTLE, KIND_DOUBLE, KIND_DROP, KIND_EN_PASSANT, KIND_LOCUST, KIND_NORMAL, KIND_PASS, KIND_WALL, WALL_JOINED, WALLED_MOVE } from '../moves.ts';
import { pieceCode, WALL } from '../placement.ts';

export const kernelConstants = Object.freeze({
  KIND_NORMAL,
  KIND_EN_PASSANT,
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_PASS,
  KIND_LOCUST,
  KIND_WALL,
  WALL_JOINED,
  WALLED_MOVE,
  M_MOVE,
  M_CAPTURE,
  M_EP,
  M_EP_CREATE,
  M_LAME,
  M_JUMP,
  RAY_SLIDE,
  RAY_CANNON,
  RAY_GRASSHOPPER,
  RAY_CANNON_SHY,
  MAX_MOVES,
  MAX_EP,
  MAX_CASTLE_OPTIONS,
  BLAST_RECORD,
  pieceCode,
  WALL,
  END_WIN,
  END_LOSS,
  END_DRAW,
  END_EXTINCTION,
  END_BARE_KING,
  END_FLAG,
  END_CHECK_COUNT,
  END_CASTLING,
  END_CONNECT,
  END_PASS,
  END_BIKJANG,
  END_FULL_BOARD,
  COUNTING_MAKRUK,
  COUNTING_CAMBODIAN,
  COUNTING_ASEAN,
  WALLS_DUCK,
  WALLS_PAST,
  WALLS_STATIC,
  WALLS_EDGE,
});
