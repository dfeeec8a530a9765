/**
 * The designer's open content: one Monaco model per content file, the disk
 * version each was opened at, and the unsaved drafts. Owns loading, saving
 * with the version check, conflict resolution and draft restore; knows
 * nothing about how any of it is drawn.
 *
 * Events (all `CustomEvent`s on this EventTarget):
 *   `files`     the set of files or their dirty / on-disk state changed
 *   `content`   some file's text changed (detail: { path })
 *   `notice`    a sentence for the status bar (detail: { message, level })
 *   `renamed`   a file was renamed (detail: { from, to })
 *   `removed`   a file was deleted (detail: { path })
 */
import type * as Monaco from 'monaco-editor';
import { yamlModel } from './yaml-model.ts';
import type { ContentClient, ContentFileInfo, ContentListing, DiskState } from '../api/content-client.ts';
import { ContentRequestError, SaveConflict } from '../api/content-client.ts';
import { DraftStore } from './drafts.ts';

export interface ContentEntry {
  path: string;
  model: Monaco.editor.ITextModel;
  /** Version of the disk text the model's edits are based on (null: not on disk). */
  baseVersion: string | null;
  /** The disk text at `baseVersion`: what "unsaved" is measured against. */
  savedText: string;
  /** The server reported a newer version on disk than `baseVersion`. */
  changedOnDisk: boolean;
  /** The current text came from a draft restored after a reload. */
  restored: boolean;
}

export type SaveOutcome =
  | { kind: 'saved'; version: string }
  | { kind: 'unchanged' }
  | { kind: 'conflict'; mine: string; theirs: DiskState }
  | { kind: 'failed'; message: string };

