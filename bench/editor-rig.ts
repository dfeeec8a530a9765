/**
 * The built editor run the way a designer runs it, for the latency
 * benchmark, the browser tests (test/browser/harness.ts re-exports this)
 * and the screenshot scripts: `vite build` into a folder, `vite preview` on
 * 127.0.0.1 with an ephemeral port over a content folder, and headless
 * Debian Chromium driven by playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';

export const REPO = nodePath.resolve(nodePath.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.RULEWRIGHT_CHROMIUM ?? '/usr/bin/chromium';
const VITE = nodePath.join(REPO, 'node_modules/vite/bin/vite.js');
const CONFIG = nodePath.join(REPO, 'editor/vite.config.ts');

/** Flags for Chromium as root on a machine with no network (see docs/EDITOR.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, ...args], { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args[0]} failed (${code}):\n${output}`))));
  });
}

/**
 * Builds the editor as `npm run build:editor` ships it. NODE_ENV=production
 * because a test runner sets NODE_ENV=test, which would build Lit's
 * development mode (extra checks at every render: ~10% more of Chromium's
 * CPU in a browser test file) and so test a build no designer runs.
 */
export async function buildEditor(outDir: string): Promise<void> {
  await run(['build', '--config', CONFIG, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { NODE_ENV: 'production' });
}

export interface Preview {
  url: string;
  /** The run's key: the server printed it in the editor's link; every API call needs it. */
  token: string;
  /** The link the server printed (`<url>/?token=...`). */
  link: string;
  contentDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `vite preview` over `contentDir`; resolves with its URL and the
 * run's key once it listens (the key from the link it prints). Rejects with
 * what it printed when it exits first (a second server on one folder does).
 */
export function startPreview(outDir: string, contentDir: string, options: { port?: number } = {}): Promise<Preview> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [VITE, 'preview', '--config', CONFIG, '--outDir', outDir, '--strictPort'], {
      cwd: REPO,
      // The server makes its own key, as for a designer: the test reads it from the link it prints.
      env: { ...process.env, RULEWRIGHT_CONTENT_DIR: contentDir, RULEWRIGHT_PORT: String(options.port ?? 0), RULEWRIGHT_HOST: '127.0.0.1', RULEWRIGHT_EDITOR_TOKEN: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`vite preview did not start in time:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // eslint-disable-next-line no-control-regex -- vite colours its output
      const m = /rulewright editor: ((http:\/\/127\.0\.0\.1:\d+)\/\?token=([A-Za-z0-9_-]+))/.exec(output.replace(/\x1b\[[0-9;]*m/g, ''));
      if (!m) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({
        url: m[2]!,
        token: m[3]!,
        link: m[1]!,
        contentDir,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`vite preview exited (${code}):\n${output}`));
    });
  });
}

/** A temporary copy of the repository's content folder. */
export async function copyContent(): Promise<string> {
  const dir = await mkdtemp(nodePath.join(tmpdir(), 'rw-content-'));
  await cp(nodePath.join(REPO, 'content'), dir, { recursive: true });
  return dir;
}

export interface EditorBrowser {
  /** A fresh browser context (its own localStorage), as a new designer's browser would be. */
  newContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Headless Chromium; playwright gives it a fresh temporary profile (--user-data-dir) and removes it on close. */
export async function launchBrowser(): Promise<EditorBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return {
    newContext: () => browser.newContext({ viewport: { width: 1440, height: 900 } }),
    close: () => browser.close(),
  };
}

