/**
 * Noun phrases that keep only what I control (`my leaders`, `commons I
 * control`, `a location I control`, `my dice`) build their base set from what
 * I may control (effects/nouns.ts `Mine`: my units when I am my faction's only
 * player, else every unit; the locations I control; my side's dice), and a
 * place qualifier on Sky-Lines bounds the set by their spaces. The sets must
 * stay exactly what the words say, in the same order: checked against sets
 * worked out here from the board alone, at every decision of seeded random
 * games of 2 players and of 4 (teammates: shared figures, a teammate's units
 * beside me in a combat), for every player.
 */
import { describe, expect, it } from 'vitest';
import { controllerOf, factionOf, rulesIndex, unitFaction } from '../../interpreter/columbia/board.ts';
import { sideOf, sidePlayer } from '../../interpreter/columbia/combat-rules.ts';
import type { ColumbiaG, PlayerId, UnitPiece } from '../../interpreter/columbia/state.ts';
import type { GameState } from '../../interpreter/core/index.ts';
import { columbiaEngine, phraseOf, playInPlace, readerAt } from './games.ts';

/** The rules' "units I control" now: mine, my faction's shared figures, and in a combat my teammate's units fighting beside me. */
function controlsNow(g: ColumbiaG, p: PlayerId, u: UnitPiece): boolean {
  if (u.owner === p || (u.shared && unitFaction(g, u) === factionOf(g, p))) return true;
  const c = g.combat;
  return c !== null && u.location === c.location && sideOf(c, p) !== null && unitFaction(g, u) === factionOf(g, p);
}

/** Units on the board in the game's piece order. */
const onBoard = (g: ColumbiaG) => Object.values(g.units).filter((u) => u.location !== null);

describe('noun sets bounded by what I control', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const skyLineSpaces = new Set(rules.board.skyLines.flatMap((s) => s.spaceLocationIds));

  const cases: { text: string; slot: string; want: (g: ColumbiaG, p: PlayerId) => string[] }[] = [
    { text: 'destroy all my leaders', slot: 'what', want: (g, p) => onBoard(g).filter((u) => u.kind === 'leader' && controlsNow(g, p, u)).map((u) => u.id) },
    { text: 'destroy all commons I control', slot: 'what', want: (g, p) => onBoard(g).filter((u) => u.kind === 'common' && controlsNow(g, p, u)).map((u) => u.id) },
    { text: 'destroy all my units', slot: 'what', want: (g, p) => onBoard(g).filter((u) => controlsNow(g, p, u)).map((u) => u.id) },
    {
      text: 'place a common on a location I control',
      slot: 'on',
      want: (g, p) => rulesIndex(rules).locationIds.filter((l) => g.locations[l]?.destroyed !== true && controllerOf(g, l) === p),
    },
    {
      text: 'reroll all my dice',
      slot: 'dice',
      want: (g, p) => {
        const c = g.combat;
        if (c === null) return [];
        const out: string[] = [];
        for (const side of ['attacker', 'defender'] as const) if (sidePlayer(c[side].combatant) === p) c[side].dice.forEach((_d, i) => out.push(`die:${side}:${i}`));
        return out;
      },
    },
    { text: 'destroy all units on sky-lines', slot: 'what', want: (g) => onBoard(g).filter((u) => skyLineSpaces.has(u.location!)).map((u) => u.id) },
  ];
  const phrases = cases.map((c) => ({ ...c, np: phraseOf(c.text, c.slot) }));

  it.each([2, 4])('gives the sets the words say, in order, at every decision of random %i-player games', (players) => {
    const nonEmpty = new Map<string, number>();
    let checked = 0;
    let teammatesInCombat = 0;
    for (let i = 1; i <= 3; i++) {
      playInPlace(engine, { players, seed: `ef-noun-bounds-${players}-${i}` }, (state) => {
        const ev = readerAt(engine, state as GameState);
        const g = state.g;
        for (const player of state.players) {
          // A teammate's units beside me in a combat are mine to use: the case a bound of "my own units" would miss.
          if (g.combat !== null && onBoard(g).some((u) => u.owner !== player && controlsNow(g, player, u))) teammatesInCombat++;
          for (const phrase of phrases) {
            const got = ev.things(phrase.np, { me: player }).map((t) => t.id);
            expect(got, `"${phrase.text}" for ${player} at decision ${state.n}`).toEqual(phrase.want(g, player));
            checked++;
            if (got.length > 0) nonEmpty.set(phrase.text, (nonEmpty.get(phrase.text) ?? 0) + 1);
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(500);
    // Every phrase met non-empty sets (the test reads something), and 4 players met teammates side by side.
    for (const c of cases) expect(nonEmpty.get(c.text) ?? 0, c.text).toBeGreaterThan(0);
    if (players === 4) expect(teammatesInCombat).toBeGreaterThan(0);
  });
});
