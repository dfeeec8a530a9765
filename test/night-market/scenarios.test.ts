/**
 * The Night Market fixture's scenario suite (every .yaml file under
 * test/fixtures/packs/night-market/scenarios/) and its golden playthroughs,
 * as tests (test/scenarios/scenario-pack.ts).
 */
import { expect } from 'vitest';
import { describeScenarioPack } from '../scenarios/scenario-pack.ts';

await describeScenarioPack({
  title: 'Night Market',
  game: 'night-market',
  pack: 'test/fixtures/packs/night-market',
  holds: {
    what: 'has its seven rule scenarios, the market closing among them',
    check(files) {
      expect(files.length).toBeGreaterThanOrEqual(7);
      expect(files).toContain('market-closes-and-scores.yaml');
    },
  },
});
