/**
 * Baldur's Gate's part of the simulator (game/hooks.ts `SimHooks`): the
 * figures and the game's part of each record, the run's summary and report
 * tables, names for the reports, the heuristic bot, the pack's YAML bots
 * (compiled here, their `when:` read with the core's condition reader), and
 * a checked game for the soak bench (invariants and views at every decision).
 */
import type { Diagnostic } from '../../diagnostics/index.ts';
import { conditionReader, type Chooser, type Engine, type GameState, type PlayerId } from '../../core/index.ts';
import type { PackBot, SimHooks } from '../../game/index.ts';
import type { Registry } from '../../dsl/index.ts';
import { heuristicBot } from '../bots/heuristic.ts';
import { DECISION_KINDS, FEATURES, optionFeatures } from '../bots/features.ts';
import { compileBotFile, makeBot, readBotFile, type CompiledBgBot, type WhenFor } from '../bots/yaml-bots.ts';
import { invariantProblems } from '../invariants.ts';
import type { BgRules } from '../rules.ts';
import type { BgG } from '../state.ts';
import { recordGame, STATS_LOG } from './record.ts';
import { BgFold, compareSummaries, summaryTables } from './summary.ts';
import { baldursGateValue } from './value.ts';

/** A bot file's `when:` conditions read over an engine's states; a condition that cannot be read is false. */
function whenFor(bot: CompiledBgBot, failures?: Record<string, string>): WhenFor {
  return (engine) => {
    const reader = conditionReader(engine, engine.game, bot.conditions);
    return (state, when, player) => {
      try {
        return reader.holds(state, when, { me: player });
      } catch (e) {
        if (failures) failures[when] ??= (e as Error).message;
        return false;
      }
    };
  };
}

/** Every condition of a bot, read once on a fresh game: those that cannot be read, with why. */
function conditionFailures(bot: CompiledBgBot, engine: Engine<BgG, BgRules>, players: readonly PlayerId[]): Record<string, string> {
  const failures: Record<string, string> = {};
  const { state } = engine.start({ seed: 'bot-check', players: [...players] }, { log: false });
  const check = whenFor(bot, failures)(engine);
  for (const id of Object.keys(bot.conditions)) check(state, id, players[0]!);
  return failures;
}

/** One game on the fast path with the invariants (and every view's secrets, with `views`) checked at each decision. */
function checkedGame(engine: Engine<BgG, BgRules>, seed: string, players: readonly PlayerId[], bots: Readonly<Record<PlayerId, Chooser>>, options: { views?: boolean }): { decisions: number; problems: string[] } {
  const problems: string[] = [];
  const { state: start } = engine.start({ seed, players: [...players] }, { log: false });
  let at = 0;
  // Checked before each decision; the decision found wrong is still played, then the game stops.
  const check = (state: GameState<BgG>, decisions: number): boolean => {
    at = decisions;
    if (problems.length > 0) return false;
    if (state.over !== null) return true;
    for (const p of invariantProblems(state.g, engine.rules, players)) problems.push(`decision ${decisions}: ${p}`);
    if (options.views) {
      const g = state.g;
      for (const viewer of [...players, null]) {
        const text = JSON.stringify(engine.view(state, viewer).g);
        const secrets = [...g.deck, ...g.agendaDeck, ...players.filter((p) => p !== viewer).flatMap((p) => [...g.hand[p]!, ...g.agendas[p]!])];
        for (const s of secrets) if (text.includes(`"${s}"`)) problems.push(`decision ${decisions}: ${viewer ?? 'the spectator'} sees ${s}`);
      }
    }
    return true;
  };
  try {
    return { decisions: engine.playout(start, bots, { each: check }).decisions, problems };
  } catch (e) {
    problems.push(`decision ${at}: ${e instanceof Error ? e.message : String(e)}`);
    return { decisions: at, problems };
  }
}

export function baldursGateSim(registry: Registry): SimHooks<BgG, BgRules> {
  return {
    // Setup step 18: the first seat starts, then seat order.
    startOrder: (state) => state.players,
    statsLog: STATS_LOG,
    record: (g, rules, log) => recordGame(g, rules, log),
    words: { side: 'player', score: 'Prestige' },
    names(rules) {
      const out: Record<string, string> = {};
      for (const c of rules.colours) out[c.id] = c.name;
      for (const id of rules.hqOrder) out[`hq:${id}`] = rules.hqCards[id]!.name;
      for (const id of rules.cardOrder) out[`card:${id}`] = rules.cards[id]!.name;
      for (const id of rules.locationOrder) out[`location:${id}`] = rules.locations[id]!.name;
      for (const id of rules.gateOrder) out[`gate:${id}`] = rules.gates[id]!.name;
      return out;
    },
    summary: {
      fold: () => new BgFold(),
      json: (summary) => ({ baldursGate: summary }),
      tables: (summary, name) => summaryTables(summary, name),
      compare: (a, b) => compareSummaries(a, b),
    },
    bots: { heuristic: (rules, seed) => heuristicBot(rules, seed) },
    value: (engine, state) => baldursGateValue(engine, state),
    botFiles: {
      compile(texts, rules, labelOf) {
        const diagnostics: Diagnostic[] = [];
        const bots: Record<string, PackBot<BgG, BgRules>> = {};
        for (const [name, text] of Object.entries(texts)) {
          const file = readBotFile(text, labelOf(name), diagnostics);
          const compiled = file ? compileBotFile(file, name, registry, diagnostics) : null;
          if (compiled === null) continue;
          bots[name] = {
            make: (seed, hits) => makeBot(compiled, rules, seed, whenFor(compiled), hits),
            failures: (engine) => conditionFailures(compiled, engine, engine.rules.colours.slice(0, 2).map((c) => c.id)),
          };
        }
        return { bots, diagnostics };
      },
    },
    checkedGame,
    yamlBots: { decisionKinds: DECISION_KINDS, features: FEATURES, featuresOf: (g, rules, decision, option) => optionFeatures(g, rules, decision, option) },
  };
}
