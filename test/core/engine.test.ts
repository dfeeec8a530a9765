import { describe, expect, it } from 'vitest';
import { randomBot } from '../../interpreter/core/index.ts';
import { Playout } from '../../interpreter/core/playout.ts';
import { race, botGame, expectPlainJson } from './helpers.ts';

describe('a game run by the core', () => {
  it('stops at a decision that names who decides, what, and every legal option', () => {
    const { state } = race.start({ seed: 's', players: ['p1', 'p2'] });
    const d = race.decision(state)!;
    expect(d.player).toBe('p1');
    expect(d.kind).toBe('action');
    expect(d.options.map((o) => o.id)).toEqual(['roll', 'play', 'draw']);
    expect(race.legalChoices(state)).toHaveLength(3);
  });

  it('is deterministic: same seed and choices give byte-identical states', () => {
    const a = botGame('det', 'bot');
    const b = botGame('det', 'bot');
    expect(b.choices).toEqual(a.choices);
    expect(b.states.map((s) => JSON.stringify(s))).toEqual(a.states.map((s) => JSON.stringify(s)));
  });

  it('keeps the state plain JSON that round-trips at every decision', () => {
    for (const seed of [1, 2, 3]) {
      botGame(seed, seed, (state) => {
        expectPlainJson(state);
        expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
      });
    }
  });

  it('plays on from a state that went through JSON exactly as from the original', () => {
    const { states, choices } = botGame('resume');
    const mid = Math.floor(choices.length / 2);
    let state = JSON.parse(JSON.stringify(states[mid]));
    for (const c of choices.slice(mid)) {
      const r = race.apply(state, c);
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
    }
    expect(JSON.stringify(state)).toBe(JSON.stringify(states[states.length - 1]));
  });

  it('does not change the state it was given; a fast playout changes only its own', () => {
    const { state } = race.start({ seed: 'pure', players: ['p1', 'p2'] });
    const before = JSON.stringify(state);
    const r = race.apply(state, { player: 'p1', ids: ['roll'] });
    expect(r.ok && r.state).not.toBe(state);
    expect(JSON.stringify(state)).toBe(before);
    const p = Playout.from(race, state);
    const played = p.play({ player: 'p1', ids: ['roll'] });
    expect(played.ok && played.log).toEqual([]);
    expect(p.state.n).toBe(1);
    expect(JSON.stringify(state)).toBe(before);
    const out = race.playout(state, randomBot(1));
    expect(out.decisions).toBeGreaterThan(0);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('produces the same state on the fast path as on the copying path', () => {
    const { states, choices } = botGame('paths');
    const { playout } = Playout.start(race, { seed: 'paths', players: ['p1', 'p2'] }, { log: false });
    for (const c of choices) playout.play(c);
    expect(JSON.stringify(playout.state)).toBe(JSON.stringify(states[states.length - 1]));
  });
});

describe('illegal choices', () => {
  const { state } = race.start({ seed: 'illegal', players: ['p1', 'p2'] });
  const cases: [string, { player: string; ids: string[] }, RegExp][] = [
    ['out of turn', { player: 'p2', ids: ['roll'] }, /p1's decision, not p2's/],
    ['an unknown option', { player: 'p1', ids: ['fly'] }, /"fly" is not one of the options/],
    ['no option at all', { player: 'p1', ids: [] }, /pick 1 option/],
    ['two options where one is asked', { player: 'p1', ids: ['roll', 'draw'] }, /pick 1 option/],
  ];
  for (const [what, choice, reason] of cases) {
    it(`rejects ${what} with a reason and applies nothing`, () => {
      const before = JSON.stringify(state);
      const v = race.validate(state, choice);
      expect(v.ok).toBe(false);
      const r = race.apply(state, choice);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(reason);
      expect(JSON.stringify(state)).toBe(before);
      const p = Playout.from(race, state);
      expect(p.play(choice).ok).toBe(false);
      expect(JSON.stringify(p.state)).toBe(before);
    });
  }

  it('rejects a subset that breaks the game validator, with the game reason', () => {
    // Find a hand where two cards sum over the limit of 7.
    for (let seed = 0; seed < 200; seed++) {
      const { state } = race.start({ seed, players: ['p1', 'p2'] });
      const hand = state.g.hands.p1!;
      const pair = [0, 1, 2].flatMap((i) => [0, 1, 2].filter((j) => j > i).map((j) => [i, j])).find(([i, j]) => hand[i!]! + hand[j!]! > 7);
      if (!pair) continue;
      const r1 = race.apply(state, { player: 'p1', ids: ['play'] });
      if (!r1.ok) throw new Error(r1.reason);
      const d = race.decision(r1.state)!;
      expect([d.kind, d.min, d.max]).toEqual(['play-cards', 1, 2]);
      const bad = { player: 'p1', ids: pair.map((i) => `card-${i}`) };
      const v = race.validate(r1.state, bad);
      expect(v).toEqual({ ok: false, reason: expect.stringMatching(/add up to \d+, more than 7/) });
      expect(race.validate(r1.state, { player: 'p1', ids: ['card-0', 'card-0'] })).toEqual({ ok: false, reason: '"card-0" is picked twice' });
      const legal = race.legalChoices(r1.state);
      expect(legal.length).toBeGreaterThanOrEqual(3);
      expect(legal.some((c) => c.ids.join() === bad.ids.join())).toBe(false);
      return;
    }
    throw new Error('no seed dealt a pair over the limit');
  });

  it('rejects any choice once the game is over', () => {
    const { states } = botGame('over');
    const last = states[states.length - 1]!;
    expect(last.over).toEqual({ winner: expect.any(String), turns: expect.any(Number) });
    expect(race.decision(last)).toBeNull();
    expect(race.validate(last, { player: 'p1', ids: ['roll'] })).toEqual({ ok: false, reason: 'the game is over' });
  });
});

describe('the log', () => {
  it('is structured and renders to plain sentences with the game renderers', () => {
    const { state } = race.start({ seed: 'log', players: ['p1', 'p2'] });
    const r = race.apply(state, { player: 'p1', ids: ['roll'] });
    if (!r.ok) throw new Error(r.reason);
    const roll = r.log.find((e) => e.kind === 'roll')!;
    expect(roll).toEqual({ kind: 'roll', actors: ['p1'], values: { pips: expect.any(Number) }, to: null });
    expect(race.render(roll)).toBe(`Red rolls ${String(roll.values.pips)}`);
  });

  it('falls back to a readable sentence for kinds without a renderer', () => {
    expect(race.render({ kind: 'draw', actors: ['p2'], values: { count: 1 }, to: null })).toBe('Blue draw (count 1)');
  });
});
