/**
 * Reading a pack's YAML bots from disk (`.yaml` files under `<pack>/bots/`,
 * sub-folders included). Node only; compiling is pure (library.ts, yaml-bot.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Diagnostic } from '../../diagnostics/index.ts';
import type { AnyGameModule } from '../../games/index.ts';
import { compileBots, type BotLibrary } from './index.ts';

// Compiling is pure (the module's, through index.ts: the editor runs it in a browser worker); re-exported for the Node callers.
export { compileBots } from './index.ts';

/**
 * The bot files' texts by name (none when the folder does not exist). A bot's
 * name is its path under `bots/` without `.yaml`: `aggressive`, or
 * `careful/builder` for one a designer filed in a sub-folder, so two bots of
 * the same file name in different folders stay two bots.
 */
export async function readBotFiles(dir: string): Promise<Record<string, string>> {
  const names: string[] = [];
  const walk = async (folder: string, prefix: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      if (e.isDirectory()) await walk(join(folder, e.name), `${prefix}${e.name}/`);
      else if (/\.ya?ml$/.test(e.name)) names.push(`${prefix}${e.name}`);
    }
  };
  await walk(dir, '');
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, string> = {};
  for (const n of names) out[n.replace(/\.ya?ml$/, '')] = await readFile(join(dir, ...n.split('/')), 'utf8');
  return out;
}

/** Load and compile the bots under `<packDir>/bots/` with the pack's game, naming files relative to `cwd`. */
export async function loadBots(module: AnyGameModule, packDir: string, rules: unknown, cwd: string): Promise<{ library: BotLibrary; diagnostics: Diagnostic[]; texts: Record<string, string> }> {
  const dir = join(packDir, 'bots');
  const texts = module.hooks.sim?.botFiles === undefined ? {} : await readBotFiles(dir);
  const { library, diagnostics } = compileBots(module, texts, rules, (stem) => relative(cwd, join(dir, `${stem}.yaml`)) || `${basename(dir)}/${stem}.yaml`);
  return { library, diagnostics, texts };
}
