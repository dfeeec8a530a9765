/**
 * The content server keeps the designer's files safe: it reads and writes
 * only YAML inside the content folder, never overwrites a file changed on
 * disk since it was opened, and writes atomically.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { versionOf } from '../../editor/server/content-api.ts';
import { send as sendTo, startServer, type Reply } from './helpers.ts';

const BOARD = 'locations:\n  - name: Hall of Heroes\n';

let base: string; // holds content/ and an outside/ folder next to it
let contentDir: string;
let server: Server;
let port: number;

/** A raw request to this file's server (or the one on `options.port`), as the editor page sends it. */
const send = (method: string, rawPath: string, options: { body?: string | Buffer; headers?: Record<string, string | null>; port?: number } = {}): Promise<Reply> =>
  sendTo(options.port ?? port, method, rawPath, options);

const put = (body: unknown, opts: { headers?: Record<string, string>; port?: number } = {}) =>
  send('PUT', '/api/file', { body: JSON.stringify(body), ...opts });

beforeAll(async () => {
  base = await mkdtemp(nodePath.join(tmpdir(), 'rw-content-api-'));
  contentDir = nodePath.join(base, 'content');
  await mkdir(nodePath.join(contentDir, 'columbia', 'scenarios'), { recursive: true });
  await mkdir(nodePath.join(base, 'outside'));
  await writeFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), BOARD);
  await writeFile(nodePath.join(contentDir, 'columbia', 'events.yml'), 'events: []\n');
  await writeFile(nodePath.join(contentDir, 'columbia', 'scenarios', 'combat.yaml'), 'name: combat\n');
  await writeFile(nodePath.join(contentDir, 'columbia', 'notes.txt'), 'not content');
  await writeFile(nodePath.join(contentDir, 'columbia', '.hidden.yaml'), 'secret: true\n');
  await writeFile(nodePath.join(base, 'outside', 'secret.yaml'), 'password: hunter2\n');
  await symlink(nodePath.join(base, 'outside', 'secret.yaml'), nodePath.join(contentDir, 'columbia', 'escape.yaml'));
  await symlink(nodePath.join(base, 'outside'), nodePath.join(contentDir, 'columbia', 'elsewhere'));
  await symlink(nodePath.join(contentDir, 'columbia', 'board.yaml'), nodePath.join(contentDir, 'columbia', 'board-link.yaml'));
  ({ server, port } = await startServer({ contentDir }));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(base, { recursive: true, force: true });
});

describe('listing content files', () => {
  it('lists every YAML file under the content folder with a version token, and nothing else', async () => {
    const reply = await send('GET', '/api/files');
    expect(reply.status).toBe(200);
    const paths = reply.body.files.map((f: { path: string }) => f.path);
    expect(paths).toEqual(['columbia/board-link.yaml', 'columbia/board.yaml', 'columbia/events.yml', 'columbia/scenarios/combat.yaml']);
    const board = reply.body.files.find((f: { path: string }) => f.path === 'columbia/board.yaml');
    expect(board.version).toBe(versionOf(BOARD));
  });

  it('does not list links that lead outside the content folder', async () => {
    const reply = await send('GET', '/api/files');
    const paths: string[] = reply.body.files.map((f: { path: string }) => f.path);
    expect(paths.some((p) => p.includes('escape') || p.includes('elsewhere') || p.includes('secret'))).toBe(false);
  });
});

describe('reading a content file', () => {
  it('returns the text and its version', async () => {
    const reply = await send('GET', '/api/file?path=columbia/board.yaml');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ path: 'columbia/board.yaml', text: BOARD, version: versionOf(BOARD) });
  });

  it('answers 404 with a JSON error for a file that does not exist', async () => {
    const reply = await send('GET', '/api/file?path=columbia/nothing.yaml');
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('RW-EDITOR-NOT-FOUND');
  });

  it('follows a link that stays inside the content folder', async () => {
    const reply = await send('GET', '/api/file?path=columbia/board-link.yaml');
    expect(reply.status).toBe(200);
    expect(reply.body.text).toBe(BOARD);
  });
});

