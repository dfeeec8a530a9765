/**
 * Whether a saved game was played with the content `replay` loaded.
 *
 * Version 2 of the content hash (`contentHashVersion: 2`, what `play --save`
 * writes now) is taken over the rules with files named relative to the pack
 * (interpreter/content/identity.ts): it is `engine.contentHash`, the same
 * from any folder and for any copy of the pack.
 *
 * Files saved before it (no `contentHashVersion`) hashed the rules with each
 * file named as `play` showed it: relative to the folder it ran in. That
 * folder is not in the file, but the content folder as `play` was given it
 * is (`content`), and the names followed from it; the folder `replay` runs
 * in and the saved file's own folder are tried too (an absolute `content`).
 * One of them matching is the same content, named as it was then.
 */
import { basename, dirname, isAbsolute, join, normalize, relative } from 'node:path';
import { contentHash } from '../core/index.ts';
import { packFileName, relabelSources } from '../content/index.ts';
import type { SavedGame } from './saved-game.ts';

/** The content hash's version `play --save` writes. */
export const CONTENT_HASH_VERSION = 2;

export interface ContentPlace {
  /** The content folder replay loaded (absolute). */
  dir: string;
  /** Where replay runs. */
  cwd: string;
  /** The saved game's file (absolute). */
  file: string;
}

/** How an earlier rulewright may have named a pack file (`board.yaml`) in a game it saved, most likely first. */
export function earlierFileNames(saved: Pick<SavedGame, 'content'>, place: ContentPlace): ((file: string) => string)[] {
  const out: ((file: string) => string)[] = [];
  if (!isAbsolute(saved.content)) out.push((f) => normalize(join(saved.content, f)));
  out.push((f) => relative(place.cwd, join(place.dir, f)) || f);
  out.push((f) => relative(dirname(place.file), join(place.dir, f)) || f);
  out.push((f) => `${basename(place.dir)}/${f}`);
  return out;
}

/** The hash an earlier rulewright took of `rules`, with files named by `name`. */
export function earlierContentHash(rules: unknown, name: (file: string) => string): string {
  return contentHash(relabelSources(rules, (label) => name(packFileName(label))));
}

/** Whether `saved` was played on this content: its hash is the engine's, or (an earlier file) the hash as it was then taken. */
export function sameContent(saved: Pick<SavedGame, 'content' | 'contentHash' | 'contentHashVersion'>, engine: { contentHash: string; rules: unknown }, place: ContentPlace): boolean {
  if (saved.contentHash === engine.contentHash) return true;
  if (saved.contentHashVersion !== undefined) return false;
  return earlierFileNames(saved, place).some((name) => earlierContentHash(engine.rules, name) === saved.contentHash);
}
