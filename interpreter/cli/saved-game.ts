/**
 * The replay file `rulewright play --save` (and `simulate --save`) writes and
 * `rulewright replay` verifies, and how a game is rebuilt from it.
 *
 * Version 1: a new game: content hash, seed, players, every choice, a state
 * hash every CHECKPOINT_EVERY choices and the final state's.
 * Version 2: the same, and a game may start from a scenario: the file then
 * holds the scenario's text (so it replays when the scenario file has changed
 * or gone), which of its choices the scenario's script made, and the dice
 * and picks the script wrote for them. Version 1 files still replay.
 */
import type { Choice, GameState, Json } from '../core/index.ts';
import type { ColumbiaG } from '../columbia/state.ts';

export const REPLAY_FORMAT = 'rulewright-replay';
/** The version `play --save` writes; replay reads every version up to it. */
export const REPLAY_VERSION = 2;

/** Dice and picks the scenario's script wrote for the draws of choice `before + 1` (appended to the state's script before it is made). */
export interface Injection {
  before: number;
  rolls: Json[];
  picks: number[];
}

/** Where a game started from a scenario began. */
export interface SavedScenario {
  /** Where the scenario file was, for people (replay compiles `text`, not the file). */
  file: string;
  /** The scenario file's text as it was played. */
  text: string;
  /** How many of the saved choices the scenario's script made (autoPass answers included); 0 when it was not played. */
  scripted: number;
  injected: Injection[];
}

/** What `--save` writes and `rulewright replay` reads. */
export interface SavedGame {
  format: typeof REPLAY_FORMAT;
  version: 1 | 2;
  game: 'columbia';
  /** The content folder, relative to where `play` ran (or absolute). */
  content: string;
  contentHash: string;
  /**
   * 2: `contentHash` is over the rules with files named relative to the pack
   * (the same from any folder). Absent: an earlier file, whose hash named the
   * files as \`play\` showed them (cli/content-hash.ts still checks it).
   */
  contentHashVersion?: 2;
  seed: string | number;
  players: string[];
  bots: string[];
  choices: Choice[];
  /** State hash after choice `n` (n = 0: the state before the first choice). */
  checkpoints: { n: number; hash: string }[];
  final: { n: number; hash: string; over: unknown };
  /** Version 2: the scenario the game started from (absent: a new game from the seed). */
  scenario?: SavedScenario;
}

function isInjection(x: unknown): x is Injection {
  const i = x as Partial<Injection> | null;
  return i !== null && typeof i === 'object' && Number.isInteger(i.before) && Array.isArray(i.rolls) && Array.isArray(i.picks);
}

/** Why `x` is not a replay file this rulewright reads, or null when it is one. */
export function savedGameProblem(x: unknown): string | null {
  const s = x as Partial<SavedGame> | null;
  if (s === null || typeof s !== 'object' || s.format !== REPLAY_FORMAT) return 'it is not a game saved by "rulewright play --save"';
  if (typeof s.version === 'number' && s.version > REPLAY_VERSION) return `it is a version ${s.version} replay file, made by a newer rulewright (this one reads versions 1 to ${REPLAY_VERSION})`;
  const complete =
    typeof s.contentHash === 'string' &&
    (typeof s.seed === 'string' || typeof s.seed === 'number') &&
    Array.isArray(s.players) &&
    Array.isArray(s.choices) &&
    Array.isArray(s.checkpoints) &&
    typeof s.final === 'object' &&
    s.final !== null;
  if (!complete) return 'it is a replay file with parts missing (content hash, seed, players, choices, checkpoints or final state)';
  if (s.scenario !== undefined) {
    const sc = s.scenario as Partial<SavedScenario> | null;
    const ok = sc !== null && typeof sc === 'object' && typeof sc.file === 'string' && typeof sc.text === 'string' && Number.isInteger(sc.scripted) && Array.isArray(sc.injected) && sc.injected.every(isInjection);
    if (!ok) return 'its "scenario" part is incomplete (file, text, scripted, injected)';
  }
  return null;
}

/** Appends scripted dice and picks to the state's script (a lenient one: unscripted draws come from the seed). */
export function inject(state: GameState<ColumbiaG>, injected: { rolls: readonly Json[]; picks: readonly number[] }): void {
  const sc = state.script;
  state.script = { rolls: [...(sc?.rolls ?? []), ...injected.rolls], picks: [...(sc?.picks ?? []), ...injected.picks], strict: false };
}
