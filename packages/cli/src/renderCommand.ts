/**
 * `fairyforge render`: pictures of a variant — a board (start position,
 * --fen, --moves), a piece's move diagram (--piece), or every picture the
 * rules text asks for with `{{svg:NAME "caption"}}` (--directives). SVG, or
 * PNG with --format png or an output name ending `.png`.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeFen } from '@fairyforge/core';
import { findDirectives, type LoadedVariant } from '@fairyforge/loader';
import { boardScene, renderPieceDiagram, renderScene, RenderError, writeFileAtomic, OutputError, outputExists, checkBody, type BoardStyle } from '@fairyforge/render';
import { intOption, onePositional, parse, UsageError } from './args.ts';
import { renderSpec } from './commandSpecs.ts';
import { positionAfterMoves } from './movesOption.ts';
import { printable, type Io } from './output.ts';
import { userPath } from './paths.ts';
import { ReportedError } from './reported.ts';
import { positionOrExit, variantOrExit } from './variant.ts';

type Values = ReturnType<typeof parse<typeof renderSpec.options>>['values'];

function checkCombinations(values: Values): void {
  if (values.directives && (values.piece !== undefined || values.fen !== undefined || values.moves !== undefined || values.output !== undefined)) {
    throw new UsageError('--directives writes every picture of the rules text; it takes --out DIR, not --piece, --fen, --moves or -o');
  }
  if (!values.directives && values.out !== undefined) throw new UsageError('--out DIR goes with --directives; use -o FILE for one picture');
  if (values.square !== undefined && values.piece === undefined) throw new UsageError('--square goes with --piece');
  if (values.moves !== undefined && values.piece !== undefined) throw new UsageError('--moves goes with a board, not with --piece (use --fen)');
  if (values.format !== undefined && values.format !== 'svg' && values.format !== 'png') throw new UsageError(`--format must be svg or png, not '${values.format}'`);
  if (values.regions && (values.piece !== undefined || values.directives)) throw new UsageError('--regions goes with a board, not with --piece or --directives');
  if (values.directives && values.format === 'png') throw new UsageError('--directives writes the SVG files the rules text names; --format png is for one picture');
}

function styleOf(values: Values): Partial<BoardStyle> {
  const list = (xs: string[]) => xs.flatMap((h) => h.split(',')).map((s) => s.trim()).filter(Boolean);
  const cell = intOption(values['cell-size'], 'cell-size', 8, 1000);
  return {
    ...(cell !== undefined ? { cellSize: cell } : {}),
    ...(values['no-coordinates'] ? { coordinates: false } : {}),
    ...(values.highlight ? { highlight: list(values.highlight) } : {}),
    ...(values.arrow ? { arrows: list(values.arrow) } : {}),
    ...(values['last-move'] !== undefined ? { lastMove: values['last-move'] } : {}),
  };
}

export async function renderCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, renderSpec.options);
  const name = onePositional(positionals);
  checkCombinations(values);
  const style = styleOf(values);
  const v = variantOrExit(name, io);
  const common = { ...(values.flip ? { flip: true } : {}), style };
  const force = values.force ?? false;
  try {
    if (values.directives) return writeDirectives(v, values.out, common, force, io);
    let fen = values.fen;
    if (values.moves !== undefined) {
      const pos = positionOrExit(v, fen, io, false);
      const played = positionAfterMoves(pos, values.moves, io);
      fen = makeFen(pos);
      // The last move is marked, as a game viewer does, unless the user chose another.
      // A drop (`P@e4`) has no square it came from: its square is marked alone.
      const last = played.at(-1);
      const drop = last === undefined ? null : /@([a-z][0-9]+)$/.exec(last);
      if (last !== undefined && style.lastMove === undefined) common.style = { ...style, lastMove: drop ? drop[1]! + drop[1]! : last.slice(0, 4) };
    }
    const svg =
      values.piece !== undefined
        ? renderPieceDiagram(v, { letter: values.piece, ...(values.square !== undefined ? { square: values.square } : {}), ...(fen !== undefined ? { fen } : {}), ...common })
        : renderScene(boardScene(v, { ...(fen !== undefined ? { fen } : {}), ...(values.regions ? { regions: true } : {}), ...common }));
    const png = values.format === 'png' || (values.format === undefined && values.output?.toLowerCase().endsWith('.png'));
    return png ? await emitPng(svg, values.output, force, io) : emit(svg, values.output, force, io);
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

function writeDirectives(v: LoadedVariant, out: string | undefined, common: { flip?: boolean; style: Partial<BoardStyle> }, force: boolean, io: Io): number {
  const found = findDirectives(v.body, v.bodyLine, v.file);
  const directives = found.directives;
  const diagnostics = [...found.diagnostics, ...checkBody(v)];
  if (diagnostics.length) {
    for (const d of diagnostics) io.err(`${printable(d.file)}:${d.line}:${d.column}: error: ${printable(d.message)}`);
    return 1;
  }
  if (!directives.length) {
    io.err(`error: ${v.file} has no {{svg:NAME "caption"}} directives`);
    return 1;
  }
  const dir = out !== undefined ? userPath(out) : dirname(v.file);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    io.err(`error: output directory ${dir} does not exist`);
    return 2;
  }
  // Check and render everything first: a duplicate name, an existing file or a
  // bad picture must not leave half the set written.
  const clash = firstClash(directives.map((d) => join(dir, d.name)), (p) => !force && outputExists(p));
  if (clash) {
    const d = directives[clash.index]!;
    io.err(clash.exists ? `error: ${clash.message}` : `${printable(v.file)}:${d.line}:${d.column}: error: the picture ${clash.message}`);
    return clash.exists ? 2 : 1;
  }
  const files = directives.map((d) => ({
    path: join(dir, d.name),
    svg: renderScene(boardScene(v, { ...common, title: d.caption ?? `${v.title} — starting position` })),
  }));
  for (const f of files) {
    writeFileAtomic(f.path, f.svg, { force });
    io.out(`wrote ${f.path}`);
  }
  return 0;
}

/**
 * The first name that cannot be written: one used twice (compared without
 * case, as a case-insensitive file system would), or one that exists.
 */
