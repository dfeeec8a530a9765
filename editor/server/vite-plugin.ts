/**
 * Mounts the content API (content-api.ts) in Vite's dev server and in
 * `vite preview`, so `npm start` and the browser tests talk to the same code.
 */
import type { Plugin } from 'vite';
import { createContentApi, type ContentApiOptions } from './content-api.ts';

export function contentApiPlugin(options: ContentApiOptions): Plugin {
  const handle = createContentApi(options);
  const middleware = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: (error?: unknown) => void) => {
    handle(req, res).then(
      (handled) => {
        if (!handled) next();
      },
      (error: unknown) => next(error),
    );
  };
  return {
    name: 'rulewright-content-api',
    configureServer(server) {
      server.middlewares.use(middleware);
      server.httpServer?.once('listening', () => {
        server.config.logger.info(`  rulewright content folder: ${options.contentDir}`);
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
