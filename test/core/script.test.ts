/**
 * Scripted randomness: a scenario decides the dice and random picks in
 * advance (`state.script`), and the Rng draws them before the seeded
 * generator. Unscripted games (script null) are untouched.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, EngineError, Rng, seedRng, type RngScript } from '../../interpreter/core/index.ts';
import { diceRace, plainRules } from './toy/dice-race.ts';
import { botGame } from './helpers.ts';

const D6 = [1, 2, 3, 4, 5, 6];

function scripted(script: RngScript | null, seed = 'script'): Rng {
  const s = seedRng(seed);
  return new Rng(() => s, () => {}, () => script);
}

function thrown(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('expected an EngineError');
}

describe('scripted dice', () => {
  it('rolls the scripted faces in order, whatever the die, then the seeded generator when lenient', () => {
    const script: RngScript = { rolls: [6, 'hit', 1], picks: [], strict: false };
    const r = scripted(script);
    expect(r.die(D6)).toBe(6);
    expect(r.die(['hit', 'miss'])).toBe('hit');
    expect(r.dice(1, D6)).toEqual([1]);
    expect(script.rolls).toEqual([]);
    // Queue empty, not strict: the same stream an unscripted generator gives.
    const plain = scripted(null);
    expect(r.dice(20, D6)).toEqual(plain.dice(20, D6));
  });

  it('refuses a scripted value that is not a face of the die, naming the value and the faces', () => {
    const r = scripted({ rolls: [7], picks: [], strict: true });
    const e = thrown(() => r.die(D6, 'white'));
    expect(e.code).toBe('RW-SCRIPT-BAD-ROLL');
    expect(e.message).toContain('7');
    expect(e.message).toContain('white die (faces 1, 2, 3, 4, 5, 6)');
  });

  it('in a strict script, a die nobody scripted is an error that says which die', () => {
    const r = scripted({ rolls: [3], picks: [], strict: true });
    expect(r.die(D6, 'red')).toBe(3);
    const e = thrown(() => r.die([2, 3, 4, 4, 5, 6], 'red'));
    expect(e.code).toBe('RW-SCRIPT-UNSCRIPTED-DICE');
    expect(e.message).toBe('RW-SCRIPT-UNSCRIPTED-DICE: a die was rolled that the scenario did not script: a red die (faces 2, 3, 4, 4, 5, 6)');
  });
});

describe('scripted picks', () => {
  it('a pick is an index into the items; int draws are offsets from the low end', () => {
    const r = scripted({ rolls: [], picks: [2, 0, 3], strict: true });
    expect(r.pick(['a', 'b', 'c'])).toBe('c');
    expect(r.pick(['a', 'b', 'c'])).toBe('a');
    expect(r.int(10, 20)).toBe(13);
  });

  it('a scripted shuffle places, one pick at a time, the next item among those left', () => {
    const script: RngScript = { rolls: [], picks: [2, 0, 1], strict: true };
    const r = scripted(script);
    // [a b c d]: pick 2 -> c; [a b d]: pick 0 -> a; [b d]: pick 1 -> d; b is left.
    expect(r.shuffle(['a', 'b', 'c', 'd'])).toEqual(['c', 'a', 'd', 'b']);
    expect(script.picks).toEqual([]);
    const s = scripted({ rolls: [], picks: [1, 1], strict: true });
    expect(s.sample(['a', 'b', 'c', 'd'], 2)).toEqual(['b', 'c']);
  });

  it('rejects an index out of range, and an unscripted pick in a strict script', () => {
    expect(thrown(() => scripted({ rolls: [], picks: [3], strict: true }).pick(['a', 'b', 'c'])).code).toBe('RW-SCRIPT-BAD-PICK');
    const e = thrown(() => scripted({ rolls: [], picks: [], strict: true }).shuffle([1, 2, 3]));
    expect(e.code).toBe('RW-SCRIPT-UNSCRIPTED-PICK');
    expect(e.message).toContain('a shuffle of 3');
  });

  it('a lenient script with no picks shuffles exactly as the seeded generator does', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(scripted({ rolls: [], picks: [], strict: false }).shuffle(items)).toEqual(scripted(null).shuffle(items));
  });
});

describe('scripts in a game', () => {
  const race = createEngine(diceRace, plainRules);

  it('an ordinary game has script null, and plays exactly as before', () => {
    const { state } = race.start({ seed: 7, players: ['p1', 'p2'] });
    expect(state.script).toBeNull();
    const a = botGame(7);
    const b = botGame(7);
    expect(b.states.at(-1)).toEqual(a.states.at(-1));
  });

  it('dice in the state script decide the game, and the script survives a JSON round trip', () => {
    const { state } = race.start({ seed: 7, players: ['p1', 'p2'], script: { rolls: [6, 5], picks: [], strict: true } });
    const copy = JSON.parse(JSON.stringify(state));
    expect(copy).toEqual(state);
    const r1 = race.apply(state, { player: 'p1', ids: ['roll'] });
    if (!r1.ok) throw new Error(r1.reason);
    expect(r1.log.find((e) => e.kind === 'roll')!.values.pips).toBe(6);
    const r2 = race.apply(r1.state, { player: 'p1', ids: ['yes'] });
    if (!r2.ok) throw new Error(r2.reason);
    expect(r2.log.find((e) => e.kind === 'roll')!.values.pips).toBe(5);
    expect(r2.state.script!.rolls).toEqual([]);
  });

  it('a strict script with no dice left stops the game with RW-SCRIPT-UNSCRIPTED-DICE', () => {
    const { state } = race.start({ seed: 7, players: ['p1', 'p2'], script: { rolls: [], picks: [], strict: true } });
    const e = thrown(() => race.apply(state, { player: 'p1', ids: ['roll'] }));
    expect(e.code).toBe('RW-SCRIPT-UNSCRIPTED-DICE');
  });

  it('the view never shows the script (it predicts the dice)', () => {
    const { state } = race.start({ seed: 7, players: ['p1', 'p2'], script: { rolls: [6], picks: [], strict: true } });
    expect(JSON.stringify(race.view(state, 'p1'))).not.toContain('script');
  });
});
