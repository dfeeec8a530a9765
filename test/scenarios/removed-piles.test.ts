/**
 * Scenario positions and the removed piles (RULINGS "Removed action and
 * victory cards"): cards a prepared position leaves in no pile are out of the
 * game, unseen, not lost; a position saved before the piles existed gets them
 * empty instead of failing at the first discard.
 */
import { describe, expect, it } from 'vitest';
import { createColumbiaGame } from '../../interpreter/columbia/game.ts';
import { checkInvariants } from '../../interpreter/columbia/invariants.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { createEngine, type GameState } from '../../interpreter/core/index.ts';
import { compileScenario, runScenario } from '../../interpreter/scenario/index.ts';
import { leadingScript, scenarioEngineFor, scenarioPosition } from '../../interpreter/scenario/run.ts';
import { pack, rules, scenarioStart } from './position.ts';

/** The state a scenario's play starts from. */
function startOf(text: string): GameState<ColumbiaG> {
  return scenarioStart(text).state;
}

const BASE = `name: piles
rule: test
setup: { players: 2, emptyBoard: true }
leaders: { blue: Zachary Hale Comstock, red: Chen Lin }
board:
  Garden of New Eden: { blue: [common, stronghold] }
  Fink MFG: { red: [common, stronghold] }
`;

describe('cards a prepared position places nowhere', () => {
  it('hands, decks and discards all listed: the other cards are out of the game, unseen, and every card is accounted for', () => {
    const state = startOf(`${BASE}hands: { blue: [Handyman 3/1/1] }\ndecks: { blue: [Shotgunner 2/1/1] }\ndiscards: { blue: [] }\n`);
    const blue = state.g.players.blue!;
    expect(blue.hand).toHaveLength(1);
    expect(blue.deck).toHaveLength(1);
    expect(blue.discard).toEqual([]);
    expect(blue.removedUnseen).toHaveLength(28);
    expect(blue.removed).toEqual([]);
    expect(checkInvariants(state, rules).filter((m) => /card/.test(m))).toEqual([]);
  });

  it('a listed deck without discards: the deck is exactly what is listed, the discard pile keeps what it had, the rest is out of the game (never silently discarded)', () => {
    const state = startOf(`${BASE}decks: { blue: [Shotgunner 2/1/1, Flak Man] }\n`);
    const blue = state.g.players.blue!;
    expect(blue.deck).toHaveLength(2);
    expect(blue.hand).toHaveLength(5);
    expect(blue.discard).toEqual([]);
    expect(blue.removedUnseen).toHaveLength(23);
    expect(checkInvariants(state, rules).filter((m) => /card/.test(m))).toEqual([]);
  });

  it('victory cards in play and deck both listed: the others are out of the game, unseen', () => {
    const state = startOf(`${BASE}victoryCards: { inPlay: [Dominion], deck: [Established] }\n`);
    const vc = state.g.victoryCards;
    expect(vc.inPlay).toEqual(['dominion']);
    expect(vc.deck).toEqual(['established']);
    expect(vc.removedUnseen).toHaveLength(rules.victoryCards.length - 2);
    expect(checkInvariants(state, rules).filter((m) => /card/.test(m))).toEqual([]);
  });
});

describe('a position saved before the removed piles existed', () => {
  it('gets them empty, and plays on', () => {
    const e = createEngine(createColumbiaGame({ rules, effects: pack.effects }), rules);
    const { state } = e.start({ seed: 5, players: ['blue', 'red'] });
    const old = JSON.parse(JSON.stringify(state)) as GameState<ColumbiaG> & { g: Record<string, unknown> };
    for (const p of Object.values(old.g.players)) {
      delete (p as Partial<typeof p>).removed;
      delete (p as Partial<typeof p>).removedUnseen;
    }
    delete (old.g.victoryCards as Partial<ColumbiaG['victoryCards']>).removed;
    delete (old.g.victoryCards as Partial<ColumbiaG['victoryCards']>).removedUnseen;
    const first = state.decision!.player;
    const text = `name: saved\nrule: test\nposition: ${JSON.stringify(old)}\nscript:\n  - ${first}: nothing\n`;
    const { scenario: s } = compileScenario('saved.yaml', text, pack);
    expect(s).not.toBeNull();
    const g = scenarioPosition(s!, scenarioEngineFor(s!, pack), leadingScript(s!, s!.strict).script).state.g as ColumbiaG;
    expect(Object.values(g.players).map((p) => [p.removed, p.removedUnseen])).toEqual([
      [[], []],
      [[], []],
    ]);
    expect([g.victoryCards.removed, g.victoryCards.removedUnseen]).toEqual([[], []]);
    const r = runScenario(s!, pack);
    expect(r.failure).toBeNull();
  });
});
