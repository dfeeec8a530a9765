/**
 * Effect strings: parse and check each one with the effect language, map its
 * problems onto the YAML file, and keep the ASTs for the engine.
 * (Wired to interpreter/dsl once it lands; until then every string is kept unparsed.)
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { EffectSite } from './effect-sites.ts';
import { effectSites } from './effect-sites.ts';
import type { PackData } from './pack-data.ts';
import type { PackNames } from './references.ts';

export interface LoadedEffect extends EffectSite {
  /** The parsed program (interpreter/dsl's AST); absent when the string did not parse. */
  ast?: unknown;
}

/** Every effect string of the pack, by Ruleset kind and component id. */
export type PackEffects = Record<EffectSite['kind'], Record<string, LoadedEffect>>;

export function checkEffects(data: PackData, _names: PackNames, _out: Diagnostic[]): PackEffects {
  const effects: PackEffects = { cardTypes: {}, worldEvents: {}, victoryCards: {}, leaders: {}, timelineSteps: {} };
  for (const site of effectSites(data)) effects[site.kind][site.id] = { ...site };
  return effects;
}
