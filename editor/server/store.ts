/**
 * The content server's file operations, each resolving its path through
 * `resolve` (confined to the content folder) and each compare-and-swap
 * (read the version, compare, write) under two locks: one in this process
 * and one on the file system (fs-lock.ts), so two servers or two requests
 * never both pass the check. Scenario and bot files stay in their kind's
 * folder of their pack, whether the content folder holds packs
 * (`my-pack/scenarios/...`) or is one (`scenarios/...`), and nothing is
 * created in or moved into a `scenarios/golden/` folder, by its name in any
 * letter case or through a link.
 */
import { createHash } from 'node:crypto';
import { link, lstat, mkdir, readdir, readFile, realpath, rename, rmdir, stat, unlink } from 'node:fs/promises';
import * as nodePath from 'node:path';
import { atomicCreate, atomicWrite, syncFolder } from './atomic.ts';
import { ContentApiError } from './errors.ts';
import { withFileLock } from './fs-lock.ts';
import { checkPathShape, CONTENT_EXTENSIONS, inGolden, kindFolder, kindPlaceOf, refuseGolden, type KindPlace } from './paths.ts';

export interface ContentFileInfo {
  path: string;
  version: string;
  size: number;
  mtimeMs: number;
  /** Too large to open in the editor (listed, not read: a file over 2 GiB once broke the whole list). */
  tooLarge?: boolean;
  /** The file's text, when the listing was asked for texts (the editor's first load: one request, not one per file). */
  text?: string;
}

/** The largest file the server reads for the editor. Content files are far smaller (the loader takes 2 MB). */
export const MAX_READ_BYTES = 8 * 1024 * 1024;

