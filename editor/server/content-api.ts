/**
 * The content server: the only way the editor reads or writes the designer's
 * YAML. Framework-free (plain Node `http` request/response) so it can be
 * unit-tested without Vite and mounted in Vite's dev and preview servers.
 *
 *   GET /api/files                       -> { root, files: [{ path, version, size, mtimeMs }] }
 *   GET /api/file?path=columbia/x.yaml   -> { path, text, version }
 *   PUT /api/file { path, text, baseVersion } -> { path, version }
 *   POST /api/file { path, text }        -> 201 { path, version }   (never over an existing file)
 *   DELETE /api/file { path, baseVersion } -> { path }
 *   POST /api/rename { from, to, baseVersion } -> { from, path, version }   (never over an existing file)
 *
 * Scenario and bot files (`<pack>/scenarios/...`, `<pack>/bots/...`) live in
 * sub-folders at any depth: creating or moving one there makes the missing
 * folders, and a folder a move or delete leaves empty is removed (a folder
 * exists because files are in it). Such a file stays in its kind's folder of
 * its pack, and nothing is created in or moved into `scenarios/golden/` (the
 * golden playthrough records).
 *
 * Every path is confined to the content folder: anything that could name a
 * file outside it is refused with a 4xx JSON error before the file system is
 * touched. A write whose `baseVersion` is not the file's current version is
 * refused with 409 and the current text, so a change made on disk (by git,
 * another editor, a teammate) is never silently overwritten.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { link, lstat, mkdir, open, readdir, readFile, realpath, rename, rmdir, stat, unlink } from 'node:fs/promises';
import * as nodePath from 'node:path';

export interface ContentApiOptions {
  /** The content folder (e.g. `<repo>/content`). Paths in the API are relative to it. */
  contentDir: string;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes?: number;
  /**
   * Host names (without port) a request may address. Loopback only by default,
   * which stops a web page on another site reaching this server through DNS rebinding.
   */
  allowedHosts?: readonly string[];
}

export const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]', '::1'];
const CONTENT_EXTENSIONS = ['.yaml', '.yml'];
const MAX_PATH_LENGTH = 512;

export interface ContentFileInfo {
  path: string;
  version: string;
  size: number;
  mtimeMs: number;
}

