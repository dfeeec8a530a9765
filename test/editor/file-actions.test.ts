/**
 * Creating, renaming and deleting scenario and bot files from the editor:
 * the workspace over the real content server (on a temporary folder), so
 * what the designer sees and what is on disk are checked together. A
 * renamed file keeps its unsaved edits; a file changed on disk is never
 * renamed or deleted from under someone; new files start valid.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { createContentApi } from '../../editor/server/content-api.ts';
import { httpContentClient } from '../../editor/src/api/content-client.ts';
import { Workspace, type MonacoApi } from '../../editor/src/workspace/workspace.ts';
import { kindOfPath, movedPath, nameInKind, newFilePath, newFileText, placeFile, renamedPath } from '../../editor/src/workspace/new-file.ts';
import { compileBot } from '../../interpreter/columbia/bots/yaml-bot.ts';
import { runScenarioText } from '../../editor/src/play/scenarios.ts';
import { playable } from './play-helpers.ts';

/** Just enough of a Monaco text model for the workspace. */
class FakeModel {
  private listeners: (() => void)[] = [];
  disposed = false;
  constructor(
    private value: string,
    readonly uri: { path: string },
    private readonly registry: Map<string, FakeModel>,
  ) {}
  getValue(): string {
    return this.value;
  }
  setValue(v: string): void {
    this.value = v;
    for (const l of this.listeners) l();
  }
  onDidChangeContent(l: () => void) {
    this.listeners.push(l);
    return { dispose: () => undefined };
  }
  dispose(): void {
    this.disposed = true;
    this.registry.delete(this.uri.path);
  }
  pushStackElement(): void {}
  getFullModelRange() {
    return {};
  }
  pushEditOperations(_: unknown, ops: { text: string }[]): null {
    this.setValue(ops[0]!.text);
    return null;
  }
}

function fakeMonaco(): { monaco: MonacoApi; models: Map<string, FakeModel> } {
  const models = new Map<string, FakeModel>();
  const api = {
    Uri: { from: ({ path }: { path: string }) => ({ path, toString: () => `file://${path}` }) },
    editor: {
      getModel: (uri: { path: string }) => models.get(uri.path) ?? null,
      createModel: (text: string, _lang: string, uri: { path: string }) => {
        const m = new FakeModel(text, uri, models);
        models.set(uri.path, m);
        return m;
      },
    },
  };
  // The workspace only calls the members above; the rest of Monaco is not needed here.
  return { monaco: api as unknown as MonacoApi, models };
}

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

const COMBAT = 'name: combat\nrule: a rule\n';
let base: string;
let contentDir: string;
let server: Server;
let url: string;
/** The run's key the test server is made with and the client sends. */
const TOKEN = 'file-actions-test-key';
let ws: Workspace;
let models: Map<string, FakeModel>;
let storage: MemoryStorage;

const disk = (p: string) => readFile(nodePath.join(contentDir, p), 'utf8');
const onDisk = (p: string) => existsSync(nodePath.join(contentDir, p));

beforeAll(async () => {
  base = await mkdtemp(nodePath.join(tmpdir(), 'rw-file-actions-'));
  const handle = createContentApi({ contentDir: base, token: TOKEN });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await rm(base, { recursive: true, force: true });
});

beforeEach(async () => {
  // A fresh content folder per test (the server serves `base`; the pack is base/columbia).
  contentDir = base;
  await rm(nodePath.join(base, 'columbia'), { recursive: true, force: true });
  await mkdir(nodePath.join(base, 'columbia', 'scenarios'), { recursive: true });
  await mkdir(nodePath.join(base, 'columbia', 'bots'), { recursive: true });
  await writeFile(nodePath.join(base, 'columbia', 'scenarios', 'combat.yaml'), COMBAT);
  const fake = fakeMonaco();
  models = fake.models;
  storage = new MemoryStorage();
  ws = new Workspace(fake.monaco, httpContentClient(url, TOKEN), storage as unknown as Storage);
  await ws.load();
});

