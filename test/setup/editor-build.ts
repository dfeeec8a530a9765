/**
 * The browser project's global setup: builds the editor once for every
 * browser test file (`vite build` takes ~20 s on the 2-core machine; four
 * files building it each paid that four times) and hands the folder to the
 * tests as `inject('editorDist')`. Each file still serves it over its own copy
 * of the content and launches its own Chromium.
 */
import { mkdtemp, rm } from 'node:fs/promises';
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
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!chromiumAvailable()) {
    // On a developer's machine the browser tests skip; in CI a suite that cannot run is a failure, not a pass.
    if (isCI(process.env)) throw new Error(`no Chromium at ${CHROMIUM} (CI is set): the browser suite cannot run; install Debian's chromium or set RULEWRIGHT_CHROMIUM`);
    project.provide('editorDist', '');
    return async () => {};
  }
  // A build made beforehand (`npm run build:editor -- --outDir DIR`), for measuring one browser file at a time.
  const prebuilt = process.env['RULEWRIGHT_DIST'];
  if (prebuilt) {
    project.provide('editorDist', prebuilt);
    return async () => {};
  }
  const dist = await mkdtemp(nodePath.join(tmpdir(), 'rw-editor-dist-'));
  try {
    await buildEditor(dist);
  } catch (e) {
    await rm(dist, { recursive: true, force: true });
    throw e;
  }
  project.provide('editorDist', dist);
  return () => rm(dist, { recursive: true, force: true });
}
