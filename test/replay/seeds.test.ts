/**
 * Seeds are taken as given (issue 27, finding 9): a whole number JavaScript
 * holds exactly is the number it always was; longer digits stay text, so a
 * 310-digit seed does not become Infinity (saved as null, so the save could
 * not be replayed) and two seeds past 2^53 do not play the same game. An
 * empty `--save` is refused rather than ignored (finding 11).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { run as play, seedOf } from '../../interpreter/cli/play.ts';
import { run as replay } from '../../interpreter/cli/replay.ts';
import type { SavedGame } from '../../interpreter/cli/saved-game.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function io(): CliIO & { text: () => string } {
  const lines: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void lines.push(t), cwd: ROOT, color: false, text: () => lines.join('\n') };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rw-seeds-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function saved(seed: string, name: string): Promise<SavedGame> {
  const file = join(dir, `${name}.json`);
  expect(await play(['--seed', seed, '--bots', 'random', '--save', file], io())).toBe(0);
  return JSON.parse(readFileSync(file, 'utf8')) as SavedGame;
}

describe('seeds', () => {
  it('a whole number JavaScript holds exactly stays the number it was', () => {
    expect(seedOf('42')).toBe(42);
    expect(seedOf('-7')).toBe(-7);
    expect(seedOf('9007199254740991')).toBe(9007199254740991);
    expect(seedOf('9007199254740992')).toBe('9007199254740992');
    expect(seedOf('abc')).toBe('abc');
  });

  it('a 310-digit seed is saved as itself and replays', async () => {
    const seed = '7'.repeat(310);
    const g = await saved(seed, 'long');
    expect(g.seed).toBe(seed);
    const o = io();
    expect(await replay([join(dir, 'long.json')], o)).toBe(0);
  });

  it('two seeds past 2^53 that differ in their last digit play different games', async () => {
    const a = await saved('9007199254740993', 'a');
    const b = await saved('9007199254740992', 'b');
    expect(a.checkpoints[0]!.hash).not.toBe(b.checkpoints[0]!.hash);
  });

  it('a seed longer than a saved game can hold is refused before the game', async () => {
    const o = io();
    expect(await play(['--seed', 'x'.repeat(1001)], o)).toBe(2);
    expect(o.text()).toMatch(/--seed takes at most 1000 characters \(got 1001\)/);
  });

  it('an empty --save is refused, not ignored', async () => {
    const o = io();
    expect(await play(['--seed', '1', '--save', ''], o)).toBe(2);
    expect(o.text()).toMatch(/--save needs a value \(got an empty one\)/);
  });
});
