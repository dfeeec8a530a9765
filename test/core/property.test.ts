import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findNonJson, randomBot } from '../../interpreter/core/index.ts';
import { race } from './helpers.ts';

describe('any game the bots play (effects included)', () => {
  it('replays byte for byte from its record, and every state on the way is plain JSON', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer(), (seed, botSeed) => {
        const bot = randomBot(botSeed);
        let m = race.newMatch({ seed, players: ['p1', 'p2'] });
        while (m.state.over === null) {
          expect(findNonJson(m.state)).toBeNull();
          const r = race.play(m, bot.choose(race, m.state));
          if (!r.ok) throw new Error(r.reason);
          m = r.match;
        }
        const again = race.replay(JSON.parse(JSON.stringify(m.record)));
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(m.state));
        expect(again.log).toEqual(m.log);
      }),
      { numRuns: 60 },
    );
  });

  it('undo lands exactly on the state before the undone choice', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer(), (seed, botSeed) => {
        const bot = randomBot(botSeed);
        let m = race.newMatch({ seed, players: ['p1', 'p2'] });
        const history = [m];
        for (let i = 0; i < 12 && m.state.over === null; i++) {
          const r = race.play(m, bot.choose(race, m.state));
          if (!r.ok) throw new Error(r.reason);
          m = r.match;
          history.push(m);
        }
        for (const player of ['p1', 'p2']) {
          const u = race.undo(m, player);
          if (!u.ok) continue; // behind a barrier: nothing to check
          const before = history[u.match.record.choices.length]!;
          expect(JSON.stringify(u.match.state)).toBe(JSON.stringify(before.state));
          expect(u.match.state.final).toBeLessThanOrEqual(u.match.record.choices.length);
        }
      }),
      { numRuns: 60 },
    );
  });
});
