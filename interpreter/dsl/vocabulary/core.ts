/**
 * The game-agnostic core vocabulary: verbs, conditions, timing windows,
 * durations and nouns most board games share, and the two places every
 * game's strings may live (`any`, `bot-condition`). A game module registers
 * its own words on top (in its module's `language/` folder), and may
 * restate a core word for its game (`Vocabulary.overrides`: wider slots,
 * context limits). No game's names belong here; test/dsl/registry.test.ts
 * checks it.
 */
import { ACTOR, createRegistry, type ClauseEntry, type ContextSpec, type Entry, type Registry, type Vocabulary } from '../registry.ts';
import { actionsWith, adjective, noun, slot as t } from './entries.ts';


/** Who can act: a player (`I`, `each player`, `the first player`), or a team where the game has them. */
const ACTOR_SUBJECT = { accepts: t([ACTOR], true), required: false };

const action = actionsWith(ACTOR_SUBJECT);

const actions: ClauseEntry[] = [
  action({
    id: 'verb.gain',
    phrase: 'gain',
    forms: ['gain', 'gains', 'gained'],
    actor: true,
    object: { name: 'amount', accepts: t('amount'), role: 'how much of what' },
    description: 'Take an amount of a resource (money, victory points) from the supply.',
    example: 'gain 2 victory points',
  }),
  action({
    id: 'verb.lose',
    phrase: 'lose',
    forms: ['lose', 'loses'],
    actor: true,
    object: { name: 'amount', accepts: t('amount'), role: 'how much of what' },
    description: 'Give back an amount of a resource to the supply (as much as there is).',
    example: 'each player loses 1 victory points',
  }),
  action({
    id: 'verb.pay',
    phrase: 'pay',
    forms: ['pay', 'pays', 'paid'],
    actor: true,
    object: { name: 'amount', accepts: t('amount'), role: 'how much of what' },
    description: 'Spend an amount of a resource; it cannot be done without enough of it.',
    example: 'pay 3 victory points',
  }),
  action({
    id: 'verb.draw',
    phrase: 'draw',
    forms: ['draw', 'draws', 'drew'],
    actor: true,
    object: { name: 'cards', accepts: t('card', true), role: 'how many cards' },
    slots: [{ name: 'from', prep: 'from', accepts: t(['deck', 'card', 'player'], true), optional: true, role: 'which deck' }],
    description: "Draw cards from the top of one's deck into one's hand.",
    example: 'draw 1 card',
  }),
  action({
    id: 'verb.discard',
    phrase: 'discard',
    forms: ['discard', 'discards'],
    actor: true,
    object: { name: 'cards', accepts: t('card', true), role: 'which cards' },
    slots: [{ name: 'from', prep: 'from', accepts: t(['hand', 'player', 'card'], true), optional: true, role: 'where from' }],
    decisions: ['which card to discard (unless random)'],
    description: 'Put cards (from a hand, or cards played) onto their discard pile.',
    example: 'discard 1 random card my opponent played',
  }),
  action({
    id: 'verb.play',
    phrase: 'play',
    forms: ['play', 'plays', 'played'],
    actor: true,
    object: { name: 'cards', accepts: t('card', true), role: 'which cards' },
    slots: [{ name: 'into', prep: 'into', accepts: t(['card']), optional: true, role: 'what they are played into' }],
    decisions: ['which cards to play'],
    description: 'Play cards from a hand. Also used in `the cards I played`.',
    example: 'play 1 card',
  }),
  action({
    id: 'verb.add',
    phrase: 'add',
    forms: ['add', 'adds', 'added'],
    object: { name: 'amount', accepts: t('number'), role: 'how much' },
    slots: [{ name: 'to', prep: 'to', accepts: t('value-ref', true), role: 'which value' }],
    description: 'Raise a value (such as a card\'s value) for as long as the effect lasts.',
    example: "add 3 to this card's value",
  }),
  action({
    id: 'verb.subtract',
    phrase: 'subtract',
    forms: ['subtract', 'subtracts'],
    object: { name: 'amount', accepts: t('number'), role: 'how much' },
    slots: [{ name: 'from', prep: 'from', accepts: t('value-ref', true), role: 'which value' }],
    description: 'Lower a value for as long as the effect lasts (not below 0).',
    example: "subtract 2 from this card's value",
  }),
  action({
    id: 'verb.set',
    phrase: 'set',
    forms: ['set', 'sets'],
    object: { name: 'value', accepts: t('value-ref', true), role: 'which value' },
    slots: [{ name: 'to', prep: 'to', accepts: t('number'), role: 'the new value' }],
    description: 'Replace a value outright.',
    example: "set this card's value to 6",
  }),
  action({
    id: 'verb.move',
    phrase: 'move',
    forms: ['move', 'moves', 'moved'],
    object: { name: 'what', accepts: t('piece', true), role: 'which pieces' },
    slots: [
      { name: 'from', prep: 'from', accepts: t('location', true), optional: true, role: 'where from' },
      { name: 'to', prep: 'to', accepts: t('location'), role: 'where to' },
    ],
    decisions: ['which pieces to move', 'which location they come from', 'where they go (when not fixed)'],
    description: 'Move pieces to a location (ignoring normal movement limits).',
    example: 'move 1 unit I control from any location to a location I control',
  }),
  action({
    id: 'verb.place',
    phrase: 'place',
    forms: ['place', 'places', 'placed'],
    object: { name: 'what', accepts: t('piece', true), role: 'which pieces' },
    slots: [{ name: 'on', prep: 'on', accepts: t('location'), role: 'where' }],
    decisions: ['which location (when several fit)'],
    description: 'Put pieces from the supply or pool onto a location.',
    example: 'place a unit on a location I control',
  }),
  action({
    id: 'verb.remove',
    phrase: 'remove',
    forms: ['remove', 'removes', 'removed'],
    object: { name: 'what', accepts: t('any', true), role: 'what' },
    slots: [{ name: 'from', prep: 'from', accepts: t(['game', 'location', 'card', 'deck'], true), optional: true, role: 'where from' }],
    description: 'Take things out of play (from the board, or `from the game` for good).',
    example: 'remove the top 5 cards from the game',
  }),
  action({
    id: 'verb.destroy',
    phrase: 'destroy',
    forms: ['destroy', 'destroys'],
    object: { name: 'what', accepts: t(['piece', 'location', 'card'], true), role: 'what' },
    flags: ['instead'],
    decisions: ['which piece (when several fit)'],
    description: 'Destroy pieces (back to their pool) or a location (it can no longer be entered or controlled).',
    example: 'destroy all my units on this location instead',
  }),
  action({
    id: 'verb.roll',
    phrase: 'roll',
    forms: ['roll', 'rolls'],
    actor: true,
    object: { name: 'dice', accepts: t('die', true), role: 'which dice' },
    description: 'Roll dice.',
    example: 'roll 1 more die',
  }),
  action({
    id: 'verb.reroll',
    phrase: 'reroll',
    forms: ['reroll', 'rerolls'],
    actor: true,
    object: { name: 'dice', accepts: t('die', true), role: 'which dice' },
    decisions: ['which dice to reroll'],
    description: 'Roll some dice again and keep the new result.',
    example: 'reroll 1 of my dice',
  }),
  action({
    id: 'verb.cancel',
    phrase: 'have no effect',
    forms: ['have', 'has'],
    subject: { accepts: t(['card', 'ability'], true), required: true },
    description: 'The card (usually `it`, the one just chosen) has no effect.',
    example: 'discard 1 random card my opponent played; it has no effect',
  }),
  action({
    id: 'verb.become-first-player',
    phrase: 'become first player',
    forms: ['become', 'becomes'],
    actor: true,
    description: 'Take the first player token.',
    example: 'I become first player',
  }),
];

