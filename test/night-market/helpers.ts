/** The Night Market fixture pack, loaded once per test file, and a random game on it. */
import { fileURLToPath } from 'node:url';
import { randomBot, type Engine, type GameState } from '../../interpreter/core/index.ts';
import { engineFor, moduleOf } from '../../interpreter/games/index.ts';
import { loadGamePackFromDir } from '../../interpreter/games/node.ts';
import type { MarketG, MarketRules } from '../../interpreter/night-market/index.ts';

export const PACK = fileURLToPath(new URL('../fixtures/packs/night-market', import.meta.url));

export async function market(): Promise<{ rules: MarketRules; engine: Engine<MarketG, MarketRules>; module: ReturnType<typeof moduleOf> }> {
  const loaded = await loadGamePackFromDir<MarketRules>(PACK);
  if (!loaded.ruleset) throw new Error(`the Night Market pack did not load: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  const module = moduleOf(loaded);
  return { rules: loaded.ruleset, engine: engineFor(module, loaded.ruleset, loaded.effects ?? null) as Engine<MarketG, MarketRules>, module };
}

/** A whole game by random bots; every state it passed through, when `each` is given. */
export function playRandom(engine: Engine<MarketG, MarketRules>, players: string[], seed: number, each?: (s: GameState<MarketG>) => void): GameState<MarketG> {
  let state = engine.start({ seed, players }, { log: false }).state;
  const bots = Object.fromEntries(players.map((p) => [p, randomBot(`${seed}:${p}`)]));
  for (let n = 0; state.over === null; n++) {
    if (n > 1000) throw new Error(`seed ${seed}: no end after 1000 decisions`);
    each?.(state);
    const r = engine.apply(state, bots[state.decision!.player]!.choose(engine, state), { log: false });
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return state;
}
