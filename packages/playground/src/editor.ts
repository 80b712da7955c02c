/**
 * The variant file's editor: CodeMirror 6 with Markdown highlighting and
 * YAML in the front-matter, the loader's diagnostics underlined (set from
 * outside, after the debounced validation), and completion and hover from
 * the variant file's JSON Schema (schemaHelp.ts).
 */
import { autocompletion, closeBrackets, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { yamlFrontmatter } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, defineLanguageFacet, indentOnInput, Language, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, hoverTooltip, keymap, lineNumbers } from '@codemirror/view';
import type { Diagnostic } from '@fairyforge/loader/pure';
import { GFM, parser as markdownParser } from '@lezer/markdown';
import { completionInteractionDelayMs } from './completionTiming.ts';

/** The schema and its walker, and the piece catalogue's help, are fetched on the first completion or hover, not with the page. */
const schemaHelp = () => import('./schemaHelp.ts');
const pieceHelp = () => import('./pieceHelp.ts');

/**
 * Markdown from Lezer's parser itself (with GitHub's extensions), which
 * carries its own highlighting tags: @codemirror/lang-markdown would add
 * HTML, CSS and JavaScript parsers for embedded code, a third of the page's
 * script, which a rules text does not need.
 */
const markdownLanguage = new Language(defineLanguageFacet({ commentTokens: { block: { open: '<!--', close: '-->' } } }), markdownParser.configure(GFM), [], 'markdown');

async function complete(ctx: CompletionContext): Promise<CompletionResult | null> {
  const { containerPath, frontMatterRange, keysAt, valuesAt } = await schemaHelp();
  const line = ctx.state.doc.lineAt(ctx.pos);
  const lines = ctx.state.doc.toString().split('\n');
  const range = frontMatterRange(lines);
  const at = line.number - 1;
  if (!range || at < range[0] || at >= range[1]) return null;
  const before = line.text.slice(0, ctx.pos - line.from);
  lines[at] = before;
  const pieces = (await pieceHelp()).pieceCompletions(lines, at, range[0], before);
  if (pieces) {
    const options: Completion[] = pieces.options.map((o) => ({ label: o.label, apply: o.apply, detail: o.detail, info: o.info, boost: o.boost, type: 'class' }));
    return { from: line.from + pieces.from, options, validFor: /^[\w-]*$/ };
  }
  const keyM = /^(\s*)((?:-\s+)*)([A-Za-z0-9_$-]*)$/.exec(before);
  if (keyM) {
    if (!keyM[3] && !ctx.explicit) return null;
    const options: Completion[] = keysAt(containerPath(lines, at, range[0])).map((k) => ({ label: k.key, type: 'property', detail: k.type, info: k.description, apply: `${k.key}: ` }));
    return options.length ? { from: ctx.pos - keyM[3]!.length, options, validFor: /^[\w$-]*$/ } : null;
  }
  const valM = /^(\s*)((?:-\s+)*)([A-Za-z0-9_$-]+)\s*:\s*([\w-]*)$/.exec(before);
  if (valM) {
    const path = [...containerPath(lines, at, range[0]), valM[3]!];
    const options: Completion[] = valuesAt(path).map((v) => ({ label: v, type: 'enum' }));
    return options.length ? { from: ctx.pos - valM[4]!.length, options, validFor: /^[\w-]*$/ } : null;
  }
  return null;
}

const schemaHover = hoverTooltip(async (view, pos) => {
  const { describeAt, keyOnLine } = await schemaHelp();
  const line = view.state.doc.lineAt(pos);
  const lines = view.state.doc.toString().split('\n');
  const k = keyOnLine(lines, line.number - 1);
  if (!k || pos < line.from + k.from || pos > line.from + k.to) return null;
  const d = describeAt([...k.path, k.key]);
  if (!d) return null;
  return {
    pos: line.from + k.from,
    end: line.from + k.to,
    above: true,
    create() {
      const dom = document.createElement('div');
      dom.className = 'schema-hover';
      dom.dataset.testid = 'schema-hover';
      const head = document.createElement('code');
      head.textContent = `${[...k.path, k.key].join('.').replace(/\.\[\]/g, '[]')}: ${d.type}`;
      const p = document.createElement('p');
      p.textContent = d.description || 'No description in the schema.';
      dom.append(head, p);
      return { dom };
    },
  };
});

/** Hover over a piece's name (its catalogue Betza and moves in words) or a Betza string (what it says). */
const pieceHover = hoverTooltip(async (view, pos) => {
  const [{ frontMatterRange }, help] = await Promise.all([schemaHelp(), pieceHelp()]);
  const line = view.state.doc.lineAt(pos);
  const lines = view.state.doc.toString().split('\n');
  const range = frontMatterRange(lines);
  const at = line.number - 1;
  if (!range || at < range[0] || at >= range[1]) return null;
  const h = help.pieceHover(lines, at, range[0], pos - line.from);
  if (!h) return null;
  return {
    pos: line.from + h.from,
    end: line.from + h.to,
    above: true,
    create() {
      const dom = document.createElement('div');
      dom.className = 'schema-hover';
      dom.dataset.testid = 'piece-hover';
      const head = document.createElement('code');
      head.textContent = h.title;
      dom.append(head);
      for (const para of h.text.split('\n')) dom.append(Object.assign(document.createElement('p'), { textContent: para }));
      return { dom };
    },
  };
});

/** Offset of a 1-based line and column, clamped into the document. */
export function offsetOf(doc: Text, line: number, column: number): number {
  const l = doc.line(Math.min(Math.max(1, line), doc.lines));
  return Math.min(l.from + Math.max(0, column - 1), l.to);
}

export class VariantEditor {
  readonly view: EditorView;

  constructor(parent: HTMLElement, text: string, onChange: () => void) {
    this.view = new EditorView({
      parent,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          closeBrackets(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          yamlFrontmatter({ content: markdownLanguage }),
          autocompletion({ override: [complete], interactionDelay: completionInteractionDelayMs }),
          schemaHover,
          pieceHover,
          lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.lineWrapping,
          EditorView.updateListener.of((u) => {
            if (u.docChanged) onChange();
          }),
        ],
      }),
    });
  }

  get text(): string {
    return this.view.state.doc.toString();
  }

  /** Replaces the whole text (a new variant opened). */
  setText(text: string): void {
    this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text } });
  }

  /** Underlines the loader's diagnostics at their lines and columns. */
  showDiagnostics(diags: readonly Diagnostic[]): void {
    const doc = this.view.state.doc;
    const marks: CmDiagnostic[] = diags.map((d) => {
      const from = offsetOf(doc, d.line, d.column);
      let to = d.endLine !== undefined ? offsetOf(doc, d.endLine, d.endColumn ?? d.column + 1) : from;
      // A point gets the word it starts (or one character), so the underline shows.
      if (to <= from) to = Math.min(doc.lineAt(from).to, from + Math.max(1, /^[\w$-]*/.exec(doc.sliceString(from, from + 80))![0].length));
      return { from, to, severity: d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'info', message: d.hint ? `${d.message}\nhint: ${d.hint}` : d.message, source: d.code };
    });
    this.view.dispatch(setDiagnostics(this.view.state, marks));
  }

  /** Puts the cursor at a 1-based line and column and scrolls there. */
  jumpTo(line: number, column: number): void {
    const pos = offsetOf(this.view.state.doc, line, column);
    this.view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
    this.view.focus();
  }
}
