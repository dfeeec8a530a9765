/**
 * The simulator's main process memory over a long run, measured from outside
 * (its resident set, /proc/<pid>/status, Linux): `simulate --games N` runs as
 * the designer runs it, its workers in their own processes, and this script
 * samples the main process only. "Start" is the first progress line (the
 * content loaded, the workers started, the first game in); "end" the last
 * (every game folded). The claim it checks (issue 27, finding 6): the main
 * process keeps no per-game record, so its memory stays flat whatever the
 * number of games.
 *
 *   node --import tsx bench/simulate-memory.ts [--games 200000] [--bots random] [--workers K]
 *
 * Prints the samples' summary and the report's first lines; nothing is
 * written. The figures go to docs/RELIABILITY.md by hand.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scriptArgs } from '../interpreter/cli/index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const { values: v } = scriptArgs({
  command: 'node --import tsx bench/simulate-memory.ts',
  summary: "the simulator's main process memory over a long run",
  about: "simulate --games N run as a designer runs it; its main process's resident set sampled from outside (Linux).",
  options: {
    games: { type: 'int', value: 'N', min: 1, help: 'games (default 200000)' },
    bots: { type: 'text', value: 'LIST', help: 'the bots (default random)' },
    workers: { type: 'int', value: 'K', min: 0, max: 64, help: "worker processes (default: simulate's)" },
  },
});
const arg = (name: '--games' | '--bots' | '--workers', fallback: string): string => {
  const value = v[name.slice(2) as 'games' | 'bots' | 'workers'];
  return value === undefined ? fallback : String(value);
};

/** Resident set of a process in MB, or null once it is gone. */
function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const games = arg('--games', '200000');
const args = ['interpreter/cli/rulewright.js', 'simulate', '--games', games, '--bots', arg('--bots', 'random'), '--seed', 'memory', '--json'];
if (v.workers !== undefined) args.push('--workers', arg('--workers', '2'));
const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
const pid = child.pid!;
const samples: { at: number; done: number; rss: number }[] = [];
let done = 0;
let stdout = '';
const t0 = Date.now();
child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
child.stderr.on('data', (d: Buffer) => {
  for (const line of d.toString().split('\n')) {
    const m = /: (\d+)\/(\d+) games/.exec(line);
    if (!m) continue;
    done = Number(m[1]);
    const rss = rssMb(pid);
    if (rss !== null) samples.push({ at: (Date.now() - t0) / 1000, done, rss });
    console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s: ${done} games, main process RSS ${rss?.toFixed(1)} MB`);
  }
});
// Between progress lines too: the peak.
const timer = setInterval(() => {
  const rss = rssMb(pid);
  if (rss !== null && done > 0) samples.push({ at: (Date.now() - t0) / 1000, done, rss });
}, 2000);
child.on('exit', (code) => {
  clearInterval(timer);
  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  const peak = Math.max(...samples.map((s) => s.rss));
  const report = JSON.parse(stdout || '{}') as { games?: number; errors?: number; gamesPerSecond?: number };
  console.log(
    JSON.stringify(
      {
        exit: code,
        games: report.games,
        errors: report.errors,
        gamesPerSecond: report.gamesPerSecond,
        seconds: Math.round((Date.now() - t0) / 1000),
        rssMb: { start: +first.rss.toFixed(1), end: +last.rss.toFixed(1), peak: +peak.toFixed(1), endMinusStart: +(last.rss - first.rss).toFixed(1) },
        samples: samples.length,
      },
      null,
      1,
    ),
  );
});
