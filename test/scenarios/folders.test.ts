/**
 * Scenarios in sub-folders of `<pack>/scenarios/` (docs/SCENARIOS.md "Where
 * scenarios live"): found at any depth by `rulewright scenario` with no
 * paths or a folder, run on the pack above `scenarios/` however deep the
 * file sits, and playable with `play --scenario`; `scenarios/golden/` holds
 * the golden records and is never read as scenarios.
 *
 * The pack is a copy of the bundled one named `mini`, in a temporary root, so
 * nothing falls back on `content/columbia` by luck: a file whose pack is not
 * found runs on a pack that does not exist there, and fails.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { run as runScenarioCli } from '../../interpreter/cli/scenario.ts';
import { run as runPlayCli } from '../../interpreter/cli/play.ts';
import { loadBots } from '../../interpreter/sim/bots/node.ts';
import type { Pack } from '../../interpreter/scenario/run.ts';
import { defaultScenarioFiles, loadPackCached, packDirOf, runScenarioFile, scenarioFilesIn } from '../../interpreter/scenario/node.ts';

const BUNDLED = fileURLToPath(new URL('../../content/columbia/', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'rulewright-scenario-folders-'));
const pack = join(root, 'content', 'mini');
const scenarios = join(pack, 'scenarios');

// The rules files only: the bundled scenarios and bots stay behind.
mkdirSync(pack, { recursive: true });
for (const name of readdirSync(BUNDLED).filter((n) => n.endsWith('.yaml'))) cpSync(join(BUNDLED, name), join(pack, name));
const place = (from: string, to: string) => {
  mkdirSync(join(scenarios, to, '..'), { recursive: true });
  cpSync(join(BUNDLED, 'scenarios', from), join(scenarios, to));
};
place('combat/combat-defender-wins-ties.yaml', 'top-level.yaml');
place('combat/combat-defender-wins-ties.yaml', 'combat/defender-wins-ties.yaml');
place('combat/combat-sound-the-alarm-attacker-gets-nothing.yaml', 'combat/alarm/attacker-gets-nothing.yaml');
// A scenario-looking file among the golden records, broken on purpose: reading it as a scenario fails the run.
mkdirSync(join(scenarios, 'golden'), { recursive: true });
writeFileSync(join(scenarios, 'golden', 'not-a-scenario.yaml'), 'name: golden records are not scenarios\nsetup: [\n');
// A folder called golden deeper down is an ordinary folder of scenarios.
place('combat/combat-defender-wins-ties.yaml', 'combat/golden/deeper.yaml');

afterAll(() => rmSync(root, { recursive: true, force: true }));

function cli(): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: (t) => lines.push(...t.split('\n')), err: (t) => errors.push(t), cwd: root, color: false, lines, errors };
}

const underScenarios = (files: string[]) => files.map((f) => relative(scenarios, f).split('\\').join('/'));

describe('scenarios in sub-folders', () => {
  it('are found at any depth, sorted by path, without the golden records', () => {
    expect(underScenarios(defaultScenarioFiles(root))).toEqual([
      'combat/alarm/attacker-gets-nothing.yaml',
      'combat/defender-wins-ties.yaml',
      'combat/golden/deeper.yaml',
      'top-level.yaml',
    ]);
    expect(underScenarios(scenarioFilesIn(join(scenarios, 'combat')))).toEqual([
      'combat/alarm/attacker-gets-nothing.yaml',
      'combat/defender-wins-ties.yaml',
      'combat/golden/deeper.yaml',
    ]);
  });

  it('belong to the pack above scenarios/, however deep they sit', () => {
    expect(packDirOf(join(scenarios, 'combat', 'alarm', 'attacker-gets-nothing.yaml'), '/nowhere')).toBe(pack);
    expect(packDirOf(join(scenarios, 'top-level.yaml'), '/nowhere')).toBe(pack);
    expect(packDirOf(join(root, 'loose.yaml'), '/nowhere')).toBe('/nowhere');
  });

  it('run from the CLI with a folder given, on their own pack', async () => {
    const io = cli();
    const code = await runScenarioCli(['content/mini/scenarios/combat'], io);
    expect(io.errors).toEqual([]);
    expect(io.lines.filter((l) => /^(PASS|FAIL|PEND)/.test(l)).map((l) => l.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'PASS content/mini/scenarios/combat/alarm/attacker-gets-nothing.yaml',
      'PASS content/mini/scenarios/combat/defender-wins-ties.yaml',
      'PASS content/mini/scenarios/combat/golden/deeper.yaml',
    ]);
    expect(io.lines.at(-1)).toBe('3 passed, 0 failed');
    expect(code).toBe(0);
  });

  it('colour their verdicts on a terminal only: the same words either way', async () => {
    const plain = cli();
    await runScenarioCli(['content/mini/scenarios/combat/defender-wins-ties.yaml'], plain);
    const coloured = { ...cli(), color: true };
    await runScenarioCli(['content/mini/scenarios/combat/defender-wins-ties.yaml'], coloured);
    expect(plain.lines.join('\n')).not.toContain('\x1b[');
    expect(coloured.lines[0]).toMatch(/^\x1b\[32mPASS\x1b\[0m {2}/);
    expect(coloured.lines.map((l) => l.replace(/\x1b\[\d+m/g, ''))).toEqual(plain.lines);
  });

  it('run with no paths: every nested scenario, and golden/ is left to the golden check', async () => {
    const result = await runScenarioFile(join(scenarios, 'combat', 'alarm', 'attacker-gets-nothing.yaml'), 'nested', '/nowhere');
    expect(result.status).toBe('passed');
    const io = cli();
    await runScenarioCli([], io);
    const ran = io.lines.filter((l) => /^(PASS|FAIL|PEND) +content\/mini\/scenarios\/[^ ]+\.yaml/.test(l));
    expect(ran.map((l) => l.split(/\s+/)[1])).toEqual([
      'content/mini/scenarios/combat/alarm/attacker-gets-nothing.yaml',
      'content/mini/scenarios/combat/defender-wins-ties.yaml',
      'content/mini/scenarios/combat/golden/deeper.yaml',
      'content/mini/scenarios/top-level.yaml',
    ]);
    expect(ran.every((l) => l.startsWith('PASS'))).toBe(true);
  }, 60_000);

  it('play --scenario finds the pack of a nested file', async () => {
    const io = cli();
    const code = await runPlayCli(['--scenario', 'content/mini/scenarios/combat/alarm/attacker-gets-nothing.yaml', '--json'], io);
    expect(io.errors.join('\n')).not.toMatch(/cannot read the pack folder|has errors/);
    expect(code).toBe(0);
    expect(JSON.parse(io.lines.filter((l) => l.startsWith('{')).at(-1)!)).toMatchObject({ players: ['blue', 'red'], scripted: 2 });
  });

  it('bots filed in sub-folders of bots/ are seated by their path there', async () => {
    mkdirSync(join(pack, 'bots', 'careful'), { recursive: true });
    cpSync(join(BUNDLED, 'bots', 'builder.yaml'), join(pack, 'bots', 'builder.yaml'));
    cpSync(join(BUNDLED, 'bots', 'builder.yaml'), join(pack, 'bots', 'careful', 'builder.yaml'));
    const loaded = (await loadPackCached(pack)) as Pack;
    const { library, diagnostics } = await loadBots(loaded.module, pack, loaded.rules, root);
    expect(diagnostics).toEqual([]);
    expect(Object.keys(library).sort()).toEqual(['builder', 'careful/builder']);
  });

  it('a folder called scenarios/ with no pack.yaml beside it is not a pack: its files are loose scenarios', () => {
    const notPack = join(root, 'notes', 'scenarios');
    mkdirSync(notPack, { recursive: true });
    cpSync(join(BUNDLED, 'scenarios', 'combat', 'combat-defender-wins-ties.yaml'), join(notPack, 'loose.yaml'));
    expect(packDirOf(join(notPack, 'loose.yaml'), '/nowhere')).toBe('/nowhere');
  });

  it('scenario --content PACK runs loose scenarios on that pack, and with no paths that pack\'s scenarios', async () => {
    const loose = join(root, 'elsewhere');
    mkdirSync(loose, { recursive: true });
    cpSync(join(BUNDLED, 'scenarios', 'combat', 'combat-defender-wins-ties.yaml'), join(loose, 'ties.yaml'));
    const io = cli();
    // Without --content a loose file falls back on content/columbia, which this root does not have.
    expect(await runScenarioCli(['elsewhere/ties.yaml'], io)).toBe(1);
    const on = cli();
    expect(await runScenarioCli(['elsewhere/ties.yaml', '--content', 'content/mini'], on)).toBe(0);
    expect(on.lines.at(-1)).toBe('1 passed, 0 failed');
    const all = cli();
    expect(await runScenarioCli(['--content', 'content/mini'], all)).toBe(0);
    expect(all.lines.filter((l) => l.startsWith('PASS')).length).toBe(4);
    const bad = cli();
    expect(await runScenarioCli(['--content', 'elsewhere'], bad)).toBe(2);
    expect(bad.errors[0]).toMatch(/--content: elsewhere is not a pack: a pack folder holds pack\.yaml/);
  });
});
