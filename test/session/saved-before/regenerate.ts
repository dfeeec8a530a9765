/**
 * Writes the saved games of this folder again, in the formats they were saved
 * in (versions 1 and 2, as the rulewright of commit 74a0cef wrote them), when
 * a change of the rules changes their games (see README.md):
 *
 *   npx tsx test/session/saved-before/regenerate.ts           plays each game again with today's rules (the command in README.md)
 *   npx tsx test/session/saved-before/regenerate.ts --check   rewrites each file from its own choices, on the content of
 *                                                             --root DIR (default: this repository), and says whether it
 *                                                             comes out byte for byte as it is: run it on the content the
 *                                                             files were played on to check the writer below
 *
 * The old formats, as 74a0cef wrote them: the content hash with files named as
 * `play` showed them (cli/content-hash.ts `earlierContentHash`), version 2
 * scenario dice in `scenario.injected`, version 1 indented by one space (the
 * state hashes are as today's: the state's shape has not changed since). Not a test: a tool for the fixtures of saved-before.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session, type Engine, type Opening } from '../../../interpreter/core/index.ts';
import type { CliIO } from '../../../interpreter/cli/main.ts';
import { loadContent, scenarioStart, run as play } from '../../../interpreter/cli/play.ts';
import { run as simulate } from '../../../interpreter/cli/simulate.ts';
import { earlierContentHash } from '../../../interpreter/cli/content-hash.ts';
import { stateHash, upgradeSavedGame, type Injection, type SavedGame } from '../../../interpreter/cli/saved-game.ts';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const HERE = 'test/session/saved-before';

/** Each file, its version, and the command (as README.md lists it) that plays its game today. */
const GAMES: { file: string; version: 1 | 2; command: 'play' | 'simulate'; argv: string[] }[] = [
  { file: 'new-game-2p.v2.json', version: 2, command: 'play', argv: ['--players', '2', '--seed', 'before-session-2p', '--bots', 'random,heuristic'] },
  { file: 'new-game-4p.v2.json', version: 2, command: 'play', argv: ['--players', '4', '--seed', 'before-session-4p', '--bots', 'random'] },
  { file: 'scenario-combat.v2.json', version: 2, command: 'play', argv: ['--scenario', 'content/columbia/scenarios/examples/example-combat.yaml', '--bots', 'random'] },
  { file: 'simulate-replay.v1.json', version: 1, command: 'simulate', argv: ['--players', '2', '--bots', 'random', '--replay', 'before-session-v1'] },
];

function quietIO(cwd: string): CliIO & { errors: string[] } {
  const errors: string[] = [];
  return { out: () => undefined, err: (t) => void errors.push(t), cwd, color: false, errors };
}

/** `saved` (version 3) as `version` wrote it, replayed on the content in `root` for its hashes. */
async function inOldFormat(saved: SavedGame, version: 1 | 2, root: string): Promise<string> {
  const io = quietIO(root);
  const loaded = await loadContent(resolve(root, saved.content), io);
  if (loaded === null) throw new Error(io.errors.join('\n'));
  let start: { engine: Engine<unknown, unknown>; opening: Opening<unknown> } = { engine: loaded.engine, opening: { seed: saved.seed, players: saved.players } };
  if (saved.scenario !== undefined) {
    const s = scenarioStart(loaded, saved.scenario.file, saved.scenario.text);
    if (Array.isArray(s)) throw new Error(`${saved.scenario.file} does not compile`);
    start = s;
  }
  const want = new Set(saved.checkpoints.map((c) => c.n));
  const session = Session.start(start.engine, start.opening, { seats: [] });
  const checkpoints: { n: number; hash: string }[] = [];
  if (want.has(0)) checkpoints.push({ n: 0, hash: stateHash(session.state) });
  const injected: Injection[] = [];
  saved.choices.forEach((move, i) => {
    const r = session.play(move);
    if (!r.ok) throw new Error(`choice ${i + 1} is illegal: ${r.reason}`);
    if (move.dice) injected.push({ before: i, rolls: move.dice.rolls, picks: move.dice.picks });
    if (want.has(i + 1)) checkpoints.push({ n: i + 1, hash: stateHash(session.state) });
  });
  const old = {
    format: saved.format,
    version,
    game: saved.game,
    content: saved.content,
    contentHash: earlierContentHash(loaded.rules, (f) => normalize(join(saved.content, f))),
    seed: saved.seed,
    players: saved.players,
    bots: saved.bots,
    choices: saved.choices.map((c) => ({ player: c.player, ids: c.ids })),
    checkpoints,
    final: { n: session.n, hash: stateHash(session.state), over: session.state.over },
    ...(saved.scenario ? { scenario: { file: saved.scenario.file, text: saved.scenario.text, scripted: saved.scenario.scripted, injected } } : {}),
  };
  return (version === 1 ? JSON.stringify(old, null, 1) : JSON.stringify(old)) + '\n';
}

async function playedToday(game: (typeof GAMES)[number], dir: string): Promise<SavedGame> {
  const io = quietIO(REPO);
  const out = join(dir, game.file);
  const code = await (game.command === 'play' ? play : simulate)([...game.argv, '--save', out], io);
  if (code !== 0) throw new Error(`${game.command} ${game.argv.join(' ')}: ${io.errors.join('\n')}`);
  return JSON.parse(readFileSync(out, 'utf8')) as SavedGame;
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const root = args.includes('--root') ? resolve(args[args.indexOf('--root') + 1]!) : REPO;
const dir = mkdtempSync(join(tmpdir(), 'rw-saved-before-'));
let failed = false;
try {
  for (const game of GAMES) {
    const path = join(REPO, HERE, game.file);
    if (check) {
      const text = readFileSync(path, 'utf8');
      const again = await inOldFormat(upgradeSavedGame(JSON.parse(text) as SavedGame), game.version, root);
      failed ||= again !== text;
      console.log(`${game.file}: ${again === text ? 'the same, byte for byte' : 'DIFFERS'}`);
    } else {
      writeFileSync(path, await inOldFormat(await playedToday(game, dir), game.version, REPO));
      console.log(`${game.file}: written`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