/** What can be bought: pieces, cards (`my units cost 1 less`). */
const PIECES = { accepts: t(['piece', 'card'], true), required: true };

const modifiers: ClauseEntry[] = [
  {
    id: 'modifier.cost',
    kind: 'modifier',
    phrase: 'cost',
    forms: ['cost', 'costs'],
    subject: PIECES,
    object: { name: 'change', accepts: t('delta'), role: 'how much less or more' },
    description: 'Pieces cost more or less to buy while this holds.',
    example: 'my units cost 1 less',
  },
  {
    id: 'modifier.roll-more',
    kind: 'modifier',
    phrase: 'roll',
    forms: ['roll', 'rolls'],
    subject: { accepts: t(['piece', ACTOR], true), required: true },
    object: { name: 'dice', accepts: t('die', true), role: 'how many more dice, of which colour' },
    description: 'Extra dice (`1 more die`), or none (`no dice`), while this holds; add `while CONDITION` to limit it.',
    example: 'my units roll 1 more die',
  },
  {
    id: 'modifier.move-more',
    kind: 'modifier',
    phrase: 'move',
    forms: ['move', 'moves'],
    subject: { accepts: t([ACTOR]), required: true },
    object: { name: 'what', accepts: t('piece', true), role: 'how many more pieces' },
    slots: [{ name: 'each', prep: 'each', accepts: t(['turn', 'round']), role: 'how often' }],
    description: 'A player may move more (or fewer) pieces each turn.',
    example: 'I move 1 more unit each turn',
  },
  {
    id: 'modifier.controlled-by',
    kind: 'modifier',
    phrase: 'be controlled',
    forms: ['be', 'is', 'are'],
    subject: { accepts: t(['piece'], true), required: true },
    slots: [{ name: 'by', prep: 'by', accepts: t([ACTOR]), role: 'the new controller' }],
    description: 'Pieces change hands while this holds.',
    example: 'this round: my units are controlled by my opponent',
  },
];

