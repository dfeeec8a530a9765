/**
 * The Siege of Columbia's words, registered on top of the core vocabulary:
 * Silver Eagles, combat and influence values, unit kinds (common, special,
 * leader), structures (stronghold, turret, alarm), world events, victory
 * cards, Booker and Elizabeth, the Founders and the Vox Populi.
 */
import type { Entry, Vocabulary } from '../registry.ts';

const noun = (id: string, type: string, singular: string[], plural: string[], description: string): Entry => ({
  id: `noun.${id}`,
  kind: 'noun',
  type,
  singular,
  plural,
  description,
});

const nouns: Entry[] = [
  noun('common', 'unit', ['common', 'common unit'], ['commons', 'common units'], 'A common unit (square base, $3, white die).'),
  noun('special', 'unit', ['special', 'special unit'], ['specials', 'special units'], 'A special unit (circle base, $4, blue die).'),
  noun('leader', 'unit', ['leader', 'leader unit'], ['leaders', 'leader units'], 'A leader unit (star base, $6, red die); Songbird and the Airship are leaders.'),
  noun('stronghold', 'structure', ['stronghold'], ['strongholds'], 'A stronghold: 1 red die where it is; losers retreat to one.'),
  noun('turret', 'structure', ['turret'], ['turrets'], 'A turret: 1 blue die where it is and in every adjacent location.'),
  noun('alarm', 'structure', ['alarm'], ['alarms'], 'An alarm: 1 white die, and its owner adds 1 to each combat die there.'),
  noun('action-card', 'card', ['action card'], ['action cards'], 'An action card.'),
  noun('world-event', 'world-event', ['world event', 'world event card'], ['world events', 'world event cards'], 'A world event card.'),
  noun('victory-card', 'victory-card', ['victory card', 'victory point card'], ['victory cards', 'victory point cards'], 'A victory point card.'),
  noun('leader-card', 'card', ['leader card'], ['leader cards'], 'A leader card.'),
  noun('territory-token', 'token', ['territory token'], ['territory tokens'], 'A territory token (hostile forces on a free location).'),
  noun('destruction-marker', 'marker', ['destruction marker'], ['destruction markers'], 'A destruction marker: the location is destroyed.'),
  noun('sky-line', 'location', ['sky-line', 'sky-line space'], ['sky-lines', 'sky-line spaces'], 'A Sky-Line space.'),
  noun('figure', 'figure', ['figure'], ['figures'], 'Booker or Elizabeth.'),
];

const adjective = (word: string, appliesTo: string[], description: string): Entry => ({
  id: `adjective.${word}`,
  kind: 'adjective',
  word,
  appliesTo,
  description,
});

const adjectives: Entry[] = [
  adjective('common', ['unit'], 'Common units.'),
  adjective('special', ['unit'], 'Special units.'),
  adjective('leader', ['unit'], 'Leader units.'),
  adjective('white', ['die'], 'A white combat die (commons, alarms, Booker\'s vote).'),
  adjective('blue', ['die'], 'A blue combat die (specials, turrets).'),
  adjective('red', ['die'], 'A red combat die (leaders, strongholds, Booker).'),
  adjective('yellow', ['die'], 'A yellow Sky-Line die.'),
  adjective('combat', ['die'], 'A combat die.'),
  adjective('aggressive', ['world-event'], 'Carrying the aggressive Booker symbol.'),
];

const values: Entry[] = [
  {
    id: 'value.eagles',
    kind: 'value',
    name: 'eagles',
    forms: ['eagles', 'eagle', 'silver eagles', 'silver eagle'],
    of: ['player', 'faction'],
    type: 'number',
    resource: true,
    description: "Silver Eagles, the game's money.",
    example: 'gain 2 eagles',
  },
  {
    id: 'value.card-eagles',
    kind: 'value',
    name: 'eagles',
    forms: ['eagles', 'eagles value'],
    of: ['card'],
    type: 'number',
    modifiable: true,
    description: "An action card's Silver Eagles value (what it produces).",
    example: "add 1 to this card's eagles",
  },
  {
    id: 'value.combat',
    kind: 'value',
    name: 'combat',
    forms: ['combat', 'combat value', 'attack', 'attack value'],
    of: ['card', 'token'],
    type: 'number',
    modifiable: true,
    description: "An action card's (or territory token's) combat value.",
    example: "add 3 to this card's combat",
  },
  {
    id: 'value.influence',
    kind: 'value',
    name: 'influence',
    forms: ['influence', 'influence value'],
    of: ['card'],
    type: 'number',
    modifiable: true,
    description: "An action card's influence value (its weight in a world event vote).",
    example: "add 2 to this card's influence",
  },
];

const subjects: Entry[] = [
  { id: 'subject.booker', kind: 'subject', phrase: 'Booker', aliases: ['Booker DeWitt', 'Booker Dewitt'], type: 'figure', description: 'Booker DeWitt, the grey figure who moves with each world event.' },
  { id: 'subject.elizabeth', kind: 'subject', phrase: 'Elizabeth', type: 'figure', description: 'Elizabeth, once the timeline brings her into the game.' },
  { id: 'subject.founders', kind: 'subject', phrase: 'the Founders', aliases: ['Founders', 'the Founder faction'], type: 'faction', description: 'The Founders faction (blue and light blue).' },
  { id: 'subject.vox-populi', kind: 'subject', phrase: 'the Vox Populi', aliases: ['Vox Populi', 'the Vox'], type: 'faction', description: 'The Vox Populi faction (red and dark red).' },
];

export const columbiaVocabulary: Vocabulary = {
  name: 'columbia',
  entries: [...nouns, ...adjectives, ...values, ...subjects],
  supertypes: {
    figure: ['piece'],
    marker: ['piece'],
    'world-event': ['card'],
    'victory-card': ['card'],
  },
};