/** The version token of a file's bytes: a content hash, so touching a file without changing it is not a conflict. */
export function versionOf(bytes: Buffer | string): string {
  return 'sha256-' + createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/** The version of a file too large to read: its size and time (it cannot be saved from the editor anyway). */
function largeVersion(size: number, mtimeMs: number): string {
  return `large-${size}-${Math.round(mtimeMs)}`;
}

function isInside(root: string, candidate: string): boolean {
  const rel = nodePath.relative(root, candidate);
  return rel !== '' && !rel.startsWith('..') && !nodePath.isAbsolute(rel);
}

async function exists(p: string): Promise<boolean> {
  try {
    await lstat(p);
    return true;
  } catch {
    return false;
  }
}

interface ResolvedPath {
  /** The path as the API names it (`my-pack/board.yaml`). */
  path: string;
  /** The real file to read or replace (symlinks inside the folder resolved). */
  real: string;
  existed: boolean;
  /** The path itself is a symbolic link (inside the folder). */
  link: boolean;
}

/** Makes the per-request file operations; all of them resolve paths through `resolve`. */
export function createContentStore(contentDir: string) {
  const rootGiven = nodePath.resolve(contentDir);
  let rootReal: Promise<string> | undefined;
  const realRoot = () => (rootReal ??= realpath(rootGiven));
  // One write at a time per file: the version check and the rename must not interleave.
  const writeLocks = new Map<string, Promise<unknown>>();

  /** 0 when the content folder is itself a pack (it holds pack.yaml), 1 when its folders are the packs. */
  async function packDepth(): Promise<number> {
    return (await exists(nodePath.join(await realRoot(), 'pack.yaml'))) ? 0 : 1;
  }
  async function placeOf(segments: readonly string[]): Promise<KindPlace | null> {
    return kindPlaceOf(segments, await packDepth());
  }
  /** A path that really lands in a `scenarios/golden/` folder once links are followed is refused like one named so. */
  async function refuseIfGolden(file: ResolvedPath): Promise<void> {
    const root = await realRoot();
    if (inGolden(nodePath.relative(root, file.real).split(nodePath.sep))) throw refuseGolden(file.path);
  }
  /** The in-process lock, then the file system's: a compare-and-swap on one file, one at a time, across processes. */
  function locked<T>(real: string, task: () => Promise<T>): Promise<T> {
    return withLock(real, () => withFileLock(real, task));
  }

  async function resolve(requested: unknown, { mayCreate }: { mayCreate: boolean }): Promise<ResolvedPath> {
    const segments = checkPathShape(requested);
    const root = await realRoot();
    const joined = nodePath.join(root, ...segments);
    if (!isInside(root, joined)) {
      throw new ContentApiError(400, 'RW-EDITOR-PATH-TRAVERSAL', 'That path leaves the content folder.');
    }
    const path = segments.join('/');
    if (await exists(joined)) {
      let real: string;
      try {
        real = await realpath(joined);
      } catch {
        throw new ContentApiError(404, 'RW-EDITOR-NOT-FOUND', `No content file "${path}" (a broken link).`);
      }
      if (!isInside(root, real)) {
        throw new ContentApiError(403, 'RW-EDITOR-PATH-OUTSIDE', `"${path}" is a link to a file outside the content folder; it is not editable here.`);
      }
      const info = await stat(real);
      if (!info.isFile()) {
        throw new ContentApiError(400, 'RW-EDITOR-NOT-A-FILE', `"${path}" is not a file.`);
      }
      return { path, real, existed: true, link: (await lstat(joined)).isSymbolicLink() };
    }
    if (!mayCreate) {
      throw new ContentApiError(404, 'RW-EDITOR-NOT-FOUND', `No content file "${path}".`);
    }
    // A new file: its folder must already exist and really be inside the content folder.
    const parent = nodePath.dirname(joined);
    let parentReal: string;
    try {
      parentReal = await realpath(parent);
    } catch {
      throw new ContentApiError(404, 'RW-EDITOR-NO-FOLDER', `The folder for "${path}" does not exist.`);
    }
    if (parentReal !== root && !isInside(root, parentReal)) {
      throw new ContentApiError(403, 'RW-EDITOR-PATH-OUTSIDE', `The folder of "${path}" is a link outside the content folder.`);
    }
    return { path, real: nodePath.join(parentReal, nodePath.basename(joined)), existed: false, link: false };
  }

  /** Every content file with its version; with `texts`, each one's text too (it is read for its version anyway). */
  async function list({ texts = false }: { texts?: boolean } = {}): Promise<ContentFileInfo[]> {
    const root = await realRoot();
    const out: ContentFileInfo[] = [];
    async function walk(dir: string, prefix: string): Promise<void> {
      const entries = await readdir(dir, { withFileTypes: true });
      for (const entry of entries) {
        if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
        const full = nodePath.join(dir, entry.name);
        const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
        let real = full;
        if (entry.isSymbolicLink()) {
          try {
            real = await realpath(full);
          } catch {
            continue;
          }
          if (!isInside(root, real)) continue;
        }
        // One file the server cannot read (gone meanwhile, no permission) leaves the list of the others whole.
        const info = await stat(real).catch(() => null);
        if (info === null) continue;
        if (info.isDirectory()) {
          if (!entry.isSymbolicLink()) await walk(full, rel);
          continue;
        }
        if (!info.isFile() || !CONTENT_EXTENSIONS.some((ext) => entry.name.toLowerCase().endsWith(ext))) continue;
        if (info.size > MAX_READ_BYTES) {
          out.push({ path: rel, version: largeVersion(info.size, info.mtimeMs), size: info.size, mtimeMs: Math.round(info.mtimeMs), tooLarge: true });
          continue;
        }
        const bytes = await readFile(real).catch(() => null);
        if (bytes === null) continue;
        out.push({ path: rel, version: versionOf(bytes), size: info.size, mtimeMs: Math.round(info.mtimeMs), ...(texts ? { text: bytes.toString('utf8') } : {}) });
      }
    }
    await walk(root, '');
    out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return out;
  }

  async function read(requested: unknown): Promise<{ path: string; text: string; version: string }> {
    const file = await resolve(requested, { mayCreate: false });
    const size = (await stat(file.real)).size;
    if (size > MAX_READ_BYTES) {
      throw new ContentApiError(413, 'RW-EDITOR-FILE-TOO-LARGE', `"${file.path}" is ${Math.ceil(size / 1024 / 1024)} MB, more than the editor opens (${MAX_READ_BYTES / 1024 / 1024} MB): a content file is far smaller.`);
    }
    const bytes = await readFile(file.real);
    return { path: file.path, text: bytes.toString('utf8'), version: versionOf(bytes) };
  }

  /**
   * Replaces a file's text if, and only if, it is still the version the designer opened.
   * `baseVersion: null` creates a new file and is refused if one already exists.
   */
  async function write(requested: unknown, text: unknown, baseVersion: unknown): Promise<{ path: string; version: string; created: boolean }> {
    if (typeof text !== 'string') {
      throw new ContentApiError(400, 'RW-EDITOR-BAD-BODY', '"text" must be a string.');
    }
    if (baseVersion !== null && typeof baseVersion !== 'string') {
      throw new ContentApiError(400, 'RW-EDITOR-BAD-BODY', '"baseVersion" must be the version the file was opened at, or null for a new file.');
    }
    if (baseVersion === null) {
      // A save that creates the file obeys what creating one does: never into scenarios/golden/, never out of its kind's folder.
      const segments = checkPathShape(requested);
      if (inGolden(segments)) throw refuseGolden(segments.join('/'));
    }
    const file = await resolve(requested, { mayCreate: baseVersion === null });
    if (baseVersion === null && !file.existed) {
      await refuseIfGolden(file);
      const place = await placeOf(file.path.split('/'));
      if (place) await checkInsideKind(file, place);
    }
    return locked(file.real, () => writeChecked(file, text, baseVersion));
  }

  /** Runs `task` once every earlier task on the same real file has finished. */
  function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = writeLocks.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(task);
    writeLocks.set(key, run);
    const release = () => {
      if (writeLocks.get(key) === run) writeLocks.delete(key);
    };
    run.then(release, release);
    return run;
  }

  /** The current bytes and version of a file, refusing (409, with the disk text) if it is not `baseVersion`. */
  async function checkVersion(file: ResolvedPath, baseVersion: string): Promise<Buffer> {
    let bytes: Buffer | undefined;
    try {
      bytes = await readFile(file.real);
    } catch {
      bytes = undefined;
    }
    const current = bytes === undefined ? null : versionOf(bytes);
    if (current !== baseVersion || bytes === undefined) {
      throw new ContentApiError(
        409,
        'RW-EDITOR-CONFLICT',
        current === null ? `"${file.path}" was deleted on disk since it was opened.` : `"${file.path}" changed on disk since it was opened; nothing was changed.`,
        { current: { path: file.path, text: bytes?.toString('utf8') ?? null, version: current } },
      );
    }
    return bytes;
  }

  function requireVersion(baseVersion: unknown): string {
    if (typeof baseVersion !== 'string' || baseVersion === '') {
      throw new ContentApiError(400, 'RW-EDITOR-BAD-BODY', '"baseVersion" must be the version the file was opened at.');
    }
    return baseVersion;
  }

  /** Renaming or deleting a link would act on the link, not the file the designer sees: refused. */
  function refuseLink(file: ResolvedPath): void {
    if (file.link) {
      throw new ContentApiError(400, 'RW-EDITOR-IS-LINK', `"${file.path}" is a link; rename or delete it outside the editor.`);
    }
  }

  function alreadyExists(path: string): ContentApiError {
    return new ContentApiError(409, 'RW-EDITOR-EXISTS', `"${path}" already exists; choose another name.`);
  }

  /**
   * Makes the missing folders between a kind folder (`<pack>/scenarios`) and
   * the file `segments` names, one at a time, never through a link that leaves
   * the kind folder. Answers the folders it made, deepest last, so a refusal
   * afterwards can take them away again. A missing kind folder is left for
   * `resolve` to report.
   */
  async function makeFolders(segments: readonly string[], place: KindPlace): Promise<string[]> {
    const root = await realRoot();
    const kindDir = nodePath.join(root, ...kindFolder(place).split('/'));
    // The first folder below the kind folder: segments[depth + 1] (depth + 2 segments name the kind folder's first child).
    const first = kindFolder(place).split('/').length + 1;
    let kindReal: string;
    try {
      kindReal = await realpath(kindDir);
    } catch {
      return [];
    }
    if (!isInside(root, kindReal)) return [];
    const made: string[] = [];
    for (let i = first; i < segments.length; i++) {
      const dir = nodePath.join(root, ...segments.slice(0, i));
      const shown = segments.slice(0, i).join('/');
      let info;
      try {
        info = await lstat(dir);
      } catch {
        info = undefined;
      }
      if (info === undefined) {
        try {
          await mkdir(dir);
          made.push(dir);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
            await pruneMade(made);
            throw error;
          }
        }
        continue;
      }
      // Compared real to real: a pack folder that is itself a link inside the content folder is fine.
      const real = await realpath(dir).catch(() => null);
      const isDir = real !== null && (await stat(real).then((s) => s.isDirectory(), () => false));
      if (!isDir) {
        await pruneMade(made);
        throw new ContentApiError(409, 'RW-EDITOR-NOT-A-FOLDER', `"${shown}" is a file, not a folder: choose another folder name.`);
      }
      if (!isInside(kindReal, real!)) {
        await pruneMade(made);
        throw new ContentApiError(403, 'RW-EDITOR-PATH-OUTSIDE', `"${shown}" is a link outside ${kindFolder(place)}/; nothing is created through it.`);
      }
    }
    return made;
  }

  /** Takes away folders makeFolders made, deepest first, if still empty. */
  async function pruneMade(made: readonly string[]): Promise<void> {
    for (const dir of [...made].reverse()) await rmdir(dir).catch(() => undefined);
  }

  /**
   * Removes the folders a file's going left empty, from its folder up to (not
   * including) its kind folder: a folder exists because files are in it. A
   * folder with anything in it (or a link) stops the climb.
   */
  async function pruneEmptyFolders(segments: readonly string[], place: KindPlace): Promise<void> {
    const root = await realRoot();
    const kindDepth = kindFolder(place).split('/').length;
    for (let i = segments.length - 1; i > kindDepth; i--) {
      const dir = nodePath.join(root, ...segments.slice(0, i));
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      await syncFolder(nodePath.dirname(dir));
    }
  }

  /** A scenario or bot file must really be inside its pack's kind folder (no link out of it). */
  async function checkInsideKind(file: ResolvedPath, place: KindPlace): Promise<void> {
    const root = await realRoot();
    const kindReal = await realpath(nodePath.join(root, ...kindFolder(place).split('/'))).catch(() => null);
    if (kindReal === null || !isInside(kindReal, file.real)) {
      throw new ContentApiError(403, 'RW-EDITOR-PATH-OUTSIDE', `"${file.path}" leads outside ${kindFolder(place)}/ (a link); it is not editable here.`);
    }
  }

  /** Creates a new file, refused (409 RW-EDITOR-EXISTS) if anything already has that name. */
  async function create(requested: unknown, text: unknown): Promise<{ path: string; version: string }> {
    if (typeof text !== 'string') {
      throw new ContentApiError(400, 'RW-EDITOR-BAD-BODY', '"text" must be a string.');
    }
    const segments = checkPathShape(requested);
    if (inGolden(segments)) throw refuseGolden(segments.join('/'));
    const place = await placeOf(segments);
    const go = async () => {
      const made = place ? await makeFolders(segments, place) : [];
      try {
        const file = await resolve(requested, { mayCreate: true });
        if (file.existed) throw alreadyExists(file.path);
        await refuseIfGolden(file);
        if (place) await checkInsideKind(file, place);
        return await locked(file.real, async () => {
          if (await exists(file.real)) throw alreadyExists(file.path);
          const bytes = Buffer.from(text, 'utf8');
          await atomicCreate(file.real, bytes).catch((error: unknown) => {
            throw (error as NodeJS.ErrnoException).code === 'EEXIST' ? alreadyExists(file.path) : error;
          });
          return { path: file.path, version: versionOf(bytes) };
        });
      } catch (error) {
        await pruneMade(made);
        throw error;
      }
    };
    return place ? withFolderLock(place, go) : go();
  }

  /** Folders of one kind folder are made and removed one change at a time, so a move never prunes a folder a create is filling. */
  function withFolderLock<T>(place: KindPlace, task: () => Promise<T>): Promise<T> {
    return withLock(`folders:${kindFolder(place)}`, task);
  }

  /** Deletes a file if, and only if, it is still the version the designer saw. */
  async function remove(requested: unknown, baseVersion: unknown): Promise<{ path: string }> {
    const base = requireVersion(baseVersion);
    const file = await resolve(requested, { mayCreate: false });
    refuseLink(file);
    const place = await placeOf(file.path.split('/'));
    const go = async () => {
      await locked(file.real, async () => {
        await checkVersion(file, base);
        await unlink(file.real);
        await syncFolder(nodePath.dirname(file.real));
      });
      // Once the file's lock (a file beside it) is gone: the folder may then be empty.
      if (place) await pruneEmptyFolders(file.path.split('/'), place);
      return { path: file.path };
    };
    return place ? withFolderLock(place, go) : go();
  }

  /**
   * Moves a file to a new name or folder (never over an existing one) if it is
   * still the version the designer saw. A scenario or bot file moves only
   * within its pack's kind folder, into sub-folders made as needed; the folder
   * it leaves is removed when empty.
   */
  async function renameFile(fromRequested: unknown, toRequested: unknown, baseVersion: unknown): Promise<{ from: string; path: string; version: string }> {
    const base = requireVersion(baseVersion);
    const from = await resolve(fromRequested, { mayCreate: false });
    refuseLink(from);
    const toSegments = checkPathShape(toRequested);
    const fromPlace = await placeOf(from.path.split('/'));
    const toPlace = await placeOf(toSegments);
    if (inGolden(toSegments)) throw refuseGolden(toSegments.join('/'));
    if (inGolden(from.path.split('/'))) throw refuseGolden(from.path);
    if ((fromPlace || toPlace) && (fromPlace?.pack !== toPlace?.pack || fromPlace?.kind !== toPlace?.kind)) {
      const home = fromPlace ? `${fromPlace.pack}/${fromPlace.kind}/` : 'its folder';
      throw new ContentApiError(
        400,
        'RW-EDITOR-MOVE-KIND',
        `"${from.path}" can only move within ${home} (scenarios stay under scenarios/, bots under bots/): "${toSegments.join('/')}" is outside it.`,
      );
    }
    // A stale version is refused before any folder is made for it.
    await checkVersion(from, base);
    const go = async () => {
      const made = toPlace ? await makeFolders(toSegments, toPlace) : [];
      try {
        const to = await resolve(toRequested, { mayCreate: true });
        if (to.existed || to.real === from.real) throw alreadyExists(to.path);
        await refuseIfGolden(to);
        if (toPlace) await checkInsideKind(to, toPlace);
        const moved = await moveLocked(from, to, base);
        if (fromPlace) await pruneEmptyFolders(from.path.split('/'), fromPlace);
        return moved;
      } catch (error) {
        await pruneMade(made);
        throw error;
      }
    };
    return toPlace ? withFolderLock(toPlace, go) : go();
  }

  /** The move itself, both names locked, the version checked again under the locks. */
  function moveLocked(from: ResolvedPath, to: ResolvedPath, base: string): Promise<{ from: string; path: string; version: string }> {
    // Both names are locked, in a fixed order, so two crossing renames cannot wait on each other.
    const [first, second] = [from.real, to.real].sort();
    return locked(first!, () =>
      locked(second!, async () => {
        const bytes = await checkVersion(from, base);
        try {
          // A hard link refuses an existing name atomically, where rename() would replace it.
          await link(from.real, to.real);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EEXIST') throw alreadyExists(to.path);
          // A file system without hard links: the lock keeps the check and the rename together.
          if (await exists(to.real)) throw alreadyExists(to.path);
          await rename(from.real, to.real);
          await syncFolder(nodePath.dirname(to.real));
          return { from: from.path, path: to.path, version: versionOf(bytes) };
        }
        await unlink(from.real);
        await syncFolder(nodePath.dirname(to.real));
        if (nodePath.dirname(from.real) !== nodePath.dirname(to.real)) await syncFolder(nodePath.dirname(from.real));
        return { from: from.path, path: to.path, version: versionOf(bytes) };
      }),
    );
  }

  async function writeChecked(file: ResolvedPath, text: string, baseVersion: string | null) {
    let currentBytes: Buffer | undefined;
    try {
      currentBytes = await readFile(file.real);
    } catch {
      currentBytes = undefined;
    }
    const currentVersion = currentBytes === undefined ? null : versionOf(currentBytes);
    if (currentVersion !== baseVersion) {
      throw new ContentApiError(
        409,
        'RW-EDITOR-CONFLICT',
        currentVersion === null
          ? `"${file.path}" was deleted on disk since it was opened.`
          : baseVersion === null
            ? `"${file.path}" already exists.`
            : `"${file.path}" changed on disk since it was opened; nothing was written.`,
        { current: { path: file.path, text: currentBytes?.toString('utf8') ?? null, version: currentVersion } },
      );
    }
    const bytes = Buffer.from(text, 'utf8');
    await atomicWrite(file.real, bytes);
    return { path: file.path, version: versionOf(bytes), created: currentBytes === undefined };
  }

  return { resolve, list, read, write, create, remove, rename: renameFile, root: rootGiven };
}