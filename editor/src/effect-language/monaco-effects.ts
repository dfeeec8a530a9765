/**
 * The effect language inside Monaco's YAML: completion (verbs, keywords,
 * location / unit / card names), hover on a verb (its registry entry) or a
 * name, and colouring. Active only inside effect strings (effect-ranges.ts);
 * everywhere else monaco-yaml's schema completion and hover answer alone.
 */
import type * as Monaco from 'monaco-editor';
import { effectRangeAt, effectRanges, type EffectRange } from './effect-ranges.ts';
import { createHighlighter, KEYWORDS, PROPER_NOUNS, TIMINGS, type EffectTokenKind, type Highlighter } from './highlight.ts';
import { packNames, type NameKind, type PackName } from './vocabulary.ts';
import type { VerbInfo } from './registry-bridge.ts';

export interface EffectLanguageHost {
  /** Current texts of every content file (unsaved edits included). */
  texts(): ReadonlyMap<string, string>;
  /** Content path of a model, or undefined for models that are not content. */
  pathOf(model: Monaco.editor.ITextModel): string | undefined;
}

const TOKEN_CLASS: Record<EffectTokenKind, string> = {
  verb: 'rw-fx-verb',
  keyword: 'rw-fx-keyword',
  timing: 'rw-fx-timing',
  name: 'rw-fx-name',
  number: 'rw-fx-number',
  proper: 'rw-fx-proper',
  comment: 'rw-fx-comment',
};

/** How a name is quoted inside a scalar of this style: `"Name"`, or `\"Name\"` inside a double-quoted YAML string. */
export function quoteFor(style: EffectRange['style']): string {
  return style === 'double' ? '\\"' : '"';
}

/** Whether the cursor sits after an opening name quote with no closing one yet, on its line of the effect. */
export function openNameStart(source: string, range: EffectRange, offset: number): number | undefined {
  const lineStart = Math.max(range.start, source.lastIndexOf('\n', offset - 1) + 1);
  const before = source.slice(lineStart, offset);
  const quote = quoteFor(range.style);
  let count = 0;
  let last = -1;
  for (let i = before.indexOf(quote); i !== -1; i = before.indexOf(quote, i + quote.length)) {
    count++;
    last = i;
  }
  return count % 2 === 1 ? lineStart + last + quote.length : undefined;
}

function nameKindIcon(monaco: typeof Monaco, kind: NameKind): Monaco.languages.CompletionItemKind {
  const K = monaco.languages.CompletionItemKind;
  switch (kind) {
    case 'location':
    case 'territory':
      return K.Module;
    case 'unit':
    case 'structure':
      return K.Class;
    case 'card':
    case 'event':
    case 'victory card':
    case 'leader':
      return K.Value;
  }
}

