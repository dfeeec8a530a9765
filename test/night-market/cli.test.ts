/**
 * The fixture game through the commands a designer runs, with no code of
 * its own in them: `check`, `play --json` (the same line twice), `play
 * --save` then `replay`, and `scenario` with its golden playthroughs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../interpreter/cli/main.ts';
import { PACK } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pack = relative(ROOT, PACK);
const scratch = mkdtempSync(join(tmpdir(), 'rulewright-night-market-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (t) => out.push(t), err: (t) => err.push(t), cwd: ROOT, color: false };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('Night Market through the CLI', () => {
  it('check: no problem, its own summary', async () => {
    const r = await run(['check', pack]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${pack}: 0 errors, 0 warnings (4 stalls, 18 lanterns, 2 goals, 9 effect strings, 7 scenarios)`);
  });

  it('play --json prints the same line twice, for 2 and 3 players; 4 is refused', async () => {
    for (const players of ['2', '3']) {
      const a = await run(['play', '--content', pack, '--players', players, '--seed', '21', '--json']);
      const b = await run(['play', '--content', pack, '--players', players, '--seed', '21', '--json']);
      expect(a.code, a.err).toBe(0);
      expect(a.out).toBe(b.out);
      const line = JSON.parse(a.out) as { players: string[]; reason: string; decisions: number };
      expect(line.players).toHaveLength(Number(players));
      expect(line.reason).toBe('lanterns-out');
      expect(line.decisions).toBeGreaterThan(10);
    }
    const four = await run(['play', '--content', pack, '--players', '4', '--seed', '21', '--json']);
    expect(four.code).toBe(2);
  });

  it('a saved game replays to the same final state', async () => {
    const file = join(scratch, 'game.json');
    const played = await run(['play', '--content', pack, '--players', '3', '--seed', '8', '--save', file]);
    expect(played.code, played.err).toBe(0);
    const r = await run(['replay', file]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/replayed \d+ choices to the same final state/);
  });

  it('scenario: its rule scenarios and golden playthroughs pass', async () => {
    const r = await run(['scenario', join(pack, 'scenarios'), '--content', pack, '--golden']);
    expect(r.out.split('\n').at(-1)).toBe('9 passed, 0 failed');
    expect(r.code).toBe(0);
  });
});
