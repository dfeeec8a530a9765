/**
 * The editor's Vite config (root: editor/). `npm start` runs the dev server,
 * `npm run build:editor` builds into editor/dist, the browser tests run
 * `vite preview` over a temporary copy of the content folder.
 *
 * Environment:
 *   RULEWRIGHT_CONTENT_DIR  the content folder to edit (default: <repo>/content)
 *   RULEWRIGHT_HOST         the address to listen on (default: 127.0.0.1)
 *   RULEWRIGHT_PORT         the port (default: 5173, or the next free one; given, exactly it or a
 *                           clear refusal; 0 picks a free one)
 *   RULEWRIGHT_EDITOR_TOKEN the run's key (default: a new random one); the server prints the
 *                           editor's link with it, and refuses any API call without it
 *
 * CORS is off: the content API answers its own page only (editor/server/guard.ts), and Vite's
 * default CORS would answer another local page's preflight.
 */
import { fileURLToPath } from 'node:url';
import * as nodePath from 'node:path';
import { defineConfig } from 'vite';
import { contentApiPlugin } from './server/vite-plugin.ts';
import { LOOPBACK_HOSTS } from './server/content-api.ts';

// Started by `rulewright editor` (interpreter/cli/editor.ts): the server goes when that command goes, however it
// went (a SIGKILL sends no signal on: the IPC channel closing is the one sign that always comes).
if (process.env.RULEWRIGHT_EXIT_WITH_PARENT === '1' && process.send !== undefined) process.once('disconnect', () => process.exit(0));

const editorDir = nodePath.dirname(fileURLToPath(import.meta.url));
const repoDir = nodePath.resolve(editorDir, '..');
const contentDir = nodePath.resolve(process.env.RULEWRIGHT_CONTENT_DIR ?? nodePath.join(repoDir, 'content'));
const host = process.env.RULEWRIGHT_HOST ?? '127.0.0.1';
const port = process.env.RULEWRIGHT_PORT === undefined ? 5173 : Number(process.env.RULEWRIGHT_PORT);
// A port asked for is that port or an error: a second editor must not quietly take the next one.
const strictPort = process.env.RULEWRIGHT_PORT !== undefined && port !== 0;
const allowedHosts = LOOPBACK_HOSTS.includes(host) ? LOOPBACK_HOSTS : [...LOOPBACK_HOSTS, host];

export default defineConfig({
  root: editorDir,
  base: './',
  clearScreen: false,
  plugins: [contentApiPlugin({ contentDir, allowedHosts })],
  server: {
    host,
    port,
    strictPort,
    cors: false,
    open: false,
    // The editor imports the interpreter, the schemas and the guides (docs/, shown in the welcome) from the repository; nothing else is served.
    fs: {
      strict: true,
      allow: [editorDir, nodePath.join(repoDir, 'interpreter'), nodePath.join(repoDir, 'schemas'), nodePath.join(repoDir, 'docs'), nodePath.join(repoDir, 'node_modules')],
    },
  },
  preview: { host, port, strictPort, cors: false, open: false },
  worker: { format: 'es' },
  build: {
    outDir: nodePath.join(editorDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 8000,
    sourcemap: false,
  },
  optimizeDeps: {
    // Everything the editor and its workers import, listed so the first `npm start` does not reload the page mid-load.
    include: ['monaco-editor', 'monaco-yaml', 'monaco-yaml/yaml.worker.js', 'yaml', 'lit', 'ajv', 'ajv-formats', 'moo', 'nearley'],
  },
});
