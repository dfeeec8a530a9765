/**
 * Builders of Baldur's Gate's card preview (the editor's `preview` hook): a
 * Building card with its type, cost, "When built" and Income; a building
 * type with the benefit it gives its owner; an agenda; a special location
 * with its deals.
 */
import type { Json } from '../../core/index.ts';
import { entriesAt, mapsIn, numberOf, segmentsOf, textOf, type CardPreview } from '../../game/index.ts';

type Fields = Readonly<Record<string, Json>>;

/** Each building type's colour on its cards (reconstructed: the tiles' colours are not in the rules text). */
const TYPE_COLOUR: Record<string, string> = { market: '#b8862b', manor: '#6d4f93', inn: '#a9472a', 'trade-hall': '#3b7a55' };
const reconstructed = (v: Fields) => v.provenance === 'reconstructed';
const isFields = (v: Json | undefined): v is Fields => v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);

/** What using an income costs, in words ("1 supply"; '' when free). */
function costText(cost: Json | undefined): string {
  if (!isFields(cost)) return '';
  return Object.entries(cost)
    .filter(([, n]) => typeof n === 'number' && n > 0)
    .map(([what, n]) => `${String(n)} ${n === 1 ? what.replace(/ies$/, 'y').replace(/s$/, '') : what}`)
    .join(', ');
}

function building(data: Json, card: Fields): CardPreview {
  const typeId = textOf(card, 'type');
  const type = mapsIn(data, 'types').find((t) => textOf(t, 'id') === typeId);
  const income = isFields(card.income) ? card.income : undefined;
  const effects: { label: string; source: string }[] = [];
  if (textOf(card, 'whenBuilt')) effects.push({ label: 'When built', source: textOf(card, 'whenBuilt') });
  if (income && textOf(income, 'effect')) {
    const cost = costText(income.cost);
    effects.push({ label: cost ? `Income (pay ${cost})` : 'Income', source: textOf(income, 'effect') });
  }
  const cost = numberOf(card, 'cost');
  return {
    title: textOf(card, 'name') || '(no name)',
    subtitle: `Building · ${type ? textOf(type, 'name') : typeId || 'no type'}`,
    ...(TYPE_COLOUR[typeId] ? { colour: TYPE_COLOUR[typeId] } : {}),
    values: [{ label: 'cost', value: cost, colour: '#8a6d1c', ...(cost !== null ? { field: 'cost' } : {}) }],
    ...(type && textOf(type, 'benefit') ? { ability: { name: `${textOf(type, 'name')} benefit`, kind: 'to the owner, when joined', text: textOf(type, 'benefit') } } : {}),
    ...(type === undefined ? { note: `No building type "${typeId}".` } : {}),
    effects,
    reconstructed: reconstructed(card),
  };
}

function buildings(data: Json, pointer: string): CardPreview | null {
  const card = entriesAt(data, pointer, ['cards'])?.[0]?.value;
  if (card) return building(data, card);
  const type = entriesAt(data, pointer, ['types'])?.[0]?.value;
  if (!type) return null;
  const id = textOf(type, 'id');
  const cards = mapsIn(data, 'cards').filter((c) => textOf(c, 'type') === id);
  return {
    title: textOf(type, 'name') || '(no name)',
    subtitle: 'Building type',
    ...(TYPE_COLOUR[id] ? { colour: TYPE_COLOUR[id] } : {}),
    chips: [`${textOf(type, 'tiles') || '?'} tiles`, `${cards.length} cards`],
    ability: { name: 'Benefit', kind: 'to the owner, when joined', text: textOf(type, 'benefit') },
    table: { caption: 'Its cards', head: ['card', 'cost'], rows: cards.map((c) => [textOf(c, 'name'), numberOf(c, 'cost') ?? '–']) },
    reconstructed: reconstructed(type),
  };
}

/** The entry of a file that is a list at its top (agendas, special locations) the pointer is in. */
function topEntry(data: Json, pointer: string): Fields | undefined {
  const i = Number(segmentsOf(pointer)[0]);
  const item = Array.isArray(data) && Number.isInteger(i) ? data[i] : undefined;
  return isFields(item) ? item : undefined;
}

export function baldursGatePreview(stem: string, data: Json, pointer: string): CardPreview | null {
  switch (stem) {
    case 'buildings':
      return buildings(data, pointer);
    case 'agendas': {
      const v = topEntry(data, pointer);
      if (!v) return null;
      return { title: textOf(v, 'name'), subtitle: 'Agenda · scored at the end', colour: '#4b5d7a', effects: [{ label: 'Scores', source: textOf(v, 'score') }], reconstructed: reconstructed(v) };
    }
    case 'special-locations': {
      const v = topEntry(data, pointer);
      if (!v) return null;
      return {
        title: textOf(v, 'name'),
        subtitle: `Special location · ${textOf(v, 'district')}`,
        colour: '#5b6b4a',
        table: { caption: 'Deals', head: ['cost', 'deal'], rows: mapsIn(v, 'deals').map((d) => [numberOf(d, 'cost') ?? 0, textOf(d, 'text')]) },
        reconstructed: reconstructed(v),
      };
    }
    default:
      return null;
  }
}
