/**
 * `victory/update` (interpreter/columbia/victory.ts) reads the territory
 * holders from board.ts's list, patched per territory as locations change
 * (not rebuilt), and keeps what it can between runs on the same game state.
 * Whatever changed in between, it must do
 * exactly what a run on a fresh copy of the state (no memory of earlier runs)
 * does: the same log entries, the same tasks pushed, the same victory tokens.
 */
import { describe, expect, it } from 'vitest';
import type { Program } from '../../interpreter/dsl/ast.ts';
import { type GameState, type LogEntry, type Task } from '../../interpreter/core/index.ts';
import { DEFAULT_LIMITS, TaskContext, type Runtime } from '../../interpreter/core/runner.ts';
import { placeStructure, placeUnit, rulesIndex, setDestroyed } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, seatsOf } from './games.ts';

interface Outcome {
  log: LogEntry[];
  pushed: Task[];
  tokens: Record<string, string>;
}

describe('victory/update remembers a settled board', async () => {
  const engine = await columbiaEngine();
  const sources = engine.game.effectSource!(engine.rules) as Record<string, { program: Program; text: string | null }>;
  const rt: Runtime = { game: engine.game, rules: engine.rules, limits: DEFAULT_LIMITS, handlers: {}, sources };
  const handler = engine.game.tasks['victory/update']!;
  const ctx = new TaskContext(rt, engine.start({ seed: 'update', players: seatsOf(engine, 2) }, { log: false }).state as GameState, null);

  /** One `victory/update` on `state` as it is (changing its tokens, as the task does). */
  function update(state: GameState): Outcome {
    const log: LogEntry[] = [];
    ctx.reset(state, log);
    handler(ctx as never, { t: 'victory/update' });
    return { log, pushed: ctx.pushed.slice(), tokens: { ...(state.g as ColumbiaG).territoryHolders } };
  }

  /** The update on `state` (which remembers earlier runs) against one on a copy (which does not). */
  function agree(state: GameState, what: string): Outcome {
    const fresh = update(structuredClone(state));
    const kept = update(state);
    expect(kept, what).toEqual(fresh);
    return kept;
  }

  for (const players of [2, 4] as const) {
    it(`does what a fresh update does at every decision of games played in place (${players} players)`, () => {
      let acted = 0;
      for (let seed = 1; seed <= 4; seed++) {
        playInPlace(engine, { players, seed: `update-${seed}` }, (state) => {
          const g = state.g as ColumbiaG;
          // As the game's own updates left it (they ran on this very state).
          agree(state as GameState, `decision ${state.n} of seed ${seed}`);
          // One token turned by hand (a territory in turn): the update must turn it back, as a fresh one does.
          const t = engine.rules.board.territories[state.n % engine.rules.board.territories.length]!.id;
          const holder = g.territoryHolders[t];
          if (holder === undefined) g.territoryHolders[t] = g.players[g.turnOrder[0]!]!.factionId;
          else delete g.territoryHolders[t];
          const o = agree(state as GameState, `decision ${state.n} of seed ${seed}, a token turned`);
          if (o.log.length > 0) acted++;
          expect(g.territoryHolders[t]).toBe(holder);
        });
      }
      expect(acted).toBeGreaterThan(500);
    });
  }

  it('sees every change between two updates: tokens laid by hand, a card claimed, the active player, pieces moved, a player wiped out', () => {
    const state = playInPlace(engine, { players: 2, seed: 'update-by-hand', upTo: 150 });
    expect(state.over).toBeNull();
    const s = state as GameState;
    const g = s.g as ColumbiaG;
    const rules = engine.rules;
    const [first, second] = g.turnOrder as [string, string];
    const faction = g.players[first]!.factionId;
    g.activePlayer = first;
    agree(s, 'settled');
    agree(s, 'settled again');

    // Tokens laid and taken by hand, in place and as a new record: the update puts them back as control says.
    const t = rules.board.territories[0]!.id;
    const before = g.territoryHolders[t];
    g.territoryHolders[t] = before === faction ? g.players[second]!.factionId : faction;
    const laid = agree(s, 'a token changed in place');
    expect(laid.log.length).toBeGreaterThan(0);
    g.territoryHolders = { ...g.territoryHolders, [rules.board.territories[1]!.id]: faction };
    agree(s, 'a new record of tokens');

    // Points from a card claimed by hand: the 10-VP check reads them at once.
    const claimed = g.victoryCards.claimed.slice();
    for (const v of rules.victoryCards) g.victoryCards.claimed.push({ id: v.id, by: first, factionId: faction });
    const won = agree(s, 'every card claimed');
    expect(won.pushed).toEqual([{ t: 'game/end', reason: 'victory-points', winner: faction }]);
    g.victoryCards.claimed = claimed;
    agree(s, 'the cards given back');

    // The other player active, then nobody.
    g.activePlayer = second;
    agree(s, 'the other player active');
    g.activePlayer = null;
    agree(s, 'nobody active');
    g.activePlayer = first;

    // Pieces moved, a location destroyed.
    const locations = rulesIndex(rules).locationIds;
    for (const u of Object.values(g.units).filter((x) => x.location !== null).slice(0, 6)) {
      const home = u.location;
      for (const to of locations) {
        placeUnit(g, u, to);
        agree(s, `${u.id} to ${to}`);
      }
      placeUnit(g, u, home);
      agree(s, `${u.id} home`);
    }
    setDestroyed(g, locations[0]!, !g.locations[locations[0]!]!.destroyed);
    agree(s, 'a location destroyed flipped');

    // The second player's pieces all taken off: he is eliminated.
    for (const u of Object.values(g.units)) if (u.owner === second && u.location !== null) placeUnit(g, u, null);
    for (const x of Object.values(g.structures)) if (x.owner === second && x.location !== null) placeStructure(g, x, null);
    const out = agree(s, `${second} wiped out`);
    expect(out.log.some((e) => e.kind === 'player-eliminated')).toBe(true);
  });
});
