/**
 * Golden playthroughs: whole seeded games played by random bots, recorded as
 * what each player sees (`engine.view(state, player)`) at every decision.
 * Each player's record is a JSON-lines text: one line per step with the
 * view's hash (and whose decision it is), and the whole view every
 * FULL_EVERY steps and at the end. Replaying the game and comparing shows a
 * leak of hidden information, or an unintended rule change, as a diff at the
 * first step that differs.
 */
import { canonicalJson, fnv1a64, randomBot, type Engine, type GameState, type Json } from '../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import { seatPlayers } from '../columbia/setup.ts';
import type { ColumbiaG } from '../columbia/state.ts';

export interface GoldenGame {
  /** File stem: `2p-seed-11` -> `2p-seed-11.blue.jsonl`. */
  id: string;
  players: 2 | 4;
  seed: number;
  /** The bots (random, seeded with the game's seed). */
  bot: 'random';
}

/** The games checked in under <pack>/scenarios/golden/. */
export const GOLDEN_GAMES: readonly GoldenGame[] = [
  { id: '2p-seed-11', players: 2, seed: 11, bot: 'random' },
  { id: '2p-seed-12', players: 2, seed: 12, bot: 'random' },
  { id: '4p-seed-13', players: 4, seed: 13, bot: 'random' },
];

export const FULL_EVERY = 50;
const MAX_DECISIONS = 5000;

interface Line {
  n: number;
  /** Whose decision is pending and its kind (`blue move`), or `over`. */
  at: string;
  hash: string;
  view?: Json;
}

function lineOf(engine: Engine<ColumbiaG, Ruleset>, state: GameState<ColumbiaG>, player: string, full: boolean): Line {
  const view = engine.view(state, player) as unknown as Json;
  const d = state.decision;
  const line: Line = { n: state.n, at: state.over !== null ? 'over' : d ? `${d.player} ${d.kind}` : 'none', hash: fnv1a64(canonicalJson(view)) };
  if (full) line.view = view;
  return line;
}

/** Plays the game and returns each player's record (player id -> JSON-lines text). */
export function recordGolden(engine: Engine<ColumbiaG, Ruleset>, game: GoldenGame): Record<string, string> {
  const players = seatPlayers(engine.rules, game.players);
  const bot = randomBot(game.seed);
  let { state } = engine.start({ seed: game.seed, players }, { log: false });
  const out: Record<string, string[]> = Object.fromEntries(players.map((p) => [p, []]));
  for (;;) {
    const end = state.over !== null || state.decision === null || state.n >= MAX_DECISIONS;
    for (const p of players) out[p]!.push(JSON.stringify(lineOf(engine, state, p, end || state.n % FULL_EVERY === 0)));
    if (end) break;
    const r = engine.apply(state, bot.choose(engine, state), { mutate: true, log: false });
    if (!r.ok) throw new Error(`golden ${game.id}: the bot's choice was refused: ${r.reason}`);
    state = r.state;
  }
  return Object.fromEntries(players.map((p) => [p, out[p]!.join('\n') + '\n']));
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

/** Replays the game and compares every player's record with the stored one. */
export function compareGolden(engine: Engine<ColumbiaG, Ruleset>, game: GoldenGame, stored: Record<string, string | null>): GoldenCheck {
  const now = recordGolden(engine, game);
  for (const [player, text] of Object.entries(now)) {
    const old = stored[player];
    if (old === null || old === undefined) return { ok: false, message: `no golden record for ${player}: run "rulewright scenario --update-golden"`, steps: 0 };
    const a = old.trim().split('\n').map((l) => JSON.parse(l) as Line);
    const b = text.trim().split('\n').map((l) => JSON.parse(l) as Line);
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const x = a[i];
      const y = b[i];
      if (x !== undefined && y !== undefined && x.hash === y.hash && x.at === y.at) continue;
      if (x === undefined || y === undefined) {
        return { ok: false, message: `${player}'s view: the game now ${y === undefined ? `ends after step ${b.at(-1)!.n}` : `goes on past step ${a.at(-1)!.n}`} (recorded: ${a.length} steps, now ${b.length})`, steps: b.length };
      }
      // Find the first whole view at or after this step in the record, and say what differs there.
      const full = a.slice(i).find((l) => l.view !== undefined);
      let detail = '';
      if (full !== undefined) {
        const replayed = b.find((l) => l.n === full.n) ?? null;
        const fresh = replayed?.view !== undefined ? replayed.view : null;
        const diff = fresh !== null ? firstDifference(full.view, fresh) : null;
        if (diff !== null) detail = `\n  at step ${full.n}, ${diff.path}\n    recorded: ${diff.expected}\n    now:      ${diff.actual}`;
      }
      return { ok: false, message: `${player}'s view differs from step ${x.n} (recorded: ${x.at}, now: ${y.at})${detail}`, steps: b.length };
    }
  }
  return { ok: true, message: '', steps: Object.values(now)[0]!.trim().split('\n').length };
}
