/**
 * Readable answers to decisions: `move Hall of Heroes -> Battleship Bay`,
 * `[Shotgunner 2/1/1, Boys of Silence]`, `done`, `nothing`, turned into the
 * option ids of the pending decision. The rule (docs/SCENARIOS.md, "How an
 * answer picks options"), for each item of the answer:
 *
 * 1. an option whose id is exactly the item;
 * 2. else options with a name equal to the item (its label, or an alias the
 *    game gives: a card's name, piece names), ignoring
 *    case and punctuation;
 * 3. else options whose label contains the item's words in the same order
 *    (`->` reads as "to");
 * 4. else the same two tries without a leading verb (play, vote, discard, ...).
 *
 * The first try that finds options decides. Options with the same label are
 * interchangeable (the first one not already picked is taken); options with
 * different labels make the item ambiguous. An answer of several items is a
 * list, or a text split at commas when the whole text picks nothing.
 * `nothing` / `none` / `pass` / `[]` pick nothing where nothing is allowed.
 */
import type { Decision, Option } from '../core/index.ts';

const LEADING_VERBS: ReadonlySet<string> = new Set(['play', 'plays', 'vote', 'votes', 'discard', 'discards', 'produce', 'pick', 'picks', 'choose', 'chooses', 'use', 'take', 'answer', 'answers', 'with', 'select']);
const NOTHING: ReadonlySet<string> = new Set(['nothing', 'none', 'pass', 'no cards', 'nothing at all', '']);

/** The words of a text: lowercase, `->` as "to", punctuation dropped (`2/1/1` and `+1` stay whole). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/->|→/g, ' to ')
    .replace(/[’'`.]/g, '')
    .replace(/[^a-z0-9/+]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

function isSubsequence(needle: readonly string[], hay: readonly string[]): boolean {
  if (needle.length === 0) return false;
  let i = 0;
  for (const w of hay) if (w === needle[i]) i++;
  return i === needle.length;
}

/** Extra names of an option beyond its label, from what its id refers to (cards, pieces). */
export type Aliases = (o: Option) => string[];

export type Matched = { ok: true; ids: string[] } | { ok: false; error: string };

interface Candidate {
  option: Option;
  names: string[][];
  label: string[];
}

function candidates(d: Decision, aliases: Aliases | null): Candidate[] {
  return d.options.map((o) => {
    const label = words(o.label);
    return { option: o, label, names: [label, words(o.id), ...(aliases ? aliases(o).map(words) : [])] };
  });
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/** The options one item picks (before ambiguity is judged), by the first rule that finds any. */
function find(item: string, cands: Candidate[]): Candidate[] {
  const exact = cands.filter((c) => c.option.id === item);
  if (exact.length > 0) return exact;
  const tries = [words(item)];
  if (tries[0]!.length > 1 && LEADING_VERBS.has(tries[0]![0]!)) tries.push(tries[0]!.slice(1));
  for (const w of tries) {
    const named = cands.filter((c) => c.names.some((n) => same(n, w)));
    if (named.length > 0) return named;
    const within = cands.filter((c) => isSubsequence(w, c.label) || c.names.slice(2).some((n) => isSubsequence(w, n)));
    if (within.length > 0) return within;
  }
  return [];
}

/** One option per line: `label [id]`, for failure messages. */
export function listOptions(d: Decision, max = 40): string {
  const lines = d.options.slice(0, max).map((o) => `  - ${o.label} [${o.id}]`);
  if (d.options.length > max) lines.push(`  ... and ${d.options.length - max} more`);
  return lines.join('\n');
}

/** What the decision wants, in words: "pick 1", "pick 0 to 5". */
export function wants(d: Decision): string {
  return d.min === d.max ? `pick ${d.min}` : `pick ${d.min} to ${d.max}`;
}

/** The items of an answer: a YAML list as is; a text whole, or split at commas when the whole picks nothing. */
function itemsOf(answer: string | string[], d: Decision, cands: Candidate[]): string[] {
  if (Array.isArray(answer)) return answer.map(String);
  const whole = answer.trim();
  if (d.max > 1 && whole.includes(',') && find(whole, cands).length === 0) return whole.split(',').map((s) => s.trim()).filter((s) => s !== '');
  return [whole];
}

/** The option ids an answer picks from decision `d`, or why it picks nothing sensible. */
export function matchAnswer(d: Decision, answer: string | string[], aliases: Aliases | null = null): Matched {
  const cands = candidates(d, aliases);
  const items = itemsOf(answer, d, cands);
  if (items.length === 0 || (items.length === 1 && NOTHING.has(items[0]!.trim().toLowerCase()) && find(items[0]!, cands).length === 0)) {
    if (d.min === 0) return { ok: true, ids: [] };
    return { ok: false, error: `"${items[0] ?? ''}" picks nothing, but this decision must ${wants(d)}` };
  }
  const picked: string[] = [];
  for (const item of items) {
    const found = find(item, cands).filter((c) => !picked.includes(c.option.id));
    if (found.length === 0) {
      const already = find(item, cands).length > 0;
      return { ok: false, error: already ? `"${item}" is already picked (no other option matches it)` : `"${item}" is not one of the options` };
    }
    const labels = new Set(found.map((c) => c.label.join(' ')));
    if (labels.size > 1) {
      const list = found.slice(0, 8).map((c) => `"${c.option.label}" [${c.option.id}]`).join(', ');
      return { ok: false, error: `"${item}" is ambiguous: it matches ${found.length} options (${list}); say which` };
    }
    picked.push(found[0]!.option.id);
  }
  return { ok: true, ids: picked };
}

/** The least a player can answer (autoPass): nothing, else done/none/no/end-turn, else the first option. */
export function passiveIds(d: Decision): string[] {
  if (d.min === 0) return [];
  for (const id of ['done', 'none', 'no', 'end-turn']) if (d.options.some((o) => o.id === id)) return [id];
  return d.options.slice(0, d.min).map((o) => o.id);
}

/** Every option one answer item could mean (before ambiguity is judged): for `decision:` expectations. */
export function matchingOptions(d: Decision, item: string, aliases: Aliases | null = null): Option[] {
  return find(item, candidates(d, aliases)).map((c) => c.option);
}
