/**
 * The effect-language reference page of one game, from its registry: every
 * verb, rule change, condition, timing window, duration, value, noun,
 * adjective, subject and qualifier, with its signature, description, the
 * decisions it may ask for and an example. Examples come from the game's
 * pack when it uses the entry (the first string in file order that does,
 * `collectExamples`), else from the registry. Pure: the caller reads the
 * pack (`rulewright docs` writes one page per game).
 */
import { walk, type Program } from '../effect-ir/index.ts';
import { parseEffect } from './parse.ts';
import { checkEffect } from './check.ts';
import type { ClauseEntry, EffectContextKind, Entry, PhraseEntry, Registry, Slot } from './registry.ts';

export interface DocExample {
  text: string;
  /** Where it was found, e.g. `content/<pack>/leaders.yaml`. */
  source: string;
}

/**
 * A game's parts of its reference page: where it goes, the pack its examples
 * come from, and the prose that quotes the game's own words.
 */
export interface LanguageDocs {
  /** The page, from the repository root: `docs/EFFECT-LANGUAGE.md`. */
  path: string;
  /** The pack whose strings give the examples, from the repository root: `content/columbia`. */
  examplesFrom: string;
  /** The page's first heading. */
  title: string;
  /** The opening paragraph (the page adds which vocabularies it lists). */
  intro: string;
  /** The grammar block's lines, each with an example from the game. */
  shape: string[];
  /** Bullet points under the grammar (without the `* `). */
  notes: string[];
  /** The paragraph under "Rule changes". */
  modifiers: string;
  /** The paragraph under "Values". */
  values: string;
}

/** The registry ids an effect uses (clauses, headers, resolved nouns/values/subjects, qualifiers). */
export function idsUsed(program: Program): Set<string> {
  const ids = new Set<string>();
  walk(program, (n) => {
    switch (n.kind) {
      case 'clause':
      case 'timing':
      case 'during':
        ids.add(n.id);
        return;
      case 'phrase':
        if (n.id !== undefined) ids.add(n.id);
        if (n.qualifier !== undefined) ids.add(`qualifier.${n.qualifier.prep.replace(/ /g, '-')}`);
        return;
    }
  });
  return ids;
}

/** For each registry id, the first pack effect (in file order) that uses it. */
export function collectExamples(
  strings: readonly { file: string; text: string; context: EffectContextKind }[],
  registry: Registry,
  sourcePrefix: string,
): Map<string, DocExample> {
  const out = new Map<string, DocExample>();
  for (const s of strings) {
    const parsed = parseEffect(s.text, { context: s.context, registry });
    if (!parsed.ast) continue;
    const checked = checkEffect(parsed.ast, { context: s.context, registry });
    if (checked.program === undefined) continue;
    for (const id of idsUsed(checked.program)) {
      if (!out.has(id)) out.set(id, { text: s.text.replace(/\n$/, ''), source: `${sourcePrefix}/${s.file}` });
    }
  }
  return out;
}

// ------------------------------------------------------------------ rendering

function code(s: string): string {
  return s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``;
}

function slotText(registry: Registry, s: Slot): string {
  const inner = `${s.prep ? `${code(s.prep)} ` : ''}*${registry.describeSlotType(s.accepts)}*`;
  return s.optional ? `[${inner}]` : inner;
}

/** `[subject] gain *an amount*`, `*pieces* cost *a difference*`, `move *pieces* [from *locations*] to *a location*`. */
export function signature(registry: Registry, e: ClauseEntry): string {
  const parts: string[] = [];
  if (e.subject !== 'none') {
    const who = `*${registry.describeSlotType(e.subject.accepts)}*`;
    parts.push(e.subject.required ? who : `[${who}]`);
  }
  parts.push(code(e.phrase.split(' ')[0]!));
  const complement = e.phrase.split(' ').slice(1).join(' ');
  if (complement) parts.push(code(complement));
  if (e.object) parts.push(slotText(registry, e.object));
  for (const s of e.slots ?? []) parts.push(slotText(registry, s));
  for (const f of e.flags ?? []) parts.push(`[${code(f)}]`);
  for (const o of e.options ?? []) parts.push(`[${code(`, ${o}`)}]`);
  if (e.kind === 'modifier') parts.push(`[${code('while')} *condition*]`);
  return parts.join(' ');
}

function exampleBlock(id: string, fallback: string | undefined, examples: ReadonlyMap<string, DocExample>): string[] {
  const ex = examples.get(id);
  const text = ex?.text ?? fallback;
  if (!text) return [];
  const label = ex ? `Example (from \`${ex.source}\`):` : 'Example:';
  return [label, '', '```', text, '```', ''];
}

