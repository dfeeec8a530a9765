/**
 * Golden playthroughs: whole seeded games played by random bots, recorded as
 * what each player sees (`engine.view(state, player)`) at every decision.
 * Each player's record is a JSON-lines text, one line per step: the view's
 * hash, whose decision it is, and what changed in the view since the step
 * before (a patch), the first line holding the whole view. The stored view
 * keeps of the decision only whose it is and its kind, and drops the step
 * number (the viewer's own options change every step and would swell the
 * file); the hash covers the whole view but the wording of the decision
 * (prompts, option labels), so rewording one is not taken for a rule change.
 * Replaying the game rebuilds every recorded view, so a leak of hidden
 * information, or an unintended rule change, shows as a diff at the first
 * step that differs.
 */
import { canonicalHash, canonicalJson, randomBot, type Engine, type GameState, type Json, type PlayerId, type View } from '../core/index.ts';
import type { GoldenGame } from '../game/index.ts';

export type { GoldenGame };

type AnyEngine = Engine<unknown, unknown>;

const MAX_DECISIONS = 5000;

/**
 * A change to a view: `[path, value]` sets, `[path]` removes, `[path + '+', items]`
 * appends to an array. Paths are keys joined with "/" (`g/players/red/discard`).
 */
type Change = [string, Json] | [string];

interface Line {
  n: number;
  /** Whose decision is pending and its kind (`blue move`), or `over`. */
  at: string;
  hash: string;
  /** The whole (slim) view: first line only. */
  view?: Json;
  /** What changed since the line before. */
  p?: Change[];
}

type JsonMap = { [k: string]: Json };

