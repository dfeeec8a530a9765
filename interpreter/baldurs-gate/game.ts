/**
 * Builders of Baldur's Gate as one GameDef: the task maps of every rules file
 * merged, plus setup, redaction, the log's sentences and the effect handlers.
 */
import type { GameDef, Task, TaskHandler } from '../core/index.ts';
import { clone, createEngine, type Engine } from '../core/index.ts';
import type { Program } from '../effect-ir/index.ts';
import { attackTasks } from './attack.ts';
import { benefitTasks } from './benefits.ts';
import { buildTasks } from './build.ts';
import { displayTasks } from './display.ts';
import { handlers, triggerApplies } from './effects/index.ts';
import { factionTasks } from './factions.ts';
import { needsOf, type NeedTable } from './feasible.ts';
import { fortifyTasks } from './fortify.ts';
import { makeIncomeTasks } from './income.ts';
import { parseRulesEffects } from './language/parse.ts';
import { makeRenderers, playerName } from './log.ts';
import type { BgRules } from './rules.ts';
import { initialState, setupTasks } from './setup.ts';
import type { BgG } from './state.ts';
import { scoringTasks } from './scoring.ts';
import { turnTasks } from './turn.ts';
import { redact } from './view.ts';
import { makeWorkerTasks } from './worker.ts';

export type BgSources = Record<string, { program: Program; text: string }>;

export interface BgGameOptions {
  /** The optional advanced setup. */
  advanced?: boolean;
  /** The loader's checked effect ASTs by key; parsed here from the Ruleset when absent. */
  sources?: BgSources | null;
  /** A prepared position (scenarios): setup returns a copy of this data and starts with these tasks. */
  prepared?: { g: BgG; tasks: Task[] } | null;
}

export type BgEngine = Engine<BgG, BgRules>;

/** What each effect needs to be possible (read once from the ASTs). */
function needTable(sources: BgSources): NeedTable {
  const out: NeedTable = {};
  for (const [key, s] of Object.entries(sources)) out[key] = needsOf(s.program);
  return out;
}

export function createBgGame(rules: BgRules, options: BgGameOptions = {}): GameDef<BgG, BgRules> {
  let sources = options.sources ?? null;
  if (sources === null) {
    const parsed = parseRulesEffects(rules);
    if (parsed.problems.length > 0) {
      const p = parsed.problems[0]!;
      throw new Error(`effect ${p.key} does not check: ${p.diagnostics.map((d) => d.message).join('; ')}`);
    }
    sources = parsed.sources;
  }
  const needs = needTable(sources);
  const advanced = options.advanced === true;
  const tasks: Record<string, TaskHandler<BgG, BgRules>> = {
    ...setupTasks,
    ...turnTasks,
    ...buildTasks,
    ...benefitTasks,
    ...makeWorkerTasks(needs),
    ...makeIncomeTasks(needs, rules),
    ...fortifyTasks,
    ...attackTasks,
    ...factionTasks,
    ...displayTasks,
    ...scoringTasks,
  };
  const frozen = sources;
  return {
    id: 'baldurs-gate',
    setup(s) {
      const prepared = options.prepared ?? null;
      if (prepared !== null) {
        s.push(...clone(prepared.tasks));
        return clone(prepared.g);
      }
      const g = initialState(s, { advanced });
      s.push({ t: 'setup/plots' });
      return g;
    },
    tasks,
    redact: (g, viewer) => redact(g, viewer),
    render: makeRenderers(rules),
    playerName: (p) => playerName(rules, p),
    effects: handlers,
    effectSource: () => frozen,
    triggerApplies: (trigger, event) => triggerApplies(trigger, event),
  };
}

/** An engine for this Ruleset. */
export function createBgEngine(rules: BgRules, options: BgGameOptions = {}): BgEngine {
  return createEngine(createBgGame(rules, options), rules);
}
