/**
 * Running a compiled scenario: open a session at its position with its dice
 * and picks scripted, walk its script (script-play.ts: the same walk the
 * editor's test-play and `play --scenario` make) checking each `expect` and
 * `illegal` step, then the final expectations, and return what happened:
 * passed, or the first thing that differed (expected vs actual) with the
 * log up to that point.
 */
import type { Diagnostic } from '../diagnostics/index.ts';
import { clone, createEngine, EngineError, Session, type Engine, type GameState, type LogEntry, type Opening, type RngScript } from '../core/index.ts';
import type { Check, CheckContext } from '../game/index.ts';
import type { CompiledScenario, Step } from './compile.ts';
import { firstFailure } from './expect.ts';
import { matchAnswer } from './match.ts';
import type { ScenarioPack } from './pack.ts';
import { decisionText, walkScript, type ScriptStop } from './script-play.ts';

/** The content a scenario runs on (scenario/pack.ts). */
export type Pack = ScenarioPack;

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

type AnyEngine = Engine<unknown, unknown>;

/**
 * The engine a scenario plays under: the real rules; with a prepared
 * position, a setup that lays it out and starts with its tasks. The runner,
 * the editor's test-play and `rulewright play --scenario` all start here, so
 * a position plays the same wherever it is played.
 */
export function scenarioEngineFor(s: CompiledScenario, pack: ScenarioPack): AnyEngine {
  if (s.start.kind !== 'setup' || s.start.prepared === null) return pack.engine();
  const { g, tasks } = s.start.prepared;
  return createEngine(
    {
      ...pack.game(),
      setup: (setup) => {
        setup.push(...tasks);
        return clone(g);
      },
    },
    pack.rules,
  );
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
export function scenarioOpening(s: CompiledScenario, script: RngScript): Opening<unknown> {
  return s.start.kind === 'setup' ? { seed: s.seed, players: s.players, script } : { seed: s.seed, players: s.players, script, at: s.start.state };
}

/** The scenario's position played to its first decision, drawing `script`'s dice and picks first (throws what the engine throws). */
export function scenarioPosition(s: CompiledScenario, engine: AnyEngine, script: RngScript): { state: GameState; log: LogEntry[] } {
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

export function runScenario(s: CompiledScenario, pack: ScenarioPack): ScenarioResult {
  const aliases = pack.aliases();
  const engine = scenarioEngineFor(s, pack);
  const result = (failure: Failure | null, session: Session<unknown, unknown> | null): ScenarioResult => ({
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
    let held: GameState;
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

  let session: Session<unknown, unknown>;
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
