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
import type { JsonSchema, PackEffects } from '../content/index.ts';
import type { Chooser, Decision, Engine, GameState, Json, LogEntry, Option, PlayerId, Rng, Task } from '../core/index.ts';
import type { Diagnostic } from '../diagnostics/index.ts';
import type { Check, ScenarioContext, ScenarioNames } from './scenario.ts';
import type { NameKind, ScenarioCode } from './scenario-report.ts';
import type { RecordFold, TestResult } from './statistics.ts';

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

/** A position laid out for play: the game data, and the tasks play starts with (in order). */
export interface PreparedPosition<G> {
  g: G;
  tasks: Task[];
}

/** What a game's position builder reads besides the scenario file's data. */
export interface PositionContext<R> extends ScenarioContext<R> {
  /** The scenario's seed (its file name unless `setup.seed` gives one): what the setup leaves random. */
  seed: string | number;
  /** The pack's effects (with their checked ASTs), for what the position puts in force. */
  effects: PackEffects | null;
}

/** A golden playthrough every pack of a game keeps (docs/SCENARIOS.md): random bots, one seed. */
export interface GoldenGame {
  /** File stem: `2p-seed-11` -> `2p-seed-11.blue.jsonl`. */
  id: string;
  players: number;
  seed: number;
  bot: 'random';
}

/**
 * A game's part of scenario files. Without it a scenario of the game starts
 * from `setup: { players, seed }` (or a saved `position`), and expects the
 * generic keys only (log, decision, over, winner, reason, activePlayer).
 */
export interface ScenarioHooks<G, R> {
  /**
   * The game's parts of the scenario schema: its top-level position fields
   * and its `setup` fields beyond players and seed (`properties` of each),
   * and its `expect:` keys (merged into the generic schema/scenario.schema.json).
   */
  schema: { position: Record<string, JsonSchema>; setup?: Record<string, JsonSchema>; expect: Record<string, JsonSchema>; definitions?: Record<string, JsonSchema> };
  /** The names a scenario of this game writes (its components); without: player ids and names only. */
  names?(rules: R, players: readonly PlayerId[]): ScenarioNames;
  /**
   * The kinds of name this game's scenario lookups report when a name is
   * unknown (`miss(kind, ...)`), each with the code of its diagnostic
   * (documented in docs/DIAGNOSTICS.md; several kinds may share one). The
   * generic layer knows only `player`.
   */
  nameKinds?: Readonly<Record<NameKind, ScenarioCode>>;
  /**
   * The game data and first tasks for a scenario's position, from the
   * scenario file's data (`raw`, schema-valid). Null when a problem was reported.
   */
  buildPosition(raw: Readonly<Record<string, unknown>>, ctx: PositionContext<R>): PreparedPosition<G> | null;
  /** Compiles one of the game's `expect:` keys (`pointer`: the key's), reporting problems; its checks run in the order written. */
  compileExpect?(key: string, value: unknown, pointer: string, ctx: ScenarioContext<R>): Check<G, R>[];
  /** Extra names an answer may use for an option (Columbia: a card's name, `name c/i/e`). */
  aliases?(rules: R): (option: Option) => string[];
  /** The faces a `dice:` step may give, and how to name them in a message ("white: 1 1 2 2 3 4"). */
  dieFaces?(rules: R): { faces: readonly Json[]; text: string };
  /** Expectation lines the editor's "Save as scenario" writes for a state (YAML `key: value` lines, indented by the caller). */
  snapshotExpect?(state: GameState<G>, rules: R): string[];
  /** The golden playthroughs every pack of this game keeps. */
  goldenGames?: readonly GoldenGame[];
}

// ------------------------------------------------------------------ simulator

/**
 * What the simulator keeps of one finished game beyond the generic record
 * (seats, sides, winners, scores, reason, length, bots).
 */
export interface GameFigures {
  /** Named numbers of the whole game (`vpFromTerritories`, `combats`): averaged, and tested pair by pair with --against. */
  figures: Record<string, number>;
  /** Per player, named labels (`leader: jeremiah-fink`): win rates are broken down by them. */
  labels: Record<string, Record<string, string>>;
  /** The game's own part of the record, folded by `SimHooks.summary` (plain JSON: it crosses worker boundaries). */
  game?: Json;
}

/** A bot file compiled: a bot for one seat (its stream's seed; `hits` counts the rules that answered), and its conditions that could not be read on an engine. */
export interface PackBot<G, R> {
  make(seed: string, hits?: Record<string, number>): Chooser & { fallbacks: number };
  failures?(engine: Engine<G, R>): Record<string, string>;
}

