/**
 * Writing scenarios as a designer would (issue 22, item 8): an answer may
 * name the decision it answers and fails on another; an expect can check the
 * starting position as laid out (`at: start`); `decision: none` is accepted
 * as documented.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../interpreter/scenario/index.ts';
import { columbiaPack, DUEL, runInline } from './inline.ts';

const pack = await columbiaPack();
const scenario = (text: string): ScenarioResult => runInline(pack, text, 'authoring.yaml');

/** Both hands empty at the refresh: play draws five each on the way to the first decision. */
const REFRESH = `name: refresh
rule: test
setup: { players: 2, emptyBoard: true }
leaders: { blue: Zachary Hale Comstock, red: Chen Lin }
board:
  Garden of New Eden: { blue: [common, stronghold] }
  Fink MFG: { red: [common, stronghold] }
hands: { blue: [], red: [] }
start: { phase: refresh }
`;

describe('an answer may name the decision it answers', () => {
  it('passes when the pending decision is of that kind', () => {
    const r = scenario(`${DUEL}script:\n  - blue: done\n    decision: move\n`);
    expect(r.diagnostics).toEqual([]);
    expect(r.failure).toBeNull();
  });

  it('fails at its line, naming both, when the pending decision is of another kind (instead of answering it)', () => {
    const r = scenario(`${DUEL}script:\n  - blue: done\n    decision: recruit\n`);
    expect(r.status).toBe('failed');
    expect(r.failure!.line).toBe(14);
    expect(r.failure!.message).toMatch(/the script answers blue's "recruit" decision, but the pending decision is blue's "move" decision/);
    expect(r.decisions).toBe(0);
  });

  it('an illegal step may name it too', () => {
    const r = scenario(`${DUEL}script:\n  - illegal: { blue: move common Hall of Heroes -> Town Center, because: not one of the options, decision: upgrade }\n`);
    expect(r.failure!.message).toMatch(/the illegal answer is for blue's "upgrade" decision, but the pending decision is blue's "move" decision/);
  });

  it('"decision" on a step that answers nothing is a mistake in the file', () => {
    const r = scenario(`${DUEL}script:\n  - dice: [3]\n    decision: move\n`);
    expect(r.diagnostics[0]).toMatchObject({ code: 'RW-SCENARIO-IMPOSSIBLE', message: expect.stringMatching(/"decision" names the decision a player's answer is for/) });
  });
});

describe('an expect at the starting position', () => {
  it('`at: start` checks the position as laid out, before play runs to its first decision; a plain expect checks where play stands', () => {
    const r = scenario(`${REFRESH}script:\n  - expect: { at: start, hand: { blue: 0, red: 0 } }\n  - expect: { hand: { blue: 5, red: 5 } }\n`);
    expect(r.diagnostics).toEqual([]);
    expect(r.failure).toBeNull();
    const wrong = scenario(`${REFRESH}script:\n  - expect: { at: start, hand: { blue: 5 } }\n`);
    expect(wrong.failure).toMatchObject({ line: 11, message: expect.stringMatching(/at the starting position/), expected: '5', actual: expect.stringMatching(/^0/) });
  });

  it('is refused after an answer, and in the final expect', () => {
    const late = scenario(`${DUEL}script:\n  - blue: done\n  - expect: { at: start, round: 1 }\n`);
    expect(late.diagnostics[0]).toMatchObject({ code: 'RW-SCENARIO-IMPOSSIBLE', message: expect.stringMatching(/an answer comes before this step/) });
    const final = scenario(`${DUEL}expect: { at: start, round: 1 }\n`);
    expect(final.diagnostics[0]).toMatchObject({ code: 'RW-SCENARIO-IMPOSSIBLE' });
  });
});

describe('decision: none', () => {
  it('is accepted as documented, and fails while a decision is pending', () => {
    const r = scenario(`${DUEL}script:\n  - expect: { decision: none }\n`);
    expect(r.diagnostics).toEqual([]);
    expect(r.failure).toMatchObject({ expected: 'none' });
  });
});
