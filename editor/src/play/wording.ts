/**
 * A decision as a person reads it: the game module's wording
 * (`display.terminal.decision`: units by name, cards with the values in
 * force, no two options alike, no internal ids) when it has one, else the
 * engine's own prompt and labels. Words only: what is sent back is always
 * the engine's option ids.
 */
import type { Decision, Json } from '../../../interpreter/core/index.ts';
import type { PlayableGame } from './rules.ts';

export interface DecisionWords {
  prompt: string;
  /** Option id -> its words. */
  options: ReadonlyMap<string, string>;
}

/** The engine's own words for `d`. */
export function plainWords(d: Decision): DecisionWords {
  return { prompt: d.prompt, options: new Map(d.options.map((o) => [o.id, o.label])) };
}

/** `d` worded by the module for the one deciding (`view`: what that player may see, as `engine.view` gives it). */
export function decisionWords(game: PlayableGame | undefined, d: Decision, view: unknown): DecisionWords {
  const hook = game?.module.hooks.display?.terminal?.decision;
  if (!hook) return plainWords(d);
  try {
    const w = hook(d, view as Json, game.rules);
    if (w.options.length !== d.options.length) return plainWords(d);
    return { prompt: w.prompt, options: new Map(d.options.map((o, i) => [o.id, w.options[i]!])) };
  } catch {
    // A module's wording that fails on some position must not stop play: the engine's labels still say it.
    return plainWords(d);
  }
}
