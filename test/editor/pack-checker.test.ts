/**
 * The editor's pack check (editor/src/pack/pack-checker.ts) and the layout
 * it reads the content folder by (workspace/packs.ts): a pack folder of any
 * name or a folder of packs, each pack read as its own game; problems from
 * the rules, the scenarios' compile and their background runs, each in its
 * own file; and a keystroke re-checking what depends on it only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import { PackChecker, RUN_AFTER_QUIET_MS, type StageReport } from '../../editor/src/pack/pack-checker.ts';
import { packLayout, partOf } from '../../editor/src/workspace/packs.ts';
import { producerOf } from '../../editor/src/pack/producers.ts';

const REPO = nodePath.resolve(import.meta.dirname, '../..');

/** A pack's YAML files by path inside it; `scenarios` limits which scenario files come along. */
function packFiles(dir: string, scenarios: (name: string) => boolean = () => false): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const name of readdirSync(nodePath.join(REPO, dir, rel))) {
      const inside = rel ? `${rel}/${name}` : name;
      if (statSync(nodePath.join(REPO, dir, inside)).isDirectory()) {
        if (name !== 'golden') walk(inside);
      } else if (name.endsWith('.yaml') && (!inside.startsWith('scenarios/') || scenarios(name))) out.set(inside, readFileSync(nodePath.join(REPO, dir, inside), 'utf8'));
    }
  };
  walk('');
  return out;
}

const under = (root: string, files: Map<string, string>) => [...files].map(([p, t]) => [`${root}/${p}`, t] as [string, string]);

/** A checker on a clock the test moves: scenario runs wait for a pause in the typing. */
function newChecker(): PackChecker & { clock: { t: number } } {
  const clock = { t: 0 };
  return Object.assign(new PackChecker(() => clock.t), { clock });
}

/**
 * Steps the checker until it has nothing left, or a stage comes up that the
 * test does not want run; when only runs are left, waiting for the pause,
 * the clock moves on past it.
 */
function settle(checker: ReturnType<typeof newChecker>, until: (stage: string) => boolean = () => false): StageReport[] {
  const reports: StageReport[] = [];
  for (;;) {
    const stage = checker.nextStage();
    if (stage === null) {
      if (!checker.busy() || until('runs')) return reports;
      checker.clock.t += checker.waitMs();
      continue;
    }
    if (until(stage)) return reports;
    reports.push(checker.step()!);
  }
}

const errorsOf = (reports: StageReport[]) => reports.flatMap((r) => r.diagnostics).filter((d) => d.severity === 'error');

describe('which packs the content folder holds', () => {
  it('a folder holding pack.yaml is one pack under the folder’s own name, its scenarios and bots parts of it', () => {
    const layout = packLayout(['pack.yaml', 'board.yaml', 'scenarios/a.yaml', 'bots/b.yaml', 'scenarios/golden/g.yaml'], 'my-game');
    expect(layout.packs).toEqual([{ root: '', name: 'my-game', files: ['board.yaml', 'bots/b.yaml', 'pack.yaml', 'scenarios/a.yaml', 'scenarios/golden/g.yaml'] }]);
    expect(['board.yaml', 'scenarios/a.yaml', 'bots/b.yaml', 'scenarios/golden/g.yaml'].map((p) => partOf(layout.packs[0]!, p))).toEqual(['rules', 'scenario', 'bot', 'golden']);
  });

  it('a folder of packs: each pack by its folder’s name, whatever it is; loose files and stray scenarios/ or bots/ are no pack', () => {
    const layout = packLayout(['zz-draft/pack.yaml', 'zz-draft/board.yaml', 'columbia/pack.yaml', 'columbia/scenarios/x.yaml', 'notes.yaml', 'scenarios/y.yaml', 'bots/z.yaml', 'readme.md']);
    expect(layout.packs.map((p) => [p.name, p.files])).toEqual([
      ['columbia', ['columbia/pack.yaml', 'columbia/scenarios/x.yaml']],
      ['zz-draft', ['zz-draft/board.yaml', 'zz-draft/pack.yaml']],
    ]);
    expect(layout.outside).toEqual(['bots/z.yaml', 'notes.yaml', 'scenarios/y.yaml']);
  });
});