/** Counts one game as it runs: fed each step's log (the `statsLog` kinds only), read once at the end. */
export interface GameCounter<G> {
  begin(state: GameState<G>): void;
  feed(entries: readonly LogEntry[]): void;
  end(state: GameState<G>): GameFigures;
}

/** A table of a report: a title, a header row, rows of cells (the text report pads them, the page draws them). */
export interface ReportTable {
  title: string;
  head: string[];
  rows: string[][];
  /** A line under the title (what the numbers are). */
  note?: string;
}

/** A figure of the game's own part compared between two runs (the generic comparison adds the test and the q). */
export interface GameComparison {
  what: string;
  kind: 'proportion' | 'mean';
  a: number;
  b: number;
  test: TestResult & { method: string };
}

/** The game's own statistics over a run: its fold of the records' `game` parts, and how the reports show it. */
export interface SimSummaryHooks {
  fold(): RecordFold<Json | undefined, Json>;
  /** Fields added to `simulate --json` (Columbia: byLeader, byTimeline, victoryPoints, cards, events). */
  json?(summary: Json): Record<string, Json>;
  /** Tables for the text report, the --report page and the editor's balance panel (`name`: ids to names). */
  tables?(summary: Json, name: (id: string) => string): ReportTable[];
  /** Its figures of two runs side by side (unpaired rates: the generic layer pairs per-game figures itself). */
  compare?(a: Json, b: Json): GameComparison[];
}

export interface SimHooks<G, R> {
  /**
   * The players in the order they take their first turns (the first player
   * first), read once after setup: the simulator reports the sides' win
   * rates by this place apart from the sides themselves (seat advantage
   * apart from faction balance). Without: the seat order (`state.players`).
   */
  startOrder?(state: GameState<G>, rules: R): readonly PlayerId[];
  /** The log kinds the counter reads (kept in simulation; the engine skips building the others). */
  statsLog?: readonly string[];
  /** Counters for this Ruleset's games (made once per run: what every game shares), one per game (preferred: constant memory however long the game). */
  counter?(rules: R): () => GameCounter<G>;
  /** The game's figures and labels, read once at the end of each game from the `statsLog` entries. */
  record?(g: G, rules: R, log: readonly LogEntry[]): GameFigures;
  /** Display names by id for the reports (leaders, cards, events...; the sides' come from the seats). */
  names?(rules: R): Record<string, string>;
  /** What the reports call a side ("faction"; default "side") and the scores ("victory points"; default "score"). */
  words?: { side?: string; score?: string };
  summary?: SimSummaryHooks;
  /**
   * The game's own bots by name (`heuristic`), each a factory for one seat:
   * `seed` is the seat's own stream (`<game seed>:<seat>`). A bot may count
   * `fallbacks` (answers it could not give legally, replaced by a random one).
   */
  bots?: Readonly<Record<string, (rules: R, seed: string | number, seat: PlayerId) => Chooser>>;
  /**
   * The pack's bot files (`<pack>/bots/*.yaml`) compiled: bots by name
   * (their path under bots/ without `.yaml`), and the problems found, at
   * file:line:col. Without: a pack's bot files are not read.
   */
  botFiles?: {
    compile(texts: Readonly<Record<string, string>>, rules: R, labelOf: (name: string) => string): { bots: Record<string, PackBot<G, R>>; diagnostics: Diagnostic[] };
  };
  /**
   * One game played on the fast path with the game's own invariants (and,
   * with `views`, every seat's and a spectator's view for leaks) checked at
   * each decision: what the soak bench runs beside the pool. The problems,
   * each naming its decision; empty when all held.
   */
  checkedGame?(engine: Engine<G, R>, seed: string, players: readonly PlayerId[], bots: Readonly<Record<PlayerId, Chooser>>, options: { views?: boolean }): { decisions: number; problems: string[] };
  /** YAML bots: the decision kinds their rules may name and the option features they may read. */
  yamlBots?: {
    decisionKinds: readonly string[];
    /** Feature name -> one line saying what it is. */
    features?: Readonly<Record<string, string>>;
    /** The features' values for one option of a decision. */
    featuresOf?(g: G, rules: R, decision: Decision, option: Option): Record<string, number>;
  };
  /**
   * A search bot's guess at what `viewer` cannot see (the search bot,
   * `mcts`, plays its playouts on such guesses): `state` is a copy the hook
   * changes in place so that `viewer`'s view stays exactly as it was while
   * everything hidden from it (others' hands, the order of face-down decks,
   * face-down tokens, cards played face down) is dealt again from `rng`
   * (game/hidden.ts `reshuffleZones`). It reads the hidden parts only as a
   * whole (which things are unseen, never where each one is): two states the
   * viewer cannot tell apart come out equal from equal generators. The dice
   * to come are the bot's (it reseeds `state.rng`). Without: the search bot
   * pools every array `redact` hides and deals it again, and refuses a game
   * whose redaction hides anything else.
   */
  determinize?(state: GameState<G>, viewer: PlayerId, rules: R, rng: Rng): void;
  /**
   * What an unfinished position is worth to each side, in the game's score
   * units (Columbia: victory points): its score now plus what its place on
   * the board promises (a territory nearly held, pieces standing). The
   * search bot scores a playout it stops before the end by the lead this
   * gives (interpreter/sim/search/evaluate.ts). Reads only what every seat
   * may see. Without: the scores of the module's `outcome`.
   */
  value?(engine: Engine<G, R>, state: GameState<G>): Record<string, number>;
}

