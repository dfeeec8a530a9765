/**
 * Bots as data: the shipped YAML bots load and validate; a designer's
 * mistake (a misspelt word in a condition, an unknown feature, a decision
 * kind the game never asks) is reported at its line and column in the file;
 * and the rules actually steer the bot.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compileBot, ruleChoice, yamlBot } from '../../interpreter/columbia/bots/yaml-bot.ts';
import { PACK, pack } from './helpers.ts';

const BAD = `name: Broken
decisions:
  recruit:
    - when: "my eagels >= 3"
      prefer: "recruit:*"
    - prefer: { option: "build:*", by: "frontiers * 2" }
  moving:
    - prefer: "done"
`;

describe('YAML bots', () => {
  it('ships aggressive and builder, both valid against the pack', async () => {
    const { library, result } = await pack();
    expect(Object.keys(library)).toEqual(expect.arrayContaining(['aggressive', 'builder']));
    const compiled = compileBot('aggressive', 'bots/aggressive.yaml', readFileSync(`${PACK}/bots/aggressive.yaml`, 'utf8'), result.ruleset!);
    expect(compiled.bot!.decisions['move']!.length).toBeGreaterThan(0);
  });

  it('places a misspelt word in a `when` condition at its line and column', async () => {
    const { result } = await pack();
    const r = compileBot('broken', 'bots/broken.yaml', BAD, result.ruleset!);
    expect(r.bot).toBeUndefined();
    const d = r.diagnostics.find((x) => x.code === 'RW-DSL-UNKNOWN-WORD')!;
    expect(d).toBeDefined();
    expect(d.file).toBe('bots/broken.yaml');
    // Line 4 is `    - when: "my eagels >= 3"`: the diagnostic underlines exactly `eagels`.
    const line = BAD.split('\n')[3]!;
    expect(d.line).toBe(4);
    expect(d.col).toBe(line.indexOf('eagels') + 1);
    expect(line.slice(d.col - 1, d.end.col - 1)).toBe('eagels');
    expect(d.message).toContain('eagels');
    expect(d.path).toBe('/decisions/recruit/0/when');
  });

  it('places an unknown feature in `by` with a did-you-mean', async () => {
    const { result } = await pack();
    const r = compileBot('broken', 'bots/broken.yaml', BAD, result.ruleset!);
    const d = r.diagnostics.find((x) => x.code === 'RW-BOT-UNKNOWN-FEATURE')!;
    expect(d.line).toBe(6);
    expect(BAD.split('\n')[5]!.slice(d.col - 1, d.end.col - 1)).toBe('frontiers');
    expect(d.hint).toContain('frontier');
  });

  it('names a decision kind the game never asks, where it is written', async () => {
    const { result } = await pack();
    const text = 'name: X\ndecisions:\n  moving:\n    - prefer: "done"\n';
    const r = compileBot('x', 'bots/x.yaml', text, result.ruleset!);
    const d = r.diagnostics.find((x) => x.code === 'RW-BOT-UNKNOWN-DECISION')!;
    expect(d).toBeDefined();
    expect(d.line).toBe(3);
    expect(d.message).toContain('moving');
  });

  it('follows its rules: a `when` that holds picks by the rule, one that does not falls through', async () => {
    const { result, engine, two } = await pack();
    const text = `name: Miser
decisions:
  recruit:
    - when: "my eagles >= 100"
      prefer: "upgrade"
    - when: "my eagles >= 0"
      prefer: "done"
  produce:
    - prefer: { option: "card:*", if: "eagles >= 1" }
`;
    const r = compileBot('miser', 'bots/miser.yaml', text, result.ruleset!);
    expect(r.diagnostics).toEqual([]);
    const library = { miser: r.bot! };
    const bots = Object.fromEntries(two.map((p) => [p, yamlBot(r.bot!, `miser-game:${p}`)]));
    let { state } = engine.start({ seed: 'miser-game', players: two }, { log: false });
    let recruitAnswers = 0;
    for (let n = 0; state.over === null && state.decision && n < 3000; n++) {
      const d = state.decision;
      if (d.kind === 'recruit') {
        const byRule = ruleChoice(library.miser!, engine, state, d);
        // Never 100 eagles: the first rule never answers, the second always does.
        expect(byRule?.ids).toEqual(['done']);
        recruitAnswers++;
      }
      const r = engine.apply(state, bots[d.player]!.choose(engine, state), { log: false });
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
    }
    expect(recruitAnswers).toBeGreaterThan(0);
    // A bot that never buys anything keeps every eagle it produced.
    for (const p of two) expect(state.g.players[p]!.eagles).toBeGreaterThan(0);
  });
});
