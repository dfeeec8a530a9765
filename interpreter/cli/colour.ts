/**
 * The few colours the commands print on a terminal (io.ts `colorOn` says
 * when): a verdict's word coloured, the rest plain, so a pipe and a
 * terminal show the same text.
 */
const COLOURS = {
  error: '\x1b[31m',
  warning: '\x1b[33m',
  info: '\x1b[36m',
  pass: '\x1b[32m',
  dim: '\x1b[2m',
  bold: '\x1b[1m',
  reset: '\x1b[0m',
} as const;

export type Colour = Exclude<keyof typeof COLOURS, 'reset'>;

/** `text` in these colours when `on`, else as it is. */
export function paint(on: boolean, text: string, ...colours: Colour[]): string {
  return on && colours.length > 0 ? `${colours.map((c) => COLOURS[c]).join('')}${text}${COLOURS.reset}` : text;
}
