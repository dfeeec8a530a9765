/**
 * The world event phase inside whole games (the real GameDef, random bots):
 * what must hold every time the phase hands over to the player turns.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { engine, rules, seatIds } from '../harness.ts';

/** Every action card of a player's deck colour is in exactly one of his piles (no vote or combat in progress). */
function cardsInOnePlace(g: ColumbiaG): string[] {
  const problems: string[] = [];
  for (const p of Object.values(g.players)) {
    const seen = [...p.hand, ...p.deck, ...p.discard];
    const deckId = rules.setups.flatMap((s) => s.seats).find((s) => s.colourId === p.id)!.actionDeckId;
    const expected = rules.decks.find((d) => d.id === deckId)!.cardIds;
    if (seen.length !== expected.length || new Set(seen).size !== seen.length) problems.push(`${p.id}: ${seen.length} cards for ${expected.length}`);
  }
  return problems;
}

describe('the world event phase in whole games', () => {
  for (const players of [2, 4] as const) {
    it(`${players} players: after each phase the votes are discarded, the token is held, and Booker stands on an undestroyed location`, () => {
      const e = engine();
      let phases = 0;
      for (let seed = 1; seed <= 6; seed++) {
        let { state } = e.start({ seed, players: seatIds(players) }, { log: false });
        const bot = randomBot(seed);
        let lastPhase = state.g.phase;
        for (let n = 0; state.over === null && n < 20_000; n++) {
          const r = e.apply(state, bot.choose(e, state), { log: false });
          if (!r.ok) throw new Error(r.reason);
          state = r.state;
          const g = state.g;
          if (lastPhase === 'world-event' && g.phase === 'player-turns') {
            phases++;
            expect(g.vote).toBeNull();
            expect(g.worldEvents.current).not.toBeNull();
            expect(g.worldEvents.passed).not.toBeNull();
            expect(g.turnOrder).toContain(g.firstPlayer);
            if (g.booker !== null) expect(g.locations[g.booker]!.destroyed).toBe(false);
            if (g.elizabeth.withBooker === true) expect(g.elizabeth.location).toBe(g.booker);
            if (g.combat === null) expect(cardsInOnePlace(g)).toEqual([]);
          }
          lastPhase = g.phase;
        }
        expect(state.over).not.toBeNull();
      }
      expect(phases).toBeGreaterThan(20);
    });
  }
});
