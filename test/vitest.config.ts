import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Lives in test/ so the repository's top level stays as the product card fixes it.
// Two projects: the node suites (unit, content, language, engine, scenarios,
// property) and the browser suite, which drives the built editor in headless
// Chromium through playwright-core and so needs its own, slower settings.
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  test: {
    projects: [
      {
        test: {
          name: 'node',
          root,
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
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
          fileParallelism: false,
          // One editor build for every browser test file (inject('editorDist')).
          globalSetup: ['test/setup/editor-build.ts'],
        },
      },
    ],
  },
});