describe('refusing paths outside the content folder', () => {
  const refusals: Array<[string, string, number, string]> = [
    ['a ".." segment', '/api/file?path=../outside/secret.yaml', 400, 'RW-EDITOR-PATH-TRAVERSAL'],
    ['a ".." in the middle', '/api/file?path=columbia/../../outside/secret.yaml', 400, 'RW-EDITOR-PATH-TRAVERSAL'],
    ['an absolute path', `/api/file?path=/etc/passwd.yaml`, 400, 'RW-EDITOR-PATH-ABSOLUTE'],
    ['a drive-letter path', '/api/file?path=C:/secret.yaml', 400, 'RW-EDITOR-PATH-ABSOLUTE'],
    ['a percent-encoded slash', '/api/file?path=..%2Foutside%2Fsecret.yaml', 400, 'RW-EDITOR-PATH-ENCODED'],
    ['a percent-encoded backslash', '/api/file?path=..%5Coutside%5Csecret.yaml', 400, 'RW-EDITOR-PATH-ENCODED'],
    ['a double-encoded traversal', '/api/file?path=%252e%252e/outside/secret.yaml', 400, 'RW-EDITOR-PATH-ENCODED'],
    ['a backslash', '/api/file?path=columbia\\..\\..\\outside\\secret.yaml', 400, 'RW-EDITOR-PATH-BACKSLASH'],
    ['a NUL byte', '/api/file?path=columbia/board.yaml%00.txt', 400, 'RW-EDITOR-PATH-NUL'],
    ['a file that is not YAML', '/api/file?path=columbia/notes.txt', 400, 'RW-EDITOR-NOT-YAML'],
    ['a hidden file', '/api/file?path=columbia/.hidden.yaml', 400, 'RW-EDITOR-PATH-HIDDEN'],
    ['a link to a file outside', '/api/file?path=columbia/escape.yaml', 403, 'RW-EDITOR-PATH-OUTSIDE'],
    ['a file behind a linked folder outside', '/api/file?path=columbia/elsewhere/secret.yaml', 403, 'RW-EDITOR-PATH-OUTSIDE'],
    ['no path at all', '/api/file', 400, 'RW-EDITOR-PATH-MISSING'],
  ];

  for (const [what, url, status, code] of refusals) {
    it(`refuses to read ${what} (${status} ${code})`, async () => {
      const reply = await send('GET', url);
      expect(reply.status).toBe(status);
      expect(reply.headers['content-type']).toMatch(/application\/json/);
      expect(reply.body.error.code).toBe(code);
      expect(reply.body.error.message).toEqual(expect.any(String));
      expect(JSON.stringify(reply.body)).not.toContain('hunter2');
    });
  }

  const writeRefusals: Array<[string, string, number, string]> = [
    ['a ".." segment', '../outside/secret.yaml', 400, 'RW-EDITOR-PATH-TRAVERSAL'],
    ['an absolute path', nodePath.join(base ?? '/tmp', 'outside', 'secret.yaml'), 400, 'RW-EDITOR-PATH-ABSOLUTE'],
    ['a percent-encoded separator', '..%2Foutside%2Fsecret.yaml', 400, 'RW-EDITOR-PATH-ENCODED'],
    ['a backslash', 'columbia\\board.yaml', 400, 'RW-EDITOR-PATH-BACKSLASH'],
    ['a NUL byte', 'columbia/board.yaml\u0000', 400, 'RW-EDITOR-PATH-NUL'],
    ['a file that is not YAML', 'columbia/notes.txt', 400, 'RW-EDITOR-NOT-YAML'],
    ['a link to a file outside', 'columbia/escape.yaml', 403, 'RW-EDITOR-PATH-OUTSIDE'],
    ['a new file behind a linked folder outside', 'columbia/elsewhere/new.yaml', 403, 'RW-EDITOR-PATH-OUTSIDE'],
  ];

  for (const [what, path, status, code] of writeRefusals) {
    it(`refuses to write ${what} (${status} ${code}) and the outside file is untouched`, async () => {
      const reply = await put({ path, text: 'owned: true\n', baseVersion: path.includes('new.yaml') ? null : versionOf('password: hunter2\n') });
      expect(reply.status).toBe(status);
      expect(reply.body.error.code).toBe(code);
      expect(await readFile(nodePath.join(base, 'outside', 'secret.yaml'), 'utf8')).toBe('password: hunter2\n');
      expect(await readdir(nodePath.join(base, 'outside'))).toEqual(['secret.yaml']);
    });
  }
});