export function verbMarkdown(v: VerbInfo): string {
  const lines = [`**${v.name}**${v.kind && v.kind !== 'verb' ? ` _(${v.kind})_` : ''} — effect language`];
  if (v.shape) lines.push('```\n' + v.shape + '\n```');
  if (v.description) lines.push(v.description);
  if (v.example) lines.push(`Example: \`${v.example}\``);
  if (v.aliases.length > 0) lines.push(`Also written: ${v.aliases.map((a) => `\`${a}\``).join(', ')}`);
  return lines.join('\n\n');
}

export class EffectLanguage {
  private verbs: VerbInfo[] = [];
  private verbBySpelling = new Map<string, VerbInfo>();
  private highlighter: Highlighter = createHighlighter([]);
  private decorations = new Map<string, string[]>();
  private disposables: Monaco.IDisposable[] = [];

  constructor(
    private readonly monaco: typeof Monaco,
    private readonly host: EffectLanguageHost,
  ) {
    this.disposables.push(
      monaco.languages.registerCompletionItemProvider('yaml', {
        triggerCharacters: ['"', ' '],
        provideCompletionItems: (model, position) => this.complete(model, position),
      }),
      monaco.languages.registerHoverProvider('yaml', {
        provideHover: (model, position) => this.hover(model, position),
      }),
    );
  }

  setVerbs(verbs: VerbInfo[]): void {
    this.verbs = verbs;
    this.verbBySpelling = new Map();
    for (const v of verbs) for (const s of [v.name, ...v.aliases]) this.verbBySpelling.set(s.toLowerCase(), v);
    this.highlighter = createHighlighter(verbs.flatMap((v) => [v.name, ...v.aliases]));
  }

  get verbCount(): number {
    return this.verbs.length;
  }

  private names(model: Monaco.editor.ITextModel): PackName[] {
    const path = this.host.pathOf(model);
    if (!path) return [];
    return packNames(this.host.texts(), path.split('/')[0]!);
  }

  private complete(model: Monaco.editor.ITextModel, position: Monaco.Position): Monaco.languages.CompletionList {
    if (this.host.pathOf(model) === undefined) return { suggestions: [] };
    const source = model.getValue();
    const offset = model.getOffsetAt(position);
    const range = effectRangeAt(source, offset);
    if (!range) return { suggestions: [] };
    const monaco = this.monaco;
    const quote = quoteFor(range.style);
    const names = this.names(model);
    const open = openNameStart(source, range, offset);
    if (open !== undefined) {
      // Inside `"Hall of He|`: complete the name and close the quote.
      const start = model.getPositionAt(open);
      const replace = new monaco.Range(start.lineNumber, start.column, position.lineNumber, position.column);
      const closed = source.startsWith(quote, offset);
      return {
        suggestions: names.map((n) => ({
          label: n.name,
          kind: nameKindIcon(monaco, n.kind),
          detail: `${n.kind}${n.detail ? ` · ${n.detail}` : ''}`,
          insertText: closed ? n.name : n.name + quote,
          filterText: n.name,
          range: replace,
          sortText: `0${n.kind === 'location' ? 0 : 1}${n.name}`,
        })),
      };
    }
    const word = model.getWordUntilPosition(position);
    const replace = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
    const K = monaco.languages.CompletionItemKind;
    const suggestions: Monaco.languages.CompletionItem[] = [];
    for (const v of this.verbs) {
      suggestions.push({
        label: v.name,
        kind: K.Function,
        detail: v.shape ?? 'effect verb',
        documentation: { value: verbMarkdown(v) },
        insertText: v.name,
        range: replace,
        sortText: `1${v.name}`,
      });
    }
    for (const t of TIMINGS) suggestions.push({ label: t, kind: K.Event, detail: 'timing / duration', insertText: `${t}:`, range: replace, sortText: `3${t}` });
    for (const k of [...KEYWORDS, ...PROPER_NOUNS]) suggestions.push({ label: k, kind: K.Keyword, detail: 'effect language', insertText: k, range: replace, sortText: `4${k}` });
    for (const n of names) {
      suggestions.push({
        label: `${quote}${n.name}${quote}`,
        kind: nameKindIcon(monaco, n.kind),
        detail: `${n.kind}${n.detail ? ` · ${n.detail}` : ''}`,
        insertText: `${quote}${n.name}${quote}`,
        filterText: n.name,
        range: replace,
        sortText: `2${n.kind === 'location' ? 0 : 1}${n.name}`,
      });
    }
    return { suggestions };
  }

  private hover(model: Monaco.editor.ITextModel, position: Monaco.Position): Monaco.languages.Hover | null {
    if (this.host.pathOf(model) === undefined) return null;
    const source = model.getValue();
    const offset = model.getOffsetAt(position);
    const range = effectRangeAt(source, offset);
    if (!range) return null;
    const word = model.getWordAtPosition(position);
    if (!word) return null;
    const verb = this.verbBySpelling.get(word.word.toLowerCase());
    const wordRange = new this.monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
    if (verb) return { range: wordRange, contents: [{ value: verbMarkdown(verb) }] };
    // A quoted name: say what it names.
    const line = model.getLineContent(position.lineNumber);
    const re = /"([^"\\]+)\\?"/g;
    for (let m = re.exec(line); m !== null; m = re.exec(line)) {
      const startCol = m.index + 1;
      const endCol = startCol + m[0].length;
      if (position.column < startCol || position.column > endCol) continue;
      const name = m[1]!.replace(/\\$/, '');
      const found = this.names(model).filter((n) => n.name.toLowerCase() === name.toLowerCase());
      if (found.length === 0) return null;
      return {
        range: new this.monaco.Range(position.lineNumber, startCol, position.lineNumber, endCol),
        contents: found.map((n) => ({ value: `**${n.name}** — ${n.kind}${n.detail ? ` (${n.detail})` : ''}, defined in \`${n.file}\`` })),
      };
    }
    return null;
  }

  /** Recolours the effect strings of one model. */
  highlight(model: Monaco.editor.ITextModel): void {
    const source = model.getValue();
    const tokens = this.highlighter.tokens(source, effectRanges(source));
    const decorations: Monaco.editor.IModelDeltaDecoration[] = tokens.map((t) => {
      const s = model.getPositionAt(t.start);
      const e = model.getPositionAt(t.end);
      return {
        range: new this.monaco.Range(s.lineNumber, s.column, e.lineNumber, e.column),
        options: { inlineClassName: TOKEN_CLASS[t.kind], stickiness: this.monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges },
      };
    });
    const key = model.uri.toString();
    this.decorations.set(key, model.deltaDecorations(this.decorations.get(key) ?? [], decorations));
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    this.disposables = [];
  }
}
