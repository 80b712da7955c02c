/** Where commands write: injectable so tests can capture output without spawning processes. */
import type { Diagnostic } from '@fairyforge/loader';

export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Raw bytes to standard output (a PNG); absent where only lines of text can go. */
  outBytes?(data: Uint8Array): void;
  /** Standard output is a terminal: binary output is refused there. */
  readonly outIsTTY?: boolean;
  /**
   * Replaces the transient status line on standard error. Present only when
   * standard error is a terminal: progress is for people watching, never for
   * pipes or logs.
   */
  status?(line: string): void;
}

/** What streamIo needs of a stream: process.stdout, or a fake in tests. */
export interface OutStream {
  write(chunk: string | Uint8Array): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

const CLEAR_LINE = '\r\x1b[K';

/** An Io over two streams; a status line is erased before any other output so they never mix. */
export function streamIo(stdout: OutStream, stderr: OutStream): Io {
  let shown = false;
  const clear = () => {
    if (shown) stderr.write(CLEAR_LINE);
    shown = false;
  };
  return {
    out: (line) => {
      clear();
      stdout.write(line + '\n');
    },
    err: (line) => {
      clear();
      stderr.write(line + '\n');
    },
    outBytes: (data) => {
      clear();
      stdout.write(data);
    },
    outIsTTY: stdout.isTTY === true,
    ...(stderr.isTTY === true
      ? {
          status: (line: string) => {
            // One line only: a wrapped status line could not be erased with \r.
            const width = Math.max(20, (stderr.columns ?? 80) - 1);
            stderr.write(CLEAR_LINE + (line.length > width ? line.slice(0, width - 1) + '…' : line));
            shown = line !== '';
          },
        }
      : {}),
  };
}

export const processIo: Io = streamIo(process.stdout, process.stderr);

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
