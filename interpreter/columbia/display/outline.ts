/**
 * Columbia's content tree (the editor's `outline` hook): decks and their
 * cards by card type, card types, world events, victory cards, leaders by
 * faction, timelines and their steps, the board, the pieces; each entry in
 * the words a designer reads the game in, pointing at its place in the file.
 */
import type { Json } from '../../core/index.ts';
import { entry, field, itemsAt, listUnder, type OutlineNode } from '../../game/index.ts';

type Fields = Readonly<Record<string, Json>>;

const copies = (v: Fields) => (typeof v.count === 'number' ? v.count : 1);
const values = (v: Fields) => `${field(v, 'combat') ?? '?'}/${field(v, 'influence') ?? '?'}/${field(v, 'eagles') ?? '?'}`;
const present = (...parts: (string | undefined | false)[]) => parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' · ');

/** Each deck with its entries grouped by card type: a designer thinks "the blue deck's Shotgunners". */
function actionCards(data: Json): OutlineNode[] {
  const out: OutlineNode[] = [];
  const decks = itemsAt(data, 'decks').map((deck) => {
    const byType = new Map<string, ReturnType<typeof itemsAt>>();
    for (const card of itemsAt(deck.value, 'cards', deck.pointer)) {
      const type = field(card.value, 'type') ?? '(no type)';
      byType.set(type, [...(byType.get(type) ?? []), card]);
    }
    let total = 0;
    const types = [...byType].map(([type, cards]): OutlineNode => {
      const count = cards.reduce((n, c) => n + copies(c.value), 0);
      total += count;
      const rows = cards.map((c) => entry(c, `${type} ×${field(c.value, 'count') ?? '1'}`, values(c.value)));
      return rows.length === 1 ? rows[0]! : { label: type, detail: `×${count}`, pointer: cards[0]!.pointer, group: true, children: rows };
    });
    return entry(deck, `${field(deck.value, 'colour') ?? `deck ${deck.index + 1}`} deck`, `${field(deck.value, 'faction') ?? ''} · ${total} cards`, types);
  });
  if (decks.length > 0) out.push({ label: 'Decks', detail: String(decks.length), pointer: '/decks', group: true, children: decks });
  const types = listUnder(data, 'cardTypes', 'Card types', (v) => field(v, 'name') ?? '(unnamed)', (v) => {
    const ability = (v.ability ?? {}) as Fields;
    return present(field(ability, 'name'), ability.locked === true && 'locked');
  });
  if (types) out.push(types);
  return out;
}

function board(data: Json): OutlineNode[] {
  return [
    listUnder(data, 'territories', 'Territories', (v) => `${field(v, 'letter') ?? '?'} · ${field(v, 'name') ?? ''}`, (v) => `${field(v, 'victoryPoints') ?? '?'} VP`),
    listUnder(data, 'locations', 'Locations', (v) => `${field(v, 'number') ?? '?'}. ${field(v, 'name') ?? ''}`, (v) => `territory ${field(v, 'territory') ?? '?'}`),
    listUnder(data, 'skyLines', 'Sky-Lines', (v) => field(v, 'name') ?? '(unnamed)', (v) => (Array.isArray(v.spaces) ? `${v.spaces.length} spaces` : undefined)),
    listUnder(data, 'adjacency', 'Adjacency', (v) => (Array.isArray(v.between) ? v.between.map(String).join(' — ') : '(pair)')),
  ].filter((n): n is OutlineNode => n !== null);
}

function pieces(data: Json): OutlineNode[] {
  return [
    listUnder(data, 'unitKinds', 'Unit kinds', (v) => field(v, 'kind') ?? '?', (v) => `$${field(v, 'cost') ?? '?'} · ${field(v, 'combatDie') ?? '?'} die`),
    listUnder(data, 'figures', 'Figures', (v) => field(v, 'name') ?? '?', (v) => present(field(v, 'kind'), field(v, 'factions'))),
    listUnder(data, 'structures', 'Structures', (v) => field(v, 'name') ?? '?', (v) => `$${field(v, 'cost') ?? '?'}`),
    listUnder(data, 'colourSets', 'Colour sets', (v) => field(v, 'colour') ?? '?', (v) => field(v, 'faction')),
  ].filter((n): n is OutlineNode => n !== null);
}

/** Leaders under their faction. */
function leaders(data: Json): OutlineNode[] {
  const byFaction = new Map<string, OutlineNode[]>();
  const first = new Map<string, string>();
  for (const leader of itemsAt(data, 'leaders')) {
    const faction = field(leader.value, 'faction') ?? '(no faction)';
    if (!first.has(faction)) first.set(faction, leader.pointer);
    byFaction.set(faction, [...(byFaction.get(faction) ?? []), entry(leader, field(leader.value, 'name') ?? '?', field(leader.value, 'abilityName'))]);
  }
  return [...byFaction].map(([faction, children]) => ({ label: faction, detail: String(children.length), pointer: first.get(faction)!, group: true, children }));
}

function timelines(data: Json): OutlineNode[] {
  return itemsAt(data, 'timelines').map((t) => {
    const steps = itemsAt(t.value, 'steps', t.pointer).map((s) => entry(s, `Step ${s.index + 1}`, (field(s.value, 'text') ?? '').slice(0, 60)));
    return entry(t, `Timeline ${field(t.value, 'number') ?? t.index + 1}: ${field(t.value, 'name') ?? ''}`, undefined, steps);
  });
}

/** The entries of the list under `key`, without a heading (the file is the heading). */
const flat = (data: Json, key: string, label: (v: Fields) => string, detail?: (v: Fields) => string | undefined) =>
  listUnder(data, key, key, label, detail)?.children ?? [];

export function columbiaOutline(stem: string, data: Json): OutlineNode[] | null {
  switch (stem) {
    case 'action-cards':
      return actionCards(data);
    case 'world-events':
      return flat(data, 'events', (v) => field(v, 'name') ?? '?', (v) => present(v.aggressive === true && 'aggressive', field(v, 'booker') !== undefined && `Booker → ${field(v, 'booker')}`));
    case 'victory-cards':
      return flat(data, 'cards', (v) => field(v, 'name') ?? '?', (v) => `${field(v, 'points') ?? '?'} VP`);
    case 'leaders':
      return leaders(data);
    case 'timelines':
      return timelines(data);
    case 'board':
      return board(data);
    case 'pieces':
      return pieces(data);
    case 'dice':
      return flat(data, 'dice', (v) => field(v, 'name') ?? '?', (v) => (Array.isArray(v.faces) ? v.faces.join(' ') : undefined));
    case 'territory-tokens':
      return flat(data, 'tokens', (v) => `combat ${field(v, 'combat') ?? '?'} · $${field(v, 'eagles') ?? '?'}`, (v) => `×${field(v, 'count') ?? '1'}`);
    case 'setup':
      return flat(data, 'setups', (v) => field(v, 'name') ?? '?', (v) => `${field(v, 'players') ?? '?'} players`);
    case 'pack': {
      const factions = listUnder(data, 'factions', 'Factions', (v) => field(v, 'name') ?? '?', (v) => field(v, 'colours'));
      return factions ? [factions] : [];
    }
    default:
      return null;
  }
}
