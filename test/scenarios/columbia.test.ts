/**
 * The Columbia scenario suite (every .yaml file under content/columbia/scenarios/,
 * sub-folders included, as `rulewright scenario` finds them) as tests: one test
 * per scenario file, and one per golden playthrough. A pending
 * scenario is reported as skipped with its reason, never as passed.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../interpreter/diagnostics/diagnostic.ts';
import { gameModule } from '../../interpreter/games/index.ts';
import { checkGolden, runScenarioFile, scenarioFilesIn } from '../../interpreter/scenario/node.ts';
import type { ScenarioResult } from '../../interpreter/scenario/run.ts';

/** Columbia's golden playthroughs (its module's scenario hooks). */
const GOLDEN_GAMES = gameModule('columbia')!.hooks.scenario!.goldenGames!;
const PACK = fileURLToPath(new URL('../../content/columbia/', import.meta.url));
const DIR = `${PACK}scenarios/`;
// Paths under scenarios/ (`combat/retreat.yaml`), found the way the CLI finds them.
const files = scenarioFilesIn(DIR).map((f) => relative(DIR, f).split('\\').join('/'));
const fileName = (f: string) => f.split('/').pop()!;

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

// Pending scenarios are found by running them all once up front (their `pending:` is in the file).
const results = new Map<string, ScenarioResult>();
for (const f of files) results.set(f, await runScenarioFile(DIR + f, `content/columbia/scenarios/${f}`, PACK));

describe('Columbia scenarios', () => {
  it('has the rulebook examples and at least 60 more edge cases', () => {
    expect(files.filter((f) => fileName(f).startsWith('example-')).length).toBeGreaterThanOrEqual(6);
    expect(files.filter((f) => !fileName(f).startsWith('example-')).length).toBeGreaterThanOrEqual(60);
  });

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

describe('golden playthroughs (each player\'s view, step by step)', () => {
  for (const game of GOLDEN_GAMES) {
    it(`${game.id}: ${game.players} players, seed ${game.seed}, random bots`, async () => {
      const g = await checkGolden(PACK, game, false);
      if (!g.ok) expect.fail(`${g.message}\n(if the change is intended: npx rulewright scenario --update-golden)`);
      expect(g.steps).toBeGreaterThan(10);
    }, 30_000);
  }
});
