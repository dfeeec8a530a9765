/**
 * Running a compiled scenario: open a session at its position with its dice
 * and picks scripted, walk its script (script-play.ts: the same walk the
 * editor's test-play and `play --scenario` make) checking each `expect` and
 * `illegal` step, then the final expectations, and return what happened:
 * passed, or the first thing that differed (expected vs actual) with the
 * log up to that point.
 */
import type { Diagnostic } from '../diagnostics/index.ts';
import { clone, createEngine, EngineError, Session, type Engine, type GameDef, type GameState, type LogEntry, type Opening, type RngScript, type Task } from '../core/index.ts';
import type { PackEffects } from '../content/index.ts';
import type { DuringStatement, Program } from '../dsl/ast.ts';
import type { Ruleset } from '../columbia/index.ts';
import { effectKey } from '../columbia/board.ts';
import { createColumbiaGame } from '../columbia/game.ts';
import type { ColumbiaG } from '../columbia/state.ts';
import type { CompiledScenario, Step } from './compile.ts';
import type { Prepared } from './position.ts';
import { firstFailure, type Check, type CheckContext } from './expect.ts';
import { columbiaAliases, matchAnswer } from './match.ts';
import { decisionText, walkScript, type ScriptStop } from './script-play.ts';

/** The content a scenario runs on: the pack's Ruleset and its effect strings (with ASTs). */
export interface Pack {
  rules: Ruleset;
  effects: PackEffects | null;
}

export interface Failure {
  /** The YAML line of the step or expectation that failed. */
  line: number;
  /** The step as written (`blue: move Hall of Heroes -> Battleship Bay`), or null for the end. */
  step: string | null;
  message: string;
  expected?: string;
  actual?: string;
}

export type Status = 'passed' | 'failed' | 'pending';

export interface ScenarioResult {
  file: string;
  name: string;
  rule: string;
  status: Status;
  /** Why the scenario is marked pending (null when it is not). */
  pending: string | null;
  /** A pending scenario that passed: its `pending:` can go. */
  passesAnyway: boolean;
  failure: Failure | null;
  /** Problems in the file itself (it did not run). */
  diagnostics: Diagnostic[];
  /** The game log as sentences, up to the failure (or the end). */
  log: string[];
  /** Decisions answered. */
  decisions: number;
}

type ColumbiaEngine = Engine<ColumbiaG, Ruleset>;

const baseGames = new WeakMap<Ruleset, Map<PackEffects | null, GameDef<ColumbiaG, Ruleset>>>();

/** The Columbia GameDef for this content, built once. */
function baseGame(pack: Pack): GameDef<ColumbiaG, Ruleset> {
  let byEffects = baseGames.get(pack.rules);
  if (byEffects === undefined) baseGames.set(pack.rules, (byEffects = new Map()));
  let game = byEffects.get(pack.effects);
  if (game === undefined) byEffects.set(pack.effects, (game = createColumbiaGame({ rules: pack.rules, effects: pack.effects })));
  return game;
}

/**
 * The "for the rest of the game" blocks of what resolved before the
 * position, as tasks that put them in force: the timeline steps the
 * Elizabeth marker has passed (RULINGS "A position past a timeline step has
 * its lasting effects": a position with the marker on step 3 plays as if
 * steps 1 to 3 had resolved), and the world events listed as passed in
 * earlier rounds (RULINGS "A world event passed in an earlier round keeps its
 * lasting effects"). Only those blocks run: what else the steps and events
 * did (placing Elizabeth, moving Booker...) the position states itself, and
 * their "this round" blocks ended with their round. A block inside a
 * condition is left out (nothing says whether it held).
 */
function lastingTasks(pack: Pack, g: ColumbiaG, passedEarlier: readonly string[]): Task[] {
  if (pack.effects === null) return [];
  const effects = pack.effects;
  const out: Task[] = [];
  // Owned by the first player, as `we/timeline-effect` and `we/event-effect` run a step's or an event's effect.
  const first = g.firstPlayer;
  const lasting = (program: Program | undefined, src: string, env: Record<string, string>) =>
    program?.body.forEach((statement, i) => {
      if (statement.kind === 'during' && lastsAllGame(statement)) out.push({ t: 'fx/run', src, at: ['body', i], env: { ...env, me: first }, owner: first, scope: 'round', d: 0 });
    });
  const timeline = pack.rules.timelines.find((t) => t.id === g.timeline.id);
  for (let n = 1; timeline !== undefined && n <= g.timeline.step; n++) {
    // Which step the marker's space n is, as the Elizabeth phase reads it (booker.ts `we/elizabeth`).
    const step = timeline.steps.find((s) => s.step === n) ?? timeline.steps[n - 1];
    if (step !== undefined) lasting(effects.timelineSteps[step.id]?.ast, effectKey('timelineSteps', step.id), { step: step.id });
  }
  for (const event of passedEarlier) lasting(effects.worldEvents[event]?.ast, effectKey('worldEvents', event), { event });
  return out;
}

