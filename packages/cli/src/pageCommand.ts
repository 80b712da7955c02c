/** `fairyforge page`: a variant's rules page as one self-contained HTML file. */
import { renderPage, RenderError } from '@fairyforge/render';
import { parse, UsageError } from './args.ts';
import type { Io } from './output.ts';
import { emit } from './renderCommand.ts';
import { variantOrExit } from './variant.ts';

export const pageUsage = 'usage: fairyforge page <variant> [-o FILE.html] [--force]';

export function pageCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, { output: { type: 'string', short: 'o' }, force: { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError(positionals.length ? `expected one variant, got ${positionals.length}` : 'a variant is required');
  const v = variantOrExit(positionals[0]!, io);
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
