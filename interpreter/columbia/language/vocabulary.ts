/**
 * The Siege of Columbia's effect language: the core vocabulary plus
 * Columbia's words (`words.ts`), the core words restated in Columbia's terms
 * (`core-words.ts`), the places a Columbia pack holds effect strings and
 * their scope rules, factions as teams that act, and the names a pack
 * defines that strings may quote.
 */
import { coreVocabulary, createRegistry, type ContextSpec, type Registry, type Vocabulary } from '../../dsl/index.ts';
import { coreWordsInColumbia } from './core-words.ts';
import { columbiaWords } from './words.ts';

/** Where a Columbia pack holds effect strings, and what each may use. */
const contexts: ContextSpec[] = [
  {
    id: 'combat-ability',
    name: 'a combat ability',
    // A rule change in a combat ability holds for the whole combat.
    iBound: true,
    actionsOk: true,
    modifiersOk: true,
    rules: '`I` is who played the card; `this card`, `this combat`, `this location`; combat timing windows; a rule change lasts the combat',
  },
  { id: 'discard-ability', name: 'a discard ability', iBound: true, actionsOk: true, modifiersOk: false, rules: '`I` is who discarded it; `this card`; no combat windows' },
  {
    id: 'world-event',
    name: 'a world event effect',
    iBound: false,
    actionsOk: true,
    modifiersOk: false,
    rules: 'no `I` at the top: use `each player:` / `each faction:` / `the first player`; rule changes need a duration',
  },
  { id: 'timeline-step', name: 'an Elizabeth timeline step', iBound: false, actionsOk: true, modifiersOk: false, rules: 'as a world event' },
  { id: 'victory-condition', name: 'a victory card condition', iBound: true, actionsOk: true, modifiersOk: false, condition: true, rules: 'one condition; `I` is the claiming player' },
  {
    id: 'leader-ability',
    name: "a leader's ability",
    iBound: true,
    actionsOk: false,
    modifiersOk: true,
    rules: 'a standing rule: rule changes hold all game; one-off actions need a timing window',
  },
];

export const columbiaVocabulary: Vocabulary = {
  name: 'columbia',
  entries: columbiaWords,
  overrides: coreWordsInColumbia,
  supertypes: {
    figure: ['piece'],
    marker: ['piece'],
    'world-event': ['card'],
    'victory-card': ['card'],
  },
  contexts,
  // A faction is a team of players: it gains, chooses and controls as one (each faction:, the Founders ...).
  actors: ['faction'],
  worldCategories: {
    locations: 'location',
    territories: 'territory',
    unitTypes: 'unit',
    structureTypes: 'structure',
    cardTypes: 'card',
    worldEvents: 'world-event',
    victoryCards: 'victory-card',
    leaders: 'card',
    factions: 'faction',
    abilities: 'ability',
  },
  typeWords: {
    amount: { one: 'an amount (like `2 eagles`)' },
    'value-ref': { one: "a value (like `this card's combat`)", many: 'values (like `the combat of 2 action cards`)' },
  },
  hintExamples: { window: 'when I win this combat:', count: 'count my units in this combat >= 2' },
};

/** Core plus Columbia: the words every Columbia pack's strings are read in. */
export const columbiaRegistry: Registry = createRegistry(coreVocabulary, columbiaVocabulary);
