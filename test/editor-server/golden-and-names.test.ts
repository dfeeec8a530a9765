/**
 * What the content server lets a path name (issue 27, findings 7 and 10):
 * nothing is created in or moved into `scenarios/golden/` whether the
 * server serves a folder of packs or one pack, whatever the letters' case,
 * through a link, or by a PUT with no base version; names that mean another
 * file on some file system (Windows devices, NTFS streams, trailing dots,
 * short names) and names too long for a save's temporary file are refused
 * with 400, not a 500; a save that is not UTF-8 is refused, not written with
 * replacement characters; a file over 2 GiB leaves the list whole.
 */
import { mkdir, mkdtemp, open, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionOf } from '../../editor/server/content-api.ts';
import { json, send, startServer, type Running } from './helpers.ts';

const SCENARIO = 'name: a case\n';
let base: string;
let packs: Running;
let pack: Running;

beforeAll(async () => {
  base = await mkdtemp(nodePath.join(tmpdir(), 'rw-golden-names-'));
  const p = nodePath.join(base, 'content', 'columbia');
  await mkdir(nodePath.join(p, 'scenarios', 'golden'), { recursive: true });
  await mkdir(nodePath.join(p, 'bots'), { recursive: true });
  await writeFile(nodePath.join(p, 'pack.yaml'), 'id: columbia\n');
  await writeFile(nodePath.join(p, 'scenarios', 'a.yaml'), SCENARIO);
  await writeFile(nodePath.join(p, 'scenarios', 'golden', 'record.yaml'), 'golden: 1\n');
  await symlink(nodePath.join(p, 'scenarios', 'golden'), nodePath.join(p, 'scenarios', 'gold'));
  // The same pack served two ways: the folder of packs, and the pack folder itself.
  packs = await startServer({ contentDir: nodePath.join(base, 'content') });
  pack = await startServer({ contentDir: p });
});
afterAll(async () => {
  await packs.close();
  await pack.close();
  await rm(base, { recursive: true, force: true });
});

const goldenFiles = () => readdir(nodePath.join(base, 'content', 'columbia', 'scenarios', 'golden'));

describe('scenarios/golden/ stays the golden records', () => {
  const cases: [string, () => Running, string][] = [
    ['a folder of packs', () => packs, 'columbia/'],
    ['the pack folder itself', () => pack, ''],
  ];
  for (const [mode, server, prefix] of cases) {
    it(`nothing is created or moved into it, serving ${mode}`, async () => {
      const s = server();
      for (const path of ['scenarios/golden/new.yaml', 'scenarios/Golden/new.yaml', 'scenarios/GOLDEN/new.yaml', 'scenarios/gold/new.yaml', 'scenarios/golden/deeper/new.yaml']) {
        const post = await send(s.port, 'POST', '/api/file', json({ path: prefix + path, text: 'x: 1\n' }));
        expect(post.status, `POST ${path}`).toBe(400);
        expect(post.body.error.code).toBe('RW-EDITOR-GOLDEN');
        const put = await send(s.port, 'PUT', '/api/file', json({ path: prefix + path, text: 'x: 1\n', baseVersion: null }));
        expect(put.status, `PUT ${path}`).toBe(400);
        expect(put.body.error.code).toBe('RW-EDITOR-GOLDEN');
        const move = await send(s.port, 'POST', '/api/rename', json({ from: `${prefix}scenarios/a.yaml`, to: prefix + path, baseVersion: versionOf(SCENARIO) }));
        expect(move.status, `rename to ${path}`).toBe(400);
      }
      expect(await goldenFiles()).toEqual(['record.yaml']);
      expect(existsSync(nodePath.join(base, 'content', 'columbia', 'scenarios', 'a.yaml'))).toBe(true);
    });

    it(`a scenario stays among the scenarios, serving ${mode}`, async () => {
      const s = server();
      const move = await send(s.port, 'POST', '/api/rename', json({ from: `${prefix}scenarios/a.yaml`, to: `${prefix}bots/a.yaml`, baseVersion: versionOf(SCENARIO) }));
      expect(move.status).toBe(400);
      expect(move.body.error.code).toBe('RW-EDITOR-MOVE-KIND');
      const sub = await send(s.port, 'POST', '/api/file', json({ path: `${prefix}scenarios/combat/new-case.yaml`, text: SCENARIO }));
      expect(sub.status).toBe(201);
      const del = await send(s.port, 'DELETE', '/api/file', json({ path: `${prefix}scenarios/combat/new-case.yaml`, baseVersion: versionOf(SCENARIO) }));
      expect(del.status).toBe(200);
      expect(existsSync(nodePath.join(base, 'content', 'columbia', 'scenarios', 'combat'))).toBe(false);
    });
  }
});

