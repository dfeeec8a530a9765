/**
 * Audit: "The same seed always prints the same game": `rulewright play
 * --seed N --log` prints byte-identical output, 2 and 4 players.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../../interpreter/cli/main.ts';
import { run as play } from '../../../interpreter/cli/play.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function printed(args: string[]): Promise<string> {
  const lines: string[] = [];
  const io: CliIO = { out: (t) => void lines.push(t), err: () => {}, cwd: ROOT, color: false };
  expect(await play(args, io)).toBe(0);
  return lines.join('\n');
}

describe('the same seed prints the same game', () => {
  it.each([2, 4])('play --players %i --seed 5 --log prints the same text twice, byte for byte', async (players) => {
    const args = ['--players', String(players), '--seed', '5', '--log'];
    const a = await printed(args);
    const b = await printed(args);
    expect(a.length).toBeGreaterThan(1000);
    expect(b).toBe(a);
  });
});
