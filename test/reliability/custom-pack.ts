/**
 * A designer's variant of the bundled pack, made the way a designer makes
 * one: by editing YAML text (here, in memory), never code. This one keeps
 * the printed counts (3 timelines of 6 steps, 15 world events, 4 leaders a
 * faction, 30 cards a deck), so a new component takes the place of an old
 * one: a new timeline no. 4 instead of no. 3, a new world event instead of
 * Raffle Day, a new Founder leader instead of Rosalind Lutece, and a new card
 * type in the blue deck instead of two Flak Men. (A variant that adds
 * components, with warnings only: test/variants/.)
 */
import { loadGamePack as loadPack } from '../../interpreter/games/index.ts';
import type { LoadResult } from '../../interpreter/content/index.ts';
import type { PackEffects } from '../../interpreter/content/index.ts';
import type { Ruleset } from '../../interpreter/columbia/index.ts';
import { createColumbiaEngine, type ColumbiaEngine } from '../../interpreter/columbia/index.ts';
import { packFiles } from '../content/helpers.ts';

export { packFiles };

/**
 * Replaces the YAML list item that starts with `first` (e.g. `  - name: Raffle Day`)
 * up to the next item at the same indentation (or the end of the list) by `item`.
 */
export function replaceItem(text: string, first: string, item: string): string {
  const start = text.indexOf(first);
  if (start < 0) throw new Error(`no item "${first}" in the file`);
  const indent = first.slice(0, first.indexOf('-'));
  const rest = text.slice(start + first.length);
  const next = rest.search(new RegExp(`\\n${indent}- |\\n(?! |\\n|$)`));
  const end = next < 0 ? text.length : start + first.length + next + 1;
  return text.slice(0, start) + item.replace(/\n*$/, '\n') + (next < 0 ? '' : '\n') + text.slice(end);
}

/** Appends `item` to the YAML list under `key:` (a top-level key), keeping what follows it. */
export function addItem(text: string, key: string, item: string): string {
  const at = text.indexOf(`\n${key}:\n`);
  if (at < 0) throw new Error(`no list "${key}" in the file`);
  const after = text.slice(at + key.length + 3);
  const end = after.search(/\n(?! |\n|$)/);
  const cut = end < 0 ? text.length : at + key.length + 3 + end + 1;
  return text.slice(0, cut).replace(/\n*$/, '\n\n') + item.replace(/\n*$/, '\n') + (end < 0 ? '' : '\n') + text.slice(cut);
}

/** Replaces exactly one occurrence of `from` (it must be there once). */
export function replaceOnce(text: string, from: string, to: string): string {
  const i = text.indexOf(from);
  if (i < 0 || text.indexOf(from, i + 1) >= 0) throw new Error(`"${from}" is not in the text exactly once`);
  return text.slice(0, i) + to + text.slice(i + from.length);
}

// ---------------------------------------------------------------------------
// The variant's new components, as a designer would write them
// ---------------------------------------------------------------------------

export const NEW = {
  timeline: 'timeline-4',
  timelineFirstStep: 'timeline-4-step-1',
  event: 'lottery-night',
  cardType: 'tinkerer',
  leader: 'harriet-moss',
} as const;

const TIMELINE = `  - number: 4
    name: The Siren's Song
    start: The Elizabeth marker starts the game here.
    provenance: reconstructed
    steps:
      - text: Elizabeth opens a tear onto a mint. Each player gains 2 Silver Eagles.
        effect: "each player gains 2 eagles"
        provenance: reconstructed
      - text: Elizabeth finds the city's plans. Each player draws 1 action card.
        effect: "each player draws 1 card"
        provenance: reconstructed
      - text: The first player is rewarded. The first player gains 3 Silver Eagles.
        effect: "the first player gains 3 eagles"
        provenance: reconstructed
      - text: Elizabeth pulls Booker's hiding place from the sky. Place a destruction marker where Booker is.
        effect: "destroy Booker's location"
        provenance: reconstructed
      - text: A last tear helps everyone. Each player gains 1 Silver Eagle.
        effect: "each player gains 1 eagle"
        provenance: reconstructed
      - text: Booker and Elizabeth leave. Remove the top 2 world events from the game.
        effect: "remove the top 2 world events from the game"
        provenance: reconstructed
`;

