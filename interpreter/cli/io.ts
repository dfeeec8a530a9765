/**
 * Where a command writes and reads: standard output and error for the real
 * command, arrays in tests that run a command in-process.
 *
 * Output that behaves in a pipe: when the reader has gone (`rulewright play
 * --log | head -1`), the write fails with EPIPE; that is the reader saying it
 * has read enough, not a failure, so the command ends at once, quietly, with
 * success (`onOutputClosed`). On Linux a write to a pipe is synchronous and
 * its error is known the moment the write returns (`stream.errored`), so a
 * game loop that never yields still stops at its next line.
 *
 * Colour only on a terminal, and never with NO_COLOR set (https://no-color.org).
 */

export interface CliIO {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Folder relative paths are resolved from. */
  cwd: string;
  /** Colour on standard output (only on a terminal, never when NO_COLOR is set). */
  color: boolean;
  /** Standard error is a terminal a person watches (progress bars, timings); colour there follows the same rule. */
  errTerminal?: boolean;
  /** Lines a person types (a human seat of `play`); absent: standard input. */
  input?: AsyncIterable<string>;
  /** Aborted when the run is interrupted (Ctrl-C, SIGTERM) or its reader has gone: give it to every child process. */
  signal?: AbortSignal;
  /** The simulator worker's prebuilt code (rulewright.js's): `simulate` forks it as it is instead of bundling its own. */
  workerEntry?: string;
}

/** Colour on this stream: a terminal, NO_COLOR unset or empty, not a dumb terminal. */
export function colorOn(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(stream.isTTY) && (env['NO_COLOR'] ?? '') === '' && env['TERM'] !== 'dumb';
}

export interface ProcessIOOptions {
  signal?: AbortSignal;
  /** The reader of standard output (or error) has gone: end the run (default: exit 0 at once). */
  onOutputClosed?: () => void;
  workerEntry?: string;
}

function isBrokenPipe(e: unknown): boolean {
  return (e as NodeJS.ErrnoException | null)?.code === 'EPIPE';
}

/** The real streams. */
export function processIO(options: ProcessIOOptions = {}): CliIO {
  const closed = options.onOutputClosed ?? (() => process.exit(0));
  const write = (stream: NodeJS.WriteStream, text: string) => {
    if (stream.destroyed) return;
    stream.write(text + '\n');
    if (isBrokenPipe(stream.errored)) closed();
  };
  return {
    out: (t) => write(process.stdout, t),
    err: (t) => write(process.stderr, t),
    cwd: process.cwd(),
    color: colorOn(process.stdout),
    errTerminal: colorOn(process.stderr),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.workerEntry ? { workerEntry: options.workerEntry } : {}),
  };
}

export { isBrokenPipe };

/** Why a file could not be read, in a reader's words: the common cases by their code, else the system's message. */
export function whyUnreadable(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'no permission to read it';
  return e instanceof Error ? e.message : String(e);
}
