/**
 * `rulewright play`: one game of a pack's game in the terminal, each
 * seat a bot (the simulator's: random, heuristic, the pack's YAML bots) or a
 * person (`human`: answers typed at the terminal, see terminal-seat.ts).
 * Prints a summary (or `--json`), the readable log with `--log` (always, as
 * a human seat may see it, when someone plays), and saves a replay file with
 * `--save` that `rulewright replay` verifies.
 *
 * The game is a session (core/session.ts), as in every shell: a human seat's
 * `undo` is the session's, which never takes back a choice across something
 * the seat has seen that was hidden when it chose (dice, a reveal, another
 * seat's hidden decision, a card drawn). The saved file (saved-game.ts) is
 * the session's record plus where the content came from, the bots, the
 * final state's hash and result, a state hash every CHECKPOINT_EVERY choices
 * so a replay can say where it diverged, and for a game started from a
 * scenario the scenario's text.
 *
 * `--scenario FILE` starts at the scenario's position and plays its script's
 * answers first (interpreter/scenario/script-play.ts, the walk the scenario
 * runner and the editor's test-play make), then hands the game to the seats.
 */
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from './atomic.ts';
import { join, relative, resolve } from 'node:path';
import { formatDiagnostic, hasErrors } from '../diagnostics/index.ts';
import { keptValidators } from '../content/node.ts';
import { loadGamePackFromDir } from '../games/node.ts';
import { engineFor, moduleOf, type AnyGameModule } from '../games/index.ts';
import { GAME_TIME_BUDGET_MS, randomBot, Session, type Chooser, type Engine, type LogEntry, type Opening } from '../core/index.ts';
import type { Diagnostic } from '../diagnostics/index.ts';
import type { PackEffects } from '../content/index.ts';
import { compileScenario, leadingScript, ScenarioPack, scenarioEngineFor, scenarioOpening, walkScript, type CompiledScenario, type ScriptStop } from '../scenario/index.ts';
import { CONTENT_HASH_VERSION } from './content-hash.ts';
import { CHECKPOINT_EVERY, savedGameOf, stateHash, type SavedGame } from './saved-game.ts';
import { didYouMean } from '../diagnostics/index.ts';
import { safeMessage } from '../diagnostics/index.ts';
import { outputProblem } from './output-path.ts';
import { botNames, makeBot as makeSimBot, type BotLibrary } from '../sim/index.ts';
import { loadBots } from '../sim/node.ts';
import { packDirOf } from '../scenario/node.ts';
import { HUMAN, TerminalSeats, openLines } from './terminal-seat.ts';
import { EXIT, readArgs, usageLine, type Run } from './args.ts';
import type { CliIO } from './io.ts';
import { processIO, whyUnreadable } from './io.ts';
import { DEFAULT_PACK, defaultPack, packFolderProblem, projectAround, shownPath } from './places.ts';
import { MAX_SEED_CHARS, PLAY } from './play-options.ts';

export const DEFAULT_CONTENT = DEFAULT_PACK;
export { MAX_SEED_CHARS };

/**
 * A seed as the command line gives it: a whole number JavaScript holds
 * exactly is a number (the game it always was); any other text, digits past
 * 2^53 included, stays text. Read as a number, 310 digits became Infinity
 * (saved as null, so the save could not be replayed), and two seeds past
 * 2^53 that differ in their last digits played the same game.
 */
