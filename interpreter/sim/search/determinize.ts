/**
 * The positions a search bot plays its playouts on: the real position as
 * the acting player sees it, with everything hidden from it guessed again
 * for each playout (information-set search). The real hidden state is never
 * used: the game's `sim.determinize` hook deals what the player cannot see
 * again (reading it only as a whole: which cards are unseen, not where), or,
 * for a game without the hook, the generic sampler below does the same from
 * the game's redaction alone. The dice to come are reseeded from the bot's
 * own generator, and any scripted dice dropped, so no playout knows the
 * real future.
 */
import { clone, createRng, seedRng, type Engine, type GameState, type Json, type PlayerId, type Rng } from '../../core/index.ts';
import { dealInto, poolOf } from '../../game/index.ts';
import type { AnyGameModule } from '../../games/index.ts';

/** Makes one guess at the real position (a fresh copy, free to play on). */
export type Guess = (rng: Rng) => GameState;

type Path = (string | number)[];

function isHidden(v: unknown): v is { hidden: number } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 1 && keys[0] === 'hidden' && typeof (v as { hidden: unknown }).hidden === 'number';
}

/**
 * Where the redaction hid whole arrays (`{ hidden: n }` in place of an
 * n-long array), or the first place where it hid anything else (a value
 * replaced, a key dropped): the generic sampler cannot guess those.
 */
export function hiddenArrays(real: unknown, seen: unknown): { zones: Path[] } | { refused: string } {
  const zones: Path[] = [];
  let refused: string | null = null;
  const walk = (a: unknown, b: unknown, path: Path): void => {
    if (refused !== null || a === b) return;
    if (isHidden(b)) {
      if (Array.isArray(a) && a.length === b.hidden) zones.push(path.slice());
      else refused = path.join('.');
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      for (let i = 0; i < a.length; i++) walk(a[i], b[i], [...path, i]);
      return;
    }
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && !Array.isArray(a) && !Array.isArray(b)) {
      const ka = Object.keys(a);
      const kb = Object.keys(b);
      if (ka.length !== kb.length || ka.some((k) => !(k in b))) {
        refused = path.join('.') || 'the game data';
        return;
      }
      for (const k of ka) walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], [...path, k]);
      return;
    }
    refused = path.join('.') || 'the game data';
  };
  walk(real, seen, []);
  return refused !== null ? { refused } : { zones };
}

function at(root: unknown, path: Path): unknown[] {
  let v: unknown = root;
  for (const k of path) v = (v as Record<string | number, unknown>)[k];
  return v as unknown[];
}

/** A copy of `root` that knows no more than `viewer` does of the future: its own dice, no script. */
function freshCopy(root: GameState, rng: Rng): GameState {
  const s = clone(root);
  s.rng = seedRng(`guess:${rng.int(0, 0x7fffffff)}`);
  s.script = null;
  return s;
}

/**
 * How to guess at `root` as `viewer` sees it, or why this game cannot be
 * guessed at (its redaction hides more than arrays, and it has no hook).
 */
export function guesser(module: AnyGameModule, engine: Engine<unknown, unknown>, root: GameState, viewer: PlayerId): Guess | string {
  const hook = module.hooks.sim?.determinize;
  const rules = engine.rules;
  if (hook !== undefined) {
    return (rng) => {
      const s = freshCopy(root, rng);
      hook(s, viewer, rules, rng);
      return s;
    };
  }
  const seen = engine.view(root, viewer).g as Json;
  const found = hiddenArrays(root.g, seen);
  if ('refused' in found) {
    return `${module.title}'s redaction hides "${found.refused}", which is not a whole list, and the game gives no sim.determinize hook`;
  }
  const zones = found.zones;
  if (zones.length === 0) return (rng) => freshCopy(root, rng);
  // The unseen items, sorted once: the same for every position the viewer cannot tell from this one.
  const pool = poolOf(zones.map((p) => at(root.g, p)));
  return (rng) => {
    const s = freshCopy(root, rng);
    dealInto(
      zones.map((p) => at(s.g, p)),
      pool,
      rng,
    );
    return s;
  };
}

/** A generator for a search from a seed (its own stream: never the game's). */
export function searchRng(seed: string): Rng {
  return createRng(`search:${seed}`);
}
