/**
 * Audit: "Triggers and timing windows go through one event pipeline ...
 * (the first player orders simultaneous effects)": the rulebook's "If 2 game
 * effects would ever seem to take place at the same time, the first player
 * chooses in which order they will resolve", with the real effect handlers.
 */
import { describe, expect, it } from 'vitest';
import { build, cardsOf, clearBoard, decision, loc, newGame, put, setHand } from '../harness.ts';
import { answer } from '../harness.ts';
import { scripted } from './helpers.ts';

const BAY = loc(13);

describe('simultaneous effects', () => {
  it('4 players: two "before dice" effects fire at once and the first player orders them, though he is not in the combat', () => {
    const g = newGame(4, 'audit-order');
    clearBoard(g);
    for (const p of Object.values(g.players)) p.hand = [];
    for (const [p, n] of [['blue', 9], ['light-blue', 11], ['red', 14], ['dark-red', 5]] as const) build(g, p, 'stronghold', loc(n));
    put(g, 'blue', 'common', BAY);
    put(g, 'blue', 'common', loc(9)); // for Propaganda to bring
    put(g, 'red', 'common', BAY);
    const propaganda = cardsOf('blue', 'motorized-patriot')[0]!.id;
    const vigor = cardsOf('red', 'bucking-bronco')[0]!.id;
    setHand(g, 'blue', [propaganda]);
    setHand(g, 'red', [vigor]);
    g.firstPlayer = 'light-blue';
    g.phase = 'player-turns';
    g.activePlayer = 'blue';
    const t = scripted(g, [{ t: 'combat/fight', location: BAY, attacker: { kind: 'player', player: 'blue' }, defender: { kind: 'player', player: 'red' }, origin: 'move' }], {
      strict: false,
    });
    answer(t, 'combat-cards', [propaganda]);
    answer(t, 'combat-cards', [vigor]);
    const d = decision(t);
    expect({ player: d.player, kind: d.kind }).toEqual({ player: 'light-blue', kind: 'order-triggers' });
    expect(d.options.map((o) => (o.data as { src: string }).src).sort()).toEqual(['card:bucking-bronco', 'card:motorized-patriot']);
    // Each named as the log will name it when it takes effect ("Blue Founders' Propaganda (Motorized Patriot) takes effect").
    expect(d.options.map((o) => o.label).sort()).toEqual(["Blue Founders' Propaganda (Motorized Patriot)", "Red Vox Populi's Vigor (Bucking Bronco)"]);
  });
});
