/**
 * @fairyforge/engine: a computer opponent for any variant compiled by
 * @fairyforge/core — search (search.ts), evaluation (evaluate.ts), piece
 * values (values.ts), and a seeded random mover (random.ts).
 */
export { Engine, MATE, type SearchLimits, type SearchOptions, type SearchResult } from './search.ts';
export { Evaluator } from './evaluate.ts';
export { pieceValues, estimatedValue, averageMobility } from './values.ts';
export { mulberry32, randomMove, type Rng } from './random.ts';
