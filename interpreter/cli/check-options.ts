/** `rulewright check`'s arguments (args.ts): what the parser reads and `--help` shows. */
import type { CommandSpec } from './args.ts';
import { DEFAULT_PACK } from './places.ts';

export const CHECK = {
  command: 'rulewright check',
  summary: 'validate a whole pack: content, effect strings, bots, scenarios',
  about: `Validate a content pack of any game (its pack.yaml's game: says which): YAML
syntax, the JSON Schemas, references between files, the component counts the
printed game has, every effect string, the pack's YAML bots (bots/**/*.yaml) and
its scenarios (scenarios/**/*.yaml: each must still compile against the pack).`,
  positionals: [{ name: 'DIR', help: `the pack folder (a folder holding pack.yaml), of any name
(default: the pack the current folder is in, else ${DEFAULT_PACK})` }],
  options: {
    content: { type: 'text', value: 'DIR', help: 'the same as DIR (as simulate and play spell it)' },
    json: { type: 'flag', help: 'print {"diagnostics": [...], "counts": {...}} and nothing else' },
  },
  exit: `Exit status: 0 when there is no error (warnings allowed), 1 when there is one,
2 on a usage mistake. Every code is explained in docs/DIAGNOSTICS.md.`,
} as const satisfies CommandSpec;