/** "For the rest of the game:", by the registry id the effect checker bound (or, unbound, as written). */
function lastsAllGame(during: DuringStatement): boolean {
  return during.bound !== undefined ? during.bound === 'duration.rest-of-game' : during.phrase === 'for the rest of the game';
}

/** The real rules, with a setup that lays out the scenario's prepared position and starts with its tasks (after game/start: the lasting effects of timeline steps and world events passed). */
function scenarioEngine(pack: Pack, { g, tasks, passedEarlier }: Prepared): ColumbiaEngine {
  const base = baseGame(pack);
  const [start, ...rest] = tasks;
  const lasting = lastingTasks(pack, g, passedEarlier);
  return createEngine<ColumbiaG, Ruleset>(
    {
      ...base,
      setup: (s) => {
        s.push(...(start === undefined ? [] : [start]), ...lasting, ...rest);
        return clone(g);
      },
    },
    pack.rules,
  );
}

/**
 * The engine a scenario plays under: the real rules; with a prepared
 * position, a setup that lays it out and starts with its tasks and the
 * lasting effects of the timeline steps passed. The runner, the editor's
 * test-play and `rulewright play --scenario` all start here, so a position
 * plays the same wherever it is played.
 */
export function scenarioEngineFor(s: CompiledScenario, pack: Pack): ColumbiaEngine {
  return s.start.kind === 'setup' ? scenarioEngine(pack, s.start) : createEngine(baseGame(pack), pack.rules);
}

/** The dice and picks a script writes before its first answer (rolled on the way to the first decision), and where its answers start. */
export function leadingScript(s: CompiledScenario, strict: boolean): { script: RngScript; first: number } {
  let first = 0;
  const script: RngScript = { rolls: [], picks: [], strict };
  while (first < s.steps.length && (s.steps[first]!.kind === 'dice' || s.steps[first]!.kind === 'picks')) {
    const st = s.steps[first]!;
    if (st.kind === 'dice') script.rolls.push(...st.rolls);
    if (st.kind === 'picks') script.picks.push(...st.picks);
    first++;
  }
  return { script, first };
}

/**
 * Where the scenario's game opens: its seed and players, drawing `script`'s
 * dice and picks first; a saved position opens at that state.
 */
export function scenarioOpening(s: CompiledScenario, script: RngScript): Opening<ColumbiaG> {
  return s.start.kind === 'setup' ? { seed: s.seed, players: s.players, script } : { seed: s.seed, players: s.players, script, at: s.start.state };
}

/** The scenario's position played to its first decision, drawing `script`'s dice and picks first (throws what the engine throws). */
export function scenarioPosition(s: CompiledScenario, engine: ColumbiaEngine, script: RngScript): { state: GameState<ColumbiaG>; log: LogEntry[] } {
  const session = Session.start(engine, scenarioOpening(s, script), { seats: [] });
  return { state: session.state, log: session.log };
}

/** A result for a file that did not compile. */
export function invalidResult(file: string, diagnostics: Diagnostic[], name = file): ScenarioResult {
  return { file, name, rule: '', status: 'failed', pending: null, passesAnyway: false, failure: { line: diagnostics[0]?.line ?? 1, step: null, message: 'the scenario file has errors' }, diagnostics, log: [], decisions: 0 };
}

/** A stopped walk as the runner reports it: the options the answer did not fit go in the message. */
function failureOf(stop: ScriptStop): Failure {
  const f: Failure = { line: stop.line, step: stop.step, message: stop.options !== null ? `${stop.message}. Its options:\n${stop.options}` : stop.message };
  if (stop.expected !== undefined) f.expected = stop.expected;
  if (stop.actual !== undefined) f.actual = stop.actual;
  return f;
}

function engineMessage(e: unknown): string {
  return e instanceof EngineError ? e.message : `the engine failed: ${(e as Error).message ?? String(e)}`;
}

