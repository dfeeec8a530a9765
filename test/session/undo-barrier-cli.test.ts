/**
 * A person at the terminal cannot take a choice back once the game has shown
 * them something they could not see when they made it (issue 27, finding 4):
 * in `play --seed 2 --bots human,heuristic`, after Red's whole turn (which
 * showed a card from Red's hand: "Red Vox Populi produces $2 from Red Hood"),
 * Blue's `undo` used to take back 9 choices, Red's hidden decisions with them.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { run as play } from '../../interpreter/cli/play.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Blue's answers (option numbers) up to decision 145, right after Red's turn that produced from Red Hood. */
const BLUE = ['2 3 4 5', '2 3', '16', '3', '16', '4', '2', '1', '16', '2 5', '4', '0', '10', '10', '3', '9', '9', '7', '15', '1 2', '1 3 5', '1', '1 2', '2', '11', '20', '21', '3', '2', '1 2', '3', '3', '1', '1', '4', '2', '2', '1', '12', '14', '10', '7', '2', '0', '3', '1', '2', '4', '1', '2', '10', '11', '4', '3', '1', '1 3', '1', '1', '2', '2', '1', '1 2 5', '1', '7', '3', '7', '4', '1', '3', '2 3', '3'];

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
    const shown = o.lines.findIndex((l) => l === 'Red Vox Populi produces $2 from Red Hood');
    const asked = o.lines.indexOf('Decision 145');
    expect(shown).toBeGreaterThan(0);
    expect(asked).toBeGreaterThan(shown);
    const after = o.lines.slice(asked);
    expect(after.some((l) => /^Took back/.test(l)), after.join('\n')).toBe(false);
    expect(after.find((l) => /^Cannot take that back/.test(l))).toMatch(/Red Vox Populi answered a "\S+" decision, which Blue Founders saw only as who decides and what about/);
  });
});
