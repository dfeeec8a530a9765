/**
 * The content server: the only way the editor reads or writes the designer's
 * YAML. Framework-free (plain Node `http` request/response) so it can be
 * unit-tested without Vite and mounted in Vite's dev and preview servers.
 *
 *   GET /api/files                       -> { files: [{ path, version, size, mtimeMs, tooLarge? }] }
 *   GET /api/file?path=my-pack/x.yaml   -> { path, text, version }
 *   PUT /api/file { path, text, baseVersion } -> { path, version }
 *   POST /api/file { path, text }        -> 201 { path, version }   (never over an existing file)
 *   DELETE /api/file { path, baseVersion } -> { path }
 *   POST /api/rename { from, to, baseVersion } -> { from, path, version }   (never over an existing file)
 *
 * Who may call it (guard.ts): only the editor page this server serves, on
 * its exact origin, with the run's key in `X-Rulewright-Token`; anything
 * else is refused with 403 before a file is looked at. What a path may name
 * (paths.ts), where scenario and bot files may go and how saves stay whole
 * and never lost (store.ts, fs-lock.ts, atomic.ts) are the store's.
 *
 * Every path is confined to the content folder: anything that could name a
 * file outside it is refused with a 4xx JSON error before the file system is
 * touched. A write whose `baseVersion` is not the file's current version is
 * refused with 409 and the current text, so a change made on disk (by git,
 * another editor, a teammate) is never silently overwritten.
 */
import * as nodePath from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ContentApiError } from './errors.ts';
import { checkCaller } from './guard.ts';
import { rawQueryValue, readJsonBody, sendError, sendJson } from './http.ts';
import { createContentStore } from './store.ts';

export { ContentApiError } from './errors.ts';
export { versionOf, type ContentFileInfo } from './store.ts';
export { checkPathShape, KIND_FOLDERS, GOLDEN_FOLDER, kindPlaceOf, type KindPlace } from './paths.ts';
export { atomicCreate, atomicWrite } from './atomic.ts';
export { TOKEN_HEADER, TOKEN_PARAM, newRunToken } from './guard.ts';

export interface ContentApiOptions {
  /** The content folder (e.g. `<repo>/content`). Paths in the API are relative to it. */
  contentDir: string;
  /** The run's key: every request must carry it in `X-Rulewright-Token` (guard.ts). */
  token: string;
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
      checkCaller(req, allowedHosts, options.token);

      if (pathname === '/api/files') {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          throw new ContentApiError(405, 'RW-EDITOR-METHOD', 'Use GET to list content files.', {});
        }
        // `folder`: the content folder's own name, which a pack that is the whole folder goes by.
        // `?texts=1`: each file's text as well (the editor's first load, in one request).
        const texts = new URL(url, 'http://127.0.0.1').searchParams.get('texts') === '1';
        sendJson(res, 200, { files: await store.list({ texts }), folder: nodePath.basename(store.root) });
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
      // A name the file system finds too long, however it was reached: the designer's mistake, not the server's.
      if ((error as NodeJS.ErrnoException).code === 'ENAMETOOLONG') {
        sendError(res, new ContentApiError(400, 'RW-EDITOR-PATH-TOO-LONG', 'That name is longer than the file system takes.'));
        return true;
      }
      console.error('[rulewright content server]', error);
      sendError(res, new ContentApiError(500, 'RW-EDITOR-INTERNAL', 'The content server failed; see its console.'));
      return true;
    }
  };
}