/**
 * The game's effect handlers: the meaning of every Baldur's Gate word (and of
 * the core words its pack uses) for the core effect runtime.
 */
import type { ActiveEffect, EffectHandlers, GameEvent } from '../../core/index.ts';
import type { BgRules } from '../rules.ts';
import type { BgG } from '../state.ts';
import { nameThing, nouns, values } from './things.ts';
import { verbs } from './verbs.ts';

export const handlers: EffectHandlers<BgG, BgRules> = {
  verbs,
  nouns,
  values,
  name: (ev, ref) => nameThing(ev, ref),
  subject(ev, s) {
    const id = s.kind === 'phrase' ? s.id : undefined;
    if (id === 'subject.each-player') return [...ev.players];
    return [];
  },
  timings: { 'timing.when-i-build': 'built', 'timing.when-i-fortify': 'fortified' },
  describe: (effect: ActiveEffect, rules: BgRules) => `${effect.src} (${rules.name})`,
};

/** A `when I build ...` window answers its owner's builds only. */
export function triggerApplies(trigger: ActiveEffect, event: GameEvent): boolean {
  return event.player === undefined || event.player === trigger.owner;
}
