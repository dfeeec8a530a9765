/**
 * `rulewright scenario [PATHS...]`: run rules scenarios (docs/SCENARIOS.md)
 * and the golden playthroughs. One line per scenario, the first difference
 * and the log for a failure, and a last line `N passed, N failed`.
 */
import { join, relative, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { formatDiagnostic } from '../diagnostics/index.ts';
import { checkGolden, defaultScenarioFiles, goldenGamesOf, goldenPacks, runScenarioFile, scenarioFilesIn, SCENARIOS_DIR } from '../scenario/node.ts';
import type { ScenarioResult } from '../scenario/index.ts';
import type { CliIO } from './main.ts';
import { processIO } from './main.ts';

const USAGE = `usage: rulewright scenario [PATHS...] [--content DIR] [--update-golden] [--golden] [--log]

Run rules scenarios: each starts from a position, plays a script of answers
and dice, and checks what must then hold (docs/SCENARIOS.md).

  PATHS            scenario files or folders (a folder: its .yaml files at any depth;
                   default: every content/*/scenarios with its sub-folders, and the
                   golden playthroughs; scenarios/golden/ is never read as scenarios)
  --content DIR    the pack the scenarios run on (default: the pack whose scenarios/
                   folder holds each file; a loose file outside any pack runs on
                   content/columbia); with no PATHS, that pack's scenarios
  --golden         also check the golden playthroughs when PATHS are given
  --update-golden  rewrite the golden playthroughs (each player's view, step by step)
  --log            print the log of passing scenarios too
  --help           show this help

Exit status: 0 when every scenario passed (pending ones are not failures),
1 when one failed, 2 on a usage mistake.`;

const LOG_LINES = 60;

function failureLines(r: ScenarioResult): string[] {
  const out: string[] = [];
  for (const d of r.diagnostics) out.push(`    ${formatDiagnostic(d)}`);
  const f = r.failure;
  if (f === null) return out;
  if (r.diagnostics.length === 0) {
    out.push(`    ${r.file}:${f.line}: ${f.step !== null ? `at "${f.step}": ` : ''}${f.message.split('\n')[0]}`);
    for (const l of f.message.split('\n').slice(1)) out.push(`    ${l}`);
    if (f.expected !== undefined) out.push(`      expected: ${f.expected}`);
    if (f.actual !== undefined) out.push(`      actual:   ${f.actual}`);
  }
  if (r.log.length > 0) {
    const shown = r.log.slice(-LOG_LINES);
    out.push(`    log${r.log.length > shown.length ? ` (last ${shown.length} of ${r.log.length} lines)` : ''}:`);
    for (const l of shown) out.push(`      ${l}`);
  }
  return out;
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const paths: string[] = [];
  let update = false;
  let golden = false;
  let showLog = false;
  let content: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') {
      io.out(USAGE);
      return 0;
    } else if (a === '--content') {
      const v = argv[++i];
      if (v === undefined || v.startsWith('-')) {
        io.err(`rulewright scenario: --content takes a pack folder\n${USAGE}`);
        return 2;
      }
      content = v;
    } else if (a === '--update-golden') update = true;
    else if (a === '--golden') golden = true;
    else if (a === '--log') showLog = true;
    else if (a.startsWith('-')) {
      io.err(`rulewright scenario: unknown option "${a}"\n${USAGE}`);
      return 2;
    } else paths.push(a);
  }

  const packDir = content === null ? null : resolve(io.cwd, content);
  if (packDir !== null && !existsSync(join(packDir, 'pack.yaml'))) {
    io.err(`rulewright scenario: ${content} is not a pack (no pack.yaml in it)`);
    return 2;
  }
  let files: string[];
  if (paths.length === 0 && packDir !== null) {
    files = existsSync(join(packDir, SCENARIOS_DIR)) ? scenarioFilesIn(join(packDir, SCENARIOS_DIR)) : [];
  } else if (paths.length === 0) {
    files = defaultScenarioFiles(io.cwd);
    golden = true;
  } else {
    files = [];
    for (const p of paths) {
      const abs = resolve(io.cwd, p);
      if (!existsSync(abs)) {
        io.err(`rulewright scenario: no such file or folder: ${p}`);
        return 2;
      }
      files.push(...scenarioFilesIn(abs));
    }
  }

  let passed = 0;
  let failed = 0;
  const pending: string[] = [];
  for (const file of files) {
    const label = relative(io.cwd, file) || file;
    const r = await runScenarioFile(file, label, resolve(io.cwd, 'content/columbia'), packDir);
    if (r.status === 'passed') {
      passed++;
      io.out(`PASS  ${label}  ${r.name}`);
      if (showLog) for (const l of r.log) io.out(`      ${l}`);
    } else if (r.status === 'pending') {
      pending.push(label);
      io.out(`PEND  ${label}  ${r.name} (pending: ${r.pending}${r.passesAnyway ? '; it passes now: remove "pending"' : ''})`);
    } else {
      failed++;
      io.out(`FAIL  ${label}  ${r.name}`);
      for (const l of failureLines(r)) io.out(l);
    }
  }

  if (golden || update) {
    for (const dir of packDir !== null ? [packDir] : goldenPacks(io.cwd)) {
      for (const game of await goldenGamesOf(dir)) {
        const g = await checkGolden(dir, game, update);
        const label = `${relative(io.cwd, dir)}/scenarios/golden/${game.id}`;
        const what = `golden playthrough, ${game.players} players, seed ${game.seed}, ${g.steps} steps`;
        if (g.ok) {
          passed++;
          io.out(`${update ? 'WROTE' : 'PASS '} ${label}  ${what}`);
        } else {
          failed++;
          io.out(`FAIL  ${label}  ${what}`);
          for (const l of g.message.split('\n')) io.out(`    ${l}`);
          io.out('    (if the change is intended: rulewright scenario --update-golden)');
        }
      }
    }
  }

  if (pending.length > 0) io.out(`${pending.length} pending (not counted as passed)`);
  io.out(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}