describe('saving a content file', () => {
  it('writes the new text, answers its version, and leaves no temporary file behind', async () => {
    const file = nodePath.join(contentDir, 'columbia', 'events.yml');
    await chmod(file, 0o640);
    const text = 'events:\n  - name: Power Outage\n';
    const reply = await put({ path: 'columbia/events.yml', text, baseVersion: versionOf('events: []\n') });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ path: 'columbia/events.yml', version: versionOf(text) });
    expect(await readFile(file, 'utf8')).toBe(text);
    expect((await stat(file)).mode & 0o777).toBe(0o640);
    const leftovers = (await readdir(nodePath.join(contentDir, 'columbia'))).filter((n) => n.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });

  it('refuses with 409 and the current text when the file changed on disk since it was opened', async () => {
    const file = nodePath.join(contentDir, 'columbia', 'board.yaml');
    const openedVersion = versionOf(BOARD);
    const theirs = 'locations:\n  - name: Shanty Town\n';
    await writeFile(file, theirs); // a teammate's change, made while the designer was editing
    const reply = await put({ path: 'columbia/board.yaml', text: 'locations: []\n', baseVersion: openedVersion });
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('RW-EDITOR-CONFLICT');
    expect(reply.body.current).toEqual({ path: 'columbia/board.yaml', text: theirs, version: versionOf(theirs) });
    expect(await readFile(file, 'utf8')).toBe(theirs);
    await writeFile(file, BOARD);
  });

  it('lets exactly one of two saves from the same version win', async () => {
    const [a, b] = await Promise.all([
      put({ path: 'columbia/board.yaml', text: 'a: 1\n', baseVersion: versionOf(BOARD) }),
      put({ path: 'columbia/board.yaml', text: 'b: 2\n', baseVersion: versionOf(BOARD) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'a: 1\n' : 'b: 2\n';
    expect(await readFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), 'utf8')).toBe(winner);
    await writeFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), BOARD);
  });

  it('writes through a link that stays inside the folder, keeping the link', async () => {
    const text = 'locations:\n  - name: Fink MFG\n';
    const reply = await put({ path: 'columbia/board-link.yaml', text, baseVersion: versionOf(BOARD) });
    expect(reply.status).toBe(200);
    expect(await readFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), 'utf8')).toBe(text);
    await writeFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), BOARD);
  });

  it('creates a new file with baseVersion null, and refuses to create it twice', async () => {
    const first = await put({ path: 'columbia/scenarios/new.yaml', text: 'name: new\n', baseVersion: null });
    expect(first.status).toBe(201);
    const second = await put({ path: 'columbia/scenarios/new.yaml', text: 'name: other\n', baseVersion: null });
    expect(second.status).toBe(409);
    expect(second.body.current.text).toBe('name: new\n');
  });

  it('refuses a save with no baseVersion rather than overwrite blindly', async () => {
    const reply = await put({ path: 'columbia/board.yaml', text: 'x: 1\n' });
    expect(reply.status).toBe(400);
    expect(await readFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), 'utf8')).toBe(BOARD);
  });

  it('refuses a body that is not JSON (415) or not well formed (400)', async () => {
    const form = await send('PUT', '/api/file', { body: 'path=columbia/board.yaml', headers: { 'content-type': 'text/plain' } });
    expect(form.status).toBe(415);
    const broken = await send('PUT', '/api/file', { body: '{ "path": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('RW-EDITOR-BAD-BODY');
  });

  it('refuses a body over the size limit with 413 and writes nothing', async () => {
    const small = await startServer({ contentDir, maxBodyBytes: 1024 });
    try {
      const big = 'x'.repeat(4096);
      const reply = await put({ path: 'columbia/board.yaml', text: big, baseVersion: versionOf(BOARD) }, { port: small.port });
      expect(reply.status).toBe(413);
      expect(reply.body.error.code).toBe('RW-EDITOR-TOO-LARGE');
      // Without a Content-Length the limit still holds while streaming.
      const chunked = await send('PUT', '/api/file', {
        port: small.port,
        body: JSON.stringify({ path: 'columbia/board.yaml', text: big, baseVersion: versionOf(BOARD) }),
        headers: { 'transfer-encoding': 'chunked', 'content-length': null },
      });
      expect(chunked.status).toBe(413);
      expect(await readFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), 'utf8')).toBe(BOARD);
    } finally {
      await new Promise<void>((resolve) => small.server.close(() => resolve()));
    }
  });

  it('has a 2 MB default limit', async () => {
    const reply = await put({ path: 'columbia/board.yaml', text: 'x'.repeat(2 * 1024 * 1024 + 10), baseVersion: versionOf(BOARD) });
    expect(reply.status).toBe(413);
  });
});