describe('creating a file', () => {
  it('writes the template to disk and opens it clean', async () => {
    const path = newFilePath('columbia', 'scenario', 'Blue moves up!')!;
    expect(path).toBe('columbia/scenarios/blue-moves-up.yaml');
    const text = newFileText('scenario', 'Blue moves up!');
    expect(await ws.create(path, text)).toMatchObject({ kind: 'saved' });
    expect(await disk(path)).toBe(text);
    expect(ws.paths()).toContain(path);
    expect(ws.isDirty(path)).toBe(false);
  });

  it('never replaces a file that appeared on disk meanwhile', async () => {
    await writeFile(nodePath.join(base, 'columbia', 'bots', 'mine.yaml'), 'name: theirs\n');
    const outcome = await ws.create('columbia/bots/mine.yaml', newFileText('bot', 'mine'));
    expect(outcome.kind).toBe('failed');
    expect(await disk('columbia/bots/mine.yaml')).toBe('name: theirs\n');
  });
});

describe('renaming a file', () => {
  it('moves the file on disk and the model in the editor', async () => {
    const events: unknown[] = [];
    ws.addEventListener('renamed', (e) => events.push((e as CustomEvent).detail));
    const outcome = await ws.rename('columbia/scenarios/combat.yaml', 'columbia/scenarios/attack.yaml');
    expect(outcome).toEqual({ kind: 'done', path: 'columbia/scenarios/attack.yaml' });
    expect(onDisk('columbia/scenarios/combat.yaml')).toBe(false);
    expect(await disk('columbia/scenarios/attack.yaml')).toBe(COMBAT);
    expect(ws.paths()).toEqual(['columbia/scenarios/attack.yaml']);
    expect(models.has('/content/columbia/scenarios/combat.yaml')).toBe(false);
    expect(events).toEqual([{ from: 'columbia/scenarios/combat.yaml', to: 'columbia/scenarios/attack.yaml' }]);
    // The renamed file saves under its new name with the version the rename reported.
    ws.get('columbia/scenarios/attack.yaml')!.model.setValue(COMBAT + 'note: saved after the rename\n');
    expect(await ws.save('columbia/scenarios/attack.yaml')).toMatchObject({ kind: 'saved' });
    expect(await disk('columbia/scenarios/attack.yaml')).toContain('saved after the rename');
  });

  it('carries unsaved edits to the new name, in the editor and in the stored draft', async () => {
    const edited = COMBAT + 'note: typed, not saved\n';
    ws.get('columbia/scenarios/combat.yaml')!.model.setValue(edited);
    expect(ws.drafts.get('columbia/scenarios/combat.yaml')?.text).toBe(edited);
    await ws.rename('columbia/scenarios/combat.yaml', 'columbia/scenarios/attack.yaml');
    // The disk has the saved text under the new name; the edits are still unsaved, now under the new name.
    expect(await disk('columbia/scenarios/attack.yaml')).toBe(COMBAT);
    expect(ws.get('columbia/scenarios/attack.yaml')!.model.getValue()).toBe(edited);
    expect(ws.isDirty('columbia/scenarios/attack.yaml')).toBe(true);
    expect(ws.drafts.paths()).toEqual(['columbia/scenarios/attack.yaml']);
    expect(ws.drafts.get('columbia/scenarios/attack.yaml')?.text).toBe(edited);
    // A reload restores the draft over the renamed file.
    const again = new Workspace(fakeMonaco().monaco, httpContentClient(url, TOKEN), storage as unknown as Storage);
    await again.load();
    expect(again.get('columbia/scenarios/attack.yaml')!.model.getValue()).toBe(edited);
    expect(again.get('columbia/scenarios/attack.yaml')!.changedOnDisk).toBe(false);
  });

  it('refuses a name that is taken, leaving both files alone', async () => {
    await writeFile(nodePath.join(base, 'columbia', 'scenarios', 'taken.yaml'), 'name: taken\n');
    const outcome = await ws.rename('columbia/scenarios/combat.yaml', 'columbia/scenarios/taken.yaml');
    expect(outcome.kind).toBe('failed');
    expect(await disk('columbia/scenarios/taken.yaml')).toBe('name: taken\n');
    expect(await disk('columbia/scenarios/combat.yaml')).toBe(COMBAT);
    expect(ws.paths()).toContain('columbia/scenarios/combat.yaml');
  });

  it('refuses to rename a file changed on disk since it was opened', async () => {
    await writeFile(nodePath.join(base, 'columbia', 'scenarios', 'combat.yaml'), 'name: changed by a teammate\n');
    const outcome = await ws.rename('columbia/scenarios/combat.yaml', 'columbia/scenarios/attack.yaml');
    expect(outcome.kind).toBe('conflict');
    expect(onDisk('columbia/scenarios/attack.yaml')).toBe(false);
    expect(await disk('columbia/scenarios/combat.yaml')).toBe('name: changed by a teammate\n');
    expect(ws.get('columbia/scenarios/combat.yaml')!.changedOnDisk).toBe(true);
  });
});

