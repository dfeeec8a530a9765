import { describe, expect, it } from 'vitest';
import { createEngine, type Choice, type Engine, type GameState } from '../../interpreter/core/index.ts';
import { cashIn, type CashG, type CashRules } from './toy/cash-in.ts';

/** Effects written in the effect language, parsed and checked by interpreter/dsl/, run by the core runtime. */
function game(effects: Record<string, string>, script: CashRules['script'], more: Partial<CashRules> = {}): Engine<CashG, CashRules> {
  return createEngine(cashIn, { effects, script, hands: { p1: [1, 2, 3], p2: [4, 5] }, played: { p1: [7], p2: [8, 9] }, deck: [10, 11, 12], ...more });
}

function go(engine: Engine<CashG, CashRules>, seed = 1): GameState<CashG> {
  return engine.start({ seed, players: ['p1', 'p2'] }).state;
}

function answer(engine: Engine<CashG, CashRules>, state: GameState<CashG>, choice: Choice): GameState<CashG> {
  const r = engine.apply(state, choice);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

describe('effects written in the effect language', () => {
  it('"each player gains 1 victory points" then "my opponent loses 2 victory points"', () => {
    const e = game({ a: 'each player gains 1 victory points', b: 'each player gains 2 victory points', c: 'my opponent loses 2 victory points' }, [
      { run: 'a', owner: 'p1' },
      { run: 'b', owner: 'p1' },
      { run: 'c', owner: 'p1' },
    ]);
    expect(go(e).over).toEqual({ vp: { p1: 3, p2: 1 } });
  });

  it('"I may ..." asks the owner with the effect\'s own words', () => {
    const e = game({ a: 'I may gain 3 victory points' }, [{ run: 'a', owner: 'p2' }]);
    const s = go(e);
    const d = e.decision(s)!;
    expect([d.player, d.kind, d.prompt]).toEqual(['p2', 'effect-may', 'Do you want to gain 3 victory points?']);
    expect(answer(e, s, { player: 'p2', ids: ['yes'] }).over).toEqual({ vp: { p1: 0, p2: 3 } });
    expect(answer(e, s, { player: 'p2', ids: ['no'] }).over).toEqual({ vp: { p1: 0, p2: 0 } });
  });

  it('"if I choose to ..." is a yes/no decision inside a condition', () => {
    const e = game({ a: 'if I choose to "cash in": gain 1 victory points' }, [{ run: 'a', owner: 'p1' }]);
    const s = go(e);
    expect(e.decision(s)!.prompt).toBe('cash in?');
    expect(answer(e, s, { player: 'p1', ids: ['yes'] }).over).toEqual({ vp: { p1: 1, p2: 0 } });
  });

  it('"if ... otherwise" reads values of the game', () => {
    const text = 'if my victory points >= 3:\n  draw 2 cards\notherwise:\n  lose 1 victory points';
    const rich = game({ gain: 'gain 3 victory points', a: text }, [{ run: 'gain', owner: 'p1' }, { run: 'a', owner: 'p1' }]);
    const s = go(rich);
    expect(s.g.hands.p1).toEqual([1, 2, 3, 10, 11]);
    const poor = game({ gain: 'gain 1 victory points', a: text }, [{ run: 'gain', owner: 'p1' }, { run: 'a', owner: 'p1' }]);
    expect(go(poor).over).toEqual({ vp: { p1: 0, p2: 0 } });
  });

  it('"for each card in my hand" iterates a set', () => {
    const e = game({ a: 'for each card in my hand:\n  gain 1 victory points' }, [{ run: 'a', owner: 'p2' }]);
    expect(go(e).over).toEqual({ vp: { p1: 0, p2: 2 } });
  });

  it('"each player: choose a card in my hand as gift: discard gift" asks each player about their own hand', () => {
    const e = game({ a: 'each player:\n  choose a card in my hand as gift:\n    discard gift' }, [{ run: 'a', owner: 'p1' }]);
    let s = go(e);
    let d = e.decision(s)!;
    expect([d.player, d.kind, d.prompt]).toEqual(['p1', 'effect-choose', 'Choose 1: a card in my hand']);
    expect(d.options.map((o) => o.data)).toEqual([1, 2, 3]);
    s = answer(e, s, { player: 'p1', ids: [d.options[1]!.id] });
    d = e.decision(s)!;
    expect(d.player).toBe('p2');
    expect(d.options.map((o) => o.data)).toEqual([4, 5]);
    s = answer(e, s, { player: 'p2', ids: [d.options[0]!.id] });
    expect(s.g.hands).toEqual({ p1: [1, 3], p2: [5] });
  });

  it('an effect stopped at a choice resumes from its JSON copy exactly as from the original', () => {
    const e = game({ a: 'each player:\n  choose a card in my hand as gift:\n    discard gift\n    gain 1 victory points' }, [{ run: 'a', owner: 'p1' }]);
    const s = answer(e, go(e), { player: 'p1', ids: ['hand:p1:2'] }); // mid-way: p2 is choosing
    const copy = JSON.parse(JSON.stringify(s)) as GameState<CashG>;
    expect(copy).toStrictEqual(s);
    const c = { player: 'p2', ids: ['hand:p2:1'] };
    const a = answer(e, s, c);
    expect(JSON.stringify(answer(e, copy, c))).toBe(JSON.stringify(a));
    expect(a.over).toEqual({ vp: { p1: 1, p2: 1 } });
    expect(a.g.hands).toEqual({ p1: [1, 2], p2: [4] });
  });

  it('"discard 1 random card my opponent played; it has no effect": a random pick, then "it" is that card', () => {
    const e = game({ a: 'discard 1 random card my opponent played; it has no effect' }, [{ run: 'a', owner: 'p1' }]);
    const seen = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const s = go(e, seed);
      expect(s.g.played.p2).toHaveLength(1);
      expect(s.g.cancelled).toHaveLength(1);
      expect([...s.g.played.p2!, ...s.g.cancelled].sort()).toEqual([8, 9]);
      seen.add(s.g.cancelled[0]!);
    }
    expect([...seen].sort()).toEqual([8, 9]); // both cards get picked for some seed
  });

  it('"this round: my units cost 1 less" registers a modifier until the end of the round', () => {
    const e = game({ a: 'this round:\n  my units cost 1 less' }, [{ run: 'a', owner: 'p1' }]);
    const s = go(e);
    expect(s.fx.active.map((a) => [a.type, a.key, a.until, a.owner])).toEqual([['modifier', 'modifier.cost', 'round', 'p1']]);
  });

  it('"at the start of my turn: ..." waits for the event, then runs', () => {
    const e = game({ a: 'at the start of my turn:\n  gain 1 victory points' }, [
      { run: 'a', owner: 'p2' },
      { emit: 'timing.start-of-turn', player: 'p1' },
      { emit: 'timing.end-of-round', player: 'p1' },
      { emit: 'timing.start-of-turn', player: 'p1' },
    ]);
    expect(go(e).over).toEqual({ vp: { p1: 0, p2: 2 } });
  });
});
