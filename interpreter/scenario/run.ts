/**
 * Running a compiled scenario: start play from its position with its dice
 * and picks scripted, answer each decision with the script's answer, check
 * each expectation, and return what happened: passed, or the first thing
 * that differed (expected vs actual) with the log up to that point.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { clone, createEngine, EngineError, type Choice, type Decision, type Engine, type GameDef, type GameState, type LogEntry, type RngScript, type Task } from '../core/index.ts';
import type { PackEffects } from '../content/effects.ts';
import type { DuringStatement, Program } from '../dsl/ast.ts';
import type { Ruleset } from '../content/types.ts';
import { effectKey } from '../columbia/board.ts';
import { createColumbiaGame } from '../columbia/game.ts';
import type { ColumbiaG } from '../columbia/state.ts';
import type { CompiledScenario, Step } from './compile.ts';
import type { Prepared } from './position.ts';
import { firstFailure, type Check, type CheckContext } from './expect.ts';
import { columbiaAliases, listOptions, matchAnswer, passiveIds, wants } from './match.ts';

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

/** The scenario's position played to its first decision, drawing `script`'s dice and picks first (throws what the engine throws). */
export function scenarioPosition(s: CompiledScenario, engine: ColumbiaEngine, script: RngScript): { state: GameState<ColumbiaG>; log: LogEntry[] } {
  if (s.start.kind === 'setup') return engine.start({ seed: s.seed, players: s.players, script });
  const state = clone(s.start.state);
  state.script = script;
  return { state, log: [] };
}

/** A result for a file that did not compile. */
export function invalidResult(file: string, diagnostics: Diagnostic[], name = file): ScenarioResult {
  return { file, name, rule: '', status: 'failed', pending: null, passesAnyway: false, failure: { line: diagnostics[0]?.line ?? 1, step: null, message: 'the scenario file has errors' }, diagnostics, log: [], decisions: 0 };
}

class Stop extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

function who(s: CompiledScenario, player: string): string {
  return s.names.playerName(player);
}

function decisionText(s: CompiledScenario, d: Decision): string {
  return `${who(s, d.player)}'s "${d.kind}" decision (${d.prompt}; ${wants(d)})`;
}

