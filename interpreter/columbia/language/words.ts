/**
 * The Siege of Columbia's own words, registered on top of the core
 * vocabulary: combat (its windows, the attacker and defender, `this
 * combat`), upgrades and locked abilities, victory card claims, factions as
 * teams, Silver Eagles, combat and influence values, unit kinds (common,
 * special, leader), structures (stronghold, turret, alarm), world events,
 * victory cards, Booker and Elizabeth, the Founders and the Vox Populi.
 */
import { ACTOR, actionsWith, adjective, noun, slot as t, type ClauseEntry, type Entry } from '../../dsl/index.ts';


const ACTOR_SUBJECT = { accepts: t([ACTOR], true), required: false };
const PLAYER_SUBJECT = { accepts: t([ACTOR], true), required: true };

const action = actionsWith(ACTOR_SUBJECT);

const actions: ClauseEntry[] = [
  action({
    id: 'verb.upgrade',
    phrase: 'upgrade',
    forms: ['upgrade', 'upgraded'],
    actor: true,
    object: { name: 'what', accepts: t(['card', 'value-ref'], true), role: 'which cards or values' },
    decisions: ['which card to upgrade', 'which of its values'],
    description: 'Upgrade action cards: +1 to one value, or unlock its ability.',
    example: 'upgrade the combat of 2 action cards',
  }),
  action({
    id: 'verb.unlock',
    phrase: 'unlock',
    forms: ['unlock', 'unlocks'],
    actor: true,
    object: { name: 'what', accepts: t(['ability', 'card'], true), role: 'which ability' },
    decisions: ['which locked ability'],
    description: 'Unlock a locked ability so it takes effect.',
    example: 'unlock a locked ability',
  }),
  action({
    id: 'verb.resolve-combat',
    phrase: 'resolve combat',
    forms: ['resolve', 'resolves'],
    slots: [{ name: 'at', prep: 'at', accepts: t('location'), role: 'where' }],
    options: ['factions first'],
    description: 'Resolve the combat at a location now; `, factions first` makes the factions fight each other first.',
    example: "resolve combat at this location, factions first",
  }),
  action({
    id: 'verb.claim',
    phrase: 'claim',
    forms: ['claim', 'claims'],
    actor: true,
    object: { name: 'what', accepts: t(['card', 'territory'], true), role: 'what' },
    decisions: ['which one (when several fit)'],
    description: 'Claim a card or territory and its victory points.',
    example: 'claim a territory',
  }),
];

const modifiers: ClauseEntry[] = [
  {
    id: 'modifier.no-effect',
    kind: 'modifier',
    phrase: 'have no effect',
    forms: ['have', 'has'],
    subject: { accepts: t(['upgrade', 'card', 'ability'], true), required: true },
    description: 'The named things are ignored while this holds.',
    example: 'this round: upgrades have no effect',
  },
];

const predicates: ClauseEntry[] = [
  {
    id: 'predicate.win',
    kind: 'predicate',
    phrase: 'win',
    forms: ['win', 'wins', 'won'],
    subject: PLAYER_SUBJECT,
    object: { name: 'what', accepts: t(['combat', 'card']), role: 'which combat or vote' },
    description: 'True once the player has won the combat (also the verb of `when I win this combat:`).',
    example: 'if I won this combat: draw 1 card',
  },
  {
    id: 'predicate.lose',
    kind: 'predicate',
    phrase: 'lose',
    forms: ['lose', 'loses', 'lost'],
    subject: PLAYER_SUBJECT,
    object: { name: 'what', accepts: t(['combat', 'card']), role: 'which combat or vote' },
    description: 'True once the player has lost the combat (also the verb of `when I lose this combat:`).',
    example: 'if I lost this combat: draw 1 card',
  },
  {
    id: 'predicate.is-defender',
    kind: 'predicate',
    phrase: 'be the defender',
    forms: ['be', 'am', 'is', 'are'],
    subject: { accepts: t([ACTOR, 'figure'], true), required: true },
    // World events and timeline steps ask it in a `while` condition (read at each roll).
    contexts: ['combat-ability', 'leader-ability', 'world-event', 'timeline-step', 'any'],
    description: 'True for the defending player (or Booker) of this combat.',
    example: 'if I am the defender: add 3 to this card\'s combat',
  },
  {
    id: 'predicate.is-attacker',
    kind: 'predicate',
    phrase: 'be the attacker',
    forms: ['be', 'am', 'is', 'are'],
    subject: { accepts: t([ACTOR, 'figure'], true), required: true },
    // World events and timeline steps ask it in a `while` condition (read at each roll).
    contexts: ['combat-ability', 'leader-ability', 'world-event', 'timeline-step', 'any'],
    description: 'True for the attacking player (or Booker) of this combat.',
    example: 'if I am the attacker: add 1 to this card\'s combat',
  },
  {
    id: 'predicate.is-only-card',
    kind: 'predicate',
    phrase: 'be the only card I played',
    forms: ['be', 'is'],
    subject: { accepts: t('card'), required: true },
    contexts: ['combat-ability', 'any'],
    description: 'True when this card is the only card its player played into this combat.',
    example: "if this card is the only card I played: set this card's combat to 6 without upgrades",
  },
];

