/**
 * The engine's public surface is pure: `apply` returns a new state and never
 * touches the one it is given, nor do `playout`, `legalChoices`, `validate`
 * and `view`. Only a fast playout (core/playout.ts, the simulator's) changes
 * a state, its own. Checked for every registered game by handing each of
 * them a deep-frozen state at every decision of seeded random games: a write
 * anywhere into it throws (ES modules run in strict mode).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomBot, type GameState } from '../../interpreter/core/index.ts';
import { engineFor, GAMES, moduleOf } from '../../interpreter/games/index.ts';
import { loadGamePackFromDir } from '../../interpreter/games/node.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe('the public apply never changes the state it is given', async () => {
  for (const registered of GAMES) {
    const loaded = await loadGamePackFromDir(join(ROOT, registered.language.docs.examplesFrom));
    if (!loaded.ruleset) throw new Error(`${registered.id}: its pack does not load`);
    const module = moduleOf(loaded);
    const rules = loaded.ruleset;
    const counts = module.seats.counts(rules);
    for (const players of [...new Set([counts[0]!, counts[counts.length - 1]!])]) {
      it(`${module.title}, ${players} players: apply, playout, options and views leave a frozen state as it was`, () => {
        const engine = engineFor(module, rules, loaded.effects ?? null);
        const seats = [...module.seats.players(rules, players)];
        const bot = randomBot(`frozen-${players}`);
        let state: GameState = deepFreeze(engine.start({ seed: `frozen-${players}`, players: seats }).state);
        const at0 = canonicalJson(state);
        // A whole game from the frozen start (copied once, then played in place on the copy).
        const out = engine.playout(state, randomBot('frozen-playout'));
        expect(out.decisions).toBeGreaterThan(0);
        expect(canonicalJson(state)).toBe(at0);
        let n = 0;
        for (; state.over === null && state.decision !== null && n < 5000; n++) {
          const before = canonicalJson(state);
          engine.legalChoices(state);
          for (const viewer of [...seats, null]) engine.view(state, viewer);
          const choice = bot.choose(engine, state);
          expect(engine.validate(state, choice).ok).toBe(true);
          const r = engine.apply(state, choice);
          if (!r.ok) throw new Error(r.reason);
          expect(r.state).not.toBe(state);
          expect(canonicalJson(state), `decision ${n + 1}`).toBe(before);
          state = deepFreeze(r.state);
        }
        expect(state.over).not.toBeNull();
      });
    }
  }
});
