/**
 * What the generic loader asks a game for: the content half of a game
 * module (`interpreter/game/module.ts`). The loader keeps the generic stages
 * (YAML with positions, limits, ajv, locating diagnostics, effect strings
 * parsed and checked against the game's registry, counts, did-you-mean);
 * a game says which files a pack has, what their schemas are, which names
 * they define and how they refer to each other, where effect strings live,
 * and how the checked files become its Ruleset.
 */
import type { EffectContextKind, EffectProblem, EffectWorld, ParseResult, Registry } from '../dsl/index.ts';
import type { Program } from '../effect-ir/index.ts';
import type { PackData } from './pack-data.ts';
import type { JsonSchema } from './schemas.ts';
import type { SchemaSet } from './validate.ts';

/** Which grammar entry a string is parsed with: a statement list, or a single condition. */
export type EffectRole = 'effect' | 'condition' | 'ability';

/** One effect-language string of a pack. */
export interface EffectSite {
  /** The kind of component that holds it (the game's `effectKinds`: Columbia's `cardTypes`, `worldEvents`...). */
  kind: string;
  /** The component's id in the Ruleset. */
  id: string;
  role: EffectRole;
  /** Which constructs the string may use: a context the game's registry declares. */
  context: EffectContextKind;
  stem: string;
  /** JSON pointer of the string in its file. */
  pointer: string;
  text: string;
}

/** A line of `rulewright check`'s summary: the count's key, and how one and many read. */
export type SummaryItem = readonly [key: string, one: string, many: string];

export interface ContentSpec<R = unknown> {
  /**
   * Content file stem (`board` for `board.yaml`) -> its JSON Schema, in the
   * order files are checked. `pack` (pack.yaml) comes first and its schema
   * covers the whole file: the generic header (`game`, `id`, `name`,
   * `version`, `description`) and the game's own fields.
   */
  readonly schemas: Readonly<Record<string, JsonSchema>>;
  /** The schemas, compiled on first use (`schemaSet(schemas)`). */
  readonly validators: SchemaSet;
  /** Where the schemas live in the repository, for hints and `$schema` lines: `schemas/columbia`. */
  readonly schemaDir: string;
  /** Stems of `schemas` a pack may leave out (the others are `RW-FILE-MISSING` when absent). */
  readonly optionalFiles?: readonly string[];
  /** The kinds of component that hold effect strings; `LoadResult.effects` has an entry for each. */
  readonly effectKinds: readonly string[];
  /**
   * Checks what the files refer to (unknown names, duplicates, the counts
   * the printed game has) and returns the names effect strings may quote,
   * by the registry's world categories. A category is left out when the
   * file defining it is unusable (then an unknown name is not reported).
   */
  check(data: PackData): EffectWorld;
  /** Every effect string of the pack, in file order. */
  effectSites(data: PackData): EffectSite[];
  /** The Ruleset from files that passed every check (by stem); `labelOf` names a file in diagnostics and sources. */
  build(files: Readonly<Record<string, unknown>>, labelOf: (stem: string) => string): R;
  /**
   * How many of each component the pack has (`rulewright check`'s summary
   * and `--json` counts): from the Ruleset when it was built, else a best
   * effort from the files. The loader adds `effects`.
   */
  counts(rules: R | null, data: PackData): Record<string, number>;
  /** The counts `rulewright check` names, in order. */
  readonly summary: readonly SummaryItem[];
}

/** The parts of a game module the loader uses: its name, content spec and language. */
export interface PackGame<R = unknown> {
  readonly id: string;
  readonly content: ContentSpec<R>;
  readonly language: {
    readonly registry: Registry;
    /** Registry ids the game's rules give a meaning, by entry kind. */
    readonly handled: Readonly<Record<string, readonly string[]>>;
  };
}

/**
 * The games a pack may name, as the loader sees them (the games registry
 * gives it: the content layer imports no game).
 */
export interface GameCatalogue {
  /** Every game a pack may name. */
  readonly games: readonly PackGame[];
  /** What a pack without `game:` is read as (with a warning): the game rulewright first shipped. */
  readonly fallback: string;
  /** Effect-string results kept between loads (`effectCache()`): what makes the editor's re-check cheap. */
  readonly effectCache?: EffectCache;
}

/** A string's check: its AST when it has no error, and every problem. */
export interface Checked {
  program?: Program;
  problems: EffectProblem[];
}

/** Effect-string results kept between loads (see content/effects.ts): parses by (game, context, text), checks by names too. */
export interface EffectCache {
  readonly parsed: Map<string, ParseResult>;
  readonly checked: Map<string, Checked>;
}
