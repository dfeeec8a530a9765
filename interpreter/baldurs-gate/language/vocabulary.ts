/**
 * Builders of Baldur's Gate's words, registered on top of the core
 * vocabulary: the four resources (gold, supplies, favor, prestige), influence
 * with the three factions, the city's pieces and places, building and agenda
 * cards, the building display and deck, and the verbs the cards, deals,
 * faction tracks and HQ cards use (build, take, refresh, retrieve, make a
 * deal); `place a cube on an empty hq space` uses the core verb `place`. A Columbia word is unknown here, and these are unknown to Columbia.
 */
import { actionsWith, adjective, noun, slot as t, type ClauseEntry, type ContextSpec, type Entry, type Vocabulary } from '../../dsl/index.ts';

const ACTOR = { accepts: t('player', true), required: false };

const action = actionsWith(ACTOR);


const resource = (id: string, forms: string[], description: string, example: string): Entry => ({
  id: `value.${id}`,
  kind: 'value',
  name: forms[0]!,
  forms,
  of: ['player'],
  type: 'number',
  resource: true,
  description,
  example,
});

const values: Entry[] = [
  resource('gold', ['gold'], 'Gold: pays for buildings.', 'gain 4 gold'),
  resource('supplies', ['supplies', 'supply'], 'Supplies: pay for most income benefits.', 'gain 2 supplies'),
  resource('favor', ['favor', 'favors'], 'Favor: pays for deals at Special Locations.', 'gain 1 favor'),
  resource('prestige', ['prestige'], 'Prestige: the score; the most Prestige wins.', 'gain 2 prestige'),
  resource('influence', ['influence'], 'Influence with a faction: spaces up its track (write `gain 1 influence with the Guild`).', 'gain 1 influence with the Guild'),
  resource('workers', ['workers', 'worker'], 'Workers a player has (the Manorborn Worker is a second one).', 'gain 1 worker'),
  resource('reserve-tokens', ['reserve tokens', 'reserve token'], 'Eastway Reserve tokens (advanced Eastway HQ).', 'gain 3 reserve tokens'),
];

const nouns: Entry[] = [
  noun('building', 'building', ['building'], ['buildings'], 'A Building tile on a plot (Market, Manor, Inn or Trade Hall); not an HQ, not a fortification.'),
  noun('market', 'building', ['market'], ['markets'], 'A Market building.'),
  noun('manor', 'building', ['manor'], ['manors'], 'A Manor building.'),
  noun('inn', 'building', ['inn'], ['inns'], 'An Inn building.'),
  noun('trade-hall', 'building', ['trade hall'], ['trade halls'], 'A Trade Hall building.'),
  noun('hq', 'hq', ['hq', 'hq tile'], ['hqs', 'hq tiles'], 'An HQ tile (or a cube on a taken-over HQ space).'),
  noun('fortification', 'fortification', ['fortification'], ['fortifications'], 'A Watchtower, Keep or Gate.'),
  noun('watchtower', 'fortification', ['watchtower'], ['watchtowers'], 'A Watchtower: 1 defense for the districts it stands in.'),
  noun('keep', 'fortification', ['keep'], ['keeps'], 'A Keep: 2 defense for its district.'),
  noun('gate', 'fortification', ['gate'], ['gates'], 'A Gate: joins two districts; 0 defense.'),
  noun('plot', 'location', ['plot'], ['plots'], 'A plot a Building can be built on.'),
  noun('hq-space', 'location', ['hq space'], ['hq spaces'], 'An HQ space (one per district).'),
  noun('special-location', 'location', ['special location'], ['special locations'], 'A Special Location, where workers make deals.'),
  noun('district', 'district', ['district'], ['districts'], 'One of the nine districts of the city.'),
  noun('cube', 'cube', ['cube', 'marker cube'], ['cubes', 'marker cubes'], "A player's marker cube."),
  noun('building-card', 'card', ['building card'], ['building cards'], 'A Building card (in a hand, the display, the deck or a portfolio).'),
  noun('agenda', 'card', ['agenda', 'agenda card'], ['agendas', 'agenda cards'], 'An Agenda card.'),
  noun('gate-card', 'card', ['gate card'], ['gate cards'], 'A Gate card.'),
  noun('building-display', 'display', ['building display', 'display'], [], 'The four face-up Building cards.'),
  noun('building-deck', 'deck', ['building deck'], [], 'The face-down Building deck.'),
  noun('deal', 'deal', ['deal'], ['deals'], 'A deal at a Special Location.'),
  noun('faction-track', 'faction-track', ['faction', 'faction track'], ['factions', 'faction tracks'], 'A faction: the Guild, the Flaming Fist or the Council.'),
];


