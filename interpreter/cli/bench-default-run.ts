/**
 * Issue 28's lines as the user runs them: `rulewright simulate --games N
 * --players 2 --json` with the default bots, one process per run (start-up,
 * loading the pack and V8's warm-up included, no separate warm-up), on 1
 * worker then on K. Wall time, and the CPU time of the run's processes (the
 * command and its workers: Linux's children times in /proc/self/stat, null
 * elsewhere).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface DefaultRun {
  games: number;
  workers: number;
  wallSeconds: number;
  /** User + system time of the command and its workers (null: not on Linux). */
  cpuSeconds: number | null;
  errors: number;
}

/** CPU seconds of this process's waited-for children so far (cutime + cstime), or null off Linux. */
function childrenCpu(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces): cutime and cstime are the 16th and 17th of the line.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[13]) + Number(rest[14])) / 100;
  } catch {
    return null;
  }
}

/** One `simulate` run of `games` default-bot 2-player games on `workers` workers, in a process of its own. */
export function benchDefaultRun(content: string, games: number, workers: number): Promise<DefaultRun> {
  const cli = fileURLToPath(new URL('./rulewright.js', import.meta.url));
  const args = [cli, 'simulate', '--content', content, '--games', String(games), '--players', '2', '--workers', String(workers), '--json'];
  const cpu0 = childrenCpu();
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (s: string) => (out += s));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallSeconds = (performance.now() - t0) / 1000;
      const cpu1 = childrenCpu();
      if (code !== 0) return reject(new Error(`simulate --workers ${workers} exited with ${code}`));
      const errors = (JSON.parse(out) as { errors: number }).errors;
      resolve({ games, workers, wallSeconds, cpuSeconds: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0, errors });
    });
  });
}
