import { defineConfig } from 'vitest/config';

// Two projects: the node suites (unit, content, language, engine, scenarios,
// property) and the browser suite, which drives the built editor in headless
// Chromium through playwright-core and so needs its own, slower settings.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
