/**
 * The effect language inside Monaco's YAML: completion (verbs, keywords,
 * location / unit / card names), hover on a verb (its registry entry) or a
 * name, and colouring. Active only inside effect strings (effect-ranges.ts);
 * everywhere else monaco-yaml's schema completion and hover answer alone.
 */
import type * as Monaco from 'monaco-editor';
import { effectRangeAt, effectRanges, type EffectRange } from './effect-ranges.ts';
import { createHighlighter, KEYWORDS, TIMINGS, type EffectTokenKind, type Highlighter } from './highlight.ts';
import { worldNames, type PackName, type PackWorld } from './vocabulary.ts';
import type { LanguageWords, VerbInfo } from './registry-bridge.ts';

export interface EffectLanguageHost {
  /** The names effect strings may quote in the pack `path` is in, as its last check found them. */
  world(path: string): PackWorld | undefined;
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

function nameKindIcon(monaco: typeof Monaco, name: PackName): Monaco.languages.CompletionItemKind {
  // The game's first categories (places, then pieces) as modules and classes; the rest as values.
  const K = monaco.languages.CompletionItemKind;
  return name.rank === 0 ? K.Module : name.rank === 1 ? K.Class : K.Value;
}

export function verbMarkdown(v: VerbInfo): string {
  const lines = [`**${v.name}** _${v.kind}_ — effect language`];
  if (v.shape) lines.push('```\n' + v.shape + '\n```');
  if (v.description) lines.push(v.description);
  if (v.example) lines.push(`Example: \`${v.example}\``);
  if (v.aliases.length > 0) lines.push(`Also written: ${v.aliases.map((a) => `\`${a}\``).join(', ')}`);
  return lines.join('\n\n');
}

export class EffectLanguage {
  private words: LanguageWords = { verbs: [], predicates: [], timings: [], subjects: [], worldTypes: {} };
  /** Written form (lower case) -> the clauses it can start, for hover. */
  private clausesBySpelling = new Map<string, VerbInfo[]>();
  /** Multi-word phrases (timings, subjects, `resolve combat`), longest first, for hover. */
  private phrases: { re: RegExp; info: VerbInfo }[] = [];
  private highlighter: Highlighter = createHighlighter();
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

  setWords(words: LanguageWords): void {
    this.words = words;
    this.clausesBySpelling = new Map();
    for (const v of [...words.verbs, ...words.predicates]) {
      for (const form of [v.name.split(' ')[0]!, ...v.aliases]) {
        const key = form.toLowerCase();
        const list = this.clausesBySpelling.get(key) ?? [];
        if (!list.includes(v)) list.push(v);
        this.clausesBySpelling.set(key, list);
      }
    }
    const phraseInfos = [...words.timings, ...words.subjects, ...words.verbs.filter((v) => v.name.includes(' '))];
    this.phrases = phraseInfos
      .flatMap((info) => [info.name, ...info.aliases].filter((p) => p.includes(' ') || /^[A-Z]/.test(p)).map((p) => ({ p, info })))
      .sort((a, b) => b.p.length - a.p.length)
      .map(({ p, info }) => ({ re: new RegExp(`(?<![\\w-])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}(?![\\w-])`, 'gi'), info }));
    this.highlighter = createHighlighter({
      verbs: words.verbs.flatMap((v) => [v.name, ...v.aliases]),
      timings: words.timings.flatMap((v) => [v.name, ...v.aliases]),
      proper: words.subjects.flatMap((v) => [v.name, ...v.aliases]).filter((p) => /[A-Z]/.test(p) && p !== 'I'),
    });
  }

  /** How many verbs the registry gave (0 until it has loaded). */
  get verbCount(): number {
    return this.words.verbs.length;
  }

  private names(model: Monaco.editor.ITextModel): PackName[] {
    const path = this.host.pathOf(model);
    if (!path) return [];
    return worldNames(this.host.world(path), this.words.worldTypes);
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
          kind: nameKindIcon(monaco, n),
          detail: n.kind,
          insertText: closed ? n.name : n.name + quote,
          filterText: n.name,
          range: replace,
          sortText: `0${String(n.rank).padStart(2, '0')}${n.name}`,
        })),
      };
    }
    const word = model.getWordUntilPosition(position);
    const replace = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
    const K = monaco.languages.CompletionItemKind;
    const suggestions: Monaco.languages.CompletionItem[] = [];
    for (const v of this.words.verbs) {
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
    const timings: VerbInfo[] = this.words.timings.length > 0 ? this.words.timings : TIMINGS.map((t) => ({ id: t, name: t, aliases: [], description: '', kind: 'timing' }));
    for (const t of timings) {
      suggestions.push({
        label: t.name,
        kind: K.Event,
        detail: t.kind === 'duration' ? 'duration' : 'timing window',
        documentation: t.description ? { value: verbMarkdown(t) } : undefined,
        insertText: `${t.name}:`,
        range: replace,
        sortText: `3${t.name}`,
      });
    }
    for (const s of this.words.subjects) {
      suggestions.push({ label: s.name, kind: K.Variable, detail: 'who', documentation: { value: verbMarkdown(s) }, insertText: s.name, range: replace, sortText: `4${s.name}` });
    }
    for (const k of KEYWORDS) suggestions.push({ label: k, kind: K.Keyword, detail: 'effect language', insertText: k, range: replace, sortText: `5${k}` });
    for (const n of names) {
      suggestions.push({
        label: `${quote}${n.name}${quote}`,
        kind: nameKindIcon(monaco, n),
        detail: n.kind,
        insertText: `${quote}${n.name}${quote}`,
        filterText: n.name,
        range: replace,
        sortText: `2${String(n.rank).padStart(2, '0')}${n.name}`,
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
    const line = model.getLineContent(position.lineNumber);
    // A phrase of several words (`before dice`, `my opponent`, `resolve combat`) under the cursor.
    for (const { re, info } of this.phrases) {
      re.lastIndex = 0;
      for (let m = re.exec(line); m !== null; m = re.exec(line)) {
        const startCol = m.index + 1;
        const endCol = startCol + m[0].length;
        if (position.column >= startCol && position.column <= endCol) {
          return { range: new this.monaco.Range(position.lineNumber, startCol, position.lineNumber, endCol), contents: [{ value: verbMarkdown(info) }] };
        }
      }
    }
    const word = model.getWordAtPosition(position);
    if (!word) return null;
    const clauses = this.clausesBySpelling.get(word.word.toLowerCase());
    const wordRange = new this.monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
    if (clauses && clauses.length > 0) return { range: wordRange, contents: clauses.slice(0, 4).map((c) => ({ value: verbMarkdown(c) })) };
    // A quoted name: say what it names.
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
        contents: found.map((n) => ({ value: `**${n.name}** — ${n.kind} of this pack` })),
      };
    }
    return null;
  }

  /** Recolours the effect strings of one model. */
  highlight(model: Monaco.editor.ITextModel): void {
    // No words yet (they load after the first file shows): nothing to colour, and the file is not parsed for nothing.
    if (this.words.verbs.length === 0) return;
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
