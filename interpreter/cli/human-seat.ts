/**
 * What a person at the terminal typed, read against the pending decision:
 * option numbers ("3", "1 4" for a pick of several), a command (board,
 * table, undo, help, quit), or else an answer as a scenario script writes it
 * (an option's words, as the decision shows them), read by the
 * scenarios' own matcher so both accept the same words. Pure: the shell
 * prints and reads.
 */
import type { Choice, Decision } from '../core/index.ts';
import { fillText } from '../diagnostics/index.ts';
import { matchAnswer, type Aliases } from '../scenario/index.ts';

export type SeatInput =
  | { kind: 'choice'; choice: Choice }
  | { kind: 'board' | 'table' | 'options' | 'help' | 'undo' | 'quit' | 'map' | 'rules' | 'key' }
  /** `card NAME`, `sheet [PLAYER]`: a command with what follows it (empty: none given). */
  | { kind: 'card' | 'sheet'; about: string }
  | { kind: 'error'; message: string };

/** Commands that take the rest of the line: `card Handyman`, `sheet red`. */
const WITH_ARGUMENT: Readonly<Record<string, 'card' | 'sheet'>> = { card: 'card', c: 'card', sheet: 'sheet', s: 'sheet' };

const COMMANDS: Readonly<Record<string, SeatInput['kind']>> = {
  board: 'board',
  b: 'board',
  table: 'table',
  t: 'table',
  options: 'options',
  o: 'options',
  help: 'help',
  h: 'help',
  '?': 'help',
  undo: 'undo',
  u: 'undo',
  quit: 'quit',
  q: 'quit',
  exit: 'quit',
  map: 'map',
  m: 'map',
  rules: 'rules',
  r: 'rules',
  key: 'key',
  k: 'key',
};

/**
 * What "help" prints at a decision, filled to a terminal's width; its
 * example answers in words are this decision's own options, so the help
 * speaks the game being played.
 */
export function seatHelp(d: Decision): string[] {
  const labels = d.options.slice(0, Math.max(1, Math.min(2, d.max))).map((o) => o.label.toLowerCase());
  const example = labels.length === 0 ? '' : ` ("${labels.join(', ')}")`;
  return [
    ...fillText(
      `Answer with the number of an option (several numbers, "1 3", when the question asks for several), or in words as a scenario script does${example}; "none" when picking nothing is allowed.`,
      '',
      '',
    ),
    ...fillText(
      'Commands: board (b) · table (t): scores, hands you may see · map (m): the board with its connections · card NAME (c): a card and what it does · sheet [PLAYER] (s): a player\'s sheet (yours by default) · rules (r): the rules of this step · key (k): what the marks mean · options (o) · undo (u): take back your last choice (not once you have seen something since that you could not see then: dice, a card shown, another player\'s decision, a card drawn) · help (?) · quit (q).',
      '',
      '',
    ),
  ];
}

function count(d: Decision): string {
  return d.min === d.max ? `${d.min}` : `${d.min} to ${d.max}`;
}

function pick(d: Decision, indexes: number[]): SeatInput {
  if (indexes.length < d.min || indexes.length > d.max) return { kind: 'error', message: `pick ${count(d)} option(s), not ${indexes.length}` };
  const ids: string[] = [];
  for (const i of indexes) {
    const o = d.options[i - 1];
    if (o === undefined) return { kind: 'error', message: `there is no option ${i} (1 to ${d.options.length})` };
    if (ids.includes(o.id)) return { kind: 'error', message: `option ${i} is picked twice` };
    ids.push(o.id);
  }
  return { kind: 'choice', choice: { player: d.player, ids } };
}

export function readSeatInput(line: string, d: Decision, aliases: Aliases | null = null): SeatInput {
  const text = line.trim().toLowerCase();
  if (text === '') return { kind: 'error', message: 'type an option number, or "help"' };
  const command = Object.hasOwn(COMMANDS, text) ? COMMANDS[text] : undefined;
  if (command !== undefined) return { kind: command } as SeatInput;
  const [first = '', ...rest] = line.trim().split(/\s+/);
  const withArgument = Object.hasOwn(WITH_ARGUMENT, first.toLowerCase()) ? WITH_ARGUMENT[first.toLowerCase()] : undefined;
  if (withArgument !== undefined) return { kind: withArgument, about: rest.join(' ') };
  if (text === '0') return pick(d, []);
  if (/^\d+([\s,]+\d+)*$/.test(text)) return pick(d, text.split(/[\s,]+/).map(Number));
  const m = matchAnswer(d, line.trim(), aliases);
  if (!m.ok) return { kind: 'error', message: `${m.error}; "options" lists them` };
  return { kind: 'choice', choice: { player: d.player, ids: m.ids } };
}
