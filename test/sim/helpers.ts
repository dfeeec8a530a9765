/** The Columbia pack and its YAML bots, loaded once per test file. */
import type { Ruleset } from '../../interpreter/columbia/index.ts';
import { fileURLToPath } from 'node:url';
import { loadGamePackFromDir as loadPackFromDir } from '../../interpreter/games/node.ts';
import type { LoadResult } from '../../interpreter/content/index.ts';
import { columbiaModule, createColumbiaEngine, type ColumbiaEngine } from '../../interpreter/columbia/index.ts';
import { loadBots } from '../../interpreter/sim/bots/node.ts';
import { makeBot, type BotLibrary, type SimBot } from '../../interpreter/sim/bots/index.ts';
import { simTable, type SimTable } from '../../interpreter/sim/play.ts';
import type { CliIO } from '../../interpreter/cli/main.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
export const PACK = `${ROOT}/content/columbia`;

export interface Pack {
  result: LoadResult<Ruleset>;
  engine: ColumbiaEngine;
  /** What the simulator plays this pack's games with. */
  table: SimTable;
  library: BotLibrary;
  two: string[];
  four: string[];
}

let cached: Promise<Pack> | null = null;

export function pack(): Promise<Pack> {
  cached ??= (async () => {
    const result = await loadPackFromDir<Ruleset>(PACK);
    if (!result.ruleset) throw new Error('the Columbia pack does not load');
    const engine = createColumbiaEngine(result.ruleset, { effects: result.effects ?? null });
    const { library, diagnostics } = await loadBots(columbiaModule, PACK, result.ruleset, ROOT);
    if (diagnostics.length) throw new Error(`the shipped bots have problems: ${diagnostics.map((d) => d.message).join('; ')}`);
    const seats = (n: number) => result.ruleset!.setups.find((s) => s.players === n)!.seats.map((s) => s.colourId);
    const table = simTable(columbiaModule, result.ruleset, result.effects ?? null, engine as unknown as SimTable['engine']);
    return { result, engine, table, library, two: seats(2), four: seats(4) };
  })();
  return cached;
}

/** A `rulewright` command's `run` called as a script would call it: exit code, and what it printed to each stream. */
export async function runCommand(run: (argv: string[], io: CliIO) => Promise<number>, args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (t) => out.push(t), err: (t) => err.push(t), cwd: ROOT, color: false };
  const code = await run(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A Columbia bot for one seat by name, as the simulator seats it. */
export function columbiaBot(name: string, seed: string | number, seat: string, library: BotLibrary = {}): SimBot {
  return makeBot(columbiaModule, null, name, seed, seat, library);
}