function contextsLine(registry: Registry, contexts: readonly EffectContextKind[] | undefined): string | undefined {
  if (!contexts) return undefined;
  const named = contexts.filter((c) => c !== 'any').map((c) => registry.context(c)?.name ?? c);
  if (named.length === 0) return undefined;
  return `Only in ${named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`}.`;
}

/** A heading that tells apart entries sharing a verb (`be with`, `be in`, `there be`). */
function title(e: ClauseEntry, all: readonly ClauseEntry[]): string {
  const shared = all.some((o) => o !== e && o.kind === e.kind && o.phrase === e.phrase);
  if (!shared) return e.phrase;
  if (e.subject !== 'none' && e.subject.accepts.types.includes('there')) return `there ${e.phrase}`;
  if (e.slots?.[0]?.prep) return `${e.phrase} ${e.slots[0].prep}`;
  if (e.object?.accepts.types.includes('count-constraint')) return `${e.phrase} at least …`;
  if (e.object) return `${e.phrase} ${e.object.name}`;
  return e.phrase;
}

/** What the page says of a word the game gives no meaning. */
const UNHANDLED = "Not in this game's rules: a pack that uses it is refused (`RW-EFFECT-UNSUPPORTED`).";

/** Which words the game runs: null when it runs them all (nothing to mark). */
type Handled = ReadonlySet<string> | null;

const runs = (handled: Handled, id: string) => handled === null || handled.has(id);

function clauseSection(registry: Registry, e: ClauseEntry, examples: ReadonlyMap<string, DocExample>, all: readonly ClauseEntry[], handled: Handled): string[] {
  const lines = [`### ${code(title(e, all))}`, '', `id \`${e.id}\` · ${signature(registry, e)}`, '', e.description, ''];
  if (!runs(handled, e.id)) lines.push(UNHANDLED, '');
  if (e.forms.length > 1) lines.push(`Written: ${e.forms.map(code).join(', ')}${e.phrase.includes(' ') ? ` (+ ${code(e.phrase.split(' ').slice(1).join(' '))})` : ''}.`, '');
  if (e.actor) lines.push('Without a subject it is done by `I`.', '');
  if (e.decisions?.length) lines.push(`Decisions: ${e.decisions.join('; ')}.`, '');
  const ctx = contextsLine(registry, e.contexts);
  if (ctx) lines.push(ctx, '');
  lines.push(...exampleBlock(e.id, e.example, examples));
  return lines;
}

function phraseTable(registry: Registry, entries: readonly PhraseEntry[], examples: ReadonlyMap<string, DocExample>, handled: Handled): string[] {
  const lines: string[] = [];
  for (const e of entries) {
    lines.push(`### ${code(e.phrase + ':')}`, '', `id \`${e.id}\``, '', e.description, '');
    if (!runs(handled, e.id)) lines.push(UNHANDLED, '');
    if (e.aliases?.length) lines.push(`Also written: ${e.aliases.map(code).join(', ')}.`, '');
    const ctx = contextsLine(registry, e.contexts);
    if (ctx) lines.push(ctx, '');
    lines.push(...exampleBlock(e.id, e.example, examples));
  }
  return lines;
}

function table(header: string[], rows: string[][]): string[] {
  const esc = (c: string): string => c.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
    '',
  ];
}

function byKind<K extends Entry['kind']>(registry: Registry, kind: K): Extract<Entry, { kind: K }>[] {
  return registry.entries.filter((e): e is Extract<Entry, { kind: K }> => e.kind === kind);
}

/**
 * The whole reference page, deterministic for a given registry, page text
 * and examples. `handled`: the ids the game's rules give a meaning; the
 * others are marked as not in the game (absent: the game runs every word).
 */
