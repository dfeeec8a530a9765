/**
 * A pack's scenario suite as tests: every .yaml file under its scenarios/
 * folder (sub-folders too, as `rulewright scenario` finds them), one test
 * each, and one per golden playthrough its game module keeps (each player's
 * view, step by step). A pending scenario is reported as skipped with its
 * reason, never as passed. Used by every pack's scenario test file.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../interpreter/diagnostics/index.ts';
import { gameModule } from '../../interpreter/games/index.ts';
import { checkGolden, runScenarioFile, scenarioFilesIn } from '../../interpreter/scenario/node.ts';
import type { ScenarioResult } from '../../interpreter/scenario/run.ts';

export interface ScenarioPackSuite {
  /** How the suite is named ("Columbia"). */
  title: string;
  /** The game module the pack is for. */
  game: string;
  /** The pack folder, from the repository's root (`content/columbia`). */
  pack: string;
  /** What the pack must hold at least (its examples, its number of scenarios), given the files under scenarios/. */
  holds: { what: string; check(files: readonly string[]): void };
}

/** What a failing scenario says: the difference, then the log up to it. */
function explain(r: ScenarioResult): string {
  const f = r.failure;
  const lines = [...r.diagnostics.map(formatDiagnostic)];
  if (f !== null && r.diagnostics.length === 0) {
    lines.push(`${r.file}:${f.line}: ${f.step !== null ? `at "${f.step}": ` : ''}${f.message}`);
    if (f.expected !== undefined) lines.push(`  expected: ${f.expected}`, `  actual:   ${f.actual}`);
  }
  if (r.log.length > 0) lines.push('log:', ...r.log.slice(-40).map((l) => `  ${l}`));
  return lines.join('\n');
}

export async function describeScenarioPack(suite: ScenarioPackSuite): Promise<void> {
  const packDir = fileURLToPath(new URL(`../../${suite.pack}/`, import.meta.url));
  const dir = `${packDir}scenarios/`;
  // Paths under scenarios/ (`combat/retreat.yaml`), found the way the CLI finds them.
  const files = scenarioFilesIn(dir).map((f) => relative(dir, f).split('\\').join('/'));
  const goldenGames = gameModule(suite.game)?.hooks.scenario?.goldenGames ?? [];
  // Pending scenarios are found by running them all once up front (their `pending:` is in the file).
  const results = new Map<string, ScenarioResult>();
  for (const f of files) results.set(f, await runScenarioFile(dir + f, `${suite.pack}/scenarios/${f}`, packDir));

  describe(`${suite.title} scenarios`, () => {
    it(suite.holds.what, () => suite.holds.check(files));

    for (const f of files) {
      const r = results.get(f)!;
      if (r.status === 'pending') {
        it.skip(`${f}: ${r.name} (pending: ${r.pending})`, () => {});
        continue;
      }
      it(`${f}: ${r.name}`, () => {
        if (r.status !== 'passed') expect.fail(explain(r));
        expect(r.status).toBe('passed');
      });
    }
  });

  describe(`${suite.title} golden playthroughs (each player's view, step by step)`, () => {
    it('the game keeps golden playthroughs', () => expect(goldenGames.length).toBeGreaterThan(0));
    for (const game of goldenGames) {
      it(`${game.id}: ${game.players} players, seed ${game.seed}, ${game.bot} bots`, async () => {
        const g = await checkGolden(packDir, game, false);
        if (!g.ok) expect.fail(`${g.message}\n(if the change is intended: npx rulewright scenario --update-golden)`);
        expect(g.steps).toBeGreaterThan(10);
      }, 30_000);
    }
  });
}
