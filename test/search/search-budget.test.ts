/**
 * Where the search bot spends its playouts: a second look with long
 * rollouts before it overrules its rollout policy (`verify`, `deep`), and
 * budget by decision kind (`skip`): a kind of decision whose searches have
 * not overruled the policy lately is answered by the policy, searched again
 * now and then. Both by the decision protocol's generic fields only.
 */
import { describe, expect, it } from 'vitest';
import { parseSearchBot, searchBot, type SearchBot } from '../../interpreter/sim/index.ts';
import { load } from './helpers.ts';
import { nimEngine, nimModule } from './nim.ts';

describe('a second look before overruling the policy', () => {
  it('reads verify (a share of the budget) and deep from the name; the default looks again on 0.3 of its 40, 32 decisions deep; verify=0 does not', () => {
    expect(parseSearchBot('mcts:verify=0.5:deep=40')).toMatchObject({ verify: 0.5, deep: 40 });
    expect(parseSearchBot('mcts')).toMatchObject({ playouts: 40, verify: 0.3, deep: 32, skip: 0 });
    expect(parseSearchBot('mcts:verify=0')).toMatchObject({ verify: 0 });
    expect(parseSearchBot('mcts:skip=1.4')).toMatchObject({ skip: 1 });
  });

  // Random rollouts: the policy's answer is a random take, and the overrule to the winning take must hold on the second look.
  for (const [pile, take] of [
    [5, 1],
    [6, 2],
    [7, 3],
  ] as const) {
    it(`still takes ${take} from a pile of ${pile} when the overrule is looked at again with long rollouts`, () => {
      const engine = nimEngine(pile);
      const s = engine.start({ seed: 1, players: ['p1', 'p2'] }, { log: false }).state;
      const bot = searchBot(nimModule, { pile }, 'mcts:600:random:halving:verify=0.5:deep=100', `nim-${pile}`);
      expect(bot.choose(engine as never, s).ids).toEqual([`take-${take}`]);
      // When the search overruled a random policy, the second look's playouts were played (and counted) on top of the 600.
      if (bot.last!.policy !== `take-${take}`) expect(bot.last!.playouts).toBeGreaterThan(600);
    });
  }
});

describe('budget by decision kind', () => {
  it('columbia: quiet kinds are answered by the policy, each still searched now and then, every answer legal', async () => {
    const game = await load('columbia');
    const { engine, players, module } = game;
    const heuristic = module.hooks.sim!.bots!.heuristic!;
    const play = (spec: string): SearchBot => {
      let s = engine.start({ seed: 'kinds', players }, { log: false }).state;
      const mcts = searchBot(module, game.rules, spec, 'kinds');
      const other = heuristic(game.rules, 'kinds', players[1]!);
      // The first 60 decisions of a game: enough for every common kind to go quiet.
      for (let n = 0; s.over === null && n < 60; n++) {
        const bot = s.decision!.player === players[0] ? mcts : other;
        const r = engine.apply(s, bot.choose(engine, s), { log: false });
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      return mcts;
    };
    const skipping = play('mcts:3:depth=1:skip=2');
    const kinds = Object.values(skipping.stats.byKind);
    const skipped = kinds.reduce((n, k) => n + k.skipped, 0);
    expect(skipped).toBeGreaterThan(0);
    // A kind is skipped only after `skip` quiet searches, and one decision in `skip` of a quiet kind is searched again.
    for (const k of kinds) if (k.skipped > 0) expect(k.searched).toBeGreaterThanOrEqual(k.skipped + 1);
    const all = play('mcts:3:depth=1');
    expect(Object.values(all.stats.byKind).every((k) => k.skipped === 0)).toBe(true);
    expect(all.stats.searched).toBeGreaterThan(skipping.stats.searched);
  });
});
