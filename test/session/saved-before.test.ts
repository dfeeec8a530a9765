/**
 * Saved games from before the session's format (version 3) still replay:
 * files saved by the rulewright of commit 74a0cef (test/session/saved-before/),
 * versions 1 and 2, a new game and one from a scenario with scripted dice.
 * And the versioned step that reads them as version 3.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { run as replay } from '../../interpreter/cli/replay.ts';
import { REPLAY_VERSION, upgradeSavedGame, type SavedGame } from '../../interpreter/cli/saved-game.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIR = 'test/session/saved-before';

function io(): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void errors.push(t), cwd: ROOT, color: false, lines, errors };
}

function read(name: string): SavedGame {
  return JSON.parse(readFileSync(`${ROOT}${DIR}/${name}`, 'utf8')) as SavedGame;
}

describe('games saved before version 3', () => {
  for (const name of ['new-game-2p.v2.json', 'new-game-4p.v2.json', 'scenario-combat.v2.json', 'simulate-replay.v1.json']) {
    it(`${name} replays to the same final state`, async () => {
      const o = io();
      expect(await replay([`${DIR}/${name}`], o), o.errors.join('\n')).toBe(0);
      expect(o.lines.at(-1)).toMatch(/replayed \d+ choices( from the scenario .*)? to the same final state/);
    });
  }

  it("reads a version 2 file's scripted dice as the dice of the choices that drew them", () => {
    const old = read('scenario-combat.v2.json');
    expect(old.version).toBe(2);
    const now = upgradeSavedGame(old);
    expect(REPLAY_VERSION).toBe(3);
    expect(now.game).toBe('columbia');
    expect(now.scenario).toEqual({ file: old.scenario!.file, text: old.scenario!.text, scripted: 12 });
    expect(now.choices.flatMap((c, i) => (c.dice ? [{ i, ...c.dice }] : []))).toEqual(old.scenario!.injected!.map((x) => ({ i: x.before, rolls: x.rolls, picks: x.picks })));
    expect(now.choices.map((c) => ({ player: c.player, ids: c.ids }))).toEqual(old.choices);
  });

  it('several injections for one choice go with it in file order, and one after the last choice is dropped', () => {
    const old = read('scenario-combat.v2.json');
    old.scenario!.injected = [
      { before: 2, rolls: [1], picks: [] },
      { before: 2, rolls: [2], picks: [0] },
      { before: old.choices.length, rolls: [6], picks: [] },
    ];
    const now = upgradeSavedGame(old);
    expect(now.choices[2]!.dice).toEqual({ rolls: [1, 2], picks: [0] });
    expect(now.choices.filter((c) => c.dice).length).toBe(1);
  });

  it('a damaged scripted die in an old file is still caught', async () => {
    const old = read('scenario-combat.v2.json');
    old.scenario!.injected![1]!.rolls[0] = 2;
    const dir = mkdtempSync(join(tmpdir(), 'rw-saved-before-'));
    try {
      writeFileSync(join(dir, 'g.json'), JSON.stringify(old));
      const o = io();
      expect(await replay([join(dir, 'g.json')], o)).toBe(1);
      expect(o.errors[0]).toMatch(/diverges .*\(within the scenario's script\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
