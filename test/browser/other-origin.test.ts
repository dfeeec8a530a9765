/**
 * The built editor served by `vite preview` as a designer runs it, attacked
 * the way issue 27 (finding 1) did: a page served from a second local origin
 * tries to list, read and overwrite the content folder, with and without a
 * key, and to read the editor's page for one. Nothing gets through, the
 * file is untouched, and the editor itself (opened by its link) still works.
 * A second server on the same folder is refused, and a port asked for is
 * that port or an error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import * as nodePath from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, collectPageErrors, openEditor, startEditorRig, startPreview, stopEditorRig, type EditorRig } from './harness.ts';
import { builtEditor } from './built-editor.ts';

const haveChromium = chromiumAvailable();

let rig: EditorRig;
let attacker: Server;
let attackerUrl: string;

/** What the page on the second origin tries: each attempt's outcome as text. */
const ATTACK = `<!doctype html><script>
async function attempt(what, run) {
  try { const r = await run(); window.results[what] = 'status ' + r.status + ' ' + (await r.text()).slice(0, 80); }
  catch (e) { window.results[what] = 'blocked: ' + e.message; }
}
window.results = {};
window.attack = async (editor, key) => {
  const headers = { 'Content-Type': 'application/json', 'X-Rulewright-Token': key };
  await attempt('list', () => fetch(editor + '/api/files'));
  await attempt('list with a key', () => fetch(editor + '/api/files', { headers }));
  await attempt('read', () => fetch(editor + '/api/file?path=columbia/leaders.yaml', { headers }));
  await attempt('write', () => fetch(editor + '/api/file', { method: 'PUT', headers, body: JSON.stringify({ path: 'columbia/leaders.yaml', text: 'pwned: true\\n', baseVersion: null }) }));
  await attempt('simple write', () => fetch(editor + '/api/file', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ path: 'columbia/pwned.yaml', text: 'pwned: true\\n' }) }));
  await attempt('the page', () => fetch(editor + '/'));
  return window.results;
};
</script>`;

describe.skipIf(!haveChromium)('a page on a second local origin', () => {
  beforeAll(async () => {
    rig = await startEditorRig(await builtEditor(), { scenariosPerPack: 1 });
    attacker = createServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(ATTACK);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => attacker.close(() => resolve()));
    await stopEditorRig(rig);
  });

  it('can neither read nor write the content folder, with or without a key', async () => {
    const leaders = nodePath.join(rig.preview.contentDir, 'columbia', 'leaders.yaml');
    const before = await readFile(leaders, 'utf8');
    const context = await rig.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(attackerUrl);
      // The page guesses a key; it cannot know the real one (it is only in the link the server printed).
      const results = (await page.evaluate(async (editor) => (window as unknown as { attack: (e: string, k: string) => Promise<Record<string, string>> }).attack(editor, 'guessed'), rig.preview.url)) as Record<string, string>;
      for (const [what, outcome] of Object.entries(results)) {
        // A cross-origin read without CORS is blocked by the browser; a no-cors request gets an opaque answer (status 0).
        expect(outcome, what).toMatch(/^blocked: |^status 0 $/);
      }
      expect(await readFile(leaders, 'utf8')).toBe(before);
      expect((await readFile(nodePath.join(rig.preview.contentDir, 'columbia', 'pwned.yaml')).catch(() => null))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it("the editor page does not hold the run's key; the editor opened by its link works", async () => {
    const html = await (await fetch(`${rig.preview.url}/`)).text();
    expect(html).not.toContain(rig.preview.token);
    const context = await rig.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await openEditor(page, rig.preview);
      // The key leaves the address bar once the page has it.
      expect(page.url()).not.toContain('token=');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a second server on the same content folder is refused, naming the first', async () => {
    await expect(startPreview(rig.dist, rig.preview.contentDir)).rejects.toThrow(/Another rulewright editor already serves .*process \d+, http:\/\/127\.0\.0\.1:\d+/);
  });

  it('a port asked for is that port or an error, never the next one', async () => {
    const port = Number(new URL(rig.preview.url).port);
    await expect(startPreview(rig.dist, nodePath.join(rig.preview.contentDir, 'columbia'), { port })).rejects.toThrow(/already in use|EADDRINUSE/);
  });
});
