/**
 * The content layer's public face: load a pack of any game (pure: runs in
 * the browser too), given the games it may name; the content spec a game
 * module implements; the pack header schema; the diagnostic codes. Reading a
 * pack folder from disk is `./node.ts` (`loadPackFromDir`), kept out of this
 * module so a browser bundle never pulls in `node:fs`.
 */
export { loadPack } from './load.ts';
export type { CachedSource, LoadOptions, LoadResult, PackCounts, SourceCache } from './load.ts';
export { effectCache, type LoadedEffect, type PackEffects } from './effects.ts';
export type { ContentSpec, EffectCache, EffectRole, EffectSite, GameCatalogue, PackGame, SummaryItem } from './spec.ts';
export { PACK_HEADER_SCHEMA } from './schemas.ts';
export type { JsonSchema } from './schemas.ts';
export { compileSchemas, schemaSet, validateFile, type SchemaSet, type SchemaStore } from './validate.ts';
export { PackData, fields, int, list, text, type Fields } from './pack-data.ts';
export { componentId } from './ids.ts';
export { packFileName, packIdentity, relabelSources, type SourceRef } from './identity.ts';
export { LOADER_CODES, diagnose } from './codes.ts';
export type { LoaderCode } from './codes.ts';
export { DEFAULT_LIMITS } from './limits.ts';
export type { LoadLimits } from './limits.ts';
export { parseYamlFile, spanOf, type SourceFile, type Span } from './yaml-file.ts';
export { keySpan, valueSpan, fieldKeySpan, nodeAt, nodeSpan, pointerOf, pointerSegments } from './locate.ts';
