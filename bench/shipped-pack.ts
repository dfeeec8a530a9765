/**
 * A bundled pack as it ships, loaded and compiled on this thread: what the
 * bench scripts that play games in-process (steady.ts, heuristic-bot.ts)
 * start from. Not a script of its own.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { engineFor, loadGamePack, moduleOf } from '../interpreter/games/index.ts';

export function shippedPack(dir: string, playerCount: number) {
  const files: Record<string, string> = {};
  for (const n of readdirSync(dir).filter((x) => /\.ya?ml$/.test(x))) files[n] = readFileSync(`${dir}/${n}`, 'utf8');
  const loaded = loadGamePack(files);
  if (!loaded.ruleset) throw new Error(`${dir} does not load`);
  const module = moduleOf(loaded);
  const engine = engineFor(module, loaded.ruleset, loaded.effects ?? null);
  const players = module.seats.players(loaded.ruleset, playerCount).slice();
  return { rules: loaded.ruleset, module, engine, players };
}
