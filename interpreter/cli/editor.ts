/**
 * `rulewright editor [DIR]`: starts the web editor's dev server on a content
 * folder (default: the repository's content/). The same thing `npm start`
 * does, reachable from the one command a designer already knows.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIO } from './main.ts';
import { processIO } from './main.ts';

const USAGE = `usage: rulewright editor [DIR] [--port N] [--host ADDR]

Start the content editor (Vite dev server) on a content folder.

  DIR          the content folder (default: content/ of this repository)
  --port N     the port (default 5173; 0 picks a free one)
  --host ADDR  the address to listen on (default 127.0.0.1: only this machine)
  --help       show this help`;

function option(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const positional = argv.filter((a, i) => !a.startsWith('--') && !['--port', '--host'].includes(argv[i - 1] ?? ''));
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (positional[0] !== undefined) {
    const dir = resolve(io.cwd, positional[0]);
    if (!existsSync(dir)) {
      io.err(`rulewright editor: no folder ${dir}`);
      return 1;
    }
    env['RULEWRIGHT_CONTENT_DIR'] = dir;
  }
  const port = option(argv, '--port');
  const host = option(argv, '--host');
  if (port !== undefined) env['RULEWRIGHT_PORT'] = port;
  if (host !== undefined) env['RULEWRIGHT_HOST'] = host;
  const vite = resolve(repo, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, '--config', resolve(repo, 'editor', 'vite.config.ts')], { cwd: repo, env, stdio: 'inherit' });
  return new Promise((done) => child.on('exit', (code) => done(code ?? 0)));
}
