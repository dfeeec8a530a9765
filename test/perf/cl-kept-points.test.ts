/**
 * Victory points of claimed cards are kept per game (board.ts `cardPoints`:
 * the 10-VP check after every step of a turn adds them up otherwise, a look-up
 * by card id per card per check), checked against the claimed cards at every
 * ask. Whatever happens to `g.victoryCards.claimed` (a claim pushed, the
 * record replaced, an entry replaced, removed or moved), the points must be
 * those a plain sum gives; and with the check off (`checkKeptCardPoints(false)`)
 * the same comparisons must see them go wrong, so they can see them go stale.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cardPoints, checkKeptCardPoints, rulesIndex, victoryPoints } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace } from './games.ts';

describe('kept victory points of claimed cards', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const ix = rulesIndex(rules);

  afterEach(() => checkKeptCardPoints(true));

  /** The faction's card points as a plain sum over the claimed cards. */
  function summed(g: ColumbiaG, faction: string): number {
    let n = 0;
    for (const c of g.victoryCards.claimed) if (c.factionId === faction) n += ix.victoryCard[c.id]!.points;
    return n;
  }

  /**
   * Changes the claimed cards of a game under way in every way a rule or a
   * test does, asking the points after each (so a kept answer is there to go
   * stale); returns how many answers differed from the plain sum.
   */
  function wrongAnswers(): number {
    const g = playInPlace(engine, { players: 2, seed: 'cl-kept-points', upTo: 120 }).g;
    const factions = Object.keys(g.factions);
    const [blue, red] = g.turnOrder as [string, string];
    const cards = rules.victoryCards.map((v) => v.id);
    let wrong = 0;
    const ask = (): void => {
      for (const f of factions) {
        if (cardPoints(g, rules, f) !== summed(g, f)) wrong++;
        // The full VP as the 10-VP check's other readers ask it.
        const territories = Object.entries(g.territoryHolders).filter(([, h]) => h === f);
        const tp = territories.reduce((n, [t]) => n + ix.territory[t]!.victoryPoints, 0);
        if (victoryPoints(g, rules, f) !== tp + summed(g, f)) wrong++;
      }
    };
    const claim = (id: string, by: string): void => {
      g.victoryCards.claimed.push({ id, by, factionId: g.players[by]!.factionId });
    };
    ask();
    // A claim pushed (as `victory/claim` does), then another.
    claim(cards[0]!, blue);
    ask();
    claim(cards[1]!, red);
    ask();
    // The record replaced by a new one (a loaded position), with the same entries and then more.
    g.victoryCards.claimed = g.victoryCards.claimed.slice();
    ask();
    g.victoryCards.claimed = [...g.victoryCards.claimed, { id: cards[2]!, by: blue, factionId: g.players[blue]!.factionId }];
    ask();
    // An entry replaced in place by another card of another player; then two entries swapped.
    g.victoryCards.claimed[0] = { id: cards[3]!, by: red, factionId: g.players[red]!.factionId };
    ask();
    const list = g.victoryCards.claimed;
    [list[0], list[list.length - 1]] = [list[list.length - 1]!, list[0]!];
    ask();
    // An entry removed; every entry removed.
    list.pop();
    ask();
    list.length = 0;
    ask();
    return wrong;
  }

  it('follow every change of the claimed cards, as a plain sum gives them', () => {
    expect(wrongAnswers()).toBe(0);
  });

  it('kept points not checked against the claimed cards go wrong, and this check sees it (so it sees them go stale)', () => {
    checkKeptCardPoints(false);
    expect(wrongAnswers()).toBeGreaterThan(0);
  });
});
