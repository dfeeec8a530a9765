/**
 * `rulewright editor [DIR]`: starts the web editor's dev server (Vite, a child
 * process) on a content folder: a pack or a folder of packs (default: the
 * project's content/). The same thing `npm start` does, reachable from the
 * one command a designer already knows.
 *
 * The server lives exactly as long as this command: Ctrl-C, SIGTERM or SIGHUP
 * to this process reach it (it was started with the run's AbortSignal, see
 * process.ts), and if this process dies without a word (SIGKILL) the server
 * sees its IPC channel close and stops too (RULEWRIGHT_EXIT_WITH_PARENT,
 * editor/vite.config.ts). A `--port` asked for is that port or a clear
 * refusal, never the next free one.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { EXIT, readArgs, usageLine } from './args.ts';
import { EDITOR } from './editor-options.ts';
import type { CliIO } from './io.ts';
import { processIO } from './io.ts';
import { contentFolderProblem, givenFolder, PROJECT_ROOT } from './places.ts';

/** Whether `port` on `host` is free now (a port asked for that is taken is refused before Vite starts). */
function portFree(host: string, port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) => done(e));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => done(null)));
  });
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const args = readArgs(EDITOR, argv, io);
  if (typeof args === 'number') return args;
  const given = givenFolder(io.cwd, args.positionals[0], args.values.content);
  if ('problem' in given) {
    io.err(usageLine(EDITOR, given.problem));
    return EXIT.usage;
  }
  const dir = given.dir ?? join(PROJECT_ROOT, 'content');
  const problem = contentFolderProblem(dir, io.cwd);
  if (problem !== null) {
    io.err(usageLine(EDITOR, problem));
    return EXIT.usage;
  }
  const { port, host } = args.values;
  if (port !== undefined && port !== 0) {
    const taken = await portFree(host ?? '127.0.0.1', port);
    if (taken !== null) {
      const why = taken.code === 'EADDRINUSE' ? 'is in use by another program (a running editor?)' : `cannot be used (${taken.code ?? taken.message})`;
      io.err(`rulewright editor: port ${port} on ${host ?? '127.0.0.1'} ${why}; give another --port, or --port 0 for a free one`);
      return EXIT.failed;
    }
  }
  const env: NodeJS.ProcessEnv = { ...process.env, RULEWRIGHT_CONTENT_DIR: dir, RULEWRIGHT_EXIT_WITH_PARENT: '1' };
  if (port !== undefined) env['RULEWRIGHT_PORT'] = String(port);
  if (host !== undefined) env['RULEWRIGHT_HOST'] = host;
  // Vite colours its lines on a terminal and, under CI=true, everywhere: only on a terminal here.
  if (!io.color) env['NO_COLOR'] = '1';
  const vite = resolve(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, '--config', resolve(PROJECT_ROOT, 'editor', 'vite.config.ts')], {
    cwd: PROJECT_ROOT,
    env,
    // The IPC channel is how the server knows this process is gone, however it went.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    ...(io.signal ? { signal: io.signal, killSignal: 'SIGTERM' as const } : {}),
  });
  return new Promise((done) => {
    child.on('error', (e: NodeJS.ErrnoException) => {
      if (e.name === 'AbortError') return;
      io.err(`rulewright editor: the server could not start: ${e.message}`);
      done(EXIT.failed);
    });
    child.on('exit', (code, signal) => done(signal !== null ? EXIT.failed : (code ?? EXIT.failed)));
  });
}
