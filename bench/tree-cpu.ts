/**
 * The CPU time of a command and of every process it starts, by program name,
 * for the browser tests: Chromium's renderers are not reaped through the test
 * worker, so neither /usr/bin/time nor RULEWRIGHT_FILE_CPU counts them.
 * Samples /proc every 100 ms and keeps each process's last own utime+stime
 * (a process that lives under 100 ms, or the last 100 ms of one, is missed:
 * a floor, close enough for long-lived browsers and workers). Linux only.
 *
 *   nice npx tsx bench/tree-cpu.ts [--json FILE] -- npx vitest run ... test/browser/x.test.ts
 *
 * TREE_CPU_TOP=1 also lists the dozen processes that took most.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const usage = 'usage: npx tsx bench/tree-cpu.ts [--json FILE] -- COMMAND [ARGS...]\n';
if (dash < 0 && argv.includes('--help')) {
  process.stdout.write(usage);
  process.exit(0);
}
if (dash < 0 || dash === argv.length - 1) {
  process.stderr.write(usage);
  process.exit(2);
}
const jsonAt = argv.indexOf('--json');
const jsonFile = jsonAt >= 0 && jsonAt < dash ? argv[jsonAt + 1] : undefined;
const [command, ...args] = argv.slice(dash + 1);

interface Proc {
  ppid: number;
  name: string;
  cpu: number;
  /** The command line, cut short. */
  line: string;
}

const TICK = 100; // USER_HZ on Linux

function readProcs(): Map<number, Omit<Proc, 'line'> & { start: string }> {
  const out = new Map<number, Omit<Proc, 'line'> & { start: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(Number(entry), { ppid: Number(f[1]), name, cpu: (Number(f[11]) + Number(f[12])) / TICK, start: f[19]! });
  }
  return out;
}

const started = Date.now();
const child = spawn(command!, args, { stdio: 'inherit' });
/** Every process seen under the command, by pid and start time (a pid may be reused). */
const seen = new Map<string, Proc>();
/** Pids known to be under the command: a process whose parent died is re-parented, but stays counted. */
const ours = new Set<number>([child.pid!]);

function sample(): void {
  const procs = readProcs();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of procs) {
      if (!ours.has(pid) && ours.has(p.ppid)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of ours) {
    const p = procs.get(pid);
    if (p === undefined) continue;
    const key = `${pid}@${p.start}`;
    let line = seen.get(key)?.line;
    if (line === undefined) {
      try {
        line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').slice(0, 160);
      } catch {
        line = p.name;
      }
    }
    seen.set(key, { ppid: p.ppid, name: p.name, cpu: p.cpu, line });
  }
}

const timer = setInterval(sample, 100);
child.on('exit', (code) => {
  clearInterval(timer);
  const byName = new Map<string, { processes: number; cpu: number }>();
  for (const p of seen.values()) {
    const key = /chrom/i.test(p.name) ? 'chromium' : p.name;
    const b = byName.get(key) ?? { processes: 0, cpu: 0 };
    b.processes += 1;
    b.cpu += p.cpu;
    byName.set(key, b);
  }
  const total = [...byName.values()].reduce((s, b) => s + b.cpu, 0);
  const wall = (Date.now() - started) / 1000;
  const rows = [...byName].sort((a, b) => b[1].cpu - a[1].cpu);
  process.stderr.write(`tree-cpu: wall ${wall.toFixed(1)} s, CPU ${total.toFixed(1)} s (${rows.map(([n, b]) => `${n} ${b.cpu.toFixed(1)} s/${b.processes}`).join(', ')})\n`);
  const top = [...seen.values()].sort((a, b) => b.cpu - a.cpu).slice(0, 12);
  if (process.env['TREE_CPU_TOP']) for (const p of top) process.stderr.write(`  ${p.cpu.toFixed(1)} s  ${p.line}\n`);
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ wall, cpu: total, byName: Object.fromEntries(rows), top }, null, 1));
  process.exit(code ?? 1);
});
