/**
 * Every file a command writes (a saved game, a report, a golden playthrough,
 * a generated page) is written whole or not at all: the text goes to a
 * temporary file beside the target, is flushed, and is renamed over it. A run
 * interrupted (Ctrl-C), a full disk or a crash leaves the old file, never
 * half a new one. Synchronous on purpose: a signal's handler (process.ts)
 * runs between JavaScript steps, never inside this function, so it cannot
 * leave the temporary file behind either.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function writeFileAtomic(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
  const fd = openSync(tmp, 'wx', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, path);
  } catch (e) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    try {
      unlinkSync(tmp);
    } catch {
      // never made, or already renamed
    }
    throw e;
  }
}
