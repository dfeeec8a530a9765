/**
 * The Baldur's Gate scenario suite (every .yaml file under
 * content/baldurs-gate/scenarios/) and its golden playthroughs, as tests,
 * run by the shared scenario runner over the module's scenario hooks
 * (test/scenarios/scenario-pack.ts).
 */
import { expect } from 'vitest';
import { describeScenarioPack } from '../scenarios/scenario-pack.ts';

await describeScenarioPack({
  title: "Baldur's Gate",
  game: 'baldurs-gate',
  pack: 'content/baldurs-gate',
  holds: {
    what: 'has every worked example of the rulebook and at least 40 scenarios',
    check(files) {
      expect(files.filter((f) => f.startsWith('examples/')).length).toBeGreaterThanOrEqual(9);
      expect(files.length).toBeGreaterThanOrEqual(40);
    },
  },
});
