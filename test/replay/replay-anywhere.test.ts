/**
 * A saved game replays from any folder and against any identical copy of its
 * pack: the content hash names files relative to the pack, not to where the
 * command ran (issue 27, finding 2). Files saved before that still replay,
 * by the hash as it was then taken (interpreter/cli/content-hash.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { run as play } from '../../interpreter/cli/play.ts';
import { run as replay } from '../../interpreter/cli/replay.ts';
import type { SavedGame } from '../../interpreter/cli/saved-game.ts';
import { loadGamePackFromDir as loadPackFromDir } from '../../interpreter/games/node.ts';
import { contentHash } from '../../interpreter/core/index.ts';
import { createColumbiaEngine, type Ruleset } from '../../interpreter/columbia/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function io(cwd: string): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void errors.push(t), cwd, color: false, lines, errors };
}

let dir: string;
let savedFile: string;
let saved: SavedGame;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rw-anywhere-'));
  savedFile = join(dir, 'from-the-repository.json');
  // Saved from the repository's root, as `npx rulewright play --save` there does.
  expect(await play(['--seed', 'anywhere', '--bots', 'random', '--save', savedFile], io(ROOT))).toBe(0);
  saved = JSON.parse(readFileSync(savedFile, 'utf8')) as SavedGame;
  cpSync(join(ROOT, 'content/columbia'), join(dir, 'a copy of the pack'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a game saved in the repository', () => {
  it('replays from another folder against the repository pack', async () => {
    const o = io(dir);
    expect(await replay([savedFile, '--content', join(ROOT, 'content/columbia')], o)).toBe(0);
    expect(o.lines.at(-1)).toMatch(/replayed \d+ choices to the same final state/);
  });

  it('replays from another folder against an identical copy of the pack, in a folder of another name', async () => {
    const o = io(dir);
    expect(await replay([savedFile, '--content', 'a copy of the pack'], o)).toBe(0);
  });

  it('is refused against a changed copy, and the message names the --content given', async () => {
    const changed = join(dir, 'changed');
    cpSync(join(dir, 'a copy of the pack'), changed, { recursive: true });
    const pack = join(changed, 'pack.yaml');
    writeFileSync(pack, readFileSync(pack, 'utf8').replace(/skyLineDicePerSpace: 3\b/, 'skyLineDicePerSpace: 4'));
    const o = io(dir);
    expect(await replay([savedFile, '--content', 'changed'], o)).toBe(1);
    expect(o.errors.join('\n')).toMatch(/was played with other content \(hash "\w+"\); the content in changed is \w+\./);
  });
});

describe('a game saved before the hash named files relative to the pack', () => {
  /** The file as the earlier rulewright wrote it from the repository: the hash over the rules with files named from there. */
  async function earlierFile(): Promise<string> {
    const loaded = await loadPackFromDir<Ruleset>(join(ROOT, 'content/columbia'), { relativeTo: ROOT });
    const rules = loaded.ruleset!;
    const earlier: Record<string, unknown> = { ...saved, contentHash: contentHash(rules) };
    delete earlier['contentHashVersion'];
    expect(earlier['contentHash']).not.toBe(createColumbiaEngine(rules).contentHash);
    const file = join(dir, 'earlier.json');
    writeFileSync(file, JSON.stringify(earlier));
    return file;
  }

  it('still replays where it was saved, and from another folder', async () => {
    const file = await earlierFile();
    expect(await replay([file], io(ROOT))).toBe(0);
    expect(await replay([file, '--content', join(ROOT, 'content/columbia')], io(dir))).toBe(0);
  });

  it('is still refused when its content changed', async () => {
    const file = await earlierFile();
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/"contentHash":"(\w)/, (_, c: string) => `"contentHash":"${c === '0' ? '1' : '0'}`));
    const o = io(ROOT);
    expect(await replay([file], o)).toBe(1);
    expect(o.errors.join('\n')).toMatch(/played with other content/);
  });
});
