/**
 * Reading a pack's YAML bots from disk (`<pack>/bots/*.yaml`). Node only;
 * compiling is pure (library.ts, yaml-bot.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Ruleset } from '../../content/types.ts';
import { compileBots } from './library.ts';
import type { BotLibrary } from './index.ts';

// Compiling is pure and lives in library.ts (the editor runs it in a browser worker); re-exported for the Node callers.
export { compileBots } from './library.ts';

/** The bot files' texts by stem (none when the folder does not exist). */
export async function readBotFiles(dir: string): Promise<Record<string, string>> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => /\.ya?ml$/.test(n)).sort();
  } catch {
    return {};
  }
  const out: Record<string, string> = {};
  for (const n of names) out[n.replace(/\.ya?ml$/, '')] = await readFile(join(dir, n), 'utf8');
  return out;
}

/** Load and compile `<packDir>/bots/*.yaml`, naming files relative to `cwd`. */
export async function loadBots(packDir: string, rules: Ruleset, cwd: string): Promise<{ library: BotLibrary; diagnostics: Diagnostic[]; texts: Record<string, string> }> {
  const dir = join(packDir, 'bots');
  const texts = await readBotFiles(dir);
  const { library, diagnostics } = compileBots(texts, rules, (stem) => relative(cwd, join(dir, `${stem}.yaml`)) || `${basename(dir)}/${stem}.yaml`);
  return { library, diagnostics, texts };
}
