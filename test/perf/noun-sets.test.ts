/**
 * Noun phrases with a place qualifier (`in a location I control`, `adjacent
 * to ...`) build their base set only from the places the qualifier keeps
 * (effects/nouns.ts `qualifyingLocations`), not from every piece or location.
 * The sets must stay exactly what the words say, in the same order (the
 * order a choice offers them in): checked against sets worked out here from
 * the board alone, at every decision of seeded random games, for both
 * players, with and without the pushdown's shapes.
 */
import { describe, expect, it } from 'vitest';
import { adjacentLocations, controllerOf, factionOf, rulesIndex, unitFaction } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG, PlayerId } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, eachPhraseReading, phraseOf } from './games.ts';


describe('noun sets bounded by their place qualifier', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;

  /** Locations (board order) `p` controls, and those next to them. */
  const controlled = (g: ColumbiaG, p: PlayerId) => rulesIndex(rules).locationIds.filter((l) => controllerOf(g, l) === p);
  const nextTo = (g: ColumbiaG, p: PlayerId) => new Set(controlled(g, p).flatMap((l) => adjacentLocations(rules, l)));

  const cases: { text: string; slot: string; want: (g: ColumbiaG, p: PlayerId) => string[] }[] = [
    {
      text: 'destroy 1 enemy common in a location adjacent to a location I control',
      slot: 'what',
      want: (g, p) => {
        const near = nextTo(g, p);
        return Object.values(g.units)
          .filter((u) => u.location !== null && u.kind === 'common' && unitFaction(g, u) !== factionOf(g, p) && near.has(u.location))
          .map((u) => u.id);
      },
    },
    {
      text: 'destroy all structures in a location I control',
      slot: 'what',
      want: (g, p) => {
        const mine = new Set(controlled(g, p));
        return Object.values(g.structures)
          .filter((s) => s.location !== null && mine.has(s.location))
          .map((s) => s.id);
      },
    },
    {
      text: 'place a common on a location adjacent to a location I control',
      slot: 'on',
      want: (g, p) => {
        const near = nextTo(g, p);
        return rulesIndex(rules).locationIds.filter((l) => g.locations[l]?.destroyed !== true && near.has(l));
      },
    },
    {
      text: 'destroy all units',
      slot: 'what',
      want: (g) => Object.values(g.units).filter((u) => u.location !== null).map((u) => u.id),
    },
  ];
  const phrases = cases.map((c) => ({ ...c, np: phraseOf(c.text, c.slot) }));

  it('gives the sets the words say, in board order, at every decision of random games', () => {
    let nonEmpty = 0;
    let checked = 0;
    eachPhraseReading(engine, 'noun-sets', phrases, ({ phrase, player, got, want, n }) => {
      expect(got, `"${phrase.text}" for ${player} at decision ${n}`).toEqual(want);
      checked++;
      if (got.length > 0) nonEmpty++;
    });
    expect(checked).toBeGreaterThan(500);
    expect(nonEmpty).toBeGreaterThan(checked / 4);
  });
});
