/**
 * Parses and checks every effect string of a Ruleset with this game's
 * registry (core words plus Baldur's Gate's), for an engine built without the
 * loader's ASTs (tests, tools). Problems come back by effect key.
 */
import type { EffectProblem, EffectWorld, Registry } from '../../dsl/index.ts';
import type { Program } from '../../effect-ir/index.ts';
import { checkEffect, coreVocabulary, createRegistry, parseEffect } from '../../dsl/index.ts';
import type { BgRules } from '../rules.ts';
import { baldursGateVocabulary } from './vocabulary.ts';

/** A registry of the core words and this game's. */
export function bgRegistry(): Registry {
  return createRegistry(coreVocabulary, baldursGateVocabulary);
}

/** The names a Baldur's Gate effect may quote: districts and the two cities. */
export function bgWorld(rules: Pick<BgRules, 'districts'>): EffectWorld {
  return { districts: [...rules.districts.map((d) => d.name), 'Upper City', 'Lower City'] };
}

export interface ParsedEffects {
  sources: Record<string, { program: Program; text: string }>;
  problems: { key: string; diagnostics: EffectProblem[] }[];
}

export function parseRulesEffects(rules: BgRules, registry: Registry = bgRegistry()): ParsedEffects {
  const world = bgWorld(rules);
  const sources: ParsedEffects['sources'] = {};
  const problems: ParsedEffects['problems'] = [];
  for (const [key, text] of Object.entries(rules.effects)) {
    const context = rules.effectContexts[key] ?? 'any';
    const parsed = parseEffect(text, { registry, context });
    const diagnostics = [...parsed.diagnostics];
    const checked = parsed.ast ? checkEffect(parsed.ast, { registry, world, context }) : null;
    if (checked !== null) diagnostics.push(...checked.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error') || checked?.program === undefined) problems.push({ key, diagnostics });
    else sources[key] = { program: checked.program, text };
  }
  return { sources, problems };
}
