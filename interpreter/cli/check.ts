/**
 * `rulewright check [DIR]`: load a content pack and print every diagnostic as
 * `file:line:col: severity CODE message (hint)`, then a summary. Exit 0 when
 * nothing is an error, 1 when something is, 2 on a usage mistake.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/index.ts';
import { compareDiagnostics, formatDiagnostic, hasErrors } from '../diagnostics/index.ts';
import { loadBots } from '../sim/node.ts';
import { gameIds, gameModule, moduleOf } from '../games/index.ts';
import { compileScenario, ScenarioPack } from '../scenario/index.ts';
import { scenarioFilesIn, SCENARIOS_DIR } from '../scenario/node.ts';
import { keptValidators } from '../content/node.ts';
import { loadGamePackFromDir } from '../games/node.ts';
import { EXIT, readArgs, usageLine } from './args.ts';
import { CHECK } from './check-options.ts';
import type { CliIO } from './io.ts';
import { processIO } from './io.ts';
import { defaultPack, givenFolder, packFolderProblem, shownPath } from './places.ts';
import { paint } from './colour.ts';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function line(d: Diagnostic, color: boolean): string {
  const text = formatDiagnostic(d);
  if (!color) return text;
  const sev = ` ${d.severity} `;
  const i = text.indexOf(sev);
  return i < 0 ? text : `${paint(true, text.slice(0, i), 'bold')} ${paint(true, d.severity, d.severity)} ${text.slice(i + sev.length)}`;
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const parsed = readArgs(CHECK, argv, io);
  if (typeof parsed === 'number') return parsed;
  const json = parsed.values.json;
  const given = givenFolder(io.cwd, parsed.positionals[0], parsed.values.content);
  if ('problem' in given) {
    io.err(usageLine(CHECK, given.problem));
    return EXIT.usage;
  }
  const dir = given.dir ?? defaultPack(io.cwd);
  const problem = packFolderProblem(dir, io.cwd, 'rulewright check %');
  if (problem !== null) {
    io.err(usageLine(CHECK, problem));
    return EXIT.usage;
  }
  const label = shownPath(io.cwd, dir);
  const result = await loadGamePackFromDir(dir, { relativeTo: io.cwd });
  // The pack's YAML bots too, for a game that has them: a bot file runs in every game it is seated in, and every
  // simulation of the pack compiles it.
  const module = result.game !== undefined ? gameModule(result.game) : undefined;
  // The bot files are compiled by the game's module (its hooks.sim.botFiles); a game without reads none.
  if (result.ruleset !== undefined && module?.hooks.sim?.botFiles !== undefined) {
    const bots = await loadBots(module, dir, result.ruleset, io.cwd);
    result.diagnostics = [...result.diagnostics, ...bots.diagnostics].sort(compareDiagnostics);
    result.counts['bots'] = Object.keys(bots.texts).length;
  }
  // And its scenarios: a scenario that no longer compiles against the pack (a renamed card, a step that moved) is
  // an error here, at its file and line, not a surprise at the next `rulewright scenario`. Only on a pack without
  // errors: against a broken pack every scenario would repeat the pack's own mistakes.
  const scenarios = join(dir, SCENARIOS_DIR);
  if (result.ruleset !== undefined && !hasErrors(result.diagnostics) && existsSync(scenarios)) {
    const pack = new ScenarioPack(moduleOf(result), result.ruleset, result.effects ?? null, keptValidators());
    const files = scenarioFilesIn(scenarios);
    for (const file of files) {
      const { diagnostics } = compileScenario(shownPath(io.cwd, file), readFileSync(file, 'utf8'), pack);
      result.diagnostics.push(...diagnostics);
    }
    result.diagnostics.sort(compareDiagnostics);
    result.counts['scenarios'] = files.length;
  }
  const failed = hasErrors(result.diagnostics);

  if (json) {
    io.out(JSON.stringify({ diagnostics: result.diagnostics, counts: result.counts }, null, 2));
    return failed ? 1 : 0;
  }
  for (const d of result.diagnostics) io.out(line(d, io.color));
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  // The game says which counts its summary names; a pack of no known game has none to give.
  const summary = (result.game !== undefined ? gameModule(result.game)?.content.summary : undefined) ?? [];
  const named = summary.map(([k, one, many]) => plural(result.counts[k] ?? 0, one, many));
  // What check read beyond the content, when the game's own summary does not already name it.
  for (const [k, one, many] of [['bots', 'YAML bot', 'YAML bots'], ['scenarios', 'scenario', 'scenarios']] as const) {
    if (result.counts[k] !== undefined && !summary.some(([s]) => s === k)) named.push(plural(result.counts[k], one, many));
  }
  const counts = named.join(', ');
  const verdict = `${plural(errors, 'error', 'errors')}, ${plural(warnings, 'warning', 'warnings')}`;
  const shown = paint(io.color, verdict, ...(failed ? (['error', 'bold'] as const) : (['bold'] as const)));
  io.out(`${label}: ${shown}${counts ? ` (${counts})` : result.game === undefined ? ` (games: ${gameIds().join(', ')})` : ''}`);
  return failed ? 1 : 0;
}
