import type { Json } from './json.ts';
import type { AnyGameDef, Decision, GameState, PlayerId } from './types.ts';

/** What one seat may see. Never the RNG state (it predicts the dice) nor the task stack. */
export interface View {
  viewer: PlayerId | null;
  players: PlayerId[];
  g: Json;
  /** The viewer's own pending decision in full; someone else's only as who, what and the prompt. */
  decision: Decision | { player: PlayerId; kind: string; prompt: string } | null;
  over: Json | null;
  /** Choices made so far. */
  n: number;
}

export function viewOf(game: AnyGameDef, state: GameState, viewer: PlayerId | null): View {
  return {
    viewer,
    players: state.players.slice(),
    g: game.redact ? game.redact(state.g, viewer, state) : (state.g as Json),
    decision: decisionView(state.decision, viewer),
    over: state.over,
    n: state.n,
  };
}

/** The pending decision as `viewer` sees it: its own in full, someone else's only as who, what and the prompt. */
export function decisionView(d: Decision | null, viewer: PlayerId | null): View['decision'] {
  return d === null ? null : d.player === viewer ? d : { player: d.player, kind: d.kind, prompt: d.prompt };
}

/** A hidden collection as others see it: only how many. */
export type Hidden = {
  hidden: number;
};

export function hidden(items: readonly unknown[] | null | undefined): Hidden {
  return { hidden: items ? items.length : 0 };
}

/**
 * A per-player record (hands, secret picks) with every entry but the viewer's
 * own replaced by its size: `hideExcept({ p1: [3, 5], p2: [1] }, 'p1')`
 * -> `{ p1: [3, 5], p2: { hidden: 1 } }`.
 */
export function hideExcept<T>(byPlayer: Record<PlayerId, T>, viewer: PlayerId | null): Record<PlayerId, T | Hidden> {
  const out: Record<PlayerId, T | Hidden> = {};
  for (const p of Object.keys(byPlayer)) {
    const v = byPlayer[p]!;
    out[p] = p === viewer ? v : Array.isArray(v) ? hidden(v) : { hidden: 1 };
  }
  return out;
}

/** A copy of `obj` with these fields hidden: arrays become `{ hidden: length }`, anything else `{ hidden: 1 }`. */
export function hideFields<T extends object>(obj: T, fields: readonly (keyof T)[]): T {
  const out = { ...obj } as Record<string, unknown>;
  for (const f of fields) {
    const v = out[f as string];
    if (v === undefined) continue;
    out[f as string] = Array.isArray(v) ? hidden(v) : { hidden: 1 };
  }
  return out as T;
}
