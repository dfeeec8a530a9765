/**
 * With RULEWRIGHT_FILE_CPU set (test/vitest.config.ts adds this file then),
 * each test file's CPU time: its worker process's own (every thread of it,
 * worker threads included) and that of the processes it started and waited
 * for (spawned CLIs, Chromium once closed), from /proc/self/stat, put in the
 * file's meta for bench/test-durations.ts. CPU time, unlike the wall clock,
 * says what a file costs on a machine shared with other work.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** CPU seconds: the worker process's own, and its waited-for children's. */
    cpu?: { self: number; children: number };
  }
}

/** utime + stime and cutime + cstime of this process, in seconds; null off Linux. */
function cpuNow(): { self: number; children: number } | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name (which may hold spaces), from field 3 on.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  const tick = 100; // USER_HZ on Linux
  return { self: (f[11]! + f[12]!) / tick, children: (f[13]! + f[14]!) / tick };
}

// The reading at the file's start waits in its meta until the end replaces it with the difference.
beforeAll(({}, suite) => {
  const start = cpuNow();
  if (start !== null) suite.meta.cpu = start;
});

afterAll(({}, suite) => {
  const start = suite.meta.cpu;
  const end = cpuNow();
  if (start === undefined || end === null) return;
  suite.meta.cpu = { self: end.self - start.self, children: end.children - start.children };
});
