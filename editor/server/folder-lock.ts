/**
 * One content server per content folder. Starting the editor twice on one
 * folder used to give two servers (the second took the next port), each
 * serialising saves only within itself. The first server to start holds a
 * lock file in the system's temporary folder, named by the content folder's
 * real path; a second is refused with a sentence naming the first (its
 * process and address). A lock left by a server that died is taken over.
 * (Saves are also serialised across processes by a lock per file:
 * fs-lock.ts.)
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, realpathSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';

export interface FolderLock {
  /** The lock file. */
  path: string;
  /** Records where the server listens, for the message a second server gives. */
  setAddress(url: string): void;
  release(): void;
}

interface Holder {
  pid: number;
  contentDir: string;
  url: string | null;
}

export function folderLockPath(contentDir: string, lockDir = tmpdir()): string {
  let real = nodePath.resolve(contentDir);
  try {
    real = realpathSync(real);
  } catch {
    /* a folder that is not there yet: its given path */
  }
  const id = createHash('sha256').update(real).digest('hex').slice(0, 24);
  return nodePath.join(lockDir, `rulewright-editor-${id}.lock`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof h.pid === 'number' ? { pid: h.pid, contentDir: String(h.contentDir ?? ''), url: typeof h.url === 'string' ? h.url : null } : null;
  } catch {
    return null;
  }
}

/** The refusal of a second server: a sentence for the designer, printed by Vite without a stack trace. */
export class FolderTakenError extends Error {
  override name = 'rulewright editor';
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}

/**
 * Takes the folder's lock (synchronously: the server is starting), or throws
 * FolderTakenError naming the server that holds it.
 */
export function lockContentFolder(contentDir: string, lockDir = tmpdir()): FolderLock {
  const path = folderLockPath(contentDir, lockDir);
  const me: Holder = { pid: process.pid, contentDir: nodePath.resolve(contentDir), url: null };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(path);
      if (holder !== null && holder.pid !== process.pid && alive(holder.pid)) {
        throw new FolderTakenError(
          `Another rulewright editor already serves ${me.contentDir} (process ${holder.pid}${holder.url ? `, ${holder.url}` : ''}): use that one, or stop it first. ` +
            'Two servers on one folder could each save over the other.',
        );
      }
      // Left by a server that died (or unreadable): taken over.
      try {
        unlinkSync(path);
      } catch {
        /* removed meanwhile */
      }
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    return {
      path,
      setAddress(url) {
        me.url = url;
        if (holderOf(path)?.pid === process.pid) writeFileSync(path, JSON.stringify(me), { mode: 0o600 });
      },
      release() {
        if (holderOf(path)?.pid === process.pid) {
          try {
            unlinkSync(path);
          } catch {
            /* already gone */
          }
        }
      },
    };
  }
  throw new FolderTakenError(`Could not take the editor's lock on ${me.contentDir} (${path}): another editor is starting on it.`);
}