const adjectives: Entry[] = [
  adjective('damaged', ['building', 'special-location', 'location', 'district'], 'Damaged by a failed defense.'),
  adjective('undamaged', ['building', 'location', 'district'], 'Not damaged.'),
  adjective('available', ['location'], 'A plot with an Available Plot Marker.'),
  adjective('empty', ['location'], 'With nothing built on it.'),
  adjective('free', ['deal'], 'The free deal of a Special Location (the first of its two).'),
];

const actions: ClauseEntry[] = [
  action({
    id: 'verb.gain-influence',
    phrase: 'gain',
    forms: ['gain', 'gains', 'gained'],
    actor: true,
    object: { name: 'amount', accepts: t('amount'), role: 'how much influence' },
    slots: [{ name: 'with', prep: 'with', accepts: t('faction-track'), role: 'which faction' }],
    decisions: ['which faction (`with a faction`)'],
    description: 'Move up a faction track one space per Influence, gaining the reward of each space passed or landed on.',
    example: 'gain 1 influence with the Guild',
  }),
  action({
    id: 'verb.build',
    phrase: 'build',
    forms: ['build', 'builds', 'built'],
    actor: true,
    object: { name: 'what', accepts: t(['card', 'fortification']), role: 'a building card, or a watchtower, keep or gate' },
    slots: [{ name: 'from', prep: 'from', accepts: t(['display', 'hand']), optional: true, role: 'where the building card comes from' }],
    options: ['free'],
    decisions: ['which card', 'which plot or space'],
    description: 'Build: a Building card (steps 2-7 of the Build action after paying, or without paying with `, free`), or a fortification.',
    example: 'build a building card from the building display, free',
  }),
  action({
    id: 'verb.take',
    phrase: 'take',
    forms: ['take', 'takes'],
    actor: true,
    object: { name: 'cards', accepts: t('card', true), role: 'how many building cards' },
    slots: [{ name: 'from', prep: 'from', accepts: t('display'), role: 'the building display' }],
    decisions: ['which card of the display'],
    description: 'Take cards from the Building Display into one\'s hand, refilling it from the deck after each.',
    example: 'take 1 building card from the building display',
  }),
  action({
    id: 'verb.refresh',
    phrase: 'refresh',
    forms: ['refresh', 'refreshes'],
    actor: true,
    object: { name: 'display', accepts: t('display'), role: 'the building display' },
    description: 'Discard the Building Display and lay out 4 new cards (shuffling the discards into a new deck when short).',
    example: 'refresh the building display',
  }),
  action({
    id: 'verb.retrieve',
    phrase: 'retrieve',
    forms: ['retrieve', 'retrieves'],
    actor: true,
    object: { name: 'what', accepts: t('worker'), role: 'the worker' },
    description: 'Take one\'s worker back from its Special Location.',
    example: 'retrieve my worker',
  }),
  action({
    id: 'verb.make-deal',
    phrase: 'make',
    forms: ['make', 'makes'],
    actor: true,
    object: { name: 'deal', accepts: t('deal'), role: 'which deal' },
    slots: [{ name: 'at', prep: 'at', accepts: t('location'), role: 'which Special Location' }],
    decisions: ['which Special Location'],
    description: 'Make a deal of a Special Location without sending a worker (a damaged location adds 1 Favor).',
    example: 'make the free deal at a special location adjacent to this gate',
  }),
];

