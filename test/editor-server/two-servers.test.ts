/**
 * Saves are never lost with two servers on one folder (issue 27, finding 5:
 * twenty parallel saves from one base version split over two servers let
 * two of them answer 200 in 2 of 5 trials, one silently overwritten). The
 * compare-and-swap runs under a lock on the file system, which both servers
 * see; and a second editor on the same folder is refused at start.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionOf } from '../../editor/server/content-api.ts';
import { FolderTakenError, lockContentFolder } from '../../editor/server/folder-lock.ts';
import { json, send, startServer, type Running } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BASE = 'leaders: []\n';
/** Trials of the race; each is twenty saves, ten through each server. */
export const TRIALS = 5;
export const SAVES = 20;

let dir: string;
let a: Running;
let b: Running;

beforeAll(async () => {
  dir = await mkdtemp(nodePath.join(tmpdir(), 'rw-two-servers-'));
  await mkdir(nodePath.join(dir, 'columbia'));
  a = await startServer({ contentDir: dir });
  b = await startServer({ contentDir: dir });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await rm(dir, { recursive: true, force: true });
});

describe('two servers on one folder', () => {
  it(`let exactly one of ${SAVES} parallel saves from one version win, in each of ${TRIALS} trials, and none is lost`, async () => {
    const file = nodePath.join(dir, 'columbia', 'leaders.yaml');
    for (let trial = 0; trial < TRIALS; trial++) {
      await writeFile(file, BASE);
      const texts = Array.from({ length: SAVES }, (_, i) => `leaders: [save-${trial}-${i}]\n`);
      const replies = await Promise.all(
        texts.map((text, i) => send(i % 2 === 0 ? a.port : b.port, 'PUT', '/api/file', json({ path: 'columbia/leaders.yaml', text, baseVersion: versionOf(BASE) }))),
      );
      const won = replies.map((r, i) => (r.status === 200 ? i : -1)).filter((i) => i >= 0);
      expect(won, `trial ${trial + 1}: saves that got 200`).toHaveLength(1);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(SAVES - 1);
      // The one that won is on disk: the others were refused, not overwritten.
      expect(await readFile(file, 'utf8')).toBe(texts[won[0]!]);
    }
    // No lock file is left behind.
    expect((await readdir(nodePath.join(dir, 'columbia'))).sort()).toEqual(['leaders.yaml']);
  }, 120_000);
});

describe('one editor per content folder', () => {
  it('refuses a second server on the folder, naming the first, and takes over from one that died', async () => {
    const locks = await mkdtemp(nodePath.join(tmpdir(), 'rw-folder-locks-'));
    try {
      // The first editor, in a process of its own, holds the folder.
      const script = `import { lockContentFolder } from ${JSON.stringify(nodePath.join(ROOT, 'editor/server/folder-lock.ts'))};
lockContentFolder(${JSON.stringify(dir)}, ${JSON.stringify(locks)}).setAddress('http://127.0.0.1:5173/');
process.stdout.write('held\\n');
setInterval(() => {}, 1000);`;
      const first = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve, reject) => {
        first.stdout.on('data', (d: Buffer) => d.toString().includes('held') && resolve());
        first.on('exit', (code) => reject(new Error(`the first editor exited (${code})`)));
      });
      let refused: unknown;
      try {
        lockContentFolder(dir, locks);
      } catch (e) {
        refused = e;
      }
      expect(refused).toBeInstanceOf(FolderTakenError);
      expect((refused as Error).message).toMatch(new RegExp(`already serves .* \\(process ${first.pid}, http://127\\.0\\.0\\.1:5173/\\)`));
      // Killed, it leaves its lock file: the next editor takes the folder.
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      const mine = lockContentFolder(dir, locks);
      mine.release();
      expect(await readdir(locks)).toEqual([]);
    } finally {
      await rm(locks, { recursive: true, force: true });
    }
  }, 60_000);
});
