/**
 * Prose filled to a terminal's width, as help pages and reports print it.
 */

/** What every terminal shows without wrapping. */
export const TERMINAL_WIDTH = 80;

/**
 * Words filled into lines of at most `width` (a word longer than a line
 * gets one of its own): the first line starts with `first`, the others with
 * `indent`.
 */
export function fillWords(words: readonly string[], first: string, indent: string, width = TERMINAL_WIDTH): string[] {
  const out: string[] = [];
  let line = first;
  let empty = true;
  for (const w of words) {
    if (!empty && line.length + 1 + w.length > width) {
      out.push(line);
      line = indent + w;
    } else line = empty ? line + w : `${line} ${w}`;
    empty = false;
  }
  out.push(line);
  return out;
}

/** One text filled: its own line breaks and runs of spaces are not kept. */
export function fillText(text: string, first: string, indent: string, width = TERMINAL_WIDTH): string[] {
  return fillWords(text.split(/\s+/).filter((w) => w !== ''), first, indent, width);
}
