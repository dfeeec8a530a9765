/**
 * `rulewright simulate --vary FILE:PATH=V1,V2,...`: the same seeds played on
 * copies of the pack that differ in one number (a card's combat value, an
 * event's vote threshold), one copy per value, each figure shown per value
 * with its interval. PATH is a path into the YAML file: keys and list
 * positions joined by dots, and `[x]` for the item of a list whose `id`,
 * else `name`, else one other text is x, case aside
 * (`action-cards.yaml:decks[blue].cards.0.combat=1,2,3`). The copy is edited with
 * its comments and layout kept, in a temporary folder removed afterwards.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseDocument } from 'yaml';
import { didYouMean } from '../diagnostics/index.ts';

export interface Vary {
  /** The file, relative to the pack folder. */
  file: string;
  /** The path as written, and its segments. */
  path: string;
  segments: (string | number | { id: string })[];
  /** The values as written, and as YAML reads them (numbers as numbers). */
  values: string[];
}

/** Reads `FILE:PATH=V1,V2,...`, or says what is wrong with it. */
export function parseVary(text: string): Vary | string {
  const m = /^([^:]+):([^=]+)=(.+)$/.exec(text);
  if (m === null) return `--vary ${text}: write FILE:PATH=V1,V2,... (e.g. action-cards.yaml:decks[blue].cards.0.combat=1,2,3)`;
  const [, file, path, list] = m as unknown as [string, string, string, string];
  const segments: Vary['segments'] = [];
  for (const part of path.split('.')) {
    const item = /^([^[\]]*)\[([^\]]+)\]$/.exec(part);
    if (item !== null) {
      if (item[1] !== '') segments.push(item[1]!);
      segments.push({ id: item[2]! });
    } else if (/^\d+$/.test(part)) segments.push(Number(part));
    else if (part !== '' && !/[[\]]/.test(part)) segments.push(part);
    else return `--vary ${text}: "${part}" is not a key, a list position or key[id]`;
  }
  const values = list.split(',').map((v) => v.trim());
  if (values.some((v) => v === '')) return `--vary ${text}: an empty value in ${list}`;
  if (new Set(values).size !== values.length) return `--vary ${text}: a value is given twice`;
  return { file: file.trim(), path, segments, values };
}

/** The strings an item of a list is known by: its `id` and `name` first, then any other text it holds (a deck's colour, a row's type). */
function namesOf(item: unknown): { key: string; text: string }[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
  const out: { key: string; text: string }[] = [];
  for (const [key, v] of Object.entries(item)) if (typeof v === 'string') out.push({ key, text: v });
  const rank = (k: string) => (k === 'id' ? 0 : k === 'name' ? 1 : 2);
  return out.sort((a, b) => rank(a.key) - rank(b.key));
}

/**
 * The position of the item `[x]` names in a list: the one whose id, else
 * name, else one of its other texts is x (case aside), or what is wrong.
 */
function itemIndex(list: readonly unknown[], x: string, where: string): number | string {
  const wanted = x.toLowerCase();
  for (const keys of [['id'], ['name'], null] as const) {
    const hits = list.flatMap((item, i) => (namesOf(item).some((n) => (keys === null || keys.includes(n.key as never)) && n.text.toLowerCase() === wanted) ? [i] : []));
    if (hits.length === 1) return hits[0]!;
    if (hits.length > 1) return `${hits.length} items of ${where} are "${x}" (positions ${hits.join(', ')}): write the one meant by its position, ${where}.${hits[0]}`;
  }
  const known = [...new Set(list.flatMap((item) => namesOf(item).slice(0, 1).map((n) => n.text)))];
  const hint = didYouMean(x, known);
  return `no item "${x}" in ${where}${hint ? ` (${hint})` : known.length > 0 ? ` (its items: ${known.slice(0, 12).join(', ')}${known.length > 12 ? ', ...' : ''})` : ''}`;
}

