/**
 * A vitest reporter that says where the suite's time goes: per test file its
 * start and end on the wall clock, the time to import it (collect) and to run
 * its tests, and each test's duration; at the end, the run's wall time and the
 * slowest modules to import, summed over files. Writes JSON to
 * RULEWRIGHT_DURATIONS (default /tmp/test-durations.json) and a short summary
 * to stdout. Use beside the default reporter:
 *
 *   nice npx vitest run --config test/vitest.config.ts \
 *     --reporter=default --reporter=./bench/test-durations.ts
 *
 * With `--experimental.importDurations.limit=N` (N > 0) vitest also records
 * the N slowest imports of each file, and the summary adds them up. With
 * RULEWRIGHT_FILE_CPU=1 each file's CPU time too (test/setup/file-cpu.ts):
 * on a shared machine the figure to compare.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

interface FileRow {
  file: string;
  project: string;
  startMs: number;
  endMs: number;
  collectMs: number;
  prepareMs: number;
  testsMs: number;
  /** CPU seconds of the worker process and of the processes it waited for (RULEWRIGHT_FILE_CPU=1 only). */
  cpu?: { self: number; children: number };
  tests: { name: string; ms: number; state: string }[];
}

export default class TestDurations implements Reporter {
  private readonly started = Date.now();
  private readonly rows: FileRow[] = [];
  private readonly imports = new Map<string, { ms: number; files: number }>();

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const end = Date.now();
    const tests = [...module.children.allTests()].map((t) => ({ name: t.fullName, ms: Math.round(t.diagnostic()?.duration ?? 0), state: t.result().state }));
    const spent = d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.rows.push({
      file: module.relativeModuleId,
      project: module.project.name,
      startMs: Math.round(end - spent - this.started),
      endMs: end - this.started,
      collectMs: Math.round(d.collectDuration),
      prepareMs: Math.round(d.prepareDuration),
      testsMs: Math.round(d.duration),
      ...(module.meta().cpu ? { cpu: module.meta().cpu } : {}),
      tests,
    });
    for (const [id, i] of Object.entries(d.importDurations)) {
      const seen = this.imports.get(id) ?? { ms: 0, files: 0 };
      seen.ms += i.selfTime;
      seen.files += 1;
      this.imports.set(id, seen);
    }
  }

  onTestRunEnd(): void {
    const wallMs = Date.now() - this.started;
    const byProject = new Map<string, { files: number; collectMs: number; testsMs: number; cpuSeconds: number; firstMs: number; lastMs: number }>();
    for (const r of this.rows) {
      const p = byProject.get(r.project) ?? { files: 0, collectMs: 0, testsMs: 0, cpuSeconds: 0, firstMs: Infinity, lastMs: 0 };
      p.files += 1;
      p.cpuSeconds += r.cpu ? r.cpu.self + r.cpu.children : 0;
      p.collectMs += r.collectMs;
      p.testsMs += r.testsMs;
      p.firstMs = Math.min(p.firstMs, r.startMs);
      p.lastMs = Math.max(p.lastMs, r.endMs);
      byProject.set(r.project, p);
    }
    const imports = [...this.imports].map(([id, i]) => ({ id, ...i, ms: Math.round(i.ms) })).sort((a, b) => b.ms - a.ms).slice(0, 30);
    const out = process.env['RULEWRIGHT_DURATIONS'] ?? '/tmp/test-durations.json';
    writeFileSync(out, JSON.stringify({ wallMs, projects: Object.fromEntries(byProject), imports, files: [...this.rows].sort((a, b) => b.collectMs + b.testsMs - (a.collectMs + a.testsMs)) }, null, 1));
    const lines = [`test durations: wall ${(wallMs / 1000).toFixed(1)} s (${out})`];
    for (const [name, p] of byProject) lines.push(`  ${name}: ${p.files} files, import ${(p.collectMs / 1000).toFixed(1)} s + tests ${(p.testsMs / 1000).toFixed(1)} s summed${p.cpuSeconds > 0 ? `, CPU ${p.cpuSeconds.toFixed(1)} s` : ''}; from ${(p.firstMs / 1000).toFixed(1)} s to ${(p.lastMs / 1000).toFixed(1)} s`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