const subjects: Entry[] = [
  { id: 'subject.guild', kind: 'subject', phrase: 'the Guild', aliases: ['Guild'], type: 'faction-track', description: 'The Guild faction.' },
  { id: 'subject.flaming-fist', kind: 'subject', phrase: 'the Flaming Fist', aliases: ['Flaming Fist'], type: 'faction-track', description: 'The Flaming Fist faction.' },
  { id: 'subject.council', kind: 'subject', phrase: 'the Council', aliases: ['Council'], type: 'faction-track', description: 'The Council faction.' },
  { id: 'subject.this-gate', kind: 'subject', phrase: 'this gate', type: 'fortification', contexts: ['gate-income', 'any'], description: 'The Gate whose card this is.' },
  { id: 'subject.my-worker', kind: 'subject', phrase: 'my worker', type: 'worker', description: 'The player\'s worker.' },
];

const phrases: Entry[] = [
  { id: 'timing.when-i-build', kind: 'timing', phrase: 'when I build a building', description: 'After one of my buildings is built (after its when-built effect).', example: 'when I build a building:\n  gain 1 gold' },
  { id: 'timing.when-i-fortify', kind: 'timing', phrase: 'when I build a fortification', description: 'After I build a Watchtower, Keep or Gate.', example: 'when I build a fortification:\n  gain 1 prestige' },
];

/** Where a Baldur's Gate pack holds effect strings, and what each may use. */
const contexts: ContextSpec[] = [
  { id: 'building-when-built', name: "a Building card's When built effect", iBound: true, actionsOk: true, modifiersOk: false, rules: '`I` is the builder; runs once, after the connection benefits' },
  { id: 'building-income', name: "a Building card's Income benefit", iBound: true, actionsOk: true, modifiersOk: false, rules: '`I` is the card\'s owner; its cost is data (`income.cost`)' },
  { id: 'connection-benefit', name: 'a connection benefit', iBound: true, actionsOk: true, modifiersOk: false, rules: "`I` is the owner of the piece joined to what was built" },
  { id: 'deal', name: "a Special Location's deal", iBound: true, actionsOk: true, modifiersOk: false, rules: "`I` is the worker's owner; its Favor cost is data (`cost`), +1 where damaged" },
  { id: 'track-reward', name: "a faction track space's reward", iBound: true, actionsOk: true, modifiersOk: false, rules: '`I` is the player whose cube passed or landed on the space' },
  { id: 'agenda', name: "an Agenda's scoring", iBound: true, actionsOk: true, modifiersOk: false, rules: '`I` is the scoring player; `gain N prestige` is what the agenda is worth' },
  { id: 'hq-income', name: "an HQ card's income", iBound: true, actionsOk: true, modifiersOk: false, rules: '`I` is the card\'s owner' },
  { id: 'hq-ability', name: "an advanced HQ card's ability", iBound: true, actionsOk: true, modifiersOk: true, rules: '`I` is the card\'s owner; runs when the card is chosen; a rule change or a `when ...:` window in it lasts all game' },
  { id: 'gate-income', name: "a Gate card's income", iBound: true, actionsOk: true, modifiersOk: false, rules: '`I` is the Gate\'s owner; `this gate`' },
];

export const baldursGateVocabulary: Vocabulary = {
  name: 'baldurs-gate',
  entries: [...values, ...nouns, ...adjectives, ...actions, ...subjects, ...phrases],
  contexts,
  // Quoted names: the districts, and the two cities ("Upper City", "Lower City").
  worldCategories: { districts: 'district' },
  typeWords: { amount: { one: 'an amount (like `2 gold`)' } },
  hintExamples: { window: 'when I build a building:', count: 'count my markets >= 2' },
  supertypes: {
    district: ['territory'],
    building: ['piece'],
    hq: ['piece'],
    fortification: ['piece'],
    cube: ['piece'],
    worker: ['piece'],
    display: ['deck'],
  },
};
