import { describe, expect, it } from 'vitest';
import { redact } from '../../../interpreter/columbia/view.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { answer, decision, newGame, playUntil, start } from '../harness.ts';

type Seen = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a view is plain JSON read by path

describe('what each player may see', () => {
  it('another player\'s hand shows only how many cards it holds; your own shows the cards', () => {
    const g = newGame(2);
    const v = redact(g, 'blue') as Seen;
    expect(v.players.blue.hand).toEqual(g.players['blue']!.hand);
    expect(v.players.red.hand).toEqual({ hidden: 5 });
    const spectator = redact(g, null) as Seen;
    expect(spectator.players.blue.hand).toEqual({ hidden: 5 });
  });

  it('no deck shows its order, not even to its owner', () => {
    const g = newGame(2);
    const v = redact(g, 'blue') as Seen;
    expect(v.players.blue.deck).toEqual({ hidden: 25 });
    expect(v.worldEvents.deck).toEqual({ hidden: g.worldEvents.deck.length });
    expect(v.victoryCards.deck).toEqual({ hidden: g.victoryCards.deck.length });
    expect(v.victoryCards.inPlay).toEqual(g.victoryCards.inPlay);
  });

  it('world events removed from the game (unseen, from the top of the deck) show only how many', () => {
    const g = newGame(2);
    const removed = g.worldEvents.deck.splice(g.worldEvents.deck.length - 5, 5);
    g.worldEvents.removed.push(...removed);
    for (const viewer of ['blue', 'red', null]) {
      const v = redact(g, viewer) as Seen;
      expect(v.worldEvents.removed).toEqual({ hidden: 5 });
      for (const id of removed) expect(JSON.stringify(v)).not.toContain(`"${id}"`);
    }
  });

  it('face-down territory tokens show only that a token lies there; unused tokens only how many', () => {
    const g = newGame(2);
    const down = Object.values(g.locations).find((l) => l.token !== null)!;
    g.locations[Object.values(g.locations).filter((l) => l.token !== null)[1]!.id]!.token!.faceUp = true;
    const up = Object.values(g.locations).filter((l) => l.token !== null)[1]!;
    const v = redact(g, 'red') as Seen;
    expect(v.locations[down.id].token).toEqual({ id: null, faceUp: false });
    expect(v.locations[up.id].token).toEqual(up.token);
    expect(v.territoryTokens.unused).toEqual({ hidden: g.territoryTokens.unused.length });
    expect(JSON.stringify(v)).not.toContain(down.token!.id + '"');
  });

  it('cards played face down into a vote are hidden from the others until the reveal', () => {
    const t = start(2, 'view-vote');
    const d = decision(t);
    expect(d.kind).toBe('vote-cards');
    const me = d.player;
    const other = me === 'blue' ? 'red' : 'blue';
    const cards = t.state.g.players[me]!.hand.slice(0, 2);
    answer(t, 'vote-cards', (dd) => dd.options.filter((o) => cards.some((c) => o.id.includes(c))).map((o) => o.id));
    const g = t.state.g as ColumbiaG;
    expect(g.vote!.revealed).toBe(false);
    expect((t.engine.view(t.state, other).g as Seen).vote.played[me]).toEqual({ hidden: 2 });
    expect((t.engine.view(t.state, me).g as Seen).vote.played[me]).toEqual(g.vote!.played[me]);
    playUntil(t, (x) => x.state.g.vote?.revealed === true || x.state.g.phase !== 'world-event');
    if (t.state.g.vote?.revealed) expect((t.engine.view(t.state, other).g as Seen).vote.played[me]).toEqual(t.state.g.vote.played[me]);
  });

  it('cards played face down into a combat are hidden from the other side until the reveal', () => {
    const g = newGame(2);
    const side = (player: string, played: string[]) => ({
      combatant: { kind: 'player' as const, player },
      played,
      cancelled: [],
      cardCombat: {},
      dice: [],
      bonus: 0,
      dieBonus: 0,
      total: null,
    });
    g.combat = {
      location: 'hall-of-heroes',
      attacker: side('blue', g.players['blue']!.hand.slice(0, 2)),
      defender: side('red', []),
      revealed: false,
      winner: null,
      loserDestroysAllCommons: null,
      origin: 'move',
    };
    expect((redact(g, 'red') as Seen).combat.attacker.played).toEqual({ hidden: 2 });
    expect((redact(g, 'blue') as Seen).combat.attacker.played).toEqual(g.combat.attacker.played);
    g.combat.revealed = true;
    expect((redact(g, 'red') as Seen).combat.attacker.played).toEqual(g.combat.attacker.played);
  });

  it('the engine\'s view never carries the dice generator or the task stack', () => {
    const t = start(4, 'view');
    const v = t.engine.view(t.state, 'blue') as unknown as Seen;
    expect(v.rng).toBeUndefined();
    expect(v.stack).toBeUndefined();
  });
});
