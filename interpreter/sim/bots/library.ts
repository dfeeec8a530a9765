/**
 * Compiling a pack's YAML bot files (by stem) into the library the simulator
 * seats bots from. Pure: the CLI reads the files (node.ts), the editor hands
 * in its workspace texts.
 */
import type { Diagnostic } from '../../diagnostics/index.ts';
import type { Ruleset } from '../../columbia/index.ts';
import { compileBot, type CompiledBot } from './yaml-bot.ts';
import type { BotLibrary } from './index.ts';

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