// ------------------------------------------------------------------ display

/**
 * A board as groups of nodes joined by edges: the editor draws it (and lays
 * it out from the groups and edges alone), the game fills it from a view.
 * Everything beyond ids, labels and edges is optional: a game draws as much
 * of its board as it says.
 */
export interface BoardPicture {
  /** Areas of the board (Columbia's territories), each holding its nodes. `owner`: the player or side holding it (its colour frames it). */
  groups: { id: string; label: string; nodes: string[]; owner?: string | null; note?: string; track?: GroupTrack }[];
  nodes: BoardNode[];
  edges: { from: string; to: string; kind?: string }[];
  /** Routes drawn through nodes in order (Columbia's Sky-Lines), each stop numbered. */
  routes?: { id: string; label: string; nodes: string[] }[];
  /** What the badges and blocks mean, under the board ("B: Booker"). */
  legend?: string[];
  /** Things that are on no node now ("Booker"). */
  offBoard?: string[];
  /** Tracks printed on the board (Baldur's Gate's Attack Strength Track), drawn with it: each space's text and where the marker stands. */
  tracks?: BoardTrack[];
}

/** A small track in a group's corner (Baldur's Gate's district attack track): `filled` of `of` boxes taken. */
export interface GroupTrack {
  filled: number;
  of: number;
  /** In words, for tooltips and screen readers ("3 of 4 attacks"). */
  title: string;
}

/** A track printed on the board: its spaces' texts, the marker's space (0-based; null: off it), and a note ("face-down token: 2"). */
export interface BoardTrack {
  id: string;
  label: string;
  spaces: string[];
  at: number | null;
  note?: string;
}

/** One space of a board. */
export interface BoardNode {
  id: string;
  label: string;
  /** Printed number (shown in a disc). */
  number?: number | string;
  /** States drawn on the node: `destroyed` is hatched, `closed` greyed; others are named in its description. */
  marks?: string[];
  /** The player in control of it (its colour frames the node). */
  owner?: string | null;
  pieces?: BoardPiece[];
  /** Markers in the node's corner: a token, a figure. `kind` names it for styling (`token-down`). */
  badges?: { kind: string; text: string; sub?: string; title: string }[];
  /** Everything on it, in words (screen readers, the detail line); default: built from the rest. */
  description?: string;
  /** Where the printed board puts it (x, y in any unit; y grows downward): when every node has one, the editor lays the board out from them instead of from the graph. */
  at?: readonly [number, number];
}

/**
 * Pieces on a node, drawn one owner to a line: `count` ones as a disc with
 * their number, `block` ones as a labelled block, `name` ones (the default)
 * by their label.
 */
export interface BoardPiece {
  label: string;
  /** The player whose piece it is. */
  owner?: string | null;
  /** The player or colour set whose colour it is drawn in (default: the owner). */
  look?: string | null;
  /** `figure`: a pawn with its name (a leader, a worker); `name` (the default): the name alone. */
  kind?: 'count' | 'block' | 'name' | 'figure';
  /** How many (`count` and `block` pieces). */
  count?: number;
  /** The piece in words (tooltips): "2 strongholds". */
  title?: string;
  /** The game's ids of the pieces it stands for (a disc of 3 commons: 3 ids), so a move can be made by clicking it (`DisplayHooks.optionMove`). */
  ids?: string[];
}

