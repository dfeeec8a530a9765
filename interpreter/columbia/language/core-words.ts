/**
 * The core vocabulary's words as The Siege of Columbia says them: a core
 * word restated with Columbia's own types in its slots (`play ... into this
 * combat`, `set ... without upgrades`), the contexts where it works, and
 * Columbia's wording of its description and example. Each keeps its place
 * in the registry, so Columbia's strings read and bind as they always did.
 */
import type { EntryPatch } from '../../dsl/index.ts';

export const coreWordsInColumbia: EntryPatch[] = [
  { id: 'verb.discard', slots: [{ name: 'from', prep: 'from', accepts: { types: ['hand', 'player', 'card', 'combat'], many: true }, optional: true, role: 'where from' }] },
  { id: 'verb.play', slots: [{ name: 'into', prep: 'into', accepts: { types: ['combat', 'card'], many: false }, optional: true, role: 'what they are played into' }], description: 'Play cards face down (into a combat or a vote). Also used in `the cards I played`.', example: 'play 1 card into this combat' },
  { id: 'verb.add', description: "Raise a value (such as a card's combat value) for as long as the effect lasts.", example: "add 3 to this card's combat" },
  { id: 'verb.subtract', example: "subtract 2 from this card's combat" },
  { id: 'verb.set', slots: [{ name: 'to', prep: 'to', accepts: { types: ['number'], many: false }, role: 'the new value' }, { name: 'without', prep: 'without', accepts: { types: ['upgrade'], many: true }, optional: true, role: 'upgrades that do not count' }], description: 'Replace a value outright; `without upgrades` ignores upgrades on it.', example: "set this card's combat to 6 without upgrades" },
  { id: 'verb.move', example: 'move 1 unit I control from any location to this location' },
  { id: 'verb.destroy', example: 'destroy all my units in this combat instead' },
  { id: 'verb.roll', description: 'Roll dice (in a combat: extra dice added to the roll).' },
  { id: 'verb.cancel', description: 'The card (usually `it`, the one just chosen) has no effect on this combat or vote.' },
  { id: 'modifier.cost', subject: { accepts: { types: ['piece', 'card', 'upgrade'], many: true }, required: true }, description: 'Pieces (or upgrades) cost more or less to buy while this holds.' },
  { id: 'modifier.roll-more', example: 'my leaders roll 1 more die' },
  { id: 'predicate.control', description: 'True when the player or faction controls it (a number means at least that many).' },
  { id: 'predicate.is-with', example: "if my leader is with my opponent's leader: roll 1 more die" },
  { id: 'predicate.is-in', slots: [{ name: 'in', prep: 'in', accepts: { types: ['location', 'territory', 'combat'], many: false }, role: 'where' }], description: 'True when the pieces are in that location, territory or combat.', example: "if my leader is in this combat: add 1 to this card's combat" },
  { id: 'predicate.is-controlled-by', description: 'True when a player or faction controls it.' },
  { id: 'predicate.exists', example: 'if there is an enemy unit in this location: roll 1 more die' },
  { id: 'timing.become-first-player', contexts: ['leader-ability', 'any'] },
  { id: 'timing.start-of-turn', contexts: ['leader-ability', 'any'] },
  { id: 'timing.end-of-round', contexts: ['leader-ability', 'world-event', 'timeline-step', 'combat-ability', 'discard-ability', 'any'], description: 'At the end of this round (after the refresh phase).' },
  { id: 'duration.this-round', example: 'this round:\n  upgrades have no effect' },
  { id: 'duration.rest-of-game', example: 'for the rest of the game:\n  my leaders roll 1 more die' },
  { id: 'value.victory-points', description: "A player's or faction's victory points." },
  { id: 'value.location', example: "place a unit on my leader's location" },
  { id: 'subject.i', description: 'The player whose effect it is (who played the card, who has the leader, the faction in an `each faction:` block).' },
  { id: 'subject.my-opponent', description: 'The opposing player (in a combat: the other side).' },
  { id: 'subject.this-card', contexts: ['combat-ability', 'discard-ability', 'any'], description: 'The action card whose ability this is.' },
  { id: 'qualifier.in', accepts: { types: ['location', 'territory', 'combat', 'hand', 'deck', 'game'], many: false }, description: 'Narrows to those in a place: `my units in this combat`.' },
  { id: 'qualifier.with', accepts: { types: ['piece', 'token', 'card', 'upgrade'], many: false } },
  { id: 'qualifier.without', accepts: { types: ['piece', 'token', 'card', 'upgrade'], many: false } },
  { id: 'qualifier.adjacent-to', description: 'Narrows to locations next to a location: `locations adjacent to this location`.' },
];
