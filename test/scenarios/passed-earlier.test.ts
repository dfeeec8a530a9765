/**
 * World events that passed in earlier rounds (`worldEvents.passedEarlier`,
 * RULINGS "A world event passed in an earlier round keeps its lasting
 * effects"): what such an event changed "for the rest of the game" holds in
 * a later position; its "this round" effects do not. The bundled events all
 * last "this round" (scenario booker-manhunt-of-an-earlier-round-has-ended),
 * so the lasting case runs on a copy of the pack whose Manhunt lasts the
 * rest of the game, as a designer's custom event would.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compileScenario, runScenario, type ScenarioResult } from '../../interpreter/scenario/index.ts';
import { loadPackCached } from '../../interpreter/scenario/node.ts';
import { invalidResult, type Pack } from '../../interpreter/scenario/run.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'rulewright-passed-earlier-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
cpSync(join(ROOT, 'content/columbia'), dir, { recursive: true });
const events = join(dir, 'world-events.yaml');
const text = readFileSync(events, 'utf8');
const lastingManhunt = text.replace('      this round:\n        Booker rolls 1 more red die', '      for the rest of the game:\n        Booker rolls 1 more red die');
if (lastingManhunt === text) throw new Error("Manhunt's effect is no longer written as this test expects");
writeFileSync(events, lastingManhunt);
const lasting = (await loadPackCached(dir)) as Pack | string;
if (typeof lasting === 'string') throw new Error(lasting);
const bundled = (await loadPackCached(join(ROOT, 'content/columbia'))) as Pack | string;
if (typeof bundled === 'string') throw new Error(bundled);

function play(pack: Pack, worldEvents: string, dice: number[]): ScenarioResult {
  const yaml = `name: earlier manhunt
rule: test
setup: { players: 2, emptyBoard: true }
leaders: { blue: Zachary Hale Comstock, red: Chen Lin }
victoryCards: { inPlay: [] }
board:
  Garden of New Eden: { blue: [common, stronghold] }
  Our Lady Cemetery: { red: [3 common] }
  Fink MFG: { red: [stronghold] }
hands: { red: [] }
round: 3
booker: nowhere
elizabeth: nowhere
worldEvents: ${worldEvents}
start: { phase: world-event, step: booker }
script:
  - dice: [${dice.join(', ')}]
`;
  const { scenario, diagnostics } = compileScenario('earlier.yaml', yaml, pack);
  if (scenario === null) return invalidResult('earlier.yaml', diagnostics);
  return runScenario(scenario, pack);
}

const attackerDice = (r: ScenarioResult) => r.log.find((l) => /The attacker rolls \d+ dice/.test(l))?.match(/rolls (\d+) dice/)?.[1];

describe('a world event passed in an earlier round', () => {
  it('keeps what it changed for the rest of the game: Booker, attacking in round 3, rolls the extra red die', () => {
    const r = play(lasting, '{ current: Ration Cuts, discard: [Manhunt], passedEarlier: [Manhunt] }', [2, 2, 2, 2, 3, 3, 3]);
    expect(r.diagnostics).toEqual([]);
    expect(r.status, r.failure?.message).toBe('passed');
    expect(attackerDice(r)).toBe('4');
  });

  it('not listed as passed, it changes nothing (the same event in the discard pile may have failed its vote)', () => {
    const r = play(lasting, '{ current: Ration Cuts, discard: [Manhunt] }', [2, 2, 2, 3, 3, 3]);
    expect(r.status, r.failure?.message).toBe('passed');
    expect(attackerDice(r)).toBe('3');
  });

  it('passed earlier with a "this round" effect, that effect has ended (the bundled Manhunt)', () => {
    const r = play(bundled, '{ current: Ration Cuts, discard: [Manhunt], passedEarlier: [Manhunt] }', [2, 2, 2, 3, 3, 3]);
    expect(r.status, r.failure?.message).toBe('passed');
    expect(attackerDice(r)).toBe('3');
  });

  it('must have been played: the current event or one still in the deck is refused, with what to do', () => {
    const current = play(lasting, '{ current: Manhunt, passedEarlier: [Manhunt] }', []);
    expect(current.diagnostics[0]).toMatchObject({ code: 'RW-SCENARIO-BAD-START', line: 14 });
    expect(current.diagnostics[0]!.message).toContain('is the current event (for this round\'s, use passed: true)');
    const inDeck = play(lasting, '{ current: Ration Cuts, deck: [Manhunt], passedEarlier: [Manhunt] }', []);
    expect(inDeck.diagnostics[0]!.message).toBe('world event "manhunt" is still in the deck: it cannot have passed in an earlier round');
    expect(inDeck.diagnostics[0]!.hint).toContain('list it under discard');
  });

  it('a misspelt event gets a did-you-mean', () => {
    const r = play(lasting, '{ current: Ration Cuts, discard: [Manhunt], passedEarlier: [Man hunt] }', []);
    expect(r.diagnostics[0]).toMatchObject({ code: 'RW-SCENARIO-UNKNOWN-EVENT', line: 14 });
    expect(r.diagnostics[0]!.hint).toBe('did you mean "Manhunt"?');
  });
});
