/**
 * The one match API every shell plays through (core/session.ts): replay from
 * a record, undo that never crosses what the undoing player has seen, the
 * designer's back and jump with what each seat had seen past them, redo, and
 * scripted dice carried by the move that draws them.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, EngineError, Session, type Move } from '../../interpreter/core/index.ts';
import { diceRace, raceRules, type RaceG, type RaceRules } from './toy/dice-race.ts';
import { botGame, race } from './helpers.ts';

const OPEN = (seed: string | number) => ({ seed, players: ['p1', 'p2'] });

function play(s: Session<RaceG, RaceRules>, player: string, id: string | string[]): void {
  const r = s.play({ player, ids: Array.isArray(id) ? id : [id] });
  if (!r.ok) throw new Error(r.reason);
}

describe('replay', () => {
  it('reproduces a whole game from content hash, seed, players and moves', () => {
    const { states, choices } = botGame('replay');
    const s = Session.replay(race, OPEN('replay'), JSON.parse(JSON.stringify(choices)) as Move[]);
    expect(JSON.stringify(s.state)).toBe(JSON.stringify(states[states.length - 1]));
    expect(s.record()).toEqual({ contentHash: race.contentHash, seed: 'replay', players: ['p1', 'p2'], moves: choices });
  });

  it('keeps the whole log of a match, the same as the engine replay rebuilds it', () => {
    const s = Session.start(race, OPEN('log'));
    play(s, 'p1', 'draw');
    play(s, 'p2', 'roll');
    const rec = s.record();
    expect(race.replay({ ...rec, choices: rec.moves }).log).toEqual(s.log);
  });

  it('the engine refuses a record made with different content', () => {
    const other = createEngine(diceRace, { ...raceRules, goal: 31 });
    const rec = Session.start(other, OPEN(1)).record();
    expect(() => race.replay({ ...rec, choices: rec.moves })).toThrow(EngineError);
    expect(() => race.replay({ ...rec, choices: rec.moves })).toThrow(/made with content/);
  });

  it('refuses a record whose move is illegal, naming which one', () => {
    expect(() => Session.replay(race, OPEN(1), [{ player: 'p2', ids: ['roll'] }])).toThrow(/move 1 of the record is illegal here: it is p1's decision/);
  });
});

describe('undo (a seat taking its own choice back)', () => {
  for (const keepStates of [false, true]) {
    const opts = { keepStates };
    it(`takes back the player's last choice when nothing was rolled or shown since (${keepStates ? 'states kept' : 'replayed'})`, () => {
      const s = Session.start(race, OPEN('undo'), opts);
      const start = JSON.stringify(s.state);
      play(s, 'p1', 'play');
      expect(s.decision()!.player).toBe('p1');
      expect(s.canUndo('p1')).toEqual({ ok: true });
      const u = s.undo('p1');
      if (!u.ok) throw new Error(u.reason);
      expect(u.undone).toEqual([{ player: 'p1', ids: ['play'] }]);
      expect(JSON.stringify(s.state)).toBe(start);
      expect(s.moves).toEqual([]);
    });
  }

  it('cannot take back a choice once dice were rolled after it', () => {
    const s = Session.start(race, OPEN('barrier'));
    play(s, 'p1', 'roll'); // the die is rolled at once
    expect(s.state.final).toBe(1);
    expect(s.undo('p1')).toEqual({ ok: false, reason: expect.stringMatching(/final: after it dice were rolled/) });
  });

  it('cannot take back a choice once hidden cards were shown after it', () => {
    const s = Session.start(race, OPEN('reveal'));
    play(s, 'p1', 'play');
    const card = s.decision()!.options.find((o) => (o.data as number) <= 7)!.id;
    play(s, 'p1', card); // the cards are shown
    expect(s.canUndo('p1').ok).toBe(false);
  });

  it("never across another player's decision it saw only as who and what", () => {
    const s = Session.start(race, OPEN('chain'));
    play(s, 'p1', 'play');
    play(s, 'p1', s.decision()!.options[0]!.id); // shown: final for both
    play(s, 'p2', 'draw'); // p1 saw only that p2 had a decision
    expect(s.decision()!.player).toBe('p1');
    const r = s.canUndo('p1');
    expect(r).toEqual({ ok: false, reason: expect.stringMatching(/Blue answered a "action" decision, which Red saw only as who decides and what about/) });
  });

  it('never across a card drawn from the hidden deck into its own hand', () => {
    // p1 draws: the card was face down in the deck, now p1 knows it.
    const s = Session.start(race, OPEN('draw'));
    play(s, 'p1', 'draw');
    expect(s.canUndo('p1')).toEqual({ ok: false, reason: expect.stringMatching(/what Red could not see changed \(deck\)/) });
  });

  it('a seat the session does not watch cannot undo', () => {
    const s = Session.start(race, OPEN('seats'), { seats: ['p2'] });
    play(s, 'p1', 'play');
    expect(s.canUndo('p1')).toEqual({ ok: false, reason: expect.stringMatching(/not one that may take choices back/) });
  });

  it('says so when the player has nothing to take back', () => {
    const s = Session.start(race, OPEN('none'));
    expect(s.undo('p2')).toEqual({ ok: false, reason: 'Blue has no choice to take back' });
  });
});

describe('the designer\'s history', () => {
  it('back and jump go anywhere, redo plays the moves again, and hindsight says what a seat had seen past the position', () => {
    for (const keepStates of [false, true]) {
      const { states, choices } = botGame('history');
      const s = Session.replay(race, OPEN('history'), choices, { keepStates });
      s.jumpTo(2);
      expect(JSON.stringify(s.state)).toBe(JSON.stringify(states[2]));
      expect(s.redoable).toHaveLength(choices.length - 2);
      const seen = s.hindsight('p1');
      // A game of the race rolls dice: p1 has seen some past move 2.
      expect(seen.length).toBeGreaterThan(0);
      expect(seen[0]!.move).toBeGreaterThan(2);
      expect(s.back()).toBe(true);
      expect(JSON.stringify(s.state)).toBe(JSON.stringify(states[1]));
      for (let i = 1; i < choices.length; i++) {
        const r = s.redo();
        if (!r.ok) throw new Error(r.reason);
      }
      expect(JSON.stringify(s.state)).toBe(JSON.stringify(states.at(-1)));
      expect(s.redo()).toEqual({ ok: false, reason: 'there is nothing to redo' });
    }
  });

  it('making the move taken back keeps the rest of the redo line; another move drops it', () => {
    const s = Session.start(race, OPEN('redo-line'), { keepStates: true });
    play(s, 'p1', 'play');
    play(s, 'p1', s.decision()!.options[0]!.id);
    s.jumpTo(0);
    expect(s.redoable).toHaveLength(2);
    play(s, 'p1', 'play');
    expect(s.redoable).toHaveLength(1);
    s.jumpTo(0);
    play(s, 'p1', 'draw');
    expect(s.redoable).toHaveLength(0);
  });
});

describe('scripted dice go with the move that draws them', () => {
  it('a move with dice rolls them; the record keeps them and replays the same game', () => {
    const s = Session.start(race, OPEN('dice'));
    const r = s.play({ player: 'p1', ids: ['roll'], dice: { rolls: [5], picks: [] } });
    if (!r.ok) throw new Error(r.reason);
    expect(s.log.find((e) => e.kind === 'roll')!.values.pips).toBe(5);
    const again = Session.replay(race, OPEN('dice'), s.record().moves);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(s.state));
  });

  it('an illegal move with dice changes nothing', () => {
    const s = Session.start(race, OPEN('dice-refused'));
    const before = JSON.stringify(s.state);
    expect(s.play({ player: 'p2', ids: ['roll'], dice: { rolls: [5], picks: [] } }).ok).toBe(false);
    expect(JSON.stringify(s.state)).toBe(before);
  });

  it('a strict opening script fails on a die it did not script', () => {
    const s = Session.start(race, { ...OPEN('strict'), script: { rolls: [], picks: [], strict: true } }, { keepStates: true });
    const r = s.play({ player: 'p1', ids: ['roll'] });
    expect(r).toEqual({ ok: false, reason: expect.stringMatching(/RW-SCRIPT-UNSCRIPTED-DICE|did not script/) });
  });
});
