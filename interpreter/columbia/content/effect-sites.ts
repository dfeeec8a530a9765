/**
 * Where a Columbia pack holds effect-language strings: every card ability,
 * world event, victory condition, leader ability and timeline step. One
 * list, so the loader, the editor and the docs agree on what gets parsed.
 */
import type { EffectContextKind } from '../../dsl/index.ts';
import { componentId, fields, list, type EffectSite, type PackData } from '../../content/index.ts';

/** Where the Ruleset keeps a component with effect strings. */
export type ColumbiaEffectKind = 'cardTypes' | 'worldEvents' | 'victoryCards' | 'leaders' | 'timelineSteps';

/** Every kind, in the order the loader lists them. */
export const COLUMBIA_EFFECT_KINDS: readonly ColumbiaEffectKind[] = ['cardTypes', 'worldEvents', 'victoryCards', 'leaders', 'timelineSteps'];

export function effectSites(data: PackData): EffectSite[] {
  const sites: EffectSite[] = [];
  const add = (kind: ColumbiaEffectKind, id: string | undefined, role: EffectSite['role'], context: EffectContextKind, stem: string, pointer: string, value: unknown) => {
    if (id !== undefined && typeof value === 'string') sites.push({ kind, id, role, context, stem, pointer, text: value });
  };
  const idOf = (v: unknown) => (typeof v === 'string' ? componentId(v) : undefined);
  for (const { entry, at } of data.entries('action-cards', 'cardTypes')) {
    const ability = fields(entry['ability']);
    const context: EffectContextKind = ability['kind'] === 'discard' ? 'discard-ability' : 'combat-ability';
    add('cardTypes', idOf(entry['name']), 'effect', context, 'action-cards', `${at}/ability/effect`, ability['effect']);
  }
  for (const { entry, at } of data.entries('world-events', 'events'))
    add('worldEvents', idOf(entry['name']), 'effect', 'world-event', 'world-events', `${at}/effect`, entry['effect']);
  for (const { entry, at } of data.entries('victory-cards', 'cards'))
    add('victoryCards', idOf(entry['name']), 'condition', 'victory-condition', 'victory-cards', `${at}/condition`, entry['condition']);
  for (const { entry, at } of data.entries('leaders', 'leaders')) add('leaders', idOf(entry['name']), 'ability', 'leader-ability', 'leaders', `${at}/ability`, entry['ability']);
  for (const { entry, at } of data.entries('timelines', 'timelines')) {
    const n = entry['number'];
    list(entry['steps']).forEach((step, k) =>
      add('timelineSteps', typeof n === 'number' ? `timeline-${n}-step-${k + 1}` : undefined, 'effect', 'timeline-step', 'timelines', `${at}/steps/${k}/effect`, fields(step)['effect']),
    );
  }
  return sites;
}

