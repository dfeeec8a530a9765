/**
 * Columbia's bot files (`<pack>/bots/*.yaml`, schemas/bot.schema.json)
 * compiled into the bots the simulator seats (the module's
 * `sim.botFiles`). Pure: the CLI reads the files, the editor hands in its
 * workspace texts.
 */
import type { Diagnostic } from '../../diagnostics/index.ts';
import type { PackBot } from '../../game/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { ColumbiaG } from '../state.ts';
import { compileBot, conditionFailures, yamlBot, type CompiledBot } from './yaml-bot.ts';

/** Compile every bot text against `rules`; files with errors are left out and reported. */
export function compileBots(texts: Readonly<Record<string, string>>, rules: Ruleset, labelOf: (stem: string) => string): { library: Record<string, CompiledBot>; diagnostics: Diagnostic[] } {
  const library: Record<string, CompiledBot> = {};
  const diagnostics: Diagnostic[] = [];
  for (const [stem, text] of Object.entries(texts)) {
    const r = compileBot(stem, labelOf(stem), text, rules);
    diagnostics.push(...r.diagnostics);
    if (r.bot) library[stem] = r.bot;
  }
  return { library, diagnostics };
}

/** The module's `sim.botFiles`: each compiled file as a bot the simulator can seat. */
export const columbiaBotFiles = {
  compile(texts: Readonly<Record<string, string>>, rules: Ruleset, labelOf: (name: string) => string): { bots: Record<string, PackBot<ColumbiaG, Ruleset>>; diagnostics: Diagnostic[] } {
    const { library, diagnostics } = compileBots(texts, rules, labelOf);
    const bots: Record<string, PackBot<ColumbiaG, Ruleset>> = {};
    for (const [name, compiled] of Object.entries(library)) {
      // What this compiled bot's seats met in the run (condition id: why): the run's record, kept whether or not the engine keeps caches.
      const failed: Record<string, string> = {};
      bots[name] = {
        make: (seed, hits) => yamlBot(compiled, seed, hits, failed),
        failures: () => conditionFailures(compiled, failed),
      };
    }
    return { bots, diagnostics };
  },
};
