/** Where commands write: injectable so tests can capture output without spawning processes. */
import type { Diagnostic } from '@fairyforge/loader';

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export const processIo: Io = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
};

/** Why a file operation failed, in words (the error code alone, `ENOENT`, says little). */
export function ioReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'ELOOP':
      return 'a loop of symbolic links';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'ENAMETOOLONG':
      return 'the path is too long';
    default:
      return (e as Error).message;
  }
}

/**
 * Characters a hostile file could use to take over a terminal or forge
 * output: C0 and C1 controls (escape sequences, carriage returns, new lines
 * that would start a fake diagnostic) and the bidirectional overrides of
 * "Trojan Source". Tabs stay.
 */
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text from a file made safe to print: each unsafe character becomes `\u{1b}`. */
export function printable(s: string): string {
  return s.replace(UNSAFE, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}

/** The same unsafe characters as one replacement character each, so columns stay (code frames). */
export function printableSameWidth(s: string): string {
  return s.replace(UNSAFE, '\uFFFD');
}

/** A diagnostic whose text fields are safe to print. */
export function printableDiagnostic(d: Diagnostic): Diagnostic {
  return { ...d, file: printable(d.file), message: printable(d.message), code: printable(d.code), ...(d.hint !== undefined ? { hint: printable(d.hint) } : {}) };
}
