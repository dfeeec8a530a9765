/**
 * The Builders of Baldur's Gate rules module's public face: the Ruleset
 * builder, the GameDef and engine factory, the data shapes, the vocabulary.
 */
export { buildRules } from './content/build.ts';
export { PACK_FILES, effectSites, type EffectSite, type PackFile } from './content/files.ts';
export { createBgGame, createBgEngine, type BgEngine, type BgGameOptions, type BgSources } from './game.ts';
export { baldursGateVocabulary } from './language/vocabulary.ts';
export { bgRegistry, bgWorld, parseRulesEffects } from './language/parse.ts';
export { redact } from './view.ts';
export { makeRenderers, playerName } from './log.ts';
export type * from './rules.ts';
export type * from './state.ts';
export type { BgResult } from './scoring.ts';
