/**
 * Writes `docs/EFFECT-LANGUAGE.md` from the registry: every verb, rule
 * change, condition, timing window, duration, value, noun, adjective,
 * subject and qualifier, with its signature, description, the decisions it
 * may ask for and an example. Examples come from the content pack when it
 * uses the entry (the first effect in file order that does), else from the
 * registry. `renderEffectLanguageDoc` is pure; `writeEffectLanguageDoc` reads
 * the pack and writes the file (run `npx tsx interpreter/dsl/generate-docs.ts`).
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import type { Arg, Condition, Expr, NounPhrase, Program, Statement, Subject } from './ast.ts';
import { parseEffect } from './parse.ts';
import { checkEffect } from './check.ts';
import {
  CONTEXT_NAMES,
  EFFECT_CONTEXTS,
  describeSlotType,
  type ClauseEntry,
  type EffectContextKind,
  type Entry,
  type PhraseEntry,
  type Registry,
  type Slot,
} from './registry.ts';
import { defaultRegistry } from './default-registry.ts';

export interface DocExample {
  text: string;
  /** Where it was found, e.g. `content/columbia/leaders.yaml`. */
  source: string;
}

export const DOC_PATH = 'docs/EFFECT-LANGUAGE.md';

/** Which context a string in a pack file has, from the file and its neighbours. */
export function contextForField(file: string, field: string, parent: Record<string, unknown>): EffectContextKind {
  const base = file.replace(/^.*\//, '');
  if (file.startsWith('bots/') || field === 'when') return 'bot-condition';
  if (base.startsWith('action-cards')) return parent['kind'] === 'discard' ? 'discard-ability' : 'combat-ability';
  if (base.startsWith('world-events')) return 'world-event';
  if (base.startsWith('timelines')) return 'timeline-step';
  if (base.startsWith('victory-cards')) return 'victory-condition';
  if (base.startsWith('leaders')) return 'leader-ability';
  if (field === 'condition') return 'bot-condition';
  return 'any';
}

/** The string fields that hold the language: card, event, step and leader effects, victory conditions, bot rules' `when`. */
function isLanguageField(file: string, field: string): boolean {
  if (field === 'effect' || field === 'condition' || field === 'ability') return true;
  return field === 'when' && file.startsWith('bots/');
}

/** Every effect-language string of a pack folder (and its subfolders, such as `bots/`), in file order. */
export function packStrings(packDir: string): { file: string; text: string; context: EffectContextKind }[] {
  if (!existsSync(packDir)) return [];
  const out: { file: string; text: string; context: EffectContextKind }[] = [];
  const files: string[] = [];
  const list = (rel: string): void => {
    for (const entry of readdirSync(join(packDir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      // Scenarios are test scripts, not effect strings.
      if (entry.isDirectory()) {
        if (entry.name !== 'scenarios') list(path);
      }
      else if (entry.name.endsWith('.yaml')) files.push(path);
    }
  };
  list('');
  for (const f of files) {
    const data: unknown = parseDocument(readFileSync(join(packDir, f), 'utf8')).toJS();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      for (const [k, x] of Object.entries(o)) {
        if (typeof x === 'string' && isLanguageField(f, k)) out.push({ file: f, text: x, context: contextForField(f, k, o) });
        else walk(x);
      }
    };
    walk(data);
  }
  return out;
}

/** The registry ids an effect uses (clauses, headers, resolved nouns/values/subjects, qualifiers). */
export function idsUsed(program: Program): Set<string> {
  const ids = new Set<string>();
  const np = (n: NounPhrase | Subject | Expr | undefined): void => {
    if (!n) return;
    switch (n.kind) {
      case 'nounPhrase':
        if (n.resolved?.id) ids.add(n.resolved.id);
        if (n.possessor) np(n.possessor);
        if (n.of) np(n.of);
        if (n.qualifier) {
          ids.add(`qualifier.${n.qualifier.prep.replace(/ /g, '-')}`);
          np(n.qualifier.target);
        }
        if (n.relative && 'kind' in n.relative.subject) np(n.relative.subject);
        return;
      case 'count':
        return np(n.of);
      case 'binary':
        np(n.left);
        return np(n.right);
      case 'negate':
        return np(n.operand);
      default:
        return;
    }
  };
  const arg = (a: Arg): void => {
    if (a.value) np(a.value);
    if (a.condition) cond(a.condition);
  };
  const cond = (c: Condition): void => {
    switch (c.kind) {
      case 'and':
      case 'or':
        cond(c.left);
        return cond(c.right);
      case 'not':
        return cond(c.operand);
      case 'compare':
        np(c.left);
        return np(c.right);
      case 'choice':
        return np(c.subject);
      case 'clause':
        return stmt(c);
    }
  };
  const stmt = (s: Statement): void => {
    switch (s.kind) {
      case 'clause':
        if (s.bound) ids.add(s.bound.id);
        np(s.subject);
        np(s.object);
        s.args.forEach(arg);
        return;
      case 'timing':
      case 'during':
        if (s.bound) ids.add(s.bound);
        s.body.forEach(stmt);
        return;
      case 'if':
        cond(s.condition);
        s.then.forEach(stmt);
        s.otherwise?.forEach(stmt);
        return;
      case 'may':
        np(s.subject);
        s.body.forEach(stmt);
        return;
      case 'forEach':
        np(s.over);
        s.body.forEach(stmt);
        return;
      case 'choose':
        np(s.choice);
        s.body.forEach(stmt);
        return;
    }
  };
  program.body.forEach(stmt);
  if (program.condition) cond(program.condition);
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
    if (checked.diagnostics.some((d) => d.severity === 'error')) continue;
    for (const id of idsUsed(parsed.ast)) {
      if (!out.has(id)) out.set(id, { text: s.text.replace(/\n$/, ''), source: `${sourcePrefix}/${s.file}` });
    }
  }
  return out;
}

// ------------------------------------------------------------------ rendering

function code(s: string): string {
  return s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``;
}

function slotText(s: Slot): string {
  const inner = `${s.prep ? `${code(s.prep)} ` : ''}*${describeSlotType(s.accepts)}*`;
  return s.optional ? `[${inner}]` : inner;
}

/** `[subject] gain *an amount*`, `*pieces* cost *a difference*`, `move *pieces* [from *locations*] to *a location*`. */
export function signature(e: ClauseEntry): string {
  const parts: string[] = [];
  if (e.subject !== 'none') {
    const who = `*${describeSlotType(e.subject.accepts)}*`;
    parts.push(e.subject.required ? who : `[${who}]`);
  }
  parts.push(code(e.phrase.split(' ')[0]!));
  const complement = e.phrase.split(' ').slice(1).join(' ');
  if (complement) parts.push(code(complement));
  if (e.object) parts.push(slotText(e.object));
  for (const s of e.slots ?? []) parts.push(slotText(s));
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

function contextsLine(contexts: readonly EffectContextKind[] | undefined): string | undefined {
  if (!contexts) return undefined;
  const named = contexts.filter((c) => c !== 'any').map((c) => CONTEXT_NAMES[c]);
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

function clauseSection(e: ClauseEntry, examples: ReadonlyMap<string, DocExample>, all: readonly ClauseEntry[]): string[] {
  const lines = [`### ${code(title(e, all))}`, '', `id \`${e.id}\` · ${signature(e)}`, '', e.description, ''];
  if (e.forms.length > 1) lines.push(`Written: ${e.forms.map(code).join(', ')}${e.phrase.includes(' ') ? ` (+ ${code(e.phrase.split(' ').slice(1).join(' '))})` : ''}.`, '');
  if (e.actor) lines.push('Without a subject it is done by `I`.', '');
  if (e.decisions?.length) lines.push(`Decisions: ${e.decisions.join('; ')}.`, '');
  const ctx = contextsLine(e.contexts);
  if (ctx) lines.push(ctx, '');
  lines.push(...exampleBlock(e.id, e.example, examples));
  return lines;
}

function phraseTable(entries: readonly PhraseEntry[], examples: ReadonlyMap<string, DocExample>): string[] {
  const lines: string[] = [];
  for (const e of entries) {
    lines.push(`### ${code(e.phrase + ':')}`, '', `id \`${e.id}\``, '', e.description, '');
    if (e.aliases?.length) lines.push(`Also written: ${e.aliases.map(code).join(', ')}.`, '');
    const ctx = contextsLine(e.contexts);
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

/** The whole reference page, deterministic for a given registry and examples. */
export function renderEffectLanguageDoc(registry: Registry, examples: ReadonlyMap<string, DocExample> = new Map()): string {
  const L: string[] = [];
  L.push(
    '<!-- GENERATED from the effect language registry (interpreter/dsl/registry.ts and vocabulary/). Do not edit: run `npx tsx interpreter/dsl/generate-docs.ts`. -->',
    '',
    '# The effect language',
    '',
    `Every \`effect\`, \`condition\` and \`ability\` string of a content pack is written in this language. It reads like the card: ` +
      'lower-case keywords, component names in double quotes (`"Hall of Heroes"`), a few proper nouns (`Booker`, `the Founders`). ' +
      `This page lists every word the registry knows (vocabularies: ${registry.vocabularies.map(code).join(', ')}).`,
    '',
    '## Shape',
    '',
    '```',
    'statement := CLAUSE                          # gain 2 eagles',
    '           | SUBJECT? may CLAUSE (; CLAUSE)*  # I may discard 1 random card my opponent played; it has no effect',
    '           | if CONDITION: BLOCK [otherwise: BLOCK]',
    '           | TIMING: BLOCK                    # before dice:',
    '           | DURATION: BLOCK                  # this round:',
    '           | for each NOUN-PHRASE: BLOCK      # binds `it`',
    '           | each player: BLOCK               # runs it once per player, binding `I`',
    '           | choose NOUN-PHRASE [as NAME]: BLOCK',
    'clause    := SUBJECT? VERB [not] OBJECT? TAIL* [while CONDITION]',
    'tail      := PREPOSITION EXPRESSION | instead | , OPTION | each NOUN   # each turn',
    'condition := condition or condition | condition and condition | not condition | (condition)',
    '           | EXPRESSION (= != < <= > >=) EXPRESSION | CLAUSE | SUBJECT choose to "PROMPT"',
    'expression:= NUMBER | count NOUN-PHRASE | NOUN-PHRASE | expression (+|-) expression | -expression',
    'noun phrase:= [quantifier] [my|their] WORDS [relative] [of NOUN-PHRASE] [qualifier]',
    '           | POSSESSOR\'s WORDS | "Name" | it | them',
    '```',
    '',
    'A block is the rest of the line after `:`, or the following lines indented deeper (spaces only). `#` starts a comment.',
    '',
    "* **Qualifiers attach to the nearest noun on their left**: `all my commons in locations adjacent to this location` means commons in (locations adjacent to this location).",
    "* **A verb's own prepositions come first**: in a clause, a preposition the verb takes (`move ... from ... to ...`, `place ... on ...`) is that argument; any other (`in`, `with`, `adjacent to`...) qualifies the noun before it.",
    '* **Quantifiers**: a number, `a`/`an`, `all`, `any`, `each`, `every`, `no`, `the`, `this`, `that`, `up to N`, `the top N`, `at least N`, `at most N`, `more than N`, `fewer than N`, `N more`, `N less`; a number in a condition means at least that many.',
    '* **Comparisons in words**: `my victory points are at least 5`; symbols: `count my units in this combat >= 2`.',
    '* Verbs are one word in any listed form (`gain`/`gains`); a few have fixed words after them (`resolve combat`, `have no effect`, `be the defender`).',
    '',
    '## Where a string lives',
    '',
  );
  L.push(
    ...table(
      ['context', 'what it is', 'rules'],
      EFFECT_CONTEXTS.map((c) => [code(c), CONTEXT_NAMES[c], CONTEXT_RULES[c]]),
    ),
  );
  L.push('## Verbs (actions)', '');
  const clauses = registry.entries.filter((e): e is ClauseEntry => e.kind === 'action' || e.kind === 'modifier' || e.kind === 'predicate');
  for (const e of byKind(registry, 'action')) L.push(...clauseSection(e, examples, clauses));
  L.push('## Rule changes (modifiers)', '', 'A rule change holds while its block lasts: a leader\'s ability for the whole game, a combat ability for the combat, otherwise inside a duration such as `this round:`.', '');
  for (const e of byKind(registry, 'modifier')) L.push(...clauseSection(e, examples, clauses));
  L.push(
    '## Conditions',
    '',
    'Built in: `and`, `or` (`and` binds tighter), `not`, parentheses, comparisons of numbers, and `SUBJECT choose to "PROMPT"` (a yes/no decision). The rest are clauses:',
    '',
  );
  for (const e of byKind(registry, 'predicate')) L.push(...clauseSection(e, examples, clauses));
  L.push('## Timing windows', '');
  L.push(...phraseTable(registry.timings(), examples));
  L.push('## Durations', '');
  L.push(...phraseTable(registry.durations(), examples));
  L.push('## Values', '', 'Numbers (and places) things have. `2 eagles` is an amount; `my eagles` the number I have; `this card\'s combat` or `the combat of 2 action cards` a value that can be changed.', '');
  L.push(
    ...table(
      ['value', 'id', 'written', 'of', 'is', 'description', 'example'],
      byKind(registry, 'value').map((v) => [
        code(v.name),
        `\`${v.id}\``,
        v.forms.map(code).join(', '),
        v.of.join(', '),
        `${v.type}${v.resource ? ' (amount)' : ''}${v.modifiable ? ' (changeable)' : ''}`,
        v.description,
        examples.get(v.id) ? `${code(firstLine(examples.get(v.id)!.text))} (${examples.get(v.id)!.source})` : v.example ? code(v.example) : '',
      ]),
    ),
  );
  L.push('## Nouns', '');
  L.push(
    ...table(
      ['noun', 'id', 'type', 'plural', 'description'],
      byKind(registry, 'noun').map((n) => [n.singular.map(code).join(', ') || '—', `\`${n.id}\``, n.type, n.plural.map(code).join(', ') || '—', n.description]),
    ),
  );
  L.push('## Adjectives', '');
  L.push(...table(['word', 'id', 'narrows', 'description'], byKind(registry, 'adjective').map((a) => [code(a.word), `\`${a.id}\``, a.appliesTo.join(', '), a.description])));
  L.push('## Subjects and references', '');
  L.push(
    ...table(
      ['phrase', 'id', 'type', 'description'],
      byKind(registry, 'subject').map((s) => [
        [s.phrase, ...(s.aliases ?? [])].map(code).join(', '),
        `\`${s.id}\``,
        s.type,
        s.description + (s.contexts ? ` ${contextsLine(s.contexts) ?? ''}` : ''),
      ]),
    ),
  );
  L.push('## Qualifiers', '');
  L.push(...table(['preposition', 'id', 'expects', 'description'], byKind(registry, 'qualifier').map((q) => [code(q.prep), `\`${q.id}\``, describeSlotType(q.accepts), q.description])));
  L.push('## Problem codes', '');
  L.push(...table(['code', 'meaning'], PROBLEM_CODES.map(([c, m]) => [`\`${c}\``, m])));
  return L.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

function firstLine(s: string): string {
  const lines = s.split('\n');
  return lines.length > 1 ? `${lines[0]} …` : s;
}

const CONTEXT_RULES: Record<EffectContextKind, string> = {
  'combat-ability': '`I` is who played the card; `this card`, `this combat`, `this location`; combat timing windows; a rule change lasts the combat',
  'discard-ability': '`I` is who discarded it; `this card`; no combat windows',
  'world-event': 'no `I` at the top: use `each player:` / `each faction:` / `the first player`; rule changes need a duration',
  'timeline-step': 'as a world event',
  'victory-condition': 'one condition; `I` is the claiming player',
  'leader-ability': 'a standing rule: rule changes hold all game; one-off actions need a timing window',
  'bot-condition': 'one condition; `I` is the bot',
  any: 'no placement rules (tests, tools)',
};

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
  ['RW-DSL-POSITION', 'positions inside a folded `>` or multi-line plain scalar are lost; use `|` (warning)'],
  ['RW-DSL-INTERNAL', 'a bug in the parser or checker (never expected)'],
];

/** The doc as it should be now: registry plus the examples in `content/columbia`. */
export function currentEffectLanguageDoc(rootDir: string, registry: Registry = defaultRegistry()): string {
  const examples = collectExamples(packStrings(join(rootDir, 'content', 'columbia')), registry, 'content/columbia');
  return renderEffectLanguageDoc(registry, examples);
}

/** Regenerate `docs/EFFECT-LANGUAGE.md` under `rootDir`; says whether it changed. */
export function writeEffectLanguageDoc(rootDir: string, registry: Registry = defaultRegistry()): { path: string; changed: boolean } {
  const path = join(rootDir, DOC_PATH);
  const next = currentEffectLanguageDoc(rootDir, registry);
  const prev = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (prev !== next) writeFileSync(path, next);
  return { path, changed: prev !== next };
}
