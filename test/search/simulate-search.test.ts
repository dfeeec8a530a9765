/** `rulewright simulate --bots mcts:N,...`: the search bot sits at any game's table from the command line. */
import { describe, expect, it } from 'vitest';
import { run } from '../../interpreter/cli/simulate.ts';
import { runCommand } from '../sim/helpers.ts';
import { PACKS } from './helpers.ts';

describe('rulewright simulate seats the search bot', () => {
  for (const [name, pack] of Object.entries(PACKS)) {
    it(`${name}: --bots mcts:3:depth=4,random plays and reports the bot by its name`, async () => {
      const r = await runCommand(run, ['--content', pack, '--games', '2', '--bots', 'mcts:3:depth=4,random', '--workers', '1', '--seed', 's', '--json']);
      expect(r.code, r.err).toBe(0);
      const json = JSON.parse(r.out) as { errors: number; bots: string[]; fallbacks: number };
      expect(json.errors).toBe(0);
      expect(json.fallbacks).toBe(0);
      expect(json.bots).toEqual(['mcts:3:depth=4', 'random']);
    }, 120_000);
  }

  it('refuses a search bot name it cannot read, saying why', async () => {
    const r = await runCommand(run, ['--games', '1', '--bots', 'mcts:0', '--json']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/mcts:0: the playouts per decision must be 1 to/);
  });
});