function isMap(v: Json | undefined): v is JsonMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const join = (path: readonly string[]) => path.map((k) => k.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const split = (path: string) => (path === '' ? [] : path.split('/').map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~')));

/** The changes turning `a` into `b`: objects key by key, arrays whole (or only what was appended). */
export function diffJson(a: Json, b: Json, path: string[] = [], out: Change[] = []): Change[] {
  if (canonicalJson(a) === canonicalJson(b)) return out;
  if (isMap(a) && isMap(b)) {
    for (const k of Object.keys(a)) if (!(k in b)) out.push([join([...path, k])]);
    for (const k of Object.keys(b)) diffJson(k in a ? a[k]! : (undefined as unknown as Json), b[k]!, [...path, k], out);
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b) && b.length > a.length && a.length > 0 && canonicalJson(b.slice(0, a.length)) === canonicalJson(a)) {
    out.push([join(path) + '+', b.slice(a.length)]);
    return out;
  }
  out.push([join(path), b]);
  return out;
}

/** `a` with the changes applied (a new value; `a` is left alone). */
export function applyChanges(a: Json, changes: readonly Change[]): Json {
  let out = JSON.parse(JSON.stringify(a)) as Json;
  for (const c of changes) {
    const append = c[0].endsWith('+');
    const path = split(append ? c[0].slice(0, -1) : c[0]);
    if (path.length === 0) {
      out = c.length === 2 ? c[1] : null;
      continue;
    }
    let node = out as JsonMap;
    for (const k of path.slice(0, -1)) {
      if (!isMap(node[k])) node[k] = {};
      node = node[k] as JsonMap;
    }
    const last = path[path.length - 1]!;
    if (c.length === 1) delete node[last];
    else if (append) node[last] = [...((node[last] as Json[] | undefined) ?? []), ...(c[1] as Json[])];
    else node[last] = c[1];
  }
  return out;
}

/**
 * The view as it is compared: the decision without its wording (prompt,
 * option labels), so rewording a prompt is not a rule change; its option ids,
 * bounds and data stay.
 */
function comparable(view: View): Json {
  const d = view.decision;
  let decision: Json = null;
  if (d !== null) {
    decision = { player: d.player, kind: d.kind };
    if ('options' in d) decision = { ...decision, min: d.min, max: d.max, options: d.options.map((o) => ({ id: o.id, data: o.data ?? null })), data: d.data };
  }
  return { ...view, decision } as unknown as Json;
}

/** A step's line but its view or patch: the step, whose decision it is, the view's hash. */
function lineHead(state: GameState, view: View): Line {
  const sd = state.decision;
  return { n: state.n, at: state.over !== null ? 'over' : sd ? `${sd.player} ${sd.kind}` : 'none', hash: canonicalHash(comparable(view)) };
}

/** The view as it is stored: without its step number, the decision only whose it is and its kind. */
function slimOf(view: View): Json {
  const d = view.decision;
  // A copy: the view may share objects with the state, which the next step changes in place.
  const { n: _n, ...rest } = view;
  return JSON.parse(JSON.stringify({ ...rest, decision: d === null ? null : { player: d.player, kind: d.kind } })) as Json;
}

function lineOf(engine: AnyEngine, state: GameState, player: string): { line: Line; slim: Json } {
  const view = engine.view(state, player);
  return { line: lineHead(state, view), slim: slimOf(view) };
}

/** Plays the golden game (its seed, random play) to its end, showing `each` every position; a failure names the game. */
function playGolden(engine: AnyEngine, players: readonly PlayerId[], game: GoldenGame, each: (s: GameState) => void): void {
  const { state } = engine.start({ seed: game.seed, players: players.slice() }, { log: false });
  try {
    engine.playout(state, randomBot(game.seed), { maxDecisions: MAX_DECISIONS, each: (s) => void each(s) });
  } catch (e) {
    throw new Error(`golden ${game.id}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Plays the game: each player's lines and slim views, step by step. */
function play(engine: AnyEngine, players: readonly PlayerId[], game: GoldenGame): Record<string, { line: Line; slim: Json }[]> {
  const out: Record<string, { line: Line; slim: Json }[]> = Object.fromEntries(players.map((p) => [p, []]));
  playGolden(engine, players, game, (s) => players.forEach((p) => out[p]!.push(lineOf(engine, s, p))));
  return out;
}

/** Plays the game and returns each player's record (player id -> JSON-lines text). */
export function recordGolden(engine: AnyEngine, players: readonly PlayerId[], game: GoldenGame): Record<string, string> {
  const steps = play(engine, players, game);
  const out: Record<string, string> = {};
  for (const [player, list] of Object.entries(steps)) {
    const lines = list.map(({ line, slim }, i) => JSON.stringify(i === 0 ? { ...line, view: slim } : { ...line, p: diffJson(list[i - 1]!.slim, slim) }));
    out[player] = lines.join('\n') + '\n';
  }
  return out;
}

/** The first path where two JSON values differ, with both values there. */
export function firstDifference(expected: unknown, actual: unknown, path = 'view'): { path: string; expected: string; actual: string } | null {
  if (canonicalJson(expected) === canonicalJson(actual)) return null;
  const short = (v: unknown) => {
    const s = v === undefined ? '(absent)' : JSON.stringify(v);
    return s.length > 200 ? s.slice(0, 197) + '...' : s;
  };
  if (typeof expected !== 'object' || typeof actual !== 'object' || expected === null || actual === null || Array.isArray(expected) !== Array.isArray(actual)) {
    return { path, expected: short(expected), actual: short(actual) };
  }
  if (Array.isArray(expected) && Array.isArray(actual) && expected.length !== actual.length) {
    return { path: `${path}.length`, expected: `${expected.length}: ${short(expected)}`, actual: `${actual.length}: ${short(actual)}` };
  }
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  for (const k of keys) {
    const d = firstDifference((expected as Record<string, unknown>)[k], (actual as Record<string, unknown>)[k], Array.isArray(expected) ? `${path}[${k}]` : `${path}.${k}`);
    if (d !== null) return d;
  }
  return { path, expected: short(expected), actual: short(actual) };
}

export interface GoldenCheck {
  ok: boolean;
  /** What differs, in words (empty when ok). */
  message: string;
  steps: number;
}

/** The view a player's record holds at step `i` (its first line's view with the patches up to `i` applied). */
function recordedView(recorded: readonly Line[], i: number): Json {
  let view: Json = recorded[0]?.view ?? null;
  for (let j = 1; j <= i; j++) view = applyChanges(view, recorded[j]!.p ?? []);
  return view;
}

/**
 * Replays the game and compares every player's view, step by step, with the
 * stored record, as it plays: a step's view is hashed and checked against its
 * line, and only a step that differs is taken apart (the recorded view
 * rebuilt from the patches, the first path that differs found). The game is
 * played to its end either way, to say how long it now is.
 */
export function compareGolden(engine: AnyEngine, players: readonly PlayerId[], game: GoldenGame, stored: Record<string, string | null>): GoldenCheck {
  const recorded: Record<string, Line[]> = {};
  for (const p of players) {
    const text = stored[p];
    if (text === null || text === undefined) return { ok: false, message: `no golden record for ${p}: run "rulewright scenario --update-golden"`, steps: stepsOf(engine, players, game) };
    recorded[p] = text.trim().split('\n').map((l) => JSON.parse(l) as Line);
  }
  let steps = 0;
  let lastN = 0;
  // The first difference, told once the game's length is known.
  let failure: ((steps: number) => string) | null = null;
  const compare = (s: GameState): ((steps: number) => string) | null => {
    for (const p of players) {
      const lines = recorded[p]!;
      const old = lines[steps];
      const view = engine.view(s, p);
      const cur = lineHead(s, view);
      if (old !== undefined && old.hash === cur.hash && old.at === cur.at) continue;
      if (old === undefined) return (steps) => `${p}'s view: the game now goes on past step ${lines.at(-1)!.n} (recorded: ${lines.length} steps, now ${steps})`;
      const diff = firstDifference(recordedView(lines, steps), slimOf(view));
      const detail = diff !== null ? `\n  ${diff.path}\n    recorded: ${diff.expected}\n    now:      ${diff.actual}` : '\n  the decision offered to this player differs (its options or bounds)';
      return () => `${p}'s view differs at step ${cur.n} (recorded: ${old.at}, now: ${cur.at})${detail}`;
    }
    return null;
  };
  playGolden(engine, players, game, (s) => {
    failure ??= compare(s);
    lastN = s.n;
    steps++;
  });
  if (failure !== null) return { ok: false, message: (failure as (steps: number) => string)(steps), steps };
  for (const p of players) {
    const lines = recorded[p]!;
    if (lines.length > steps) return { ok: false, message: `${p}'s view: the game now ends after step ${lastN} (recorded: ${lines.length} steps, now ${steps})`, steps };
  }
  return { ok: true, message: '', steps };
}

/** How many steps the game has (its positions, the first included). */
function stepsOf(engine: AnyEngine, players: readonly PlayerId[], game: GoldenGame): number {
  let steps = 0;
  playGolden(engine, players, game, () => steps++);
  return steps;
}