/**
 * What lies beside the board, in rows: a block per shared thing (the world
 * event, victory cards, scores) and a card per player or side (resources,
 * a hand shown card by card or only counted, a small grid).
 */
export interface TablePicture {
  sides: TableSide[];
  shared?: { label: string; value: string }[];
  /** The summary beside the board. */
  blocks?: TableBlock[];
  /** Where the game stands, for the status line ("Round 3", "actions · main"). Without: the round of the module's outcome. */
  status?: string[];
}

export interface TableSide {
  id: string;
  label: string;
  rows: { label: string; value: string }[];
  /** The player it is (coloured as that seat); absent for a side that is no seat (a faction). */
  player?: string;
  /** Short flags by the name ("first player"). */
  pills?: string[];
  /** A pile the viewer may see card by card, or only count (`{ hidden: n }`). */
  cards?: { label: string; cards: CardPicture[] | { hidden: number } };
  /** A small table under it (Columbia's upgrades). */
  grid?: { title?: string; head: string[]; rows: string[][] };
  /** One line of smaller print under it. */
  note?: string;
}

export interface CardPicture {
  id: string;
  name: string;
  /** Numbers printed on it, in order ("combat" 3). */
  values?: { label: string; value: number }[];
  /** Flags shown on the card ("locked"). */
  tags?: string[];
  title?: string;
}

export interface TableBlock {
  id: string;
  title: string;
  /** Small print by the title ("12 cards left"). */
  note?: string;
  lines: { text: string; strong?: string; badge?: string; pills?: string[]; player?: string; muted?: boolean; title?: string }[];
}

export interface DisplayHooks<R> {
  /**
   * The terminal's picture of a position as one player may see it (`view` is
   * `engine.view(state, player)`, as JSON): the table (players,
   * scores, whose turn) and the board, as lines. Without: a human seat at the
   * terminal sees the decision and the log only.
   */
  text?(view: Json, rules: R, playerName: (player: PlayerId) => string): { table: string[]; board: string[] };
  /** Where the game stands (round, phase, whose turn) in the view: the terminal shows the picture again when it changes. Without: at every decision. */
  stage?(view: Json): string;
  /** The editor's board, from the whole view (`engine.view(state, viewer)`). Without: no board is drawn. */
  board?(view: Json, rules: R): BoardPicture;
  /** The editor's summary and players tab, from the whole view. Without: the decision and the log only. */
  table?(view: Json, rules: R, playerName?: (player: PlayerId) => string): TablePicture;
  /** Which board nodes an option is about (highlighted while choosing). */
  optionNodes?(option: Option, decision: Decision, rules: R): string[];
  /**
   * The move an option makes, when it moves one piece (a `BoardPiece.ids`
   * id) from one node to another: the editor then lets a person click the
   * piece and its destination instead of finding the option in the list.
   * Without (or null): the option is picked from the list only.
   */
  optionMove?(option: Option, decision: Decision, rules: R): { piece: string; from: string; to: string } | null;
  /** A player's or side's colour for the editor (CSS), by id. Without (or undefined): one from a fixed palette by seat. */
  colour?(player: string, rules: R): string | undefined;
  /** What a person at the terminal may ask for while deciding, in the rulebook's words (no internal ids). */
  terminal?: TerminalHooks<R>;
}

/**
 * The terminal's reference for a person playing a seat (`rulewright play
 * --bots human,...`): each is a command they may type at a question. `view`
 * is what that seat may see (`engine.view(state, player)`, as JSON), so a
 * hook never shows a hidden card. Every hook is optional: the terminal says
 * the game has none.
 */
export interface TerminalHooks<R> {
  /** The decision worded for a person: its prompt and each option's label (same order), without internal ids. */
  decision?(decision: Decision, view: Json, rules: R): { prompt: string; options: string[] };
  /** `map`: the board with its connections (what is next to what, routes between places). */
  map?(view: Json, rules: R): string[];
  /** `card NAME`: a card or other component by its name (any case, a prefix is enough), with its text; null when nothing has that name. */
  card?(name: string, view: Json, rules: R): string[] | null;
  /** `sheet [PLAYER]`: one player's sheet as the seat may see it (resources, hand or its size, pieces, score); `player` is an id. */
  sheet?(player: PlayerId, view: Json, rules: R, playerName: (player: PlayerId) => string): string[];
  /** `rules`: the rules of the step the game is at, summarized in the rulebook's words. */
  rules?(view: Json, rules: R): string[];
  /** `key`: what the marks of the terminal's pictures mean (`3/1/1`, `(?)`, ...). */
  key?: readonly string[];
}

