/**
 * A game's record names each field it takes from the caller rather than
 * spreading them in (collector.ts `gameRecord`: the spread cost ~40 us per
 * record). Every field given must still arrive, unchanged, and the record
 * must have exactly the fields it had.
 */
import { describe, expect, it } from 'vitest';
import { GameStats, gameRecord } from '../../interpreter/sim/collector.ts';
import { playGame } from '../../interpreter/sim/play.ts';
import { pack } from '../sim/helpers.ts';

describe("a game's record", () => {
  it('carries every field the caller gave, and the fields a record always had', async () => {
    const p = await pack();
    const played = playGame(p.engine, { index: 3, seed: 'st-record', players: p.two, bots: { [p.two[0]!]: 'random', [p.two[1]!]: 'random' } });
    const base = {
      index: 41,
      seed: 'given-seed',
      bots: { a: 'x', b: 'y' },
      ms: 12.5,
      decisions: 99,
      error: { message: 'm', code: 'C', atDecision: 7, replay: 'r' },
      fallbacks: 2,
    };
    const state = p.engine.start({ seed: 'st-record', players: p.two }, { log: false }).state;
    const r = gameRecord(base, state, p.engine.rules, new GameStats(p.engine.rules));
    expect(r).toMatchObject(base);
    const fields = ['index', 'seed', 'bots', 'ms', 'decisions', 'error', 'fallbacks', 'players', 'factions', 'leaders', 'timeline', 'winner', 'reason', 'rounds', 'vp', 'vpTerritories', 'vpCards', 'cards', 'events'];
    expect(Object.keys(r)).toEqual(fields);
    expect(Object.keys(played.record)).toEqual(fields);
    expect(played.record).toMatchObject({ index: 3, seed: 'st-record', error: null, fallbacks: 0 });
  });
});
