/**
 * A person at the terminal cannot take a choice back once the game has shown
 * them something they could not see when they made it (issue 27, finding 4):
 * in `play --seed 2 --bots human,heuristic`, with Red's turn under way (it
 * showed a card from Red's hand: "Red Vox Populi produces $2 from Sky Rider")
 * and Red attacking Blue with cards played face down, Blue's `undo` would take
 * back Red's whole turn, Red's hidden decisions with it.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { run as play } from '../../interpreter/cli/play.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Blue's answers up to decision 93 (option 1 each time), where Red attacks Blue in round 4 after producing from Sky Rider. */
const BLUE: string[] = Array.from({ length: 39 }, () => '1');

async function* feed(answers: readonly string[]): AsyncGenerator<string> {
  for (const a of answers) yield a;
}

function io(input: AsyncIterable<string>): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void errors.push(t), cwd: ROOT, color: false, input, lines, errors };
}

describe('undo at the terminal never crosses what the seat has seen', () => {
  it("after Red's turn showed a card from Red's hand, Blue cannot take back the choices before it", async () => {
    const o = io(feed([...BLUE, 'undo', 'quit']));
    expect(await play(['--players', '2', '--seed', '2', '--bots', 'human,heuristic'], o)).toBe(0);
    const asked = o.lines.indexOf('Decision 93');
    const turn = o.lines.lastIndexOf('Red Vox Populi begins his turn', asked);
    expect(turn).toBeGreaterThan(0);
    expect(asked).toBeGreaterThan(turn);
    expect(o.lines[turn + 1]).toBe('Red Vox Populi produces $2 from Sky Rider');
    expect(o.lines.slice(turn, asked)).toContain('Combat at Raffle Square: Red Vox Populi attacks Blue Founders');
    const after = o.lines.slice(asked);
    expect(after.some((l) => /^Took back/.test(l)), after.join('\n')).toBe(false);
    expect(after.find((l) => /^Cannot take that back/.test(l))).toMatch(/Red Vox Populi answered a "\S+" decision, which Blue Founders saw only as who decides and what about/);
  });
});
