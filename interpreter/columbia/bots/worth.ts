/**
 * What cards, events and units are worth to the heuristic bot: a card's
 * values now (its upgrades counted), what an event passing is worth to my
 * faction and which way my influence pushes it, a unit's combat die.
 */
import type { VoteType, WorldEvent } from '../content/types.ts';
import { cardRow, cardSheet, sheetValue } from '../upgrades.ts';
import { voteTypeFor } from '../world-event.ts';
import { shelf } from '../../core/index.ts';
import type { BoardView } from './board-view.ts';
import type { UnitPiece } from '../state.ts';

/** A card's values now (its upgrades counted). */
export interface CardValues {
  combat: number;
  influence: number;
  eagles: number;
}

export function values(view: BoardView, card: string): CardValues {
  const g = view.g;
  // The card's row and its sheet looked up once for its three values (`cardValue` looks them up at each).
  const row = cardRow(view.rules, card);
  const sheet = cardSheet(g, row);
  return { combat: sheetValue(row, sheet, 'combat'), influence: sheetValue(row, sheet, 'influence'), eagles: sheetValue(row, sheet, 'eagles') };
}

function voteTypeOf(ev: WorldEvent, faction: string): VoteType {
  return voteTypeFor(ev, faction);
}

/**
 * How much the event passing is worth to my faction (> 0: I want it to pass).
 * The vote symbols say who the event is for; a named location destroyed or
 * stripped counts against whoever holds it; "the first player" favours the
 * first player.
 */
export function eventValue(view: BoardView, ev: WorldEvent): number {
  // A vote's decision asks it twice (whether my influence favours it, then how much to play).
  const kept = view.reading(EVENT_VALUES) ?? view.keepReading(EVENT_VALUES, new Map());
  let v = kept.get(ev);
  if (v === undefined) kept.set(ev, (v = valueOfEvent(view, ev)));
  return v;
}

/** A decision's `eventValue` by event. */
const EVENT_VALUES = shelf<Map<WorldEvent, number>>('heuristic event values');

function valueOfEvent(view: BoardView, ev: WorldEvent): number {
  const mine = voteTypeOf(ev, view.faction);
  const theirs = voteTypeOf(ev, view.enemyFaction());
  let v = mine === '+' ? 1 : mine === '-' ? -1 : 0;
  if (mine === '?' && theirs !== '?') v = theirs === '+' ? -0.5 : 0.5;
  const reading = textReading(view, ev);
  for (const loc of reading.destroys) {
    const c = view.location(loc).controller;
    if (c === view.faction) v -= 2;
    else if (c !== null) v += 1;
  }
  if (reading.firstPlayer) v += view.g.firstPlayer === view.player ? 0.75 : -0.25;
  return v;
}

/** What the bot reads in an event's text: the locations a "destroy" names (their ids, in the text's order), and whether it names the first player. */
interface TextReading {
  destroys: readonly string[];
  firstPlayer: boolean;
}

/** Each event's text reading, kept in the engine's memo (the text never changes; the bot asks at every vote). */
const TEXT_READINGS = shelf<TextReading>('heuristic bot: event text readings');

function textReading(view: BoardView, ev: WorldEvent): TextReading {
  const kept = view.memo.getFor(TEXT_READINGS, ev);
  if (kept !== undefined) return kept;
  const text = ev.effect;
  const destroys: string[] = [];
  if (/\bdestroy\b/.test(text)) {
    for (const m of text.matchAll(/"([^"]+)"/g)) {
      const loc = view.rules.board.locations.find((l) => l.name.toLowerCase() === m[1]!.toLowerCase());
      if (loc !== undefined) destroys.push(loc.id);
    }
  }
  return view.memo.setFor(TEXT_READINGS, ev, { destroys, firstPlayer: /\bthe first player\b/.test(text) });
}

/** Whether my influence counts for (+1) or against (-1) passing, or I may choose (0). */
export function mySign(view: BoardView, ev: WorldEvent): number {
  const t = voteTypeOf(ev, view.faction);
  return t === '+' ? 1 : t === '-' ? -1 : 0;
}

/** The event of the vote in progress (undefined: no vote, or an id the Ruleset does not have). */
export function voteEvent(view: BoardView): WorldEvent | undefined {
  const vote = view.g.vote;
  return vote ? view.ix.worldEvent[vote.eventId] : undefined;
}

/** Whether my influence in this vote pushes toward the outcome my faction wants. */
export function voteFavours(view: BoardView): boolean {
  const ev = voteEvent(view);
  if (!ev) return false;
  const value = eventValue(view, ev);
  const sign = mySign(view, ev);
  return value === 0 ? false : sign === 0 || Math.sign(value) === sign;
}

/** The combat die of a unit on the board (undefined: no unit, or a kind without one). */
export function unitDieId(view: BoardView, unitId: string | null): string | undefined {
  if (unitId === null) return undefined;
  const u = view.g.units[unitId];
  return u ? pieceDieId(view, u) : undefined;
}

/** `unitDieId` of a unit at hand. */
export function pieceDieId(view: BoardView, u: UnitPiece | undefined): string | undefined {
  return u === undefined ? undefined : view.ix.unitKind[u.kind]?.combatDieId || undefined;
}

export function unitDie(view: BoardView, unitId: string | null): string[] {
  const die = unitDieId(view, unitId);
  return die === undefined ? [] : [die];
}

export function dieMean(view: BoardView, dieId: string | undefined): number {
  return view.dieMean(dieId);
}
