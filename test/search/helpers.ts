/** The three games' packs for the search bot's tests, each loaded once per file, and positions to search from. */
import { fileURLToPath } from 'node:url';
import { randomBot, type Engine, type GameState } from '../../interpreter/core/index.ts';
import { engineFor, moduleOf, type AnyGameModule } from '../../interpreter/games/index.ts';
import { loadGamePackFromDir } from '../../interpreter/games/node.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
export const PACKS = {
  columbia: `${ROOT}/content/columbia`,
  'baldurs-gate': `${ROOT}/content/baldurs-gate`,
  'night-market': `${ROOT}/test/fixtures/packs/night-market`,
} as const;
export type GameName = keyof typeof PACKS;

export interface Loaded {
  module: AnyGameModule;
  rules: unknown;
  engine: Engine<unknown, unknown>;
  /** The player ids of the game's smallest table. */
  players: string[];
}

const loaded = new Map<GameName, Promise<Loaded>>();

export function load(name: GameName): Promise<Loaded> {
  let p = loaded.get(name);
  if (p === undefined) {
    p = (async () => {
      const result = await loadGamePackFromDir(PACKS[name]);
      if (!result.ruleset) throw new Error(`${name} does not load: ${result.diagnostics.map((d) => d.message).join('; ')}`);
      const module = moduleOf(result);
      const rules = result.ruleset;
      const engine = engineFor(module, rules, result.effects ?? null) as Engine<unknown, unknown>;
      const count = module.seats.counts(rules)[0]!;
      return { module, rules, engine, players: [...module.seats.players(rules, count)] };
    })();
    loaded.set(name, p);
  }
  return p;
}

/** Whether the decision has more than one answer. */
function choices(engine: Engine<unknown, unknown>, s: GameState): boolean {
  try {
    return engine.legalChoices(s, 2).length > 1;
  } catch {
    return true; // more than two subsets to list
  }
}

/**
 * A position reached by random play from `seed` after at least `after`
 * decisions, at the first decision with more than one answer whose player
 * `accept`s the position.
 */
export function positionAfter(game: Loaded, seed: string, after: number, accept: (s: GameState) => boolean = () => true): GameState {
  const { engine, players } = game;
  let s = engine.start({ seed, players }, { log: false }).state;
  const bots = Object.fromEntries(players.map((p) => [p, randomBot(`${seed}:${p}`)]));
  for (let n = 0; s.over === null && s.decision !== null; n++) {
    if (n > 5000) break;
    if (n >= after && choices(engine, s) && accept(s)) return s;
    const r = engine.apply(s, bots[s.decision.player]!.choose(engine, s), { log: false });
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  throw new Error(`${seed}: no position to search after ${after} decisions`);
}
