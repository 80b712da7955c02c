/**
 * @fairyforge/core: geometry, FEN, compiled variants, positions, perft, UCI,
 * SAN, PGN, games and results. Exports only what another package, a test, a
 * script or a README uses (test/exports.test.ts keeps it so); the rest stays
 * inside the package. packages/core/api.md lists every name with its type.
 */
export type { VariantSpec, PieceSpec, CastlingSpec, PromotionSpec, StalemateValue, MoveRuleSpec, ExtinctionSpec, FlagSpec, ConnectSpec, ShatarMateSpec, ResultValue, DropsSpec, BlastSpec, PetrifySpec, GatingSpec, FlipSpec } from './spec.ts';
export { compileVariant, variantGeometry, CompileError, MAX_PIECE_TYPES, type CompiledVariant, type CompileErrorCode, type CompileErrorSubject } from './compile.ts';
export { fileName, makeGeometry, makeSquare, parseSquare, MAX_FILES, MAX_SQUARES, type Geometry } from './geometry.ts';
export { Position, MAX_MOVES, MAX_CASTLE_OPTIONS } from './position.ts';
export type { Kernel } from './kernel.ts';
export { parseFen, playableProblem, makeFen, type FenResult, type FenField, type FenRefusal } from './fen.ts';
export { placementErrors, placementIndexOf, splitPocket, pieceType, pieceColor, WALL } from './placement.ts';
export { tableEntryCount } from './tables.ts';
export { makeUci, parseUci, legalMoves, castleKingTo } from './uci.ts';
export { perft, perftFull, perftDivide, perftBounded, type DivideResult, type DivideOptions } from './perft.ts';
export { outcome, type Outcome, type OutcomeContext, type Reason, type Result } from './outcome.ts';
export { terminalOutcome } from './outcome.ts';
export { describeOutcome } from './outcomeText.ts';
export { searchRules, type SearchRules } from './rules/search.ts';
export { KIND_EN_PASSANT, KIND_CASTLE, KIND_DROP, KIND_PASS, KIND_LOCUST, KIND_WALL, moveFrom, moveTo, movePromotion, moveKind, moveGate, moveGateSquare, moveBase, encodeGating } from './moves.ts';
export { gameRules, DEFAULT_MOVE_RULE, type GameRules } from './rules.ts';
export { deadPosition, hashKey, type DeadResult } from './material.ts';
export { makeSan, sanMoves, matchSan, parseSan, matchMove, type MoveMatch } from './san.ts';
export { Game, type PlayedMove, type GameResult } from './game.ts';
export { makePgn, parsePgn, parsePgnGames, pgnVariant, replayPgn, type PgnGame, type PgnMove, type PgnError, type PgnOptions, type PgnResult } from './pgn.ts';
