/**
 * The command line's public face for scripts outside the `rulewright`
 * command (bench/*.ts, `npm run soak`): the one argument layer, so every
 * script reads `--flag=value` and `--flag value`, tells a mistake in one
 * line (status 2) and generates its `--help` from its spec. Light: nothing
 * here loads a game.
 */
export { EXIT, parseCommand, readArgs, scriptArgs, usageLine, usageText, type CommandSpec, type OptionSpec, type PositionalSpec, type Run } from './args.ts';
