/**
 * Errors reported by the parser. They never carry a stack or an exception:
 * parsing is total, and every error points at source characters so that a
 * loader or editor can underline them.
 */
export interface BetzaError {
  readonly message: string;
  /** 0-based offset (UTF-16 code units) of the first offending character. */
  readonly column: number;
  /** How many code units the error covers; 0 only for the empty string. */
  readonly length: number;
}

export function betzaError(message: string, column: number, length = 1): BetzaError {
  return { message, column, length };
}
