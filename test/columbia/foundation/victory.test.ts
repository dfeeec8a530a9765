import { describe, expect, it } from 'vitest';
import { victoryPoints } from '../../../interpreter/columbia/victory-points.ts';
import type { ColumbiaG, GameResult } from '../../../interpreter/columbia/state.ts';
import { answer, build, clearBoard, decision, entries, loc, newGame, put, rules, table, territory, variantPack } from '../harness.ts';

/** Founders units on every location of territories A, C and E: 3 + 4 + 3 = 10 VP. */
function foundersOnTenPoints(g: ColumbiaG): void {
  clearBoard(g);
  for (const n of [1, 2, 3, 6, 7, 8, 11, 12, 13]) put(g, 'blue', 'common', loc(n));
  put(g, 'red', 'common', loc(14));
}

const result = (t: { state: { over: unknown } }) => t.state.over as GameResult & { stopped?: boolean };

describe('victory: territory tokens', () => {
  it('territory victory points are gained when a faction controls every location of a territory', () => {
    const g = newGame(2);
    clearBoard(g);
    put(g, 'blue', 'common', loc(14));
    put(g, 'blue', 'common', loc(15));
    put(g, 'red', 'common', loc(1));
    const t = table(g, [{ t: 'victory/update' }]);
    expect(t.state.g.territoryHolders).toEqual({ [territory('F')]: 'founders' });
    expect(victoryPoints(t.state.g, rules, 'founders')).toBe(2);
    expect(entries(t, 'territory-taken')).toHaveLength(1);
  });

  it('territory victory points are lost when control is lost', () => {
    const g = newGame(2);
    clearBoard(g);
    put(g, 'red', 'common', loc(15));
    put(g, 'blue', 'common', loc(14));
    put(g, 'red', 'common', loc(1));
    g.territoryHolders = { [territory('F')]: 'founders' };
    const t = table(g, [{ t: 'victory/update' }]);
    expect(t.state.g.territoryHolders).toEqual({});
    expect(victoryPoints(t.state.g, rules, 'founders')).toBe(0);
    expect(entries(t, 'territory-lost')[0]!.values).toMatchObject({ territory: territory('F'), faction: 'founders' });
  });
});

describe('victory: winning and losing', () => {
  it('ten victory points during your turn wins', () => {
    const g = newGame(2);
    foundersOnTenPoints(g);
    g.activePlayer = 'blue';
    const t = table(g, [{ t: 'victory/update' }]);
    expect(result(t)).toMatchObject({ winner: 'founders', reason: 'victory-points' });
    expect(t.state.g.phase).toBe('over');
  });

  it('ten victory points outside the faction\'s turns do not win yet', () => {
    const g = newGame(2);
    foundersOnTenPoints(g);
    g.activePlayer = null; // the world event phase
    let t = table(g, [{ t: 'victory/update' }]);
    expect(result(t)).toEqual({ stopped: true });
    g.activePlayer = 'red';
    t = table(g, [{ t: 'victory/update' }]);
    expect(result(t)).toEqual({ stopped: true });
  });

  it('a player with no units or structures loses, and with him his faction', () => {
    const g = newGame(4);
    for (const u of Object.values(g.units)) if (u.owner === 'dark-red') u.location = null;
    for (const s of Object.values(g.structures)) if (s.owner === 'dark-red') s.location = null;
    const t = table(g, [{ t: 'victory/update' }]);
    expect(result(t)).toMatchObject({ winner: 'founders', reason: 'eliminated' });
    expect(entries(t, 'player-eliminated')[0]!.actors).toEqual(['dark-red']);
  });

  it('a player with only a structure left is still in the game', () => {
    const g = newGame(2);
    clearBoard(g);
    build(g, 'blue', 'alarm', loc(1));
    put(g, 'red', 'common', loc(2));
    const t = table(g, [{ t: 'victory/update' }]);
    expect(result(t)).toEqual({ stopped: true });
  });

  it('when the world event deck runs out the faction with the most victory points wins a hollow victory', () => {
    const g = newGame(2);
    g.territoryHolders = { [territory('C')]: 'vox-populi', [territory('F')]: 'founders' };
    const t = table(g, [{ t: 'game/end', reason: 'deck-exhausted' }]);
    expect(result(t)).toMatchObject({ winner: 'vox-populi', reason: 'deck-exhausted', victoryPoints: { 'vox-populi': 4, founders: 2 } });
  });

  it('a hollow victory with tied victory points is a draw', () => {
    const g = newGame(2);
    g.territoryHolders = { [territory('D')]: 'vox-populi', [territory('F')]: 'founders' };
    const t = table(g, [{ t: 'game/end', reason: 'deck-exhausted' }]);
    expect(result(t)).toMatchObject({ winner: null, reason: 'deck-exhausted' });
  });
});

