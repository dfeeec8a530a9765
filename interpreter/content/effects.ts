/**
 * Effect strings: parse and check each one with the effect language against
 * the names the pack defines, place its problems on the YAML text (inside a
 * `|` block too, with the language's position mapper), and keep the ASTs.
 */
import { isScalar } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { checkEffect, effectDiagnostics, parseEffect, WORLD_TYPES } from '../dsl/index.ts';
import type { EffectProblem, EffectWorld, ParseResult, Program } from '../dsl/index.ts';
import { diagnose } from './codes.ts';
import type { EffectSite } from './effect-sites.ts';
import { effectSites } from './effect-sites.ts';
import { nodeAt, valueSpan } from './locate.ts';
import type { PackData } from './pack-data.ts';
import type { PackNames } from './references.ts';

export interface LoadedEffect extends EffectSite {
  /** The parsed and checked program; absent when the string has errors. Shared: do not mutate. */
  ast?: Program;
}

/** Every effect string of the pack, by Ruleset kind and component id. */
export type PackEffects = Record<EffectSite['kind'], Record<string, LoadedEffect>>;

/** The names effect strings may use, from the pack's files. */
export function effectWorld(names: PackNames): EffectWorld {
  const world: EffectWorld = {};
  const put = (key: keyof EffectWorld, set: ReadonlySet<string> | undefined) => {
    if (set) world[key] = [...set];
  };
  put('locations', names.locations);
  put('territories', names.territories);
  put('unitTypes', names.figures);
  put('structureTypes', names.structures);
  put('cardTypes', names.cardTypes);
  put('worldEvents', names.worldEvents);
  put('victoryCards', names.victoryCards);
  put('leaders', names.leaders);
  put('factions', names.factions);
  put('abilities', names.abilities);
  return world;
}

interface Checked {
  ast?: Program;
  problems: EffectProblem[];
}

/**
 * The editor re-checks the whole pack on every edit, and nearly every string
 * is unchanged between two checks. Parsing is pure and the costly part, so
 * parse results are kept by (context, text); checking depends on the pack's
 * names too, so checked results are kept by (context, names, text). A checked
 * AST is shared between loads and must not be mutated; a parsed AST is only
 * ever checked through a copy (the checker annotates it in place). Both maps
 * are bounded, so a long editing session does not grow them without end.
 */
const parsedCache = new Map<string, ParseResult>();
const checkedCache = new Map<string, Checked>();
const CACHE_LIMIT = 4000;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

export interface EffectCheckOptions {
  /** Reuse earlier results for unchanged strings (default true). */
  cache?: boolean;
}

function checkOne(site: EffectSite, world: EffectWorld, worldKey: string, useCache: boolean): Checked {
  const textKey = `${site.context}\u0000${site.text}`;
  const key = `${worldKey}\u0000${textKey}`;
  const hit = useCache ? checkedCache.get(key) : undefined;
  if (hit) return hit;
  let parsed = useCache ? parsedCache.get(textKey) : undefined;
  if (!parsed) {
    parsed = parseEffect(site.text, { context: site.context });
    if (useCache) remember(parsedCache, textKey, parsed);
  }
  const ast = parsed.ast && useCache ? structuredClone(parsed.ast) : parsed.ast;
  const problems = [...parsed.diagnostics];
  if (ast) problems.push(...checkEffect(ast, { world, context: site.context }).diagnostics);
  const result: Checked = problems.some((p) => p.severity === 'error') || !ast ? { problems } : { ast, problems };
  return useCache ? remember(checkedCache, key, result) : result;
}

export function checkEffects(data: PackData, names: PackNames, out: Diagnostic[], options: EffectCheckOptions = {}): PackEffects {
  const effects: PackEffects = { cardTypes: {}, worldEvents: {}, victoryCards: {}, leaders: {}, timelineSteps: {} };
  const world = effectWorld(names);
  const worldKey = JSON.stringify(world);
  const useCache = options.cache ?? true;
  // A file that defines names is unreadable: a name the string uses may well be defined there, so do not call it unknown.
  const partialWorld = (Object.keys(WORLD_TYPES) as (keyof EffectWorld)[]).some((k) => world[k] === undefined);
  for (const site of effectSites(data)) {
    const loaded: LoadedEffect = { ...site };
    effects[site.kind][site.id] = loaded;
    const file = data.files.get(site.stem);
    if (!file) continue;
    let checked: Checked;
    try {
      checked = checkOne(site, world, worldKey, useCache);
    } catch (e) {
      // The language promises not to throw; if it does, say so on this string and go on with the rest.
      out.push(
        diagnose(
          'RW-EFFECT-CHECKER-FAILED',
          { ...valueSpan(file, site.pointer), path: site.pointer },
          `the effect language failed on this string: ${e instanceof Error ? e.message : String(e)}`,
          'this is a bug in rulewright: please report it with the string',
        ),
      );
      continue;
    }
    if (checked.ast) loaded.ast = checked.ast;
    const problems = partialWorld ? checked.problems.filter((p) => p.code !== 'RW-DSL-UNKNOWN-NAME') : checked.problems;
    if (!problems.length) continue;
    const node = nodeAt(file, site.pointer);
    if (isScalar(node)) out.push(...effectDiagnostics(node, file.text, file.lines, problems, { file: file.label, path: site.pointer }));
  }
  return effects;
}