describe('refusing requests that are not from the editor', () => {
  it('refuses a request addressed to another host name (DNS rebinding)', async () => {
    const reply = await send('GET', '/api/files', { headers: { host: 'evil.example:80' } });
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('RW-EDITOR-HOST');
  });

  it('refuses a save sent from another web site', async () => {
    const reply = await put(
      { path: 'columbia/board.yaml', text: 'x: 1\n', baseVersion: versionOf(BOARD) },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('RW-EDITOR-ORIGIN');
    expect(await readFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), 'utf8')).toBe(BOARD);
  });

  it('accepts the editor page itself as origin', async () => {
    const reply = await send('GET', '/api/files', { headers: { origin: `http://127.0.0.1:${port}` } });
    expect(reply.status).toBe(200);
  });

  it('answers unknown API routes and methods with JSON errors, and leaves other URLs alone', async () => {
    expect((await send('GET', '/api/secrets')).status).toBe(404);
    const patch = await send('PATCH', '/api/file?path=columbia/board.yaml');
    expect(patch.status).toBe(405);
    expect(patch.headers['allow']).toContain('PUT');
    expect(patch.headers['allow']).toContain('DELETE');
    expect((await send('GET', '/index.html')).body).toBe('not the api');
  });
});

describe('creating, renaming and deleting content files', () => {
  const post = (url: string, body: unknown) => send('POST', url, { body: JSON.stringify(body) });
  // Node sends a DELETE body unframed unless its length is given (a browser always gives it).
  const del = (body: unknown) => {
    const text = JSON.stringify(body);
    return send('DELETE', '/api/file', { body: text, headers: { 'content-length': String(Buffer.byteLength(text)) } });
  };
  const inScenarios = (name: string) => nodePath.join(contentDir, 'columbia', 'scenarios', name);
  const diskHas = async (p: string) => stat(p).then(() => true, () => false);

  it('creates a new file with its text and answers its version', async () => {
    const text = 'name: brand new\n';
    const reply = await post('/api/file', { path: 'columbia/scenarios/brand-new.yaml', text });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ path: 'columbia/scenarios/brand-new.yaml', version: versionOf(text) });
    expect(await readFile(inScenarios('brand-new.yaml'), 'utf8')).toBe(text);
    // No temporary file is left behind.
    expect((await readdir(nodePath.join(contentDir, 'columbia', 'scenarios'))).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('refuses to create over an existing file (409 RW-EDITOR-EXISTS) and leaves it untouched', async () => {
    const reply = await post('/api/file', { path: 'columbia/scenarios/combat.yaml', text: 'name: overwritten\n' });
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('RW-EDITOR-EXISTS');
    expect(await readFile(inScenarios('combat.yaml'), 'utf8')).toBe('name: combat\n');
  });

  it('refuses to create outside the content folder, a non-YAML file, or in a missing folder', async () => {
    const cases: [string, number, string][] = [
      ['../outside/made.yaml', 400, 'RW-EDITOR-PATH-TRAVERSAL'],
      ['columbia/../../outside/made.yaml', 400, 'RW-EDITOR-PATH-TRAVERSAL'],
      ['/tmp/made.yaml', 400, 'RW-EDITOR-PATH-ABSOLUTE'],
      ['columbia/elsewhere/made.yaml', 403, 'RW-EDITOR-PATH-OUTSIDE'],
      ['columbia/scenarios/made.txt', 400, 'RW-EDITOR-NOT-YAML'],
      ['columbia/scenarios/.made.yaml', 400, 'RW-EDITOR-PATH-HIDDEN'],
      ['columbia/nowhere/made.yaml', 404, 'RW-EDITOR-NO-FOLDER'],
    ];
    for (const [path, status, code] of cases) {
      const reply = await post('/api/file', { path, text: 'x: 1\n' });
      expect([path, reply.status, reply.body.error.code]).toEqual([path, status, code]);
    }
    expect(await readdir(nodePath.join(base, 'outside'))).toEqual(['secret.yaml']);
    expect(await diskHas(inScenarios('made.txt'))).toBe(false);
  });

  it('renames a file at the version the designer saw, answering the new path and version', async () => {
    const text = 'name: to rename\n';
    await writeFile(inScenarios('old-name.yaml'), text);
    const reply = await post('/api/rename', { from: 'columbia/scenarios/old-name.yaml', to: 'columbia/scenarios/new-name.yml', baseVersion: versionOf(text) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ from: 'columbia/scenarios/old-name.yaml', path: 'columbia/scenarios/new-name.yml', version: versionOf(text) });
    expect(await diskHas(inScenarios('old-name.yaml'))).toBe(false);
    expect(await readFile(inScenarios('new-name.yml'), 'utf8')).toBe(text);
  });

  it('refuses a rename onto an existing file (409 RW-EDITOR-EXISTS), leaving both as they were', async () => {
    const text = 'name: mover\n';
    await writeFile(inScenarios('mover.yaml'), text);
    const reply = await post('/api/rename', { from: 'columbia/scenarios/mover.yaml', to: 'columbia/scenarios/combat.yaml', baseVersion: versionOf(text) });
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('RW-EDITOR-EXISTS');
    expect(await readFile(inScenarios('mover.yaml'), 'utf8')).toBe(text);
    expect(await readFile(inScenarios('combat.yaml'), 'utf8')).toBe('name: combat\n');
    const self = await post('/api/rename', { from: 'columbia/scenarios/mover.yaml', to: 'columbia/scenarios/mover.yaml', baseVersion: versionOf(text) });
    expect(self.body.error.code).toBe('RW-EDITOR-EXISTS');
    expect(await readFile(inScenarios('mover.yaml'), 'utf8')).toBe(text);
  });

  it('refuses a rename from a stale version (409 RW-EDITOR-CONFLICT with the disk text)', async () => {
    await writeFile(inScenarios('stale.yaml'), 'name: theirs\n');
    const reply = await post('/api/rename', { from: 'columbia/scenarios/stale.yaml', to: 'columbia/scenarios/fresh.yaml', baseVersion: versionOf('name: mine\n') });
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('RW-EDITOR-CONFLICT');
    expect(reply.body.current).toEqual({ path: 'columbia/scenarios/stale.yaml', text: 'name: theirs\n', version: versionOf('name: theirs\n') });
    expect(await diskHas(inScenarios('fresh.yaml'))).toBe(false);
    expect(await diskHas(inScenarios('stale.yaml'))).toBe(true);
  });

  it('refuses renames that leave the folder, change the extension, miss a version or move a link', async () => {
    const text = 'name: stay\n';
    await writeFile(inScenarios('stay.yaml'), text);
    const v = versionOf(text);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ from: 'columbia/scenarios/stay.yaml', to: '../outside/stolen.yaml', baseVersion: v }, 400, 'RW-EDITOR-PATH-TRAVERSAL'],
      // A scenario stays under scenarios/ (and `elsewhere` is a link outside besides).
      [{ from: 'columbia/scenarios/stay.yaml', to: 'columbia/elsewhere/stolen.yaml', baseVersion: v }, 400, 'RW-EDITOR-MOVE-KIND'],
      [{ from: 'columbia/scenarios/stay.yaml', to: 'columbia/scenarios/stay.txt', baseVersion: v }, 400, 'RW-EDITOR-NOT-YAML'],
      [{ from: 'columbia/scenarios/stay.yaml', to: 'columbia/scenarios/stay.yaml.sh', baseVersion: v }, 400, 'RW-EDITOR-NOT-YAML'],
      [{ from: 'columbia/escape.yaml', to: 'columbia/scenarios/secret.yaml', baseVersion: v }, 403, 'RW-EDITOR-PATH-OUTSIDE'],
      [{ from: 'columbia/notes.txt', to: 'columbia/notes.yaml', baseVersion: v }, 400, 'RW-EDITOR-NOT-YAML'],
      [{ from: 'columbia/board-link.yaml', to: 'columbia/board-moved.yaml', baseVersion: versionOf(BOARD) }, 400, 'RW-EDITOR-IS-LINK'],
      [{ from: 'columbia/scenarios/stay.yaml', to: 'columbia/scenarios/moved.yaml' }, 400, 'RW-EDITOR-BAD-BODY'],
      [{ from: 'columbia/scenarios/gone.yaml', to: 'columbia/scenarios/moved.yaml', baseVersion: v }, 404, 'RW-EDITOR-NOT-FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await post('/api/rename', body);
      expect([body, reply.status, reply.body.error?.code]).toEqual([body, status, code]);
    }
    expect(await readFile(inScenarios('stay.yaml'), 'utf8')).toBe(text);
    expect(await readdir(nodePath.join(base, 'outside'))).toEqual(['secret.yaml']);
    expect(await readFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), 'utf8')).toBe(BOARD);
    expect(await diskHas(nodePath.join(contentDir, 'columbia', 'board-link.yaml'))).toBe(true);
    expect(await diskHas(nodePath.join(contentDir, 'columbia', 'notes.txt'))).toBe(true);
  });

  it('deletes a file at the version the designer saw', async () => {
    const text = 'name: doomed\n';
    await writeFile(inScenarios('doomed.yaml'), text);
    const reply = await del({ path: 'columbia/scenarios/doomed.yaml', baseVersion: versionOf(text) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ path: 'columbia/scenarios/doomed.yaml' });
    expect(await diskHas(inScenarios('doomed.yaml'))).toBe(false);
  });

  it('refuses a delete from a stale version (409 RW-EDITOR-CONFLICT) and keeps the file', async () => {
    await writeFile(inScenarios('kept.yaml'), 'name: changed on disk\n');
    const reply = await del({ path: 'columbia/scenarios/kept.yaml', baseVersion: versionOf('name: what I saw\n') });
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('RW-EDITOR-CONFLICT');
    expect(reply.body.current.text).toBe('name: changed on disk\n');
    expect(await readFile(inScenarios('kept.yaml'), 'utf8')).toBe('name: changed on disk\n');
  });

  it('refuses deletes without a version, outside the folder, of non-YAML files, of links, or not as JSON', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ path: 'columbia/scenarios/combat.yaml' }, 400, 'RW-EDITOR-BAD-BODY'],
      [{ path: 'columbia/scenarios/combat.yaml', baseVersion: null }, 400, 'RW-EDITOR-BAD-BODY'],
      [{ path: '../outside/secret.yaml', baseVersion: versionOf('password: hunter2\n') }, 400, 'RW-EDITOR-PATH-TRAVERSAL'],
      [{ path: 'columbia/escape.yaml', baseVersion: versionOf('password: hunter2\n') }, 403, 'RW-EDITOR-PATH-OUTSIDE'],
      [{ path: 'columbia/elsewhere/secret.yaml', baseVersion: versionOf('password: hunter2\n') }, 403, 'RW-EDITOR-PATH-OUTSIDE'],
      [{ path: 'columbia/notes.txt', baseVersion: versionOf('not content') }, 400, 'RW-EDITOR-NOT-YAML'],
      [{ path: 'columbia/board-link.yaml', baseVersion: versionOf(BOARD) }, 400, 'RW-EDITOR-IS-LINK'],
      [{ path: 'columbia/scenarios/none.yaml', baseVersion: versionOf('') }, 404, 'RW-EDITOR-NOT-FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await del(body);
      expect([body, reply.status, reply.body.error?.code]).toEqual([body, status, code]);
    }
    const plain = await send('DELETE', '/api/file?path=columbia/scenarios/combat.yaml');
    expect(plain.status).toBe(415);
    expect(await readFile(nodePath.join(base, 'outside', 'secret.yaml'), 'utf8')).toBe('password: hunter2\n');
    expect(await readFile(inScenarios('combat.yaml'), 'utf8')).toBe('name: combat\n');
    expect(await readFile(nodePath.join(contentDir, 'columbia', 'board.yaml'), 'utf8')).toBe(BOARD);
    expect(await diskHas(nodePath.join(contentDir, 'columbia', 'board-link.yaml'))).toBe(true);
  });

  it('lets exactly one of two renames of the same file win', async () => {
    const text = 'name: contested\n';
    await writeFile(inScenarios('contested.yaml'), text);
    const [a, b] = await Promise.all([
      post('/api/rename', { from: 'columbia/scenarios/contested.yaml', to: 'columbia/scenarios/left.yaml', baseVersion: versionOf(text) }),
      post('/api/rename', { from: 'columbia/scenarios/contested.yaml', to: 'columbia/scenarios/right.yaml', baseVersion: versionOf(text) }),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const names = await readdir(nodePath.join(contentDir, 'columbia', 'scenarios'));
    expect(names.filter((n) => ['contested.yaml', 'left.yaml', 'right.yaml'].includes(n))).toHaveLength(1);
  });
});