const phrases: Entry[] = [
  { id: 'timing.before-dice', kind: 'timing', phrase: 'before dice', contexts: ['combat-ability', 'leader-ability', 'any'], implies: ['combat-ability'], description: 'In a combat, after cards are revealed and before anyone rolls.', example: 'before dice:\n  roll 1 more die' },
  { id: 'timing.after-dice', kind: 'timing', phrase: 'after dice', contexts: ['combat-ability', 'leader-ability', 'any'], implies: ['combat-ability'], description: 'In a combat, after the dice are rolled and before totals are compared.', example: 'after dice:\n  reroll 1 of my dice' },
  { id: 'timing.win-combat', kind: 'timing', phrase: 'when I win this combat', aliases: ['when I win a combat'], contexts: ['combat-ability', 'leader-ability', 'any'], implies: ['combat-ability'], description: 'When the combat ends and I won it.', example: 'when I win this combat:\n  draw 1 card' },
  { id: 'timing.lose-combat', kind: 'timing', phrase: 'when I lose this combat', aliases: ['when I lose a combat'], contexts: ['combat-ability', 'leader-ability', 'any'], implies: ['combat-ability'], description: 'When the combat ends and I lost it (before the loser destroys units).', example: 'when I lose this combat: destroy all my units in this combat instead' },
  { id: 'timing.claim-card', kind: 'timing', phrase: 'when I claim a victory card', contexts: ['leader-ability', 'any'], description: 'When I claim a victory card.', example: 'when I claim a victory card:\n  draw 1 card' },
  { id: 'duration.this-combat', kind: 'duration', phrase: 'this combat', contexts: ['combat-ability', 'leader-ability', 'any'], description: 'Until this combat ends.', example: 'this combat:\n  my units roll 1 more die' },
];


const nouns: Entry[] = [
  noun('faction', 'faction', ['faction', 'team'], ['factions', 'teams'], 'A faction (a team of players).'),
  noun('combat', 'combat', ['combat'], ['combats'], 'A combat.'),
  noun('upgrade', 'upgrade', [], ['upgrades'], 'Upgrades made to cards (plural only: `upgrade` is the verb).'),
  noun('defender', 'player', ['defender'], ['defenders'], 'The defending player of a combat.'),
  noun('attacker', 'player', ['attacker'], ['attackers'], 'The attacking player of a combat.'),
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


const adjectives: Entry[] = [
  adjective('locked', ['ability', 'card'], 'Locked (has no effect until unlocked).'),
  adjective('unlocked', ['ability', 'card'], 'Unlocked.'),
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
    of: [ACTOR],
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
  { id: 'subject.each-faction', kind: 'subject', phrase: 'each faction', aliases: ['every faction', 'all factions'], type: 'faction', many: true, distributive: true, description: 'Every faction, one after the other.' },
  { id: 'subject.defender', kind: 'subject', phrase: 'the defender', type: 'player', contexts: ['combat-ability', 'leader-ability', 'any'], description: 'The defending player of this combat.' },
  { id: 'subject.attacker', kind: 'subject', phrase: 'the attacker', type: 'player', contexts: ['combat-ability', 'leader-ability', 'any'], description: 'The attacking player of this combat.' },
  { id: 'subject.my-faction', kind: 'subject', phrase: 'my faction', type: 'faction', description: 'The faction of the player whose effect it is.' },
  { id: 'subject.this-combat', kind: 'subject', phrase: 'this combat', type: 'combat', contexts: ['combat-ability', 'any'], description: 'The combat the card was played into.' },
  { id: 'subject.this-location', kind: 'subject', phrase: 'this location', type: 'location', contexts: ['combat-ability', 'any'], description: 'The location of this combat.' },
  { id: 'subject.booker', kind: 'subject', phrase: 'Booker', aliases: ['Booker DeWitt', 'Booker Dewitt'], type: 'figure', description: 'Booker DeWitt, the grey figure who moves with each world event.' },
  { id: 'subject.elizabeth', kind: 'subject', phrase: 'Elizabeth', type: 'figure', description: 'Elizabeth, once the timeline brings her into the game.' },
  { id: 'subject.founders', kind: 'subject', phrase: 'the Founders', aliases: ['Founders', 'the Founder faction'], type: 'faction', description: 'The Founders faction (blue and light blue).' },
  { id: 'subject.vox-populi', kind: 'subject', phrase: 'the Vox Populi', aliases: ['Vox Populi', 'the Vox'], type: 'faction', description: 'The Vox Populi faction (red and dark red).' },
];

/** Columbia's entries, in the order they join the registry after the core's. */
export const columbiaWords: Entry[] = [...actions, ...modifiers, ...predicates, ...phrases, ...nouns, ...adjectives, ...values, ...subjects];
