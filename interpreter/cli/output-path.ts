/**
 * Whether a command can write a file where it was asked to, checked before
 * any work: a run of 200,000 games must not find out at its end that its
 * `--report` folder does not exist.
 */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Why `path` (absolute) cannot be written, or null when it can (the file is not created). */
export async function outputProblem(path: string): Promise<string | null> {
  const folder = dirname(path);
  try {
    const info = await stat(folder);
    if (!info.isDirectory()) return `${folder} is not a folder`;
  } catch {
    return `the folder ${folder} does not exist`;
  }
  try {
    const info = await stat(path);
    if (info.isDirectory()) return `${path} is a folder`;
    await access(path, constants.W_OK);
    return null;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return `${path} cannot be written (${(e as NodeJS.ErrnoException).code ?? 'no permission'})`;
  }
  try {
    await access(folder, constants.W_OK);
  } catch {
    return `the folder ${folder} cannot be written to`;
  }
  return null;
}
