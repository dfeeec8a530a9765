/**
 * A decision as plain text for a person at the terminal: the prompt and the
 * options numbered from 1 (any game).
 */
import type { Decision } from '../core/index.ts';

export type PlayerNamer = (id: string) => string;

/** The prompt and its options, numbered from 1, with how many to pick when it is not exactly one. */
export function decisionText(d: Decision, name: PlayerNamer): string[] {
  const pick = d.min === 1 && d.max === 1 ? '' : d.min === d.max ? ` (pick ${d.min})` : ` (pick ${d.min} to ${d.max})`;
  const out = [`${name(d.player)}: ${d.prompt}${pick}`];
  const width = String(d.options.length).length;
  d.options.forEach((o, i) => out.push(`  ${String(i + 1).padStart(width)}. ${o.label}`));
  return out;
}
