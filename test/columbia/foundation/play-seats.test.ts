/**
 * `rulewright play` seats every bot the simulator knows, and `human` seats a
 * person who answers at the terminal: what they are shown (only what their
 * seat may see), how answers are read, undo, quitting, and saving.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../setup/scratch-dirs.ts';
import type { Decision } from '../../../interpreter/core/index.ts';
import type { CliIO } from '../../../interpreter/cli/main.ts';
import { run as play, type SavedGame } from '../../../interpreter/cli/play.ts';
import { run as replay } from '../../../interpreter/cli/replay.ts';
import { readSeatInput, seatHelp } from '../../../interpreter/cli/human-seat.ts';

/** Temporary folders of this file, removed when it ends. */
const scratchDir = scratchDirs();

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function* feed(answers: readonly string[]): AsyncGenerator<string> {
  for (const a of answers) yield a;
}

async function* forever(answer: string): AsyncGenerator<string> {
  for (;;) yield answer;
}

function io(input?: AsyncIterable<string>): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void errors.push(t), cwd: ROOT, color: false, input, lines, errors };
}

function saveFile(): string {
  return join(scratchDir('rw-seats-'), 'game.json');
}

function saved(file: string): SavedGame {
  return JSON.parse(readFileSync(file, 'utf8')) as SavedGame;
}

/** The numbered options printed for the last question before line `upTo`. */
function lastOptions(lines: readonly string[], upTo = lines.length): string[] {
  let i = upTo - 1;
  while (i >= 0 && !/^Decision \d+$/.test(lines[i]!)) i--;
  const out: string[] = [];
  for (let j = i + 2; j < upTo && /^\s+\d+\. /.test(lines[j]!); j++) out.push(lines[j]!.replace(/^\s+\d+\. /, ''));
  return out;
}

describe('rulewright play: bot seats', () => {
  it('seats the heuristic bot and the pack\'s YAML bots, and the game replays', async () => {
    const file = saveFile();
    const o = io();
    expect(await play(['--seed', '5', '--bots', 'heuristic,aggressive', '--save', file], o)).toBe(0);
    expect(o.lines[0]).toMatch(/^The (Founders|Vox Populi) win|^Nobody wins/);
    expect(saved(file).bots).toEqual(['heuristic', 'aggressive']);
    const r = io();
    expect(await replay([file], r)).toBe(0);
  });

  it('the same seed and bots print the same game', async () => {
    const a = io();
    const b = io();
    await play(['--seed', '12', '--players', '4', '--bots', 'builder,heuristic,random,aggressive', '--json'], a);
    await play(['--seed', '12', '--players', '4', '--bots', 'builder,heuristic,random,aggressive', '--json'], b);
    expect(a.lines).toEqual(b.lines);
  });

  it('an unknown bot is a usage mistake with a suggestion and the list of bots', async () => {
    const o = io();
    expect(await play(['--bots', 'heuristc'], o)).toBe(2);
    expect(o.errors.join('\n')).toMatch(/unknown bot "heuristc" \(did you mean `heuristic`\?\); bots: random, mcts, heuristic, aggressive, builder, human/);
  });

  it('--json does not go with a human seat', async () => {
    const o = io(feed([]));
    expect(await play(['--bots', 'human,random', '--json'], o)).toBe(2);
    expect(o.errors[0]).toMatch(/--json does not go with a human seat/);
  });
});