describe('moving a file to another folder', () => {
  it('takes the unsaved edits along into a new folder, and the folder it leaves empty goes', async () => {
    const edited = COMBAT + 'note: typed, not saved\n';
    ws.get('columbia/scenarios/combat.yaml')!.model.setValue(edited);
    const to = 'columbia/scenarios/fights/retreat/combat.yaml';
    expect(await ws.rename('columbia/scenarios/combat.yaml', to)).toEqual({ kind: 'done', path: to });
    // On disk: the saved text at the new path, nothing at the old one.
    expect(await disk(to)).toBe(COMBAT);
    expect(onDisk('columbia/scenarios/combat.yaml')).toBe(false);
    // In the editor and the stored draft: still the unsaved edit, under the new path only.
    expect(ws.get(to)!.model.getValue()).toBe(edited);
    expect(ws.isDirty(to)).toBe(true);
    expect(ws.drafts.paths()).toEqual([to]);
    const again = new Workspace(fakeMonaco().monaco, httpContentClient(url, TOKEN), storage as unknown as Storage);
    await again.load();
    expect(again.get(to)!.model.getValue()).toBe(edited);
    // Moved on to the top again: fights/ held nothing else, so it is gone.
    const back = 'columbia/scenarios/combat.yaml';
    expect(await ws.rename(to, back)).toEqual({ kind: 'done', path: back });
    expect(onDisk('columbia/scenarios/fights')).toBe(false);
    expect(ws.get(back)!.model.getValue()).toBe(edited);
    expect(ws.drafts.paths()).toEqual([back]);
  });

  it('refuses to move a scenario among the bots or into golden/, and keeps the file and its edits', async () => {
    const edited = COMBAT + 'x: 1\n';
    ws.get('columbia/scenarios/combat.yaml')!.model.setValue(edited);
    for (const to of ['columbia/bots/combat.yaml', 'columbia/scenarios/golden/combat.yaml']) {
      const outcome = await ws.rename('columbia/scenarios/combat.yaml', to);
      expect([to, outcome.kind]).toEqual([to, 'failed']);
      expect(onDisk(to)).toBe(false);
    }
    expect(await disk('columbia/scenarios/combat.yaml')).toBe(COMBAT);
    expect(ws.drafts.get('columbia/scenarios/combat.yaml')?.text).toBe(edited);
  });
});

describe('deleting a file', () => {
  it('removes the file, its model and its draft', async () => {
    ws.get('columbia/scenarios/combat.yaml')!.model.setValue(COMBAT + 'x: 1\n');
    const outcome = await ws.remove('columbia/scenarios/combat.yaml');
    expect(outcome.kind).toBe('done');
    expect(onDisk('columbia/scenarios/combat.yaml')).toBe(false);
    expect(ws.paths()).toEqual([]);
    expect(ws.drafts.paths()).toEqual([]);
    expect(models.size).toBe(0);
  });

  it('refuses to delete a file changed on disk since it was opened, and keeps it open', async () => {
    await writeFile(nodePath.join(base, 'columbia', 'scenarios', 'combat.yaml'), 'name: changed by a teammate\n');
    const outcome = await ws.remove('columbia/scenarios/combat.yaml');
    expect(outcome.kind).toBe('conflict');
    expect(await disk('columbia/scenarios/combat.yaml')).toBe('name: changed by a teammate\n');
    expect(ws.paths()).toEqual(['columbia/scenarios/combat.yaml']);
    expect(await readdir(nodePath.join(base, 'columbia', 'scenarios'))).toEqual(['combat.yaml']);
  });
});

