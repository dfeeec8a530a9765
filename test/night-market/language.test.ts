/**
 * Night Market's pack is read in Night Market's words: the core's plus its
 * own. A word of another game is an unknown word, and a core word its rules
 * give no meaning is refused when the pack loads, at the word.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGamePack } from '../../interpreter/games/index.ts';
import { PACK } from './helpers.ts';

function packFiles(): Record<string, string> {
  return Object.fromEntries(readdirSync(PACK).filter((f) => f.endsWith('.yaml')).map((f) => [f, readFileSync(join(PACK, f), 'utf8')]));
}

/** The pack with the Coin Purse's effect replaced. */
function withCoinPurse(effect: string): Record<string, string> {
  const files = packFiles();
  return { ...files, 'lanterns.yaml': files['lanterns.yaml']!.replace('effect: "gain 2 coins"', `effect: "${effect}"`) };
}

describe("Night Market's effect language", () => {
  it('the pack checks clean, in its own game', () => {
    const r = loadGamePack(packFiles());
    expect(r.game).toBe('night-market');
    expect(r.diagnostics).toEqual([]);
    expect(r.counts).toEqual({ stalls: 4, lanternTypes: 9, lanterns: 18, goals: 2, effects: 9 });
  });

  it('a Columbia word is an unknown word here', () => {
    const files = withCoinPurse('gain 2 eagles');
    const [d] = loadGamePack(files).diagnostics;
    const line = files['lanterns.yaml']!.split('\n').findIndex((l) => l.includes('gain 2 eagles')) + 1;
    expect(d).toMatchObject({ code: 'RW-DSL-UNKNOWN-WORD', file: 'lanterns.yaml', line, severity: 'error' });
  });

  it('a core word its rules give no meaning is refused at load, at the word', () => {
    const files = withCoinPurse('roll 1 die');
    const r = loadGamePack(files);
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    // The verb and its object: Night Market has no dice.
    expect(errors.map((d) => [d.code, /\((\S+)\)/.exec(d.message)?.[1]])).toEqual([
      ['RW-EFFECT-UNSUPPORTED', 'verb.roll'],
      ['RW-EFFECT-UNSUPPORTED', 'noun.die'],
    ]);
    const text = files['lanterns.yaml']!;
    const at = text.indexOf('roll 1 die');
    const line = text.slice(0, at).split('\n').length;
    expect(errors[0]).toMatchObject({ file: 'lanterns.yaml', line, col: at - text.lastIndexOf('\n', at), message: '`roll 1 die` (verb.roll) has no meaning in night-market: the game\'s rules give it no handler' });
    expect(errors[1]).toMatchObject({ line, col: text.indexOf('1 die') - text.lastIndexOf('\n', at) });
    expect(r.ruleset).toBeUndefined();
  });

  it('its own words check, and a context it does not have is out of place', () => {
    expect(loadGamePack(withCoinPurse('close a stall')).diagnostics).toEqual([]);
    const files = packFiles();
    const goals = files['goals.yaml']!.replace('condition: "I have 4 coins"', 'condition: "gain 4 coins"');
    expect(loadGamePack({ ...files, 'goals.yaml': goals }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-CONTEXT' });
  });
});
