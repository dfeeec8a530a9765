/**
 * A board's names wrapped into lines that fit a box (play/wrap-text.ts):
 * every character kept (a designer reads the whole name), each line within
 * the room, a lone word squeezed a little at most, a longer one split.
 */
import { describe, expect, it } from 'vitest';
import { SQUEEZE, wrapWords } from '../../editor/src/play/wrap-text.ts';

/** Ten units a character: easy to reason about. */
const measure = (t: string) => t.length * 10;
/** The words again from the lines: a hyphen at a line's end joins the next line. */
const rejoin = (lines: string[]) => lines.reduce((all, l) => (all.endsWith('-') ? all.slice(0, -1) + l : all === '' ? l : `${all} ${l}`), '');

describe('names wrapped to fit a box', () => {
  it('keeps a name that fits on one line', () => {
    expect(wrapWords('High Hall', 100, measure)).toEqual(['High Hall']);
  });

  it('breaks between words, each line within the room, no character lost', () => {
    const lines = wrapWords('High House of Wonders', 100, measure);
    expect(lines).toEqual(['High House', 'of Wonders']);
    expect(lines.every((l) => measure(l) <= 100)).toBe(true);
    expect(rejoin(lines)).toBe('High House of Wonders');
  });

  it('lets a lone word a little too long stand squeezed, and splits one longer with a hyphen', () => {
    // 12 characters in room for 10: within the squeeze, drawn narrower.
    expect(wrapWords("Guildmaster's Hall", 100, measure)).toEqual(["Guildmaster's", 'Hall']);
    const long = 'Supercalifragilistic';
    const lines = wrapWords(`${long} Hall`, 100, measure);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((l) => measure(l) <= 100 * SQUEEZE)).toBe(true);
    expect(lines[0]!.endsWith('-')).toBe(true);
    expect(rejoin(lines)).toBe(`${long} Hall`);
  });
});
