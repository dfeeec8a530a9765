/**
 * A scenario's script walked through a session: the one walk the scenario
 * runner (which also checks the `expect` and `illegal` steps), the editor's
 * test-play and `rulewright play --scenario` (which only play the answers,
 * so a designer lands on the position the scenario pins and plays on) share.
 *
 * The leading dice and picks are the opening's (leadingScript); dice and
 * picks later in the script go with the next move made (the draws that move
 * causes take them: core/session.ts `Move.dice`); decisions of the `autoPass`
 * kinds get their least answer before an answer, an `expect` or an
 * `illegal` step and at the end; scripted dice or picks left unused when the
 * steps run out stop the walk.
 */
import { EngineError, type Decision, type LogEntry, type Move, type Scripted, type Session } from '../core/index.ts';
import type { CompiledScenario, Step } from './compile.ts';
import { listOptions, matchAnswer, passiveIds, wants, type Aliases } from './match.ts';

/** Why a move is made: a step of the script, or an autoPass before `step` (null: the one at the end). */
export interface ScriptAnswer {
  step: Step | null;
  autoPass: boolean;
}

/** Where and why the script could not be played on. */
export interface ScriptStop {
  /** The YAML line of the step (0: after the last step). */
  line: number;
  /** The step as written, or null for the end of the script. */
  step: string | null;
  message: string;
  /** The pending decision's options, one per line, when the answer did not fit them. */
  options: string | null;
  /** For a check that failed: what it wanted and what the game shows. */
  expected?: string;
  actual?: string;
}

export interface ScriptPlayed {
  /** Script answers played (autoPass answers not counted). */
  played: number;
  stopped: ScriptStop | null;
}

type ExpectStep = Extract<Step, { kind: 'expect' }>;
type IllegalStep = Extract<Step, { kind: 'illegal' }>;

export interface WalkOptions {
  /** Extra names of options (the game's: cards by name ...). */
  aliases: Aliases | null;
  /** The runner's checks of `expect` and `illegal` steps (play leaves them out): a stop, or null when the step holds. */
  checks?: {
    expect(step: ExpectStep): ScriptStop | null;
    illegal(step: IllegalStep): ScriptStop | null;
  };
  /** After each move the walk makes, with what it logged (the terminal prints it). */
  moved?(move: Move, why: ScriptAnswer, log: readonly LogEntry[]): void;
}

class Stop extends Error {
  constructor(readonly stop: ScriptStop) {
    super(stop.message);
  }
}

/** A decision in words, for messages: `blue's "move" decision (Move a unit; pick 1)`. */
export function decisionText(s: CompiledScenario, d: Decision): string {
  return `${s.names.playerName(d.player)}'s "${d.kind}" decision (${d.prompt}; ${wants(d)})`;
}

/** The scripted dice and picks not yet drawn, as a designer wrote them. */
function leftText(dice: Scripted): string {
  return [...dice.rolls.map((r) => JSON.stringify(r)), ...dice.picks.map((p) => `pick ${p}`)].join(', ');
}

/** Whether an answer step names the pending decision: its player, and its kind when the step gives one. */
function answers(step: Step, d: Decision, aliases: Aliases | null): boolean {
  if (step.kind !== 'choice' && step.kind !== 'illegal') return false;
  if (d.player !== step.player || (step.decision !== null && step.decision !== d.kind)) return false;
  return matchAnswer(d, step.answer, aliases).ok;
}

/** Walks `s`'s steps in `session`, which stands at the scenario's opening (its leading dice drawn). */
export function walkScript<G, R>(session: Session<G, R>, s: CompiledScenario, o: WalkOptions): ScriptPlayed {
  const who = (player: string) => s.names.playerName(player);
  let played = 0;
  let pending: Scripted = { rolls: [], picks: [] };

  const stopAt = (step: Step | null, message: string, d: Decision | null = null): Stop =>
    new Stop({ line: step?.line ?? 0, step: step?.text ?? null, message, options: d === null ? null : listOptions(d) });

  const move = (m: Move, why: ScriptAnswer): void => {
    const dice = pending.rolls.length > 0 || pending.picks.length > 0 ? pending : null;
    const made: Move = dice === null ? m : { ...m, dice };
    let r;
    try {
      r = session.play(made);
    } catch (e) {
      throw stopAt(why.step, e instanceof EngineError ? e.message : `the engine failed: ${(e as Error).message ?? String(e)}`);
    }
    if (!r.ok) throw stopAt(why.step, why.autoPass ? `passing ${who(m.player)}'s decision (autoPass) was refused: ${r.reason}` : `the answer was refused: ${r.reason}`);
    pending = { rolls: [], picks: [] };
    o.moved?.(made, why, r.log);
  };

  /** The autoPass kinds' least answers, unless `step` answers that decision itself. */
  const autoPass = (step: Step | null): void => {
    for (let guard = 0; guard < 1000; guard++) {
      const d = session.decision();
      if (d === null || !s.autoPass.includes(d.kind)) return;
      if (step !== null && answers(step, d, o.aliases)) return;
      move({ player: d.player, ids: passiveIds(d) }, { step, autoPass: true });
    }
  };

  let first = 0;
  while (first < s.steps.length && (s.steps[first]!.kind === 'dice' || s.steps[first]!.kind === 'picks')) first++;
  try {
    for (const step of s.steps.slice(first)) {
      switch (step.kind) {
        case 'dice':
          pending.rolls.push(...step.rolls);
          break;
        case 'picks':
          pending.picks.push(...step.picks);
          break;
        case 'expect': {
          // Checked before play started (the runner's), not here.
          if (step.atStart) break;
          autoPass(step);
          const f = o.checks?.expect(step) ?? null;
          if (f !== null) throw new Stop(f);
          break;
        }
        case 'illegal': {
          autoPass(step);
          const f = o.checks?.illegal(step) ?? null;
          if (f !== null) throw new Stop(f);
          break;
        }
        case 'choice': {
          autoPass(step);
          const d = session.decision();
          if (d === null) {
            const over = session.state.over;
            throw stopAt(step, `the script answers ${who(step.player)}, but ${over !== null ? `the game is over (${JSON.stringify(over)})` : 'no decision is pending'}`);
          }
          if (d.player !== step.player) {
            throw stopAt(step, `the script answers ${who(step.player)}, but the pending decision is ${decisionText(s, d)}, which the script did not answer`, d);
          }
          if (step.decision !== null && step.decision !== d.kind) {
            throw stopAt(step, `the script answers ${who(step.player)}'s "${step.decision}" decision, but the pending decision is ${decisionText(s, d)}`, d);
          }
          const m = matchAnswer(d, step.answer, o.aliases);
          if (!m.ok) throw stopAt(step, `${m.error}: the pending decision is ${decisionText(s, d)}`, d);
          move({ player: d.player, ids: m.ids }, { step, autoPass: false });
          played++;
          break;
        }
      }
    }
    // Dice and picks the steps wrote that no draw took: after the last answer, or more than its draws needed.
    const script = session.state.script;
    const left: Scripted = { rolls: [...(script?.rolls ?? []), ...pending.rolls], picks: [...(script?.picks ?? []), ...pending.picks] };
    if (left.rolls.length > 0 || left.picks.length > 0) {
      const last = [...s.steps].reverse().find((st) => st.kind === 'dice' || st.kind === 'picks');
      throw new Stop({ line: last?.line ?? 0, step: null, message: `scripted dice or picks were never used: ${leftText(left)}`, options: null });
    }
    autoPass(null);
  } catch (e) {
    if (e instanceof Stop) return { played, stopped: e.stop };
    throw e;
  }
  return { played, stopped: null };
}
