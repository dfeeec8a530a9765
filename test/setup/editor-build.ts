/**
 * The browser project's global setup: builds the editor once for every
 * browser test file (`vite build` takes ~10-20 s on the 2-core machine; four
 * files building it each paid that four times) and hands the folder to the
 * tests (`builtEditor()` in test/browser/built-editor.ts). Each file still
 * serves it over its own copy of the content and launches its own Chromium.
 *
 * The build runs in the background: vitest starts no test file before every
 * global setup has returned, so a build awaited here held back the node
 * files too while it used about one of the two cores. The browser files wait
 * for it themselves (the status file below), and run after the longest node
 * files (test/setup/sequencer.ts), so the build is done by the time they start.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildEditor, chromiumAvailable, CHROMIUM } from '../browser/harness.ts';

/** CI=true (or 1, or any value but false/0/empty), as CI services set it. */
export function isCI(env: NodeJS.ProcessEnv): boolean {
  const v = (env['CI'] ?? '').trim().toLowerCase();
  return v !== '' && v !== 'false' && v !== '0';
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built editor, or '' when there is no Chromium (the browser tests skip). */
    editorDist: string;
    /**
     * A file that appears once the build has ended: `{ "ok": true }` or
     * `{ "error": "..." }`; '' when the folder is ready already.
     */
    editorBuild: string;
  }
}

/** The build's outcome, written whole (a rename) so a reader never sees half of it. */
async function writeStatus(path: string, status: { ok: true } | { error: string }): Promise<void> {
  await writeFile(`${path}.part`, JSON.stringify(status));
  await rename(`${path}.part`, path);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!chromiumAvailable()) {
    // On a developer's machine the browser tests skip; in CI a suite that cannot run is a failure, not a pass.
    if (isCI(process.env)) throw new Error(`no Chromium at ${CHROMIUM} (CI is set): the browser suite cannot run; install Debian's chromium or set RULEWRIGHT_CHROMIUM`);
    project.provide('editorDist', '');
    project.provide('editorBuild', '');
    return async () => {};
  }
  // A build made beforehand (`npm run build:editor -- --outDir DIR`), for measuring one browser file at a time.
  const prebuilt = process.env['RULEWRIGHT_DIST'];
  if (prebuilt) {
    project.provide('editorDist', prebuilt);
    project.provide('editorBuild', '');
    return async () => {};
  }
  const parent = await mkdtemp(nodePath.join(tmpdir(), 'rw-editor-dist-'));
  const dist = nodePath.join(parent, 'dist');
  const status = nodePath.join(parent, 'status.json');
  await mkdir(dist);
  // Not awaited: the test files start meanwhile. A failed build fails every browser file with vite's output.
  const built = buildEditor(dist).then(
    () => writeStatus(status, { ok: true }),
    (e: unknown) => writeStatus(status, { error: e instanceof Error ? e.message : String(e) }),
  );
  // No status written (a full disk): the browser files then fail on their hook timeout; say why here.
  built.catch((e: unknown) => console.error(`test/setup/editor-build.ts: the build's status could not be written: ${String(e)}`));
  project.provide('editorDist', dist);
  project.provide('editorBuild', status);
  return async () => {
    await built.catch(() => undefined);
    await rm(parent, { recursive: true, force: true });
  };
}
