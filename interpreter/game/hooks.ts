/**
 * The optional parts of a game module: what the scenario runner, the
 * simulator, the terminal and the editor ask a game for when they can do
 * better than the generic behaviour. Every slot may be left out; the comment
 * on each says what a tool does then. The shapes here are the contract
 * between a game and the tools: a tool reads only these fields, a game fills
 * only these fields.
 *
 * Types the tools own in detail (a scenario's compiled steps, a simulator
 * record) appear here in their plain-data form so that a game can implement
 * a hook without importing the tool.
 */
import type { JsonSchema } from '../content/index.ts';
import type { Chooser, Decision, Json, LogEntry, Option, PlayerId, Task } from '../core/index.ts';

export interface GameHooks<G, R> {
  /** Scenario files: the game's position and expectation fields. Without: `setup:` positions and the generic expectations only. */
  scenario?: ScenarioHooks<G, R>;
  /** The simulator: per-game figures, statistics and the game's bots. Without: win rates by side and seat, lengths, random bots. */
  sim?: SimHooks<G, R>;
  /** Text and pictures of a position. Without: the terminal shows the decision and the log only; the editor a plain decision list. */
  display?: DisplayHooks<R>;
  /** The editor's per-game parts. Without: no outline, no card preview, no new-game choices beyond the player count. */
  editor?: EditorHooks<R>;
  /** Saved games from before a change of the state's shape. Without: a saved state is read as it is. */
  savedGames?: SavedGameHooks;
}

// ------------------------------------------------------------------ scenarios

/** A problem in a scenario file at a JSON pointer of the file (the runner places it at file:line:col). */
export interface ScenarioReporter {
  error(pointer: string, message: string, hint?: string): void;
  warning(pointer: string, message: string, hint?: string): void;
}

/** A position laid out for play: the game data, the tasks play starts with. */
export interface PreparedPosition<G> {
  g: G;
  /** The first tasks (run after the game's own start task), in order. */
  tasks: Task[];
}

/** A game's expectation on a state: null when it holds, else what differed. */
export type ExpectationResult = null | { message: string; expected: string; actual: string };

export interface ScenarioHooks<G, R> {
  /** The JSON Schema of the game's top-level position fields and of its `expect:` fields (merged into the generic scenario schema). */
  schema?: { position?: JsonSchema; expect?: JsonSchema };
  /** The position fields this game reads (top-level keys of a scenario file beside `setup`, `script`, `expect`...). */
  positionKeys?: readonly string[];
  /**
   * The game data and first tasks for a scenario's position: `raw` is the
   * scenario file's data, `players` the seats. Null when a problem was reported.
   */
  buildPosition?(raw: Readonly<Record<string, Json>>, rules: R, players: readonly PlayerId[], report: ScenarioReporter): PreparedPosition<G> | null;
  /**
   * Tasks that put in force what the position says happened earlier
   * (Columbia: the lasting effects of timeline steps and world events passed).
   */
  lastingTasks?(position: PreparedPosition<G>, raw: Readonly<Record<string, Json>>, rules: R): Task[];
  /** The expectation keys this game adds (`eagles`, `controllerOf`, ...). */
  expectKeys?: readonly string[];
  /** Checks one of the game's expectation keys against a state (`view` is the whole state's game data). */
  expect?(key: string, expected: Json, g: G, rules: R): ExpectationResult;
  /** Other spellings an answer may use for an option (Columbia: `c`/`i`/`e` for a card's combat/influence/eagles). */
  aliases?(rules: R): Readonly<Record<string, readonly string[]>>;
  /** The names a scenario may use for the game's components (for did-you-mean). */
  names?(rules: R): readonly string[];
  /** Expectation lines the editor's "Save as scenario" writes for a state (YAML `key: value` lines). */
  snapshotExpect?(g: G, rules: R): string[];
  /** The golden playthroughs every pack of this game keeps (players and seed each). */
  goldenGames?: readonly { id: string; players: number; seed: number | string }[];
}

