/**
 * Victory card conditions, evaluated by the effect handlers for the player
 * whose turn it is (victory.ts offers what holds): "I control ..." counts his
 * own control, "my faction controls ..." his and his teammate's.
 */
import { describe, expect, it } from 'vitest';
import type { ColumbiaG, PlayerId } from '../../../interpreter/columbia/state.ts';
import { build, clearBoard, decision, loc, newGame, put, rules } from '../harness.ts';
import { run } from './helpers.ts';

const id = (name: string) => rules.victoryCards.find((v) => v.name === name)!.id;
const ESTABLISHED = id('Established');
const DOMINION = id('Dominion');

/** The victory cards `player` is offered on his turn, with these cards in play. */
function claimable(g: ColumbiaG, player: PlayerId, cards: string[]): string[] {
  g.victoryCards.inPlay = cards.slice();
  g.activePlayer = player;
  g.phase = 'player-turns';
  const t = run(g, [{ t: 'victory/claim', player }]);
  if (t.state.over !== null) return [];
  const d = decision(t);
  expect(d.kind).toBe('claim-victory-card');
  return d.options.map((o) => o.id).filter((x) => x !== 'done');
}

function table(players: 2 | 4): ColumbiaG {
  const g = newGame(players, 'victory');
  clearBoard(g);
  return g;
}

describe('Established: "I control 3 locations with a stronghold"', () => {
  it('holds with 3 such locations, not with 2', () => {
    const g = table(2);
    for (const n of [1, 9]) {
      build(g, 'blue', 'stronghold', loc(n));
      put(g, 'blue', 'common', loc(n));
    }
    build(g, 'red', 'stronghold', loc(14));
    expect(claimable(g, 'blue', [ESTABLISHED])).toEqual([]);
    build(g, 'blue', 'stronghold', loc(11));
    expect(claimable(g, 'blue', [ESTABLISHED])).toEqual([ESTABLISHED]);
    expect(claimable(g, 'red', [ESTABLISHED])).toEqual([]);
  });

  it("a stronghold on a location he does not control does not count (a contested one, or his teammate's)", () => {
    const g = table(4);
    for (const n of [1, 9]) build(g, 'blue', 'stronghold', loc(n));
    build(g, 'light-blue', 'stronghold', loc(11));
    expect(claimable(g, 'blue', [ESTABLISHED])).toEqual([]);
    build(g, 'blue', 'stronghold', loc(12));
    put(g, 'red', 'common', loc(12));
    expect(claimable(g, 'blue', [ESTABLISHED])).toEqual([]);
  });
});

describe('Dominion: "my faction controls 4 territories", 4 players', () => {
  /** Each location of these territories gets a common of `owner`. */
  function hold(g: ColumbiaG, owner: PlayerId, letters: string[]): void {
    for (const l of letters) for (const locId of rules.board.territories.find((t) => t.letter === l)!.locationIds) put(g, owner, 'common', locId);
  }

  it('counts the territories his teammate holds', () => {
    const g = table(4);
    hold(g, 'blue', ['A', 'B']);
    hold(g, 'light-blue', ['D']);
    put(g, 'red', 'common', loc(14));
    put(g, 'dark-red', 'common', loc(6));
    expect(claimable(g, 'blue', [DOMINION])).toEqual([]);
    hold(g, 'light-blue', ['E']);
    expect(claimable(g, 'blue', [DOMINION])).toEqual([DOMINION]);
    expect(claimable(g, 'light-blue', [DOMINION])).toEqual([DOMINION]);
    expect(claimable(g, 'red', [DOMINION])).toEqual([]);
  });

  it('a territory shared between a Founder and a Vox location is held by neither', () => {
    const g = table(4);
    hold(g, 'blue', ['A', 'B', 'D']);
    hold(g, 'light-blue', ['E']);
    put(g, 'red', 'common', loc(13));
    put(g, 'dark-red', 'common', loc(6));
    // Battleship Bay (E) is now contested.
    expect(claimable(g, 'blue', [DOMINION])).toEqual([]);
  });
});
