/**
 * What the effect runtime works out once per action clause (its verb handler,
 * whether its subject acts: runtime.ts `actionOf`) is kept per clause node
 * and per handler table. Two games may share effect ASTs (the toy's effects
 * are module constants) with their own verbs: each must run its own handler,
 * whichever ran the shared clause first.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type Engine, type GameDef, type GameState } from '../../interpreter/core/index.ts';
import { diceRace, raceRules, type RaceG, type RaceRules } from '../core/toy/dice-race.ts';
import { raceHandlers } from '../core/toy/race-effects.ts';

type S = GameState<RaceG>;

/** The dice race with the sprinter charm, its `advance` verb moving `factor` times as far. */
function raceWith(factor: number): Engine<RaceG, RaceRules> {
  const advance = raceHandlers.verbs!['verb.advance']!;
  const game: GameDef<RaceG, RaceRules> = {
    ...diceRace,
    effects: {
      ...raceHandlers,
      verbs: {
        ...raceHandlers.verbs,
        'verb.advance': { execute: (ctx, plan, env, clause) => { for (let i = 0; i < factor; i++) advance.execute(ctx, plan, env, clause); } },
      },
    },
  };
  const rules: RaceRules = { ...raceRules, charms: { p1: ['charm.sprinter'] } };
  return createEngine(game, rules);
}

/** After p1's opening roll of 5 or 6, the charm asks "Do you want to advance 2 steps?"; p1 says yes. Where p1 ends up. */
function sprint(engine: Engine<RaceG, RaceRules>): number {
  for (let seed = 0; seed < 2000; seed++) {
    const { state } = engine.start({ seed, players: ['p1', 'p2'] });
    const rolled = engine.apply(state, { player: 'p1', ids: ['roll'] });
    if (!rolled.ok) throw new Error(rolled.reason);
    const d = engine.decision(rolled.state as S);
    if (d?.kind !== 'effect-may') continue;
    const yes = engine.apply(rolled.state, { player: 'p1', ids: ['yes'] });
    if (!yes.ok) throw new Error(yes.reason);
    return (yes.state as S).g.pos.p1!;
  }
  throw new Error('no seed gives the charm a roll to answer');
}

describe('a clause shared by two games runs each game\'s own verb', () => {
  it('the same AST node, two handler tables, in turn and back again', () => {
    const once = raceWith(1);
    const twice = raceWith(2);
    expect(sprint(once)).toBe(2);
    expect(sprint(twice)).toBe(4);
    expect(sprint(once)).toBe(2);
  });
});