describe('scenario and bot files in sub-folders', () => {
  const post = (url: string, body: unknown) => send('POST', url, { body: JSON.stringify(body) });
  const del = (body: unknown) => {
    const text = JSON.stringify(body);
    return send('DELETE', '/api/file', { body: text, headers: { 'content-length': String(Buffer.byteLength(text)) } });
  };
  const at = (path: string) => nodePath.join(contentDir, ...path.split('/'));
  const diskHas = async (p: string) => stat(at(p)).then(() => true, () => false);
  const put1 = async (path: string, text: string) => {
    await mkdir(nodePath.dirname(at(path)), { recursive: true });
    await writeFile(at(path), text);
    return versionOf(text);
  };

  it('moves a scenario into a new folder two deep, making the folders, and lists it there', async () => {
    const v = await put1('columbia/scenarios/retreat.yaml', 'name: retreat\n');
    const reply = await post('/api/rename', { from: 'columbia/scenarios/retreat.yaml', to: 'columbia/scenarios/combat/retreat/retreat.yaml', baseVersion: v });
    expect([reply.status, reply.body]).toEqual([200, { from: 'columbia/scenarios/retreat.yaml', path: 'columbia/scenarios/combat/retreat/retreat.yaml', version: v }]);
    expect(await readFile(at('columbia/scenarios/combat/retreat/retreat.yaml'), 'utf8')).toBe('name: retreat\n');
    expect(await diskHas('columbia/scenarios/retreat.yaml')).toBe(false);
    const listed = (await send('GET', '/api/files')).body.files.map((f: { path: string }) => f.path);
    expect(listed).toContain('columbia/scenarios/combat/retreat/retreat.yaml');
    // Moved on again, up to the top: the folders it leaves empty go with it.
    const back = await post('/api/rename', { from: 'columbia/scenarios/combat/retreat/retreat.yaml', to: 'columbia/scenarios/retreat.yaml', baseVersion: v });
    expect(back.status).toBe(200);
    expect(await diskHas('columbia/scenarios/combat')).toBe(false);
    expect(await diskHas('columbia/scenarios')).toBe(true);
  });

  it('keeps a folder that still holds files, and removes one a delete empties', async () => {
    const a = await put1('columbia/scenarios/booker/a.yaml', 'name: a\n');
    const b = await put1('columbia/scenarios/booker/b.yaml', 'name: b\n');
    expect((await post('/api/rename', { from: 'columbia/scenarios/booker/a.yaml', to: 'columbia/scenarios/a.yaml', baseVersion: a })).status).toBe(200);
    expect(await readdir(at('columbia/scenarios/booker'))).toEqual(['b.yaml']);
    expect((await del({ path: 'columbia/scenarios/booker/b.yaml', baseVersion: b })).status).toBe(200);
    expect(await diskHas('columbia/scenarios/booker')).toBe(false);
    // The kind folder itself stays, empty or not: new scenarios go there.
    expect((await del({ path: 'columbia/scenarios/a.yaml', baseVersion: a })).status).toBe(200);
    expect(await diskHas('columbia/scenarios')).toBe(true);
  });

  it('creates a scenario in a new folder', async () => {
    const reply = await post('/api/file', { path: 'columbia/scenarios/combat/my-case.yaml', text: 'name: mine\n' });
    expect(reply.status).toBe(201);
    expect(await readFile(at('columbia/scenarios/combat/my-case.yaml'), 'utf8')).toBe('name: mine\n');
    expect((await del({ path: 'columbia/scenarios/combat/my-case.yaml', baseVersion: versionOf('name: mine\n') })).status).toBe(200);
    expect(await diskHas('columbia/scenarios/combat')).toBe(false);
  });

  it('refuses a move onto an existing file (409 RW-EDITOR-EXISTS) and makes no folder for it', async () => {
    const v = await put1('columbia/scenarios/taken-src.yaml', 'name: src\n');
    await put1('columbia/scenarios/deep/taken.yaml', 'name: already here\n');
    const reply = await post('/api/rename', { from: 'columbia/scenarios/taken-src.yaml', to: 'columbia/scenarios/deep/taken.yaml', baseVersion: v });
    expect([reply.status, reply.body.error.code]).toEqual([409, 'RW-EDITOR-EXISTS']);
    expect(await readFile(at('columbia/scenarios/deep/taken.yaml'), 'utf8')).toBe('name: already here\n');
    expect(await readFile(at('columbia/scenarios/taken-src.yaml'), 'utf8')).toBe('name: src\n');
  });

  it('refuses a move from a stale version (409 RW-EDITOR-CONFLICT) before making any folder', async () => {
    await put1('columbia/scenarios/stale-mover.yaml', 'name: theirs\n');
    const reply = await post('/api/rename', { from: 'columbia/scenarios/stale-mover.yaml', to: 'columbia/scenarios/fresh-folder/x.yaml', baseVersion: versionOf('name: mine\n') });
    expect([reply.status, reply.body.error.code, reply.body.current?.text]).toEqual([409, 'RW-EDITOR-CONFLICT', 'name: theirs\n']);
    expect(await diskHas('columbia/scenarios/fresh-folder')).toBe(false);
    expect(await diskHas('columbia/scenarios/stale-mover.yaml')).toBe(true);
  });

  it('keeps scenarios under scenarios/ and bots under bots/, out of golden/, inside the content folder', async () => {
    const v = await put1('columbia/scenarios/confined.yaml', 'name: confined\n');
    const bot = await put1('columbia/bots/careful.yaml', 'name: careful\n');
    await mkdir(at('columbia/scenarios/golden'), { recursive: true });
    await symlink(nodePath.join(base, 'outside'), at('columbia/scenarios/linked-out'));
    const from = 'columbia/scenarios/confined.yaml';
    const cases: [Record<string, unknown>, number, string][] = [
      [{ from, to: 'columbia/scenarios/../../outside/x.yaml', baseVersion: v }, 400, 'RW-EDITOR-PATH-TRAVERSAL'],
      [{ from, to: 'columbia/bots/confined.yaml', baseVersion: v }, 400, 'RW-EDITOR-MOVE-KIND'],
      [{ from, to: 'columbia/confined.yaml', baseVersion: v }, 400, 'RW-EDITOR-MOVE-KIND'],
      [{ from, to: 'other/scenarios/confined.yaml', baseVersion: v }, 400, 'RW-EDITOR-MOVE-KIND'],
      [{ from: 'columbia/bots/careful.yaml', to: 'columbia/scenarios/careful.yaml', baseVersion: bot }, 400, 'RW-EDITOR-MOVE-KIND'],
      [{ from: 'columbia/board.yaml', to: 'columbia/scenarios/board.yaml', baseVersion: versionOf(BOARD) }, 400, 'RW-EDITOR-MOVE-KIND'],
      [{ from, to: 'columbia/scenarios/golden/confined.yaml', baseVersion: v }, 400, 'RW-EDITOR-GOLDEN'],
      [{ from, to: 'columbia/scenarios/golden/new/confined.yaml', baseVersion: v }, 400, 'RW-EDITOR-GOLDEN'],
      [{ from, to: 'columbia/scenarios/linked-out/confined.yaml', baseVersion: v }, 403, 'RW-EDITOR-PATH-OUTSIDE'],
      [{ from, to: 'columbia/scenarios/linked-out/made/confined.yaml', baseVersion: v }, 403, 'RW-EDITOR-PATH-OUTSIDE'],
      [{ from, to: 'columbia/scenarios/confined.yaml/x.yaml', baseVersion: v }, 409, 'RW-EDITOR-NOT-A-FOLDER'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await post('/api/rename', body);
      expect([body, reply.status, reply.body.error?.code]).toEqual([body, status, code]);
    }
    for (const [path, code] of [
      ['columbia/scenarios/golden/made.yaml', 'RW-EDITOR-GOLDEN'],
      ['columbia/scenarios/linked-out/made.yaml', 'RW-EDITOR-PATH-OUTSIDE'],
      ['columbia/scenarios/a/../../x.yaml', 'RW-EDITOR-PATH-TRAVERSAL'],
    ]) {
      expect([path, (await post('/api/file', { path, text: 'x: 1\n' })).body.error?.code]).toEqual([path, code]);
    }
    expect(await readFile(at(from), 'utf8')).toBe('name: confined\n');
    expect(await readdir(at('columbia/scenarios/golden'))).toEqual([]);
    expect(await readdir(nodePath.join(base, 'outside'))).toEqual(['secret.yaml']);
    expect(await diskHas('columbia/bots/careful.yaml')).toBe(true);
    // A bot moves within bots/, into a folder of its own.
    expect((await post('/api/rename', { from: 'columbia/bots/careful.yaml', to: 'columbia/bots/slow/careful.yaml', baseVersion: bot })).status).toBe(200);
    expect(await readFile(at('columbia/bots/slow/careful.yaml'), 'utf8')).toBe('name: careful\n');
  });
});

describe('the editor server configuration', () => {
  it('binds the dev and preview servers to 127.0.0.1 by default', async () => {
    const previous = process.env.RULEWRIGHT_HOST;
    delete process.env.RULEWRIGHT_HOST;
    try {
      const { default: config } = await import('../../editor/vite.config.ts');
      const resolved = config as { server?: { host?: unknown }; preview?: { host?: unknown } };
      expect(resolved.server?.host).toBe('127.0.0.1');
      expect(resolved.preview?.host).toBe('127.0.0.1');
    } finally {
      if (previous !== undefined) process.env.RULEWRIGHT_HOST = previous;
    }
  });
});
