/**
 * Every command's options with their help, as data: the parser reads them
 * (each command passes its `options` to parse()) and `--help` prints them, so
 * an option cannot be accepted without being described. This module imports
 * nothing heavy: `fairyforge --help` and the dispatcher load it at start-up.
 */
import type { CommandSpec, OptionSpec } from './args.ts';

const fen = { type: 'string', arg: 'FEN', help: 'start from this position instead of the variant\'s setup' } as const satisfies OptionSpec;
const moves = { type: 'string', arg: 'MOVES', help: 'play these moves first (UCI or SAN, separated by spaces or commas), e.g. "e2e4 e7e5 Nf3"' } as const satisfies OptionSpec;
const json = { type: 'boolean', help: 'print JSON instead of text (see below for its shape)' } as const satisfies OptionSpec;
const force = { type: 'boolean', help: 'overwrite existing files' } as const satisfies OptionSpec;
const output = { type: 'string', short: 'o', arg: 'FILE', help: 'write to FILE (relative to where you run the command) instead of standard output' } as const satisfies OptionSpec;
const quiet = { type: 'boolean', help: 'no progress on standard error (progress appears only when standard error is a terminal)' } as const satisfies OptionSpec;
const variantNote = 'A <variant> is a slug from variants/ (e.g. chess, wildebeest) or a path to a variant .md file.';

export const demoSpec = {
  name: 'demo',
  summary: 'load a variant, show its board and pieces, and count perft 1..N',
  usage: ['demo <variant> [--depth N]'],
  options: { depth: { type: 'string', arg: 'N', help: 'count perft up to depth N (default 4)' } },
  notes: [variantNote],
} as const satisfies CommandSpec;

export const perftSpec = {
  name: 'perft',
  summary: 'count the leaves of the move tree to a depth, or check a case file',
  usage: ['perft <variant> --depth N [--fen FEN] [--moves MOVES] [--divide] [--threads N] [--full] [--json]', 'perft --cases FILE [--deep] [--json]'],
  options: {
    depth: { type: 'string', arg: 'N', help: 'the depth to count to, 0 to 30 (required without --cases)' },
    fen,
    moves,
    divide: { type: 'boolean', help: 'also print the count below each root move' },
    threads: { type: 'string', arg: 'N', help: 'split the root moves over N threads (same counts, less time); at most one per core, os.availableParallelism()' },
    full: { type: 'boolean', help: 'make every leaf move instead of counting the last ply (slower; one thread)' },
    cases: { type: 'string', arg: 'FILE', help: 'run a JSON-lines case file in the oracle\'s format (variant, fen, depth, nodes, divide?, deep?, name?); variant is a bundled slug or a file inside FILE\'s directory, depth 0 to 30' },
    deep: { type: 'boolean', help: 'with --cases: also run the cases marked deep' },
    json,
    quiet,
  },
  notes: [
    'JSON: {variant, fen, depth, nodes, divide?, seconds, nps, threads, mode}.',
    'With --cases --json: {file, cases: [{line, name?, variant, depth, expected, nodes | null, ok, error?, differences?}], passed, failed, skipped}.',
    'Exit status: 0 counted (or every case passed), 1 bad input or a failed case, 2 usage or I/O error.',
    variantNote,
  ],
} as const satisfies CommandSpec;

export const movesSpec = {
  name: 'moves',
  summary: 'list the legal moves of a position in UCI and SAN',
  usage: ['moves <variant> [--fen FEN] [--moves MOVES] [--json]'],
  options: { fen, moves, json },
  notes: ['JSON: {fen, moves: [{uci, san}], outcome: null | {result, reason}}.', variantNote],
} as const satisfies CommandSpec;

export const validateSpec = {
  name: 'validate',
  summary: 'check variant files and catalogues, every problem with file, line and column',
  usage: ['validate <files or directories...> [--format text|json|github] [--strict] [--no-tests]'],
  options: {
    format: { type: 'string', arg: 'FORMAT', help: 'text (default, with code frames), json (one document) or github (pull-request annotations)' },
    json: { type: 'boolean', help: 'the same as --format json' },
    strict: { type: 'boolean', help: 'warnings fail too' },
    'no-tests': { type: 'boolean', help: 'skip the test cases that travel with each variant' },
  },
  notes: ['JSON: {files, errors, warnings, seconds, diagnostics: [{severity, code, message, file, line, column, endLine?, endColumn?, hint?}]}.', 'Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage or I/O error.'],
} as const satisfies CommandSpec;