/** A refusal: HTTP status, a stable code the client can key on, and a sentence for the designer. */
export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The version token of a file's bytes: a content hash, so touching a file without changing it is not a conflict. */
export function versionOf(bytes: Buffer | string): string {
  return 'sha256-' + createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/**
 * Checks the shape of a requested path without touching the disk.
 * Returns the normalised segments; throws a ContentApiError for anything unsafe.
 */
export function checkPathShape(requested: unknown): string[] {
  if (typeof requested !== 'string' || requested.length === 0) {
    throw new ContentApiError(400, 'RW-EDITOR-PATH-MISSING', 'A content file path is required, e.g. "columbia/board.yaml".');
  }
  if (requested.length > MAX_PATH_LENGTH) {
    throw new ContentApiError(400, 'RW-EDITOR-PATH-TOO-LONG', `A content path may be at most ${MAX_PATH_LENGTH} characters.`);
  }
  if (requested.includes('\0')) {
    throw new ContentApiError(400, 'RW-EDITOR-PATH-NUL', 'A content path may not contain a NUL character.');
  }
  if (requested.includes('\\')) {
    throw new ContentApiError(400, 'RW-EDITOR-PATH-BACKSLASH', 'Content paths use "/" as the separator; backslashes are refused.');
  }
  if (requested.includes('%')) {
    // The query string has already been decoded once; a `%` left over is a second layer of encoding (`%2F`, `%2e%2e`).
    throw new ContentApiError(400, 'RW-EDITOR-PATH-ENCODED', 'A content path may not contain percent-encoded characters.');
  }
  if (requested.startsWith('/') || /^[A-Za-z]:/.test(requested)) {
    throw new ContentApiError(400, 'RW-EDITOR-PATH-ABSOLUTE', 'Content paths are relative to the content folder, e.g. "columbia/board.yaml".');
  }
  const segments = requested.split('/');
  for (const segment of segments) {
    if (segment === '..') {
      throw new ContentApiError(400, 'RW-EDITOR-PATH-TRAVERSAL', 'A content path may not contain "..": files outside the content folder are out of reach.');
    }
    if (segment === '' || segment === '.') {
      throw new ContentApiError(400, 'RW-EDITOR-PATH-MALFORMED', 'A content path may not contain empty or "." segments.');
    }
    if (segment.startsWith('.')) {
      throw new ContentApiError(400, 'RW-EDITOR-PATH-HIDDEN', 'Hidden files and folders in the content folder are not editable.');
    }
  }
  const last = segments[segments.length - 1]!.toLowerCase();
  if (!CONTENT_EXTENSIONS.some((ext) => last.endsWith(ext))) {
    throw new ContentApiError(400, 'RW-EDITOR-NOT-YAML', 'Only .yaml and .yml content files can be read or written.');
  }
  return segments;
}

/** The folders of a pack that hold one file per scenario or bot, in sub-folders as the designer files them. */
export const KIND_FOLDERS: readonly string[] = ['scenarios', 'bots'];
/** `<pack>/scenarios/golden/` holds the golden playthrough records, never scenarios. */
export const GOLDEN_FOLDER = 'golden';

/** Where a path sits among a pack's kind folders: its pack and kind, or null for the pack's other files. */
export interface KindPlace {
  pack: string;
  kind: string;
  /** Under `<pack>/scenarios/golden/`. */
  golden: boolean;
}

export function kindPlaceOf(segments: readonly string[]): KindPlace | null {
  if (segments.length < 3 || !KIND_FOLDERS.includes(segments[1]!)) return null;
  return { pack: segments[0]!, kind: segments[1]!, golden: segments[1] === 'scenarios' && segments.length > 3 && segments[2] === GOLDEN_FOLDER };
}

function refuseGolden(path: string): ContentApiError {
  return new ContentApiError(
    400,
    'RW-EDITOR-GOLDEN',
    `"${path}" is in scenarios/${GOLDEN_FOLDER}/, which holds the golden playthrough records (rewritten by "rulewright scenario --update-golden"), not scenarios: choose another folder.`,
  );
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
  /** The path as the API names it (`columbia/board.yaml`). */
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

  async function list(): Promise<ContentFileInfo[]> {
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
        const info = await stat(real);
        if (info.isDirectory()) {
          if (!entry.isSymbolicLink()) await walk(full, rel);
          continue;
        }
        if (!info.isFile() || !CONTENT_EXTENSIONS.some((ext) => entry.name.toLowerCase().endsWith(ext))) continue;
        const bytes = await readFile(real);
        out.push({ path: rel, version: versionOf(bytes), size: info.size, mtimeMs: Math.round(info.mtimeMs) });
      }
    }
    await walk(root, '');
    out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return out;
  }

  async function read(requested: unknown): Promise<{ path: string; text: string; version: string }> {
    const file = await resolve(requested, { mayCreate: false });
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
    const file = await resolve(requested, { mayCreate: baseVersion === null });
    return withLock(file.real, () => writeChecked(file, text, baseVersion));
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
  async function makeFolders(segments: readonly string[]): Promise<string[]> {
    const root = await realRoot();
    const kindDir = nodePath.join(root, segments[0]!, segments[1]!);
    let kindReal: string;
    try {
      kindReal = await realpath(kindDir);
    } catch {
      return [];
    }
    if (!isInside(root, kindReal)) return [];
    const made: string[] = [];
    for (let i = 3; i < segments.length; i++) {
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
        throw new ContentApiError(403, 'RW-EDITOR-PATH-OUTSIDE', `"${shown}" is a link outside ${segments[0]}/${segments[1]}/; nothing is created through it.`);
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
  async function pruneEmptyFolders(segments: readonly string[]): Promise<void> {
    const root = await realRoot();
    for (let i = segments.length - 1; i > 2; i--) {
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
    const kindReal = await realpath(nodePath.join(root, place.pack, place.kind)).catch(() => null);
    if (kindReal === null || !isInside(kindReal, file.real)) {
      throw new ContentApiError(403, 'RW-EDITOR-PATH-OUTSIDE', `"${file.path}" leads outside ${place.pack}/${place.kind}/ (a link); it is not editable here.`);
    }
  }

  /** Creates a new file, refused (409 RW-EDITOR-EXISTS) if anything already has that name. */
  async function create(requested: unknown, text: unknown): Promise<{ path: string; version: string }> {
    if (typeof text !== 'string') {
      throw new ContentApiError(400, 'RW-EDITOR-BAD-BODY', '"text" must be a string.');
    }
    const segments = checkPathShape(requested);
    const place = kindPlaceOf(segments);
    if (place?.golden) throw refuseGolden(segments.join('/'));
    const go = async () => {
      const made = place ? await makeFolders(segments) : [];
      try {
        const file = await resolve(requested, { mayCreate: true });
        if (file.existed) throw alreadyExists(file.path);
        if (place) await checkInsideKind(file, place);
        return await withLock(file.real, async () => {
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
    return withLock(`folders:${place.pack}/${place.kind}`, task);
  }

  /** Deletes a file if, and only if, it is still the version the designer saw. */
  async function remove(requested: unknown, baseVersion: unknown): Promise<{ path: string }> {
    const base = requireVersion(baseVersion);
    const file = await resolve(requested, { mayCreate: false });
    refuseLink(file);
    const place = kindPlaceOf(file.path.split('/'));
    const go = () =>
      withLock(file.real, async () => {
        await checkVersion(file, base);
        await unlink(file.real);
        await syncFolder(nodePath.dirname(file.real));
        if (place) await pruneEmptyFolders(file.path.split('/'));
        return { path: file.path };
      });
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
    const fromPlace = kindPlaceOf(from.path.split('/'));
    const toPlace = kindPlaceOf(toSegments);
    if (toPlace?.golden) throw refuseGolden(toSegments.join('/'));
    if (fromPlace?.golden) throw refuseGolden(from.path);
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
      const made = toPlace ? await makeFolders(toSegments) : [];
      try {
        const to = await resolve(toRequested, { mayCreate: true });
        if (to.existed || to.real === from.real) throw alreadyExists(to.path);
        if (toPlace) await checkInsideKind(to, toPlace);
        const moved = await moveLocked(from, to, base);
        if (fromPlace) await pruneEmptyFolders(from.path.split('/'));
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
    return withLock(first!, () =>
      withLock(second!, async () => {
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
async function syncFolder(dir: string): Promise<void> {
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

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

function sendError(res: ServerResponse, error: ContentApiError, headers: Record<string, string> = {}): void {
  sendJson(res, error.status, { error: { code: error.code, message: error.message }, ...error.extra }, headers);
}

function hostNameOf(hostHeader: string): string {
  // `[::1]:5173` keeps its brackets; `127.0.0.1:5173` loses its port.
  if (hostHeader.startsWith('[')) {
    const end = hostHeader.indexOf(']');
    return end === -1 ? hostHeader : hostHeader.slice(0, end + 1);
  }
  const colon = hostHeader.lastIndexOf(':');
  return colon === -1 ? hostHeader : hostHeader.slice(0, colon);
}

/** Reads a request body, refusing (413) as soon as it passes the limit. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolveBody, rejectBody) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        rejectBody(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) {
        done = true;
        resolveBody(Buffer.concat(chunks));
      }
    });
    req.on('error', (error) => {
      if (!done) {
        done = true;
        rejectBody(error);
      }
    });
  });
}

function tooLarge(limit: number): ContentApiError {
  return new ContentApiError(413, 'RW-EDITOR-TOO-LARGE', `A request body may be at most ${Math.round(limit / 1024)} KiB.`);
}

/** The raw (still encoded) value of one query parameter, to see how the client spelled it. */
function rawQueryValue(url: string, name: string): string | undefined {
  const q = url.indexOf('?');
  if (q === -1) return undefined;
  for (const pair of url.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=');
    if ((eq === -1 ? pair : pair.slice(0, eq)) === name) return eq === -1 ? '' : pair.slice(eq + 1);
  }
  return undefined;
}

/** The JSON object body of a changing request; anything but `application/json` is refused. */
async function readJsonBody(req: IncomingMessage, limit: number, shape: string): Promise<Record<string, unknown>> {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    // Also forces a CORS preflight on any cross-site attempt, which this server never grants.
    throw new ContentApiError(415, 'RW-EDITOR-MEDIA-TYPE', `Send JSON: ${shape}.`);
  }
  const body = await readBody(req, limit);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new ContentApiError(400, 'RW-EDITOR-BAD-BODY', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ContentApiError(400, 'RW-EDITOR-BAD-BODY', `Send ${shape}.`);
  }
  return parsed as Record<string, unknown>;
}

export type ContentApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * Makes the request handler. It answers requests under `/api/` and returns
 * true; for any other URL it returns false and leaves the response alone.
 */
export function createContentApi(options: ContentApiOptions): ContentApiHandler {
  const store = createContentStore(options.contentDir);
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const allowedHosts = new Set((options.allowedHosts ?? LOOPBACK_HOSTS).map((h) => h.toLowerCase()));

  return async function handle(req, res) {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0]!;
    if (pathname !== '/api' && !pathname.startsWith('/api/')) return false;
    try {
      const host = hostNameOf(String(req.headers.host ?? '')).toLowerCase();
      if (!allowedHosts.has(host)) {
        throw new ContentApiError(403, 'RW-EDITOR-HOST', `The content server only answers requests addressed to ${[...allowedHosts].join(', ')}.`);
      }
      const origin = req.headers.origin;
      if (origin !== undefined && origin !== 'null') {
        let originHost = '';
        try {
          originHost = new URL(origin).hostname.toLowerCase();
        } catch {
          originHost = '';
        }
        if (!allowedHosts.has(originHost) && !allowedHosts.has(`[${originHost}]`)) {
          throw new ContentApiError(403, 'RW-EDITOR-ORIGIN', 'Requests from other web sites are refused.');
        }
      } else if (origin === 'null') {
        throw new ContentApiError(403, 'RW-EDITOR-ORIGIN', 'Requests from other web sites are refused.');
      }

      if (pathname === '/api/files') {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          throw new ContentApiError(405, 'RW-EDITOR-METHOD', 'Use GET to list content files.', {});
        }
        sendJson(res, 200, { files: await store.list() });
        return true;
      }
      if (pathname === '/api/file') {
        if (req.method === 'GET' || req.method === 'HEAD') {
          const raw = rawQueryValue(url, 'path');
          if (raw !== undefined && /%(2f|5c)/i.test(raw)) {
            throw new ContentApiError(400, 'RW-EDITOR-PATH-ENCODED', 'Write the separators in a content path as a plain "/", not percent-encoded.');
          }
          const requested = new URL(url, 'http://127.0.0.1').searchParams.get('path');
          sendJson(res, 200, await store.read(requested ?? ''));
          return true;
        }
        if (req.method === 'PUT') {
          const { path, text, baseVersion } = await readJsonBody(req, limit, '{ path, text, baseVersion }');
          const result = await store.write(path, text, baseVersion);
          sendJson(res, result.created ? 201 : 200, { path: result.path, version: result.version });
          return true;
        }
        if (req.method === 'POST') {
          const { path, text } = await readJsonBody(req, limit, '{ path, text }');
          sendJson(res, 201, await store.create(path, text));
          return true;
        }
        if (req.method === 'DELETE') {
          const { path, baseVersion } = await readJsonBody(req, limit, '{ path, baseVersion }');
          sendJson(res, 200, await store.remove(path, baseVersion));
          return true;
        }
        throw new ContentApiError(405, 'RW-EDITOR-METHOD', 'Use GET to read a content file, PUT to save one, POST to create one and DELETE to delete one.');
      }
      if (pathname === '/api/rename') {
        if (req.method !== 'POST') {
          throw new ContentApiError(405, 'RW-EDITOR-METHOD', 'Use POST { from, to, baseVersion } to rename a content file.');
        }
        const { from, to, baseVersion } = await readJsonBody(req, limit, '{ from, to, baseVersion }');
        sendJson(res, 200, await store.rename(from, to, baseVersion));
        return true;
      }
      throw new ContentApiError(404, 'RW-EDITOR-NO-ROUTE', `No content API at ${pathname}.`);
    } catch (error) {
      if (error instanceof ContentApiError) {
        const headers: Record<string, string> = {};
        if (error.status === 405) headers['Allow'] = pathname === '/api/files' ? 'GET, HEAD' : pathname === '/api/rename' ? 'POST' : 'GET, HEAD, PUT, POST, DELETE';
        if (error.status === 413) {
          // Do not read the rest of an oversized upload.
          headers['Connection'] = 'close';
        }
        sendError(res, error, headers);
        if (error.status === 413) req.resume();
        return true;
      }
      console.error('[rulewright content server]', error);
      sendError(res, new ContentApiError(500, 'RW-EDITOR-INTERNAL', 'The content server failed; see its console.'));
      return true;
    }
  };
}
