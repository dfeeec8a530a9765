/**
 * The heuristic bot keeps a game going: with no Building card in hand it goes
 * for cards rather than piling up Gold, and it does not pay for Influence its
 * track can no longer take. Two bots that collected income forever once made
 * 2-player games that never ended (simulate's seeds sim-31 and sim-46).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../interpreter/core/index.ts';
import { heuristicBot } from '../../interpreter/baldurs-gate/bots/heuristic.ts';
import type { BgG } from '../../interpreter/baldurs-gate/index.ts';
import { run as simulate } from '../../interpreter/cli/simulate.ts';
import { runCommand } from '../sim/helpers.ts';
import { COLOURS, engineFor, packRules, PACK_DIR } from './helpers.ts';

const rules = packRules();
const engine = engineFor(rules);

function opening(): GameState<BgG> {
  return engine.start({ seed: 'heuristic', players: COLOURS.slice(0, 2) }, { log: false }).state;
}

describe('the heuristic bot', () => {
  it('with no Building card in hand and Gold to spare, sends its worker for cards instead of collecting income', () => {
    const state = opening();
    const d = state.decision!;
    expect(d.kind).toBe('action');
    const g = state.g;
    g.hand[d.player] = [];
    g.res[d.player]!.gold = 30;
    const bot = heuristicBot(rules, 1);
    expect(bot.choose(engine, state).ids).toEqual(['worker']);
    const r = engine.apply(state, { player: d.player, ids: ['worker'] }, { log: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // The free deal that draws cards: the Smilin' Boar.
    expect(bot.choose(engine, r.state).ids).toEqual(['smilin-boar']);
  });

  it('finishes the 2-player games two heuristic bots once never ended', async () => {
    for (const seed of ['sim-31', 'sim-46']) {
      const r = await runCommand(simulate, ['--content', PACK_DIR, '--players', '2', '--bots', 'heuristic,heuristic', '--replay', seed, '--workers', '0']);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(new RegExp(`game ${seed}: \\w+ wins by final-scoring`));
    }
  });
});
