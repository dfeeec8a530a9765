/**
 * `rulewright simulate` as a script sees it: `--json` has the promised keys,
 * the same seeds give the same games on 1 worker and on 2, `--replay` reruns
 * one game, and `--against` a copy of the pack with one card changed reports
 * that change as significant.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../interpreter/cli/simulate.ts';
import { PACK, runCommand } from './helpers.ts';

function simulate(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return runCommand(run, args);
}

/** What must not depend on the number of workers: everything but timings. */
function outcome(j: Record<string, unknown>): unknown {
  const { gamesPerSecond: _g, decisionsPerSecond: _d, wallSeconds: _w, workers: _k, ...rest } = j;
  return rest;
}

const tmp: string[] = [];
afterAll(async () => {
  for (const d of tmp) await rm(d, { recursive: true, force: true });
});

describe('rulewright simulate', () => {
  it('--json gives games, errors, win rates, end reasons, mean rounds and speeds; 1 and 2 workers agree', async () => {
    const args = ['--games', '6', '--seed', 'cli', '--bots', 'heuristic,random', '--json'];
    const one = await simulate([...args, '--workers', '1']);
    expect(one.code, one.err).toBe(0);
    const a = JSON.parse(one.out) as Record<string, unknown>;
    for (const k of ['games', 'errors', 'winRate', 'endReasons', 'meanRounds', 'gamesPerSecond', 'decisionsPerSecond']) expect(a).toHaveProperty(k);
    expect(a['games']).toBe(6);
    expect(a['errors']).toBe(0);
    const win = a['winRate'] as Record<string, { rate: number; lo: number; hi: number; games: number }>;
    expect(Object.keys(win).sort()).toEqual(['founders', 'vox-populi']);
    expect(win['founders']!.lo).toBeLessThanOrEqual(win['founders']!.rate);
    expect(win['founders']!.hi).toBeGreaterThanOrEqual(win['founders']!.rate);
    expect(Object.values(a['endReasons'] as Record<string, number>).reduce((x, y) => x + y, 0)).toBe(6);
    expect(a['gamesPerSecond']).toBeGreaterThan(0);

    const two = await simulate([...args, '--workers', '2']);
    expect(two.code, two.err).toBe(0);
    const b = JSON.parse(two.out) as Record<string, unknown>;
    expect(b['workers']).toBe(2);
    expect(outcome(b)).toEqual(outcome(a));
  });

  it('--replay reruns one game of a run by its seed and prints its log', async () => {
    const r = await simulate(['--replay', 'cli-0', '--bots', 'heuristic,random', '--workers', '0']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/game cli-0: .* wins by|game cli-0: nobody wins by/);
    expect(r.out.split('\n').length).toBeGreaterThan(50);
  });

  it('--against a copy with one world event changed marks its pass rate as a significant change', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rw-against-'));
    tmp.push(dir);
    await cp(PACK, dir, { recursive: true });
    const file = join(dir, 'world-events.yaml');
    const text = await readFile(file, 'utf8');
    // Raffle Day: both factions for it (it always passes) -> both against it.
    const changed = text.replace(/(- name: Raffle Day\n\s+vote: )\{ founders: "\+", voxPopuli: "\+" \}/, '$1{ founders: "-", voxPopuli: "-" }');
    expect(changed).not.toBe(text);
    await writeFile(file, changed);
    const r = await simulate(['--games', '12', '--seed', 'ag', '--bots', 'random', '--workers', '0', '--against', dir, '--json']);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { changes: { what: string; a: number; b: number; test: { significant: boolean; q: number; method: string; pairs?: number } }[]; significantChanges: string[] };
    const raffle = j.changes.find((c) => c.what === 'pass rate raffle-day')!;
    expect(raffle.a).toBeGreaterThan(0.8);
    expect(raffle.b).toBeLessThan(0.3);
    expect(raffle.test.significant).toBe(true);
    expect(j.significantChanges).toContain('pass rate raffle-day');
    // Both runs played the same 12 seeds: who won is tested game by game; a rate per draw is not.
    const win = j.changes.find((c) => c.what.startsWith('win rate '))!;
    expect(win.test).toMatchObject({ method: "McNemar's exact (paired)", pairs: 12 });
    expect(raffle.test.method).toBe('two-proportion z');
    expect(raffle.test.q).toBeLessThan(0.05);
  });
});
