/**
 * `rulewright replay FILE`: re-runs a game saved by `rulewright play --save`
 * (content hash + seed + players + choices; from a scenario, the scenario's
 * text and its scripted dice: saved-game.ts) and checks that it reaches the
 * same final state. When it does not, says where: the content changed, a
 * choice became illegal, or the state first differs between two checkpoints.
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { Session, type Engine, type GameState, type Move, type Opening } from '../core/index.ts';
import { formatDiagnostic } from '../diagnostics/index.ts';
import { EXIT, readArgs, usageLine } from './args.ts';
import type { CliIO } from './io.ts';
import { processIO, whyUnreadable } from './io.ts';
import { packFolderProblem } from './places.ts';
import { REPLAY } from './replay-options.ts';
import { loadContent, logLine, scenarioStart, stateHash, type LoadedContent } from './play.ts';
import { upgradeSavedGame, type SavedGame } from './saved-game.ts';
import { sameContent } from './content-hash.ts';
import { checkSavedGame, formatSavedGameProblem, MAX_SAVED_GAME_BYTES } from './saved-game-check.ts';
import { escapeControls, nameText, quoteText, safeMessage } from '../diagnostics/index.ts';

/** Where the saved game starts: a new game from its seed, or the scenario's position from its saved text. */
function startOf(saved: SavedGame, loaded: LoadedContent, file: string, io: CliIO): { engine: Engine<unknown, unknown>; opening: Opening<unknown> } | null {
  if (saved.scenario === undefined) return { engine: loaded.engine, opening: { seed: saved.seed, players: saved.players } };
  const start = scenarioStart(loaded, saved.scenario.file, saved.scenario.text);
  if (Array.isArray(start)) {
    for (const d of start) io.err(formatDiagnostic(d));
    io.err(`rulewright replay: ${escapeControls(file)} starts from the scenario ${nameText(saved.scenario.file)} (its text is saved in the file), which does not compile on this content.`);
    return null;
  }
  const s = start.compiled;
  if (String(s.seed) !== String(saved.seed) || s.players.join(',') !== saved.players.join(',')) {
    io.err(`rulewright replay: ${escapeControls(file)} names seed ${nameText(saved.seed)} and players ${saved.players.map((p) => nameText(p, 40)).join(', ')}, but its scenario has seed ${s.seed} and players ${s.players.join(', ')}: the file was edited.`);
    return null;
  }
  return start;
}

