/**
 * Which card the cursor is in, as a player would see it. For an action card
 * that means joining the deck entry (values, count) with its card type
 * (ability), which live in different parts of action-cards.yaml. Pure: YAML
 * text and a cursor offset in, a preview model out.
 */
import { isMap, isSeq, parseDocument } from 'yaml';
import type { Node as YamlNode, YAMLMap } from 'yaml';

export interface AbilityView {
  name: string;
  kind: string;
  locked: boolean;
  text: string;
  effect: string;
}

export interface ActionCardView {
  kind: 'action-card';
  name: string;
  /** Faction(s) whose decks hold the card. */
  faction: string;
  /** The deck's colour, when the cursor is on a deck entry. */
  deck?: string;
  count?: number;
  /** Printed values; absent on a card type entry that no deck uses yet. */
  combat?: number;
  influence?: number;
  eagles?: number;
  ability?: AbilityView;
  /** Every deck entry of this type, for a card type entry: "blue ×3 3/2/1". */
  printings: { deck: string; count: number; combat: number; influence: number; eagles: number }[];
  reconstructed: boolean;
}

export interface TextCardView {
  kind: 'world-event' | 'leader' | 'victory-card' | 'timeline-step';
  name: string;
  subtitle: string;
  text: string;
  effect: string;
  badges: string[];
  reconstructed: boolean;
}

export type CardView = ActionCardView | TextCardView;

type Json = Record<string, unknown>;

function contains(node: YamlNode | undefined | null, offset: number): boolean {
  const r = node?.range;
  return !!r && offset >= r[0] && offset <= r[2];
}

function mapItems(seq: unknown): YAMLMap[] {
  return isSeq(seq) ? (seq.items.filter((n) => isMap(n)) as YAMLMap[]) : [];
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

function abilityOf(type: Json | undefined): AbilityView | undefined {
  const a = type?.ability;
  if (!a || typeof a !== 'object') return undefined;
  const ab = a as Json;
  return { name: text(ab.name), kind: text(ab.kind), locked: ab.locked === true, text: text(ab.text).trim(), effect: text(ab.effect).trim() };
}

function actionCardAt(root: YAMLMap, offset: number): ActionCardView | undefined {
  const types = mapItems(root.get('cardTypes', true));
  const decks = mapItems(root.get('decks', true));
  const typeByName = new Map<string, Json>();
  for (const t of types) {
    const v = t.toJSON() as Json;
    if (typeof v.name === 'string') typeByName.set(v.name.toLowerCase(), v);
  }
  const printingsOf = (name: string) => {
    const out: ActionCardView['printings'] = [];
    for (const d of decks) {
      const deck = d.toJSON() as Json;
      for (const c of Array.isArray(deck.cards) ? (deck.cards as Json[]) : []) {
        if (typeof c.type === 'string' && c.type.toLowerCase() === name.toLowerCase()) {
          out.push({ deck: text(deck.colour), count: num(c.count) ?? 1, combat: num(c.combat) ?? 0, influence: num(c.influence) ?? 0, eagles: num(c.eagles) ?? 0 });
        }
      }
    }
    return out;
  };

  for (const d of decks) {
    if (!contains(d, offset)) continue;
    const deck = d.toJSON() as Json;
    for (const c of mapItems(d.get('cards', true))) {
      if (!contains(c, offset)) continue;
      const card = c.toJSON() as Json;
      const name = text(card.type);
      const type = typeByName.get(name.toLowerCase());
      const view: ActionCardView = {
        kind: 'action-card',
        name,
        faction: text(deck.faction),
        deck: text(deck.colour),
        printings: printingsOf(name),
        reconstructed: card.provenance === 'reconstructed' || type?.provenance === 'reconstructed',
      };
      const count = num(card.count);
      if (count !== undefined) view.count = count;
      const combat = num(card.combat);
      if (combat !== undefined) view.combat = combat;
      const influence = num(card.influence);
      if (influence !== undefined) view.influence = influence;
      const eagles = num(card.eagles);
      if (eagles !== undefined) view.eagles = eagles;
      const ability = abilityOf(type);
      if (ability) view.ability = ability;
      return view;
    }
  }
  for (const t of types) {
    if (!contains(t, offset)) continue;
    const type = t.toJSON() as Json;
    const name = text(type.name);
    const printings = printingsOf(name);
    const view: ActionCardView = {
      kind: 'action-card',
      name,
      faction: Array.isArray(type.factions) ? type.factions.map(String).join(' / ') : '',
      printings,
      reconstructed: type.provenance === 'reconstructed',
    };
    const first = printings[0];
    if (first) {
      view.combat = first.combat;
      view.influence = first.influence;
      view.eagles = first.eagles;
      view.deck = first.deck;
    }
    const ability = abilityOf(type);
    if (ability) view.ability = ability;
    return view;
  }
  return undefined;
}

function entryAt(root: YAMLMap, key: string, offset: number): Json | undefined {
  for (const item of mapItems(root.get(key, true))) {
    if (contains(item, offset)) return item.toJSON() as Json;
  }
  return undefined;
}

function textCard(kind: TextCardView['kind'], v: Json, name: string, subtitle: string, effectKey: string, badges: string[]): TextCardView {
  return {
    kind,
    name,
    subtitle,
    text: text(v.text).trim(),
    effect: text(v[effectKey]).trim(),
    badges,
    reconstructed: v.provenance === 'reconstructed',
  };
}

/** The card under the cursor in a content file, or undefined when the cursor is not on a card. */
export function cardAt(path: string, source: string, offset: number): CardView | undefined {
  const stem = path.split('/').pop()!.replace(/\.ya?ml$/i, '');
  const doc = parseDocument(source, { prettyErrors: false });
  const root = doc.contents;
  if (!isMap(root)) return undefined;
  switch (stem) {
    case 'action-cards':
      return actionCardAt(root, offset);
    case 'world-events': {
      const v = entryAt(root, 'events', offset);
      if (!v) return undefined;
      const vote = (v.vote ?? {}) as Json;
      const badges = [`Founders ${text(vote.founders)}`, `Vox Populi ${text(vote.voxPopuli)}`];
      if (v.aggressive === true) badges.push('aggressive Booker');
      if (v.elizabeth === true) badges.push('Elizabeth');
      return textCard('world-event', v, text(v.name), v.booker ? `World event · Booker → ${text(v.booker)}` : 'World event', 'effect', badges);
    }
    case 'leaders': {
      const v = entryAt(root, 'leaders', offset);
      if (!v) return undefined;
      return textCard('leader', v, text(v.name), `${text(v.faction)} leader · ${text(v.abilityName)}`, 'ability', []);
    }
    case 'victory-cards': {
      const v = entryAt(root, 'cards', offset);
      if (!v) return undefined;
      return textCard('victory-card', v, text(v.name), `Victory card · ${text(v.scope)}`, 'condition', [`${text(v.points)} VP`]);
    }
    case 'timelines': {
      for (const t of mapItems(root.get('timelines', true))) {
        if (!contains(t, offset)) continue;
        const timeline = t.toJSON() as Json;
        const steps = mapItems(t.get('steps', true));
        const i = steps.findIndex((s) => contains(s, offset));
        if (i === -1) return undefined;
        const v = steps[i]!.toJSON() as Json;
        return textCard('timeline-step', v, `Step ${i + 1}`, `Elizabeth timeline ${text(timeline.number)}: ${text(timeline.name)}`, 'effect', []);
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
