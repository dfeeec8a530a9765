import type { Program } from '../../effect-ir/index.ts';
import type { Json, JsonObject } from '../json.ts';
import type { PlayerId } from '../types.ts';

/** Something that happened, announced so triggers can answer it: `{ e: 'after-dice', combat: 3 }`. */
export interface GameEvent {
  e: string;
  [data: string]: Json;
}

/** Names bound while an effect runs: `me` (who "I" is), `it`, names from `choose ... as NAME`, `event`, and whatever the game adds (`card`, `location`). */
export type Env = JsonObject;

/** Where a node sits inside an effect's program: property names and array indexes from the root. */
export type AstPath = (string | number)[];

/** A registered triggered effect (waits for an event) or continuous modifier (holds while active). */
export interface ActiveEffect {
  id: number;
  type: 'trigger' | 'modifier';
  /** The event kind a trigger answers; null for a modifier. */
  on: string | null;
  /** The modifier's registry id; null for a trigger. */
  key: string | null;
  /** The effect (AST id) and the node in it to run or read. */
  src: string;
  at: AstPath;
  env: Env;
  owner: PlayerId | null;
  /** The scope whose end removes it: the game's words ('combat', 'turn', 'round', 'game'). */
  until: string;
  /** Removed the first time it fires. */
  once: boolean;
}

export interface TriggerSpec {
  on: string;
  src: string;
  at?: AstPath;
  env?: Env;
  owner?: PlayerId | null;
  until: string;
  once?: boolean;
}

export interface ModifierSpec {
  key: string;
  src: string;
  at?: AstPath;
  env?: Env;
  owner?: PlayerId | null;
  until: string;
}

export interface RunEffectOptions {
  /** Who "I" is; also bound as `env.me`. */
  owner?: PlayerId | null;
  env?: Env;
  /** How long timing blocks and bare modifiers in this effect last (default 'game'). */
  scope?: string;
  /** Run only the node at this path (default: the whole program). */
  at?: AstPath;
}

export interface FxState {
  active: ActiveEffect[];
  nextId: number;
  /** Steps used by each effect run in progress, by run id. */
  runs: Record<string, number>;
}

/** Filled in by the effect runtime (see handlers.ts); re-exported here so types.ts has one import. */
export type { EffectHandlers } from './handlers.ts';

/** An effect as the engine keeps it: its program and, when known, its text (for prompts). */
export interface EffectSource {
  program: Program;
  text: string | null;
}
