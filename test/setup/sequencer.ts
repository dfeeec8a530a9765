/**
 * The order the suite's files start in: vitest's own (by project name, then
 * the longest or largest first), except that the longest node files come
 * before the browser files. The browser project's global setup builds the
 * editor in the background (test/setup/editor-build.ts) and each browser
 * file waits for it: started first, as vitest's order by name would have it
 * ('browser' < 'node'), the browser files would hold both workers idle while
 * the build used one core. The longest node files cover
 * the build instead, and the short ones still come last, where they fill in
 * the end of the run.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest non-browser files (bench/test-durations.ts: ~30 s each on a quiet 2-core machine, the build ~10-20 s). */
export const BEFORE_THE_BROWSER = ['test/sim/bench-cli.test.ts', 'test/reliability/thousand-games.test.ts'];

export default class BrowserAfterTheLongest extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification): number => {
      if (BEFORE_THE_BROWSER.includes(relative(f.project.config.root, f.moduleId).replaceAll('\\', '/'))) return 0;
      return f.project.name === 'browser' ? 1 : 2;
    };
    // A stable sort: within a rank, vitest's order.
    return sorted.map((f, i) => ({ f, i, r: rank(f) })).sort((a, b) => a.r - b.r || a.i - b.i).map(({ f }) => f);
  }
}