export function seedOf(text: string): string | number {
  if (!/^-?\d+$/.test(text)) return text;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

export type { SavedGame };
export { CHECKPOINT_EVERY, stateHash };

/** A pack loaded as its game: the module (pack.yaml's game:), the Ruleset, the effects, the engine over them. */
export interface LoadedContent {
  module: AnyGameModule;
  rules: unknown;
  effects: PackEffects | null;
  engine: Engine<unknown, unknown>;
  /** The same content as scenarios run on it. */
  pack: ScenarioPack;
}

/** Loads a pack folder as its game and builds the engine on it; prints diagnostics and returns null when it has errors. */
export async function loadContent(dir: string, io: CliIO): Promise<LoadedContent | null> {
  const result = await loadGamePackFromDir(dir, { relativeTo: io.cwd });
  if (!result.ruleset || hasErrors(result.diagnostics)) {
    for (const d of result.diagnostics) if (d.severity === 'error') io.err(formatDiagnostic(d));
    io.err(`the content in ${relative(io.cwd, dir) || dir} has errors: run "rulewright check ${relative(io.cwd, dir) || dir}"`);
    return null;
  }
  const module = moduleOf(result);
  const effects = result.effects ?? null;
  return { module, rules: result.ruleset, effects, engine: engineFor(module, result.ruleset, effects), pack: new ScenarioPack(module, result.ruleset, effects, keptValidators()) };
}

/** The player count a new game gets without --players: 2 when the game offers 2, else its smallest. */
export function defaultPlayers(module: AnyGameModule, rules: unknown): number {
  const counts = module.seats.counts(rules);
  return counts.includes(2) ? 2 : (counts[0] ?? 2);
}

/** A log entry as a line: private entries name who may see them. */
export function logLine(engine: Engine<unknown, unknown>, e: LogEntry): string {
  const text = engine.render(e);
  if (e.to === null) return text;
  const name = engine.game.playerName ?? ((p: string) => p);
  return `  (${e.to.map(name).join(', ')} only) ${text}`;
}

interface PlayOptions {
  /** Null: the game's default (defaultPlayers). */
  players: number | null;
  seed: string | number;
  bots: string[];
  log: boolean;
  json: boolean;
  save: string | null;
  content: string;
  max: number;
  scenario: string | null;
  /** Play the scenario's scripted answers first (false: `--no-script`). */
  script: boolean;
  /** Given on the command line (a scenario brings its own). */
  given: { players: boolean; seed: boolean; content: boolean };
}

/** The options, or the one-line usage mistake (args.ts words the argument mistakes; these are the combinations). */
function parse(args: Run<typeof PLAY.options>, io: CliIO): PlayOptions | string {
  const v = args.values;
  const o: PlayOptions = {
    players: v.players ?? null,
    // A shell may pick a seed from the clock: the game itself only ever sees the seed.
    seed: v.seed !== undefined ? seedOf(v.seed) : Math.floor(Math.random() * 1_000_000_000),
    bots: v.bots ?? ['random'],
    log: v.log,
    json: v.json,
    save: v.save ?? null,
    content: v.content ?? shownPath(io.cwd, defaultPack(io.cwd)),
    max: v.max ?? 100_000,
    scenario: v.scenario ?? null,
    script: !v['no-script'],
    given: { players: v.players !== undefined, seed: v.seed !== undefined, content: v.content !== undefined },
  };
  if (o.save !== null && o.save.trim() === '') return '--save needs a file name (got an empty one)';
  if (o.scenario !== null) {
    if (o.given.seed) return '--seed does not go with --scenario (the scenario has its own seed)';
    // A scenario plays on its own pack, as \`rulewright scenario\` runs it, however deep in scenarios/ it sits.
    if (!o.given.content) o.content = shownPath(io.cwd, packDirOf(resolve(io.cwd, o.scenario), join(projectAround(io.cwd), DEFAULT_PACK)));
  } else if (!o.script) return '--no-script goes with --scenario (a new game has no script)';
  else if (o.players !== null && o.bots.length !== 1 && o.bots.length !== o.players) return `--bots lists ${o.bots.length} bots for ${o.players} players`;
  if (o.json && o.bots.includes(HUMAN)) return '--json does not go with a human seat (it prints one line at the end)';
  return o;
}

/**
 * A bot of this kind for one seat; its own RNG stream from the game seed and the seat.
 * `random` stays the core's random bot, so a seed prints the game it always printed.
 */
export function makeBot(module: AnyGameModule, rules: unknown, kind: string, seed: string | number, seat: string, library: BotLibrary = {}): Chooser {
  if (kind === 'random') return randomBot(`${seed}:${seat}`);
  return makeSimBot(module, rules, kind, seed, seat, library);
}

/** Every name `--bots` takes with this pack's bots. */
function seatKinds(module: AnyGameModule, library: BotLibrary): string[] {
  return [...botNames(module, library), HUMAN];
}

/** Where a game starts: its engine, seats, seed and opening; from a scenario, the scenario. */
interface Table {
  engine: Engine<unknown, unknown>;
  players: string[];
  seed: string | number;
  opening: Opening<unknown>;
  scenario: { file: string; text: string; compiled: CompiledScenario } | null;
}

function newGameTable(loaded: LoadedContent, o: PlayOptions, io: CliIO): Table | number {
  const { module, rules, engine } = loaded;
  const count = o.players ?? defaultPlayers(module, rules);
  const counts = module.seats.counts(rules);
  if (!counts.includes(count)) {
    io.err(usageLine(PLAY, `${module.title} in this pack is for ${counts.join(' or ')} players, not ${count}`));
    return EXIT.usage;
  }
  if (o.bots.length !== 1 && o.bots.length !== count) {
    io.err(usageLine(PLAY, `--bots lists ${o.bots.length} bots for ${count} players`));
    return EXIT.usage;
  }
  const players = module.seats.players(rules, count).slice();
  return { engine, players, seed: o.seed, opening: { seed: o.seed, players }, scenario: null };
}

/** A scenario's start: its engine and opening (its leading dice drawn first), or the problems that keep it from compiling. */
export interface ScenarioStart {
  compiled: CompiledScenario;
  engine: Engine<unknown, unknown>;
  opening: Opening<unknown>;
}

/**
 * A scenario's text on this content, laid out as the scenario runner and the
 * editor's test-play lay it out; `play --scenario` and `replay` of a game
 * saved from one both start here.
 */
export function scenarioStart(loaded: LoadedContent, file: string, text: string): ScenarioStart | Diagnostic[] {
  const { scenario: s, diagnostics } = compileScenario(file, text, loaded.pack);
  if (s === null) return diagnostics.filter((d) => d.severity === 'error');
  const engine = scenarioEngineFor(s, loaded.pack);
  // Unscripted dice come from the seed: play goes on past what the scenario wrote.
  const { script } = leadingScript(s, false);
  return { compiled: s, engine, opening: scenarioOpening(s, script) };
}

async function scenarioTable(loaded: LoadedContent, o: PlayOptions, io: CliIO): Promise<Table | number> {
  const path = resolve(io.cwd, o.scenario!);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    io.err(`rulewright play: cannot read the scenario ${o.scenario}: ${safeMessage(whyUnreadable(e))}`);
    return 1;
  }
  const file = relative(io.cwd, path) || path;
  const start = scenarioStart(loaded, file, text);
  if (Array.isArray(start)) {
    for (const d of start) io.err(formatDiagnostic(d));
    io.err(`rulewright play: the scenario ${o.scenario} has errors: run "rulewright scenario ${o.scenario}"`);
    return 1;
  }
  const s = start.compiled;
  if (o.players !== null && o.players !== s.players.length) {
    io.err(usageLine(PLAY, `the scenario is a ${s.players.length}-player game, not ${o.players}`));
    return EXIT.usage;
  }
  if (o.bots.length !== 1 && o.bots.length !== s.players.length) {
    io.err(usageLine(PLAY, `--bots lists ${o.bots.length} bots for the scenario's ${s.players.length} players`));
    return EXIT.usage;
  }
  return { engine: start.engine, players: s.players.slice(), seed: s.seed, opening: start.opening, scenario: { file, text, compiled: s } };
}

