import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findNonJson, randomBot, Session } from '../../interpreter/core/index.ts';
import { race } from './helpers.ts';

describe('any game the bots play (effects included)', () => {
  it('replays byte for byte from its record, and every state on the way is plain JSON', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer(), (seed, botSeed) => {
        const bot = randomBot(botSeed);
        const s = Session.start(race, { seed, players: ['p1', 'p2'] }, { keepStates: true });
        while (s.state.over === null) {
          expect(findNonJson(s.state)).toBeNull();
          const r = s.play(bot.choose(race, s.state));
          if (!r.ok) throw new Error(r.reason);
        }
        const rec = JSON.parse(JSON.stringify(s.record())) as ReturnType<typeof s.record>;
        const again = race.replay({ ...rec, choices: rec.moves });
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(s.state));
        expect(again.log).toEqual(s.log);
      }),
      { numRuns: 60 },
    );
  });

  it('undo lands exactly on the state before the undone choice, and redo on the state it left', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), (seed, botSeed, keepStates) => {
        const bot = randomBot(botSeed);
        const s = Session.start(race, { seed, players: ['p1', 'p2'] }, { keepStates });
        const history = [JSON.stringify(s.state)];
        for (let i = 0; i < 12 && s.state.over === null; i++) {
          const r = s.play(bot.choose(race, s.state));
          if (!r.ok) throw new Error(r.reason);
          history.push(JSON.stringify(s.state));
        }
        const end = JSON.stringify(s.state);
        for (const player of ['p1', 'p2']) {
          const u = s.undo(player);
          if (!u.ok) continue; // behind a barrier: nothing to check
          expect(JSON.stringify(s.state)).toBe(history[s.n]);
          expect(s.state.final).toBeLessThanOrEqual(s.n);
          expect(u.undone[0]!.player).toBe(player);
          for (let k = 0; k < u.undone.length; k++) expect(s.redo().ok).toBe(true);
          expect(JSON.stringify(s.state)).toBe(end);
        }
      }),
      { numRuns: 60 },
    );
  });
});