/** Whether `state` is the one a checkpoint hashed: as the state is kept now, or as an earlier rulewright kept it (a file it saved). */
function sameState(loaded: LoadedContent, state: GameState, hash: string): boolean {
  if (stateHash(state) === hash) return true;
  const earlier = loaded.module.hooks.savedGames?.earlierShapes;
  return earlier !== undefined && earlier(state).some((s) => stateHash(s) === hash);
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const args = readArgs(REPLAY, argv, io);
  if (typeof args === 'number') return args;
  const file = args.positionals[0]!;
  const content = args.values.content ?? null;
  const log = args.values.log;
  if (content !== null) {
    const problem = packFolderProblem(resolve(io.cwd, content), io.cwd, 'rulewright replay FILE --content %');
    if (problem !== null) {
      io.err(usageLine(REPLAY, `--content: ${problem}`));
      return EXIT.usage;
    }
  }

  const path = resolve(io.cwd, file);
  const shown = escapeControls(file);
  let text: string;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new Error('it is not a file');
    if (info.size > MAX_SAVED_GAME_BYTES) {
      io.err(`rulewright replay: ${shown} is ${Math.ceil(info.size / 1024 / 1024)} MB, more than a saved game can be (${MAX_SAVED_GAME_BYTES / 1024 / 1024} MB): not a game saved by "rulewright play --save"`);
      return 1;
    }
    text = await readFile(path, 'utf8');
  } catch (e) {
    io.err(`rulewright replay: cannot read ${shown}: ${safeMessage(whyUnreadable(e), 300)}`);
    return 1;
  }
  const checked = checkSavedGame(text);
  if (!checked.ok) {
    for (const p of checked.problems) io.err(`rulewright replay: ${formatSavedGameProblem(file, p)}`);
    io.err(`rulewright replay: ${shown} cannot be replayed: it is damaged, or not a saved game.`);
    return 1;
  }
  // Files saved before version 3 are read as version 3 (their scripted dice moved onto the choices that drew them).
  const saved = upgradeSavedGame(checked.game);

  // The content folder: --content, else the saved path from where play ran (the cwd), else next to the file.
  const candidates = content !== null ? [resolve(io.cwd, content)] : [resolve(io.cwd, saved.content), resolve(dirname(path), saved.content)];
  const dir = candidates.find((d) => existsSync(d)) ?? candidates[0]!;
  const loaded = await loadContent(dir, io);
  if (!loaded) return 1;
  const { rules } = loaded;
  if (saved.game !== loaded.module.id) {
    io.err(`rulewright replay: ${shown} is a game of ${nameText(saved.game, 64)}, but the content in ${nameText(content ?? saved.content, 200)} is a ${loaded.module.id} pack (pack.yaml's game:).`);
    return 1;
  }
  if (!sameContent(saved, loaded.engine, { dir, cwd: io.cwd, file: path })) {
    // The folder as the command was given it (--content), else as the file named it.
    const given = content ?? saved.content;
    io.err(
      `rulewright replay: ${shown} was played with other content (hash ${quoteText(saved.contentHash, 40)}); the content in ${nameText(given, 200)} is ${loaded.engine.contentHash}. ` +
        'The game diverges before its first choice.',
    );
    return 1;
  }

  const start = startOf(saved, loaded, file, io);
  if (start === null) return 1;
  const { engine } = start;
  const scripted = saved.scenario?.scripted ?? 0;

  const checkpoints = new Map(saved.checkpoints.map((c) => [c.n, c.hash]));
  let last = 0;
  let session: Session<unknown, unknown>;
  try {
    session = Session.start(engine, start.opening, { log, seats: [] });
  } catch (e) {
    io.err(`rulewright replay: ${shown} cannot start: ${safeMessage((e as Error).message)}`);
    return 1;
  }
  if (log) for (const e of session.logOf(0)) io.out(logLine(engine, e));
  const diverged = (n: number, why: string): number => {
    const inScript = n > 0 && n <= scripted ? " (within the scenario's script)" : '';
    io.err(`rulewright replay: ${shown} diverges ${last === n ? `at choice ${n}` : `between choice ${last} and choice ${n}`}${inScript}: ${why}`);
    return 1;
  };
  const check = (n: number): boolean => {
    const want = checkpoints.get(n);
    if (want === undefined) return true;
    if (!sameState(loaded, session.state, want)) return false;
    last = n;
    return true;
  };
  if (!check(0)) return diverged(0, 'the state after setup differs (another seed, or changed setup rules)');
  for (let i = 0; i < saved.choices.length; i++) {
    // With the dice and picks the scenario's script wrote for this choice's draws, as play gave them.
    const choice: Move = saved.choices[i]!;
    let r;
    try {
      r = session.play(choice);
    } catch (e) {
      return diverged(i + 1, `the engine failed on choice ${i + 1}: ${safeMessage((e as Error).message)}`);
    }
    if (!r.ok) return diverged(i + 1, `choice ${i + 1} (${nameText(choice.player, 40)}: ${choice.ids.map((id) => nameText(id, 40)).join(', ') || 'nothing'}) is illegal now: ${safeMessage(r.reason)}`);
    const mark = i < scripted ? '[script] ' : '';
    if (log) for (const e of r.log) io.out(mark + logLine(engine, e));
    if (!check(i + 1)) return diverged(i + 1, `the state after choice ${i + 1} differs from the saved game's`);
  }
  const n = saved.choices.length;
  const state = session.state;
  if (!sameState(loaded, state, saved.final.hash)) {
    return diverged(n, `the final state differs (over: ${quoteText(state.over, 300)}, saved: ${quoteText(saved.final.over ?? null, 300)})`);
  }
  const outcome = loaded.module.outcome(state, rules);
  const from = saved.scenario === undefined ? '' : ` from the scenario ${nameText(saved.scenario.file, 200)}${scripted > 0 ? ` (its script made the first ${scripted})` : ''}`;
  io.out(`${shown}: replayed ${n} choices${from} to the same final state` + (outcome.over ? ` (${outcome.sentence})` : ' (the game had not ended)') + '.');
  return 0;
}
