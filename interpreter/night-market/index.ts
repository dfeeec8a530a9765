/**
 * Night Market, a test fixture game: the module the games registry
 * registers, and what its own tests read.
 */
export { nightMarketModule } from './module.ts';
export { createNightMarketGame } from './rules.ts';
export { nightMarketRegistry, nightMarketVocabulary } from './language.ts';
export type * from './types.ts';
