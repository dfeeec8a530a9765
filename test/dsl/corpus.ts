// The worked corpus of the design spec (docs/design/effect-language-spec.md), written out for the tests.
import type { EffectContextKind } from './api.ts';

/** The worked corpus of docs/design/effect-language-spec.md, with where each string lives. */
export const SPEC_CORPUS: [string, EffectContextKind][] = [
  ['before dice:\n  if count my commons in this combat >= 1 and I choose to "use Bold Maneuver":\n    add 3 to this card\'s combat\n    when I lose this combat: destroy all my commons in this combat instead\n', 'combat-ability'],
  ['before dice:\n  I may move 1 common I control from any location to this location\n', 'combat-ability'],
  ["if I am the defender: add 3 to this card's combat", 'combat-ability'],
  ["if this card is the only card I played: set this card's combat to 6 without upgrades", 'combat-ability'],
  ['before dice:\n  I may discard 1 random card my opponent played; it has no effect\n', 'combat-ability'],
  ['gain 2 eagles\ndraw 1 card\n', 'discard-ability'],
  ['after dice:\n  reroll 1 of my dice\n', 'combat-ability'],
  ['this round:\n  upgrades have no effect\n', 'world-event'],
  ['each player gains 3 eagles', 'world-event'],
  ['destroy "Shanty Town"', 'world-event'],
  ['each faction:\n  choose a location I control as site:\n    place an alarm on site\n', 'world-event'],
  ['the first player may upgrade 1 action card\n', 'world-event'],
  ["place Elizabeth on Booker's location\nfor the rest of the game:\n  Booker rolls 1 more white die while Elizabeth is with him\n", 'timeline-step'],
  ['place "Airship" on Elizabeth\'s location\nresolve combat at Elizabeth\'s location, factions first\n', 'timeline-step'],
  ['the first player may upgrade the combat of 2 action cards', 'timeline-step'],
  ['if the Founders control Elizabeth:\n  move "Songbird" to "Airship"\'s location\n  destroy "Airship"\n  resolve combat at "Songbird"\'s location\nif the Vox Populi control Elizabeth:\n  this round:\n    "Songbird" is controlled by the Vox Populi\n', 'timeline-step'],
  ["destroy Elizabeth's location", 'timeline-step'],
  ['remove the top 5 world events from the game', 'timeline-step'],
  ['I control 3 locations with a stronghold', 'victory-condition'],
  ['my faction controls 4 territories', 'victory-condition'],
  ['I control "Monument Island"', 'victory-condition'],
  ['structures cost 2 less', 'leader-ability'],
  ['my units cost 1 less', 'leader-ability'],
  ['I move 1 more unit each turn', 'leader-ability'],
  ['when I win this combat:\n  gain 1 eagles\n', 'leader-ability'],
];

