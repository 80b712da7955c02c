/** Help text, made from the command specs (commandSpecs.ts) so it always matches what the parser accepts. */
import type { CommandSpec, OptionSpec, OptionSpecs } from './args.ts';
import { commonOptions, specs } from './commandSpecs.ts';

/** `-o, --output FILE` */
function optionName(name: string, o: OptionSpec): string {
  return `${o.short ? `-${o.short}, ` : '    '}--${name}${o.arg ? ` ${o.arg}` : ''}`;
}

function optionLines(options: OptionSpecs): string[] {
  const names = Object.entries(options).map(([n, o]) => [optionName(n, o), o.help] as const);
  const width = Math.min(28, Math.max(...names.map(([n]) => n.length)));
  return names.map(([n, help]) => `  ${n.padEnd(width)}  ${help}`);
}

export function commandHelp(spec: CommandSpec): string {
  const lines = [`fairyforge ${spec.name} — ${spec.summary}`, ''];
  spec.usage.forEach((u, i) => lines.push(`${i === 0 ? 'usage: ' : '       '}fairyforge ${u}`));
  lines.push('', 'options:', ...optionLines({ ...spec.options, ...commonOptions }));
  if (spec.notes?.length) lines.push('', ...spec.notes);
  return lines.join('\n');
}

/** The short usage shown after a usage error. */
export function usageLines(spec: CommandSpec): string {
  return spec.usage.map((u, i) => `${i === 0 ? 'usage: ' : '       '}fairyforge ${u}`).join('\n') + `\n(fairyforge ${spec.name} --help describes every option)`;
}

export function mainHelp(): string {
  const width = Math.max(...specs.map((s) => s.name.length));
  return [
    'fairyforge — chess variants as data',
    '',
    'usage: fairyforge <command> [arguments] [options]',
    '',
    'commands:',
    ...specs.map((s) => `  ${s.name.padEnd(width)}  ${s.summary}`),
    '',
    'fairyforge <command> --help (or fairyforge help <command>) describes a command and every option.',
    'fairyforge --version prints the version.',
    'A <variant> is a slug from variants/ (e.g. chess, wildebeest) or a path to a variant .md file.',
  ].join('\n');
}
