/**
 * The content layer's public face: load a pack (pure: runs in the browser
 * too), the schemas, the effect strings, and the diagnostic codes it emits.
 * Reading a pack folder from disk is `./node.ts` (`loadPackFromDir`), kept
 * out of this module so a browser bundle never pulls in `node:fs`.
 */
export { loadPack } from './load.ts';
export type { LoadOptions, LoadResult, PackCounts } from './load.ts';
export { effectWorld } from './effects.ts';
export type { LoadedEffect, PackEffects } from './effects.ts';
export { effectSites } from './effect-sites.ts';
export type { EffectSite, EffectRole } from './effect-sites.ts';
export { PACK_FILES, PACK_SCHEMAS } from './schemas.ts';
export type { JsonSchema } from './schemas.ts';
export { LOADER_CODES } from './codes.ts';
export type { LoaderCode } from './codes.ts';
export { DEFAULT_LIMITS } from './limits.ts';
export type { LoadLimits } from './limits.ts';
export { RULEBOOK_COUNTS } from './rulebook-counts.ts';
export type { SourceFile } from './yaml-file.ts';
