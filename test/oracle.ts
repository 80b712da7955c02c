/**
 * Reading the Fairy-Stockfish perft oracle in ../shared/oracle (read-only
 * reference data, present in CI too; never copied into the repository).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ORACLE_DIR = fileURLToPath(new URL('../../shared/oracle/perft/', import.meta.url));

export interface OracleCase {
  readonly name: string;
  readonly variant: string;
  readonly fen: string;
  readonly depth: number;
  readonly nodes: number;
  readonly divide?: Record<string, number>;
  readonly deep?: boolean;
}

export function oracleCases(slug: string): OracleCase[] {
  const file = `${ORACLE_DIR}${slug}.jsonl`;
  if (!existsSync(file)) throw new Error(`oracle file missing: ${file}`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as OracleCase);
}

/** Deep cases (tens of millions of nodes) run only with FAIRYFORGE_DEEP=1 (`pnpm test:deep`). */
export const RUN_DEEP = process.env.FAIRYFORGE_DEEP === '1';
