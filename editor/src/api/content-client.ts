/**
 * The browser side of the content server (editor/server/content-api.ts).
 * Every failure comes back as a ContentRequestError carrying the server's
 * code, so the UI can tell a conflict from a refusal from a dead server.
 */

export interface ContentFileInfo {
  path: string;
  version: string;
  size: number;
  mtimeMs: number;
  /** Present when the listing was asked for texts (and the file is not too large to open). */
  text?: string;
}

export interface ContentFile {
  path: string;
  text: string;
  version: string;
}

/** What the server says the file holds now, when a save is refused as a conflict. */
export interface DiskState {
  path: string;
  /** null: the file was deleted on disk. */
  text: string | null;
  version: string | null;
}

export interface ContentListing {
  files: ContentFileInfo[];
  /** The content folder's own name: what a pack that is the whole folder is called. */
  folder: string;
}

export class ContentRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly current?: DiskState,
  ) {
    super(message);
  }
}

export class SaveConflict extends ContentRequestError {}

/** Encodes a content path for the query string, keeping `/` literal (the server refuses `%2F`). */
export function queryPath(path: string): string {
  return encodeURIComponent(path).replace(/%2F/gi, '/');
}

async function asJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { error: { code: 'RW-EDITOR-NOT-JSON', message: `The server answered ${response.status} without JSON.` } };
  }
}

function errorFrom(status: number, body: unknown): ContentRequestError {
  const b = (body ?? {}) as { error?: { code?: string; message?: string }; current?: DiskState };
  const code = b.error?.code ?? 'RW-EDITOR-UNKNOWN';
  const message = b.error?.message ?? `The content server answered ${status}.`;
  if (status === 409 && code === 'RW-EDITOR-EXISTS') return new ContentRequestError(status, code, message);
  if (status === 409) return new SaveConflict(status, code, message, b.current);
  return new ContentRequestError(status, code, message);
}

export interface ContentClient {
  /** Every content file; with `texts`, their texts too (one request for the first load). */
  list(options?: { texts?: boolean }): Promise<ContentListing>;
  read(path: string): Promise<ContentFile>;
  /** Saves `text` if the file is still at `baseVersion` (null: create). Throws SaveConflict otherwise. */
  write(path: string, text: string, baseVersion: string | null): Promise<{ path: string; version: string }>;
  /** Creates a new file; refused (ContentRequestError `RW-EDITOR-EXISTS`, status 409) if the name is taken. */
  create(path: string, text: string): Promise<{ path: string; version: string }>;
  /** Moves `from` to `to` if it is still at `baseVersion`; never over an existing file. */
  rename(from: string, to: string, baseVersion: string): Promise<{ from: string; path: string; version: string }>;
  /** Deletes a file if it is still at `baseVersion` (SaveConflict otherwise). */
  remove(path: string, baseVersion: string): Promise<{ path: string }>;
}

/** The header every call carries the run's key in (the server: editor/server/guard.ts). */
export const TOKEN_HEADER = 'X-Rulewright-Token';
/** Where the page keeps the key for this origin (other tabs of the same run find it there). */
export const TOKEN_STORAGE_KEY = 'rulewright.runToken';

/**
 * The run's key: from the editor's link (`?token=...`, which the server
 * printed), kept in this origin's storage and taken out of the address bar
 * (so it is not in the history or a shared screenshot); else the one kept.
 */
export function runToken(location: Pick<Location, 'href'>, history: Pick<History, 'replaceState' | 'state'> | null, storage: Pick<Storage, 'getItem' | 'setItem'> | null): string | null {
  const url = new URL(location.href);
  const given = url.searchParams.get('token');
  if (given !== null && given !== '') {
    try {
      storage?.setItem(TOKEN_STORAGE_KEY, given);
    } catch {
      /* storage refused: the key lives for this page only */
    }
    url.searchParams.delete('token');
    history?.replaceState(history.state, '', url.pathname + url.search + url.hash);
    return given;
  }
  try {
    return storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function httpContentClient(base = '', token: string | null = null): ContentClient {
  const keyed = (headers: Record<string, string> = {}): Record<string, string> => (token === null ? headers : { ...headers, [TOKEN_HEADER]: token });
  async function send<T>(method: string, url: string, body: unknown): Promise<T> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: keyed({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
    const answer = await asJson(response);
    if (!response.ok) throw errorFrom(response.status, answer);
    return answer as T;
  }
  return {
    create: (path, text) => send('POST', '/api/file', { path, text }),
    rename: (from, to, baseVersion) => send('POST', '/api/rename', { from, to, baseVersion }),
    remove: (path, baseVersion) => send('DELETE', '/api/file', { path, baseVersion }),
    async list(options = {}) {
      const response = await fetch(`${base}/api/files${options.texts ? '?texts=1' : ''}`, { cache: 'no-store', headers: keyed() });
      const body = await asJson(response);
      if (!response.ok) throw errorFrom(response.status, body);
      const listing = body as { files: ContentFileInfo[]; folder?: string };
      return { files: listing.files, folder: listing.folder ?? 'content' };
    },
    async read(path) {
      const response = await fetch(`${base}/api/file?path=${queryPath(path)}`, { cache: 'no-store', headers: keyed() });
      const body = await asJson(response);
      if (!response.ok) throw errorFrom(response.status, body);
      return body as ContentFile;
    },
    async write(path, text, baseVersion) {
      const response = await fetch(`${base}/api/file`, {
        method: 'PUT',
        headers: keyed({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ path, text, baseVersion }),
      });
      const body = await asJson(response);
      if (!response.ok) throw errorFrom(response.status, body);
      return body as { path: string; version: string };
    },
  };
}
