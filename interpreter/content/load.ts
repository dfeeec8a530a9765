/**
 * Loading a content pack: YAML -> schema -> references -> effect strings ->
 * typed Ruleset. Pure (no file system), so the editor runs the very same
 * code in the browser. It never throws on bad content: every problem is a
 * Diagnostic, and a bug of ours becomes an `RW-INTERNAL` one.
 */
import type { Diagnostic } from '../diagnostics/index.ts';
import { compareDiagnostics, hasErrors } from '../diagnostics/index.ts';
import { didYouMean } from '../diagnostics/index.ts';
import { diagnose } from './codes.ts';
import type { PackEffects } from './effects.ts';
import { checkEffects } from './effects.ts';
import type { LoadLimits } from './limits.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { keySpan, valueSpan } from './locate.ts';
import { PackData } from './pack-data.ts';
import type { GameCatalogue, PackGame } from './spec.ts';
import type { EffectWorld } from '../dsl/index.ts';
import { validateFile } from './validate.ts';
import type { SchemaStore } from './validate.ts';
import type { SourceFile } from './yaml-file.ts';
import { parseYamlFile } from './yaml-file.ts';

export interface LoadOptions {
  /** The games a pack may name (`pack.yaml` `game:`); the games registry gives it. */
  games: GameCatalogue;
  limits?: Partial<LoadLimits>;
  /** How a file is named in diagnostics (default: the key it was given under, e.g. `board.yaml`). */
  label?: (path: string) => string;
  /** Reuse effect-string results from earlier loads (the catalogue's cache) for unchanged strings (default true). */
  effectCache?: boolean;
  /**
   * Files read and schema-checked by an earlier load of the same pack, kept by
   * the caller (the editor keeps one per pack): an unchanged file is neither
   * parsed nor validated again, so a keystroke re-reads one file, not the pack.
   */
  sources?: SourceCache;
  /** Where validators compiled by an earlier process are kept (the Node shell gives `keptValidators()`); none: compiled here. */
  schemaStore?: SchemaStore;
}

/** One file as an earlier load read it: its parse, and what the YAML and schema stages said. */
export interface CachedSource {
  text: string;
  file: SourceFile;
  diagnostics: readonly Diagnostic[];
  /** It parsed and matched its schema. */
  valid: boolean;
}

/** Where a caller keeps files between loads (a Map will do), by game, label and stem. */
export interface SourceCache {
  get(key: string): CachedSource | undefined;
  set(key: string, entry: CachedSource): unknown;
  delete(key: string): unknown;
}

/** How many of each component the pack has (its game says which), and `effects`: what `rulewright check` summarises. */
export type PackCounts = Record<string, number>;

export interface LoadResult<R = unknown> {
  /** The game the pack was read as (its `game:`, or the fallback); absent when it names no game rulewright has. */
  game?: string;
  /** Present only when the pack has no errors (warnings are fine). */
  ruleset?: R;
  /** Every effect string, with its AST when it parsed; present whenever the files could be read. */
  effects?: PackEffects;
  diagnostics: Diagnostic[];
  counts: PackCounts;
  /** The parsed files by stem, for tools that map positions (the editor). */
  files: Map<string, SourceFile>;
  /** The names effect strings may quote, by the game's world categories (the editor completes them). */
  world?: EffectWorld;
}

const TOP = { line: 1, col: 1, end: { line: 1, col: 1 } };

/**
 * The game a pack is for, from its `pack.yaml` `game:`: a pack without one
 * is read as the catalogue's fallback (with a warning, so a variant copied
 * from an old pack still loads); an unknown name is an error with the list
 * of games.
 */
function gameOf(pack: SourceFile | undefined, games: GameCatalogue, label: (p: string) => string, out: Diagnostic[]): PackGame | null {
  const byId = (id: string) => games.games.find((g) => g.id === id);
  const fallback = byId(games.fallback);
  if (fallback === undefined) throw new Error(`the games registry has no game "${games.fallback}" to read packs without \`game:\` as`);
  const data = pack?.ok ? pack.data : undefined;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return fallback;
  const named = (data as Record<string, unknown>)['game'];
  const ids = games.games.map((g) => g.id);
  if (named === undefined) {
    const where = 'id' in data ? keySpan(pack!, '/id') : { file: label('pack.yaml'), ...TOP };
    out.push(
      diagnose('RW-PACK-NO-GAME', where, `pack.yaml names no game: it is read as \`game: ${games.fallback}\``, `add \`game: ${games.fallback}\`; games: ${ids.join(', ')}`),
    );
    return fallback;
  }
  const game = typeof named === 'string' ? byId(named) : undefined;
  if (game !== undefined) return game;
  const said = typeof named === 'string' ? `"${named}"` : 'something that is not a name';
  const near = typeof named === 'string' ? didYouMean(named, ids) : undefined;
  out.push(
    diagnose('RW-PACK-UNKNOWN-GAME', { ...valueSpan(pack!, '/game'), path: '/game' }, `game: ${said} is not a game rulewright has`, `${near ? `${near} ` : ''}games: ${ids.join(', ')}`),
  );
  return null;
}

/**
 * Load a pack from its files' texts, keyed by path relative to the pack
 * folder (`board.yaml`). Files in subfolders (scenarios, bots) are not part
 * of the pack proper and are ignored here. The pack's `game:` picks the game
 * module whose files, schemas, names and words it is checked against.
 */
