/**
 * The registry and the Columbia interpreter must agree: every id the effect
 * language can bind (core and Columbia vocabularies) has a meaning in
 * `interpreter/columbia/effects/`, every id the bundled pack's effects use
 * has a handler, and no handler answers an id the registry has dropped.
 */
import { describe, expect, it } from 'vitest';
import { registryIds } from '../../../interpreter/dsl/index.ts';
import { columbiaRegistry } from '../../../interpreter/columbia/index.ts';
import type { EntryKind } from '../../../interpreter/dsl/index.ts';
import { effects, handledIds, TIMINGS, DURATIONS, MODIFIER_READERS } from '../../../interpreter/columbia/effects/index.ts';
import { effects as packEffects } from '../harness.ts';

const registry = columbiaRegistry;
const handled = handledIds();
const kindOfId = (id: string): EntryKind | undefined => registry.byId(id)?.kind;

/** Registry ids the pack's effect programs use (clauses, timings, durations, noun phrases). */
function usedByPack(): Set<string> {
  const used = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (x === null || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.kind === 'string') used.add(o.id);
    for (const [k, v] of Object.entries(o)) if (!/loc$/i.test(k)) walk(v);
  };
  for (const kind of Object.values(packEffects ?? {})) for (const e of Object.values(kind)) walk(e.program);
  return used;
}

/** The handler table entry that gives `id` its meaning at run time, by the kind of entry. */
function hasHandler(id: string): boolean {
  switch (kindOfId(id)) {
    case 'action':
      return effects.verbs?.[id] !== undefined;
    case 'predicate':
      return effects.predicates?.[id] !== undefined;
    case 'modifier':
      return id in MODIFIER_READERS;
    case 'timing':
      return id in TIMINGS;
    case 'duration':
      return id in DURATIONS;
    case 'value':
      return effects.values?.[id] !== undefined;
    case 'noun':
      return effects.nouns?.[id] !== undefined;
    case 'subject':
      return id === 'subject.i' || effects.values?.[id] !== undefined || effects.nouns?.[id] !== undefined;
    default:
      return false;
  }
}

describe('the registry and the Columbia interpreter agree', () => {
  it('every executable registry id (action, modifier, predicate, timing, duration, value) has a handler', () => {
    const ids = registryIds(registry);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => !hasHandler(id))).toEqual([]);
  });

  it('every noun, subject, adjective and qualifier of the core and Columbia vocabularies has a meaning', () => {
    for (const kind of ['noun', 'subject', 'adjective', 'qualifier'] as const) {
      const ids = registry.entries.filter((e) => e.kind === kind).map((e) => e.id);
      expect(ids.filter((id) => !(handled[kind] ?? []).includes(id)), kind).toEqual([]);
    }
  });

  it('every registry id the bundled pack uses has a handler', () => {
    const used = [...usedByPack()];
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((id) => kindOfId(id) === undefined)).toEqual([]);
    expect(used.filter((id) => !hasHandler(id))).toEqual([]);
  });

  it('no handler answers an id the registry does not have (private actions aside)', () => {
    const all = Object.values(handled).flat();
    expect(all.filter((id) => !id.startsWith('columbia.') && registry.byId(id) === undefined)).toEqual([]);
    expect(Object.keys(effects.verbs ?? {}).filter((id) => !id.startsWith('columbia.') && kindOfId(id) !== 'action')).toEqual([]);
    expect(Object.keys(effects.predicates ?? {}).filter((id) => kindOfId(id) !== 'predicate')).toEqual([]);
  });
});
