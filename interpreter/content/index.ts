/**
 * The content layer's public face: load a pack (pure, or from a folder in
 * Node), the schemas, and the diagnostic codes it can emit.
 */
export { loadPack } from './load.ts';
export type { LoadOptions, LoadResult, PackCounts } from './load.ts';
export type { LoadedEffect, PackEffects } from './effects.ts';
export type { EffectSite, EffectRole } from './effect-sites.ts';
export { PACK_FILES, PACK_SCHEMAS } from './schemas.ts';
export { LOADER_CODES } from './codes.ts';
export type { LoaderCode } from './codes.ts';
export { DEFAULT_LIMITS } from './limits.ts';
export type { LoadLimits } from './limits.ts';
export { RULEBOOK_COUNTS } from './rulebook-counts.ts';
