/**
 * Columbia's heuristic bot plays its pinned games (heuristic-bot-record.ts)
 * as recorded in `heuristic-bot-baseline.json`: same number of decisions,
 * same choices, same final state. A failure means a change meant to keep its
 * play (its speed) changed a choice (or the bot or the rules were changed on
 * purpose: then re-record, see heuristic-bot-record.ts, and say why).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pack } from './helpers.ts';
import { BASELINE_URL, playHeuristicGame, type HeuristicPrint } from './heuristic-bot-record.ts';

const baseline = JSON.parse(readFileSync(fileURLToPath(BASELINE_URL), 'utf8')) as { contentHash: string; games: HeuristicPrint[] };

describe("Columbia's heuristic bot plays its pinned games as recorded", async () => {
  const { engine, library, two, four } = await pack();

  it('plays the same content as the baseline', () => {
    expect(engine.contentHash, 'the pack changed since the baseline was recorded').toBe(baseline.contentHash);
  });

  // In recorded order, one process: whatever the bot keeps between games is exercised as the simulator would.
  for (const want of baseline.games) {
    it(`${want.bots.join(' vs ')}, seed ${want.seed}: same choices and final state`, () => {
      expect(playHeuristicGame(engine, library, want.bots.length === 4 ? four : two, want)).toEqual(want);
    });
  }
});