describe('new file names and templates', () => {
  it('only scenario and bot files of a pack are offered for rename and delete', () => {
    expect(kindOfPath('columbia/scenarios/x.yaml')).toBe('scenario');
    expect(kindOfPath('columbia/bots/x.yml')).toBe('bot');
    expect(kindOfPath('columbia/board.yaml')).toBeUndefined();
    expect(kindOfPath('columbia/scenarios/golden/x.yaml')).toBeUndefined();
    // Filed in sub-folders, they are still scenarios and bots (a folder called golden deeper down is just a folder).
    expect(kindOfPath('columbia/scenarios/combat/retreat/x.yaml')).toBe('scenario');
    expect(kindOfPath('columbia/scenarios/combat/golden/x.yaml')).toBe('scenario');
    expect(kindOfPath('columbia/bots/careful/x.yaml')).toBe('bot');
  });

  it('a name typed as folder/name files it in that folder under the kind folder', () => {
    expect(placeFile('columbia', 'scenario', 'combat/My case')).toEqual({ path: 'columbia/scenarios/combat/my-case.yaml' });
    expect(placeFile('columbia', 'scenario', 'Combat / Retreat / x')).toEqual({ path: 'columbia/scenarios/combat/retreat/x.yaml' });
    expect(placeFile('columbia', 'bot', '../../careful/x')).toEqual({ path: 'columbia/bots/careful/x.yaml' });
    expect(placeFile('columbia', 'scenario', 'golden/x')).toMatchObject({ problem: expect.stringContaining('golden') });
    expect(placeFile('columbia', 'bot', 'golden/x')).toEqual({ path: 'columbia/bots/golden/x.yaml' });
    expect(placeFile('columbia', 'scenario', 'combat/')).toMatchObject({ problem: expect.stringContaining('letter or digit') });
    // Renaming starts from the path under scenarios/: keep the folders to rename, change them to move.
    expect(nameInKind('columbia/scenarios/combat/retreat/x.yaml')).toBe('combat/retreat/x');
    expect(movedPath('columbia/scenarios/combat/x.yaml', 'x')).toEqual({ path: 'columbia/scenarios/x.yaml' });
    expect(movedPath('columbia/scenarios/combat/x.yaml', 'combat/y')).toEqual({ path: 'columbia/scenarios/combat/y.yaml' });
    // The $schema line of a new file in a sub-folder reaches up one more folder.
    expect(newFileText('scenario', 'combat/x', 'columbia/scenarios/combat/x.yaml')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/\.\.\/\.\.\/schemas\/scenario\.schema\.json\nname: "x"\n/);
    expect(newFileText('scenario', 'x', 'columbia/scenarios/x.yaml')).toBe(newFileText('scenario', 'x'));
  });

  it('a rename of a top-level file stays at the top and needs a letter or digit', () => {
    expect(renamedPath('columbia/bots/builder.yaml', 'Careful Builder')).toBe('columbia/bots/careful-builder.yaml');
    expect(renamedPath('columbia/bots/builder.yaml', '../../etc')).toBe('columbia/bots/etc.yaml');
    expect(renamedPath('columbia/bots/builder.yaml', '!!!')).toBeNull();
    expect(newFilePath('columbia', 'bot', '   ')).toBeNull();
  });

  it('a new scenario runs against the pack without errors', () => {
    const result = runScenarioText('columbia/scenarios/new.yaml', newFileText('scenario', 'A "quoted" name'), playable());
    expect(result.status, JSON.stringify(result)).toBe('passed');
  });

  it('a new bot compiles against the pack without errors', () => {
    const result = compileBot('new', 'New', newFileText('bot', 'Careful'), playable().rules);
    expect(result.diagnostics).toEqual([]);
    expect(result.bot?.name).toBe('Careful');
  });
});
