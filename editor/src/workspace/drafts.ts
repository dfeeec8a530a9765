/**
 * Unsaved edits, kept in localStorage on every change so that a reload, a
 * crash or a closed tab never loses what a designer typed. A draft remembers
 * the version of the file it was typed over, so a restored draft whose file
 * changed on disk meanwhile is saved through the conflict dialog, not over it.
 */

export interface Draft {
  text: string;
  /** The disk version the edits were made on top of (null: a new file). */
  baseVersion: string | null;
  /** Milliseconds since the epoch of the last keystroke. */
  updatedAt: number;
}

const PREFIX = 'rulewright.draft.v1:';

/** The part of the Storage interface drafts need (so tests can pass a Map-backed stand-in). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export class DraftStore {
  constructor(private readonly storage: DraftStorage) {}

  get(path: string): Draft | undefined {
    const raw = this.storage.getItem(PREFIX + path);
    if (raw === null) return undefined;
    try {
      const d = JSON.parse(raw) as Partial<Draft>;
      if (typeof d.text !== 'string') return undefined;
      return { text: d.text, baseVersion: typeof d.baseVersion === 'string' ? d.baseVersion : null, updatedAt: Number(d.updatedAt) || 0 };
    } catch {
      return undefined;
    }
  }

  /** Returns false when the storage refused (quota): the UI then warns that the edit is only in memory. */
  put(path: string, draft: Draft): boolean {
    try {
      this.storage.setItem(PREFIX + path, JSON.stringify(draft));
      return true;
    } catch {
      return false;
    }
  }

  remove(path: string): void {
    this.storage.removeItem(PREFIX + path);
  }

  paths(): string[] {
    const out: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(PREFIX)) out.push(key.slice(PREFIX.length));
    }
    return out.sort();
  }
}
