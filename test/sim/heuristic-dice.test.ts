/**
 * The heuristic bot rerolls the die that stands to gain most: the one whose
 * face is furthest below its die's mean (white 1 1 2 2 3 4, blue 1 2 3 3 4 5
 * in the bundled pack), never a high face. Robert Lutece's Probability: "after
 * dice: I may reroll 1 of my dice".
 */
import { describe, expect, it } from 'vitest';
import { columbiaBot as makeBot } from './helpers.ts';
import { scenarioStart } from '../scenarios/position.ts';

/** Red (Robert Lutece) attacks at Hall of Heroes with Handyman and two commons: his dice show blue 5, white 4, white 1. */
const TEXT = `name: reroll
rule: test
setup: { players: 2, emptyBoard: true }
leaders: { blue: Zachary Hale Comstock, red: Robert Lutece }
victoryCards: { inPlay: [] }
board:
  Hall of Heroes: { red: [2 common, Handyman], blue: [common] }
  Garden of New Eden: { blue: [stronghold] }
  Fink MFG: { red: [stronghold] }
hands: { blue: [], red: [] }
start: { phase: player-turns, player: red, step: combat }
script:
  - dice: [5, 4, 1, 2]
`;

describe('the heuristic bot rerolls its worst die', () => {
  it('of blue 5, white 4 and white 1 it rerolls the white 1, whatever its seed', () => {
    const { engine, state } = scenarioStart(TEXT, 'reroll.yaml');
    expect(state.decision?.kind).toBe('effect-may');
    const dice = state.g.combat!.attacker.dice.map((d) => `${d.dieId} ${d.value}`);
    expect(dice).toEqual(['blue 5', 'white 4', 'white 1']);
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const bot = makeBot('heuristic', seed, 'red', {});
      const may = engine.apply(state, bot.choose(engine, state));
      if (!may.ok) throw new Error(may.reason);
      const choose = may.state;
      expect(choose.decision?.kind).toBe('effect-choose');
      const picked = bot.choose(engine, choose).ids;
      expect(picked.map((id) => choose.decision!.options.find((o) => o.id === id)!.data)).toEqual([expect.objectContaining({ dieId: 'white', value: 1 })]);
    }
  });
});
