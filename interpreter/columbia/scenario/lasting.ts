/**
 * The "for the rest of the game" blocks of what resolved before a
 * scenario's position, as tasks that put them in force: the timeline steps
 * the Elizabeth marker has passed (RULINGS "A position past a timeline step
 * has its lasting effects": a position with the marker on step 3 plays as if
 * steps 1 to 3 had resolved), and the world events listed as passed in
 * earlier rounds (RULINGS "A world event passed in an earlier round keeps its
 * lasting effects"). Only those blocks run: what else the steps and events
 * did (placing Elizabeth, moving Booker...) the position states itself, and
 * their "this round" blocks ended with their round. A block inside a
 * condition is left out (nothing says whether it held).
 */
import type { Task } from '../../core/index.ts';
import type { PackEffects } from '../../content/index.ts';
import type { DuringStatement, Program } from '../../effect-ir/index.ts';
import { effectKey } from '../rules-index.ts';
import type { Ruleset } from '../content/types.ts';
import type { ColumbiaG } from '../state.ts';

export function lastingTasks(rules: Ruleset, effects: PackEffects | null, g: ColumbiaG, passedEarlier: readonly string[]): Task[] {
  if (effects === null) return [];
  const out: Task[] = [];
  // Owned by the first player, as `we/timeline-effect` and `we/event-effect` run a step's or an event's effect.
  const first = g.firstPlayer;
  const lasting = (program: Program | undefined, src: string, env: Record<string, string>) =>
    program?.body.forEach((statement, i) => {
      if (statement.kind === 'during' && lastsAllGame(statement)) out.push({ t: 'fx/run', src, at: ['body', i], env: { ...env, me: first }, owner: first, scope: 'round', d: 0 });
    });
  const timeline = rules.timelines.find((t) => t.id === g.timeline.id);
  for (let n = 1; timeline !== undefined && n <= g.timeline.step; n++) {
    // Which step the marker's space n is, as the Elizabeth phase reads it (booker.ts `we/elizabeth`).
    const step = timeline.steps.find((s) => s.step === n) ?? timeline.steps[n - 1];
    if (step !== undefined) lasting(effects.timelineSteps[step.id]?.program, effectKey('timelineSteps', step.id), { step: step.id });
  }
  for (const event of passedEarlier) lasting(effects.worldEvents[event]?.program, effectKey('worldEvents', event), { event });
  return out;
}

/** "For the rest of the game:", by the registry id the effect checker found. */
function lastsAllGame(during: DuringStatement): boolean {
  return during.id === 'duration.rest-of-game';
}
