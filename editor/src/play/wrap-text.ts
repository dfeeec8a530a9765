/**
 * A name broken into lines that fit a box's width, never cut short: a
 * designer reads every name on the board without pointing at it. Words go
 * on a line while they fit; a word too wide for a line alone may be
 * squeezed a little (the board draws it with `textLength`), and one wider
 * still is split with a hyphen.
 */
import type { Measure } from './piece-flow.ts';

/** How far a line may be squeezed to fit (drawn narrower with `textLength`): more is hard to read. */
export const SQUEEZE = 1.3;

/**
 * `text` in lines no wider than `room` (a lone word: `room * squeeze`);
 * every character kept. `first`: the first line's room, when it is less
 * (it follows something on its line); a first word too wide for it is
 * split there like any word too wide.
 */
export function wrapWords(text: string, room: number, measure: Measure, squeeze = SQUEEZE, first = room): string[] {
  const lines: string[] = [];
  let line = '';
  const roomOf = () => (lines.length === 0 ? first : room);
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (measure(joined) <= roomOf()) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    if (measure(word) <= roomOf() * squeeze) {
      line = word;
      continue;
    }
    // A word wider than the box even squeezed: split it, a hyphen at each break.
    let rest = word;
    while (measure(rest) > roomOf() * squeeze) {
      let k = rest.length - 1;
      while (k > 1 && measure(`${rest.slice(0, k)}-`) > roomOf() * squeeze) k--;
      lines.push(`${rest.slice(0, k)}-`);
      rest = rest.slice(k);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [text];
}
