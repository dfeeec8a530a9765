import { it } from 'vitest';
import type { Task } from '../../../interpreter/core/index.ts';
import { loc, put, setEagles } from '../harness.ts';
import { empty, run } from './helpers.ts';
it('probe', () => {
  const g = empty(); g.firstPlayer = 'blue'; setEagles(g, 'blue', 1);
  put(g, 'blue', 'common', loc(9));
  const t = run(g, [{ t: 'we/event-effect', eventId: 'sound-the-sirens' } as Task]);
  console.log('DEC', JSON.stringify(t.state.decision));
  console.log('LOG', JSON.stringify(t.log.map((e) => [e.kind, e.actors, e.values])));
});