export const resolveSpec = {
  name: 'resolve',
  summary: 'print the fully inherited rules and where each value came from',
  usage: ['resolve <variant> [--json]'],
  options: { json },
  notes: ['JSON: {slug, title, file, chain, board, setup, pieces, rules, render}; each value with {from, file?, line?}.', variantNote],
} as const satisfies CommandSpec;

export const renderSpec = {
  name: 'render',
  summary: 'draw a board or a piece\'s moves as SVG or PNG',
  usage: [
    'render <variant> [--fen FEN] [--moves MOVES] [--flip] [--regions] [-o FILE] [--format svg|png] [--force]',
    'render <variant> --piece LETTER [--square SQ] [--fen FEN] [-o FILE] [--force]',
    'render <variant file> --directives [--out DIR] [--force]',
  ],
  options: {
    fen,
    moves: { ...moves, help: moves.help + '; the last one is marked unless --last-move is given' },
    flip: { type: 'boolean', help: 'Black at the bottom' },
    output: { ...output, help: output.help + '; a name ending .png writes PNG' },
    format: { type: 'string', arg: 'FORMAT', help: 'svg (default) or png (PNG to standard output only when it is not a terminal)' },
    force,
    piece: { type: 'string', arg: 'LETTER', help: 'draw this piece\'s move diagram instead of the board' },
    square: { type: 'string', arg: 'SQ', help: 'with --piece: the square the piece stands on' },
    directives: { type: 'boolean', help: 'write every {{svg:NAME "caption"}} picture the rules text names' },
    out: { type: 'string', arg: 'DIR', help: 'with --directives: the directory to write to (default: beside the variant file)' },
    'cell-size': { type: 'string', arg: 'N', help: 'square size in SVG units (at least 8; a PNG is this many pixels a square)' },
    'no-coordinates': { type: 'boolean', help: 'leave out file letters and rank numbers' },
    highlight: { type: 'string', multiple: true, arg: 'SQ,SQ', help: 'tint these squares (repeatable)' },
    arrow: { type: 'string', multiple: true, arg: 'e2e4', help: 'draw an arrow (repeatable, or comma separated)' },
    'last-move': { type: 'string', arg: 'e2e4', help: 'tint the two squares of a move' },
    regions: { type: 'boolean', help: 'tint the variant\'s regions (engine.regions), each in its own colour, with a legend: White\'s squares in the lower-left half of a square, Black\'s in the upper-right half' },
  },
  notes: [variantNote],
} as const satisfies CommandSpec;

export const pageSpec = {
  name: 'page',
  summary: 'a variant\'s rules page as one self-contained HTML file',
  usage: ['page <variant> [-o FILE.html] [--force]'],
  options: { output, force },
  notes: [variantNote],
} as const satisfies CommandSpec;

export const siteSpec = {
  name: 'site',
  summary: 'a rules page per variant in a directory, and an index',
  usage: ['site <variants dir> -o DIR [--playground URL | --playground-from DIR | --no-playground] [--force]'],
  options: {
    output: { type: 'string', short: 'o', arg: 'DIR', help: 'the directory to write the site to (required; created if missing)' },
    playground: {
      type: 'string',
      arg: 'URL',
      help: "the playground's address each page links to, its variant loaded, and whose boards.js makes the pages' boards clickable (default: the playground copied into DIR/playground/)",
    },
    'playground-from': { type: 'string', arg: 'DIR', help: 'copy this built playground (pnpm playground:build writes one) into DIR/playground/ instead of the one fairyforge carries' },
    'no-playground': { type: 'boolean', help: 'no playground: no link to it, no copy, boards as static pictures' },
    force,
  },
} as const satisfies CommandSpec;

export const playSpec = {
  name: 'play',
  summary: 'play a game in the terminal, against the engine or another human',
  usage: ['play <variant> [--fen FEN] [--moves MOVES] [--white human|engine] [--black human|engine] [--depth N | --movetime MS] [--seed S] [--pgn FILE [--force]]'],
  options: {
    fen,
    moves,
    white: { type: 'string', arg: 'WHO', help: 'human (default) or engine' },
    black: { type: 'string', arg: 'WHO', help: 'human or engine (default)' },
    depth: { type: 'string', arg: 'N', help: 'the engine searches to depth N' },
    movetime: { type: 'string', arg: 'MS', help: 'the engine thinks MS milliseconds a move (default 1000)' },
    seed: { type: 'string', arg: 'S', help: 'seed for the engine\'s choice among equal moves (default 1)' },
    pgn: { type: 'string', arg: 'FILE', help: 'save the game as PGN when it ends' },
    force: { ...force, help: 'overwrite an existing --pgn file' },
  },
  notes: ['Type moves in SAN or UCI; `help` during the game lists the commands.', variantNote],
} as const satisfies CommandSpec;

