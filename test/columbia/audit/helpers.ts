/**
 * The audit's table: the shared harness (real Columbia handlers on a
 * prepared `g`), with the core's scripted dice (`RngScript`) instead of a
 * wrapped ctx, and a Session so undo can be tried as a shell would.
 *
 * `scripted(g, tasks, { rolls })` runs `tasks` with every handler real, then
 * stops (`over: { stopped: true }`). Dice come from `rolls` in order,
 * whatever the die; with `strict` (the default) a die the test did not
 * script is an error (RW-SCRIPT-UNSCRIPTED-DICE), so a test names every roll.
 */
import { clone, createEngine, Session, type Ctx, type Json, type Task, type TaskHandler } from '../../../interpreter/core/index.ts';
import type { Ruleset } from '../../../interpreter/columbia/content/types.ts';
import { createColumbiaGame, type ColumbiaOptions } from '../../../interpreter/columbia/game.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { effects, rules, type ColumbiaEngine, type Table } from '../harness.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

export interface ScriptOptions extends Omit<ColumbiaOptions, 'rules'> {
  /** Die faces, in the order they are rolled. */
  rolls?: Json[];
  /** Picks for shuffles and random draws (the core's RngScript `picks`). */
  picks?: number[];
  /** A roll or pick the script lacks is an error (default true). */
  strict?: boolean;
  overrides?: Record<string, H>;
  seed?: string | number;
}

/** An engine whose setup is `g` as given, running `tasks` then stopping. */
export function tableEngine(g: ColumbiaG, tasks: Task[], options: ScriptOptions = {}): ColumbiaEngine {
  const base = createColumbiaGame({ rules, effects, ...options });
  const game = {
    ...base,
    id: 'columbia-audit',
    setup: (s: { push: (...t: Task[]) => void }) => {
      // Copies: handlers keep their progress on their task (combat/at-location's stage), and undo starts again.
      s.push(...clone(tasks), { t: 'test/stop' });
      return clone(g);
    },
    tasks: { ...base.tasks, ...(options.overrides ?? {}), 'test/stop': ((ctx: C) => ctx.end({ stopped: true })) as H },
  };
  return createEngine(game, rules);
}

function scriptOf(options: ScriptOptions) {
  return { rolls: (options.rolls ?? []).slice(), picks: (options.picks ?? []).slice(), strict: options.strict ?? true };
}

/** Runs `tasks` on a copy of `g` with every die scripted; answer with the harness's `answer`/`decision`. */
export function scripted(g: ColumbiaG, tasks: Task[], options: ScriptOptions = {}): Table {
  const e = tableEngine(g, tasks, options);
  const { state, log } = e.start({ seed: options.seed ?? 'audit', players: Object.keys(g.players), script: scriptOf(options) });
  return { engine: e, state, log: log.slice() };
}

/** The same, as a Session (states kept) for undo. */
export function scriptedSession(g: ColumbiaG, tasks: Task[], options: ScriptOptions = {}): Session<ColumbiaG, Ruleset> {
  const e = tableEngine(g, tasks, options);
  return Session.start(e, { seed: options.seed ?? 'audit', players: Object.keys(g.players), script: scriptOf(options) }, { keepStates: true });
}

/** Plays `ids` for whoever is asked now in a session (which must be of `kind`). */
export function play(session: Session<ColumbiaG, Ruleset>, kind: string, ids: string[]): void {
  const d = session.decision();
  if (d === null) throw new Error(`no decision pending (over: ${JSON.stringify(session.state.over)})`);
  if (d.kind !== kind) throw new Error(`expected a "${kind}" decision, got "${d.kind}" for ${d.player}: ${d.prompt}`);
  const r = session.play({ player: d.player, ids });
  if (!r.ok) throw new Error(`"${kind}" refused: ${r.reason}`);
}
