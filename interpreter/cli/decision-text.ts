/**
 * A decision as plain text for a person at the terminal: the prompt and the
 * options numbered from 1 (any game).
 */
import type { Decision } from '../core/index.ts';

export type PlayerNamer = (id: string) => string;

/**
 * The prompt and its options, numbered from 1, with how many to pick when it
 * is not exactly one. `worded`: the game's wording for a person (its
 * terminal hook), used when it gives a label for every option.
 */
export function decisionText(d: Decision, name: PlayerNamer, worded?: { prompt: string; options: string[] }): string[] {
  const words = worded !== undefined && worded.options.length === d.options.length ? worded : { prompt: d.prompt, options: d.options.map((o) => o.label) };
  const pick = d.min === 1 && d.max === 1 ? '' : d.min === d.max ? ` (pick ${d.min})` : ` (pick ${d.min} to ${d.max})`;
  const out = [`${name(d.player)}: ${words.prompt}${pick}`];
  const width = String(d.options.length).length;
  words.options.forEach((label, i) => out.push(`  ${String(i + 1).padStart(width)}. ${label}`));
  return out;
}
