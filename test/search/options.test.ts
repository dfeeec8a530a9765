/** The names `--bots` takes for the search bot, and what each asks for. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, isSearchBotName, parseSearchBot, type SearchOptions } from '../../interpreter/sim/index.ts';
import { atTable } from '../../interpreter/sim/search/options.ts';

const parsed = (name: string): SearchOptions => {
  const o = parseSearchBot(name);
  if (typeof o === 'string') throw new Error(o);
  return o;
};

describe('search bot names', () => {
  it('mcts alone is the default budget, in playouts', () => {
    expect(parsed('mcts')).toEqual(DEFAULT_SEARCH);
    expect(DEFAULT_SEARCH.ms).toBeNull();
  });

  it('a number is playouts a decision, Nms a time budget, random/heuristic the rollouts', () => {
    expect(parsed('mcts:800').playouts).toBe(800);
    expect(parsed('mcts:40ms')).toMatchObject({ ms: 40 });
    expect(parsed('mcts:800:random')).toMatchObject({ playouts: 800, rollout: 'random' });
    expect(parsed('mcts:random:800')).toEqual(parsed('mcts:800:random'));
  });

  it('settings are named for tuning', () => {
    expect(parsed('mcts:100:depth=12:uct=0.5')).toMatchObject({ playouts: 100, depth: 12, uct: 0.5 });
  });

  it('table=1 plays rollouts as many rounds long at every table: n/2 times the decisions at n seats, 2 seats unchanged', () => {
    const o = parsed('mcts:depth=8:deep=32:table=1');
    expect(atTable(o, 2)).toEqual(o);
    expect(atTable(o, 4)).toMatchObject({ depth: 16, deep: 64 });
    expect(atTable(o, 3)).toMatchObject({ depth: 12, deep: 48 });
    const fixed = parsed('mcts:depth=8:deep=32:table=0');
    expect(atTable(fixed, 4)).toEqual(fixed);
  });

  it('says what is wrong with a name it cannot read', () => {
    expect(parseSearchBot('mcts:0')).toMatch(/playouts per decision must be 1 to/);
    expect(parseSearchBot('mcts:fast')).toMatch(/"fast" is not a budget/);
    expect(parseSearchBot('mcts:uct=-1')).toMatch(/is not a budget|uct must be/);
    expect(parseSearchBot('mcts:depth=1e9')).toMatch(/is not a budget|depth must be/);
  });

  it('names the search bot only by mcts and mcts:...', () => {
    expect(isSearchBotName('mcts')).toBe(true);
    expect(isSearchBotName('mcts:5')).toBe(true);
    expect(isSearchBotName('mctsx')).toBe(false);
    expect(isSearchBotName('heuristic')).toBe(false);
  });
});