// ------------------------------------------------------------------ simulator

/** What the simulator keeps of one finished game beyond the generic record (seats, winners, scores, reason, length). */
export interface GameFigures {
  /** Named numbers of the whole game (`vpFromTerritories`, `combats`): averaged and compared across runs. */
  figures: Record<string, number>;
  /** Per side or seat, named labels (`leader: Jeremiah Fink`): win rates are broken down by them. */
  labels: Record<string, Record<string, string>>;
}

export interface SimHooks<G, R> {
  /** The log kinds `record` reads (kept in simulation; the others are skipped). */
  statsLog?: readonly string[];
  /** The game's figures and labels, read once at the end of each game. */
  record?(g: G, rules: R, log: readonly LogEntry[]): GameFigures;
  /** The game's own bots by name (`heuristic`), each a factory for one seat with its own random stream. */
  bots?: Readonly<Record<string, (rules: R, seed: string | number, seat: PlayerId) => Chooser>>;
  /** YAML bots: the decision kinds their rules may name and the option features they may read. */
  yamlBots?: {
    decisionKinds: readonly string[];
    /** Feature name -> one line saying what it is. */
    features?: Readonly<Record<string, string>>;
    /** The features' values for one option of a decision. */
    featuresOf?(g: G, rules: R, decision: Decision, option: Option): Record<string, number>;
  };
}

// ------------------------------------------------------------------ display

/** A board as groups of nodes joined by edges: the editor draws it, the game fills it. */
export interface BoardPicture {
  groups: { id: string; label: string; nodes: string[]; owner?: string | null }[];
  nodes: { id: string; label: string; marks?: string[]; owner?: string | null; pieces?: { label: string; owner?: string | null }[] }[];
  edges: { from: string; to: string; kind?: string }[];
}

/** A player's or side's things in rows: resources, piles with hidden counts, public piles. */
export interface TablePicture {
  sides: { id: string; label: string; rows: { label: string; value: string }[] }[];
  shared?: { label: string; value: string }[];
}

export interface DisplayHooks<R> {
  /** The terminal's picture of a position as one player may see it (`view` is `engine.view(state, player)`). */
  text?(view: Json, rules: R, viewer: PlayerId | null): string;
  /** The editor's board. */
  board?(view: Json, rules: R): BoardPicture;
  /** The editor's players tab. */
  table?(view: Json, rules: R): TablePicture;
  /** Which board nodes an option is about (highlighted while choosing). */
  optionNodes?(option: Option, decision: Decision, rules: R): string[];
  /** A player's colour for the editor (CSS), by player id. */
  colour?(player: PlayerId, rules: R): string | undefined;
}

// ------------------------------------------------------------------ editor

export interface OutlineNode {
  label: string;
  /** JSON pointer in the file. */
  pointer: string;
  children?: OutlineNode[];
}

/** One choice a new test-play game offers beyond the player count (Columbia: leaders, the timeline). */
export interface NewGameChoice {
  id: string;
  label: string;
  options: { id: string; label: string }[];
}

export interface EditorHooks<R> {
  /** The file the editor opens first (a stem: `action-cards`). */
  firstFile?: string;
  /** Section names for the outline of one content file's data. */
  outline?(stem: string, data: Json): OutlineNode[];
  /** A card's preview for the component at `pointer` of a file, as title and lines. */
  preview?(stem: string, data: Json, pointer: string): { title: string; lines: string[] } | null;
  /** Choices a new game offers (the answers become the first moves or setup options). */
  newGameChoices?(rules: R, players: number): NewGameChoice[];
}

// ------------------------------------------------------------------ saved games

export interface SavedGameHooks {
  /** A state saved by an earlier version, in today's shape (pure; returns the input when nothing changed). */
  migrateState?(state: Json): Json;
}
