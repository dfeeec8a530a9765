/**
 * The `rulewright` process around one command (rulewright.js calls it):
 * exit statuses, signals and a reader that goes away.
 *
 * * The command's status is the process's: 0 success, 1 failure, 2 a usage
 *   mistake (args.ts EXIT).
 * * SIGINT (Ctrl-C), SIGTERM and SIGHUP end the run at once with 128 + the
 *   signal's number (130 for Ctrl-C): the run's AbortSignal is aborted first,
 *   and every child process was started with it (simulate's workers, the
 *   editor's Vite server), so each is sent SIGTERM before this process goes.
 *   Nothing half-done is written: files are written whole or not at all
 *   (atomic.ts), and a report is written only after its last game.
 * * A reader that has gone (EPIPE on standard output) ends the run with 0
 *   and nothing on standard error (io.ts).
 * * A failure nobody caught is one line, not a stack trace
 *   (RULEWRIGHT_DEBUG=1 shows the stack).
 */
import { safeMessage } from '../diagnostics/index.ts';
import { EXIT } from './args.ts';
import { isBrokenPipe, processIO } from './io.ts';
import { main } from './main.ts';

const SIGNALS = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;

/** How this process was started (rulewright.js). */
export interface ProcessStart {
  /** The simulator worker's prebuilt code (prebuilt.mjs), forked as it is; absent: the workers bundle their own. */
  workerEntry?: string;
}

export async function runProcess(argv: readonly string[], start: ProcessStart = {}): Promise<never> {
  const controller = new AbortController();
  const finish = (code: number, why: string): never => {
    // Every child started with the run's signal is sent SIGTERM now (child_process does it on abort).
    if (!controller.signal.aborted) controller.abort(why);
    process.exit(code);
  };
  for (const [name, code] of Object.entries(SIGNALS)) process.on(name, () => finish(code, name));
  process.stdout.on('error', (e) => (isBrokenPipe(e) ? finish(EXIT.ok, 'output closed') : finish(EXIT.failed, String(e))));
  // A closed standard error must not crash the run; what it would have said is lost either way.
  process.stderr.on('error', () => undefined);
  const io = processIO({ signal: controller.signal, onOutputClosed: () => finish(EXIT.ok, 'output closed'), ...(start.workerEntry ? { workerEntry: start.workerEntry } : {}) });
  let code: number;
  try {
    code = await main(argv, io);
  } catch (e) {
    const command = argv[0] !== undefined && !argv[0].startsWith('-') ? ` ${argv[0]}` : '';
    io.err(`rulewright${command}: failed: ${safeMessage(e instanceof Error ? e.message : String(e))}`);
    if (process.env['RULEWRIGHT_DEBUG']) io.err(String((e as Error).stack));
    else io.err('(RULEWRIGHT_DEBUG=1 shows where)');
    code = EXIT.failed;
  }
  return finish(code, 'done');
}
