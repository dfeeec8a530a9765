/**
 * The search bot (`mcts`): a seat that answers every decision with an
 * information-set Monte Carlo tree search (search.ts) for any game module,
 * with no code of the game beyond its module's interface: the engine's fast
 * path, `outcome` (rewards), `seats.sideOf` (teams), the game's heuristic
 * bot as the rollout policy when it has one, and `sim.determinize` (or the
 * generic sampler from `redact`) for what the seat cannot see. Its random
 * stream is its own, seeded from the game's seed and the seat; with a
 * playout budget its answers are a function of what the seat sees.
 */
import { randomBot, type Choice, type Chooser, type Engine, type GameState, type PlayerId } from '../../core/index.ts';
import type { AnyGameModule } from '../../games/index.ts';
import { keyOf } from './answers.ts';
import { guesser, searchRng } from './determinize.ts';
import { atTable, parseSearchBot, type SearchOptions } from './options.ts';
import { halvingDecision } from './halving.ts';
import { searchDecision, type SearchContext, type SearchReport } from './search.ts';

/** What a search bot did so far (the bench's decisions per second and playouts per decision). */
export interface SearchStats {
  /** Decisions answered, searched or not. */
  decisions: number;
  /** Decisions searched (more than one answer). */
  searched: number;
  playouts: number;
  /** Playouts given up because the guessed position failed (must stay 0). */
  failed: number;
  /** Time spent answering, in milliseconds. */
  ms: number;
  /** By decision kind (the decision protocol's `kind`): searches, those that overruled the rollout policy, and those answered by the policy unsearched (`skip`). */
  byKind: Record<string, KindStats>;
}

export interface KindStats {
  searched: number;
  overruled: number;
  /** Searches since the last overrule. */
  quiet: number;
  skipped: number;
  /** Decisions of this kind met while it was quiet (one in `skip` of them is searched). */
  passes: number;
}

export interface SearchBot extends Chooser {
  readonly fallbacks: number;
  readonly options: SearchOptions;
  readonly stats: SearchStats;
  /** The last decision's search (null when it had one answer). */
  readonly last: SearchReport | null;
}

/** The rollout policy for one seat: the game's heuristic bot when the options ask for it and the game has one. */
function policyFor(module: AnyGameModule, rules: unknown, o: SearchOptions, seed: string, seat: PlayerId): Chooser {
  const heuristic = module.hooks.sim?.bots?.heuristic;
  if (o.rollout === 'heuristic' && heuristic !== undefined) return heuristic(rules, `${seed}:rollout`, seat);
  return randomBot(`${seed}:rollout:${seat}`);
}

function onlyAnswer(state: GameState): Choice | null {
  const d = state.decision!;
  if (d.min === 1 && d.max === 1 && d.check === null && d.options.length === 1) return { player: d.player, ids: [d.options[0]!.id] };
  if (d.max === 0 || d.options.length === 0) return d.min === 0 ? { player: d.player, ids: [] } : null;
  return null;
}

/**
 * A search bot for one seat. `spec`: its options, or its name as `--bots`
 * gives it (`mcts`, `mcts:800`, `mcts:40ms`, `mcts:800:random`).
 */
export function searchBot(module: AnyGameModule, rules: unknown, spec: string | SearchOptions, seed: string | number): SearchBot {
  const parsed = typeof spec === 'string' ? parseSearchBot(spec) : spec;
  if (typeof parsed === 'string') throw new Error(parsed);
  const options = parsed;
  const stats: SearchStats = { decisions: 0, searched: 0, playouts: 0, failed: 0, ms: 0, byKind: {} };
  const rng = searchRng(String(seed));
  let ctx: SearchContext | null = null;
  const contextFor = (engine: Engine<unknown, unknown>, state: GameState): SearchContext => {
    if (ctx !== null && ctx.engine === engine) return ctx;
    const sides: Record<PlayerId, string> = {};
    const policies: Record<PlayerId, Chooser> = {};
    for (const p of state.players) {
      sides[p] = module.seats.sideOf(rules, p);
      policies[p] = policyFor(module, rules, options, String(seed), p);
    }
    const players = state.players.slice();
    const policiesFrom = (from: string): Record<PlayerId, Chooser> => {
      const out: Record<PlayerId, Chooser> = {};
      for (const p of players) out[p] = policyFor(module, rules, options, `${seed}:${from}`, p);
      return out;
    };
    ctx = { module, engine, sides, options: atTable(options, players.length), policies, policiesFrom, rng };
    return ctx;
  };
  const bot: SearchBot = {
    fallbacks: 0,
    options,
    stats,
    last: null,
    choose(engine, state) {
      if (state.decision === null) throw new Error('no decision is pending');
      const t0 = performance.now();
      stats.decisions++;
      const only = onlyAnswer(state);
      if (only !== null) {
        (bot as { last: SearchReport | null }).last = null;
        stats.ms += performance.now() - t0;
        return only;
      }
      const c = contextFor(engine, state);
      const guess = guesser(module, engine, state, state.decision.player);
      if (typeof guess === 'string') throw new Error(`the search bot cannot play here: ${guess}`);
      const kind = (stats.byKind[state.decision.kind] ??= { searched: 0, overruled: 0, quiet: 0, skipped: 0, passes: 0 });
      if (options.skip > 0 && kind.quiet >= options.skip && ++kind.passes % options.skip !== 0) {
        // A kind of decision the search has not overruled lately: the policy's answer (in a guess, never the real position).
        kind.skipped++;
        (bot as { last: SearchReport | null }).last = null;
        const choice = c.policies[state.decision.player]!.choose(engine, guess(c.rng));
        stats.ms += performance.now() - t0;
        return choice;
      }
      const report = options.root === 'halving' ? halvingDecision(c, state, guess) : searchDecision(c, state, guess);
      (bot as { last: SearchReport | null }).last = report;
      kind.searched++;
      if (report.policy !== null && keyOf(report.choice) !== report.policy) {
        kind.overruled++;
        kind.quiet = 0;
      } else kind.quiet++;
      stats.searched++;
      stats.playouts += report.playouts;
      stats.failed += report.failed;
      stats.ms += performance.now() - t0;
      return report.choice;
    },
  };
  return bot;
}
