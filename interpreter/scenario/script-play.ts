/**
 * A scenario's scripted answers played into a game someone goes on playing:
 * the editor's test-play (a PlaySession) and `rulewright play --scenario`
 * (the terminal's play loop). The scenario runner (run.ts) walks the same
 * steps the same way but also checks them; this walk only plays them, so a
 * designer lands on the position the scenario pins and plays on from there.
 *
 * Played as the runner plays them: the leading dice and picks are the
 * position's (leadingScript), dice and picks later in the script go with
 * the next answer made (so the draws that answer causes take them, as the
 * runner's queue gives them), decisions of the `autoPass` kinds get their
 * least answer before an answer, an `expect` or an `illegal` step and at the
 * end, and `expect` / `illegal` steps change nothing.
 */
import type { Choice, Decision, Json, Validation } from '../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { CompiledScenario, Step } from './compile.ts';
import { columbiaAliases, listOptions, matchAnswer, passiveIds, wants } from './match.ts';

/** Dice and random picks the script decided for the draws an answer causes. */
export interface Injected {
  rolls: Json[];
  picks: number[];
}

/** Why an answer is made: a step of the script, or an autoPass before `step` (null: the one at the end). */
export interface ScriptAnswer {
  step: Step | null;
  autoPass: boolean;
}

/** A game the script is played into. */
export interface ScriptTable {
  decision(): Decision | null;
  /** Makes `choice` (with the dice it draws, when the script wrote some); an illegal choice changes nothing and says why. */
  answer(choice: Choice, injected: Injected | null, why: ScriptAnswer): Validation;
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
}

export interface ScriptPlayed {
  /** Script answers played (autoPass answers not counted). */
  played: number;
  stopped: ScriptStop | null;
}

/** Plays `s`'s scripted answers into `table`, which stands at the scenario's position (its leading dice drawn). */
export function playScenarioScript(table: ScriptTable, s: CompiledScenario, rules: Ruleset): ScriptPlayed {
  const aliases = columbiaAliases(rules);
  const who = (player: string) => s.names.playerName(player);
  const decisionText = (d: Decision) => `${who(d.player)}'s "${d.kind}" decision (${d.prompt}; ${wants(d)})`;
  let played = 0;
  let pending: Injected = { rolls: [], picks: [] };

  class Stop extends Error {
    constructor(readonly stop: ScriptStop) {
      super(stop.message);
    }
  }
  const stopAt = (step: Step | null, message: string, d: Decision | null = null): Stop =>
    new Stop({ line: step?.line ?? 0, step: step?.text ?? null, message, options: d === null ? null : listOptions(d) });

  const answer = (choice: Choice, why: ScriptAnswer): void => {
    const injected = pending.rolls.length > 0 || pending.picks.length > 0 ? pending : null;
    const r = table.answer(choice, injected, why);
    if (!r.ok) throw stopAt(why.step, why.autoPass ? `passing ${who(choice.player)}'s decision (autoPass) was refused: ${r.reason}` : `the answer was refused: ${r.reason}`);
    pending = { rolls: [], picks: [] };
  };

  /** The autoPass kinds' least answers, unless `step` answers that decision itself. */
  const autoPass = (step: Step | null): void => {
    for (let guard = 0; guard < 1000; guard++) {
      const d = table.decision();
      if (d === null || !s.autoPass.includes(d.kind)) return;
      if (step !== null && (step.kind === 'choice' || step.kind === 'illegal') && d.player === step.player && matchAnswer(d, step.answer, aliases).ok) return;
      answer({ player: d.player, ids: passiveIds(d) }, { step, autoPass: true });
    }
  };

  let first = 0;
  while (first < s.steps.length && (s.steps[first]!.kind === 'dice' || s.steps[first]!.kind === 'picks')) first++;
  try {
    for (const step of s.steps.slice(first)) {
      if (step.kind === 'dice') pending.rolls.push(...step.rolls);
      else if (step.kind === 'picks') pending.picks.push(...step.picks);
      else if (step.kind === 'expect' || step.kind === 'illegal') autoPass(step);
      else {
        autoPass(step);
        const d = table.decision();
        if (d === null) throw stopAt(step, `the script answers ${who(step.player)}, but no decision is pending (the game is over or stalled)`);
        if (d.player !== step.player) throw stopAt(step, `the script answers ${who(step.player)}, but the pending decision is ${decisionText(d)}`, d);
        const m = matchAnswer(d, step.answer, aliases);
        if (!m.ok) throw stopAt(step, `${m.error}: the pending decision is ${decisionText(d)}`, d);
        answer({ player: d.player, ids: m.ids }, { step, autoPass: false });
        played++;
      }
    }
    autoPass(null);
  } catch (e) {
    if (e instanceof Stop) return { played, stopped: e.stop };
    throw e;
  }
  if (pending.rolls.length > 0 || pending.picks.length > 0) {
    const left = [...pending.rolls.map((r) => JSON.stringify(r)), ...pending.picks.map((p) => `pick ${p}`)];
    return { played, stopped: { line: s.steps.at(-1)?.line ?? 0, step: null, message: `scripted dice or picks come after the last answer and are never drawn: ${left.join(', ')}`, options: null } };
  }
  return { played, stopped: null };
}
