/**
 * Seeded Columbia games play as recorded: the pinned seeded random games
 * (seeds 1..30 with 2 players, 1..10 with 4; `randomBot(seed)` on every seat)
 * play exactly as recorded in `seeded-games-baseline.json`: same decisions
 * offered (options, labels, data), same structured log, same final state, on
 * the default path, on the fast path (mutate, no log) and through replay. A
 * failure means a change of the engine changed a rule (or the rules were
 * changed on purpose: then re-record, see record-seeded-games.ts, and say
 * which games changed and why in the commit).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../interpreter/core/index.ts';
import { type Baseline, columbiaEngine, playFast, playLogged, seatsOf } from './seeded-games.ts';

const baseline = JSON.parse(readFileSync(fileURLToPath(new URL('./seeded-games-baseline.json', import.meta.url)), 'utf8')) as Baseline;

describe('seeded Columbia games play as recorded', async () => {
  const engine = await columbiaEngine();

  it('plays the same content as the baseline', () => {
    expect(engine.contentHash, 'the pack changed since the baseline was recorded: re-record it (record-seeded-games.ts) from rules known to be right').toBe(
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
