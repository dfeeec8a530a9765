/**
 * A lock on one file that every process sees: a hidden lock file beside it
 * (`.<name>.rwlock`), made with O_EXCL so exactly one holder makes it. The
 * content server's compare-and-swap (read the version, compare, write) runs
 * under it, so two servers on one folder (or any two processes using this
 * module) cannot both pass the check and both write: with an in-process
 * lock only, 2 of 5 trials of 20 parallel saves over two servers let one
 * save silently overwrite another.
 *
 * A holder that died (killed mid-save) leaves its lock file: a lock whose
 * process is gone, or older than STALE_MS (a save takes milliseconds), is
 * removed (under a lock of its own, see breakStale) and taken.
 */
import { randomUUID } from 'node:crypto';
import { open, readFile, stat, unlink } from 'node:fs/promises';
import * as nodePath from 'node:path';
import { ContentApiError } from './errors.ts';

/** How long a caller waits for a lock before the server answers 503. */
export const LOCK_WAIT_MS = 10_000;
/** A lock file older than this is a leftover, whoever made it. */
export const STALE_MS = 30_000;
const POLL_MS = 5;

export function lockPathOf(file: string): string {
  return nodePath.join(nodePath.dirname(file), `.${nodePath.basename(file)}.rwlock`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock file at `path` was left by a holder that is gone. */
async function stale(path: string): Promise<boolean> {
  try {
    const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    const pid = Number(text.split(' ')[0]);
    if (Date.now() - info.mtimeMs > STALE_MS) return true;
    return Number.isInteger(pid) && pid > 0 && !alive(pid);
  } catch {
    // Gone meanwhile (released), or being written: not stale, try again.
    return false;
  }
}

/**
 * Removes a stale lock file, if it is still stale, under a second lock
 * (`<lock>.break`): two waiters that found the same stale lock must not both
 * remove it, or the second would remove the lock the first has just taken.
 * A breaker killed mid-way leaves its file; it is removed once it is stale.
 */
async function breakStale(path: string): Promise<void> {
  const breaker = `${path}.break`;
  try {
    await (await open(breaker, 'wx', 0o600)).close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const info = await stat(breaker).catch(() => null);
    if (info !== null && Date.now() - info.mtimeMs > STALE_MS) await unlink(breaker).catch(() => undefined);
    return;
  }
  try {
    if (await stale(path)) await unlink(path).catch(() => undefined);
  } finally {
    await unlink(breaker).catch(() => undefined);
  }
}

/** Takes the lock on `file`, runs `task`, releases the lock (only if it is still this holder's). */
export async function withFileLock<T>(file: string, task: () => Promise<T>): Promise<T> {
  const path = lockPathOf(file);
  const mine = `${process.pid} ${randomUUID()}`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(path, 'wx', 0o600);
      try {
        await handle.writeFile(mine);
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw error;
    }
    if (await stale(path)) {
      await breakStale(path);
      continue;
    }
    if (Date.now() > deadline) {
      throw new ContentApiError(503, 'RW-EDITOR-BUSY', `Another save of "${nodePath.basename(file)}" has held it for ${LOCK_WAIT_MS / 1000} s; try again.`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  try {
    return await task();
  } finally {
    const now = await readFile(path, 'utf8').catch(() => null);
    if (now === mine) await unlink(path).catch(() => undefined);
  }
}