const PLAYER_SUBJECT = { accepts: t([ACTOR], true), required: true };

const predicates: ClauseEntry[] = [
  {
    id: 'predicate.control',
    kind: 'predicate',
    phrase: 'control',
    forms: ['control', 'controls'],
    subject: PLAYER_SUBJECT,
    object: { name: 'what', accepts: t(['piece', 'location', 'territory'], true), role: 'what (a number means at least that many)' },
    description: 'True when the player (or team) controls it (a number means at least that many).',
    example: 'I control 3 locations',
  },
  {
    id: 'predicate.have',
    kind: 'predicate',
    phrase: 'have',
    forms: ['have', 'has'],
    subject: PLAYER_SUBJECT,
    object: { name: 'amount', accepts: t(['amount', 'piece', 'card'], true), role: 'at least how much of what' },
    description: 'True when the player has at least that much (`I have 3 victory points`, `I have at least 2 cards`).',
    example: 'I have at least 5 victory points',
  },
  {
    id: 'predicate.is-destroyed',
    kind: 'predicate',
    phrase: 'be destroyed',
    forms: ['be', 'is', 'are'],
    subject: { accepts: t(['location', 'piece'], true), required: true },
    description: 'True when the location or piece is destroyed.',
    example: 'if this location is destroyed: gain 1 victory points',
  },
  {
    id: 'predicate.is-with',
    kind: 'predicate',
    phrase: 'be',
    forms: ['be', 'is', 'are'],
    subject: { accepts: t('piece', true), required: true },
    slots: [{ name: 'with', prep: 'with', accepts: t('piece'), role: 'the other piece' }],
    description: 'True when the pieces share a location.',
    example: 'if my unit is with my opponent\'s unit: roll 1 more die',
  },
  {
    id: 'predicate.is-in',
    kind: 'predicate',
    phrase: 'be',
    forms: ['be', 'is', 'are'],
    subject: { accepts: t('piece', true), required: true },
    slots: [{ name: 'in', prep: 'in', accepts: t(['location', 'territory']), role: 'where' }],
    description: 'True when the pieces are in that location or territory.',
    example: 'if my unit is in a location I control: gain 1 victory points',
  },
  {
    id: 'predicate.is-controlled-by',
    kind: 'predicate',
    phrase: 'be controlled',
    forms: ['be', 'is', 'are'],
    subject: { accepts: t(['piece', 'location', 'territory'], true), required: true },
    slots: [{ name: 'by', prep: 'by', accepts: t([ACTOR]), role: 'the controller' }],
    description: 'True when a player (or team) controls it.',
    example: 'if this location is controlled by my opponent: draw 1 card',
  },
  {
    id: 'predicate.compare',
    kind: 'predicate',
    phrase: 'be',
    forms: ['be', 'is', 'are'],
    subject: { accepts: t('number'), required: true },
    object: { name: 'bound', accepts: t(['count-constraint', 'number']), role: 'the comparison' },
    description: 'Compares a value in words: `my victory points are at least 5` (`at most`, `more than`, `fewer than`, `less than`, or a number for equality).',
    example: 'if my victory points are at least 5: draw 1 card',
  },
  {
    id: 'predicate.exists',
    kind: 'predicate',
    phrase: 'be',
    forms: ['be', 'is', 'are'],
    subject: { accepts: t('there'), required: true },
    object: { name: 'what', accepts: t('any', true), role: 'what must exist' },
    description: '`there is X` / `there are X`: true when at least one (or the given number) exists.',
    example: 'if there is an enemy unit in a location I control: roll 1 more die',
  },
];

