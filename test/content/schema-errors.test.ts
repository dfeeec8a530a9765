/**
 * Schema mistakes across the pack's files, each told in a designer's words
 * and placed on the key or value to fix.
 */
import { describe, expect, it } from 'vitest';
import { expectOnly, load, mutate, packFiles, posOf } from './helpers.ts';

describe('schema problems in the Columbia pack', () => {
  it('a world event without its Booker location: the entry lacking it is underlined at its first key', () => {
    const files = mutate(packFiles(), 'world-events.yaml', /\n    booker: [^\n]*/, '');
    expectOnly(load(files), [
      {
        code: 'RW-SCHEMA-REQUIRED',
        file: 'world-events.yaml',
        ...posOf(files, 'world-events.yaml', 'name: Power Outage'),
        message: 'missing required field "booker" in "Power Outage"',
        hint: /^add "booker:" \(/,
      },
    ]);
  });

  it('a victory card without points', () => {
    const files = mutate(packFiles(), 'victory-cards.yaml', '    points: 2\n', '');
    expectOnly(load(files), [
      { code: 'RW-SCHEMA-REQUIRED', file: 'victory-cards.yaml', ...posOf(files, 'victory-cards.yaml', 'name: Established'), message: 'missing required field "points" in "Established"' },
    ]);
  });

  it('Booker without his vote die: the key holding the entry is underlined', () => {
    const files = mutate(packFiles(), 'pieces.yaml', /\n  voteDie: [^\n]*/, '');
    expectOnly(load(files), [{ code: 'RW-SCHEMA-REQUIRED', file: 'pieces.yaml', ...posOf(files, 'pieces.yaml', /^booker:/m), message: 'missing required field "voteDie"' }]);
  });

  it('a misspelt field in a deck card is an unknown field with a suggestion (and not also a missing one)', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', 'combat: 3, influence: 1', 'combt: 3, influence: 1');
    expectOnly(load(files), [
      { code: 'RW-SCHEMA-UNKNOWN-FIELD', file: 'action-cards.yaml', ...posOf(files, 'action-cards.yaml', 'combt'), message: 'unknown field "combt"', hint: 'did you mean "combat"?' },
    ]);
  });

  it('a misspelt field in a territory', () => {
    const files = mutate(packFiles(), 'board.yaml', '    victoryPoints: 3', '    victoryPonts: 3');
    expectOnly(load(files), [
      {
        code: 'RW-SCHEMA-UNKNOWN-FIELD',
        file: 'board.yaml',
        ...posOf(files, 'board.yaml', 'victoryPonts'),
        message: 'unknown field "victoryPonts" in "Welcome Center"',
        hint: 'did you mean "victoryPoints"?',
      },
    ]);
  });

  it('a field nothing resembles lists the allowed fields', () => {
    const files = mutate(packFiles(), 'territory-tokens.yaml', '{ combat: 4, eagles: 1,', '{ combat: 4, eagles: 1, colour: green,');
    expectOnly(load(files), [
      { code: 'RW-SCHEMA-UNKNOWN-FIELD', file: 'territory-tokens.yaml', ...posOf(files, 'territory-tokens.yaml', 'colour: green'), hint: /^allowed fields: combat, eagles, count, provenance/ },
    ]);
  });

  it('text where a number belongs', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', 'influence: 1, eagles: 1', 'influence: one, eagles: 1');
    expectOnly(load(files), [
      { code: 'RW-SCHEMA-TYPE', file: 'action-cards.yaml', ...posOf(files, 'action-cards.yaml', 'one, eagles'), message: '"influence" must be a whole number (got "one")' },
    ]);
  });

  it('a fraction where a whole number belongs, in pack.yaml', () => {
    const files = mutate(packFiles(), 'pack.yaml', 'handSize: 5', 'handSize: 5.5');
    expectOnly(load(files), [{ code: 'RW-SCHEMA-TYPE', file: 'pack.yaml', ...posOf(files, 'pack.yaml', '5.5'), message: '"handSize" must be a whole number (got 5.5)' }]);
  });

  it('a single faction where a list belongs', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', 'factions: [Founders]', 'factions: Founders');
    expectOnly(load(files), [
      { code: 'RW-SCHEMA-TYPE', file: 'action-cards.yaml', ...posOf(files, 'action-cards.yaml', 'factions: Founders', 0, 10), message: '"factions" must be a list (got "Founders")' },
    ]);
  });

  it('an empty effect: the key is underlined, there being no value', () => {
    const files = mutate(packFiles(), 'world-events.yaml', 'effect: "each player gains 3 eagles"', 'effect:');
    expectOnly(load(files), [
      { code: 'RW-SCHEMA-TYPE', file: 'world-events.yaml', ...posOf(files, 'world-events.yaml', /effect:\n/), message: '"effect" must be text (got nothing)' },
    ]);
  });

  it('a negative cost is out of range', () => {
    const files = mutate(packFiles(), 'pieces.yaml', 'cost: 4, combatDie: blue', 'cost: -4, combatDie: blue');
    expectOnly(load(files), [{ code: 'RW-SCHEMA-RANGE', file: 'pieces.yaml', ...posOf(files, 'pieces.yaml', '-4'), message: '"cost" must be at least 0 (got -4)' }]);
  });

  it('a deck card count of 0 is out of range', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', 'count: 3, combat: 3', 'count: 0, combat: 3');
    const result = load(files);
    expectOnly(result, [{ code: 'RW-SCHEMA-RANGE', file: 'action-cards.yaml', ...posOf(files, 'action-cards.yaml', 'count: 0', 0, 7), message: '"count" must be at least 1 (got 0)' }]);
    expectOnly(result, [{ code: 'RW-COUNT-DECK', file: 'action-cards.yaml', ...posOf(files, 'action-cards.yaml', /^    cards:/m, 0, 4) }], 'warning');
  });

  it('an ability kind outside combat/discard suggests the nearest', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', 'kind: combat', 'kind: combt');
    expectOnly(load(files), [
      {
        code: 'RW-SCHEMA-ENUM',
        file: 'action-cards.yaml',
        ...posOf(files, 'action-cards.yaml', 'combt'),
        message: '"kind" must be one of "combat", "discard" (got "combt")',
        hint: 'did you mean "combat"?',
      },
    ]);
  });

  it('a misspelt faction in a setup seat', () => {
    const files = mutate(packFiles(), 'setup.yaml', 'faction: Founders', 'faction: Founder');
    expectOnly(load(files), [
      { code: 'RW-SCHEMA-ENUM', file: 'setup.yaml', ...posOf(files, 'setup.yaml', 'Founder\n'), hint: 'did you mean "Founders"?' },
    ]);
  });

  it('a provenance other than rulebook/reconstructed', () => {
    const files = mutate(packFiles(), 'leaders.yaml', '    provenance: reconstructed', '    provenance: invented');
    expectOnly(load(files), [{ code: 'RW-SCHEMA-ENUM', file: 'leaders.yaml', ...posOf(files, 'leaders.yaml', 'invented') }]);
  });

  it('a lower-case territory letter does not have the expected form (and is not also an unknown territory)', () => {
    const files = mutate(packFiles(), 'board.yaml', 'territory: F', 'territory: f');
    expectOnly(load(files), [{ code: 'RW-SCHEMA-PATTERN', file: 'board.yaml', ...posOf(files, 'board.yaml', 'territory: f', 0, 11), message: '"territory" is not written the expected way (got "f")' }]);
  });

  it('an adjacency between three locations', () => {
    const files = mutate(packFiles(), 'board.yaml', 'between: [Fink MFG, Shanty Town]', 'between: [Fink MFG, Shanty Town, Raffle Square]');
    expectOnly(load(files), [
      { code: 'RW-SCHEMA-ITEMS', file: 'board.yaml', ...posOf(files, 'board.yaml', '[Fink MFG, Shanty Town, Raffle Square]'), message: '"between" must list exactly 2 entries (has 3)' },
    ]);
  });

  it('a Sky-Line over the same location twice', () => {
    const files = mutate(packFiles(), 'board.yaml', /spaces: \[Battleship Bay, /, 'spaces: [Battleship Bay, Battleship Bay, ');
    expectOnly(load(files), [{ code: 'RW-SCHEMA-UNIQUE', file: 'board.yaml', ...posOf(files, 'board.yaml', 'Battleship Bay, Battleship Bay', 0, 16) }]);
  });

  it('a misspelt Sky-Line die face: a number or "success", with a suggestion', () => {
    const files = mutate(packFiles(), 'dice.yaml', 'faces: [success,', 'faces: [sucess,');
    expectOnly(load(files), [
      {
        code: 'RW-SCHEMA-TYPE',
        file: 'dice.yaml',
        ...posOf(files, 'dice.yaml', 'sucess'),
        message: 'entry 1 of "faces" must be a whole number or "success" (got "sucess")',
        hint: 'did you mean "success"?',
      },
    ]);
  });

  it('a file that is a list instead of fields', () => {
    const files = { ...packFiles(), 'territory-tokens.yaml': '- { combat: 4, eagles: 1, count: 16, provenance: reconstructed }\n' };
    expectOnly(load(files), [{ code: 'RW-SCHEMA-TYPE', file: 'territory-tokens.yaml', line: 1, col: 1, message: 'the file must be a mapping of fields (got a list)' }]);
  });

  it('several problems in one file are all reported, in file order', () => {
    let files = mutate(packFiles(), 'pack.yaml', 'handSize: 5', 'handSize: five');
    files = mutate(files, 'pack.yaml', 'upgradeCost: 3', 'upgradeCots: 3');
    const result = load(files);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['RW-SCHEMA-TYPE', 'RW-SCHEMA-UNKNOWN-FIELD']);
    expect(result.ruleset).toBeUndefined();
  });
});

describe('values YAML reads as another type', () => {
  it('a number where text belongs is told to be quoted', () => {
    const files = mutate(packFiles(), 'pack.yaml', 'version: 0.1.0', 'version: 1.0');
    expectOnly(load(files), [
      { code: 'RW-SCHEMA-TYPE', file: 'pack.yaml', ...posOf(files, 'pack.yaml', '1.0'), message: '"version" must be text (got 1)', hint: 'put it in quotes to make it text: "1.0"' },
    ]);
  });
});