export const selfplaySpec = {
  name: 'selfplay',
  summary: 'the engine plays itself; every position is checked for consistency',
  usage: ['selfplay <variant> --games N [--depth N] [--seed S] [--fen FEN] [--max-plies N] [--pgn FILE [--force]] [--json]'],
  options: {
    games: { type: 'string', arg: 'N', help: 'how many games (required)' },
    depth: { type: 'string', arg: 'N', help: 'search depth (default 2)' },
    seed: { type: 'string', arg: 'S', help: 'seed of the first game; game k uses S + k - 1 (default 1)' },
    fen,
    'max-plies': { type: 'string', arg: 'N', help: 'stop a game unfinished after N plies (default 1000)' },
    pgn: { type: 'string', arg: 'FILE', help: 'save the games as PGN' },
    force: { ...force, help: 'overwrite an existing --pgn file' },
    json,
    quiet,
  },
  notes: ['JSON: {variant, games, depth, seed, results, reasons, averagePlies, positionsChecked, movesChecked, seconds}.', variantNote],
} as const satisfies CommandSpec;

export const exportIniSpec = {
  name: 'export-ini',
  summary: 'write a variant as a Fairy-Stockfish variants.ini section',
  usage: ['export-ini <variant> [-o FILE [--force]] [--name NAME]'],
  options: {
    output,
    force: { ...force, help: 'overwrite an existing -o file' },
    name: { type: 'string', arg: 'NAME', help: 'the section\'s name (default: the variant\'s slug)' },
  },
  notes: [
    'A rule that format cannot state (flexible castling, boards past 12×10, several royal piece types, …) is an error naming the rule; nothing is written then.',
    variantNote,
  ],
} as const satisfies CommandSpec;

export const importIniSpec = {
  name: 'import-ini',
  summary: 'turn the sections of a Fairy-Stockfish variants.ini into variant files',
  usage: ['import-ini FILE.ini [--out DIR] [--force] [--partial]'],
  options: {
    out: { type: 'string', arg: 'DIR', help: 'the directory to write <section>.md files to (default: the current one; created if missing)' },
    force: { ...force, help: 'overwrite existing files' },
    partial: { type: 'boolean', help: 'also write sections with errors, leaving out what could not be translated' },
  },
  notes: [
    'A section [name:parent] inherits from an earlier section of the file or from the shipped variant of that slug. Every key is translated or reported at its line (file:line:col) with the reason; a section with an error is not written unless --partial.',
    'Exit status: 0 every section written, 1 a section with errors or a file kept, 2 a file that cannot be read or written.',
  ],
} as const satisfies CommandSpec;

export const uciSpec = {
  name: 'uci',
  summary: 'a UCI engine on standard input and output, in Fairy-Stockfish\'s dialect, for GUIs and scripts',
  usage: ['uci'],
  options: {},
  notes: [
    'Commands: uci, isready, setoption name UCI_Variant value <slug>, setoption name VariantPath value <file.md, folder or file.ini>, ucinewgame, position startpos|fen FEN [moves ...], go perft N, go depth N | movetime MS | nodes N | wtime MS btime MS [winc MS binc MS movestogo N] | infinite, stop, d, quit.',
    'Moves are UCI in that engine\'s notation (drops P@e4). The default variant is chess.',
  ],
} as const satisfies CommandSpec;

/** Options every command takes; main handles them before the command runs. */
export const commonOptions = {
  help: { type: 'boolean', short: 'h', help: 'print this help' },
  debug: { type: 'boolean', help: 'print the stack trace of an internal error' },
} as const satisfies Record<string, OptionSpec>;

export const specs: readonly CommandSpec[] = [demoSpec, perftSpec, movesSpec, playSpec, selfplaySpec, validateSpec, resolveSpec, renderSpec, pageSpec, siteSpec, exportIniSpec, importIniSpec, uciSpec];