const phrases: Entry[] = [
  { id: 'timing.become-first-player', kind: 'timing', phrase: 'when I become first player', description: 'When I take the first player token.', example: 'when I become first player:\n  draw 1 card' },
  { id: 'timing.start-of-turn', kind: 'timing', phrase: 'at the start of my turn', description: 'At the start of each of my turns.', example: 'at the start of my turn:\n  gain 1 victory points' },
  { id: 'timing.end-of-round', kind: 'timing', phrase: 'at the end of the round', description: 'At the end of this round.', example: 'at the end of the round:\n  draw 1 card' },
  { id: 'duration.this-turn', kind: 'duration', phrase: 'this turn', description: 'Until the end of the current turn.', example: 'this turn:\n  I move 1 more unit each turn' },
  { id: 'duration.this-round', kind: 'duration', phrase: 'this round', description: 'Until the end of the current round.', example: 'this round:\n  my units cost 1 less' },
  { id: 'duration.rest-of-game', kind: 'duration', phrase: 'for the rest of the game', aliases: ['for the remainder of the game'], description: 'From now until the game ends.', example: 'for the rest of the game:\n  my units roll 1 more die' },
  { id: 'duration.until-end-of-round', kind: 'duration', phrase: 'until the end of the round', description: 'Until the end of the current round.', example: 'until the end of the round:\n  my units cost 1 less' },
];


const nouns: Entry[] = [
  noun('unit', 'unit', ['unit'], ['units'], 'A unit on the board or in a pool.'),
  noun('structure', 'structure', ['structure'], ['structures'], 'A structure on the board or in a pool.'),
  noun('piece', 'piece', ['piece'], ['pieces'], 'Any unit, structure or figure.'),
  noun('location', 'location', ['location', 'space'], ['locations', 'spaces'], 'A location on the board.'),
  noun('territory', 'territory', ['territory'], ['territories'], 'A territory: a group of locations.'),
  noun('card', 'card', ['card'], ['cards'], 'A card.'),
  noun('player', 'player', ['player'], ['players'], 'A player.'),
  noun('opponent', 'player', ['opponent'], ['opponents'], 'An opposing player.'),
  noun('die', 'die', ['die'], ['dice'], 'A die.'),
  noun('hand', 'hand', ['hand'], ['hands'], "A player's hand of cards."),
  noun('deck', 'deck', ['deck'], ['decks'], 'A deck of cards.'),
  noun('game', 'game', ['game'], [], 'The game as a whole (`remove ... from the game`).'),
  noun('turn', 'turn', ['turn'], ['turns'], "A player's turn."),
  noun('round', 'round', ['round'], ['rounds'], 'A round of play.'),
  noun('effect', 'effect', ['effect'], ['effects'], 'An effect (`has no effect`).'),
  noun('ability', 'ability', ['ability'], ['abilities'], "A card's ability."),
  noun('token', 'token', ['token'], ['tokens'], 'A token.'),
];


const adjectives: Entry[] = [
  adjective('adjacent', ['location', 'piece'], 'Next to the location in question.'),
  adjective('other', ['any'], 'Not the one already named.'),
  adjective('random', ['card', 'any'], 'Picked at random: no decision.'),
  adjective('only', ['any'], 'The single one.'),
  adjective('destroyed', ['location', 'piece'], 'Destroyed.'),
  adjective('undestroyed', ['location', 'piece'], 'Not destroyed.'),
  adjective('face-down', ['card', 'token'], 'Face down.'),
  adjective('enemy', ['piece', 'location', ACTOR], "Belonging to an opponent."),
  adjective('first', ['player'], 'First (`first player`).'),
  adjective('extra', ['any'], 'In addition.'),
];

