/**
 * The guard of the performance work: the pinned seeded random games
 * (seeds 1..30 with 2 players, 1..10 with 4; `randomBot(seed)` on every seat)
 * must play exactly as they did before any optimisation, recorded in
 * `baseline.json`. Same decisions offered (options, labels, data), same
 * structured log, same final state, on the default path, on the fast path
 * (mutate, no log) and through replay. A failure here means an optimisation
 * changed a rule (or the rules were changed on purpose: then re-record, see
 * record-baseline.ts, and say why).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../interpreter/core/index.ts';
import { type Baseline, columbiaEngine, playFast, playLogged, seatsOf } from './games.ts';

const baseline = JSON.parse(readFileSync(fileURLToPath(new URL('./baseline.json', import.meta.url)), 'utf8')) as Baseline;

describe('optimised engine plays the pinned games exactly as before', async () => {
  const engine = await columbiaEngine();

  it('plays the same content as the baseline', () => {
    expect(engine.contentHash, 'the pack changed since the baseline was recorded: re-record it (record-baseline.ts) from rules known to be right').toBe(
      baseline.contentHash,
    );
  });

  for (const want of baseline.games) {
    it(`${want.players} players, seed ${want.seed}: same decisions, log and final state on every path`, () => {
      const { print, choices } = playLogged(engine, want.players, want.seed);
      expect(print).toEqual(want);

      const fast = playFast(engine, want.players, want.seed);
      expect(fast).toEqual({ finalHash: want.finalHash, decisions: want.decisions });

      const record = { contentHash: engine.contentHash, seed: want.seed, players: seatsOf(engine, want.players), choices };
      expect(contentHash(engine.replay(record, { log: false }).state)).toBe(want.finalHash);
    });
  }
});
