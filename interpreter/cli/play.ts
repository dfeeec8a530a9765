/**
 * `rulewright play`: one game of The Siege of Columbia in the terminal, each
 * seat a bot (the simulator's: random, heuristic, the pack's YAML bots) or a
 * person (`human`: answers typed at the terminal, see terminal-seat.ts).
 * Prints a summary (or `--json`), the readable log with `--log` (always, as
 * a human seat may see it, when someone plays), and saves a replay file with
 * `--save` that `rulewright replay` verifies.
 *
 * The saved file is the core's ReplayRecord (content hash, seed, players,
 * choices) plus where the content came from, the bots, the final state's
 * hash and result, and a state hash every CHECKPOINT_EVERY choices so a
 * replay can say where it diverged.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { formatDiagnostic, hasErrors } from '../diagnostics/diagnostic.ts';
import { loadPackFromDir } from '../content/node.ts';
import type { Ruleset } from '../content/types.ts';
import { clone, contentHash, randomBot, type Chooser, type Choice, type GameState, type LogEntry, type ReplayRecord } from '../core/index.ts';
import type { PackEffects } from '../content/effects.ts';
import { compileScenario, leadingScript, scenarioEngineFor, scenarioPosition } from '../scenario/index.ts';
import { didYouMean } from '../diagnostics/suggest.ts';
import { botNames, makeBot as makeSimBot, type BotLibrary } from '../sim/bots/index.ts';
import { loadBots } from '../sim/bots/node.ts';
import { HUMAN, TerminalSeats, openLines } from './terminal-seat.ts';
import { createColumbiaEngine, type ColumbiaEngine } from '../columbia/index.ts';
import type { ColumbiaG, GameResult } from '../columbia/state.ts';
import type { CliIO } from './main.ts';
import { processIO } from './main.ts';

const USAGE = `usage: rulewright play [--players 2|4] [--seed N] [--bots random,random] [--log] [--json] [--save FILE] [--content DIR] [--scenario FILE]

Play one game of The Siege of Columbia with bots, or against them.

  --players 2|4     how many players (default 2)
  --seed N          the game's seed (default: a random one, printed)
  --bots LIST       one per player, comma-separated, or one for all (default random):
                    random, heuristic, a bot of the pack (bots/<name>.yaml), or human:
                    you answer that seat's decisions at the terminal ("help" tells how)
  --log             print the game's log as sentences (always on with a human seat,
                    showing only what the human seats may see)
  --json            print {"seed","players","winner","reason","rounds","decisions"}
  --save FILE       save the game (content hash, seed, players, choices) for "rulewright replay"
  --content DIR     the content pack folder (default content/columbia)
  --scenario FILE   start from a scenario's position (its players, seed and leading dice;
                    its script is not played): play an edge case on, or watch bots do
  --max N           stop after N decisions (default 100000)
  --help            show this help

Exit status: 0 when the game ended (or a human seat quit), 1 when it could not be played,
2 on a usage mistake.`;

export const DEFAULT_CONTENT = 'content/columbia';
export const CHECKPOINT_EVERY = 25;

/** What `--save` writes and `rulewright replay` reads. */
export interface SavedGame {
  format: 'rulewright-replay';
  version: 1;
  game: 'columbia';
  /** The content folder, relative to where `play` ran (or absolute). */
  content: string;
  contentHash: string;
  seed: string | number;
  players: string[];
  bots: string[];
  choices: Choice[];
  /** State hash after choice `n` (n = 0: the state after setup). */
  checkpoints: { n: number; hash: string }[];
  final: { n: number; hash: string; over: unknown };
}

/** The hash of a state as replays compare it (the whole state: g, RNG, stack, effects). */
export function stateHash(state: GameState<ColumbiaG>): string {
  return contentHash(state);
}

export interface LoadedContent {
  rules: Ruleset;
  effects: PackEffects | null;
  engine: ColumbiaEngine;
}

/** Loads a pack folder and builds the Columbia engine on it; prints diagnostics and returns null when it has errors. */
export async function loadContent(dir: string, io: CliIO): Promise<LoadedContent | null> {
  const result = await loadPackFromDir(dir, { relativeTo: io.cwd });
  if (!result.ruleset || hasErrors(result.diagnostics)) {
    for (const d of result.diagnostics) if (d.severity === 'error') io.err(formatDiagnostic(d));
    io.err(`the content in ${relative(io.cwd, dir) || dir} has errors: run "rulewright check ${relative(io.cwd, dir) || dir}"`);
    return null;
  }
  return { rules: result.ruleset, effects: result.effects ?? null, engine: createColumbiaEngine(result.ruleset, { effects: result.effects ?? null }) };
}