export function renderEffectLanguageDoc(
  registry: Registry,
  page: LanguageDocs,
  examples: ReadonlyMap<string, DocExample> = new Map(),
  handled: ReadonlySet<string> | null = null,
): string {
  const marked = handled !== null && registry.entries.some((e) => !handled.has(e.id)) ? handled : null;
  const note = (id: string, description: string) => (runs(marked, id) ? description : `${description} *(not in this game)*`);
  const L: string[] = [];
  L.push(
    `<!-- GENERATED from the effect language registry (interpreter/dsl/registry.ts and the game's vocabulary). Do not edit: run \`rulewright docs\`. -->`,
    '',
    `# ${page.title}`,
    '',
    `${page.intro} This page lists every word the registry knows (vocabularies: ${registry.vocabularies.map(code).join(', ')}).`,
    '',
    '## Shape',
    '',
    '```',
    ...page.shape,
    '```',
    '',
    'A block is the rest of the line after `:`, or the following lines indented deeper (spaces only). `#` starts a comment.',
    '',
    ...page.notes.map((n) => `* ${n}`),
    '',
    '## Where a string lives',
    '',
  );
  L.push(...table(['context', 'what it is', 'rules'], registry.contexts().map((c) => [code(c.id), c.name, c.rules])));
  L.push('## Verbs (actions)', '');
  const clauses = registry.entries.filter((e): e is ClauseEntry => e.kind === 'action' || e.kind === 'modifier' || e.kind === 'predicate');
  for (const e of byKind(registry, 'action')) L.push(...clauseSection(registry, e, examples, clauses, marked));
  L.push('## Rule changes (modifiers)', '', page.modifiers, '');
  for (const e of byKind(registry, 'modifier')) L.push(...clauseSection(registry, e, examples, clauses, marked));
  L.push(
    '## Conditions',
    '',
    'Built in: `and`, `or` (`and` binds tighter), `not`, parentheses, comparisons of numbers, and `SUBJECT choose to "PROMPT"` (a yes/no decision). The rest are clauses:',
    '',
  );
  for (const e of byKind(registry, 'predicate')) L.push(...clauseSection(registry, e, examples, clauses, marked));
  L.push('## Timing windows', '');
  L.push(...phraseTable(registry, registry.timings(), examples, marked));
  L.push('## Durations', '');
  L.push(...phraseTable(registry, registry.durations(), examples, marked));
  L.push('## Values', '', page.values, '');
  L.push(
    ...table(
      ['value', 'id', 'written', 'of', 'is', 'description', 'example'],
      byKind(registry, 'value').map((v) => [
        code(v.name),
        `\`${v.id}\``,
        v.forms.map(code).join(', '),
        v.of.join(', '),
        `${v.type}${v.resource ? ' (amount)' : ''}${v.modifiable ? ' (changeable)' : ''}`,
        note(v.id, v.description),
        examples.get(v.id) ? `${code(firstLine(examples.get(v.id)!.text))} (${examples.get(v.id)!.source})` : v.example ? code(v.example) : '',
      ]),
    ),
  );
  L.push('## Nouns', '');
  L.push(
    ...table(
      ['noun', 'id', 'type', 'plural', 'description'],
      byKind(registry, 'noun').map((n) => [n.singular.map(code).join(', ') || '—', `\`${n.id}\``, n.type, n.plural.map(code).join(', ') || '—', note(n.id, n.description)]),
    ),
  );
  L.push('## Adjectives', '');
  L.push(...table(['word', 'id', 'narrows', 'description'], byKind(registry, 'adjective').map((a) => [code(a.word), `\`${a.id}\``, a.appliesTo.join(', '), note(a.id, a.description)])));
  L.push('## Subjects and references', '');
  L.push(
    ...table(
      ['phrase', 'id', 'type', 'description'],
      byKind(registry, 'subject').map((s) => [
        [s.phrase, ...(s.aliases ?? [])].map(code).join(', '),
        `\`${s.id}\``,
        s.type,
        note(s.id, s.description + (s.contexts ? ` ${contextsLine(registry, s.contexts) ?? ''}` : '')),
      ]),
    ),
  );
  L.push('## Qualifiers', '');
  L.push(...table(['preposition', 'id', 'expects', 'description'], byKind(registry, 'qualifier').map((q) => [code(q.prep), `\`${q.id}\``, registry.describeSlotType(q.accepts), note(q.id, q.description)])));
  L.push('## Problem codes', '');
  L.push(...table(['code', 'meaning'], PROBLEM_CODES.map(([c, m]) => [`\`${c}\``, m])));
  return L.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

function firstLine(s: string): string {
  const lines = s.split('\n');
  return lines.length > 1 ? `${lines[0]} …` : s;
}

export const PROBLEM_CODES: readonly [string, string][] = [
  ['RW-DSL-SYNTAX', 'the text does not follow the grammar (what was expected is listed)'],
  ['RW-DSL-TOKEN', 'a character the language does not use, a tab, or an unterminated `"name"`'],
  ['RW-DSL-INDENT', 'a line indented to no enclosing block'],
  ['RW-DSL-AMBIGUOUS', 'the text reads two ways (a grammar bug: please report it)'],
  ['RW-DSL-UNKNOWN-VERB', 'a verb the registry does not know (with the closest one)'],
  ['RW-DSL-UNKNOWN-WORD', 'a noun, adjective or value the registry does not know'],
  ['RW-DSL-UNKNOWN-NAME', 'a quoted name the pack does not define, or a proper noun the registry does not know'],
  ['RW-DSL-UNKNOWN-TIMING', 'a timing window the registry does not know'],
  ['RW-DSL-UNKNOWN-DURATION', 'a block header that is no duration, timing, `if`, `for each`, `each ...` or `choose`'],
  ['RW-DSL-TYPE', 'an argument of the wrong kind (`adjacent to` expects a location, got a number)'],
  ['RW-DSL-ARG-MISSING', 'a part the verb needs is missing (`move` needs `to ...`)'],
  ['RW-DSL-ARG-EXTRA', 'a part the verb does not take'],
  ['RW-DSL-CONTEXT', 'a construct out of place for where the string lives'],
  ['RW-DSL-UNBOUND', '`it`/`them` with nothing to refer to (warning)'],
  ['RW-DSL-EMPTY', 'an empty effect (warning)'],
  ['RW-DSL-NUMBER', 'a number larger than an effect may use (1,000): it would stall or crash the game'],
  ['RW-DSL-POSITION', 'positions inside a folded `>` or multi-line plain scalar are lost; use `|` (warning)'],
  ['RW-DSL-INTERNAL', 'a bug in the parser or checker (never expected)'],
];