describe('rulewright play: a human seat', () => {
  it('shows the table as that seat may see it: its own hand by name, the other hand as a count, no private log of others', async () => {
    const o = io(feed(['q']));
    expect(await play(['--seed', '7', '--bots', 'human,random'], o)).toBe(0);
    const text = o.lines.join('\n');
    expect(text).toMatch(/^Blue Founders: \$\d+ · hand (Handyman|Shotgunner|Flak Man|Motorized Patriot|Fireman)/m);
    expect(text).toMatch(/^Red Vox Populi: \$\d+ · 5 cards in hand · pool/m);
    expect(text).toMatch(/^ {3}9 Garden of New Eden +Blue Founders: 3 common units, Comstock, Songbird, stronghold +\[Blue Founders\]$/m);
    expect(text).not.toMatch(/\(Red Vox Populi only\)/);
    expect(o.lines.at(-1)).toMatch(/^You left the game in round 1 \(\d+ decisions\)\. Seed 7/);
  });

  it('a number picks that option, words pick the one option they match, and a bad answer asks again', async () => {
    const file = saveFile();
    // Blue's vote (5 cards): "9" is no option, then option 2; the sign: "add"; produce: "flak" matches two options, "flak man" (the card's name) one.
    const o = io(feed(['9', '2', 'add', 'flak', 'flak man', 'q']));
    expect(await play(['--seed', '7', '--bots', 'human,random', '--save', file], o)).toBe(0);
    const refused = o.lines.indexOf('there is no option 9 (1 to 5)');
    expect(refused).toBeGreaterThan(0);
    // Two cards alike say what differs (" — combat 2, ...") or which copy: the log names the card only.
    const second = lastOptions(o.lines, refused)[1]!.replace(/ — .*$/, '').replace(/ \(copy \d+\)$/, '').replace(/ \(influence \d\)$/, '');
    expect(o.lines).toContain(`  (Blue Founders only) Blue Founders votes with ${second}`);
    expect(o.lines).toContain("Blue Founders' influence 1 counts +1");
    expect(o.lines.some((l) => /^"flak" is ambiguous: it matches 2 options \("Flak Man \(\$3\)" \[card:blue-flak-man-\d\], "Discard Flak Man: Flak Barrage"/.test(l))).toBe(true);
    expect(o.lines).toContain('Blue Founders produces $3 from Flak Man');
    const mine = saved(file).choices.filter((c) => c.player === 'blue');
    expect(mine.map((c) => c.ids.length)).toEqual([1, 1, 1]);
    expect(mine[1]!.ids).toEqual(['add']);
  });

  it('undo takes back the last choice of the seat, but not one made final by a roll or a reveal', async () => {
    const file = saveFile();
    // Vote (option 1), sign (add), then produce nothing; undo that; undo again: the vote reveal made the sign final.
    const o = io(feed(['1', '1', 'none', 'undo', 'undo', 'q']));
    expect(await play(['--seed', '7', '--bots', 'human,random', '--save', file], o)).toBe(0);
    const back = o.lines.map((l) => /^Took back 1 choice\(s\): back to decision (\d+)\.$/.exec(l)).find((m) => m !== null);
    expect(back).toBeDefined();
    expect(o.lines.some((l) => l.startsWith('Cannot take that back: that choice is final'))).toBe(true);
    // Back at the produce question: everything before it stands, the produce answer is gone.
    const choices = saved(file).choices;
    expect(choices).toHaveLength(Number(back![1]) - 1);
    expect(choices.filter((c) => c.player === 'blue')).toHaveLength(2);
    expect(await replay([file], io())).toBe(0);
  });

  it('plays a whole game to its end when the person always answers', async () => {
    const o = io(forever('1'));
    expect(await play(['--seed', '3', '--bots', 'human,heuristic'], o)).toBe(0);
    expect(o.lines.at(-1)).toMatch(/^(The (Founders|Vox Populi) win|Nobody wins) (on victory points|by elimination|as the world event deck ran out) in round \d+/);
  });

  it('the input ending leaves the game, and the summary says so', async () => {
    const o = io(feed([]));
    expect(await play(['--seed', '7', '--bots', 'random,human'], o)).toBe(0);
    expect(o.lines).toContain('The input ended: leaving the game.');
    expect(o.lines.at(-1)).toMatch(/^You left the game/);
  });
});

describe('rulewright play --scenario', () => {
  const LASTING = 'content/columbia/scenarios/elizabeth/elizabeth-lasting-die-in-a-later-position.yaml';

  it('starts from the scenario\'s position, as the scenario runner does, and plays on to the end', async () => {
    const o = io();
    expect(await play(['--scenario', LASTING, '--bots', 'heuristic', '--log'], o)).toBe(0);
    // The leading dice and the lasting effect of timeline step 1: Booker rolls 4 dice, not 3.
    expect(o.lines).toContain('The attacker rolls 4 dice: 2 (red), 2 (red), 2 (red), 1 (white) = 7');
    expect(o.lines[0]).toMatch(/no victory card in play$/);
    expect(o.lines.at(-1)).toMatch(/Seed elizabeth-lasting-die-in-a-later-position, 2 players\. From content\/columbia\/scenarios\/elizabeth\/elizabeth-lasting-die-in-a-later-position\.yaml\.$/);
  });

  it('a person can play the position and take a choice back', async () => {
    const o = io(feed(['1', 'undo', 'q']));
    expect(await play(['--scenario', LASTING, '--bots', 'human,random'], o)).toBe(0);
    expect(o.lines).toContain('Took back 1 choice(s): back to decision 1.');
  });

  it('refuses what a scenario already decides, and a scenario with errors', async () => {
    const seed = io();
    expect(await play(['--scenario', LASTING, '--seed', '4'], seed)).toBe(2);
    expect(seed.errors[0]).toMatch(/--seed does not go with --scenario/);
    const players = io();
    expect(await play(['--scenario', LASTING, '--players', '4'], players)).toBe(2);
    expect(players.errors[0]).toMatch(/the scenario is a 2-player game, not 4/);
    const dir = scratchDir('rw-seats-');
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'name: x\nrule: y\nsetup: { players: 2 }\nboard:\n  Hall of Heroe: { blue: [common] }\n');
    const broken = io();
    expect(await play(['--scenario', bad], broken)).toBe(1);
    expect(broken.errors.join('\n')).toMatch(/bad\.yaml:5:3: error RW-SCENARIO-UNKNOWN-LOCATION unknown location "Hall of Heroe" \(did you mean "Hall of Heroes"\?\)/);
  });
});

