import type { AnyGameDef, GameState, Option, Task } from '../types.ts';
import type { ActiveEffect, FxState, GameEvent, ModifierSpec, TriggerSpec } from './types.ts';

export function emptyFx(): FxState {
  return { active: [], nextId: 1, runs: {} };
}

export function addTrigger(fx: FxState, spec: TriggerSpec): number {
  const id = fx.nextId++;
  fx.active.push({
    id,
    type: 'trigger',
    on: spec.on,
    key: null,
    src: spec.src,
    at: spec.at ?? [],
    env: spec.env ?? {},
    owner: spec.owner ?? null,
    until: spec.until,
    once: spec.once ?? false,
  });
  return id;
}

export function addModifier(fx: FxState, spec: ModifierSpec): number {
  const id = fx.nextId++;
  fx.active.push({
    id,
    type: 'modifier',
    on: null,
    key: spec.key,
    src: spec.src,
    at: spec.at ?? [],
    env: spec.env ?? {},
    owner: spec.owner ?? null,
    until: spec.until,
    once: false,
  });
  return id;
}

/** Everything that lasted "until the end of `scope`" ends now. */
export function endScope(fx: FxState, scope: string): void {
  const active = fx.active;
  let w = 0;
  for (let i = 0; i < active.length; i++) {
    const a = active[i]!;
    if (a.until !== scope) active[w++] = a;
  }
  // Cut by pops: setting `length` is a runtime call in V8, at every combat's and turn's end.
  while (active.length > w) active.pop();
}

export function modifiersOf(fx: FxState, key?: string): readonly ActiveEffect[] {
  // Asked at every roll, price and card value, and nearly always none: no list made for none.
  let out: ActiveEffect[] | null = null;
  const active = fx.active;
  for (let i = 0; i < active.length; i++) {
    const a = active[i]!;
    if (a.type === 'modifier' && (key === undefined || a.key === key)) (out ??= []).push(a);
  }
  return out ?? NO_MODIFIERS;
}

/** What `modifiersOf` answers when none is in force: one list, frozen. */
const NO_MODIFIERS: readonly ActiveEffect[] = Object.freeze([]);

export function findActive(fx: FxState, id: number): ActiveEffect | undefined {
  for (const a of fx.active) if (a.id === id) return a;
  return undefined;
}

export function removeActive(fx: FxState, id: number): void {
  const i = fx.active.findIndex((a) => a.id === id);
  if (i >= 0) fx.active.splice(i, 1);
}

/** The triggers that answer this event, in registration order. */
export function collectTriggers(game: AnyGameDef, state: GameState, event: GameEvent): ActiveEffect[] {
  const out: ActiveEffect[] = [];
  for (const a of state.fx.active) {
    if (a.type !== 'trigger' || a.on !== event.e) continue;
    if (game.triggerApplies && !game.triggerApplies(a, event, state.g)) continue;
    out.push(a);
  }
  return out;
}

/**
 * The tasks that fire these triggers: straight away for one, through the
 * orderer's decision (`fx/order`) when several fire at once.
 */
export function fireTasks(game: AnyGameDef, state: GameState, event: GameEvent, triggers: ActiveEffect[], depth: number): Task[] {
  if (triggers.length === 0) return [];
  if (triggers.length === 1) return [{ t: 'fx/fire', id: triggers[0]!.id, event, d: depth }];
  const by = game.orderer ? game.orderer(state.g, event, state) : state.players[0]!;
  return [{ t: 'fx/order', ids: triggers.map((x) => x.id), event, by, d: depth }];
}

export function triggerOption(game: AnyGameDef, rules: unknown, a: ActiveEffect): Option {
  const label = game.effects?.describe ? game.effects.describe(a, rules) : a.owner ? `${a.src} (${a.owner})` : a.src;
  return { id: String(a.id), label, data: { src: a.src, owner: a.owner } };
}
