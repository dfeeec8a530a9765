import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../setup/scratch-dirs.ts';
import type { CliIO } from '../../../interpreter/cli/main.ts';
import { run as play } from '../../../interpreter/cli/play.ts';
import { run as replay } from '../../../interpreter/cli/replay.ts';

/** Temporary folders of this file, removed when it ends. */
const scratchDir = scratchDirs();

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function io(): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void errors.push(t), cwd: ROOT, color: false, lines, errors };
}

describe('rulewright play and replay', () => {
  it('play --json reports the seed, players, winner, reason, rounds and decisions', async () => {
    const o = io();
    expect(await play(['--players', '4', '--seed', '5', '--json'], o)).toBe(0);
    const r = JSON.parse(o.lines[0]!) as Record<string, unknown>;
    expect(Object.keys(r).sort()).toEqual(['decisions', 'players', 'reason', 'rounds', 'seed', 'winner']);
    expect(r.seed).toBe(5);
    expect(r.players).toEqual(['blue', 'light-blue', 'red', 'dark-red']);
    expect(['victory-points', 'deck-exhausted', 'eliminated']).toContain(r.reason);
    expect(r.winner === null || r.winner === 'founders' || r.winner === 'vox-populi').toBe(true);
    expect(r.decisions).toBeGreaterThan(0);
  });

  it('the same seed plays the same game', async () => {
    const a = io();
    const b = io();
    await play(['--seed', '9', '--json'], a);
    await play(['--seed', '9', '--json'], b);
    expect(a.lines).toEqual(b.lines);
  });

  it('play --log prints the game as sentences', async () => {
    const o = io();
    await play(['--seed', '2', '--log'], o);
    expect(o.lines[0]).toMatch(/^New game \(2 Players\)/);
    expect(o.lines.some((l) => /^Round 1 begins$/.test(l))).toBe(true);
    expect(o.lines.some((l) => /^Game over in round \d+/.test(l))).toBe(true);
  });

  it('a saved game replays to the same final state', async () => {
    const dir = scratchDir('rw-replay-');
    const file = join(dir, 'game.json');
    expect(await play(['--players', '4', '--seed', '21', '--save', file], io())).toBe(0);
    const o = io();
    expect(await replay([file], o)).toBe(0);
    expect(o.lines[0]).toMatch(/replayed \d+ choices to the same final state/);
  });

  it('a replay that no longer matches fails and says where it diverged', async () => {
    const dir = scratchDir('rw-replay-');
    const file = join(dir, 'game.json');
    await play(['--seed', '33', '--save', file], io());
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { choices: { ids: string[] }[]; checkpoints: { n: number; hash: string }[] };
    saved.checkpoints[2]!.hash = '0000000000000000';
    writeFileSync(join(dir, 'hash.json'), JSON.stringify(saved));
    let o = io();
    expect(await replay([join(dir, 'hash.json')], o)).toBe(1);
    expect(o.errors[0]).toMatch(/diverges between choice 25 and choice 50/);

    const again = JSON.parse(readFileSync(file, 'utf8')) as { choices: { ids: string[] }[] };
    again.choices[10]!.ids = ['no-such-option'];
    writeFileSync(join(dir, 'choice.json'), JSON.stringify(again));
    o = io();
    expect(await replay([join(dir, 'choice.json')], o)).toBe(1);
    expect(o.errors[0]).toMatch(/choice 11 .* is illegal now/);
  });

  it('usage mistakes exit 2', async () => {
    expect(await play(['--players', '3'], io())).toBe(2);
    expect(await play(['--bots', 'genius'], io())).toBe(2);
    expect(await replay([], io())).toBe(2);
  });
});