const values: Entry[] = [
  { id: 'value.victory-points', kind: 'value', name: 'victory points', forms: ['victory points', 'victory point', 'vp'], of: [ACTOR], type: 'number', resource: true, description: "A player's victory points.", example: 'gain 2 victory points' },
  { id: 'value.location', kind: 'value', name: 'location', forms: ['location'], of: ['piece'], type: 'location', description: 'Where a piece is.', example: "place a unit on my unit's location" },
];

const subjects: Entry[] = [
  { id: 'subject.i', kind: 'subject', phrase: 'I', aliases: ['me'], type: 'player', description: 'The player whose effect it is (who played the card, each player in turn in an `each player:` block).' },
  { id: 'subject.my-opponent', kind: 'subject', phrase: 'my opponent', aliases: ['my opponents'], type: 'player', description: 'The opposing player.' },
  { id: 'subject.each-player', kind: 'subject', phrase: 'each player', aliases: ['every player', 'all players'], type: 'player', many: true, distributive: true, description: 'Every player, one after the other in turn order.' },
  { id: 'subject.first-player', kind: 'subject', phrase: 'the first player', type: 'player', description: 'The player holding the first player token.' },
  { id: 'subject.this-card', kind: 'subject', phrase: 'this card', type: 'card', description: 'The card whose effect this is.' },
  { id: 'subject.the-game', kind: 'subject', phrase: 'the game', type: 'game', description: 'The game itself (`remove ... from the game`).' },
  { id: 'subject.there', kind: 'subject', phrase: 'there', type: 'there', description: '`there is ...`: existence.' },
];

const qualifier = (prep: string, types: string[], description: string): Entry => ({
  id: `qualifier.${prep.replace(/ /g, '-')}`,
  kind: 'qualifier',
  prep,
  accepts: t(types),
  description,
});

const qualifiers: Entry[] = [
  qualifier('in', ['location', 'territory', 'hand', 'deck', 'game'], 'Narrows to those in a place: `my cards in my hand`.'),
  qualifier('on', ['location', 'card', 'piece'], 'Narrows to those on a location: `structures on this location`.'),
  qualifier('at', ['location'], 'Narrows to those at a location.'),
  qualifier('with', ['piece', 'token', 'card'], 'Narrows to those that have something: `locations with a structure`.'),
  qualifier('without', ['piece', 'token', 'card'], 'Narrows to those that lack something.'),
  qualifier('from', ['location', 'hand', 'deck', 'game', 'player', 'card'], 'Narrows by origin: `a card from my hand`.'),
  qualifier('adjacent to', ['location', 'piece'], 'Narrows to locations next to a location: `locations adjacent to a location I control`.'),
  qualifier('near', ['location', 'piece'], 'Narrows to things at or next to a location.'),
  qualifier('under', [ACTOR], "Narrows by controller: `locations under my opponent's control`."),
];

/** The places every game's strings may live. A game declares its own (Columbia's combat abilities, world events...). */
const contexts: ContextSpec[] = [
  { id: 'bot-condition', name: 'a bot rule condition', iBound: true, actionsOk: true, modifiersOk: false, condition: true, rules: 'one condition; `I` is the bot' },
  { id: 'any', name: 'an effect', iBound: true, actionsOk: true, modifiersOk: true, rules: 'no placement rules (tests, tools)' },
];

export const coreVocabulary: Vocabulary = {
  name: 'core',
  entries: [...actions, ...modifiers, ...predicates, ...phrases, ...nouns, ...adjectives, ...values, ...subjects, ...qualifiers],
  contexts,
  actors: ['player'],
  supertypes: {
    unit: ['piece'],
    structure: ['piece'],
    token: ['piece'],
    'value-ref': ['number'],
  },
};

/** The core vocabulary alone: what every game's strings may say before the game adds its words. */
export function coreRegistry(): Registry {
  return createRegistry(coreVocabulary);
}
