/**
 * Mounts the content API (content-api.ts) in Vite's dev server and in
 * `vite preview`, so `npm start` and the browser tests talk to the same code.
 *
 * On start it takes the content folder's lock (folder-lock.ts: a second
 * server on the same folder is refused, naming the first), makes the run's
 * key (or takes RULEWRIGHT_EDITOR_TOKEN, so whoever starts the server can
 * know it) and prints the editor's link with the key in it: the only place
 * the key is given. The page keeps it and sends it with every call.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createContentApi, TOKEN_PARAM, newRunToken, type ContentApiOptions } from './content-api.ts';
import { lockContentFolder, type FolderLock } from './folder-lock.ts';

export interface ContentApiPluginOptions extends Omit<ContentApiOptions, 'token'> {
  /** The run's key; default: a new random one (RULEWRIGHT_EDITOR_TOKEN when set). */
  token?: string;
}

/** The editor's link with the run's key, for the address the server listens on. */
export function editorLink(server: { httpServer: { address(): AddressInfo | string | null } | null }, token: string): string | null {
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') return null;
  const host = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  const shown = host === '[::]' || host === '0.0.0.0' ? '127.0.0.1' : host;
  return `http://${shown}:${address.port}/?${TOKEN_PARAM}=${token}`;
}

export function contentApiPlugin(options: ContentApiPluginOptions): Plugin {
  const token = options.token || process.env['RULEWRIGHT_EDITOR_TOKEN'] || newRunToken();
  const handle = createContentApi({ ...options, token });
  const middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    handle(req, res).then(
      (handled) => {
        if (!handled) next();
      },
      (error: unknown) => next(error),
    );
  };
  let lock: FolderLock | null = null;
  const start = (server: ViteDevServer | PreviewServer) => {
    // Before listening: a second server on the folder stops here, with the first one's address.
    lock ??= lockContentFolder(options.contentDir);
    const held = lock;
    const release = () => held.release();
    process.once('exit', release);
    server.httpServer?.once('close', () => {
      release();
      process.off('exit', release);
      if (lock === held) lock = null;
    });
    server.middlewares.use(middleware);
    // Vite's own address lines lack the key: the editor's link replaces them.
    server.printUrls = () => {
      const link = editorLink(server, token);
      if (link !== null) held.setAddress(link.split('?')[0]!);
      server.config.logger.info(`\n  rulewright editor: ${link ?? '(not listening)'}\n  (open this link: it carries this run's key; the editor refuses calls without it)`);
      server.config.logger.info(`  rulewright content folder: ${options.contentDir}\n`);
    };
  };
  return {
    name: 'rulewright-content-api',
    configureServer(server) {
      start(server);
    },
    configurePreviewServer(server) {
      start(server);
    },
  };
}