/** A script that cannot be played on, as a diagnostic on the step's line in the scenario file. */
function scriptStopped(file: string, text: string, stop: ScriptStop, o: PlayOptions): string[] {
  const lines = text.split('\n');
  const line = stop.line > 0 ? stop.line : lines.length;
  const source = lines[line - 1] ?? '';
  const at = stop.step !== null ? source.indexOf(stop.step) : -1;
  const col = at >= 0 ? at + 1 : source.length - source.trimStart().length + 1;
  const d: Diagnostic = {
    file,
    line,
    col,
    end: { line, col: source.length + 1 },
    severity: 'error',
    code: 'RW-SCENARIO-SCRIPT-STOPPED',
    message: `the script cannot be played on ${stop.step !== null ? `at "${stop.step}"` : 'at its end'}: ${stop.message}`,
    hint: `"rulewright scenario ${o.scenario}" shows the log up to there; "--no-script" starts at the position without the script`,
  };
  const out = [formatDiagnostic(d)];
  if (stop.options !== null) out.push('  the options there:', ...stop.options.split('\n').map((l) => `  ${l}`));
  return out;
}

/** A human seat's undo: the session's (never across what the seat has seen), and never into the scenario's script. */
function takeBack(session: Session<unknown, unknown>, player: string, scripted: number): { ok: false; reason: string } | { ok: true; undone: number } {
  const can = session.canUndo(player);
  if (!can.ok) return can;
  const last = session.moves.map((m) => m.player).lastIndexOf(player);
  if (last < scripted) return { ok: false, reason: "that choice is the scenario's script (start with --no-script to make it yourself)" };
  const u = session.undo(player);
  return u.ok ? { ok: true, undone: u.undone.length } : u;
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const args = readArgs(PLAY, argv, io);
  if (typeof args === 'number') return args;
  const o = parse(args, io);
  if (typeof o === 'string') {
    io.err(usageLine(PLAY, o));
    return EXIT.usage;
  }
  if (o.save !== null) {
    // Found now, not after a game someone played through.
    const problem = await outputProblem(resolve(io.cwd, o.save));
    if (problem !== null) {
      io.err(usageLine(PLAY, `--save ${o.save}: ${problem}; nothing was played`));
      return EXIT.usage;
    }
  }
  const dir = resolve(io.cwd, o.content);
  const folder = packFolderProblem(dir, io.cwd, 'rulewright play --content %');
  if (folder !== null) {
    io.err(usageLine(PLAY, `--content: ${folder}`));
    return EXIT.usage;
  }
  const loaded = await loadContent(dir, io);
  if (!loaded) return 1;
  const table = o.scenario === null ? newGameTable(loaded, o, io) : await scenarioTable(loaded, o, io);
  if (typeof table === 'number') return table;
  const { engine, players, seed } = table;
  const { rules } = loaded;
  const { library, diagnostics: botProblems } = await loadBots(loaded.module, dir, rules, io.cwd);
  const kinds = seatKinds(loaded.module, library);
  const unknown = o.bots.find((b) => !kinds.includes(b));
  if (unknown !== undefined) {
    for (const d of botProblems) io.err(formatDiagnostic(d));
    const hint = didYouMean(unknown, kinds);
    io.err(usageLine(PLAY, `unknown bot "${unknown}"${hint ? ` (${hint})` : ''}; bots: ${kinds.join(', ')}`));
    return EXIT.usage;
  }
  const bots: Record<string, Chooser> = {};
  const botKinds = players.map((_, i) => o.bots[o.bots.length === 1 ? 0 : i]!);
  const humans = players.filter((_, i) => botKinds[i] === HUMAN);
  players.forEach((p, i) => {
    if (botKinds[i] !== HUMAN) bots[p] = makeBot(loaded.module, rules, botKinds[i]!, seed, p, library);
  });

  // A person needs to see what happens: the log is on, cut to what the human seats may see.
  if (humans.length > 0) {
    const name = engine.game.playerName ?? ((p: string) => p);
    io.out(`You play ${humans.map(name).join(' and ')}: type "help" at any question.`);
  }
  const keepLog = o.log || humans.length > 0;
  let session: Session<unknown, unknown>;
  try {
    // Only a person's seat may take choices back: only theirs pay for the views that tell what they have seen.
    session = Session.start(engine, table.opening, { log: keepLog, seats: humans });
  } catch (e) {
    io.err(`rulewright play: the game failed before its first decision (seed ${seed}): ${safeMessage((e as Error).message)}`);
    return 1;
  }
  const print = (entries: readonly LogEntry[], mark = '') => {
    if (!keepLog || o.json) return;
    for (const e of entries) if (humans.length === 0 || e.to === null || e.to.some((p) => humans.includes(p))) io.out(mark + logLine(engine, e));
  };
  print(session.logOf(0));
  let checkpoints = [{ n: 0, hash: stateHash(session.state) }];
  const checkpoint = () => {
    if (o.save && session.n % CHECKPOINT_EVERY === 0) checkpoints.push({ n: session.n, hash: stateHash(session.state) });
  };

  // The scenario's script: its answers bring the game to the moment the scenario pins.
  let scripted = 0;
  if (table.scenario !== null && o.script) {
    const { file, text, compiled } = table.scenario;
    const mark = '[script] ';
    let played;
    try {
      played = walkScript(session, compiled, {
        aliases: loaded.pack.aliases(),
        moved: (move, why, log) => {
          checkpoint();
          if (!keepLog || o.json) return;
          const name = engine.game.playerName?.(move.player) ?? move.player;
          // A human seat sees that another seat answered, not what (its cards may be face down).
          const hidden = humans.length > 0 && !humans.includes(move.player);
          const what = why.autoPass ? `(autoPass) ${name} passes` : hidden ? `${name} answers` : why.step!.text;
          io.out(`${mark}line ${why.step?.line ?? '-'}: ${what}`);
          print(log, mark);
        },
      });
    } catch (e) {
      io.err(`rulewright play: the game failed in the scenario's script (seed ${seed}): ${(e as Error).message}`);
      return 1;
    }
    if (played.stopped !== null) {
      for (const l of scriptStopped(file, text, played.stopped, o)) io.err(`rulewright play: ${l}`);
      io.err(`rulewright play: the scenario's script stopped after ${played.played} of its answers: the game was not played on${o.save ? ' or saved' : ''}.`);
      return 1;
    }
    scripted = session.n;
    if (o.save && !checkpoints.some((c) => c.n === scripted)) checkpoints.push({ n: scripted, hash: stateHash(session.state) });
    const passes = scripted - played.played;
    if (keepLog && !o.json) io.out(`${mark}the script's ${played.played} answers are played${passes > 0 ? ` (and ${passes} autoPass answers)` : ''}: the seats (${botKinds.join(', ')}) play on from decision ${scripted + 1}.`);
  }

  const lines = humans.length > 0 ? openLines(io) : null;
  const seats = lines ? new TerminalSeats(loaded.module, engine, io, lines, loaded.pack.aliases()) : null;
  let quit = false;
  let botMs = 0;
  const started = performance.now();
  try {
    while (session.decision() !== null && session.n < o.max) {
      const d = session.decision()!;
      let choice;
      if (seats !== null && humans.includes(d.player)) {
        const said = await seats.answer(session.state, session.n);
        if (said.kind === 'quit') {
          quit = true;
          break;
        }
        if (said.kind === 'undo') {
          const back = takeBack(session, d.player, scripted);
          if (!back.ok) io.out(`Cannot take that back: ${back.reason}.`);
          else {
            io.out(`Took back ${back.undone} choice(s): back to decision ${session.n + 1}.`);
            checkpoints = checkpoints.filter((c) => c.n <= session.n);
          }
          continue;
        }
        choice = said.choice;
        const v = session.validate(choice);
        if (!v.ok) {
          io.out(`Not allowed: ${v.reason}.`);
          continue;
        }
      } else {
        const asked = performance.now();
        choice = bots[d.player]!.choose(engine, session.state);
        botMs += performance.now() - asked;
        // The bots' time is the game's budget (a person's thinking is not): past it, a bot or the content crawls.
        if (botMs > GAME_TIME_BUDGET_MS) throw new Error(`the bots took more than ${GAME_TIME_BUDGET_MS / 1000} s; the last answer: the ${botKinds[players.indexOf(d.player)]} bot for ${d.player} at "${d.kind}"`);
      }
      const r = session.play(choice);
      if (!r.ok) throw new Error(`the ${botKinds[players.indexOf(d.player)]} bot for ${d.player} made an illegal choice: ${r.reason}`);
      checkpoint();
      print(r.log);
    }
  } catch (e) {
    io.err(`rulewright play: the game failed after ${session.n} decisions (seed ${seed}): ${safeMessage((e as Error).message)}`);
    return 1;
  } finally {
    lines?.close();
  }
  const state = session.state;
  const choices = session.moves;
  const ms = performance.now() - started;
  const outcome = loaded.module.outcome(state, rules);
  const sideName = (side: string) => loaded.module.seats.nameOf(rules, side);

  if (o.save) {
    // The scenario's text goes in the file: it replays when the scenario file has changed or gone.
    const scenario = table.scenario !== null ? { file: table.scenario.file, text: table.scenario.text, scripted } : undefined;
    const saved = savedGameOf(session, { game: loaded.module.id, contentHashVersion: CONTENT_HASH_VERSION, content: o.content, bots: botKinds, checkpoints, ...(scenario ? { scenario } : {}) });
    try {
      writeFileAtomic(resolve(io.cwd, o.save), JSON.stringify(saved) + '\n');
    } catch (e) {
      io.err(`rulewright play: cannot save the game to ${o.save}: ${(e as Error).message}`);
      return 1;
    }
  }

  if (o.json) {
    io.out(
      JSON.stringify({
        seed,
        players,
        // The winning side; several for a shared win.
        winner: outcome.winners.length === 0 ? null : outcome.winners.length === 1 ? outcome.winners[0] : outcome.winners,
        reason: outcome.reason,
        rounds: outcome.length.rounds,
        decisions: choices.length,
        // Only from a scenario: how many of the decisions its script made.
        ...(table.scenario !== null ? { scripted } : {}),
      }),
    );
  } else {
    const score = outcome.over ? Object.entries(outcome.scores).map(([side, n]) => `${sideName(side)} ${n}`).join(', ') : '';
    const what = outcome.over ? outcome.sentence : quit ? `You left the game in round ${outcome.length.rounds}` : `The game did not end within ${o.max} decisions`;
    // The time taken goes to stderr: what stdout prints is the game, the same for the same seed, byte for byte.
    const from = o.scenario === null ? '' : ` From ${o.scenario}${!o.script ? ', without its script' : scripted > 0 ? ` (its script made the first ${scripted})` : ''}.`;
    io.out(`${what} (${choices.length} decisions)${score ? `: ${score}` : ''}. Seed ${seed}, ${players.length} players.${from}`);
    // Only for a person watching: a pipe or a log gets the game and nothing else.
    if (io.errTerminal) io.err(`(played in ${Math.round(ms)} ms)`);
    if (o.save) io.out(`Saved to ${o.save}: "rulewright replay ${o.save}" checks it.`);
  }
  return !outcome.over && !quit ? 1 : 0;
}
