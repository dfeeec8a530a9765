/**
 * Signals reach every child process, and nothing is left running after a
 * command ends: SIGINT (Ctrl-C) and SIGTERM to `rulewright simulate` end its
 * worker processes with it (status 130 / 143), and to `rulewright editor`
 * end its Vite server. The guards are generous waits, not timings.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../interpreter/cli/places.ts';

const BIN = join(PROJECT_ROOT, 'interpreter', 'cli', 'rulewright.js');

/** Every process below `pid` (children, their children ...). */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number]);
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of rows) {
      if (parent === p) {
        out.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return out;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (ok()) return;
  throw new Error(`gave up waiting: ${what}`);
}

function start(args: string[]): { child: ChildProcess; out: () => string; exited: Promise<number | null> } {
  let text = '';
  const child = spawn(process.execPath, [BIN, ...args], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  child.stdout!.on('data', (b: Buffer) => (text += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (text += b.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, out: () => text, exited };
}

async function leavesNothing(signal: NodeJS.Signals, args: string[], ready: (out: string, kids: number[]) => boolean, code: number): Promise<void> {
  const run = start(args);
  const pid = run.child.pid!;
  let kids: number[] = [];
  try {
    await until(`${args[0]} ready`, () => {
      kids = descendants(pid);
      return ready(run.out(), kids);
    });
    run.child.kill(signal);
    expect(await run.exited, run.out()).toBe(code);
    await until('children gone', () => kids.every((k) => !alive(k)), 20_000);
    // Nor does a child go with a stack trace (a worker that found its channel closed).
    expect(run.out()).not.toMatch(/\n\s+at |Error/);
  } finally {
    for (const k of [pid, ...kids]) if (alive(k)) process.kill(k, 'SIGKILL');
  }
}

describe('signals reach every child process', () => {
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    it(`${signal} to simulate ends its workers too (status ${code})`, async () => {
      // Workers are up once the main process has two children.
      await leavesNothing(signal, ['simulate', '--games', '1000000', '--workers', '2', '--bots', 'random'], (_, kids) => kids.length >= 2, code);
    }, 120_000);
  }

  it('SIGTERM to editor ends its Vite server (status 143)', async () => {
    await leavesNothing('SIGTERM', ['editor', '--port', '0'], (out, kids) => /token=/.test(out) && kids.length >= 1, 143);
  }, 120_000);

  // A person at a terminal: readline takes Ctrl-C as a key, so the real terminal is needed (script(1) gives one).
  const hasScript = (() => {
    try {
      execFileSync('script', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  it.skipIf(!hasScript)('Ctrl-C at a human seat ends play with 130, not "The input ended"', async () => {
    const command = `'${process.execPath}' '${BIN}' play --bots human,random --seed 3`;
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: PROJECT_ROOT, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let text = '';
    child.stdout.on('data', (b: Buffer) => (text += b.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      await until('the first question', () => /Your answer/.test(text));
      child.stdin.write('\x03');
      expect(await exited, text).toBe(130);
      expect(text).not.toMatch(/The input ended/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
