/**
 * Every cache an engine keeps (core/memo.ts: a board's census and control,
 * kept condition answers and phrase sets, options and things made once)
 * must change nothing a game shows: seeded games of every registered game
 * played with every cache on (the simulator's fast path, the state changed
 * in place) and with every cache off (`caches: false`, each answer worked
 * out afresh, the pure `apply`) offer the same decisions, reach the same
 * states, show every player the same view and log the same entries, choice
 * after choice, with random bots and with each game's own bots. And what the
 * simulator records beside the games (which YAML bot rules answered, which
 * conditions could not be read) is the same both ways.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomBot, type Chooser, type Engine, type GameState } from '../../interpreter/core/index.ts';
import { Playout } from '../../interpreter/core/playout.ts';
import { engineFor, GAMES, moduleOf, type AnyGameModule } from '../../interpreter/games/index.ts';
import { loadGamePackFromDir } from '../../interpreter/games/node.ts';
import { compileBots, conditionFailures, playGame, simTable, type GameSpec } from '../../interpreter/sim/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any game's engine
type AnyEngine = Engine<any, any>;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A game's own bots by name: its module's (`hooks.sim.bots`). */
function ownBots(module: AnyGameModule, rules: unknown): Record<string, (seed: string, seat: string) => Chooser> {
  const out: Record<string, (seed: string, seat: string) => Chooser> = {};
  for (const [name, make] of Object.entries(module.hooks.sim?.bots ?? {})) out[name] = (seed, seat) => make(rules, seed, seat);
  return out;
}

/**
 * `expect(actual, where).toEqual(expected)`, node's strict deep equality
 * asked first: values it finds equal are equal to toEqual too (it is the
 * stricter of the two), so the matcher's slower walk (a third of this
 * file's CPU, thousands of views a game) runs only on a difference, where
 * it decides and shows the diff as before.
 */
function expectEqual(actual: unknown, expected: unknown, where?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, where).toEqual(expected);
}

/** Plays one game on both engines in step; returns how many choices were made. */
function playBoth(on: AnyEngine, off: AnyEngine, seats: readonly string[], bot: (seat: string) => Chooser, seed: string): number {
  const botsOn = Object.fromEntries(seats.map((p) => [p, bot(p)]));
  const botsOff = Object.fromEntries(seats.map((p) => [p, bot(p)]));
  const a = Playout.start(on, { seed, players: [...seats] });
  const b = off.start({ seed, players: [...seats] });
  expectEqual(b.log, a.log);
  const fast: GameState<unknown> = a.playout.state;
  let fresh: GameState<unknown> = b.state;
  let n = 0;
  for (; fast.over === null && fast.decision !== null; n++) {
    if (n > 20_000) throw new Error(`${seed}: no end after ${n} choices`);
    const where = `${seed}, choice ${n + 1}`;
    expectEqual(fresh.decision, fast.decision, where);
    for (const viewer of [...seats, null]) expectEqual(off.view(fresh, viewer), on.view(fast, viewer), `${where}, view of ${viewer}`);
    const player = fast.decision.player;
    const choice = botsOn[player]!.choose(on, fast);
    expectEqual(botsOff[player]!.choose(off, fresh), choice, `${where}: the bots chose differently`);
    const ra = a.playout.play(choice, true);
    const rb = off.apply(fresh, choice);
    if (!ra.ok || !rb.ok) throw new Error(`${where}: ${ra.ok ? '' : ra.reason} ${rb.ok ? '' : rb.reason}`);
    expectEqual(rb.log, ra.log, where);
    fresh = rb.state;
    // The whole state, canonically (key order aside): a difference in a corner nothing shows yet is a difference.
    // Strictly deep-equal states have the same canonical text, so the texts are made only when they are not.
    if (!isDeepStrictEqual(fresh, fast)) expect(canonicalJson(fresh), where).toBe(canonicalJson(fast));
  }
  expect(fresh.over).toEqual(fast.over);
  return n;
}

