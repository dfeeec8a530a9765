/**
 * The Baldur's Gate scenario suite (every .yaml file under
 * content/baldurs-gate/scenarios/, as `rulewright scenario` finds them), run by
 * the shared scenario runner over the module's scenario hooks: one test per
 * file, and one per golden playthrough (each player's view, step by step).
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../interpreter/diagnostics/diagnostic.ts';
import { gameModule } from '../../interpreter/games/index.ts';
import { checkGolden, runScenarioFile, scenarioFilesIn } from '../../interpreter/scenario/node.ts';
import type { ScenarioResult } from '../../interpreter/scenario/run.ts';

const GOLDEN_GAMES = gameModule('baldurs-gate')!.hooks.scenario!.goldenGames!;
const PACK = fileURLToPath(new URL('../../content/baldurs-gate/', import.meta.url));
const DIR = `${PACK}scenarios/`;
const files = scenarioFilesIn(DIR).map((f) => relative(DIR, f).split('\\').join('/'));

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

const results = new Map<string, ScenarioResult>();
for (const f of files) results.set(f, await runScenarioFile(DIR + f, `content/baldurs-gate/scenarios/${f}`, PACK));

describe("Baldur's Gate scenarios", () => {
  it('has every worked example of the rulebook and at least 40 scenarios', () => {
    expect(files.filter((f) => f.startsWith('examples/')).length).toBeGreaterThanOrEqual(9);
    expect(files.length).toBeGreaterThanOrEqual(40);
  });

  for (const f of files) {
    const r = results.get(f)!;
    it(`${f}: ${r.name}`, () => {
      if (r.status !== 'passed') expect.fail(explain(r));
      expect(r.status).toBe('passed');
    });
  }
});

describe("Baldur's Gate golden playthroughs (each player's view, step by step)", () => {
  for (const game of GOLDEN_GAMES) {
    it(`${game.id}: ${game.players} players, seed ${game.seed}, random bots`, async () => {
      const g = await checkGolden(PACK, game, false);
      if (!g.ok) expect.fail(`${g.message}\n(if the change is intended: npx rulewright scenario --update-golden)`);
      expect(g.steps).toBeGreaterThan(10);
    }, 30_000);
  }
});
