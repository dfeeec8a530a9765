/**
 * Reading a pack's YAML bots from disk (`<pack>/bots/*.yaml`). Node only;
 * compiling is pure (yaml-bot.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Ruleset } from '../../content/types.ts';
import { compileBot, type CompiledBot } from './yaml-bot.ts';
import type { BotLibrary } from './index.ts';

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

/** Compile every bot text against `rules`; files with errors are left out and reported. */
export function compileBots(texts: Record<string, string>, rules: Ruleset, labelOf: (stem: string) => string): { library: BotLibrary; diagnostics: Diagnostic[] } {
  const library: Record<string, CompiledBot> = {};
  const diagnostics: Diagnostic[] = [];
  for (const [stem, text] of Object.entries(texts)) {
    const r = compileBot(stem, labelOf(stem), text, rules);
    diagnostics.push(...r.diagnostics);
    if (r.bot) library[stem] = r.bot;
  }
  return { library, diagnostics };
}

/** Load and compile `<packDir>/bots/*.yaml`, naming files relative to `cwd`. */
export async function loadBots(packDir: string, rules: Ruleset, cwd: string): Promise<{ library: BotLibrary; diagnostics: Diagnostic[]; texts: Record<string, string> }> {
  const dir = join(packDir, 'bots');
  const texts = await readBotFiles(dir);
  const { library, diagnostics } = compileBots(texts, rules, (stem) => relative(cwd, join(dir, `${stem}.yaml`)) || `${basename(dir)}/${stem}.yaml`);
  return { library, diagnostics, texts };
}
