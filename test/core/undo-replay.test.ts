import { describe, expect, it } from 'vitest';
import { createEngine, EngineError, type Match } from '../../interpreter/core/index.ts';
import { diceRace, raceRules, type RaceG } from './toy/dice-race.ts';
import { botGame, race } from './helpers.ts';

function play(match: Match<RaceG>, player: string, id: string | string[]): Match<RaceG> {
  const r = race.play(match, { player, ids: Array.isArray(id) ? id : [id] });
  if (!r.ok) throw new Error(r.reason);
  return r.match;
}

describe('replay', () => {
  it('reproduces a whole game from content hash, seed, players and choices', () => {
    const { states, choices } = botGame('replay');
    const record = { contentHash: race.contentHash, seed: 'replay', players: ['p1', 'p2'], choices };
    const { state } = race.replay(JSON.parse(JSON.stringify(record)));
    expect(JSON.stringify(state)).toBe(JSON.stringify(states[states.length - 1]));
  });

  it('keeps the whole log of a match, the same as replay rebuilds it', () => {
    let m = race.newMatch({ seed: 'log', players: ['p1', 'p2'] });
    m = play(m, 'p1', 'draw');
    m = play(m, 'p2', 'roll');
    expect(race.replay(m.record).log).toEqual(m.log);
  });

  it('refuses a record made with different content', () => {
    const other = createEngine(diceRace, { ...raceRules, goal: 31 });
    const m = other.newMatch({ seed: 1, players: ['p1', 'p2'] });
    expect(() => race.replay(m.record)).toThrow(EngineError);
    expect(() => race.replay(m.record)).toThrow(/made with content/);
  });

  it('refuses a record whose choice is illegal, naming which one', () => {
    const record = { contentHash: race.contentHash, seed: 1, players: ['p1', 'p2'], choices: [{ player: 'p2', ids: ['roll'] }] };
    expect(() => race.replay(record)).toThrow(/choice 1 of the record is illegal here: it is p1's decision/);
  });
});

describe('undo', () => {
  it("takes back the player's last choice when nothing was rolled or revealed since", () => {
    const m0 = race.newMatch({ seed: 'undo', players: ['p1', 'p2'] });
    const m1 = play(m0, 'p1', 'draw');
    expect(race.decision(m1.state)!.player).toBe('p2');
    expect(race.canUndo(m1, 'p1')).toEqual({ ok: true });
    const u = race.undo(m1, 'p1');
    if (!u.ok) throw new Error(u.reason);
    expect(u.undone).toEqual([{ player: 'p1', ids: ['draw'] }]);
    expect(JSON.stringify(u.match.state)).toBe(JSON.stringify(m0.state));
    expect(u.match.record.choices).toEqual([]);
  });

  it('cannot take back a choice once dice were rolled after it', () => {
    const m0 = race.newMatch({ seed: 'barrier', players: ['p1', 'p2'] });
    const m1 = play(m0, 'p1', 'roll'); // the die is rolled at once
    expect(m1.state.final).toBe(1);
    const u = race.undo(m1, 'p1');
    expect(u).toEqual({ ok: false, reason: expect.stringMatching(/final: dice were rolled/) });
  });

  it('cannot take back a choice once hidden cards were revealed after it', () => {
    let m = race.newMatch({ seed: 'reveal', players: ['p1', 'p2'] });
    m = play(m, 'p1', 'draw');
    m = play(m, 'p2', 'play');
    expect(race.canUndo(m, 'p1').ok).toBe(true); // p2 has only chosen which cards, not shown them
    const card = race.decision(m.state)!.options.find((o) => (o.data as number) <= 7)!.id;
    m = play(m, 'p2', card); // the cards are shown
    expect(race.canUndo(m, 'p1').ok).toBe(false);
    expect(race.canUndo(m, 'p2').ok).toBe(false);
  });

  it("returns to the player's own previous decision, taking later choices of others with it", () => {
    let m = race.newMatch({ seed: 'chain', players: ['p1', 'p2'] });
    m = play(m, 'p1', 'draw');
    m = play(m, 'p2', 'draw');
    const u = race.undo(m, 'p1');
    if (!u.ok) throw new Error(u.reason);
    expect(u.undone.map((c) => c.player)).toEqual(['p1', 'p2']);
    expect(race.decision(u.match.state)!.player).toBe('p1');
  });

  it('says so when the player has nothing to take back', () => {
    const m = race.newMatch({ seed: 'none', players: ['p1', 'p2'] });
    expect(race.undo(m, 'p2')).toEqual({ ok: false, reason: 'p2 has no choice to take back' });
  });
});