export function runScenario(s: CompiledScenario, pack: Pack): ScenarioResult {
  const aliases = columbiaAliases(pack.rules);
  const engine = scenarioEngineFor(s, pack);
  const result = (failure: Failure | null, session: Session<ColumbiaG, Ruleset> | null): ScenarioResult => ({
    file: s.file,
    name: s.name,
    rule: s.rule,
    status: s.pending !== null ? 'pending' : failure === null ? 'passed' : 'failed',
    pending: s.pending,
    passesAnyway: s.pending !== null && failure === null,
    failure,
    diagnostics: [],
    log: session === null ? [] : session.log.map((e) => engine.render(e)),
    decisions: session?.n ?? 0,
  });

  // Dice and picks written before the first answer are rolled while play reaches its first decision.
  const { script, first } = leadingScript(s, s.strict);

  // `expect: { at: start }` steps: the position as laid out, before play runs to its first decision.
  const atStart = s.steps.filter((st): st is Extract<Step, { kind: 'expect' }> => st.kind === 'expect' && st.atStart);
  if (atStart.length > 0) {
    let held: GameState<ColumbiaG>;
    try {
      held = s.start.kind === 'setup' ? engine.start({ seed: s.seed, players: s.players, script: clone(script) }, { hold: true }).state : clone(s.start.state);
    } catch (e) {
      return result({ line: atStart[0]!.line, step: atStart[0]!.text, message: engineMessage(e) }, null);
    }
    for (const step of atStart) {
      const f = firstFailure(step.checks, { engine, state: held, log: [], lines: [] });
      if (f !== null) return result({ line: f.check.line, step: step.text, message: `expected ${f.check.what} at the starting position`, expected: f.outcome.expected, actual: f.outcome.actual }, null);
    }
  }

  let session: Session<ColumbiaG, Ruleset>;
  try {
    session = Session.start(engine, scenarioOpening(s, script), { seats: [] });
  } catch (e) {
    // Play failed before its first decision (an unscripted die, say): the log of that stretch is lost with it.
    const step = s.steps[first - 1] ?? null;
    return result({ line: step?.line ?? 1, step: step?.text ?? null, message: `${engineMessage(e)} (while play reached its first decision)` }, null);
  }

  /** The first of `checks` that does not hold, as a stop at `line`/`step`. */
  const check = (checks: readonly Check[], step: Step | null): ScriptStop | null => {
    const log = session.log;
    const c: CheckContext = { engine, state: session.state, log, lines: log.map((e) => engine.render(e)) };
    const f = firstFailure(checks, c);
    if (f === null) return null;
    const d = session.decision();
    const waiting = d !== null ? `\n(the game waits for ${decisionText(s, d)})` : session.state.over !== null ? `\n(the game is over: ${JSON.stringify(session.state.over)})` : '';
    return { line: f.check.line, step: step?.text ?? null, message: `expected ${f.check.what}${waiting}`, options: null, expected: f.outcome.expected, actual: f.outcome.actual };
  };

  /** An `illegal` step holds when its answer is refused for the reason it gives. */
  const illegal = (step: Extract<Step, { kind: 'illegal' }>): ScriptStop | null => {
    const d = session.decision();
    let reason: string | null = null;
    if (d === null) reason = session.state.over !== null ? 'the game is over' : 'no decision is pending';
    else if (d.player !== step.player) {
      const v = session.validate({ player: step.player, ids: [] });
      reason = v.ok ? null : v.reason;
    } else if (step.decision !== null && step.decision !== d.kind) {
      return { line: step.line, step: step.text, message: `the illegal answer is for ${s.names.playerName(step.player)}'s "${step.decision}" decision, but the pending decision is ${decisionText(s, d)}`, options: null };
    } else {
      const m = matchAnswer(d, step.answer, aliases);
      if (!m.ok) reason = m.error;
      else {
        const v = session.validate({ player: step.player, ids: m.ids });
        reason = v.ok ? null : v.reason;
      }
    }
    if (reason === null) {
      return { line: step.line, step: step.text, message: `the answer was accepted, but it should be refused because "${step.because}"`, options: null, expected: `refused: ${step.because}`, actual: 'accepted' };
    }
    if (!reason.toLowerCase().includes(step.because.toLowerCase())) {
      return { line: step.line, step: step.text, message: 'the answer was refused for another reason', options: null, expected: step.because, actual: reason };
    }
    return null;
  };

  try {
    const walked = walkScript(session, s, { aliases, checks: { expect: (step) => check(step.checks, step), illegal } });
    if (walked.stopped !== null) return result(failureOf(walked.stopped), session);
    const f = check(s.expect, null);
    if (f !== null) return result(failureOf(f), session);
  } catch (e) {
    return result({ line: 1, step: null, message: engineMessage(e) }, session);
  }
  return result(null, session);
}
