/**
 * The Columbia scenario suite (every .yaml file under content/columbia/scenarios/)
 * and its golden playthroughs, as tests (scenario-pack.ts).
 */
import { expect } from 'vitest';
import { describeScenarioPack } from './scenario-pack.ts';

const fileName = (f: string) => f.split('/').pop()!;

await describeScenarioPack({
  title: 'Columbia',
  game: 'columbia',
  pack: 'content/columbia',
  holds: {
    what: 'has the rulebook examples and at least 60 more edge cases',
    check(files) {
      expect(files.filter((f) => fileName(f).startsWith('example-')).length).toBeGreaterThanOrEqual(6);
      expect(files.filter((f) => !fileName(f).startsWith('example-')).length).toBeGreaterThanOrEqual(60);
    },
  },
});