/** What renaming or deleting a file came to. */
export type FileChangeOutcome =
  | { kind: 'done'; path: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

export type MonacoApi = typeof Monaco;

export function modelUri(monaco: MonacoApi, path: string): Monaco.Uri {
  // `file:///content/<pack>/<file>`: monaco-yaml matches schemas on the file name at the end.
  return monaco.Uri.from({ scheme: 'file', path: `/content/${path}` });
}

export function pathOfModel(model: Monaco.editor.ITextModel): string | undefined {
  const p = model.uri.path;
  return p.startsWith('/content/') ? p.slice('/content/'.length) : undefined;
}

export class Workspace extends EventTarget {
  readonly entries = new Map<string, ContentEntry>();
  /** The content folder's own name (the server's), set by `load`. */
  folderName = 'content';
  readonly drafts: DraftStore;
  /** Set when localStorage refused a draft: the UI warns that edits live only in this tab. */
  draftsFailing = false;
  private applyingFromDisk = false;

  constructor(
    private readonly monaco: MonacoApi,
    private readonly client: ContentClient,
    storage: Storage,
  ) {
    super();
    this.drafts = new DraftStore(storage);
  }

  private emit(type: string, detail: unknown = {}): void {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  notice(message: string, level: 'info' | 'warning' | 'error' = 'info'): void {
    this.emit('notice', { message, level });
  }

  paths(): string[] {
    return [...this.entries.keys()].sort();
  }

  get(path: string): ContentEntry | undefined {
    return this.entries.get(path);
  }

  isDirty(path: string): boolean {
    const e = this.entries.get(path);
    return !!e && e.model.getValue() !== e.savedText;
  }

  dirtyPaths(): string[] {
    return this.paths().filter((p) => this.isDirty(p));
  }

  /** Current texts of every file (unsaved edits included), as the loader wants them. */
  texts(): Map<string, string> {
    const out = new Map<string, string>();
    for (const [path, e] of this.entries) out.set(path, e.model.getValue());
    return out;
  }

  /**
   * Reads every content file, makes its model and puts back any unsaved draft.
   * `listing`: the listing with texts, when the page start already asked for it.
   */
  async load(listing: Promise<ContentListing> = this.client.list({ texts: true })): Promise<void> {
    const { folder, files: infos } = await listing;
    this.folderName = folder;
    // The listing brings the texts; a file it could not bring (too large) is asked for alone, to get its refusal.
    const files = await Promise.all(infos.map((info) => (info.text !== undefined ? { path: info.path, text: info.text, version: info.version } : this.client.read(info.path))));
    const restored: string[] = [];
    for (const file of files) {
      const uri = modelUri(this.monaco, file.path);
      const model = yamlModel(this.monaco, file.text, uri);
      // A model Monaco already had (a reload of the workspace) takes the disk text.
      if (model.getValue() !== file.text) model.setValue(file.text);
      const entry: ContentEntry = { path: file.path, model, baseVersion: file.version, savedText: file.text, changedOnDisk: false, restored: false };
      this.entries.set(file.path, entry);
      const draft = this.drafts.get(file.path);
      if (draft) {
        if (draft.text === file.text) {
          this.drafts.remove(file.path);
        } else {
          // The draft wins in the editor; if the disk moved on meanwhile, saving goes through the conflict dialog.
          model.setValue(draft.text);
          entry.baseVersion = draft.baseVersion;
          entry.changedOnDisk = draft.baseVersion !== file.version;
          entry.restored = true;
          restored.push(file.path);
        }
      }
      model.onDidChangeContent(() => this.onEdit(entry));
    }
    // A draft for a file that is gone from disk is kept, not dropped: it is still the designer's work.
    for (const orphan of this.drafts.paths()) {
      if (this.entries.has(orphan)) continue;
      const draft = this.drafts.get(orphan)!;
      const uri = modelUri(this.monaco, orphan);
      const model = yamlModel(this.monaco, draft.text, uri);
      const entry: ContentEntry = { path: orphan, model, baseVersion: draft.baseVersion, savedText: '', changedOnDisk: draft.baseVersion !== null, restored: true };
      this.entries.set(orphan, entry);
      model.onDidChangeContent(() => this.onEdit(entry));
      restored.push(orphan);
    }
    if (restored.length > 0) {
      this.notice(`Restored unsaved edits in ${restored.join(', ')}.`, 'warning');
    }
    this.emit('files');
  }

  private onEdit(entry: ContentEntry): void {
    if (!this.applyingFromDisk) {
      // Every keystroke reaches localStorage before anything else happens: a crash or reload loses nothing.
      if (entry.model.getValue() === entry.savedText && !entry.changedOnDisk) {
        this.drafts.remove(entry.path);
      } else {
        const ok = this.drafts.put(entry.path, { text: entry.model.getValue(), baseVersion: entry.baseVersion, updatedAt: Date.now() });
        if (!ok && !this.draftsFailing) {
          this.draftsFailing = true;
          this.notice('The browser refused to store unsaved edits (storage full?): save soon.', 'error');
        }
      }
    }
    this.emit('content', { path: entry.path });
    this.emit('files');
  }

  /** Saves one file if the disk still holds the version it was opened at. */
  async save(path: string, overrideBase?: string | null): Promise<SaveOutcome> {
    const entry = this.entries.get(path);
    if (!entry) return { kind: 'failed', message: `No open file ${path}.` };
    const text = entry.model.getValue();
    const base = overrideBase === undefined ? entry.baseVersion : overrideBase;
    if (overrideBase === undefined && text === entry.savedText && !entry.changedOnDisk) return { kind: 'unchanged' };
    try {
      const result = await this.client.write(path, text, base);
      entry.baseVersion = result.version;
      entry.savedText = text;
      entry.changedOnDisk = false;
      entry.restored = false;
      // The designer may have typed while the request was out: keep those keystrokes as a draft.
      if (entry.model.getValue() === text) this.drafts.remove(path);
      else this.drafts.put(path, { text: entry.model.getValue(), baseVersion: entry.baseVersion, updatedAt: Date.now() });
      this.emit('files');
      this.notice(`Saved ${path}.`);
      return { kind: 'saved', version: result.version };
    } catch (error) {
      if (error instanceof SaveConflict) {
        const theirs = error.current ?? { path, text: null, version: null };
        entry.changedOnDisk = true;
        this.emit('files');
        return { kind: 'conflict', mine: text, theirs };
      }
      const message = error instanceof Error ? error.message : String(error);
      this.notice(`Could not save ${path}: ${message}`, 'error');
      return { kind: 'failed', message };
    }
  }

  /**
   * Creates a new file on disk (never over an existing one: the server
   * refuses with a conflict) and opens it as a clean model.
   */
  async create(path: string, text: string): Promise<SaveOutcome> {
    if (this.entries.has(path)) return { kind: 'failed', message: `${path} already exists.` };
    try {
      const result = await this.client.create(path, text);
      const uri = modelUri(this.monaco, path);
      const model = yamlModel(this.monaco, text, uri);
      model.setValue(text);
      const entry: ContentEntry = { path, model, baseVersion: result.version, savedText: text, changedOnDisk: false, restored: false };
      this.entries.set(path, entry);
      model.onDidChangeContent(() => this.onEdit(entry));
      this.emit('content', { path });
      this.emit('files');
      this.notice(`Created ${path}.`);
      return { kind: 'saved', version: result.version };
    } catch (error) {
      if (error instanceof ContentRequestError && error.status === 409) return { kind: 'failed', message: `${path} already exists on disk.` };
      const message = error instanceof Error ? error.message : String(error);
      this.notice(`Could not create ${path}: ${message}`, 'error');
      return { kind: 'failed', message };
    }
  }

  /**
   * Renames a file on disk, or moves it to another folder, and moves its
   * model, and any unsaved edits with it: the draft follows the new path, so
   * nothing typed is lost.
   */
  async rename(from: string, to: string): Promise<FileChangeOutcome> {
    const entry = this.entries.get(from);
    if (!entry) return { kind: 'failed', message: `No open file ${from}.` };
    if (this.entries.has(to)) return { kind: 'failed', message: `${to} already exists: choose another name.` };
    if (entry.baseVersion === null || entry.changedOnDisk) {
      return { kind: 'conflict', message: `${from} changed on disk since it was opened: save it (or take the disk version) before renaming.` };
    }
    let version: string;
    try {
      version = (await this.client.rename(from, to, entry.baseVersion)).version;
    } catch (error) {
      return this.refused(error, from, 'rename');
    }
    const text = entry.model.getValue();
    const dirty = this.isDirty(from) || entry.restored;
    const uri = modelUri(this.monaco, to);
    const model = yamlModel(this.monaco, text, uri);
    model.setValue(text);
    const moved: ContentEntry = { path: to, model, baseVersion: version, savedText: entry.savedText, changedOnDisk: false, restored: entry.restored };
    this.entries.delete(from);
    this.entries.set(to, moved);
    model.onDidChangeContent(() => this.onEdit(moved));
    if (dirty) {
      // The draft is written under the new name before the old one is dropped: a crash in between keeps both.
      this.drafts.put(to, { text, baseVersion: version, updatedAt: Date.now() });
    }
    this.drafts.remove(from);
    entry.model.dispose();
    this.emit('renamed', { from, to });
    this.emit('content', { path: to });
    this.emit('files');
    const verb = from.slice(0, from.lastIndexOf('/')) === to.slice(0, to.lastIndexOf('/')) ? 'Renamed' : 'Moved';
    this.notice(dirty ? `${verb} ${from} to ${to}; its unsaved changes moved with it.` : `${verb} ${from} to ${to}.`);
    return { kind: 'done', path: to };
  }

  /**
   * Deletes a file on disk, if it is still the version it was opened at,
   * and drops its model and draft. The caller has already asked the
   * designer, saying so when the file had unsaved changes.
   */
  async remove(path: string): Promise<FileChangeOutcome> {
    const entry = this.entries.get(path);
    if (!entry) return { kind: 'failed', message: `No open file ${path}.` };
    if (entry.baseVersion !== null) {
      if (entry.changedOnDisk) {
        return { kind: 'conflict', message: `${path} changed on disk since it was opened: look at it (save or take the disk version) before deleting.` };
      }
      try {
        await this.client.remove(path, entry.baseVersion);
      } catch (error) {
        return this.refused(error, path, 'delete');
      }
    }
    // baseVersion null: only a restored draft of a file already gone from disk; deleting drops the draft.
    this.entries.delete(path);
    this.drafts.remove(path);
    entry.model.dispose();
    this.emit('removed', { path });
    this.emit('content', { path });
    this.emit('files');
    this.notice(`Deleted ${path}.`);
    return { kind: 'done', path };
  }

  private refused(error: unknown, path: string, what: 'rename' | 'delete'): FileChangeOutcome {
    if (error instanceof SaveConflict) {
      const entry = this.entries.get(path);
      if (entry) {
        entry.changedOnDisk = true;
        this.emit('files');
      }
      const message = `${path} changed on disk since it was opened; nothing was ${what === 'rename' ? 'renamed' : 'deleted'}. Save it or take the disk version first.`;
      this.notice(message, 'warning');
      return { kind: 'conflict', message };
    }
    const message = error instanceof Error ? error.message : String(error);
    this.notice(`Could not ${what} ${path}: ${message}`, 'error');
    return { kind: 'failed', message };
  }

  /** Conflict resolved as "keep mine": write my text over the version now on disk. */
  keepMine(path: string, theirs: DiskState): Promise<SaveOutcome> {
    return this.save(path, theirs.version);
  }

  /** Conflict resolved as "take theirs": the disk text replaces mine (still undoable with Ctrl+Z). */
  takeTheirs(path: string, theirs: DiskState): void {
    const entry = this.entries.get(path);
    if (!entry || theirs.text === null) return;
    this.replaceText(entry, theirs.text);
    entry.baseVersion = theirs.version;
    entry.savedText = theirs.text;
    entry.changedOnDisk = false;
    entry.restored = false;
    this.drafts.remove(path);
    this.emit('files');
    this.notice(`Took the version of ${path} on disk.`);
  }

  private replaceText(entry: ContentEntry, text: string): void {
    this.applyingFromDisk = true;
    try {
      entry.model.pushStackElement();
      entry.model.pushEditOperations([], [{ range: entry.model.getFullModelRange(), text }], () => null);
      entry.model.pushStackElement();
    } finally {
      this.applyingFromDisk = false;
    }
    this.emit('content', { path: entry.path });
  }

  /**
   * Looks for changes made on disk by someone else. A file with no unsaved
   * edits follows the disk; one with edits is only flagged (saving it then
   * asks what to keep).
   */
  async refreshFromDisk(): Promise<void> {
    let infos: ContentFileInfo[];
    try {
      infos = (await this.client.list()).files;
    } catch {
      return;
    }
    let changed = false;
    for (const info of infos) {
      const entry = this.entries.get(info.path);
      if (!entry) continue; // new files appear on the next reload; never mid-edit
      if (info.version === entry.baseVersion) continue;
      if (this.isDirty(info.path) || entry.restored) {
        if (!entry.changedOnDisk) {
          entry.changedOnDisk = true;
          changed = true;
          this.notice(`${info.path} changed on disk while you were editing it; saving will ask what to keep.`, 'warning');
        }
        continue;
      }
      const file = await this.client.read(info.path);
      this.replaceText(entry, file.text);
      entry.baseVersion = file.version;
      entry.savedText = file.text;
      entry.changedOnDisk = false;
      changed = true;
      this.notice(`Reloaded ${info.path}: it changed on disk.`);
    }
    if (changed) this.emit('files');
  }
}
