/**
 * Effect strings are parsed and checked by the effect language as the pack
 * loads; their problems land on the exact spot of the YAML file, through a
 * `|` block's indentation and a quoted string's escapes.
 */
import { describe, expect, it } from 'vitest';
import { expectOnly, load, mutate, packFiles, posOf } from './helpers.ts';

describe('effect strings in the Columbia pack', () => {
  it('a misspelt verb inside a | block scalar', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', "        add 3 to this card's combat", "        ad 3 to this card's combat");
    expectOnly(load(files), [
      { code: 'RW-DSL-UNKNOWN-VERB', file: 'action-cards.yaml', ...posOf(files, 'action-cards.yaml', "ad 3 to this card's combat"), message: 'unknown verb `ad`', hint: 'did you mean `add`?' },
    ]);
  });

  it('an unknown name inside a double-quoted string with escaped quotes', () => {
    const files = mutate(packFiles(), 'victory-cards.yaml', 'I control \\"Comstock Center\\"', 'I control \\"Comstok Center\\"');
    const result = load(files);
    // The name's token starts at its opening quote, written \" in the file.
    expectOnly(result, [{ code: 'RW-DSL-UNKNOWN-NAME', file: 'victory-cards.yaml', ...posOf(files, 'victory-cards.yaml', '\\"Comstok Center'), hint: 'did you mean `Comstock Center`?' }]);
    const d = result.diagnostics[0]!;
    // Underlined through the closing \": `\"Comstok Center\"` is 18 characters in the file.
    expect(d.end).toEqual({ line: d.line, col: d.col + 18 });
  });

  it('an unknown location in a timeline step (plain | block, several statements)', () => {
    const files = mutate(packFiles(), 'timelines.yaml', 'move "Songbird" to "Airship"\'s location', 'move "Songbrd" to "Airship"\'s location');
    expectOnly(load(files), [{ code: 'RW-DSL-UNKNOWN-NAME', file: 'timelines.yaml', ...posOf(files, 'timelines.yaml', '"Songbrd"'), hint: 'did you mean `Songbird`?' }]);
  });

  it('a misspelt noun in a victory condition', () => {
    const files = mutate(packFiles(), 'victory-cards.yaml', 'I control 3 locations with a stronghold', 'I control 3 locatons with a stronghold');
    expectOnly(load(files), [{ code: 'RW-DSL-UNKNOWN-WORD', file: 'victory-cards.yaml', ...posOf(files, 'victory-cards.yaml', 'locatons'), hint: 'did you mean `locations`?' }]);
  });

  it('a syntax error (an unfinished condition) in a leader ability', () => {
    const files = mutate(packFiles(), 'leaders.yaml', /ability: "my structures cost 2 less"/, 'ability: "my structures cost 2 less if"');
    const result = load(files);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((d) => d.file === 'leaders.yaml' && d.code.startsWith('RW-DSL-') && d.line === posOf(files, 'leaders.yaml', 'cost 2 less if').line)).toBe(true);
    expect(result.ruleset).toBeUndefined();
  });

  it('keeps the checked program of every string beside the ruleset', () => {
    const result = load(packFiles());
    const shotgunner = result.effects!.cardTypes['shotgunner']!;
    expect(shotgunner.context).toBe('combat-ability');
    expect(shotgunner.program?.kind).toBe('program');
    expect(result.effects!.victoryCards['established']!.program?.mode).toBe('condition');
    const all = Object.values(result.effects!).flatMap((byId) => Object.values(byId));
    expect(all.every((e) => e.program !== undefined)).toBe(true);
  });
});
