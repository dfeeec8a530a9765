/**
 * What a game is to rulewright: one typed interface every game module
 * implements (each game folder's `module.ts`: Columbia's, Baldur's Gate's,
 * the fixture game Night Market's ...). The games registry
 * (`interpreter/games/registry.ts`) maps a pack's `pack.yaml` `game:` to a
 * module; everything above it (scenario runner, simulator, CLI, editor) works
 * through this interface and never imports a game.
 *
 * This layer sits on top of `content/` and `core/` and below the games:
 *
 *   diagnostics <- dsl <- content <- game <- the game modules <- games <- scenario, sim <- cli, editor
 *                  dsl <- core    <- game
 *
 * The required parts are what `check`, `play`, `replay` and a plain
 * scenario need. The optional hooks (`hooks.ts`) add what a game knows best
 * (scenario positions, simulator figures, bots, boards); a tool without the
 * hook it wants falls back to the generic behaviour documented there.
 *
 * Hooks are called per engine or per game, never per decision: a module's
 * speed is its rules' speed.
 */
import type { ContentSpec } from '../content/index.ts';
import type { PackEffects } from '../content/index.ts';
import type { GameDef, GameState, PlayerId } from '../core/index.ts';
import type { LanguageDocs, Registry } from '../dsl/index.ts';
import type { GameHooks } from './hooks.ts';

export interface GameModule<G = unknown, R = unknown> {
  /** The name a pack gives in `pack.yaml` `game:` (`columbia`). Lower-case words joined by `-`. */
  readonly id: string;
  /** The game's title, as a sentence names it: "The Siege of Columbia". */
  readonly title: string;
  /**
   * A test fixture, not a product game: it is registered (so every tool can
   * run its pack) but not offered where a designer picks a game to start.
   */
  readonly fixture?: boolean;

  /** The loader's game-specific stages: files, schemas, names, references, effect sites, the Ruleset. */
  readonly content: ContentSpec<R>;

  /** The effect language of this game: the core vocabulary plus the game's words, contexts and world. */
  readonly language: GameLanguage;

  /** How many may play and who they are. */
  readonly seats: Seats<R>;

  /**
   * The rules as a core GameDef for this Ruleset and the loader's effect
   * strings (with their checked ASTs; null: the game reads them from the
   * Ruleset itself, or, if it cannot, they do nothing).
   */
  createGame(rules: R, effects: PackEffects | null): GameDef<G, R>;

  /** What a game came to (or has come to so far): the shape every shell prints. */
  outcome(state: GameState<G>, rules: R): GameOutcome;

  /** Optional parts; each says what a tool does without it. */
  readonly hooks: GameHooks<G, R>;
}

/** The effect language as this game speaks it. */
export interface GameLanguage {
  /** Core words plus the game's, with the game's contexts, actors and world categories. Built once. */
  readonly registry: Registry;
  /**
   * Every registry id the module's rules give a meaning (handler tables),
   * by entry kind. The loader refuses a pack whose effects use an id not in
   * here (`RW-EFFECT-UNSUPPORTED`): a word the game cannot run is an error
   * at `file:line:col`, not at play time.
   */
  readonly handled: Readonly<Record<string, readonly string[]>>;
  /** The game's parts of its generated effect-language page (`rulewright docs`). */
  readonly docs: LanguageDocs;
}

/** Who plays. Player ids are the module's (Columbia: seat colours; the fixture: `p1`, `p2`...). */
export interface Seats<R> {
  /** The player counts this pack supports (Columbia: its setups' counts), ascending. */
  counts(rules: R): readonly number[];
  /** The player ids for `count` players, in seat order; throws on a count not in `counts`. */
  players(rules: R, count: number): readonly PlayerId[];
  /**
   * The side a player plays for: a team (Columbia: the faction id) or, in a
   * game without teams, the player itself. Winners and scores are by side.
   */
  sideOf(rules: R, player: PlayerId): string;
  /** A side's (or player's) name as a sentence says it: "Founders", "Blue", "Player 1". */
  nameOf(rules: R, side: string): string;
}

/**
 * A game's result in one shape for every shell: `rulewright play` prints it,
 * `--json` gives its fields, replay compares it, scenarios expect on it, the
 * simulator counts it.
 */
export interface GameOutcome {
  /** Whether the game has ended. */
  over: boolean;
  /** The winning sides (ids from `seats.sideOf`); empty while not over, or when nobody wins. */
  winners: string[];
  /** Points by side, now (victory points, prestige, ...). */
  scores: Record<string, number>;
  /** Why it ended, as a stable id (`victory-points`, `deck-exhausted`); null while not over. */
  reason: string | null;
  /** How far it went: the round (and the turn when the game counts turns) it ended in, or is in. */
  length: { rounds: number; turns?: number };
  /** A sentence a player would say: "The Founders win on victory points in round 7". No trailing period. */
  sentence: string;
  /** Whose turn it is (a scenario's `activePlayer`), null for nobody's; absent when the game has no turns. */
  active?: PlayerId | null;
}
