/**
 * What the victory-card claim offers keep between questions
 * (interpreter/columbia/effects/index.ts `victoryCondition`):
 *
 * - Each card's pure evaluator is made once per task context and reused: it
 *   must read the game of the context it is asked through, never the game of
 *   the context it was first made for, nor the game the context held then.
 * - Kept answers are stamped with the board version they were found at: a
 *   board changed between two questions is asked again.
 */
import { describe, expect, it } from 'vitest';
import { type Ctx, type GameState } from '../../interpreter/core/index.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { victoryCondition } from '../../interpreter/columbia/effects/index.ts';
import { placeStructure, placeUnit, rulesIndex } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

type C = Ctx<ColumbiaG, Ruleset>;

describe('victory claim offers: reused evaluators and kept answers', async () => {
  const engine = await columbiaEngine();
  /** A card whose condition is compiled but not kept (its answer is worked out at every question, through the evaluator). */
  const eagles = engine.rules.victoryCards.find((v) => /eagles >= \d+/.test(v.condition))!;
  /** A card whose answer is kept while the board stays: `I control N locations with ...`. */
  const strongholdCard = engine.rules.victoryCards.find((v) => /I control 3 locations with a stronghold/.test(v.condition))!;

  /** A game under way, and a copy of it where `player` has `n` eagles. */
  function gameWithEagles(seed: string, n: number): GameState {
    const state = structuredClone(playInPlace(engine, { players: 2, seed, upTo: 120 })) as GameState;
    const g = state.g as ColumbiaG;
    for (const p of g.turnOrder) g.players[p]!.eagles = n;
    return state;
  }

  it('finds the cards it needs', () => {
    expect(eagles, 'a card won by eagles').toBeDefined();
    expect(strongholdCard, 'a card won by strongholds').toBeDefined();
  });

  it('answers through each context for the game that context holds, whichever context asked before', () => {
    const rich = gameWithEagles('fx-claims-1', 30);
    const poor = gameWithEagles('fx-claims-1', 0);
    const a = readerContext(engine);
    const b = readerContext(engine);
    a.state = rich;
    b.state = poor;
    const me = (rich.g as ColumbiaG).turnOrder[0]!;
    // Interleaved: an evaluator made for one context must not answer for the other.
    for (let round = 0; round < 3; round++) {
      expect(victoryCondition(a as unknown as C, eagles.id, me), `round ${round}, rich`).toBe(true);
      expect(victoryCondition(b as unknown as C, eagles.id, me), `round ${round}, poor`).toBe(false);
    }
  });

  it('follows the game a context is moved on to (an engine keeps one context for every advance)', () => {
    const ctx = readerContext(engine);
    const rich = gameWithEagles('fx-claims-2', 15);
    const poor = gameWithEagles('fx-claims-2', 14);
    const me = (rich.g as ColumbiaG).turnOrder[1]!;
    for (let round = 0; round < 3; round++) {
      ctx.state = rich;
      expect(victoryCondition(ctx as unknown as C, eagles.id, me), `round ${round}, 15 eagles`).toBe(true);
      ctx.state = poor;
      expect(victoryCondition(ctx as unknown as C, eagles.id, me), `round ${round}, 14 eagles`).toBe(false);
      // Eagles changed in place, with the board untouched: an answer that is not kept is asked again.
      (poor.g as ColumbiaG).players[me]!.eagles = 15;
      expect(victoryCondition(ctx as unknown as C, eagles.id, me), `round ${round}, now 15 eagles`).toBe(true);
      (poor.g as ColumbiaG).players[me]!.eagles = 14;
    }
  });

  it('asks a kept answer again once the board changed: a stronghold taken off and put back', () => {
    const ctx = readerContext(engine);
    const state = structuredClone(playInPlace(engine, { players: 2, seed: 'fx-claims-3', upTo: 200 })) as GameState;
    ctx.state = state;
    const g = state.g as ColumbiaG;
    const me = g.turnOrder[0]!;
    const c = ctx as unknown as C;
    // Three standing locations with nothing on them (no piece, no territory token), then one unit and one stronghold of mine moved into each (from wherever they were): I control three locations with a stronghold.
    const empty = rulesIndex(engine.rules).locationIds.filter(
      (l) => !g.locations[l]!.destroyed && g.locations[l]!.token == null && !Object.values(g.units).some((u) => u.location === l) && !Object.values(g.structures).some((s) => s.location === l),
    );
    expect(empty.length).toBeGreaterThanOrEqual(3);
    const spare = Object.values(g.units).filter((u) => u.owner === me);
    const strongholds = Object.values(g.structures).filter((s) => s.owner === me && s.kind === 'stronghold');
    expect(spare.length).toBeGreaterThanOrEqual(3);
    expect(strongholds.length).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 3; i++) {
      placeUnit(g, spare[i]!, empty[i]!);
      placeStructure(g, strongholds[i]!, empty[i]!);
    }
    expect(victoryCondition(c, strongholdCard.id, me), 'three locations with a stronghold').toBe(true);
    // Asked again with nothing changed: the kept answer.
    expect(victoryCondition(c, strongholdCard.id, me), 'asked again').toBe(true);
    for (let round = 0; round < 3; round++) {
      placeStructure(g, strongholds[0]!, null);
      expect(victoryCondition(c, strongholdCard.id, me), `round ${round}: a stronghold taken off`).toBe(false);
      placeStructure(g, strongholds[0]!, empty[0]!);
      expect(victoryCondition(c, strongholdCard.id, me), `round ${round}: put back`).toBe(true);
    }
  });
});
