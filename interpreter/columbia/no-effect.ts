/**
 * "X have no effect" (`modifier.no-effect`: Power Outage's "upgrades have no
 * effect"): while such a modifier holds, whatever its subject denotes, read
 * now, is ignored by the rules that would use it. The subject is read by the
 * effect language like any phrase (`upgrades`, `my faction's upgrades`,
 * `my opponent's cards`, `abilities`); the rules ask, for a thing they are
 * about to use, whether it is among them by its id (upgrades.ts: a card, its
 * ability, each of its upgrades). No rule tests what the phrase says.
 */
import type { ActiveEffect, JsonObject } from '../core/index.ts';

/** Registry id of the modifier "... have no effect". */
export const NO_EFFECT_MODIFIER = 'modifier.no-effect';

/** Anything that can list the active modifiers and read their slots now (a task's ctx, an effect evaluator). */
export interface ModifierSource {
  modifiers(key?: string): readonly ActiveEffect[];
  modifierArgs(effect: ActiveEffect, only?: readonly string[]): JsonObject;
}

const SUBJECT: readonly string[] = ['subject'];

/** The ids of the things every "have no effect" modifier in force names now; null when none is in force. */
export function withoutEffect(mods: ModifierSource | null | undefined): ReadonlySet<string> | null {
  if (!mods) return null;
  const active = mods.modifiers(NO_EFFECT_MODIFIER);
  if (active.length === 0) return null;
  const ids = new Set<string>();
  for (const m of active) {
    const subject = mods.modifierArgs(m, SUBJECT).subject;
    for (const t of Array.isArray(subject) ? subject : [subject]) {
      if (t !== null && typeof t === 'object' && !Array.isArray(t) && typeof t.id === 'string') ids.add(t.id);
    }
  }
  return ids;
}