describe('the pack check', () => {
  it('a folder of packs of three games checks clean, each pack read as its own game, the designer’s pack first', () => {
    const checker = newChecker();
    checker.setFiles(
      [...under('columbia', packFiles('content/columbia')), ...under('city', packFiles('content/baldurs-gate')), ...under('market', packFiles('test/fixtures/packs/night-market'))],
      'content',
      'market/lanterns.yaml',
    );
    const reports = settle(checker, (s) => s !== 'rules');
    // One pack a step, the one the designer is in first: its problems do not wait for the others'.
    expect(reports.map((r) => r.files[0]!.split('/')[0])).toEqual(['market', 'city', 'columbia']);
    expect(errorsOf(reports)).toEqual([]);
    expect(checker.summaries().map((p) => [p.name, p.game, p.playable])).toEqual([
      ['city', 'baldurs-gate', true],
      ['columbia', 'columbia', true],
      ['market', 'night-market', true],
    ]);
  });

  it('a pack folder of any name is checked as the pack; a mistake lands in its file, and an edit re-checks only the rules', () => {
    const files = packFiles('test/fixtures/packs/night-market', (n) => n === 'no-lantern-passes.yaml');
    const checker = newChecker();
    checker.setFiles(files, 'my-market');
    expect(errorsOf(settle(checker))).toEqual([]);
    const summary = checker.summaries()[0]!;
    expect([summary.name, summary.game, summary.scenarios.passed]).toEqual(['my-market', 'night-market', 1]);

    const lanterns = files.get('lanterns.yaml')!;
    checker.edit([['lanterns.yaml', `${lanterns}\n  - { name: Broken, nmae: x }\n`]]);
    expect(checker.nextStage()).toBe('rules');
    const report = checker.step()!;
    expect(report.files.every((f) => !f.startsWith('scenarios/'))).toBe(true);
    expect(report.diagnostics.filter((d) => d.severity === 'error').every((d) => d.file === 'lanterns.yaml')).toBe(true);
    expect(report.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  });

  it('a scenario edit compiles that scenario only; a failing one is a problem at its line after the background run', () => {
    const files = packFiles('test/fixtures/packs/night-market', (n) => n === 'no-lantern-passes.yaml' || n === 'curfew-closes-a-stall.yaml');
    const checker = newChecker();
    checker.setFiles(under('market', files), 'content');
    expect(errorsOf(settle(checker))).toEqual([]);

    const path = 'market/scenarios/no-lantern-passes.yaml';
    const text = files.get('scenarios/no-lantern-passes.yaml')!;
    // A name the pack does not have: a compile error, at once.
    checker.edit([[path, text.replace('violet: [Tea Seller]', 'violet: [Tea Sellr]')]]);
    const compiled = settle(checker);
    expect(compiled[0]!.stage).toBe('parts');
    expect(compiled[0]!.files).toEqual([path]);
    expect(errorsOf(compiled).map((d) => [d.file, d.code.startsWith('RW-SCENARIO-')])).toEqual([[path, true]]);

    // An expectation that does not hold: it compiles, then fails when run, at the expectation's line.
    const wrong = text.replace('hand: { amber: 0, jade: [Coin Purse], violet: 0 }', 'hand: { amber: 1, jade: [Coin Purse], violet: 0 }');
    checker.edit([[path, wrong]]);
    // Nothing runs while the designer types; after the pause, it does.
    expect(checker.step()!.stage).toBe('parts');
    expect([checker.nextStage(), checker.busy(), checker.waitMs()]).toEqual([null, true, RUN_AFTER_QUIET_MS]);
    const ran = settle(checker);
    expect(ran.map((r) => [r.stage, r.files])).toEqual([['runs', [path]]]);
    const failure = errorsOf(ran).find((d) => d.code === 'RW-SCENARIO-FAILS');
    expect(failure?.file).toBe(path);
    expect(checker.summaries()[0]!.scenarios).toMatchObject({ total: 2, failed: 1, passed: 1 });
  });

  it('a rules-only checker (the keystroke worker) never compiles or runs a scenario, whatever is edited', () => {
    const files = packFiles('test/fixtures/packs/night-market', (n) => n === 'no-lantern-passes.yaml');
    const checker = new PackChecker(() => 0, { scenarios: false });
    checker.setFiles(files);
    const first = [checker.step()!.stage, checker.nextStage(), checker.busy()];
    checker.edit([['scenarios/no-lantern-passes.yaml', files.get('scenarios/no-lantern-passes.yaml')!.replace('Tea Seller', 'Tea Sellr')]]);
    checker.edit([['lanterns.yaml', `${files.get('lanterns.yaml')!}\n`]]);
    expect([...first, checker.step()!.stage, checker.nextStage(), checker.busy()]).toEqual(['rules', null, false, 'rules', null, false]);
  });

  it('a YAML slip is one problem, in its own file', () => {
    const files = packFiles('test/fixtures/packs/night-market');
    const checker = newChecker();
    checker.setFiles(files);
    settle(checker, (s) => s !== 'rules');
    checker.edit([['board.yaml', files.get('board.yaml')!.replace(/\n/, '\nx: [\n')]]);
    const errors = errorsOf(settle(checker, (s) => s === 'runs'));
    expect(errors.map((d) => [d.file, producerOf(d.code)])).toEqual([['board.yaml', 'yaml']]);
  });
});
