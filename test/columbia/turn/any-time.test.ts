import { describe, expect, it } from 'vitest';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { cardsOf, deal, emptyTable, oneClause, put, rules, Turn } from './table.ts';

const HALL = 'hall-of-heroes';
const FINK = 'fink-mfg';
const adjacent = (loc: string) => rules.board.locations.find((l) => l.id === loc)!.adjacentIds;
const typeOf = (cardType: string) => rules.cardTypes.find((c) => c.id === cardType)!;

/** "gain 2 eagles", built by hand: a verb the test registers. */
const GAIN_TWO = oneClause('verb.test-gain-2', 'action');
const gainTwo = { 'verb.test-gain-2': (g: ColumbiaG, me: string) => void (g.players[me]!.eagles += 2) };

/** Red with units on Fink MFG and one card of `cardType` in hand (plus a plain card). */
function redWith(cardType: string): { g: ColumbiaG; card: string; other: string } {
  const g = emptyTable();
  put(g, 'red', 'common', FINK, 2);
  const [card] = cardsOf(g, 'red', 1, cardType);
  const [other] = cardsOf(g, 'red', 1, 'handyman');
  deal(g, 'red', [card!, other!]);
  return { g, card: card!, other: other! };
}

describe('discard effects', () => {
  it('a discard effect is offered at every decision of his turn', () => {
    expect(typeOf('rebel').ability).toMatchObject({ kind: 'discard', locked: false });
    const { g, card } = redWith('rebel');
    g.players.red!.eagles = 3;
    put(g, 'blue', 'common', adjacent(FINK)[0]!);
    put(g, 'blue', 'common', adjacent(FINK)[1]!);
    const t = new Turn(g, 'red');
    const option = `discard-effect:${card}`;
    const seen: string[] = [];
    for (const step of ['produce', 'recruit', 'move']) {
      expect(t.kind).toBe(step);
      expect(t.ids()).toContain(option);
      seen.push(step);
      if (step === 'produce') t.choose();
      else if (step === 'recruit') t.choose('done');
    }
    const units = Object.values(t.g.units).filter((u) => u.location === FINK).map((u) => u.id);
    t.choose(`move:${units[0]}:${adjacent(FINK)[0]}`).choose(`move:${units[1]}:${adjacent(FINK)[1]}`).choose('done');
    expect(t.kind).toBe('combat-order');
    expect(t.ids()).toContain(option);
    t.choose(`combat:${adjacent(FINK)[0]}`);
    // One combat left, but a discard effect is still in hand: he is asked before it.
    expect(t.kind).toBe('combat-order');
    t.choose(`combat:${adjacent(FINK)[1]}`);
    expect(t.kind).toBe('discard-effect');
    expect(t.ids()).toEqual([option, 'end-turn']);
    expect(seen).toEqual(['produce', 'recruit', 'move']);
  });

  it('using a discard effect discards the card, runs its effect, and asks the same step again', () => {
    const { g, card, other } = redWith('rebel');
    const t = new Turn(g, 'red', { effects: { 'card:rebel': GAIN_TWO }, verbs: gainTwo });
    t.choose(`discard-effect:${card}`);
    const p = t.g.players.red!;
    expect(p.discard).toEqual([card]);
    expect(p.hand).toEqual([other]);
    expect(p.eagles).toBe(2);
    expect(t.entries('discard-effect').map((e) => e.values.card)).toEqual([card]);
    expect(t.entries('stub-victory-update')).toHaveLength(1);
    expect(t.kind).toBe('produce');
    expect(t.ids()).toEqual([`card:${other}`]);
  });

  it('a discard effect is picked on its own, not with cards to produce', () => {
    const { g, card, other } = redWith('rebel');
    const t = new Turn(g, 'red');
    expect(t.accepts(`discard-effect:${card}`, `card:${other}`)).toBe(false);
    expect(t.accepts(`card:${card}`, `card:${other}`)).toBe(true);
    expect(t.accepts(`discard-effect:${card}`)).toBe(true);
  });

  it('a locked discard effect is offered only once his faction has unlocked it', () => {
    expect(typeOf('red-hood').ability).toMatchObject({ kind: 'discard', locked: true });
    const { g, card } = redWith('red-hood');
    expect(new Turn(g, 'red').ids()).not.toContain(`discard-effect:${card}`);
    g.factions['vox-populi']!.upgrades['red-hood']!.unlocked = true;
    expect(new Turn(g, 'red').ids()).toContain(`discard-effect:${card}`);
  });

  it('a combat ability is never a discard effect', () => {
    expect(typeOf('bucking-bronco').ability.kind).toBe('combat');
    const { g, card } = redWith('bucking-bronco');
    expect(new Turn(g, 'red').ids()).not.toContain(`discard-effect:${card}`);
  });

  it('a discard effect whose program cannot run is not offered', () => {
    const { g, card } = redWith('rebel');
    const t = new Turn(g, 'red', { hooks: { canRunEffect: () => false } });
    expect(t.ids()).not.toContain(`discard-effect:${card}`);
  });
});

describe('victory card claims', () => {
  it('a claim is offered at his decisions while the condition holds', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    g.players.blue!.eagles = 3;
    const [met, unmet] = rules.victoryCards.map((v) => v.id);
    g.victoryCards.inPlay = [met!, unmet!];
    const t = new Turn(g, 'blue', { hooks: { victoryConditions: (_ctx, ids, player) => ids.filter((id) => id === met && player === 'blue') } });
    // An empty hand has nothing to produce, but the claim makes the produce step ask.
    expect(t.kind).toBe('produce');
    expect(t.ids()).toEqual([`claim-victory-card:${met}`]);
    t.choose();
    expect(t.kind).toBe('recruit');
    expect(t.idsStarting('claim-victory-card:')).toEqual([`claim-victory-card:${met}`]);
    t.choose(`claim-victory-card:${met}`);
    expect(t.entries('stub-victory-claim').map((e) => e.values)).toEqual([{ player: 'blue', card: met }]);
    expect(t.kind).toBe('recruit');
  });

  it('nothing is claimable without a condition evaluator', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    g.players.blue!.eagles = 3;
    g.victoryCards.inPlay = [rules.victoryCards[0]!.id];
    expect(new Turn(g, 'blue').idsStarting('claim-victory-card:')).toEqual([]);
  });
});