/** A log entry as a line: private entries name who may see them. */
export function logLine(engine: ColumbiaEngine, e: LogEntry): string {
  const text = engine.render(e);
  if (e.to === null) return text;
  const name = engine.game.playerName ?? ((p: string) => p);
  return `  (${e.to.map(name).join(', ')} only) ${text}`;
}

interface PlayOptions {
  players: 2 | 4;
  seed: string | number;
  bots: string[];
  log: boolean;
  json: boolean;
  save: string | null;
  content: string;
  max: number;
  scenario: string | null;
  /** Given on the command line (a scenario brings its own). */
  given: { players: boolean; seed: boolean };
}

function parse(argv: readonly string[], io: CliIO): PlayOptions | 'help' | string {
  const o: PlayOptions = {
    players: 2,
    // A shell may pick a seed from the clock: the game itself only ever sees the seed.
    seed: Math.floor(Math.random() * 1_000_000_000),
    bots: ['random'],
    log: false,
    json: false,
    save: null,
    content: DEFAULT_CONTENT,
    max: 100_000,
    scenario: null,
    given: { players: false, seed: false },
  };
  void io;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string | null => {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) return null;
      i++;
      return v;
    };
    if (a === '--help' || a === '-h') return 'help';
    else if (a === '--log') o.log = true;
    else if (a === '--json') o.json = true;
    else if (a === '--players') {
      const v = value();
      if (v !== '2' && v !== '4') return `--players takes 2 or 4 (got ${v ?? 'nothing'})`;
      o.players = Number(v) as 2 | 4;
      o.given.players = true;
    } else if (a === '--seed') {
      const v = value();
      if (v === null) return '--seed takes a value';
      o.seed = /^-?\d+$/.test(v) ? Number(v) : v;
      o.given.seed = true;
    } else if (a === '--bots') {
      const v = value();
      if (v === null) return '--bots takes a comma-separated list';
      o.bots = v.split(',').map((b) => b.trim());
    } else if (a === '--save') {
      const v = value();
      if (v === null) return '--save takes a file name';
      o.save = v;
    } else if (a === '--content') {
      const v = value();
      if (v === null) return '--content takes a folder';
      o.content = v;
    } else if (a === '--scenario') {
      const v = value();
      if (v === null) return '--scenario takes a scenario file';
      o.scenario = v;
    } else if (a === '--max') {
      const v = Number(value());
      if (!Number.isInteger(v) || v <= 0) return '--max takes a positive whole number';
      o.max = v;
    } else return `unknown option "${a}"`;
  }
  if (o.scenario !== null) {
    if (o.given.seed) return '--seed does not go with --scenario (the scenario has its own seed)';
    if (o.save !== null) return '--save does not go with --scenario (a replay file starts from a new game)';
  } else if (o.bots.length !== 1 && o.bots.length !== o.players) return `--bots lists ${o.bots.length} bots for ${o.players} players`;
  if (o.json && o.bots.includes(HUMAN)) return '--json does not go with a human seat (it prints one line at the end)';
  return o;
}

/**
 * A bot of this kind for one seat; its own RNG stream from the game seed and the seat.
 * `random` stays the core's random bot, so a seed prints the game it always printed.
 */
export function makeBot(kind: string, seed: string | number, seat: string, library: BotLibrary = {}): Chooser {
  if (kind === 'random') return randomBot(`${seed}:${seat}`);
  return makeSimBot(kind, seed, seat, library);
}

/** Every name `--bots` takes with this pack's bots. */
function seatKinds(library: BotLibrary): string[] {
  return [...botNames(library), HUMAN];
}

/** Where a game starts: its engine, seats and seed, its first advance, and the record undo replays (null: it cannot). */
interface Table {
  engine: ColumbiaEngine;
  players: string[];
  seed: string | number;
  begin(log: boolean): { state: GameState<ColumbiaG>; log: readonly LogEntry[] };
  record: Omit<ReplayRecord, 'choices'> | null;
}

