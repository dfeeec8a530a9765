/**
 * The saved game: what `rulewright play --save` (and `simulate --replay SEED
 * --save`) writes and `rulewright replay` verifies. It is the session's
 * record (core/session.ts: the opening's seed and players, then every move
 * with the dice a script wrote for it) plus where the content came from, who
 * sat where, a state hash every CHECKPOINT_EVERY moves and the final one, so
 * a replay can say where it diverged; a game started from a scenario also
 * keeps the scenario's text (it replays when the file has changed or gone).
 *
 * Versions (checked against schemas/saved-game.schema.json before use):
 * 1. a new game: content hash, seed, players, choices, checkpoints, final;
 * 2. the same, and a game may start from a scenario: `scenario.injected`
 *    lists the dice and picks its script wrote, by the choice that drew them;
 * 3. one format for every game: `game` names the pack's game module, and a
 *    choice carries the dice and picks scripted for it (`choices[i].dice`)
 *    instead of a separate list.
 * `upgradeSavedGame` brings versions 1 and 2 to 3 (tested on files saved by
 * the rulewright before version 3: test/session/saved-before/).
 */
import { contentHash, type GameState, type Json, type Move, type Session } from '../core/index.ts';
import { FALLBACK_GAME } from '../games/index.ts';

export const REPLAY_FORMAT = 'rulewright-replay';
/** The version `play --save` writes; replay reads every version up to it. */
export const REPLAY_VERSION = 3;

/** Version 2's dice and picks the scenario's script wrote for the draws of choice `before + 1`. */
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
  /** Version 2 only (version 3 keeps them on the choices). */
  injected?: Injection[];
}

/** What `--save` writes and `rulewright replay` reads (as version 3; older files are upgraded on reading). */
export interface SavedGame {
  format: typeof REPLAY_FORMAT;
  version: 1 | 2 | 3;
  /** The game module (`pack.yaml`'s `game:`); versions 1 and 2 named none: they are the registry's fallback game's. */
  game: string;
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
  /** Every move, with the dice and picks a scenario's script wrote for it. */
  choices: Move[];
  /** State hash after choice `n` (n = 0: the state before the first choice). */
  checkpoints: { n: number; hash: string }[];
  final: { n: number; hash: string; over: unknown };
  /** The scenario the game started from (absent: a new game from the seed). */
  scenario?: SavedScenario;
}

/** A state hash every this many moves, so a replay that diverges can say between which two. */
export const CHECKPOINT_EVERY = 25;

/** The hash of a state as replays compare it (the whole state: g, RNG, stack, effects, script). */
export function stateHash(state: GameState): string {
  return contentHash(state);
}

/** What a shell knows about a game beyond its session: where the content came from, who sat where, the checkpoints it took. */
export interface SaveInfo {
  game: string;
  contentHashVersion: 2;
  content: string;
  bots: string[];
  checkpoints: { n: number; hash: string }[];
  scenario?: SavedScenario;
}

/** A session as the current version's file. */
export function savedGameOf<G, R>(session: Session<G, R>, info: SaveInfo): SavedGame {
  const rec = session.record();
  const state = session.state as GameState;
  const saved: SavedGame = {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: info.game,
    content: info.content,
    contentHash: rec.contentHash,
    contentHashVersion: info.contentHashVersion,
    seed: rec.seed,
    players: rec.players,
    bots: info.bots,
    choices: rec.moves,
    checkpoints: info.checkpoints.slice().sort((a, b) => a.n - b.n),
    final: { n: rec.moves.length, hash: stateHash(state), over: state.over },
  };
  if (info.scenario !== undefined) saved.scenario = info.scenario;
  return saved;
}

/**
 * A saved game of any version as version 3: the game named, each version 2
 * injection moved onto the choice that drew it (several for one choice, in
 * file order, as replay appended them). The file's own version stays, so
 * messages can say what was read.
 */
export function upgradeSavedGame(saved: SavedGame): SavedGame {
  if (saved.version >= 3) return saved;
  const choices: Move[] = saved.choices.map((c) => ({ player: c.player, ids: c.ids.slice() }));
  const out: SavedGame = { ...saved, game: saved.game ?? FALLBACK_GAME, bots: saved.bots ?? [], choices };
  if (saved.scenario !== undefined) {
    for (const inj of saved.scenario.injected ?? []) {
      const c = choices[inj.before];
      if (c === undefined) continue; // drawn after the last choice: never drawn, as replay never gave them
      c.dice = { rolls: [...(c.dice?.rolls ?? []), ...inj.rolls], picks: [...(c.dice?.picks ?? []), ...inj.picks] };
    }
    out.scenario = { file: saved.scenario.file, text: saved.scenario.text, scripted: saved.scenario.scripted };
  }
  return out;
}