/** The YAML path (keys and positions) that `v.segments` name in `data`, or where it stops. */
function concretePath(data: unknown, v: Vary): (string | number)[] | string {
  const out: (string | number)[] = [];
  let at: unknown = data;
  for (const s of v.segments) {
    const where = out.join('.') || 'the file';
    if (typeof s === 'object') {
      if (!Array.isArray(at)) return `${where} is not a list`;
      const i = itemIndex(at, s.id, where);
      if (typeof i === 'string') return i;
      out.push(i);
      at = at[i];
    } else {
      if (typeof at !== 'object' || at === null || !(s in (at as object))) {
        const keys = typeof at === 'object' && at !== null && !Array.isArray(at) ? Object.keys(at) : [];
        const hint = didYouMean(String(s), keys);
        return `no "${s}" in ${where}${hint ? ` (${hint})` : keys.length > 0 ? ` (its keys: ${keys.join(', ')})` : Array.isArray(at) ? ` (a list of ${at.length}: a position 0-${at.length - 1} or [id])` : ''}`;
      }
      out.push(s);
      at = (at as Record<string | number, unknown>)[s];
    }
  }
  if (typeof at === 'object' && at !== null) return `${v.path} is not a single value`;
  return out;
}

/** A value as the YAML file would hold it: a number when it reads as one. */
function valueOf(text: string): string | number | boolean {
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}

/** Copies of the pack, one per value, each with the value written at the path; `dispose` removes them. */
export async function variedPacks(dir: string, v: Vary): Promise<{ dirs: string[]; current: unknown; dispose: () => Promise<void> } | string> {
  const file = resolve(dir, v.file);
  if (relative(dir, file).startsWith('..') || relative(dir, file).split(sep)[0] === '..') return `--vary: ${v.file} is outside the pack`;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return `--vary: no file ${v.file} in the pack`;
  }
  const doc = parseDocument(text);
  const path = concretePath(doc.toJS(), v);
  if (typeof path === 'string') return `--vary ${v.file}:${v.path}: ${path}`;
  const current = doc.getIn(path);
  const root = await mkdtemp(join(tmpdir(), 'rulewright-vary-'));
  const dirs: string[] = [];
  try {
    for (let i = 0; i < v.values.length; i++) {
      const copy = join(root, String(i));
      await cp(dir, copy, { recursive: true });
      const edited = parseDocument(text);
      edited.setIn(path, valueOf(v.values[i]!));
      await writeFile(join(copy, v.file), edited.toString());
      dirs.push(copy);
    }
  } catch (e) {
    await rm(root, { recursive: true, force: true });
    throw e;
  }
  return { dirs, current: current && typeof current === 'object' && 'value' in current ? (current as { value: unknown }).value : current, dispose: () => rm(root, { recursive: true, force: true }) };
}

/** One value's run: its games and each side's win rate with its 95% interval. */
export interface VaryRow {
  value: string;
  games: number;
  errors: number;
  winRate: Record<string, { rate: number; lo: number; hi: number; wins: number; games: number }>;
  meanRounds: number;
}

export interface VarySummary {
  games: number;
  errors: number;
  winRate: Record<string, { rate: { p: number; lo: number; hi: number }; wins: number; games: number }>;
  rounds: { mean: number };
}

export function varyRow(value: string, s: VarySummary): VaryRow {
  const winRate: VaryRow['winRate'] = {};
  for (const [side, r] of Object.entries(s.winRate)) winRate[side] = { rate: r.rate.p, lo: r.rate.lo, hi: r.rate.hi, wins: r.wins, games: r.games };
  return { value, games: s.games, errors: s.errors, winRate, meanRounds: s.rounds.mean };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The rows as a table: a line per value, each side's win rate and interval, then the mean rounds. */
export function varyText(v: Vary, current: unknown, rows: readonly VaryRow[], names: Record<string, string>): string[] {
  const sides = [...new Set(rows.flatMap((r) => Object.keys(r.winRate)))];
  const header = [`${v.path} (now ${String(current)})`, 'games', ...sides.map((s) => `${names[s] ?? s} wins [95%]`), 'rounds'];
  const body = rows.map((r) => [r.value, String(r.games), ...sides.map((s) => (r.winRate[s] ? `${pct(r.winRate[s]!.rate)} [${pct(r.winRate[s]!.lo)}, ${pct(r.winRate[s]!.hi)}]` : '-')), r.meanRounds.toFixed(2)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => '  ' + cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return ['', `Varying ${v.file}:${v.path} (the same seeds for every value):`, line(header), ...body.map(line)];
}
