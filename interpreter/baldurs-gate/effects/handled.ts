/**
 * Every registry id this game's rules give a meaning, by entry kind: the
 * loader refuses a pack string that uses any other word
 * (`RW-EFFECT-UNSUPPORTED`). Verbs, nouns and values have handlers
 * (`verbs.ts`, `things.ts`); the others are read by those handlers or by the
 * rules (`modifier.cost` by the build cost, the timings by the triggers).
 */
import { nouns, values } from './things.ts';
import { verbs } from './verbs.ts';

export function handledIds(): Record<string, string[]> {
  return {
    action: Object.keys(verbs),
    modifier: ['modifier.cost'],
    predicate: [],
    timing: ['timing.when-i-build', 'timing.when-i-fortify'],
    duration: ['duration.rest-of-game'],
    value: [...Object.keys(values).filter((id) => id.startsWith('value.')), 'value.influence', 'value.workers'],
    // Nouns read by a verb's slot rather than as a set: the display, the deck, a hand, a deal, a cube.
    noun: [...Object.keys(nouns), 'noun.building-display', 'noun.building-deck', 'noun.hand', 'noun.deal', 'noun.cube', 'noun.agenda', 'noun.gate-card'],
    subject: ['subject.i', 'subject.each-player', 'subject.guild', 'subject.flaming-fist', 'subject.council', 'subject.this-gate', 'subject.my-worker'],
    adjective: ['adjective.damaged', 'adjective.undamaged', 'adjective.available', 'adjective.empty', 'adjective.free'],
    qualifier: ['qualifier.in', 'qualifier.with', 'qualifier.adjacent-to'],
  };
}
