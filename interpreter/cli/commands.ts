/**
 * Every `rulewright` command: its argument spec (light: the parser and
 * `--help` need no game loaded) and how its code is loaded when it runs. A
 * static table, not `import(\`./${name}.ts\`)`: bundlers and Vite can follow
 * each import (and warned about the computed one).
 */
import type { CommandSpec } from './args.ts';
import { BENCH } from './bench-options.ts';
import { CHECK } from './check-options.ts';
import { DOCS } from './docs-options.ts';
import { EDITOR } from './editor-options.ts';
import type { CliIO } from './io.ts';
import { PLAY } from './play-options.ts';
import { REPLAY } from './replay-options.ts';
import { SCENARIO } from './scenario-options.ts';
import { SIMULATE } from './simulate-options.ts';

export interface CommandModule {
  run(argv: readonly string[], io?: CliIO): Promise<number>;
}

export interface CommandEntry {
  spec: CommandSpec;
  load: () => Promise<CommandModule>;
}

/** Every command, in the order `rulewright --help` lists them. */
export const COMMANDS: Readonly<Record<string, CommandEntry>> = {
  check: { spec: CHECK, load: () => import('./check.ts') },
  play: { spec: PLAY, load: () => import('./play.ts') },
  replay: { spec: REPLAY, load: () => import('./replay.ts') },
  scenario: { spec: SCENARIO, load: () => import('./scenario.ts') },
  simulate: { spec: SIMULATE, load: () => import('./simulate.ts') },
  bench: { spec: BENCH, load: () => import('./bench.ts') },
  docs: { spec: DOCS, load: () => import('./docs.ts') },
  editor: { spec: EDITOR, load: () => import('./editor.ts') },
};
