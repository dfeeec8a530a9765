/**
 * `rulewright play --scenario FILE`: the scenario's scripted answers are
 * played first (marked [script] in the log), then the seats play on;
 * `--no-script` starts at the position; a script that no longer fits says
 * where in the scenario file; `--save` writes a self-contained replay file
 * (the scenario's text, its scripted dice) that `rulewright replay`
 * verifies, and catches when edited. Older (version 1 and 2) replay files still replay.
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../setup/scratch-dirs.ts';
import type { CliIO } from '../../../interpreter/cli/main.ts';
import { run as play } from '../../../interpreter/cli/play.ts';
import { run as replay } from '../../../interpreter/cli/replay.ts';
import type { SavedGame } from '../../../interpreter/cli/saved-game.ts';

/** Temporary folders of this file, removed when it ends. */
const scratchDir = scratchDirs();

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const COMBAT = 'content/columbia/scenarios/examples/example-combat.yaml';
/** What the combat example's script decides: its cards and dice give these totals. */
const TOTALS = 'Totals: attacker 18 (cards 6, dice 12), defender 17 (cards 4, dice 13): the attacker wins';

async function* feed(answers: readonly string[]): AsyncGenerator<string> {
  for (const a of answers) yield a;
}

function io(input?: AsyncIterable<string>): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void errors.push(t), cwd: ROOT, color: false, input, lines, errors };
}

function tmp(): string {
  return scratchDir('rw-play-scenario-');
}

function saved(file: string): SavedGame {
  return JSON.parse(readFileSync(file, 'utf8')) as SavedGame;
}

