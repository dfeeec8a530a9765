/**
 * At the terminal, a person can plan: `map` (the board with its
 * connections), `card NAME`, `sheet [PLAYER]`, `rules` (the rules of the
 * current step) and `key` (what 3/1/1 and (?) mean) answer in the rulebook's
 * words, and decisions are worded without internal ids (the option ids, and
 * so saved and seeded games, stay as they are).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Decision, Json } from '../../interpreter/core/index.ts';
import type { CliIO } from '../../interpreter/cli/io.ts';
import { run as play } from '../../interpreter/cli/play.ts';
import { PROJECT_ROOT } from '../../interpreter/cli/places.ts';
import { gameModule } from '../../interpreter/games/index.ts';
import { loadGamePackFromDir } from '../../interpreter/games/node.ts';

async function* feed(answers: readonly string[]): AsyncGenerator<string> {
  for (const a of answers) yield a;
}

async function seat(answers: string[], args: string[] = []): Promise<string[]> {
  const lines: string[] = [];
  const io: CliIO = { out: (t) => void lines.push(t), err: (t) => void lines.push(t), cwd: PROJECT_ROOT, color: false, input: feed(answers) };
  expect(await play(['--bots', 'human,random', '--seed', '3', ...args], io)).toBe(0);
  return lines;
}

describe('the terminal reference at a human seat (Columbia)', () => {
  it('map, card, sheet, rules and key answer in the rulebook\'s words', async () => {
    const out = (await seat(['map', 'card handyman', 'sheet', 'sheet red', 'rules', 'key', 'q'])).join('\n');
    expect(out).toMatch(/^ {3}9 Garden of New Eden: next to 1 Order of the Raven, 10 Comstock Center, 11 Hall of Heroes$/m);
    expect(out).toMatch(/^ {2}Monument Line: 9 Garden of New Eden - 1 Order of the Raven - /m);
    expect(out).toMatch(/^Handyman \(action card, Founders and Vox Populi\): .*3\/1\/1.* \(combat\/influence\/Silver Eagles\)$/m);
    expect(out).toMatch(/^ {2}Reckless Strength \(locked until upgraded\): If this Handyman/m);
    expect(out).toMatch(/^Blue Founders \(Founders\)\n {2}Victory points 0/m);
    expect(out).toMatch(/^Red Vox Populi \(Vox Populi\)[\s\S]*?Hand: \d+ cards \(you may not see them\)/m);
    expect(out).toMatch(/^World event phase, 1\. Vote: /m);
    expect(out).toMatch(/^Handyman 3\/1\/1: an action card's combat \/ influence \/ Silver Eagles/m);
    expect(out).toMatch(/\(\?\) you choose which/);
    // The vote's (?) is said in words where it is shown, and the table names the phase, not its id.
    expect(out).toMatch(/Vote on "The Prophet's Favor" \(\?: you choose whether your influence adds or subtracts\)/);
    expect(out).toMatch(/^Round 1 · world event phase \(vote\)/m);
    expect(out).not.toMatch(/world-event/);
  }, 60_000);

  it('a card nobody has, and a player nobody is, are said so', async () => {
    const out = (await seat(['card xyzzy', 'sheet purple', 'card', 'q'])).join('\n');
    expect(out).toMatch(/^Nothing is called "xyzzy" in this game\.$/m);
    expect(out).toMatch(/^No player "purple": Blue Founders, Red Vox Populi$/m);
    expect(out).toMatch(/^Which card\?/m);
  }, 60_000);

  it('words decisions without internal ids: a location, a timing, a unit', async () => {
    const loaded = await loadGamePackFromDir(join(PROJECT_ROOT, 'content/columbia'));
    const words = gameModule('columbia')!.hooks.display!.terminal!.decision!;
    const view = {} as Json;
    const ask = (d: Partial<Decision>): Decision => ({ player: 'blue', kind: 'x', prompt: '', min: 1, max: 1, options: [], ...d }) as Decision;
    const booker = words(ask({ kind: 'fight-booker', prompt: 'Fight Booker at garden-of-new-eden?', data: { location: 'garden-of-new-eden' }, options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }] }), view, loaded.ruleset);
    expect(booker.prompt).toBe('Fight Booker at Garden of New Eden?');
    const order = words(ask({ kind: 'order-triggers', prompt: 'Several effects answer "timing.before-dice": which resolves first?', data: { event: { e: 'timing.before-dice' } } }), view, loaded.ruleset);
    expect(order.prompt).toBe('Several effects happen "before dice": which resolves first?');
    const units = words(ask({ kind: 'retreat', prompt: 'Which unit?', options: [{ id: 'blue-handyman-1', label: 'handyman (blue)' }, { id: 'blue-common-3', label: 'common (light-blue, blue\'s)' }] }), view, loaded.ruleset);
    expect(units.options).toEqual(['Handyman (Blue)', 'Common unit (Light Blue, Blue\'s)']);
  }, 60_000);
});

describe('the terminal reference in the other games', () => {
  it("Baldur's Gate: map (solid lines), a card's text, a sheet, the turn summary", async () => {
    const out = (await seat(['map', 'card open-air', 'sheet', 'rules', 'key', 'q'], ['--content', 'content/baldurs-gate'])).join('\n');
    expect(out).toMatch(/^ {2}Plot 1 \(Manorborn\): Plot 3 \(Manorborn\), HQ \(Manorborn\), /m);
    expect(out).toMatch(/^Open-Air Market \(building card, .*costs \d+ gold\)$/m);
    expect(out).toMatch(/^ {2}Gold: \d+$/m);
    expect(out).toMatch(/^Your turn: 1 of 3 actions \(rulebook, turn summary\): Build \| Send a Worker \| Collect Income\.$/m);
    expect(out).toMatch(/^Attack Track N\/4: /m);
  }, 60_000);

  it('Night Market: map, card and sheet; it has no rulebook, and says so for rules', async () => {
    const out = (await seat(['map', 'card bargain', 'sheet jade', 'rules', 'q'], ['--content', 'test/fixtures/packs/night-market'])).join('\n');
    expect(out).toMatch(/^ {2}1\. Lantern Row \(2 points\)$/m);
    expect(out).toMatch(/^Bargain Hunter \(lantern, value 2, 2 in the deck\): You may discard 1 lantern/m);
    expect(out).toMatch(/^Jade\n {2}coins: 0\n {2}hand: 3 face down$/m);
    expect(out).toMatch(/^\(Night Market \(a test fixture\) gives the terminal no rules summary\)$/m);
  }, 60_000);
});
