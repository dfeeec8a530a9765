/**
 * Writes that a crash cannot tear: the new bytes in a temporary file beside
 * the target, flushed, then renamed over it (or hard-linked to a new name,
 * which refuses a name that appeared meanwhile); the folder flushed after.
 */
import { randomUUID } from 'node:crypto';
import { link, open, rename, stat, unlink, lstat } from 'node:fs/promises';
import * as nodePath from 'node:path';

async function exists(p: string): Promise<boolean> {
  try {
    await lstat(p);
    return true;
  } catch {
    return false;
  }
}

/** `bytes` in a new temporary file next to `target`, flushed to disk: the first step of atomicWrite and atomicCreate. Returns its path. */
async function writeBeside(target: string, bytes: Buffer, mode: number): Promise<string> {
  const tmp = nodePath.join(nodePath.dirname(target), `.${nodePath.basename(target)}.${randomUUID()}.tmp`);
  const handle = await open(tmp, 'wx', mode);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
  await handle.close();
  return tmp;
}

/**
 * Writes a file so that a crash leaves either the old text or the new, never half of it:
 * a temporary file in the same folder, flushed to disk, then renamed over the target.
 */
export async function atomicWrite(target: string, bytes: Buffer): Promise<void> {
  const dir = nodePath.dirname(target);
  let mode: number | undefined;
  try {
    mode = (await stat(target)).mode & 0o777;
  } catch {
    mode = undefined;
  }
  const tmp = await writeBeside(target, bytes, mode ?? 0o644);
  try {
    await rename(tmp, target);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
  await syncFolder(dir);
}

/**
 * Like atomicWrite, but the last step is a hard link to the new name, which
 * fails (EEXIST) rather than replace a file that appeared meanwhile.
 */
export async function atomicCreate(target: string, bytes: Buffer): Promise<void> {
  const dir = nodePath.dirname(target);
  const tmp = await writeBeside(target, bytes, 0o644);
  try {
    await link(tmp, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' || (await exists(target))) {
      await unlink(tmp).catch(() => undefined);
      throw error;
    }
    // No hard links here: the caller's lock and existence check stand in for the atomic refusal.
    await rename(tmp, target);
    await syncFolder(dir);
    return;
  }
  await unlink(tmp).catch(() => undefined);
  await syncFolder(dir);
}

/** Makes a rename, link or unlink durable. Some file systems refuse fsync on a folder: that is not an error for the designer. */
export async function syncFolder(dir: string): Promise<void> {
  try {
    const dirHandle = await open(dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  } catch {
    /* best effort */
  }
}
