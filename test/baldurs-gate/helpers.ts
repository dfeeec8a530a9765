/** Shared set-up for the Baldur's Gate tests: the shipped pack's Ruleset and engines, built once per file. */
import { fileURLToPath } from 'node:url';
import { loadBgRules } from '../../interpreter/baldurs-gate/content/node.ts';
import { createBgEngine, parseRulesEffects, type BgEngine, type BgRules } from '../../interpreter/baldurs-gate/index.ts';

export const PACK_DIR = fileURLToPath(new URL('../../content/baldurs-gate', import.meta.url));
export const COLOURS = ['yellow', 'red', 'pink', 'blue'];

export function packRules(): BgRules {
  return loadBgRules(PACK_DIR);
}

export function engineFor(rules: BgRules, advanced = false): BgEngine {
  const { sources } = parseRulesEffects(rules);
  return createBgEngine(rules, { sources, advanced });
}