// ------------------------------------------------------------------ editor

/**
 * One entry of the editor's content tree for a file: a component (a card, a
 * district) or a heading over some (`group`). The editor finds its line from
 * the pointer, and marks it reconstructed when the data there says so.
 */
export interface OutlineNode {
  label: string;
  /** Text beside the label: values, counts. */
  detail?: string;
  /** JSON pointer in the file (`/decks/0/cards/3`); a group points where its entries start. */
  pointer: string;
  /** A heading over entries, not a component of its own. */
  group?: true;
  children?: OutlineNode[];
}

/** One choice a new test-play game offers beyond the player count and the seed (Columbia: each player's leader, the timeline), instead of the setup's draw. */
export interface NewGameChoice {
  id: string;
  label: string;
  /** The player it is for (shown by that seat's name), if any. */
  player?: PlayerId;
  options: { id: string; label: string }[];
}

/** A component drawn as a card in the editor's preview (EditorHooks.preview), in the game's words. */
export interface CardPreview {
  title: string;
  /** What it is and whose: "Action card · Founders", "Building · Market". */
  subtitle: string;
  /** The card's colour (CSS): its side's, or its kind's. Without: a neutral grey. */
  colour?: string;
  /** Short marks beside the subtitle or under the head: a deck, a count, votes, points. */
  chips?: string[];
  /** Printed numbers, drawn as discs. */
  values?: PreviewValue[];
  /** A named ability, power or benefit. */
  ability?: { name: string; kind?: string; locked?: boolean; text: string };
  /** The card's own text (rules in words). */
  text?: string;
  /** A sentence under the card when something it refers to is missing ("No card type named X"). */
  note?: string;
  /** The effect-language sources behind it, each with what it is ("Effect", "When built", "Income"). */
  effects?: { label: string; source: string }[];
  /** A table under the card: every printing of a card type, say. */
  table?: { caption: string; head: string[]; rows: (string | number)[][] };
  /** `provenance: reconstructed`: authored, not printed. */
  reconstructed: boolean;
}

export interface PreviewValue {
  /** The value's name, as printed: `combat`, `cost`. */
  label: string;
  /** Null: the card does not print it. */
  value: number | null;
  /** Its disc's colour (CSS). */
  colour?: string;
  /** The key of the row at the cursor that holds it: the editor offers "try values" for it (Balance plays each). */
  field?: string;
}

export interface EditorHooks<R> {
  /** The file the editor opens first (a stem: `action-cards`). */
  firstFile?: string;
  /**
   * The pack's rules files in the order a designer reads the game, by stem,
   * with the name the content tree and the tabs give each (`action-cards`:
   * 'Action cards'). Without: files by name, in name order.
   */
  files?: Readonly<Record<string, string>>;
  /**
   * The content tree's entries for one rules file (its stem and its data, as
   * far as it parses), in the game's words. Without, or for a stem it
   * returns null for: each top-level list is a heading over its entries,
   * named by `name` or `id`.
   */
  outline?(stem: string, data: Json): OutlineNode[] | null;
  /**
   * The card (or other component) at the cursor, as players see it: `pointer`
   * is the JSON pointer of the innermost value under the cursor in the file
   * `stem` (`/decks/0/cards/4/combat`), `data` the file as far as it parses.
   * Null when the cursor is on nothing the game draws as a card. Without: no
   * card preview for the game's files.
   */
  preview?(stem: string, data: Json, pointer: string): CardPreview | null;
  /** Choices a new game offers for these seats instead of the setup's draw. */
  newGameChoices?(rules: R, players: readonly PlayerId[]): NewGameChoice[];
  /**
   * The answers given (choice id -> option id; unanswered ones left out) as
   * scenario keys (docs/SCENARIOS.md) the game's position builder lays over
   * the dealt game: the new game starts as that scenario, with no script.
   */
  newGameScenario?(rules: R, answers: Readonly<Record<string, string>>): Record<string, Json>;
}

// ------------------------------------------------------------------ saved games

export interface SavedGameHooks {
  /** Game data (`state.g`) saved by an earlier version (a scenario's `position`), in today's shape (pure; returns the input when nothing changed). */
  migrateState?(g: Json): Json;
  /**
   * The same state as earlier versions kept it (fields they did not have
   * removed): a saved game's checkpoint hashed by one of them still matches.
   */
  earlierShapes?(state: GameState): GameState[];
}
