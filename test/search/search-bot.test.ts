/**
 * The search bot (`mcts`): it finds a forced win, it answers from what its
 * seat sees (two positions alike to the seat but for hidden cards and deck
 * orders get the same answer), it is a function of its seed, and it plays
 * every game module to the end with no code of the game's own.
 */
import { describe, expect, it } from 'vitest';
import { clone, seedRng, type GameState } from '../../interpreter/core/index.ts';
import { DEFAULT_SEARCH, searchBot, type SearchBot } from '../../interpreter/sim/index.ts';
import { load, positionAfter, type GameName, type Loaded } from './helpers.ts';
import { nimEngine, nimModule } from './nim.ts';
import { twin } from './twins.ts';

describe('the search bot finds a forced win', () => {
  // Taking the last stone wins: from a pile that is not a multiple of 4, only leaving a multiple of 4 wins.
  for (const [pile, take] of [
    [5, 1],
    [6, 2],
    [7, 3],
    [10, 2],
  ] as const) {
    it(`takes ${take} from a pile of ${pile} (random rollouts, no heuristic; the tree)`, () => {
      const engine = nimEngine(pile);
      const s = engine.start({ seed: 1, players: ['p1', 'p2'] }, { log: false }).state;
      const bot = searchBot(nimModule, { pile }, 'mcts:600:random:tree', `nim-${pile}`);
      expect(bot.choose(engine as never, s).ids).toEqual([`take-${take}`]);
    });
  }

  // The root search alone (sequential halving) improves on its rollout policy by one step: it finds the move that leaves no win in reach.
  for (const [pile, take] of [
    [5, 1],
    [6, 2],
    [7, 3],
  ] as const) {
    it(`takes ${take} from a pile of ${pile} (random rollouts; sequential halving at the root)`, () => {
      const engine = nimEngine(pile);
      const s = engine.start({ seed: 1, players: ['p1', 'p2'] }, { log: false }).state;
      const bot = searchBot(nimModule, { pile }, 'mcts:600:random:halving', `nim-${pile}`);
      expect(bot.choose(engine as never, s).ids).toEqual([`take-${take}`]);
    });
  }

  it('plays a whole game of Nim it can win without giving the win away', () => {
    const engine = nimEngine(11);
    let s = engine.start({ seed: 1, players: ['p1', 'p2'] }, { log: false }).state;
    const first = searchBot(nimModule, { pile: 11 }, 'mcts:600:random:tree', 'first');
    const second = searchBot(nimModule, { pile: 11 }, 'mcts:600:random:tree', 'second');
    while (s.over === null) {
      const bot = s.decision!.player === 'p1' ? first : second;
      const r = engine.apply(s, bot.choose(engine as never, s), { log: false });
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(s.g.winner).toBe('p1');
  });
});

const GAMES: GameName[] = ['columbia', 'baldurs-gate', 'night-market'];
/** Both ways of spending the playouts: a tree over every player's decisions, and sequential halving at the root (the default). */
const SEARCHES = ['tree', 'halving'] as const;

function search(game: Loaded, s: GameState, spec: string, seed: string): SearchBot {
  const bot = searchBot(game.module, game.rules, spec, seed);
  bot.choose(game.engine, s);
  return bot;
}

describe('the search bot answers from what its seat sees', () => {
  for (const [name, root] of GAMES.flatMap((g) => SEARCHES.map((r) => [g, r] as const))) {
    it(`${name}: the same answer when only hidden cards, deck orders and dice to come differ (${root})`, async () => {
      const game = await load(name);
      let compared = 0;
      for (const seed of ['a', 'b', 'c']) {
        const real = positionAfter(game, `hidden-${seed}`, 12);
        const viewer = real.decision!.player;
        const other = twin(name, game, real, viewer);
        // The twin is another position, told apart from the real one only by what the seat cannot see.
        expect(other.g).not.toEqual(real.g);
        expect(game.engine.view(other, viewer)).toEqual(game.engine.view(real, viewer));
        const a = search(game, real, `mcts:40:${root}`, `seat-${seed}`);
        const b = search(game, other, `mcts:40:${root}`, `seat-${seed}`);
        expect(b.last?.answers).toEqual(a.last?.answers);
        expect(b.last?.choice).toEqual(a.last?.choice);
        expect(a.stats.failed).toBe(0);
        compared++;
      }
      expect(compared).toBe(3);
    });
  }

  it('a position the seat sees differently may get another answer (the test above can fail)', async () => {
    const game = await load('night-market');
    const real = positionAfter(game, 'hidden-a', 12);
    const viewer = real.decision!.player;
    const a = search(game, real, 'mcts:40:tree', 'seat-a');
    // The same position with the seat's own hand changed: the search sees it, so its tree changes.
    const changed = clone(real);
    const g = changed.g as { hands: Record<string, unknown[]> };
    g.hands[viewer] = g.hands[viewer]!.slice().reverse();
    changed.rng = seedRng('other dice');
    expect(game.engine.view(changed, viewer)).not.toEqual(game.engine.view(real, viewer));
    const b = search(game, changed, 'mcts:40:tree', 'seat-a');
    expect(b.last?.answers).not.toEqual(a.last?.answers);
  });
});

describe('a time budget', () => {
  it('halving with mcts:Nms plays every answer on at least one guess and answers legally', async () => {
    const game = await load('columbia');
    const s = positionAfter(game, 'timed', 20);
    const bot = search(game, clone(s), 'mcts:5ms:halving', 'timed');
    const last = bot.last!;
    expect(last.answers.length).toBeGreaterThan(1);
    for (const a of last.answers) expect(a.visits).toBeGreaterThanOrEqual(1);
    expect(game.engine.validate(s, last.choice).ok).toBe(true);
  });
});

describe('the search bot is a function of its seed', () => {
  for (const [name, root] of GAMES.flatMap((g) => SEARCHES.map((r) => [g, r] as const))) {
    it(`${name}: the same seed and position give the same search (${root})`, async () => {
      const game = await load(name);
      const s = positionAfter(game, 'seeded', 20);
      const a = search(game, clone(s), `mcts:30:${root}`, 'one');
      const b = search(game, clone(s), `mcts:30:${root}`, 'one');
      expect(b.last).toEqual(a.last);
      // The tree spends the budget exactly; halving splits it into whole shares per answer and round, so a few may be
      // left, and stops after its first round when every answer scored exactly as the policy's on every guess; an
      // overrule of the policy is looked at again (`verify` of the budget in guesses, two answers each) on top of the budget.
      const alike = new Set(a.last!.answers.map((x) => x.mean)).size === 1;
      if (root === 'tree') expect(a.last!.playouts).toBe(30);
      else if (!alike) expect(a.last!.playouts).toBeGreaterThan(20);
      else expect(a.last!.playouts).toBeLessThanOrEqual(20);
      expect(a.last!.playouts).toBeLessThanOrEqual(30 + (root === 'halving' ? 2 * Math.ceil(DEFAULT_SEARCH.verify * 30) : 0));
    });
  }
});

describe('the search bot plays every game to the end', () => {
  for (const name of GAMES) {
    it(`${name}: a whole game against the game's default bot, every answer legal`, async () => {
      const game = await load(name);
      const { engine, players, module } = game;
      const other = module.hooks.sim?.bots?.heuristic;
      let s = engine.start({ seed: `whole-${name}`, players }, { log: false }).state;
      const mcts = searchBot(module, game.rules, 'mcts:6:depth=6', 'whole');
      const opponent = other !== undefined ? other(game.rules, 'whole', players[1]!) : searchBot(module, game.rules, 'mcts:2:random', 'opponent');
      for (let n = 0; s.over === null; n++) {
        if (n > 3000) throw new Error('no end after 3000 decisions');
        const bot = s.decision!.player === players[0] ? mcts : opponent;
        const r = engine.apply(s, bot.choose(engine, s), { log: false });
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      expect(module.outcome(s, game.rules).over).toBe(true);
      expect(mcts.stats.searched).toBeGreaterThan(0);
      expect(mcts.stats.failed).toBe(0);
    });
  }
});