describe('victory: victory cards', () => {
  // A variant of the pack whose every victory card asks for 50 eagles: blue, given them, meets every condition, red none.
  const blueMeetsAll = { pack: variantPack((files) => ({ ...files, 'victory-cards.yaml': files['victory-cards.yaml']!.replace(/^(\s+condition: ).*$/gm, '$1"my eagles >= 50"') })) };
  const gameBlueMeetsAll = (): ColumbiaG => {
    const g = newGame(2);
    g.players.blue!.eagles = 50;
    return g;
  };

  it('a player claims a victory card in play during his own turn when its condition holds', () => {
    const g = gameBlueMeetsAll();
    const card = g.victoryCards.inPlay[0]!;
    g.activePlayer = 'blue';
    const t = table(g, [{ t: 'victory/claim', player: 'blue' }], blueMeetsAll);
    expect(decision(t)).toMatchObject({ kind: 'claim-victory-card', player: 'blue' });
    answer(t, 'claim-victory-card', [card]);
    // Claiming a card is one of the four ways to earn an upgrade.
    expect(decision(t)).toMatchObject({ kind: 'upgrade', player: 'blue', data: { reason: 'claim' } });
    answer(t, 'upgrade', ['none']);
    expect(t.state.g.victoryCards.claimed).toEqual([{ id: card, by: 'blue', factionId: 'founders' }]);
    expect(t.state.g.victoryCards.inPlay).not.toContain(card);
    expect(victoryPoints(t.state.g, rules, 'founders')).toBe(rules.victoryCards.find((c) => c.id === card)!.points);
  });

  it('no claim outside your own turn, and none whose condition does not hold', () => {
    const g = gameBlueMeetsAll();
    g.activePlayer = 'red';
    let t = table(g, [{ t: 'victory/claim', player: 'blue' }], blueMeetsAll);
    expect(result(t)).toEqual({ stopped: true });
    g.activePlayer = 'red';
    t = table(g, [{ t: 'victory/claim', player: 'red' }], blueMeetsAll);
    expect(result(t)).toEqual({ stopped: true });
    expect(t.state.g.victoryCards.claimed).toEqual([]);
  });

  it('a card claimed by name (turn.ts\'s any-time option) needs its condition too', () => {
    const g = gameBlueMeetsAll();
    const card = g.victoryCards.inPlay[0]!;
    g.activePlayer = 'red';
    let t = table(g, [{ t: 'victory/claim', player: 'red', card }], blueMeetsAll);
    expect(t.state.g.victoryCards.claimed).toEqual([]);
    g.activePlayer = 'blue';
    t = table(g, [{ t: 'victory/claim', player: 'blue', card }], blueMeetsAll);
    answer(t, 'upgrade', ['none']);
    expect(t.state.g.victoryCards.claimed.map((c) => c.id)).toEqual([card]);
  });

  it('the points of a claimed card are never lost, and claiming can win at once', () => {
    const g = gameBlueMeetsAll();
    foundersOnTenPoints(g);
    g.territoryHolders = { [territory('A')]: 'founders', [territory('C')]: 'founders' }; // 7 VP
    // Keep E out of reach: red stands on #13.
    put(g, 'red', 'common', loc(13));
    const big = rules.victoryCards.reduce((a, b) => (b.points > a.points ? b : a));
    g.victoryCards.inPlay = [big.id];
    g.victoryCards.deck = g.victoryCards.deck.filter((c) => c !== big.id);
    g.activePlayer = 'blue';
    const t = table(g, [{ t: 'victory/claim', player: 'blue', card: big.id }], blueMeetsAll);
    // The win comes before the upgrade the claim earns: nothing is asked.
    expect(t.state.decision).toBeNull();
    expect(result(t)).toMatchObject({ winner: 'founders', reason: 'victory-points' });
    expect(result(t).victoryPoints.founders).toBe(7 + big.points);
  });
});