function edited(file: string, change: (s: SavedGame) => void): string {
  const s = saved(file);
  change(s);
  const out = file.replace(/\.json$/, `-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(out, JSON.stringify(s));
  return out;
}

describe('rulewright play --scenario plays the scenario\'s script first', () => {
  it('plays the scripted answers and dice (marked [script]), then hands the game to the seats', async () => {
    const o = io();
    expect(await play(['--scenario', COMBAT, '--bots', 'random', '--log', '--max', '20'], o)).toBe(1);
    // The script's cards and dice decide this combat: without them, random bots never play these exact cards.
    expect(o.lines).toContain(`[script] ${TOTALS}`);
    expect(o.lines).toContain('[script] line 28: blue: move Comstock Hall of Heroes -> Battleship Bay');
    expect(o.lines).toContain("[script]   (Blue Founders only) Blue Founders plays Shotgunner, Boys of Silence and Motorized Patriot");
    const handOver = o.lines.indexOf("[script] the script's 12 answers are played: the seats (random, random) play on from decision 13.");
    expect(handOver).toBeGreaterThan(0);
    // After the hand-over, nothing is marked as the script's.
    expect(o.lines.slice(handOver + 1).some((l) => l.startsWith('[script]'))).toBe(false);
    expect(o.lines.at(-1)).toMatch(/ \(20 decisions\)\. Seed example-combat, 2 players\. From content\/columbia\/scenarios\/examples\/example-combat\.yaml \(its script made the first 12\)\.$/);
  });

  it('--json counts the decisions the script made', async () => {
    const o = io();
    await play(['--scenario', COMBAT, '--json', '--max', '30'], o);
    expect(JSON.parse(o.lines[0]!)).toMatchObject({ seed: 'example-combat', decisions: 30, scripted: 12 });
  });

  it('--no-script starts at the position, before the script\'s answers', async () => {
    const o = io();
    await play(['--scenario', COMBAT, '--no-script', '--bots', 'random', '--log', '--max', '20'], o);
    expect(o.lines.some((l) => l.startsWith('[script]'))).toBe(false);
    expect(o.lines).not.toContain(TOTALS);
    // The position itself is the scenario's: Comstock starts at Hall of Heroes, blue to move.
    expect(o.lines[1]).toBe('Blue Founders draws the leader Zachary Hale Comstock');
    expect(o.lines.at(-1)).toMatch(/From content\/columbia\/scenarios\/examples\/example-combat\.yaml, without its script\.$/);
    const j = io();
    await play(['--scenario', COMBAT, '--no-script', '--json', '--max', '5'], j);
    expect(JSON.parse(j.lines[0]!)).toMatchObject({ scripted: 0 });
    const misuse = io();
    expect(await play(['--no-script'], misuse)).toBe(2);
    expect(misuse.errors[0]).toMatch(/--no-script goes with --scenario/);
  });

  it('a scripted answer that no longer fits: the scenario file:line:col, why, the options there; exit 1, nothing saved', async () => {
    const dir = tmp();
    const bad = join(dir, 'broken.yaml');
    const text = readFileSync(join(ROOT, COMBAT), 'utf8').replace('- blue: [Shotgunner, Boys of Silence, Motorized Patriot]', '- blue: [Shotgunner, Flak Man]');
    writeFileSync(bad, text);
    const save = join(dir, 'g.json');
    const o = io();
    expect(await play(['--scenario', bad, '--save', save], o)).toBe(1);
    const err = o.errors.join('\n');
    expect(err).toMatch(/broken\.yaml:32:5: error RW-SCENARIO-SCRIPT-STOPPED the script cannot be played on at "blue: \[Shotgunner, Flak Man\]": "Flak Man" is not one of the options: the pending decision is blue's "combat-cards" decision/);
    expect(err).toMatch(/--no-script" starts at the position/);
    expect(err).toContain('- Boys of Silence (combat 1, influence 3, eagles 1) [blue-boys-of-silence-1]');
    expect(err).toMatch(/the scenario's script stopped after 3 of its answers: the game was not played on or saved\./);
    expect(err).not.toMatch(/\n\s+at /); // no stack trace
    expect(existsSync(save)).toBe(false);
  });

  it('a person sees only their own seat\'s scripted answers, and cannot take back a choice the script made, but can their own', async () => {
    const o = io(feed(['1', 'undo', 'undo', 'q']));
    expect(await play(['--scenario', COMBAT, '--bots', 'random,human'], o)).toBe(0);
    expect(o.lines).toContain('Took back 1 choice(s): back to decision 13.');
    // Behind the script's last move: blue's hidden upgrade decision, which red (the person) saw only as who and what.
    expect(o.lines).toContain('Cannot take that back: that choice is final: after it Blue Founders answered a "upgrade" decision, which Red Vox Populi saw only as who decides and what about.');
    // Red (the person) sees that blue's script answered, not which cards blue played face down.
    expect(o.lines).toContain('[script] line 32: Blue Founders answers');
    expect(o.lines.some((l) => l.includes('blue: [Shotgunner'))).toBe(false);
    expect(o.lines).toContain('[script] line 33: red: [Bucking Bronco, Handyman]');
  });

  it('every shipped scenario\'s script plays at the terminal, as the runner plays it', async () => {
    const dir = join(ROOT, 'content/columbia/scenarios');
    const stopped: string[] = [];
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
      const o = io();
      await play(['--scenario', join(dir, f), '--max', '1', '--log'], o);
      if (!o.lines.some((l) => l.startsWith("[script] the script's "))) stopped.push(`${f}: ${o.errors[0] ?? 'the script was not played'}`);
    }
    expect(stopped).toEqual([]);
  }, 60_000);
});

describe('a game played from a scenario saves and replays', () => {
  async function savedFromCopy(): Promise<{ dir: string; file: string; scenario: string }> {
    const dir = tmp();
    const scenario = join(dir, 'combat.yaml');
    copyFileSync(join(ROOT, COMBAT), scenario);
    const file = join(dir, 'g.json');
    const o = io();
    expect(await play(['--scenario', scenario, '--bots', 'heuristic', '--save', file], o)).toBe(0);
    return { dir, file, scenario };
  }

  it('the file holds the scenario\'s text, its scripted part and dice, and replays after the scenario file is gone', async () => {
    const { file, scenario } = await savedFromCopy();
    const text = readFileSync(scenario, 'utf8');
    rmSync(scenario);
    const s = saved(file);
    expect(s.version).toBe(3);
    expect(s.scenario).toEqual({ file: expect.any(String), text, scripted: 12 });
    // Vigor's random pick (picks: [1]) goes with the 7th choice, the seven dice with the 10th.
    expect(s.choices.flatMap((c, i) => (c.dice ? [{ i, ...c.dice }] : []))).toEqual([
      { i: 6, rolls: [], picks: [1] },
      { i: 9, rolls: [5, 4, 3, 3, 3, 2, 5], picks: [] },
    ]);
    expect(s.checkpoints.map((c) => c.n)).toContain(12);
    const r = io();
    expect(await replay([file, '--log'], r)).toBe(0);
    expect(r.lines).toContain(`[script] ${TOTALS}`);
    expect(r.lines.at(-1)).toMatch(/replayed \d+ choices from the scenario .*combat\.yaml \(its script made the first 12\) to the same final state/);
  });

  it('replay catches a changed choice, inside the script or after it, and a changed scripted die', async () => {
    const { file } = await savedFromCopy();
    const inScript = io();
    // Blue plays one card instead of three: the combat that follows no longer fits the saved choices.
    expect(await replay([edited(file, (s) => void (s.choices[3]!.ids = ['blue-shotgunner-1']))], inScript)).toBe(1);
    expect(inScript.errors[0]).toMatch(/diverges between choice 0 and choice 6 \(within the scenario's script\): choice 6 \(blue: 11\) is illegal now/);
    const after = io();
    const s = saved(file);
    const k = s.choices.findIndex((c, i) => i >= 12 && c.ids.length > 0);
    expect(await replay([edited(file, (x) => void (x.choices[k]!.ids = ['no-such-option']))], after)).toBe(1);
    expect(after.errors[0]).toMatch(new RegExp(`choice ${k + 1} \\(\\w+: no-such-option\\) is illegal now`));
    expect(after.errors[0]).not.toMatch(/within the scenario's script/);
    // The attacker's red die 5 -> 2: 15 against 17, the defender wins, and the script's aftermath no longer fits.
    const die = io();
    expect(await replay([edited(file, (x) => void (x.choices.filter((c) => c.dice !== undefined)[1]!.dice!.rolls[0] = 2))], die)).toBe(1);
    expect(die.errors[0]).toMatch(/diverges .*\(within the scenario's script\)/);
  });

  it('replay refuses a file whose scenario text and seed disagree', async () => {
    const { file } = await savedFromCopy();
    const o = io();
    expect(await replay([edited(file, (s) => void (s.seed = 'another'))], o)).toBe(1);
    expect(o.errors[0]).toMatch(/names seed another .* but its scenario has seed combat .*: the file was edited/);
  });
});

describe('replay files of other versions', () => {
  it('a version 1 file (a new game, no scenario part) still replays', async () => {
    const dir = tmp();
    const file = join(dir, 'g.json');
    expect(await play(['--seed', '11', '--save', file], io())).toBe(0);
    const v1 = edited(file, (s) => {
      s.version = 1;
      delete s.scenario;
      // A version 1 file has no contentHashVersion either (its hash is checked as both: replay-anywhere.test.ts).
      delete s.contentHashVersion;
    });
    expect(Object.keys(JSON.parse(readFileSync(v1, 'utf8')) as object).sort()).toEqual(['bots', 'checkpoints', 'choices', 'content', 'contentHash', 'final', 'format', 'game', 'players', 'seed', 'version']);
    const o = io();
    expect(await replay([v1], o)).toBe(0);
    expect(o.lines.at(-1)).toMatch(/replayed \d+ choices to the same final state/);
  });

  it('a file from a newer rulewright says so', async () => {
    const dir = tmp();
    const file = join(dir, 'g.json');
    expect(await play(['--seed', '11', '--save', file, '--max', '10'], io())).toBe(1);
    const o = io();
    expect(await replay([edited(file, (s) => void ((s as { version: number }).version = 4))], o)).toBe(1);
    expect(o.errors[0]).toMatch(/it is a version 4 replay file, made by a newer rulewright \(this one reads versions 1 to 3\)/);
  });
});
