/**
 * `fairyforge render`: SVG pictures of a variant — a board (start position
 * or --fen), a piece's move diagram (--piece), or every picture the rules
 * text asks for with `{{svg:NAME "caption"}}` (--directives).
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { findDirectives } from '@fairyforge/loader';
import { boardScene, renderPieceDiagram, renderScene, RenderError, writeFileAtomic, OutputError, type BoardStyle } from '@fairyforge/render';
import { intOption, parse, UsageError } from './args.ts';
import { printable, type Io } from './output.ts';
import { ReportedError, variantOrExit } from './variant.ts';

export const renderUsage = `usage: fairyforge render <variant> [--fen FEN] [--flip] [-o FILE] [--force]
         fairyforge render <variant> --piece LETTER [--square SQ] [--fen FEN] [-o FILE] [--force]
         fairyforge render <variant file> --directives [--out DIR] [--force]
         style: [--cell-size N] [--no-coordinates] [--highlight SQ,SQ] [--arrow e2e4]... [--last-move e2e4]`;

const OPTIONS = {
  fen: { type: 'string' },
  flip: { type: 'boolean' },
  output: { type: 'string', short: 'o' },
  force: { type: 'boolean' },
  piece: { type: 'string' },
  square: { type: 'string' },
  directives: { type: 'boolean' },
  out: { type: 'string' },
  'cell-size': { type: 'string' },
  'no-coordinates': { type: 'boolean' },
  highlight: { type: 'string', multiple: true },
  arrow: { type: 'string', multiple: true },
  'last-move': { type: 'string' },
} as const;

export function renderCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, OPTIONS);
  if (positionals.length !== 1) throw new UsageError(positionals.length ? `expected one variant, got ${positionals.length}` : 'a variant is required');
  if (values.directives && (values.piece !== undefined || values.fen !== undefined || values.output !== undefined)) throw new UsageError('--directives writes every picture of the rules text; it takes --out DIR, not --piece, --fen or -o');
  if (!values.directives && values.out !== undefined) throw new UsageError('--out DIR goes with --directives; use -o FILE for one picture');
  if (values.square !== undefined && values.piece === undefined) throw new UsageError('--square goes with --piece');

  const style: Partial<BoardStyle> = {};
  const cell = intOption(values['cell-size'], 'cell-size', 8);
  if (cell !== undefined) Object.assign(style, { cellSize: cell });
  if (values['no-coordinates']) Object.assign(style, { coordinates: false });
  if (values.highlight) Object.assign(style, { highlight: values.highlight.flatMap((h) => h.split(',')).map((s) => s.trim()).filter(Boolean) });
  if (values.arrow) Object.assign(style, { arrows: values.arrow.flatMap((h) => h.split(',')).map((s) => s.trim()).filter(Boolean) });
  if (values['last-move'] !== undefined) Object.assign(style, { lastMove: values['last-move'] });

  const v = variantOrExit(positionals[0]!, io);
  const common = { ...(values.flip ? { flip: true } : {}), style };
  try {
    if (values.directives) {
      const { directives, diagnostics } = findDirectives(v.body, v.bodyLine, v.file);
      if (diagnostics.length) {
        for (const d of diagnostics) io.err(`${printable(d.file)}:${d.line}:${d.column}: error: ${printable(d.message)}`);
        return 1;
      }
      if (!directives.length) {
        io.err(`error: ${v.file} has no {{svg:NAME "caption"}} directives`);
        return 1;
      }
      const dir = resolve(values.out ?? dirname(v.file));
      if (!existsSync(dir) || !statSync(dir).isDirectory()) {
        io.err(`error: output directory ${dir} does not exist`);
        return 2;
      }
      // Render everything first: a bad picture must not leave half the set written.
      const files = directives.map((d) => ({
        path: join(dir, d.name),
        svg: renderScene(boardScene(v, { ...common, title: d.caption ?? `${v.title} — starting position` })),
      }));
      for (const f of files) {
        writeFileAtomic(f.path, f.svg, { force: values.force ?? false });
        io.out(`wrote ${f.path}`);
      }
      return 0;
    }
    const svg =
      values.piece !== undefined
        ? renderPieceDiagram(v, { letter: values.piece, ...(values.square !== undefined ? { square: values.square } : {}), ...(values.fen !== undefined ? { fen: values.fen } : {}), ...common })
        : renderScene(boardScene(v, { ...(values.fen !== undefined ? { fen: values.fen } : {}), ...common }));
    return emit(svg, values.output, values.force ?? false, io);
  } catch (e) {
    if (e instanceof RenderError) {
      io.err(`error: ${e.message}`);
      return 1;
    }
    if (e instanceof OutputError) {
      io.err(`error: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

/** To a file (atomically, not over an existing one unless --force), or to standard output. */
export function emit(text: string, output: string | undefined, force: boolean, io: Io): number {
  if (output === undefined || output === '-') {
    io.out(text.replace(/\n$/, ''));
    return 0;
  }
  try {
    writeFileAtomic(resolve(output), text, { force });
  } catch (e) {
    if (e instanceof OutputError) {
      io.err(`error: ${e.message}`);
      throw new ReportedError(2);
    }
    throw e;
  }
  io.out(`wrote ${resolve(output)}`);
  return 0;
}
