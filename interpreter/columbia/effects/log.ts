/**
 * Sentences for the log kinds the effect handlers write. Entries hold ids;
 * names come from the Ruleset (the Namer of ../log.ts: "Fink MFG", "Soldier's
 * Field", a card by its name "Handyman") when the GameDef was built with one;
 * without one, ids are title-cased.
 */
import type { Ruleset } from '../content/types.ts';
import type { JsonObject, LogEntry, LogRenderer, PlayerId } from '../../core/index.ts';
import { rulesIndex } from '../rules-index.ts';
import { makeNamer } from '../log.ts';

type Json = JsonObject[string];

function who(e: LogEntry, name: (p: PlayerId) => string): string {
  return e.actors.length > 0 ? e.actors.map(name).join(' and ') : 'The game';
}

function num(v: Json | undefined): number {
  return typeof v === 'number' ? v : 0;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The effect sentences, with names from `rules` when given. */
export function makeRender(rules: Ruleset | null): Record<string, LogRenderer> {
  const n = makeNamer(rules);

  /** A piece as words: "a common unit", "a stronghold", a figure by its name ("Songbird"). */
  const piece = (v: JsonObject): string => {
    const p = v.piece;
    if (p === 'common') return 'a common unit';
    if (p === 'elizabeth') return 'Elizabeth';
    if (p === 'booker') return 'Booker';
    if (p === 'stronghold' || p === 'turret') return `a ${p}`;
    if (p === 'alarm') return 'an alarm';
    return n.of(p);
  };

  /** The effect behind a source id: a card type's ability by its name ("Flak Barrage"), a timeline step, else the component's name. */
  const effectName = (src: Json | undefined): string => {
    if (typeof src !== 'string' || !src.includes(':')) return 'The effect';
    const [kind, id] = [src.slice(0, src.indexOf(':')), src.slice(src.indexOf(':') + 1)];
    if (kind === 'card' && rules) return rulesIndex(rules).cardType[id]?.ability.name ?? n.of(id);
    if (kind === 'timeline' && rules) {
      const t = rules.timelines.find((x) => x.steps.some((s) => s.id === id));
      const step = t?.steps.find((s) => s.id === id);
      if (t && step) return `Step ${step.step} of ${t.name}`;
    }
    return n.of(id);
  };

  const die = (v: Json | undefined): string => n.of(v).toLowerCase();

  return {
    'effect-eagles': (e, name) => {
      const c = num(e.values.change);
      return `${who(e, name)} ${c >= 0 ? 'gains' : 'loses'} ${Math.abs(c)} Silver Eagle${Math.abs(c) === 1 ? '' : 's'} (now ${num(e.values.eagles)})`;
    },
    'effect-cannot-pay': (e, name) => `${who(e, name)} cannot pay ${num(e.values.amount)} Silver Eagles (has ${num(e.values.eagles)})`,
    'effect-discard': (e, name) =>
      `${who(e, name)} discards ${n.of(e.values.card)} (from ${String(e.values.from === 'combat' ? 'the combat' : e.values.from === 'vote' ? 'the vote' : `the ${String(e.values.from)}`)})`,
    'effect-cancel': (e) => `${n.of(e.values.card)} has no effect on this combat`,
    'effect-card-value': (e) => `${n.of(e.values.card)}'s ${String(e.values.value)} value is now ${num(e.values.to)} (was ${num(e.values.from)})`,
    'effect-no-target': (e) => `${n.of(e.values.card)}: no ${String(e.values.value)} value to change here`,
    'effect-found-nothing': (e, name) =>
      `${effectName(e.values.src)} finds no target: nothing ${e.actors.length > 0 ? `for ${who(e, name)} ` : ''}to ${String(e.values.verb)}`,
    'effect-dice': (e, name) => {
      const faces = Array.isArray(e.values.faces) ? e.values.faces : [];
      return `${who(e, name)} rolls ${faces.length} more ${die(e.values.die)} ${faces.length === 1 ? 'die' : 'dice'}: ${faces.join(', ')}`;
    },
    'effect-reroll': (e, name) => `${who(e, name)} rerolls a ${die(e.values.die)} die: ${num(e.values.from)} becomes ${num(e.values.to)}`,
    'effect-played': (e, name) => `${who(e, name)} plays ${n.of(e.values.card)} into the ${String(e.values.into)}`,
    'effect-first-player': (e, name) => `${who(e, name)} becomes the first player`,
    'effect-moved': (e, name) =>
      `${who(e, name)} moves ${piece(e.values)}${e.values.from ? ` from ${n.of(e.values.from)}` : ''} to ${n.of(e.values.to ?? e.values.location)}`,
    'effect-placed': (e, name) =>
      `${who(e, name)} places ${piece(e.values)} on ${e.values.location === null ? "Booker's location (he is off the board: she joins him there)" : n.of(e.values.location)}`,
    'effect-place-blocked': (e, name) =>
      `${who(e, name)} cannot place ${piece(e.values)} on ${n.of(e.values.location)}: ${e.values.reason === 'destroyed' ? 'it is destroyed' : 'a structure already stands there'}`,
    'effect-removed': (e, name) => {
      const things = Array.isArray(e.values.things) ? e.values.things : [];
      // What was taken unseen is only counted (RULINGS "Removed world events stay unseen", "Removed action and victory cards").
      const unseen = num(e.values.unseenWorldEvents);
      const byOwner = e.values.unseenCards;
      const cards = typeof byOwner === 'object' && byOwner !== null && !Array.isArray(byOwner) ? Object.entries(byOwner).map(([p, k]) => [p, num(k)] as const) : [];
      const victory = num(e.values.unseenVictoryCards);
      const hidden = [
        ...(unseen > 0 ? [`${unseen === 1 ? 'the top world event' : `the top ${unseen} world events`} (unseen)`] : []),
        ...cards.map(([p, k]) => `${k === 1 ? 'an action card' : `${k} action cards`} of ${name(p)} (unseen)`),
        ...(victory > 0 ? [`${victory === 1 ? 'a victory card' : `${victory} victory cards`} from the victory deck (unseen)`] : []),
      ];
      const all = [...(things.length > 0 ? [n.list(things)] : []), ...hidden];
      const count = things.length + unseen + cards.reduce((a, [, k]) => a + k, 0) + victory;
      return `${cap(all.length > 0 ? all.join(' and ') : 'nothing')} ${count <= 1 ? 'is' : 'are'} removed from the game`;
    },
    'effect-removed-own': (e, name) => {
      const cards = Array.isArray(e.values.cards) ? e.values.cards : [];
      return `${n.list(cards)}, played face down by ${who(e, name)}, ${cards.length === 1 ? 'is' : 'are'} removed from the game`;
    },
    'effect-destroyed': (e) => `${cap(piece(e.values))}${e.values.location ? ` at ${n.of(e.values.location)}` : ''} is destroyed`,
    'location-destroyed': (e) => {
      const s = Array.isArray(e.values.structures) ? e.values.structures.length : 0;
      return `${n.of(e.values.location)} is destroyed${s > 0 ? ` with ${s} structure${s === 1 ? '' : 's'} on it` : ''}`;
    },
    'effect-instead': (e, name) => `If ${who(e, name)} loses at ${n.of(e.values.location)}, all his commons there are destroyed instead of one unit`,
    'effect-combat': (e) => `Combat is resolved at ${n.of(e.values.location)}${e.values.factionsFirst ? ', the factions fighting first' : ''}`,
    'effect-combat-skipped': (e) => `No second combat can start at ${n.of(e.values.location)} while one is being fought`,
    'effect-hand-over': (e, name) => `${cap(piece(e.values))} is now controlled by ${name(String(e.values.to))}`,
    'effect-hand-back': (e, name) => `${cap(piece(e.values))} goes back to ${name(String(e.values.to))}`,
    'sky-line-no-roll': (e, name) => `${who(e, name)} rides on to ${n.of(e.values.at)} without rolling`,
  };
}

/** The sentences without a Ruleset (ids title-cased). */
export const render: Record<string, LogRenderer> = makeRender(null);