describe('names every file system reads the same way', () => {
  it('refuses names that mean another file on Windows, and too-long names, with 400', async () => {
    const refused: [string, string][] = [
      ['columbia/con.yaml', 'RW-EDITOR-PATH-RESERVED'],
      ['columbia/NUL.yml', 'RW-EDITOR-PATH-RESERVED'],
      ['columbia/scenarios/lpt1.case.yaml', 'RW-EDITOR-PATH-RESERVED'],
      ['columbia/aux/x.yaml', 'RW-EDITOR-PATH-RESERVED'],
      ['columbia/board:stream.yaml', 'RW-EDITOR-PATH-CHARACTER'],
      ['columbia/scenarios/golden::$INDEX_ALLOCATION/x.yaml', 'RW-EDITOR-PATH-CHARACTER'],
      ['columbia/scenarios/golden./x.yaml', 'RW-EDITOR-PATH-TRAILING'],
      ['columbia/scenarios/golden /x.yaml', 'RW-EDITOR-PATH-TRAILING'],
      ['columbia/scenarios/GOLDEN~1/x.yaml', 'RW-EDITOR-PATH-SHORT-NAME'],
      ['columbia/what?.yaml', 'RW-EDITOR-PATH-CHARACTER'],
      [`columbia/${'a'.repeat(209)}.yaml`, 'RW-EDITOR-PATH-TOO-LONG'],
      [`columbia/${'é'.repeat(105)}.yaml`, 'RW-EDITOR-PATH-TOO-LONG'],
    ];
    for (const [path, code] of refused) {
      for (const reply of [
        await send(packs.port, 'POST', '/api/file', json({ path, text: 'x: 1\n' })),
        await send(packs.port, 'PUT', '/api/file', json({ path, text: 'x: 1\n', baseVersion: null })),
      ]) {
        expect(reply.status, path).toBe(400);
        expect(reply.body.error.code, path).toBe(code);
      }
    }
    // A name of 214 bytes or more once failed inside the save (500): now refused, and one that fits is saved.
    expect((await send(packs.port, 'POST', '/api/file', json({ path: `columbia/${'a'.repeat(195)}.yaml`, text: 'x: 1\n' }))).status).toBe(201);
  });

  it('refuses a save that is not UTF-8, or holds half a character, and writes nothing', async () => {
    const path = 'columbia/scenarios/a.yaml';
    const body = Buffer.concat([Buffer.from(`{"path":"${path}","text":"name: caf`), Buffer.from([0xe9]), Buffer.from(`\\n","baseVersion":"${versionOf(SCENARIO)}"}`)]);
    const bad = await send(packs.port, 'PUT', '/api/file', { body });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('RW-EDITOR-NOT-UTF8');
    const half = await send(packs.port, 'PUT', '/api/file', { body: `{"path":"${path}","text":"name: \\ud800\\n","baseVersion":"${versionOf(SCENARIO)}"}` });
    expect(half.status).toBe(400);
    expect(half.body.error.code).toBe('RW-EDITOR-NOT-UTF8');
    expect(await readFile(nodePath.join(base, 'content', path), 'utf8')).toBe(SCENARIO);
  });

  it('lists the other files when one is over 2 GiB, and refuses to open that one', async () => {
    const huge = nodePath.join(base, 'content', 'columbia', 'huge.yaml');
    // Sparse: 2.1 GiB long, nothing written.
    const h = await open(huge, 'w');
    await h.truncate(2 * 1024 * 1024 * 1024 + 100 * 1024 * 1024);
    await h.close();
    try {
      const list = await send(packs.port, 'GET', '/api/files');
      expect(list.status).toBe(200);
      const files = list.body.files as { path: string; tooLarge?: boolean }[];
      expect(files.find((f) => f.path === 'columbia/huge.yaml')?.tooLarge).toBe(true);
      expect(files.some((f) => f.path === 'columbia/scenarios/a.yaml')).toBe(true);
      const read = await send(packs.port, 'GET', '/api/file?path=columbia/huge.yaml');
      expect(read.status).toBe(413);
      expect(read.body.error.code).toBe('RW-EDITOR-FILE-TOO-LARGE');
    } finally {
      await rm(huge);
    }
  });
});