export function loadPack<R = unknown>(files: Readonly<Record<string, string>>, options: LoadOptions): LoadResult<R> {
  const limits: LoadLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const label = options.label ?? ((p: string) => p);
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, SourceFile>();
  const result: LoadResult<R> = { diagnostics, counts: {}, files: sources };
  const internal = (stage: string, e: unknown) =>
    diagnostics.push(
      diagnose(
        'RW-INTERNAL',
        { file: label('pack.yaml'), ...TOP },
        `rulewright failed while ${stage}: ${e instanceof Error ? e.message : String(e)}`,
        'this is a bug in rulewright, not in your content: please report it with the pack',
      ),
    );

  // 0. Which game: pack.yaml's `game:`.
  let game: PackGame | null = null;
  const parsed = new Map<string, SourceFile>();
  const cache = options.sources;
  // pack.yaml as step 0 read it, and what parsing it said (step 1 reports that with the schema's findings).
  let packRead: { file: SourceFile; said: readonly Diagnostic[] } | null = null;
  try {
    const packText = files['pack.yaml'];
    if (typeof packText === 'string') {
      // pack.yaml is read before its game is known: its cached parse is keyed by its text alone.
      const key = `\u0000pack\u0000${label('pack.yaml')}`;
      const hit = cache?.get(key);
      if (hit !== undefined && hit.text === packText) packRead = { file: hit.file, said: hit.diagnostics };
      else {
        const said: Diagnostic[] = [];
        const file = parseYamlFile('pack.yaml', label('pack.yaml'), packText, limits, said);
        cache?.set(key, { text: packText, file, diagnostics: said, valid: file.ok });
        packRead = { file, said };
      }
      parsed.set('pack', packRead.file);
    }
    game = gameOf(parsed.get('pack'), options.games, label, diagnostics);
  } catch (e) {
    internal('reading pack.yaml', e);
  }
  if (game === null) {
    diagnostics.sort(compareDiagnostics);
    return result;
  }
  result.game = game.id;
  const spec = game.content;
  const stems = Object.keys(spec.schemas);
  const packFiles = stems.map((stem) => `${stem}.yaml`);

  // 1. YAML, file by file, then 2. each sound file against its schema.
  let schemaValid = true;
  try {
    for (const path of Object.keys(files)) {
      if (path.includes('/') || !/\.ya?ml$/.test(path)) continue;
      if (!packFiles.includes(path))
        diagnostics.push(diagnose('RW-FILE-UNKNOWN', { file: label(path), ...TOP }, `"${path}" is not a file of a ${game.id} pack`, `a pack has: ${packFiles.join(', ')}`));
    }
    for (const stem of stems) {
      const path = `${stem}.yaml`;
      const text = files[path];
      if (typeof text !== 'string') {
        if (spec.optionalFiles?.includes(stem)) continue;
        diagnostics.push(diagnose('RW-FILE-MISSING', { file: label(path), ...TOP }, `the pack has no ${path}`, `create it: ${spec.schemaDir}/${stem}.schema.json lists its fields`));
        schemaValid = false;
        continue;
      }
      const key = `${game.id}\u0000${stem}\u0000${label(path)}`;
      let read = cache?.get(key);
      if (read === undefined || read.text !== text) {
        const reuse = stem === 'pack' && packRead !== null && packRead.file.text === text ? packRead : null;
        const said: Diagnostic[] = reuse !== null ? [...reuse.said] : [];
        const file = reuse !== null ? reuse.file : parseYamlFile(path, label(path), text, limits, said);
        const valid = file.ok && validateFile(file, stem, said, spec.validators.validator(stem, options.schemaStore));
        read = { text, file, diagnostics: said, valid };
        cache?.set(key, read);
      }
      diagnostics.push(...read.diagnostics);
      if (!read.file.ok) {
        schemaValid = false;
        continue;
      }
      sources.set(stem, read.file);
      if (!read.valid) schemaValid = false;
    }
  } catch (e) {
    internal('reading the YAML files', e);
  }

  // 3. References and counts, 4. effect strings: on whatever is readable.
  const flagged = new Set<string>();
  const stemOf = new Map([...sources].map(([stem, f]) => [f.label, stem]));
  for (const d of diagnostics) if (d.path !== undefined && stemOf.has(d.file)) flagged.add(`${stemOf.get(d.file)}#${d.path}`);
  const data = new PackData(sources, diagnostics, flagged);
  try {
    const world = spec.check(data);
    result.world = world;
    result.effects = checkEffects(data, game, world, diagnostics, { cache: options.effectCache === false ? null : (options.games.effectCache ?? null) });
  } catch (e) {
    internal('checking references and effects', e);
  }

  // 5. The Ruleset, when nothing is wrong.
  try {
    if (schemaValid && !hasErrors(diagnostics)) {
      const validated = Object.fromEntries([...sources].map(([stem, f]) => [stem, f.data]));
      result.ruleset = spec.build(validated, (stem) => label(`${stem}.yaml`)) as R;
    }
  } catch (e) {
    internal('building the ruleset', e);
  }

  try {
    result.counts = { ...spec.counts(result.ruleset ?? null, data), effects: effectCount(result.effects) };
  } catch (e) {
    internal('counting components', e);
  }
  diagnostics.sort(compareDiagnostics);
  return result;
}

function effectCount(effects: PackEffects | undefined): number {
  return effects ? Object.values(effects).reduce((n, byId) => n + Object.keys(byId).length, 0) : 0;
}
