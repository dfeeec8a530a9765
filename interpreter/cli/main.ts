/**
 * The `rulewright` command: a table of subcommands, each in its own file
 * `interpreter/cli/<name>.ts` exporting `run(argv, io?): Promise<number>`.
 * To add a command, add its row to COMMANDS and write the file.
 */
import { didYouMean } from '../diagnostics/index.ts';

/** Where a command writes, so tests can run commands in-process and read what they printed. */
export interface CliIO {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Folder relative paths are resolved from. */
  cwd: string;
  /** Colour output (only on a terminal, never when NO_COLOR is set). */
  color: boolean;
  /** Lines a person types (a human seat of \`play\`); absent: standard input. */
  input?: AsyncIterable<string>;
}

export function processIO(): CliIO {
  return {
    out: (t) => process.stdout.write(t + '\n'),
    err: (t) => process.stderr.write(t + '\n'),
    cwd: process.cwd(),
    color: Boolean(process.stdout.isTTY) && !process.env['NO_COLOR'],
  };
}

export interface Command {
  summary: string;
  usage: string;
}

/** Every command, in the order `--help` lists them. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  check: { summary: 'validate a content pack: YAML, schemas, references, effect strings', usage: 'rulewright check [DIR] [--json]' },
  play: { summary: 'play a game in the terminal', usage: 'rulewright play [options]' },
  replay: { summary: 'replay a saved game log', usage: 'rulewright replay FILE' },
  scenario: { summary: 'run rules scenarios and golden playthroughs', usage: 'rulewright scenario [PATHS...] [--update-golden]' },
  simulate: { summary: 'play many bot games and report statistics', usage: 'rulewright simulate [options]' },
  bench: { summary: 'measure the engine and the loader', usage: 'rulewright bench' },
  docs: { summary: 'generate the reference docs', usage: 'rulewright docs' },
  editor: { summary: 'start the web editor', usage: 'rulewright editor [DIR]' },
};

interface CommandModule {
  run(argv: readonly string[], io?: CliIO): Promise<number>;
}

function help(io: CliIO): void {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  io.out('usage: rulewright <command> [options]\n\ncommands:');
  for (const [name, c] of Object.entries(COMMANDS)) io.out(`  ${name.padEnd(width)}  ${c.summary}`);
  io.out('\nrulewright <command> --help tells more about one command.');
}

export async function main(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    if (name === 'help' && rest[0] !== undefined && rest[0] in COMMANDS) return main([rest[0], '--help'], io);
    help(io);
    return name === undefined ? 1 : 0;
  }
  if (name === '--version' || name === '-v') {
    io.out('rulewright 0.1.0');
    return 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    const hint = didYouMean(name, Object.keys(COMMANDS));
    io.err(`rulewright: unknown command "${name}"${hint ? ` (${hint})` : ''}`);
    help(io);
    return 2;
  }
  let mod: CommandModule;
  try {
    mod = (await import(`./${name}.ts`)) as CommandModule;
  } catch (e) {
    const missing = (e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load|does not exist/i.test(String(e));
    if (!missing) throw e;
    io.err(`rulewright ${name}: not available in this build yet\nusage: ${command.usage}`);
    return 2;
  }
  return mod.run(rest, io);
}
