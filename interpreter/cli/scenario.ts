/**
 * `rulewright scenario [PATHS...]`: run rules scenarios (docs/SCENARIOS.md)
 * and the golden playthroughs. One line per scenario, the first difference
 * and the log for a failure, and a last line `N passed, N failed`.
 */
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { formatDiagnostic } from '../diagnostics/index.ts';
import { checkGolden, defaultScenarioFiles, goldenGamesOf, goldenPacks, runScenarioFile, scenarioFilesIn, SCENARIOS_DIR } from '../scenario/node.ts';
import type { ScenarioResult } from '../scenario/index.ts';
import { EXIT, readArgs, usageLine } from './args.ts';
import type { CliIO } from './io.ts';
import { processIO } from './io.ts';
import { DEFAULT_PACK, packAround, packFolderProblem, projectAround, shownPath } from './places.ts';
import { SCENARIO } from './scenario-options.ts';
import { paint } from './colour.ts';

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
  const args = readArgs(SCENARIO, argv, io);
  if (typeof args === 'number') return args;
  const paths = args.positionals;
  const { log: showLog, 'update-golden': update } = args.values;
  let golden = args.values.golden;
  const content = args.values.content ?? null;

  const packDir = content === null ? null : resolve(io.cwd, content);
  if (packDir !== null) {
    const problem = packFolderProblem(packDir, io.cwd, 'rulewright scenario --content %');
    if (problem !== null) {
      io.err(usageLine(SCENARIO, `--content: ${problem}`));
      return EXIT.usage;
    }
  }
  // With no paths: the pack given, else the pack the current folder is in, else every pack of the project.
  const around = paths.length === 0 && packDir === null ? packAround(io.cwd) : null;
  const project = projectAround(io.cwd);
  const onePack = packDir ?? around;
  let files: string[];
  let searched: string;
  if (paths.length === 0 && onePack !== null) {
    files = existsSync(join(onePack, SCENARIOS_DIR)) ? scenarioFilesIn(join(onePack, SCENARIOS_DIR)) : [];
    searched = join(onePack, SCENARIOS_DIR);
    if (around !== null) golden = true;
  } else if (paths.length === 0) {
    files = defaultScenarioFiles(project);
    searched = join(project, 'content', '*', SCENARIOS_DIR);
    golden = true;
  } else {
    files = [];
    for (const p of paths) {
      const abs = resolve(io.cwd, p);
      if (!existsSync(abs)) {
        io.err(usageLine(SCENARIO, `no such file or folder: ${p}`));
        return EXIT.usage;
      }
      files.push(...scenarioFilesIn(abs));
    }
    searched = paths.join(', ');
  }
  const goldenDirs = golden || update ? (onePack !== null ? [onePack] : goldenPacks(project)) : [];
  const goldenGames = await Promise.all(goldenDirs.map(async (dir) => ({ dir, games: await goldenGamesOf(dir) })));
  if (files.length === 0 && goldenGames.every((g) => g.games.length === 0)) {
    // A run that checks nothing must not pass: it is a path mistake, or a pack without scenarios yet.
    io.err(`rulewright scenario: found no scenario to run in ${paths.length > 0 ? searched : shownPath(io.cwd, searched)} (scenario files are .yaml files under a pack's scenarios/ folder)`);
    return EXIT.failed;
  }
  const fallback = join(project, DEFAULT_PACK);

  let passed = 0;
  let failed = 0;
  const pending: string[] = [];
  for (const file of files) {
    const label = shownPath(io.cwd, file);
    const r = await runScenarioFile(file, label, fallback, packDir);
    if (r.status === 'passed') {
      passed++;
      io.out(`${paint(io.color, 'PASS', 'pass')}  ${label}  ${r.name}`);
      if (showLog) for (const l of r.log) io.out(`      ${l}`);
    } else if (r.status === 'pending') {
      pending.push(label);
      io.out(`${paint(io.color, 'PEND', 'warning')}  ${label}  ${r.name} (pending: ${r.pending}${r.passesAnyway ? '; it passes now: remove "pending"' : ''})`);
    } else {
      failed++;
      io.out(`${paint(io.color, 'FAIL', 'error', 'bold')}  ${label}  ${r.name}`);
      for (const l of failureLines(r)) io.out(l);
    }
  }

  for (const { dir, games } of goldenGames) {
    for (const game of games) {
      const g = await checkGolden(dir, game, update);
      const label = `${shownPath(io.cwd, dir)}/scenarios/golden/${game.id}`;
      const what = `golden playthrough, ${game.players} players, seed ${game.seed}, ${g.steps} steps`;
      if (g.ok) {
        passed++;
        io.out(`${update ? 'WROTE' : `${paint(io.color, 'PASS', 'pass')} `} ${label}  ${what}`);
      } else {
        failed++;
        io.out(`${paint(io.color, 'FAIL', 'error', 'bold')}  ${label}  ${what}`);
        for (const l of g.message.split('\n')) io.out(`    ${l}`);
        io.out('    (if the change is intended: rulewright scenario --update-golden)');
      }
    }
  }

  if (pending.length > 0) io.out(`${pending.length} pending (not counted as passed)`);
  io.out(paint(io.color, `${passed} passed, ${failed} failed`, ...(failed > 0 ? (['error', 'bold'] as const) : (['bold'] as const))));
  return failed > 0 ? EXIT.failed : EXIT.ok;
}
