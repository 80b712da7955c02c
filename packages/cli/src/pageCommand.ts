/** `fairyforge page`: a variant's rules page as one self-contained HTML file. */
import { renderPage, RenderError } from '@fairyforge/render';
import { onePositional, parse } from './args.ts';
import { pageSpec } from './commandSpecs.ts';
import type { Io } from './output.ts';
import { emit } from './renderCommand.ts';
import { variantOrExit } from './variant.ts';

export function pageCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, pageSpec.options);
  const v = variantOrExit(onePositional(positionals), io);
  let html: string;
  try {
    html = renderPage(v);
  } catch (e) {
    if (e instanceof RenderError) {
      io.err(`error: ${e.message}`);
      return 1;
    }
    throw e;
  }
  return emit(html, values.output, values.force ?? false, io);
}
