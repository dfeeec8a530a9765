/**
 * Audit: sentences that read wrong in a whole 4-player bot game
 * (`rulewright play --players 4 --seed 11 --log`), pinned as a player reads them.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, LogEntry } from '../../../interpreter/core/index.ts';
import { makePlayerName, makeRenderers } from '../../../interpreter/columbia/log.ts';
import { rules } from '../harness.ts';

const render = makeRenderers(rules);
const name = makePlayerName(rules);
const say = (kind: string, values: JsonObject, actors: string[] = []) => render[kind]!({ kind, actors, values, to: null } as LogEntry, name);

describe('the log as a player reads it', () => {
  it('says where Elizabeth is when Booker moves or wins, and produces nothing without "$0 from"', () => {
    expect(say('produced', { cards: [], eagles: 0 }, ['red'])).toBe('Red Vox Populi produces nothing');
    expect(say('we-booker-placed', { location: 'raffle-square', intended: 'raffle-square', from: 'hall-of-heroes', reason: 'event', skipped: [], withElizabeth: true })).toBe(
      'Booker is placed on Raffle Square, Elizabeth with him',
    );
    expect(say('we-booker-placed', { location: 'raffle-square', intended: 'raffle-square', from: null, reason: 'event', skipped: [], withElizabeth: false })).toBe(
      'Booker is placed on Raffle Square',
    );
    expect(say('combat-booker-wins', { location: 'hall-of-heroes', elizabethWithHim: true })).toBe('Booker wins at Hall of Heroes; Elizabeth is with him');
    expect(say('combat-token-revealed', { location: 'monument-island', token: 't', combat: 4, eagles: 1 })).toMatch(/combat 4, 1 eagle$/);
    expect(say('combat-token-defeated', { location: 'monument-island', token: 't', eagles: 1, player: 'blue' })).toMatch(/takes 1 eagle$/);
  });

  it("says what the Elizabeth marker's new step does, in its printed words, before the log shows it done", () => {
    const timeline = rules.timelines[0]!;
    const step = timeline.steps[1]!;
    const line = say('we-timeline-advances', { timelineId: timeline.id, step: step.step, stepId: step.id });
    expect(line).toBe(`The Elizabeth marker moves to step ${step.step} of ${timeline.name}: "${step.text!.trim()}"`);
    expect(line).toContain('Place the Airship on the same space as Elizabeth');
    // A pack without that step (an older log read against edited content) still gets the sentence, without a quote.
    expect(say('we-timeline-advances', { timelineId: timeline.id, step: 9, stepId: 'no-such-step' })).toBe(`The Elizabeth marker moves to step 9 of ${timeline.name}`);
  });

  it('says why an upgrade was earned when its cause is lines above (a combat won, the first player token, a claim)', () => {
    const made = (reason: string) => say('upgrade-made', { reason, cardType: 'handyman', upgrade: 'combat', level: 1, count: 1 }, ['red']);
    expect(made('combat')).toBe('Red Vox Populi raises the combat of Handyman to +1 for winning the combat');
    expect(made('first-player')).toBe('Red Vox Populi raises the combat of Handyman to +1 for taking the first player token');
    expect(made('claim')).toBe('Red Vox Populi raises the combat of Handyman to +1 for claiming a victory card');
    // Bought: the "buys an upgrade for $3" line is just above; from an effect: its "takes effect" line is.
    expect(made('purchase')).toBe('Red Vox Populi raises the combat of Handyman to +1');
    expect(made('effect')).toBe('Red Vox Populi raises the combat of Handyman to +1');
    expect(say('upgrade-blocked', { reason: 'combat', lead: 3, gap: 3 }, ['blue'])).toBe('Blue Founders may not upgrade for winning the combat: his faction is already 3 upgrades ahead');
    expect(say('upgrade-declined', { reason: 'first-player' }, ['blue'])).toBe('Blue Founders makes no upgrade for taking the first player token');
  });

  it('says why Booker does not vote: a tie, or what the trailing faction did', () => {
    const vp = { Founders: 1, 'Vox Populi': 0 };
    expect(say('we-booker-abstains', { reason: 'tied', faction: null, victoryPoints: { Founders: 0, 'Vox Populi': 0 } })).toBe('Booker does not vote: the factions are tied on victory points');
    expect(say('we-booker-abstains', { reason: 'faction-did-not-vote', faction: 'vox-populi', victoryPoints: vp })).toBe(
      'Booker does not vote: the Vox Populi, who trail on victory points, played no cards',
    );
    expect(say('we-booker-abstains', { reason: 'faction-split-evenly', faction: 'vox-populi', victoryPoints: vp })).toBe(
      'Booker does not vote: the Vox Populi, who trail on victory points, voted for and against evenly',
    );
  });
});
