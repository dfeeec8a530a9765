/**
 * `rulewright simulate --vary FILE:PATH=V1,V2,...`: the same seeds on a copy
 * of the pack per value, a row per value with each side's win rate and its
 * interval, in the text report and in --json; a path that names nothing is
 * refused before any game.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../interpreter/cli/simulate.ts';
import { parseVary } from '../../interpreter/cli/simulate-vary.ts';
import { runCommand, ROOT } from './helpers.ts';

const PACK = `${ROOT}/test/fixtures/packs/night-market`;
const base = ['--content', PACK, '--games', '6', '--bots', 'random', '--workers', '0', '--seed', 'v'];

describe('simulate --vary', () => {
  it('reads FILE:PATH=V1,V2 with keys, positions and [id or name]', () => {
    expect(parseVary('goals.yaml:goals[Saver].points=0,2')).toMatchObject({ file: 'goals.yaml', segments: ['goals', { id: 'Saver' }, 'points'], values: ['0', '2'] });
    expect(parseVary('board.yaml:stalls.1.points=1')).toMatchObject({ segments: ['stalls', 1, 'points'] });
    expect(parseVary('goals.yaml')).toMatch(/write FILE:PATH=V1,V2/);
    expect(parseVary('goals.yaml:goals.points=1,1')).toMatch(/a value is given twice/);
  });

  it('plays the same seeds for five values of one number: five rows with intervals (--json)', async () => {
    const r = await runCommand(run, [...base, '--vary', 'goals.yaml:goals[Saver].points=0,1,2,3,4', '--json']);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { games: number; winRate: object; vary: { file: string; path: string; current: unknown; values: { value: string; games: number; winRate: Record<string, { rate: number; lo: number; hi: number }> }[] } };
    // The run on the pack as it is stays as it was; the rows come beside it.
    expect(j.games).toBe(6);
    expect(j.vary.path).toBe('goals[Saver].points');
    expect(j.vary.current).toBe(2);
    expect(j.vary.values.map((v) => v.value)).toEqual(['0', '1', '2', '3', '4']);
    for (const v of j.vary.values) {
      expect(v.games).toBe(6);
      for (const w of Object.values(v.winRate)) expect(w.lo).toBeLessThanOrEqual(w.rate);
    }
    // The value the pack holds plays exactly the games of the pack itself (same seeds).
    expect(j.vary.values[2]!.winRate).toEqual(Object.fromEntries(Object.entries(j.winRate).map(([k, w]) => [k, { rate: w.rate, lo: w.lo, hi: w.hi, wins: w.wins, games: w.games }])));
  }, 120_000);

  it('prints a row per value in the text report', async () => {
    const r = await runCommand(run, [...base, '--vary', 'board.yaml:stalls[Moon Gate].points=1,9']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Varying board\.yaml:stalls\[Moon Gate\]\.points \(the same seeds for every value\):/);
    expect(r.out).toMatch(/\n {2}1 +6 +\d+\.\d% \[/);
    expect(r.out).toMatch(/\n {2}9 +6 +\d+\.\d% \[/);
  }, 120_000);

  it('draws the curve in the --report: a line per side over the values, with the table', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rw-vary-report-'));
    try {
      const file = join(dir, 'r.html');
      const r = await runCommand(run, [...base, '--vary', 'board.yaml:stalls[Moon Gate].points=1,5,9', '--report', file]);
      expect(r.code, r.err).toBe(0);
      const html = readFileSync(file, 'utf8');
      expect(html).toMatch(/<h2>Varying board\.yaml:stalls\[Moon Gate\]\.points \(now 5\)<\/h2>/);
      expect(html).toMatch(/<canvas id="vary">/);
      expect(html).toMatch(/"values":\["1","5","9"\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a path that names nothing, before any game', async () => {
    const r = await runCommand(run, [...base, '--vary', 'goals.yaml:goals[Nobody].points=1,2']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no item "Nobody" in goals \(its items: /);
    // A near miss is named; an item is found by its name whatever the case.
    expect((await runCommand(run, [...base, '--vary', 'goals.yaml:goals[Saverr].points=1,2'])).err).toMatch(/no item "Saverr" in goals \(did you mean `Saver`\?\)/);
    expect((await runCommand(run, [...base, '--vary', 'goals.yaml:goals[saver].pionts=1,2'])).err).toMatch(/no "pionts" in goals\.\d+ \(did you mean `points`\?\)/);
    expect((await runCommand(run, [...base, '--vary', 'nofile.yaml:x=1'])).err).toMatch(/no file nofile\.yaml in the pack/);
  });
});