describe('reading what a person typed', () => {
  const d: Decision = {
    player: 'blue',
    kind: 'move',
    prompt: 'Move a unit',
    options: [
      { id: 'm1', label: 'Move Comstock from Garden of New Eden to Hall of Heroes' },
      { id: 'm2', label: 'Move Songbird from Garden of New Eden to Hall of Heroes' },
      { id: 'done', label: 'Done' },
    ],
    min: 1,
    max: 1,
    check: null,
    data: null,
  };
  const many: Decision = { ...d, min: 0, max: 2 };

  it('numbers, words, commands', () => {
    expect(readSeatInput('2', d)).toEqual({ kind: 'choice', choice: { player: 'blue', ids: ['m2'] } });
    expect(readSeatInput('  comstock -> HALL of heroes ', d)).toEqual({ kind: 'choice', choice: { player: 'blue', ids: ['m1'] } });
    expect(readSeatInput('b', d)).toEqual({ kind: 'board' });
    expect(readSeatInput('undo', d)).toEqual({ kind: 'undo' });
    expect(readSeatInput('?', d)).toEqual({ kind: 'help' });
  });

  it('help gives this decision\'s own words as its example, an answer the seat accepts, in 80 columns', () => {
    for (const decision of [d, many]) {
      const help = seatHelp(decision);
      expect(help.filter((l) => l.length > 80)).toEqual([]);
      const example = /scenario script does \("([^"]+)"\)/.exec(help.join(' '))?.[1];
      expect(example).toBeDefined();
      expect(readSeatInput(example!, decision)).toMatchObject({ kind: 'choice' });
    }
  });

  it('says what is wrong rather than guessing', () => {
    expect(readSeatInput('hall', d)).toMatchObject({ kind: 'error', message: expect.stringMatching(/^"hall" is ambiguous: it matches 2 options \("Move Comstock/) });
    expect(readSeatInput('zeppelin', d)).toMatchObject({ kind: 'error', message: expect.stringMatching(/^"zeppelin" is not one of the options; "options" lists them$/) });
    expect(readSeatInput('4', d)).toEqual({ kind: 'error', message: 'there is no option 4 (1 to 3)' });
    expect(readSeatInput('1 2', d)).toEqual({ kind: 'error', message: 'pick 1 option(s), not 2' });
    expect(readSeatInput('none', d)).toMatchObject({ kind: 'error', message: expect.stringMatching(/picks nothing, but this decision must/) });
    expect(readSeatInput('', d)).toMatchObject({ kind: 'error' });
  });

  it('a pick of several takes a list, or none when none is allowed', () => {
    expect(readSeatInput('1, 3', many)).toEqual({ kind: 'choice', choice: { player: 'blue', ids: ['m1', 'done'] } });
    expect(readSeatInput('songbird -> hall of heroes, done', many)).toEqual({ kind: 'choice', choice: { player: 'blue', ids: ['m2', 'done'] } });
    expect(readSeatInput('none', many)).toEqual({ kind: 'choice', choice: { player: 'blue', ids: [] } });
    expect(readSeatInput('2 2', many)).toEqual({ kind: 'error', message: 'option 2 is picked twice' });
    expect(readSeatInput('1 2 3', many)).toEqual({ kind: 'error', message: 'pick 0 to 2 option(s), not 3' });
  });
});
