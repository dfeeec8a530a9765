/**
 * Effect strings: parse and check each one with the effect language against
 * the names the pack defines, place its problems on the YAML text (inside a
 * `|` block too, with the language's position mapper), and keep the
 * executable programs.
 */
import { isScalar } from 'yaml';
import type { Diagnostic } from '../diagnostics/index.ts';
import { checkEffect, effectDiagnostics, parseEffect, wordsUsed, worldIndex } from '../dsl/index.ts';
import type { EffectProblem, EffectWorld, WorldIndex } from '../dsl/index.ts';
import type { Program } from '../effect-ir/index.ts';
import { diagnose } from './codes.ts';
import { nodeAt, valueSpan } from './locate.ts';
import type { PackData } from './pack-data.ts';
import type { Checked, EffectCache, EffectSite, PackGame } from './spec.ts';

export interface LoadedEffect extends EffectSite {
  /** The checked program, as the engine runs it (frozen, shared); absent when the string has errors. */
  program?: Program;
}

/** Every effect string of the pack, by the kind of component that holds it (the game's `effectKinds`) and component id. */
export type PackEffects = Record<string, Record<string, LoadedEffect>>;


/**
 * The editor re-checks the whole pack on every edit, and nearly every string
 * is unchanged between two checks. Parsing is pure and the costly part, so
 * parse results are kept by (game, context, text); checking depends on the
 * pack's names too, so checked results are kept by (names, game, context,
 * text). Neither is ever changed (the checker only reads a parse tree; the
 * program it makes is frozen), so both are shared between loads. Both maps are bounded, so a long editing session does not grow
 * them without end. The cache belongs to whoever made it (the games
 * registry's catalogue keeps one for the process), never to this module.
 */
export function effectCache(): EffectCache {
  return { parsed: new Map(), checked: new Map() };
}

const CACHE_LIMIT = 4000;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

export interface EffectCheckOptions {
  /** Reuse earlier results for unchanged strings from this cache (none: every string is parsed and checked afresh). */
  cache?: EffectCache | null;
}

/** The words a checked program uses that its game's rules give no meaning: each an error where it is written. */
function unsupported(program: Program, text: string, game: PackGame, handled: ReadonlySet<string>): EffectProblem[] {
  const out: EffectProblem[] = [];
  const seen = new Set<string>();
  for (const use of wordsUsed(program)) {
    if (handled.has(use.id) || seen.has(use.id)) continue;
    seen.add(use.id);
    const written = text.slice(use.loc.offset, use.loc.endOffset).split('\n')[0]!.trim();
    out.push({
      code: 'RW-EFFECT-UNSUPPORTED',
      severity: 'error',
      message: `\`${written}\` (${use.id}) has no meaning in ${game.id}: the game's rules give it no handler`,
      hint: 'say it with words this game runs (see its page of the effect language), or give the word a handler in its game module',
      loc: use.loc,
    });
  }
  return out;
}

/** Every id the game's rules handle, as one set (built once per game and load). */
export function handledSet(game: PackGame): ReadonlySet<string> {
  return new Set(Object.values(game.language.handled).flat());
}

/** The world a load checks its strings against, its key in the cache, and its index (made at the first string checked, for all). */
interface LoadWorld {
  world: EffectWorld;
  key: string;
  index: WorldIndex | null;
}

function checkOne(site: EffectSite, game: PackGame, handled: ReadonlySet<string>, at: LoadWorld, cache: EffectCache | null): Checked {
  const registry = game.language.registry;
  // One game's words are not another's: the game is part of every key.
  const textKey = `${game.id}\u0000${site.context}\u0000${site.text}`;
  const key = `${at.key}\u0000${textKey}`;
  const hit = cache?.checked.get(key);
  if (hit) return hit;
  let parsed = cache?.parsed.get(textKey);
  if (!parsed) {
    parsed = parseEffect(site.text, { context: site.context, registry });
    if (cache) remember(cache.parsed, textKey, parsed);
  }
  const problems = [...parsed.diagnostics];
  let program: Program | undefined;
  if (parsed.ast) {
    const index = (at.index ??= worldIndex(at.world, registry));
    const checked = checkEffect(parsed.ast, { world: at.world, index, context: site.context, registry });
    problems.push(...checked.diagnostics);
    program = checked.program;
    if (program !== undefined && !problems.some((p) => p.severity === 'error')) problems.push(...unsupported(program, site.text, game, handled));
  }
  const result: Checked = problems.some((p) => p.severity === 'error') || program === undefined ? { problems } : { program, problems };
  return cache ? remember(cache.checked, key, result) : result;
}

/**
 * Parse and check every effect string of the pack in its game's words
 * against the names the pack defines (`world`, by the registry's world
 * categories), and place each problem on the YAML text.
 */
export function checkEffects(data: PackData, game: PackGame, world: EffectWorld, out: Diagnostic[], options: EffectCheckOptions = {}): PackEffects {
  const effects: PackEffects = Object.fromEntries(game.content.effectKinds.map((k) => [k, {}]));
  const at: LoadWorld = { world, key: JSON.stringify(world), index: null };
  const cache = options.cache ?? null;
  const handled = handledSet(game);
  // A file that defines names is unreadable: a name the string uses may well be defined there, so do not call it unknown.
  const partialWorld = Object.keys(game.language.registry.worldTypes()).some((k) => world[k] === undefined);
  for (const site of game.content.effectSites(data)) {
    const loaded: LoadedEffect = { ...site };
    (effects[site.kind] ??= {})[site.id] = loaded;
    const file = data.files.get(site.stem);
    if (!file) continue;
    let checked: Checked;
    try {
      checked = checkOne(site, game, handled, at, cache);
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
    if (checked.program) loaded.program = checked.program;
    const problems = partialWorld ? checked.problems.filter((p) => p.code !== 'RW-DSL-UNKNOWN-NAME') : checked.problems;
    if (!problems.length) continue;
    const node = nodeAt(file, site.pointer);
    if (isScalar(node)) out.push(...effectDiagnostics(node, file.text, file.lines, problems, { file: file.label, path: site.pointer }));
  }
  return effects;
}
