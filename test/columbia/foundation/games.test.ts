import { describe, expect, it } from 'vitest';
import { botGame } from '../harness.ts';

// Random-bot games end with a reason and never throw: test/reliability/thousand-games.test.ts
// (500 seeded games at 2 players and 500 at 4, each ending's shape checked too).
describe('random-bot games', () => {
  it('a seed replays to the very same game', () => {
    const a = botGame(4, 42);
    const b = botGame(4, 42);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  });
});
