/**
 * `rulewright check [DIR]`: load a content pack and print every diagnostic as
 * `file:line:col: severity CODE message (hint)`, then a summary. Exit 0 when
 * nothing is an error, 1 when something is, 2 on a usage mistake.
 */
import { resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics/index.ts';
import { compareDiagnostics, formatDiagnostic, hasErrors } from '../diagnostics/index.ts';
import { loadBots } from '../sim/node.ts';
import { gameIds, gameModule } from '../games/index.ts';
import { loadGamePackFromDir } from '../games/node.ts';
import type { CliIO } from './main.ts';
import { processIO } from './main.ts';

const USAGE = `usage: rulewright check [DIR] [--json]

Validate a content pack of any game (its pack.yaml's game: says which): YAML
syntax, the JSON Schemas, references between files, the component counts the
printed game has, every effect string, and the pack's YAML bots (bots/**/*.yaml).

  DIR       the pack folder, of any name (default: content/columbia)
  --json    print {"diagnostics": [...], "counts": {...}} instead of text
  --help    show this help

Exit status: 0 when there is no error (warnings allowed), 1 when there is one.
Every code is explained in docs/DIAGNOSTICS.md.`;

const COLOURS = { error: '\x1b[31m', warning: '\x1b[33m', info: '\x1b[36m', dim: '\x1b[2m', bold: '\x1b[1m', reset: '\x1b[0m' };

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function line(d: Diagnostic, color: boolean): string {
  const text = formatDiagnostic(d);
  if (!color) return text;
  const sev = ` ${d.severity} `;
  const i = text.indexOf(sev);
  return i < 0 ? text : `${COLOURS.bold}${text.slice(0, i)}${COLOURS.reset} ${COLOURS[d.severity]}${d.severity}${COLOURS.reset} ${text.slice(i + sev.length)}`;
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  let json = false;
  const dirs: string[] = [];
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      io.out(USAGE);
      return 0;
    } else if (arg === '--json') json = true;
    else if (arg.startsWith('-')) {
      io.err(`rulewright check: unknown option "${arg}"\n${USAGE}`);
      return 2;
    } else dirs.push(arg);
  }
  if (dirs.length > 1) {
    io.err(`rulewright check: one pack folder at a time (got ${dirs.length})`);
    return 2;
  }
  const dir = resolve(io.cwd, dirs[0] ?? 'content/columbia');
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
  const counts = summary.map(([k, one, many]) => plural(result.counts[k] ?? 0, one, many)).join(', ');
  const verdict = `${plural(errors, 'error', 'errors')}, ${plural(warnings, 'warning', 'warnings')}`;
  const shown = io.color ? `${failed ? COLOURS.error : ''}${COLOURS.bold}${verdict}${COLOURS.reset}` : verdict;
  io.out(`${dirs[0] ?? 'content/columbia'}: ${shown}${counts ? ` (${counts})` : result.game === undefined ? ` (games: ${gameIds().join(', ')})` : ''}`);
  return failed ? 1 : 0;
}
