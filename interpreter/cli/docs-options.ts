/** `rulewright docs`'s arguments (args.ts). */
import type { CommandSpec } from './args.ts';

export const DOCS = {
  command: 'rulewright docs',
  summary: "regenerate each game's effect-language page",
  about: `Regenerate each game's effect-language page (docs/EFFECT-LANGUAGE*.md) from its
registry, with examples from its reference pack.`,
  options: {
    check: { type: 'flag', help: 'do not write; exit 1 when a page is out of date' },
    root: { type: 'text', value: 'DIR', help: 'the project root the pages are written under\n(default: this project, wherever the command runs from)' },
  },
  exit: 'Exit status: 0 when the pages are written (or up to date), 1 when --check finds one\nout of date, 2 on a usage mistake.',
} as const satisfies CommandSpec;