const EVENT = `  - name: Lottery Night
    vote: { founders: "+", voxPopuli: "+" }
    text: The first player gains 5 Silver Eagles.
    effect: "the first player gains 5 eagles"
    booker: Raffle Square
    aggressive: false
    elizabeth: true
    provenance: reconstructed
`;

const CARD_TYPE = `  - name: Tinkerer
    factions: [Founders]
    ability:
      name: Spare Parts
      kind: discard
      locked: false
      text: Discard this card during your turn to gain 2 Silver Eagles.
      effect: "gain 2 eagles"
    provenance: reconstructed
`;

const LEADER = `  - name: Harriet Moss
    faction: Founders
    abilityName: Thrift
    text: At the start of each of your turns, gain 1 Silver Eagle.
    ability: |
      at the start of my turn:
        gain 1 eagle
    provenance: reconstructed
`;

const FLAK_MEN = '      - { type: Flak Man, count: 2, combat: 2, influence: 1, eagles: 2, provenance: reconstructed }';

/** A card type whose cards (two in the blue deck, in place of two Flak Men) carry `effect` as a discard ability. */
export function withCardType(files: Record<string, string>, name: string, effect: string): Record<string, string> {
  const type = `  - name: ${name}
    factions: [Founders]
    ability:
      name: ${name}'s Trick
      kind: discard
      locked: false
      text: A card made for a test.
      effect: ${JSON.stringify(effect)}
    provenance: reconstructed
`;
  let cards = addItem(files['action-cards.yaml']!, 'cardTypes', type);
  // The blue deck's first Flak Man line: two copies become two of the new card, so the deck keeps 30.
  cards = replaceOnceFirst(cards, FLAK_MEN, `      - { type: ${name}, count: 2, combat: 2, influence: 1, eagles: 2, provenance: reconstructed }`);
  return { ...files, 'action-cards.yaml': cards };
}

function replaceOnceFirst(text: string, from: string, to: string): string {
  const i = text.indexOf(from);
  if (i < 0) throw new Error(`"${from}" is not in the text`);
  return text.slice(0, i) + to + text.slice(i + from.length);
}

/** The bundled pack with the four new components (see the file comment). */
export function customFiles(): Record<string, string> {
  const files = packFiles();
  files['timelines.yaml'] = replaceItem(files['timelines.yaml']!, '  - number: 3\n', TIMELINE);
  files['world-events.yaml'] = replaceItem(files['world-events.yaml']!, '  - name: Raffle Day\n', EVENT);
  files['leaders.yaml'] = replaceItem(files['leaders.yaml']!, '  - name: Rosalind Lutece\n', LEADER);
  let cards = addItem(files['action-cards.yaml']!, 'cardTypes', CARD_TYPE);
  cards = replaceOnceFirst(cards, FLAK_MEN, '      - { type: Tinkerer, count: 2, combat: 1, influence: 1, eagles: 1, provenance: reconstructed }');
  files['action-cards.yaml'] = cards;
  return files;
}

export interface LoadedPack {
  result: LoadResult<Ruleset>;
  rules: Ruleset;
  effects: PackEffects;
  engine: ColumbiaEngine;
}

/** Loads a pack's files; throws with the errors when it does not load. */
export function loadFiles(files: Record<string, string>): LoadedPack {
  const result = loadPack<Ruleset>(files);
  if (!result.ruleset || !result.effects) {
    const errs = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`);
    throw new Error(`the pack did not load:\n${errs.join('\n')}`);
  }
  return { result, rules: result.ruleset, effects: result.effects, engine: createColumbiaEngine(result.ruleset, { effects: result.effects }) };
}