function newGameTable(loaded: LoadedContent, o: PlayOptions, io: CliIO): Table | number {
  const setup = loaded.rules.setups.find((s) => s.players === o.players);
  if (!setup) {
    io.err(`rulewright play: the content has no ${o.players}-player setup`);
    return 1;
  }
  const players = setup.seats.map((s) => s.colourId);
  const { engine } = loaded;
  return {
    engine,
    players,
    seed: o.seed,
    begin: (log) => engine.start({ seed: o.seed, players }, { log }),
    record: { contentHash: engine.contentHash, seed: o.seed, players },
  };
}

/** A scenario's position (as the scenario runner and the editor's test-play lay it out), with its leading dice drawn. */
async function scenarioTable(loaded: LoadedContent, o: PlayOptions, io: CliIO): Promise<Table | number> {
  const path = resolve(io.cwd, o.scenario!);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    io.err(`rulewright play: cannot read the scenario ${o.scenario}: ${(e as Error).message}`);
    return 1;
  }
  const { scenario: s, diagnostics } = compileScenario(relative(io.cwd, path) || path, text, loaded.rules);
  if (s === null) {
    for (const d of diagnostics) if (d.severity === 'error') io.err(formatDiagnostic(d));
    io.err(`rulewright play: the scenario ${o.scenario} has errors: run "rulewright scenario ${o.scenario}"`);
    return 1;
  }
  if (o.given.players && o.players !== s.players.length) {
    io.err(`rulewright play: the scenario is a ${s.players.length}-player game, not ${o.players}`);
    return 2;
  }
  if (o.bots.length !== 1 && o.bots.length !== s.players.length) {
    io.err(`rulewright play: --bots lists ${o.bots.length} bots for the scenario's ${s.players.length} players`);
    return 2;
  }
  const engine = scenarioEngineFor(s, { rules: loaded.rules, effects: loaded.effects });
  // Unscripted dice come from the seed: play goes on past what the scenario wrote.
  const { script } = leadingScript(s, false);
  return {
    engine,
    players: s.players.slice(),
    seed: s.seed,
    begin: (log) => {
      const at = scenarioPosition(s, engine, clone(script));
      return { state: at.state, log: log ? at.log : [] };
    },
    record: s.start.kind === 'setup' ? { contentHash: engine.contentHash, seed: s.seed, players: s.players.slice(), script: clone(script) } : null,
  };
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const o = parse(argv, io);
  if (o === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (typeof o === 'string') {
    io.err(`rulewright play: ${o}\n${USAGE}`);
    return 2;
  }
  const dir = resolve(io.cwd, o.content);
  const loaded = await loadContent(dir, io);
  if (!loaded) return 1;
  const table = o.scenario === null ? newGameTable(loaded, o, io) : await scenarioTable(loaded, o, io);
  if (typeof table === 'number') return table;
  const { engine, players, seed } = table;
  const { rules } = loaded;
  const { library, diagnostics: botProblems } = await loadBots(dir, rules, io.cwd);
  const kinds = seatKinds(library);
  const unknown = o.bots.find((b) => !kinds.includes(b));
  if (unknown !== undefined) {
    for (const d of botProblems) io.err(formatDiagnostic(d));
    const hint = didYouMean(unknown, kinds);
    io.err(`rulewright play: unknown bot "${unknown}"${hint ? ` (${hint})` : ''}; bots: ${kinds.join(', ')}`);
    return 2;
  }
  const bots: Record<string, Chooser> = {};
  const botKinds = players.map((_, i) => o.bots[o.bots.length === 1 ? 0 : i]!);
  const humans = players.filter((_, i) => botKinds[i] === HUMAN);
  players.forEach((p, i) => {
    if (botKinds[i] !== HUMAN) bots[p] = makeBot(botKinds[i]!, seed, p, library);
  });

  // A person needs to see what happens: the log is on, cut to what the human seats may see.
  if (humans.length > 0) {
    const name = engine.game.playerName ?? ((p: string) => p);
    io.out(`You play ${humans.map(name).join(' and ')}: type "help" at any question.`);
  }
  const keepLog = o.log || humans.length > 0;
  let state: GameState<ColumbiaG>;
  let log: readonly LogEntry[];
  try {
    ({ state, log } = table.begin(keepLog));
  } catch (e) {
    io.err(`rulewright play: the game failed before its first decision (seed ${seed}): ${(e as Error).message}`);
    return 1;
  }
  const print = (entries: readonly LogEntry[]) => {
    if (!keepLog || o.json) return;
    for (const e of entries) if (humans.length === 0 || e.to === null || e.to.some((p) => humans.includes(p))) io.out(logLine(engine, e));
  };
  print(log);
  let choices: Choice[] = [];
  let checkpoints = [{ n: 0, hash: stateHash(state) }];
  const lines = humans.length > 0 ? openLines(io) : null;
  const seats = lines ? new TerminalSeats(engine, rules, io, lines) : null;
  let quit = false;
  const started = performance.now();
  try {
    while (state.over === null && state.decision !== null && choices.length < o.max) {
      const d = state.decision;
      let choice: Choice;
      if (seats !== null && humans.includes(d.player)) {
        const said = await seats.answer(state, choices.length);
        if (said.kind === 'quit') {
          quit = true;
          break;
        }
        if (said.kind === 'undo') {
          const back = table.record === null ? { ok: false as const, reason: 'a game started from a saved position cannot be replayed' } : engine.undo({ record: { ...table.record, choices }, state, log: [] }, d.player);
          if (!back.ok) io.out(`Cannot take that back: ${back.reason}.`);
          else {
            state = back.match.state;
            choices = back.match.record.choices.slice();
            checkpoints = checkpoints.filter((c) => c.n <= choices.length);
            io.out(`Took back ${back.undone.length} choice(s): back to decision ${choices.length + 1}.`);
          }
          continue;
        }
        choice = said.choice;
        const v = engine.validate(state, choice);
        if (!v.ok) {
          io.out(`Not allowed: ${v.reason}.`);
          continue;
        }
      } else {
        choice = bots[d.player]!.choose(engine, state);
      }
      const r = engine.apply(state, choice, { mutate: true, log: keepLog });
      if (!r.ok) throw new Error(`the ${botKinds[players.indexOf(d.player)]} bot for ${d.player} made an illegal choice: ${r.reason}`);
      state = r.state;
      choices.push({ player: choice.player, ids: choice.ids.slice() });
      if (o.save && choices.length % CHECKPOINT_EVERY === 0) checkpoints.push({ n: choices.length, hash: stateHash(state) });
      print(r.log);
    }
  } catch (e) {
    io.err(`rulewright play: the game failed after ${choices.length} decisions (seed ${seed}): ${(e as Error).message}`);
    return 1;
  } finally {
    lines?.close();
  }
  const ms = performance.now() - started;
  const over = state.over as unknown as GameResult | null;
  const names = Object.fromEntries(rules.pack.factions.map((f) => [f.id, f.name]));

  if (o.save) {
    const saved: SavedGame = {
      format: 'rulewright-replay',
      version: 1,
      game: 'columbia',
      content: o.content,
      contentHash: engine.contentHash,
      seed,
      players,
      bots: botKinds,
      choices,
      checkpoints,
      final: { n: choices.length, hash: stateHash(state), over: state.over },
    };
    await writeFile(resolve(io.cwd, o.save), JSON.stringify(saved) + '\n');
  }

  if (o.json) {
    io.out(
      JSON.stringify({
        seed,
        players,
        winner: over ? over.winner : null,
        reason: over ? over.reason : null,
        rounds: over ? over.round : state.g.round,
        decisions: choices.length,
      }),
    );
  } else {
    const score = over ? Object.entries(over.victoryPoints).map(([f, vp]) => `${names[f] ?? f} ${vp}`).join(', ') : '';
    const who = over === null ? (quit ? 'You left the game' : 'The game did not end') : over.winner === null ? 'Nobody wins' : `The ${names[over.winner] ?? over.winner} win`;
    const why = over === null ? (quit ? `in round ${state.g.round}` : `within ${o.max} decisions`) : `(${over.reason}) in round ${over.round}`;
    // The time taken goes to stderr: what stdout prints is the game, the same for the same seed, byte for byte.
    const from = o.scenario === null ? '' : ` From ${o.scenario}.`;
    io.out(`${who} ${why} after ${choices.length} decisions${score ? `: ${score}` : ''}. Seed ${seed}, ${players.length} players.${from}`);
    io.err(`(played in ${Math.round(ms)} ms)`);
    if (o.save) io.out(`Saved to ${o.save}: "rulewright replay ${o.save}" checks it.`);
  }
  return over === null && !quit ? 1 : 0;
}
