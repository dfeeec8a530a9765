/**
 * `rulewright replay FILE`: re-runs a game saved by `rulewright play --save`
 * (content hash + seed + players + choices) and checks that it reaches the
 * same final state. When it does not, says where: the content changed, a
 * choice became illegal, or the state first differs between two checkpoints.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import type { Choice } from '../core/index.ts';
import type { GameResult } from '../columbia/state.ts';
import type { CliIO } from './main.ts';
import { processIO } from './main.ts';
import { loadContent, logLine, stateHash, type SavedGame } from './play.ts';

const USAGE = `usage: rulewright replay FILE [--content DIR] [--log]

Replay a game saved with "rulewright play --save FILE" and check that it
reaches the same final state.

  --content DIR   the content pack folder (default: the one the file names)
  --log           print the replayed game's log as sentences
  --help          show this help

Exit status: 0 when the replay matches, 1 when it diverges or cannot run, 2 on a usage mistake.`;

function isSaved(x: unknown): x is SavedGame {
  const s = x as Partial<SavedGame> | null;
  return (
    s !== null &&
    typeof s === 'object' &&
    s.format === 'rulewright-replay' &&
    typeof s.contentHash === 'string' &&
    (typeof s.seed === 'string' || typeof s.seed === 'number') &&
    Array.isArray(s.players) &&
    Array.isArray(s.choices) &&
    Array.isArray(s.checkpoints) &&
    typeof s.final === 'object' &&
    s.final !== null
  );
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  let file: string | null = null;
  let content: string | null = null;
  let log = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') {
      io.out(USAGE);
      return 0;
    } else if (a === '--log') log = true;
    else if (a === '--content') {
      const v = argv[++i];
      if (v === undefined) {
        io.err(`rulewright replay: --content takes a folder\n${USAGE}`);
        return 2;
      }
      content = v;
    } else if (a.startsWith('-')) {
      io.err(`rulewright replay: unknown option "${a}"\n${USAGE}`);
      return 2;
    } else if (file === null) file = a;
    else {
      io.err(`rulewright replay: one file at a time\n${USAGE}`);
      return 2;
    }
  }
  if (file === null) {
    io.err(`rulewright replay: which file?\n${USAGE}`);
    return 2;
  }

  const path = resolve(io.cwd, file);
  let saved: SavedGame;
  try {
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (!isSaved(parsed)) throw new Error('it is not a game saved by "rulewright play --save"');
    saved = parsed;
  } catch (e) {
    io.err(`rulewright replay: cannot read ${file}: ${(e as Error).message}`);
    return 1;
  }

  // The content folder: --content, else the saved path from where play ran (the cwd), else next to the file.
  const candidates = content !== null ? [resolve(io.cwd, content)] : [resolve(io.cwd, saved.content), resolve(dirname(path), saved.content)];
  const dir = candidates.find((d) => existsSync(d)) ?? candidates[0]!;
  const loaded = await loadContent(dir, io);
  if (!loaded) return 1;
  const { engine, rules } = loaded;
  if (engine.contentHash !== saved.contentHash) {
    io.err(
      `rulewright replay: ${file} was played with other content (hash ${saved.contentHash}); ${saved.content} is now ${engine.contentHash}. ` +
        'The game diverges before its first choice.',
    );
    return 1;
  }

  const checkpoints = new Map(saved.checkpoints.map((c) => [c.n, c.hash]));
  let last = 0;
  let { state, log: entries } = engine.start({ seed: saved.seed, players: saved.players }, { log });
  if (log) for (const e of entries) io.out(logLine(engine, e));
  const diverged = (n: number, why: string): number => {
    io.err(`rulewright replay: ${file} diverges ${last === n ? `at choice ${n}` : `between choice ${last} and choice ${n}`}: ${why}`);
    return 1;
  };
  const check = (n: number): boolean => {
    const want = checkpoints.get(n);
    if (want === undefined) return true;
    if (stateHash(state) !== want) return false;
    last = n;
    return true;
  };
  if (!check(0)) return diverged(0, 'the state after setup differs (another seed, or changed setup rules)');
  for (let i = 0; i < saved.choices.length; i++) {
    const choice: Choice = saved.choices[i]!;
    const r = engine.apply(state, choice, { mutate: true, log });
    if (!r.ok) return diverged(i + 1, `choice ${i + 1} (${choice.player}: ${choice.ids.join(', ') || 'nothing'}) is illegal now: ${r.reason}`);
    state = r.state;
    if (log) for (const e of r.log) io.out(logLine(engine, e));
    if (!check(i + 1)) return diverged(i + 1, `the state after choice ${i + 1} differs from the saved game's`);
  }
  const n = saved.choices.length;
  if (stateHash(state) !== saved.final.hash) {
    return diverged(n, `the final state differs (over: ${JSON.stringify(state.over)}, saved: ${JSON.stringify(saved.final.over)})`);
  }
  const over = state.over as unknown as GameResult | null;
  const winner = over?.winner ? `the ${rules.pack.factions.find((f) => f.id === over.winner)?.name ?? over.winner} win` : 'nobody wins';
  io.out(`${file}: replayed ${n} choices to the same final state` + (over ? ` (${winner}, ${over.reason}, round ${over.round})` : ' (the game had not ended)') + '.');
  return 0;
}
