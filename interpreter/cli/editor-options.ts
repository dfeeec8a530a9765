/** `rulewright editor`'s arguments (args.ts). */
import type { CommandSpec } from './args.ts';

export const EDITOR = {
  command: 'rulewright editor',
  summary: 'start the web editor on a pack or a folder of packs',
  about: `Start the content editor (Vite's dev server) on a content folder: a pack
(a folder holding pack.yaml) or a folder of packs. It prints the editor's link,
with this run's key in it. Ctrl-C stops the server.`,
  positionals: [{ name: 'DIR', help: "a pack or a folder of packs (default: this project's content/)" }],
  options: {
    content: { type: 'text', value: 'DIR', help: 'the same as DIR (as simulate and play spell it)' },
    port: { type: 'int', value: 'N', min: 0, max: 65535, help: 'the port (default 5173, or the next free one; given, exactly it or\na clear refusal when it is taken; 0 picks a free one)' },
    host: { type: 'text', value: 'ADDR', help: 'the address to listen on (default 127.0.0.1: only this machine)' },
  },
  exit: 'Exit status: 0 when the server was stopped, 1 when it could not start (a taken --port),\n2 on a usage mistake, 130 on Ctrl-C.',
} as const satisfies CommandSpec;
