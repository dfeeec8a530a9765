/**
 * Sentences for the log kinds the effect handlers write. Entries hold ids;
 * without the Ruleset at hand here, ids are title-cased ("our-lady-cemetery"
 * -> "Our Lady Cemetery"), which reads as the printed names do.
 */
import type { JsonObject, LogEntry, LogRenderer, PlayerId } from '../../core/index.ts';

type Json = JsonObject[string];

function title(id: Json | undefined): string {
  if (typeof id !== 'string') return id === null || id === undefined ? 'nothing' : String(id);
  return id
    .split('-')
    .filter(Boolean)
    .map((w, i) => (i > 0 && SMALL.has(w) ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Words a printed name keeps in lower case ("Hall of Heroes"). */
const SMALL = new Set(['of', 'the', 'and', 'in', 'on', 'at', 'a']);

function list(ids: Json | undefined): string {
  if (!Array.isArray(ids) || ids.length === 0) return 'nothing';
  const names = ids.map((x) => title(x));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function who(e: LogEntry, name: (p: PlayerId) => string): string {
  return e.actors.length > 0 ? e.actors.map(name).join(' and ') : 'The game';
}

function piece(v: JsonObject): string {
  const p = v.piece;
  if (p === 'common') return 'a common unit';
  if (p === 'elizabeth') return 'Elizabeth';
  if (p === 'booker') return 'Booker';
  if (p === 'stronghold' || p === 'turret') return `a ${p}`;
  if (p === 'alarm') return 'an alarm';
  return title(p);
}

function num(v: Json | undefined): number {
  return typeof v === 'number' ? v : 0;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const render: Record<string, LogRenderer> = {
  'effect-eagles': (e, name) => {
    const n = num(e.values.change);
    return `${who(e, name)} ${n >= 0 ? 'gains' : 'loses'} ${Math.abs(n)} Silver Eagle${Math.abs(n) === 1 ? '' : 's'} (now ${num(e.values.eagles)})`;
  },
  'effect-cannot-pay': (e, name) => `${who(e, name)} cannot pay ${num(e.values.amount)} Silver Eagles (has ${num(e.values.eagles)})`,
  'effect-discard': (e, name) => `${who(e, name)} discards ${title(e.values.card)} (from ${String(e.values.from === 'combat' ? 'the combat' : e.values.from === 'vote' ? 'the vote' : `the ${String(e.values.from)}`)})`,
  'effect-cancel': (e) => `${title(e.values.card)} has no effect on this combat`,
  'effect-card-value': (e) => `${title(e.values.card)}'s ${String(e.values.value)} value is now ${num(e.values.to)} (was ${num(e.values.from)})`,
  'effect-no-target': (e) => `${title(e.values.card)}: no ${String(e.values.value)} value to change here`,
  'effect-dice': (e, name) => {
    const faces = Array.isArray(e.values.faces) ? e.values.faces.join(', ') : '';
    return `${who(e, name)} rolls ${Array.isArray(e.values.faces) ? e.values.faces.length : 0} more ${String(e.values.die)} ${Array.isArray(e.values.faces) && e.values.faces.length === 1 ? 'die' : 'dice'}: ${faces}`;
  },
  'effect-reroll': (e, name) => `${who(e, name)} rerolls a ${String(e.values.die)} die: ${num(e.values.from)} becomes ${num(e.values.to)}`,
  'effect-played': (e, name) => `${who(e, name)} plays ${title(e.values.card)} into the ${String(e.values.into)}`,
  'effect-first-player': (e, name) => `${who(e, name)} becomes the first player`,
  'effect-moved': (e, name) => `${who(e, name)} moves ${piece(e.values)}${e.values.from ? ` from ${title(e.values.from)}` : ''} to ${title(e.values.to ?? e.values.location)}`,
  'effect-placed': (e, name) => `${who(e, name)} places ${piece(e.values)} on ${e.values.location === null ? "Booker's location (he is off the board: she joins him there)" : title(e.values.location)}`,
  'effect-place-blocked': (e, name) =>
    `${who(e, name)} cannot place ${piece(e.values)} on ${title(e.values.location)}: ${e.values.reason === 'destroyed' ? 'it is destroyed' : 'a structure already stands there'}`,
  'effect-removed': (e) => `${cap(list(e.values.things))} ${Array.isArray(e.values.things) && e.values.things.length === 1 ? 'is' : 'are'} removed from the game`,
  'effect-destroyed': (e) => `${cap(piece(e.values))}${e.values.location ? ` at ${title(e.values.location)}` : ''} is destroyed`,
  'location-destroyed': (e) => {
    const s = Array.isArray(e.values.structures) ? e.values.structures.length : 0;
    return `${title(e.values.location)} is destroyed${s > 0 ? ` with ${s} structure${s === 1 ? '' : 's'} on it` : ''}`;
  },
  'effect-instead': (e, name) => `If ${who(e, name)} loses at ${title(e.values.location)}, all his commons there are destroyed instead of one unit`,
  'effect-combat': (e) => `Combat is resolved at ${title(e.values.location)}${e.values.factionsFirst ? ', the factions fighting first' : ''}`,
  'effect-combat-skipped': (e) => `No second combat can start at ${title(e.values.location)} while one is being fought`,
  'effect-hand-over': (e, name) => `${title(e.values.piece)} is now controlled by ${name(String(e.values.to))}`,
  'effect-hand-back': (e, name) => `${title(e.values.piece)} goes back to ${name(String(e.values.to))}`,
  'sky-line-no-roll': (e, name) => `${who(e, name)} rides on to ${title(e.values.at)} without rolling`,
};
