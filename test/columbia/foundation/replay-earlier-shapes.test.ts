/**
 * Replay files saved before the state gained a field still check: their
 * checkpoints hash states of the older shape (interpreter/columbia/earlier-shapes.ts).
 * The older file is made here the way an older rulewright made it: the same
 * game's states, with the fields it did not have deleted by hand, hashed.
 * (Checked once by hand against files an older build really saved, 2p and
 * 4p: both replay.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../setup/scratch-dirs.ts';
import type { CliIO } from '../../../interpreter/cli/main.ts';
import { loadContent, run as play, stateHash } from '../../../interpreter/cli/play.ts';
import { run as replay } from '../../../interpreter/cli/replay.ts';
import type { SavedGame } from '../../../interpreter/cli/saved-game.ts';
import type { GameState } from '../../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import type { ColumbiaEngine } from '../../../interpreter/columbia/index.ts';

/** Temporary folders of this file, removed when it ends. */
const scratchDir = scratchDirs();

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function io(): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void errors.push(t), cwd: ROOT, color: false, lines, errors };
}

/** The state as it was kept before removed action and victory cards had piles. */
function beforeRemovedPiles(state: GameState<ColumbiaG>): unknown {
  const s = JSON.parse(JSON.stringify(state)) as { g: { players: Record<string, Record<string, unknown>>; victoryCards: Record<string, unknown> } };
  for (const p of Object.values(s.g.players)) {
    delete p.removed;
    delete p.removedUnseen;
  }
  delete s.g.victoryCards.removed;
  delete s.g.victoryCards.removedUnseen;
  return s;
}

describe('replay files saved by an earlier rulewright', () => {
  it('check against the older shape of the same states, and edits are still caught', async () => {
    const dir = scratchDir('rw-earlier-');
    const file = join(dir, 'now.json');
    expect(await play(['--players', '4', '--seed', 'earlier-shapes', '--bots', 'random', '--save', file], io())).toBe(0);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedGame;

    // The same game, hashed as the older shape at each checkpoint.
    const loaded = (await loadContent(join(ROOT, 'content/columbia'), io()))!;
    const engine = loaded.engine as unknown as ColumbiaEngine;
    const at = new Set(saved.checkpoints.map((c) => c.n));
    const older = new Map<number, string>();
    let state = engine.start({ seed: saved.seed, players: saved.players }, { log: false }).state;
    const hashOlder = (n: number) => older.set(n, stateHash(beforeRemovedPiles(state) as GameState<ColumbiaG>));
    hashOlder(0);
    saved.choices.forEach((choice, i) => {
      const r = engine.apply(state, choice, { log: false });
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
      if (at.has(i + 1) || i + 1 === saved.choices.length) hashOlder(i + 1);
    });
    const old: SavedGame = {
      ...saved,
      version: 1,
      checkpoints: saved.checkpoints.map((c) => ({ n: c.n, hash: older.get(c.n)! })),
      final: { ...saved.final, hash: older.get(saved.choices.length)! },
    };
    // The older shape really hashes differently: without earlier-shapes.ts this file would not check.
    expect(old.checkpoints[0]!.hash).not.toBe(saved.checkpoints[0]!.hash);
    const oldFile = join(dir, 'old.json');
    writeFileSync(oldFile, JSON.stringify(old));
    const ok = io();
    expect(await replay([oldFile], ok), ok.errors.join('\n')).toBe(0);
    expect(ok.lines.at(-1)).toMatch(/replayed \d+ choices to the same final state/);

    // An edit to the older file is still caught: a checkpoint's hash changed.
    const edited = join(dir, 'edited.json');
    writeFileSync(edited, JSON.stringify({ ...old, checkpoints: old.checkpoints.map((c, i) => (i === 1 ? { ...c, hash: '0000000000000000' } : c)) }));
    const bad = io();
    expect(await replay([edited], bad)).toBe(1);
    expect(bad.errors.join('\n')).toMatch(/diverges between choice 0 and choice 25: the state after choice 25 differs/);
  });
});
