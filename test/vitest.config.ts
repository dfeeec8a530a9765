import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import BrowserAfterTheLongest from './setup/sequencer.ts';

// Lives in test/ so the repository's top level stays as the product card fixes it.
// Two projects: the node suites (unit, content, language, engine, scenarios,
// property, the CLI and the bench), and the browser suite, which drives the
// built editor in headless Chromium through playwright-core and so needs its
// own, slower settings. No node file replaces a module (vi.mock): the node
// files share their worker's modules, which would keep the real one
// (test/architecture/no-module-mocks.test.ts); what a test must fake, the code
// takes as a parameter (the bench's machine: its cores and load average).
//
// Where the time went (bench/test-durations-2026-11-29.txt): on 2 cores
// vitest's default is 1 worker, so every file ran one after another, and the
// browser files only after the last node file; and each node file imported
// the interpreter afresh (about 0.5 s a file, 96 s of a 570 s run). So every
// project may use every core, in one group (browser files run beside node
// files), and node files share their worker's modules (`isolate: false`): the
// interpreter is imported once a worker, and a pack a test helper memoises is
// loaded once a worker. That is safe because nothing in interpreter/ keeps
// module-level state a test could leave behind (test/architecture checks it),
// and the test helpers' memos hold packs nobody changes (engines copy on
// apply; a deep-frozen state test covers every game).
const root = fileURLToPath(new URL('..', import.meta.url));

/** bench/test-durations.ts's per-file CPU time (RULEWRIGHT_FILE_CPU=1): a hook pair in every file. */
const setupFiles = process.env['RULEWRIGHT_FILE_CPU'] ? ['test/setup/file-cpu.ts'] : [];

/** Every core: the 2-core machine ran one file at a time with vitest's default (cores - 1). */
const maxWorkers = '100%';

export default defineConfig({
  root,
  test: {
    // The longest node files first, while the browser project's global setup builds the editor; then the browser files.
    sequence: { sequencer: BrowserAfterTheLongest },
    projects: [
      {
        test: {
          name: 'node',
          root,
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          maxWorkers,
          setupFiles,
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          root,
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll's own default is 1 s: on a loaded CI machine a server round trip
          // (a save, a re-read on focus) can take longer, and a poll that gives up is a
          // false failure, not a finding.
          expect: { poll: { timeout: 15_000 } },
          // Each file serves its own copy of the content and launches its own Chromium, so files may run at once.
          maxWorkers,
          setupFiles,
          // A worker process runs file after file (as in `node`): a fresh process per file cost ~1 s of
          // CPU to start and import playwright-core and the harness again (9 files: 13.5-16.2 s of CPU
          // against 8.4-9.4 s, the files collected with no test run). The files' own state is theirs
          // (each file is its own module); the helpers they share keep none.
          isolate: false,
          // One editor build for every browser test file, in the background (builtEditor() waits for it).
          globalSetup: ['test/setup/editor-build.ts'],
        },
      },
    ],
  },
});
