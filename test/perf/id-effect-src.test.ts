/**
 * Effect starts (a card's ability, a world event, a timeline step) name their
 * effect with board.ts `effectSrc`: one kept string per component instead of
 * one made afresh at every start. The kept string must be the id `effectKey`
 * spells, for every component of every kind (a memo mixing up kinds or ids
 * would run another effect, or none), and the engine's sources must hold a
 * program under it.
 */
import { describe, expect, it } from 'vitest';
import { EFFECT_PREFIX, effectKey, effectSrc } from '../../interpreter/columbia/board.ts';
import { abilitySrc } from '../../interpreter/columbia/combat-cards.ts';
import { columbiaEngine } from './games.ts';

describe('kept effect ids', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const sources = engine.game.effectSource!(rules) as Record<string, unknown>;
  const components: Record<keyof typeof EFFECT_PREFIX, string[]> = {
    cardTypes: rules.cardTypes.map((x) => x.id),
    worldEvents: rules.worldEvents.map((x) => x.id),
    timelineSteps: rules.timelines.flatMap((t) => t.steps.map((x) => x.id)),
    leaders: rules.leaders.map((x) => x.id),
    victoryCards: rules.victoryCards.map((x) => x.id),
  };

  it('spells every component id as effectKey does, at the first and every later ask', () => {
    for (let round = 0; round < 2; round++) {
      // Every id under every kind (another pack may reuse an id across kinds), so a memo keyed by id alone would hand one kind's id to another.
      const everyId = Object.values(components).flat();
      for (const kind of Object.keys(components) as (keyof typeof EFFECT_PREFIX)[]) {
        for (const id of everyId) expect(effectSrc(kind, id), `${kind} ${id}, ask ${round + 1}`).toBe(effectKey(kind, id));
      }
    }
    expect(abilitySrc(rules.cardTypes[0]!.id)).toBe(`card:${rules.cardTypes[0]!.id}`);
  });

  it('names a program of the engine for every card ability, world event and timeline step that has one', () => {
    let found = 0;
    for (const kind of ['cardTypes', 'worldEvents', 'timelineSteps'] as const) {
      for (const id of components[kind]) {
        const key = effectKey(kind, id);
        if (!(key in sources)) continue;
        expect(sources[effectSrc(kind, id)], key).toBe(sources[key]);
        found++;
      }
    }
    expect(found).toBeGreaterThan(10);
  });
});