/** Random games per player count, and games per player count for each of the game's own bots. */
const RANDOM_GAMES = 3;
const OWN_BOT_GAMES = 1;

describe('caches change no game: caches on and caches off play the same', async () => {
  for (const registered of GAMES) {
    const loaded = await loadGamePackFromDir(join(ROOT, registered.language.docs.examplesFrom));
    if (!loaded.ruleset) throw new Error(`${registered.id}: its pack does not load`);
    const module = moduleOf(loaded);
    const rules = loaded.ruleset;
    const on = engineFor(module, rules, loaded.effects ?? null);
    const off = engineFor(module, rules, loaded.effects ?? null, { caches: false });
    const counts = module.seats.counts(rules);
    // The fewest and the most players (2 and 4 in Columbia).
    for (const players of [...new Set([counts[0]!, counts[counts.length - 1]!])]) {
      const seats = module.seats.players(rules, players);
      const bots: [string, number, (seed: string) => (seat: string) => Chooser][] = [
        ['random', RANDOM_GAMES, (seed) => (seat) => randomBot(`${seed}:${seat}`)],
        ...Object.entries(ownBots(module, rules)).map(([name, make]): [string, number, (seed: string) => (seat: string) => Chooser] => [name, OWN_BOT_GAMES, (seed) => (seat) => make(seed, seat)]),
      ];
      for (const [name, games, botFor] of bots) {
        for (let i = 1; i <= games; i++) {
          const seed = `caches-${players}p-${name}-${i}`;
          it(`${module.title}, ${players} players, ${name} bots, seed ${seed}`, () => {
            expect(playBoth(on, off, seats, botFor(seed), seed)).toBeGreaterThan(0);
          });
        }
      }
    }
  }
});

/** A YAML bot with a condition no position can answer ("it" names nothing there) beside one that reads the board. */
const UNREADABLE = `name: Unreadable
decisions:
  recruit:
    - when: "it is destroyed"
      prefer: "done"
  move:
    - when: "I control 3 locations"
      prefer: "done"
`;

describe("caches change no simulator record: a YAML bot's rule hits and unreadable conditions", async () => {
  const registered = GAMES.find((g) => g.id === 'columbia')!;
  const loaded = await loadGamePackFromDir(join(ROOT, registered.language.docs.examplesFrom));
  const module = moduleOf(loaded);
  const rules = loaded.ruleset!;

  it('are the same with every cache on and off, and the unreadable condition is reported', () => {
    const run = (caches: boolean) => {
      const engine = engineFor(module, rules, loaded.effects ?? null, { caches });
      const table = simTable(module, rules, loaded.effects ?? null, engine);
      const { library, diagnostics } = compileBots(module, { unreadable: UNREADABLE }, rules, (s) => `bots/${s}.yaml`);
      // The checker warns (nothing for "it" to name) but lets the bot play: the run must then say what failed.
      expect(diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning RW-DSL-UNBOUND']);
      const hits: Record<string, number> = {};
      const players = [...module.seats.players(rules, 2)];
      const spec: GameSpec = { index: 0, seed: 'caches-unreadable', players, bots: { [players[0]!]: 'unreadable', [players[1]!]: 'random' } };
      const { record } = playGame(table, spec, { library, hits });
      return { record, hits, failures: conditionFailures(library, engine) };
    };
    const on = run(true);
    const off = run(false);
    expect(Object.keys(on.failures)).toEqual(['unreadable: it is destroyed']);
    expect(off.failures).toEqual(on.failures);
    expect(off.hits).toEqual(on.hits);
    expect(Object.keys(on.hits).length).toBeGreaterThan(0);
    const { ms: _a, ...recordOn } = on.record as typeof on.record & { ms?: number };
    const { ms: _b, ...recordOff } = off.record as typeof off.record & { ms?: number };
    expect(recordOff).toEqual(recordOn);
  });
});
