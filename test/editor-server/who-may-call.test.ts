/**
 * Only the editor page the content server serves, in this run, may call it
 * (issue 27, finding 1: a page on another local port listed, read and
 * overwrote the content folder, because the origin's host name alone was
 * compared and Vite's CORS answered the preflight). Everything here is
 * refused with 403 and leaves the files as they were.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionOf } from '../../editor/server/content-api.ts';
import { json, send, startServer, type Running } from './helpers.ts';

const LEADERS = 'leaders: []\n';
const CURL = (() => {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
let dir: string;
let s: Running;

beforeAll(async () => {
  dir = await mkdtemp(nodePath.join(tmpdir(), 'rw-who-may-call-'));
  await mkdir(nodePath.join(dir, 'columbia'));
  await writeFile(nodePath.join(dir, 'columbia', 'leaders.yaml'), LEADERS);
  s = await startServer({ contentDir: dir });
});
afterAll(async () => {
  await s.close();
  await rm(dir, { recursive: true, force: true });
});

const leaders = () => readFile(nodePath.join(dir, 'columbia', 'leaders.yaml'), 'utf8');
const overwrite = { path: 'columbia/leaders.yaml', text: 'leaders: [pwned]\n', baseVersion: versionOf(LEADERS) };

describe('the content server answers only its own editor page, with the run key', () => {
  it('refuses a page on another local port: it cannot list, read or write, even with the key', async () => {
    const other = { origin: 'http://localhost:9999' };
    expect((await send(s.port, 'GET', '/api/files', { headers: other })).status).toBe(403);
    expect((await send(s.port, 'GET', '/api/file?path=columbia/leaders.yaml', { headers: other })).status).toBe(403);
    const put = await send(s.port, 'PUT', '/api/file', { ...json(overwrite), headers: other });
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe('RW-EDITOR-ORIGIN');
    expect(await leaders()).toBe(LEADERS);
  });

  it("refuses the browser's preflight from another local port, granting no CORS", async () => {
    const reply = await send(s.port, 'OPTIONS', '/api/file', {
      headers: { origin: 'http://127.0.0.1:9999', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type,x-rulewright-token' },
    });
    expect(reply.status).toBe(403);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses another scheme, another host name and another port for the same server', async () => {
    for (const origin of [`https://127.0.0.1:${s.port}`, `http://localhost:${s.port}`, `http://127.0.0.1:${s.port + 1}`, 'null']) {
      expect((await send(s.port, 'GET', '/api/files', { headers: { origin } })).status, origin).toBe(403);
    }
    expect((await send(s.port, 'GET', '/api/files', { headers: { host: `127.0.0.1:${s.port + 1}` } })).status).toBe(403);
    expect((await send(s.port, 'GET', '/api/files', { headers: { 'sec-fetch-site': 'same-site' } })).status).toBe(403);
  });

  it('refuses every call without the run key, or with another', async () => {
    for (const token of [null, '', 'another-runs-key']) {
      const headers = { 'x-rulewright-token': token };
      const list = await send(s.port, 'GET', '/api/files', { headers });
      expect(list.status).toBe(403);
      expect(list.body.error.code).toBe('RW-EDITOR-TOKEN');
      expect((await send(s.port, 'GET', '/api/file?path=columbia/leaders.yaml', { headers })).status).toBe(403);
      expect((await send(s.port, 'PUT', '/api/file', { ...json(overwrite), headers })).status).toBe(403);
      expect((await send(s.port, 'POST', '/api/file', { ...json({ path: 'columbia/new.yaml', text: 'x: 1\n' }), headers })).status).toBe(403);
    }
    expect(await leaders()).toBe(LEADERS);
    expect(existsSync(nodePath.join(dir, 'columbia', 'new.yaml'))).toBe(false);
  });

  it('answers its own page: its exact origin, same-origin, with the key', async () => {
    const own = { origin: `http://127.0.0.1:${s.port}`, 'sec-fetch-site': 'same-origin' };
    const list = await send(s.port, 'GET', '/api/files', { headers: own });
    expect(list.status).toBe(200);
    expect(list.body.files.map((f: { path: string }) => f.path)).toEqual(['columbia/leaders.yaml']);
  });

  it.skipIf(!CURL)('curl from a second local origin is refused, as the issue tried it', async () => {
    const status = await new Promise<string>((resolve, reject) =>
      execFile('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-H', 'Origin: http://localhost:9999', `http://127.0.0.1:${s.port}/api/files`], (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    expect(status).toBe('403');
  });
});