export function runScenario(s: CompiledScenario, pack: Pack): ScenarioResult {
  const aliases = columbiaAliases(pack.rules);
  const log: LogEntry[] = [];
  const lines: string[] = [];
  let decisions = 0;
  const engine = scenarioEngineFor(s, pack);
  let state: GameState<ColumbiaG>;

  // Dice and picks written before the first answer are rolled while play reaches its first decision.
  const { script, first } = leadingScript(s, s.strict);
  let lastDiceLine = first > 0 ? s.steps[first - 1]!.line : 0;

  const render = () => {
    for (let i = lines.length; i < log.length; i++) lines.push(engine.render(log[i]!));
  };
  const result = (failure: Failure | null): ScenarioResult => {
    render();
    const pendingPass = s.pending !== null && failure === null;
    return {
      file: s.file,
      name: s.name,
      rule: s.rule,
      status: s.pending !== null ? 'pending' : failure === null ? 'passed' : 'failed',
      pending: s.pending,
      passesAnyway: pendingPass,
      failure,
      diagnostics: [],
      log: lines.slice(),
      decisions,
    };
  };
  const engineFailure = (e: unknown, step: Step | null): Failure => {
    const message = e instanceof EngineError ? e.message : `the engine failed: ${(e as Error).message ?? String(e)}`;
    return { line: step?.line ?? 1, step: step?.text ?? null, message };
  };

  try {
    const at = scenarioPosition(s, engine, script);
    state = at.state;
    log.push(...at.log);
  } catch (e) {
    // Play failed before its first decision (an unscripted die, say): the log of that stretch is lost with it.
    return result({ ...engineFailure(e, s.steps[first - 1] ?? null), message: `${engineFailure(e, null).message} (while play reached its first decision)` });
  }

  const apply = (choice: Choice, step: Step): void => {
    let r;
    try {
      r = engine.apply(state, choice);
    } catch (e) {
      throw new Stop(engineFailure(e, step));
    }
    if (!r.ok) throw new Stop({ line: step.line, step: step.text, message: `the answer was refused: ${r.reason}` });
    state = r.state;
    log.push(...r.log);
    decisions++;
  };

  /**
   * Answers pending decisions of the autoPass kinds with their least answer,
   * unless the step (an answer) answers that decision itself.
   */
  const autoPass = (step: Step | null): void => {
    for (let guard = 0; guard < 1000; guard++) {
      const d = engine.decision(state);
      if (d === null || !s.autoPass.includes(d.kind)) return;
      if (step !== null && (step.kind === 'choice' || step.kind === 'illegal') && d.player === step.player && matchAnswer(d, step.answer, aliases).ok) return;
      apply({ player: d.player, ids: passiveIds(d) }, step ?? { kind: 'picks', line: 0, text: '(autoPass at the end)', picks: [], note: null });
    }
  };

  const check = (checks: readonly Check[], step: Step | null): void => {
    render();
    const c: CheckContext = { engine, state, log, lines };
    const f = firstFailure(checks, c);
    if (f === null) return;
    const d = engine.decision(state);
    const waiting = d !== null ? `\n(the game waits for ${decisionText(s, d)})` : state.over !== null ? `\n(the game is over: ${JSON.stringify(state.over)})` : '';
    throw new Stop({ line: f.check.line, step: step?.text ?? null, message: `expected ${f.check.what}${waiting}`, expected: f.outcome.expected, actual: f.outcome.actual });
  };

  try {
    for (const step of s.steps.slice(first)) {
      switch (step.kind) {
        case 'dice':
          state.script!.rolls.push(...step.rolls);
          lastDiceLine = step.line;
          break;
        case 'picks':
          state.script!.picks.push(...step.picks);
          lastDiceLine = step.line;
          break;
        case 'expect':
          autoPass(step);
          check(step.checks, step);
          break;
        case 'choice': {
          autoPass(step);
          const d = engine.decision(state);
          if (d === null) {
            const why = state.over !== null ? `the game is over (${JSON.stringify(state.over)})` : 'no decision is pending';
            throw new Stop({ line: step.line, step: step.text, message: `the script answers ${who(s, step.player)}, but ${why}` });
          }
          if (d.player !== step.player) {
            throw new Stop({
              line: step.line,
              step: step.text,
              message: `the script answers ${who(s, step.player)}, but the pending decision is ${decisionText(s, d)}, which the script did not answer. Its options:\n${listOptions(d)}`,
            });
          }
          const m = matchAnswer(d, step.answer, aliases);
          if (!m.ok) throw new Stop({ line: step.line, step: step.text, message: `${m.error}: the pending decision is ${decisionText(s, d)}. Its options:\n${listOptions(d)}` });
          apply({ player: d.player, ids: m.ids }, step);
          break;
        }
        case 'illegal': {
          autoPass(step);
          const d = engine.decision(state);
          let reason: string | null = null;
          if (d === null) reason = state.over !== null ? 'the game is over' : 'no decision is pending';
          else if (d.player !== step.player) {
            const v = engine.validate(state, { player: step.player, ids: [] });
            reason = v.ok ? null : v.reason;
          } else {
            const m = matchAnswer(d, step.answer, aliases);
            if (!m.ok) reason = m.error;
            else {
              const v = engine.validate(state, { player: step.player, ids: m.ids });
              reason = v.ok ? null : v.reason;
            }
          }
          if (reason === null) {
            throw new Stop({ line: step.line, step: step.text, message: `the answer was accepted, but it should be refused because "${step.because}"`, expected: `refused: ${step.because}`, actual: 'accepted' });
          }
          if (!reason.toLowerCase().includes(step.because.toLowerCase())) {
            throw new Stop({ line: step.line, step: step.text, message: 'the answer was refused for another reason', expected: step.because, actual: reason });
          }
          break;
        }
      }
    }
    if (state.script !== null && (state.script.rolls.length > 0 || state.script.picks.length > 0)) {
      const left = [...state.script.rolls.map((r) => JSON.stringify(r)), ...state.script.picks.map((p) => `pick ${p}`)];
      throw new Stop({ line: lastDiceLine, step: null, message: `scripted dice or picks were never used: ${left.join(', ')}` });
    }
    autoPass(null);
    check(s.expect, null);
  } catch (e) {
    if (e instanceof Stop) return result(e.failure);
    return result(engineFailure(e, null));
  }
  return result(null);
}
