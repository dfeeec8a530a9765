/**
 * Columbia's card preview (the editor's `preview` hook): an action card
 * joins its deck row (values, count) with its card type (ability), which
 * live in different parts of action-cards.yaml; a world event with its votes
 * and Booker; a leader; a victory card; a timeline step.
 */
import type { Json } from '../../core/index.ts';
import { entriesAt, mapsIn, numberOf, textOf, type CardPreview, type PreviewValue } from '../../game/index.ts';

type Fields = Readonly<Record<string, Json>>;

const FACTION_COLOUR: Record<string, string> = { Founders: '#1f5fa8', 'Vox Populi': '#a8322d' };
const VALUE_COLOUR = { combat: '#b23a2e', influence: '#3c5fa8', eagles: '#8c7a2b' } as const;
const reconstructed = (...vs: (Fields | undefined)[]) => vs.some((v) => v?.provenance === 'reconstructed');

function ability(type: Fields | undefined): CardPreview['ability'] {
  const a = type?.ability;
  if (a === null || typeof a !== 'object' || Array.isArray(a) || a === undefined) return undefined;
  return { name: textOf(a, 'name'), kind: textOf(a, 'kind') === 'discard' ? 'Discard effect' : 'Combat effect', locked: a.locked === true, text: textOf(a, 'text') };
}

function effectsOf(type: Fields | undefined): CardPreview['effects'] {
  const a = type?.ability;
  const source = a !== null && typeof a === 'object' && !Array.isArray(a) && a !== undefined ? textOf(a, 'effect') : '';
  return source ? [{ label: 'Effect', source }] : [];
}

function actionCard(data: Json, pointer: string): CardPreview | null {
  const types = mapsIn(data, 'cardTypes');
  const typeNamed = (name: string) => types.find((t) => textOf(t, 'name').toLowerCase() === name.toLowerCase());
  const printings = (name: string) =>
    mapsIn(data, 'decks').flatMap((deck) =>
      mapsIn(deck, 'cards')
        .filter((c) => textOf(c, 'type').toLowerCase() === name.toLowerCase())
        .map((c) => [textOf(deck, 'colour'), numberOf(c, 'count') ?? 1, numberOf(c, 'combat') ?? 0, numberOf(c, 'influence') ?? 0, numberOf(c, 'eagles') ?? 0]),
    );
  const table = (name: string): CardPreview['table'] => ({ caption: 'In the decks', head: ['deck', '×', 'combat', 'influence', 'eagles'], rows: printings(name) });
  const row = entriesAt(data, pointer, ['decks', 'cards']);
  if (row !== undefined) {
    const [deck, card] = [row[0]!.value, row[1]!.value];
    const name = textOf(card, 'type');
    const type = typeNamed(name);
    const faction = textOf(deck, 'faction');
    // The deck row's own numbers: each is a field a designer can try other values for.
    const value = (label: keyof typeof VALUE_COLOUR): PreviewValue => ({ label, value: numberOf(card, label), colour: VALUE_COLOUR[label], ...(numberOf(card, label) !== null ? { field: label } : {}) });
    const count = numberOf(card, 'count');
    return {
      title: name || '(no name)',
      subtitle: `Action card · ${faction || 'no faction'}`,
      ...(FACTION_COLOUR[faction] ? { colour: FACTION_COLOUR[faction] } : {}),
      chips: [textOf(deck, 'colour'), ...(count !== null ? [`×${count}`] : [])].filter((c) => c !== ''),
      values: [value('combat'), value('influence'), value('eagles')],
      ...(ability(type) ? { ability: ability(type) } : { note: `No card type named “${name}”.` }),
      effects: effectsOf(type),
      table: table(name),
      reconstructed: reconstructed(card, type),
    };
  }
  const typeAt = entriesAt(data, pointer, ['cardTypes']);
  if (typeAt === undefined) return null;
  const type = typeAt[0]!.value;
  const name = textOf(type, 'name');
  const factions = Array.isArray(type.factions) ? type.factions.map(String) : [];
  const first = printings(name)[0];
  const printed = (i: number, label: keyof typeof VALUE_COLOUR): PreviewValue => ({ label, value: first ? (first[i] as number) : null, colour: VALUE_COLOUR[label] });
  return {
    title: name || '(no name)',
    subtitle: `Action card · ${factions.join(' / ') || 'no faction'}`,
    ...(factions.length === 1 && FACTION_COLOUR[factions[0]!] ? { colour: FACTION_COLOUR[factions[0]!] } : {}),
    chips: first ? [String(first[0])] : [],
    values: [printed(2, 'combat'), printed(3, 'influence'), printed(4, 'eagles')],
    ...(ability(type) ? { ability: ability(type) } : {}),
    effects: effectsOf(type),
    table: table(name),
    reconstructed: reconstructed(type),
  };
}

/** A card of words: a name, what it is, chips, its text and its effect. */
function wordsCard(v: Fields, title: string, subtitle: string, colour: string, effectKey: string, chips: string[]): CardPreview {
  const effect = textOf(v, effectKey);
  return { title, subtitle, colour, chips, text: textOf(v, 'text'), effects: effect ? [{ label: 'Effect', source: effect }] : [], reconstructed: reconstructed(v) };
}

export function columbiaPreview(stem: string, data: Json, pointer: string): CardPreview | null {
  switch (stem) {
    case 'action-cards':
      return actionCard(data, pointer);
    case 'world-events': {
      const v = entriesAt(data, pointer, ['events'])?.[0]?.value;
      if (!v) return null;
      const vote = (v.vote !== null && typeof v.vote === 'object' && !Array.isArray(v.vote) ? v.vote : {}) as Fields;
      const chips = [`Founders ${textOf(vote, 'founders')}`, `Vox Populi ${textOf(vote, 'voxPopuli')}`];
      if (v.aggressive === true) chips.push('aggressive Booker');
      if (v.elizabeth === true) chips.push('Elizabeth');
      const booker = textOf(v, 'booker');
      return wordsCard(v, textOf(v, 'name'), booker ? `World event · Booker → ${booker}` : 'World event', '#5a4a7a', 'effect', chips);
    }
    case 'leaders': {
      const v = entriesAt(data, pointer, ['leaders'])?.[0]?.value;
      if (!v) return null;
      const faction = textOf(v, 'faction');
      return wordsCard(v, textOf(v, 'name'), `${faction} leader · ${textOf(v, 'abilityName')}`, FACTION_COLOUR[faction] ?? '#5d6678', 'ability', []);
    }
    case 'victory-cards': {
      const v = entriesAt(data, pointer, ['cards'])?.[0]?.value;
      if (!v) return null;
      return wordsCard(v, textOf(v, 'name'), `Victory card · ${textOf(v, 'scope')}`, '#8c6d1f', 'condition', [`${textOf(v, 'points')} VP`]);
    }
    case 'timelines': {
      const at = entriesAt(data, pointer, ['timelines', 'steps']);
      if (!at) return null;
      const [timeline, step] = [at[0]!.value, at[1]!];
      return wordsCard(step.value, `Step ${step.index + 1}`, `Elizabeth timeline ${textOf(timeline, 'number')}: ${textOf(timeline, 'name')}`, '#2f6f6a', 'effect', []);
    }
    default:
      return null;
  }
}