export function firstClash(names: readonly string[], exists: (name: string) => boolean): { index: number; message: string; exists: boolean } | null {
  const seen = new Map<string, string>();
  for (const [index, name] of names.entries()) {
    const key = name.toLowerCase();
    const before = seen.get(key);
    if (before !== undefined) return { index, message: `'${printable(name)}' is written twice${before === name ? '' : ` (as '${printable(before)}' too; file names differing only in case are the same file on some systems)`}`, exists: false };
    seen.set(key, name);
  }
  const taken = names.findIndex(exists);
  return taken < 0 ? null : { index: taken, message: `'${printable(names[taken]!)}' already exists (use --force to overwrite)`, exists: true };
}

/** To a file (atomically, not over an existing one unless --force), or to standard output. */
export function emit(text: string, output: string | undefined, force: boolean, io: Io): number {
  if (output === undefined || output === '-') {
    io.out(text.replace(/\n$/, ''));
    return 0;
  }
  const file = userPath(output);
  try {
    writeFileAtomic(file, text, { force });
  } catch (e) {
    if (e instanceof OutputError) {
      io.err(`error: ${e.message}`);
      throw new ReportedError(2);
    }
    throw e;
  }
  io.out(`wrote ${file}`);
  return 0;
}

/** The PNG of the SVG, to a file or to standard output when that is not a terminal (binary would garble it). */
async function emitPng(svg: string, output: string | undefined, force: boolean, io: Io): Promise<number> {
  const toStdout = output === undefined || output === '-';
  if (toStdout && (io.outIsTTY || !io.outBytes)) {
    io.err('error: a PNG is not written to a terminal; give -o FILE.png or redirect standard output');
    return 2;
  }
  const file = toStdout ? '' : userPath(output);
  // Before the rasteriser starts: an existing file is refused at once.
  if (!toStdout && !force && existsSync(file)) {
    io.err(`error: ${file} already exists (use --force to overwrite it)`);
    return 2;
  }
  const { svgToPng } = await import('./png.ts');
  const png = await svgToPng(svg);
  if (toStdout) {
    io.outBytes!(png);
    return 0;
  }
  try {
    writeFileAtomic(file, png, { force });
  } catch (e) {
    if (!(e instanceof OutputError)) throw e;
    io.err(`error: ${e.message}`);
    return 2;
  }
  io.out(`wrote ${file}`);
  return 0;
}
