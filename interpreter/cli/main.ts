/**
 * The `rulewright` command: a table of subcommands (commands.ts), each in its
 * own file `interpreter/cli/<name>.ts` exporting `run(argv, io?): Promise<number>`
 * and declaring its arguments in `<name>-options.ts` (args.ts). To add a
 * command, add its row to COMMANDS and write the two files.
 */
import { didYouMean } from '../diagnostics/index.ts';
import { EXIT } from './args.ts';
import { COMMANDS } from './commands.ts';
import type { CliIO } from './io.ts';
import { processIO } from './io.ts';

export type { CliIO } from './io.ts';
export { processIO } from './io.ts';
export { COMMANDS } from './commands.ts';

export const VERSION = '0.1.0';

function help(io: CliIO): void {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  io.out('usage: rulewright <command> [options]\n\ncommands:');
  for (const [name, c] of Object.entries(COMMANDS)) io.out(`  ${name.padEnd(width)}  ${c.spec.summary}`);
  io.out('\nrulewright <command> --help tells more about one command.');
  io.out('Exit status: 0 success, 1 failure, 2 a usage mistake, 130 interrupted (Ctrl-C).');
}

export async function main(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    help(io);
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    if (name === 'help' && rest[0] !== undefined && Object.hasOwn(COMMANDS, rest[0])) return main([rest[0], '--help'], io);
    help(io);
    return EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.out(`rulewright ${VERSION}`);
    return EXIT.ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    const hint = didYouMean(name, Object.keys(COMMANDS));
    io.err(`rulewright: unknown command ${JSON.stringify(name)}${hint ? ` (${hint})` : ''}; see rulewright --help`);
    return EXIT.usage;
  }
  const mod = await command.load();
  return mod.run(rest, io);
}
