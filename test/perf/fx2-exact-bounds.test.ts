/**
 * A noun phrase whose base set is already bounded exactly by what its
 * qualifier or its "I control" keeps (effects/nouns.ts PhrasePlan
 * `withinExact`, `mineExact`) skips that filter: pieces and locations built
 * only at the qualifier's locations, locations built only among those I
 * control. The sets must stay exactly what the words say, in the same order:
 * checked against sets worked out here from the board alone, at every
 * decision of seeded random games of 2 and 4 players, for every player. The
 * phrases whose bound is not exact (units "I control": teammates; figures:
 * not bounded by where at all) are among them, so skipping their filters too
 * fails here.
 */
import { describe, expect, it } from 'vitest';
import { controllerOf, factionOf, isAdjacent, rulesIndex, unitFaction } from '../../interpreter/columbia/board.ts';
import { elizabethWithBooker } from '../../interpreter/columbia/booker.ts';
import { sideOf } from '../../interpreter/columbia/combat-rules.ts';
import type { ColumbiaG, LocationId, PlayerId, UnitPiece } from '../../interpreter/columbia/state.ts';
import type { GameState } from '../../interpreter/core/index.ts';
import { columbiaEngine, phraseOf, playInPlace, readerAt } from './games.ts';

/** The rules' "units I control" now: mine, my faction's shared figures, and in a combat my teammate's units fighting beside me. */
function controlsNow(g: ColumbiaG, p: PlayerId, u: UnitPiece): boolean {
  if (u.owner === p || (u.shared && unitFaction(g, u) === factionOf(g, p))) return true;
  const c = g.combat;
  return c !== null && u.location === c.location && sideOf(c, p) !== null && unitFaction(g, u) === factionOf(g, p);
}

const onBoard = (g: ColumbiaG) => Object.values(g.units).filter((u) => u.location !== null);

describe('noun sets whose base set is bounded exactly', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const locationIds = rulesIndex(rules).locationIds;
  /** Undestroyed locations (board order). */
  const standing = (g: ColumbiaG) => locationIds.filter((l) => g.locations[l]?.destroyed !== true);
  const mine = (g: ColumbiaG, p: PlayerId) => standing(g).filter((l) => controllerOf(g, l) === p);
  /** Undestroyed locations adjacent to one I control. */
  const nearMine = (g: ColumbiaG, p: PlayerId) => {
    const m = mine(g, p);
    return standing(g).filter((l) => m.some((x) => isAdjacent(rules, x, l)));
  };
  const at = (locs: LocationId[]) => new Set(locs);

  const cases: { text: string; slot: string; want: (g: ColumbiaG, p: PlayerId) => string[] }[] = [
    {
      text: 'destroy 1 enemy common in a location adjacent to a location I control',
      slot: 'what',
      want: (g, p) => {
        const near = at(nearMine(g, p));
        return onBoard(g).filter((u) => u.kind === 'common' && unitFaction(g, u) !== factionOf(g, p) && near.has(u.location!)).map((u) => u.id);
      },
    },
    { text: 'destroy all locations adjacent to a location I control', slot: 'what', want: (g, p) => nearMine(g, p) },
    {
      text: 'destroy all structures in a location I control',
      slot: 'what',
      want: (g, p) => {
        const m = at(mine(g, p));
        return Object.values(g.structures).filter((s) => s.location !== null && m.has(s.location)).map((s) => s.id);
      },
    },
    {
      // Units "I control" are bounded by what I may control, not exactly: the relative still filters.
      text: 'destroy all commons I control in a location adjacent to a location I control',
      slot: 'what',
      want: (g, p) => {
        const near = at(nearMine(g, p));
        return onBoard(g).filter((u) => u.kind === 'common' && controlsNow(g, p, u) && near.has(u.location!)).map((u) => u.id);
      },
    },
    {
      // Figures are not bounded by where at all: the qualifier still filters.
      text: 'destroy all figures in a location I control',
      slot: 'what',
      want: (g, p) => {
        const m = at(mine(g, p));
        const out: string[] = [];
        if (g.booker !== null && m.has(g.booker)) out.push('booker');
        const eliza = g.elizabeth.location ?? (elizabethWithBooker(g) ? g.booker : null);
        if (g.elizabeth.location !== null && eliza !== null && m.has(eliza)) out.push('elizabeth');
        return out;
      },
    },
  ];
  const phrases = cases.map((c) => ({ ...c, np: phraseOf(c.text, c.slot) }));

  it.each([2, 4])('gives the sets the words say, in order, at every decision of random %i-player games', (players) => {
    const nonEmpty = new Map<string, number>();
    let checked = 0;
    for (let i = 1; i <= 3; i++) {
      playInPlace(engine, { players, seed: `fx2-exact-bounds-${players}-${i}` }, (state) => {
        const ev = readerAt(engine, state as GameState);
        for (const player of state.players) {
          for (const phrase of phrases) {
            const got = ev.things(phrase.np, { me: player }).map((t) => t.id);
            expect(got, `"${phrase.text}" for ${player} at decision ${state.n}`).toEqual(phrase.want(state.g, player));
            checked++;
            if (got.length > 0) nonEmpty.set(phrase.text, (nonEmpty.get(phrase.text) ?? 0) + 1);
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(500);
    for (const c of cases) expect(nonEmpty.get(c.text) ?? 0, c.text).toBeGreaterThan(0);
  });
});
