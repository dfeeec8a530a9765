/**
 * Names that must match something another file defines, names that must be
 * unique, the counts the printed game has (warnings: a variant may differ),
 * and the warnings for likely mistakes.
 */
import { describe, expect, it } from 'vitest';
import { expectOnly, load, mutate, offsetOf, packFiles, posOf } from './helpers.ts';

/** The pack with the first world event's Booker location replaced. */
function bookerAt(location: string): Record<string, string> {
  return mutate(packFiles(), 'world-events.yaml', /(?<=\n    booker: )[^\n]*/, location);
}

describe('references between the files of the Columbia pack', () => {
  it('an event moving Booker to "Hall of Heroe" suggests Hall of Heroes', () => {
    const files = bookerAt('Hall of Heroe');
    expectOnly(load(files), [
      {
        code: 'RW-REF-UNKNOWN-LOCATION',
        file: 'world-events.yaml',
        ...posOf(files, 'world-events.yaml', 'Hall of Heroe\n'),
        message: 'unknown location "Hall of Heroe"',
        hint: 'did you mean `Hall of Heroes`?',
      },
    ]);
  });

  it('location names are matched exactly, with the right spelling suggested', () => {
    const files = bookerAt('soldiers field');
    expectOnly(load(files), [{ code: 'RW-REF-UNKNOWN-LOCATION', file: 'world-events.yaml', ...posOf(files, 'world-events.yaml', 'soldiers field'), hint: "did you mean `Soldier's Field`?" }]);
  });

  it('a Sky-Line over an unknown location', () => {
    const files = mutate(packFiles(), 'board.yaml', 'Our Lady Cemetery, Fink MFG]', 'Our Lady Cemetery, Fink MGF]');
    expectOnly(load(files), [{ code: 'RW-REF-UNKNOWN-LOCATION', file: 'board.yaml', ...posOf(files, 'board.yaml', 'Fink MGF'), hint: 'did you mean `Fink MFG`?' }]);
  });

  it('an adjacency to an unknown location', () => {
    const files = mutate(packFiles(), 'board.yaml', 'between: [Hall of Heroes, Battleship Bay]', 'between: [Hall of Heroes, Battleship Bey]');
    expectOnly(load(files), [{ code: 'RW-REF-UNKNOWN-LOCATION', file: 'board.yaml', ...posOf(files, 'board.yaml', 'Battleship Bey'), hint: 'did you mean `Battleship Bay`?' }]);
  });

  it('a location in an unknown territory', () => {
    const files = mutate(packFiles(), 'board.yaml', 'name: Shanty Town, territory: F', 'name: Shanty Town, territory: G');
    expectOnly(load(files), [
      { code: 'RW-REF-UNKNOWN-TERRITORY', file: 'board.yaml', ...posOf(files, 'board.yaml', 'territory: G', 0, 11), message: 'unknown territory "G"', hint: 'known territories: A, B, C, D, E, F' },
    ]);
  });

  it('a setup placing an unknown unit suggests the figure', () => {
    const files = mutate(packFiles(), 'setup.yaml', '{ piece: Songbird }', '{ piece: Songbrd }');
    expectOnly(load(files), [{ code: 'RW-REF-UNKNOWN-UNIT', file: 'setup.yaml', ...posOf(files, 'setup.yaml', 'Songbrd'), message: 'unknown unit "Songbrd"', hint: 'did you mean `Songbird`?' }]);
  });

  it('a setup placing an unknown structure suggests the structure', () => {
    const files = mutate(packFiles(), 'setup.yaml', '{ piece: Turret }', '{ piece: Turet }');
    expectOnly(load(files), [{ code: 'RW-REF-UNKNOWN-STRUCTURE', file: 'setup.yaml', ...posOf(files, 'setup.yaml', 'Turet'), hint: 'did you mean `Turret`?' }]);
  });

  it('a setup starting on an unknown location', () => {
    const files = mutate(packFiles(), 'setup.yaml', 'location: Garden of New Eden', 'location: Garden of Eden');
    expectOnly(load(files), [{ code: 'RW-REF-UNKNOWN-LOCATION', file: 'setup.yaml', ...posOf(files, 'setup.yaml', 'Garden of Eden'), hint: 'did you mean `Garden of New Eden`?' }]);
  });

  it('a colour set with an unknown unit', () => {
    const files = mutate(packFiles(), 'pieces.yaml', '{ piece: Herzog, count: 1 }', '{ piece: Herzogg, count: 1 }');
    expectOnly(load(files), [{ code: 'RW-REF-UNKNOWN-UNIT', file: 'pieces.yaml', ...posOf(files, 'pieces.yaml', 'Herzogg'), hint: 'did you mean `Herzog`?' }]);
  });

  it('a deck holding an unknown card type (which also makes its deck short)', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', '{ type: Handyman, count: 3,', '{ type: Handymen, count: 3,');
    const result = load(files);
    expectOnly(result, [{ code: 'RW-REF-UNKNOWN-CARD-TYPE', file: 'action-cards.yaml', ...posOf(files, 'action-cards.yaml', 'Handymen'), hint: 'did you mean `Handyman`?' }]);
  });

  it('a deck holding a card type of the other faction', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', /\{ type: Shotgunner,/, '{ type: Bucking Bronco,');
    const result = load(files);
    expectOnly(result, [
      { code: 'RW-REF-WRONG-FACTION', file: 'action-cards.yaml', ...posOf(files, 'action-cards.yaml', '{ type: Bucking Bronco,', 0, 8), message: 'card type "Bucking Bronco" is not a Founders card' },
    ]);
  });

  it('a deck whose faction is not its colour\'s', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', /(?<=colour: blue\n    faction: )Founders/, 'Vox Populi');
    expectOnly(load(files), [
      {
        code: 'RW-REF-WRONG-FACTION',
        file: 'action-cards.yaml',
        ...posOf(files, 'action-cards.yaml', /(?<=colour: blue\n    faction: )Vox Populi/),
        message: 'colour "blue" belongs to the Founders, not the Vox Populi',
        hint: 'write faction: Founders',
      },
    ]);
  });

  it('two world events with one name', () => {
    const files = mutate(packFiles(), 'world-events.yaml', 'name: Raffle Day', 'name: Power Outage');
    const first = posOf(files, 'world-events.yaml', 'name: Power Outage');
    expectOnly(load(files), [
      {
        code: 'RW-REF-DUPLICATE-NAME',
        file: 'world-events.yaml',
        ...posOf(files, 'world-events.yaml', 'name: Power Outage', 1, 6),
        message: `world event "Power Outage" is defined twice (first on line ${first.line})`,
      },
    ]);
  });

  it('two names that make one id', () => {
    const files = mutate(packFiles(), 'world-events.yaml', 'name: Raffle Day', 'name: Power-Outage');
    expectOnly(load(files), [{ code: 'RW-REF-DUPLICATE-ID', file: 'world-events.yaml', ...posOf(files, 'world-events.yaml', 'Power-Outage') }]);
  });

  it('two locations with one number', () => {
    const files = mutate(packFiles(), 'board.yaml', '{ number: 15, name: Shanty Town', '{ number: 14, name: Shanty Town');
    expectOnly(load(files), [{ code: 'RW-REF-DUPLICATE-NUMBER', file: 'board.yaml', ...posOf(files, 'board.yaml', '14, name: Shanty Town') }]);
  });

  it('a location adjacent to itself', () => {
    const files = mutate(packFiles(), 'board.yaml', 'between: [Fink MFG, Shanty Town]', 'between: [Fink MFG, Fink MFG]');
    // The schema's uniqueItems catches it first, and the reference check keeps quiet about the same value.
    expectOnly(load(files), [{ code: 'RW-SCHEMA-UNIQUE', file: 'board.yaml', ...posOf(files, 'board.yaml', 'Fink MFG]', 0) }]);
  });
});

describe('counts the printed game has: warnings, as a variant may differ', () => {
  /** No error, the Ruleset built, and exactly these warnings. */
  const variant = (files: Record<string, string>, expected: Parameters<typeof expectOnly>[1]) => {
    const result = load(files);
    expectOnly(result, []);
    expect(result.ruleset).toBeDefined();
    expectOnly(result, expected, 'warning');
  };

  it('a deck of 29 cards', () => {
    const files = mutate(packFiles(), 'action-cards.yaml', '{ type: Handyman, count: 3,', '{ type: Handyman, count: 2,');
    variant(files, [
      {
        code: 'RW-COUNT-DECK',
        file: 'action-cards.yaml',
        ...posOf(files, 'action-cards.yaml', /^    cards:/m, 0, 4),
        message: 'cards in the blue deck: 29; the printed game has 30',
        hint: 'fine for a variant (every one is dealt, drawn and played); for the printed game add 1',
      },
    ]);
  });

  it('a timeline of 5 steps', () => {
    const text = packFiles()['timelines.yaml']!;
    // Cut timeline 2's third step: from its `- text:` to the next one.
    const secondTimeline = offsetOf(text, /\n  - number: 2/);
    const steps = [...text.slice(secondTimeline).matchAll(/\n      - text:/g)].map((m) => secondTimeline + m.index);
    const files = { ...packFiles(), 'timelines.yaml': text.slice(0, steps[2]) + text.slice(steps[3]) };
    variant(files, [
      { code: 'RW-COUNT-TIMELINE-STEPS', file: 'timelines.yaml', ...posOf(files, 'timelines.yaml', 'steps:', 1, 0), message: 'steps on timeline 2: 5; the printed game has 6' },
    ]);
  });

  it('16 world events', () => {
    const text = packFiles()['world-events.yaml']!;
    const first = text.slice(offsetOf(text, '  - name: Power Outage'), offsetOf(text, '  - name: Raffle Day'));
    const files = { ...packFiles(), 'world-events.yaml': text.trimEnd() + '\n\n' + first.replace('Power Outage', 'Power Outage Again') };
    variant(files, [{ code: 'RW-COUNT-COMPONENTS', file: 'world-events.yaml', ...posOf(files, 'world-events.yaml', /^events:/m), message: 'world events: 16; the printed game has 15' }]);
  });

  it('a territory token short', () => {
    const files = mutate(packFiles(), 'territory-tokens.yaml', '{ combat: 12, eagles: 5, count: 1,', '{ combat: 12, eagles: 5, count: 0,');
    expect(load(files).diagnostics.map((d) => d.code)).toContain('RW-SCHEMA-RANGE');
    const fewer = mutate(packFiles(), 'territory-tokens.yaml', '{ combat: 4, eagles: 1, count: 2,', '{ combat: 4, eagles: 1, count: 1,');
    variant(fewer, [{ code: 'RW-COUNT-COMPONENTS', file: 'territory-tokens.yaml', ...posOf(fewer, 'territory-tokens.yaml', /^tokens:/m), message: 'territory tokens: 15; the printed game has 16' }]);
  });

  it('a 2-player setup with 3 seats', () => {
    const files = mutate(packFiles(), 'setup.yaml', 'players: 2', 'players: 3');
    expectOnly(load(files), [{ code: 'RW-COUNT-SEATS', file: 'setup.yaml', ...posOf(files, 'setup.yaml', 'seats:'), message: '2 seats for 3 players' }]);
  });

  it('a setup that deals more leaders than a faction has is an error: it could not be dealt', () => {
    const text = packFiles()['leaders.yaml']!;
    // Only Jeremiah Fink stays of the Founders: the 4-player setup deals one to each of 2 Founder seats.
    const files = { ...packFiles(), 'leaders.yaml': text.slice(0, offsetOf(text, '  - name: Zachary Hale Comstock')) + text.slice(offsetOf(text, '  - name: Daisy Fitzroy')) };
    const result = load(files);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.code)).toEqual(['RW-COUNT-TOO-FEW']);
    expect(errors[0]).toMatchObject({ file: 'setup.yaml', message: 'the Founders have 1 leaders, and this setup deals 2 (1 to each of 2 seats)' });
    expect(result.diagnostics.filter((d) => d.severity === 'warning').map((d) => d.code)).toEqual(['RW-COUNT-COMPONENTS']);
  });
});

describe('warnings: legal, but probably a mistake', () => {
  it('a territory worth 0 VP still loads, with a warning', () => {
    const files = mutate(packFiles(), 'board.yaml', '    victoryPoints: 3', '    victoryPoints: 0');
    const result = load(files);
    expectOnly(result, []);
    expectOnly(result, [{ code: 'RW-LINT-ZERO-VP-TERRITORY', file: 'board.yaml', ...posOf(files, 'board.yaml', 'victoryPoints: 0', 0, 15), message: 'territory "Welcome Center" is worth 0 victory points' }], 'warning');
    expect(result.ruleset?.board.territories[0]?.victoryPoints).toBe(0);
  });

  it('a location no route reaches', () => {
    const files = mutate(packFiles(), 'board.yaml', /\n\n# Pairs of locations/, '\n  - { number: 16, name: Emporia Docks, territory: F, provenance: reconstructed }\n\n# Pairs of locations');
    const result = load(files);
    expectOnly(result, []);
    expectOnly(
      result,
      [{ code: 'RW-LINT-UNREACHABLE-LOCATION', file: 'board.yaml', ...posOf(files, 'board.yaml', 'Emporia Docks'), message: 'no route reaches "Emporia Docks": it is adjacent to nothing and on no Sky-Line' }],
      'warning',
    );
  });

  it('a card type no deck holds', () => {
    const files = mutate(
      packFiles(),
      'action-cards.yaml',
      '\ncardTypes:\n',
      '\ncardTypes:\n  - name: Fireman\n    factions: [Vox Populi]\n    ability: { name: Burn, kind: discard, locked: false, text: Gain 1 Silver Eagle., effect: "gain 1 eagles" }\n    provenance: reconstructed\n',
    );
    const result = load(files);
    expectOnly(result, []);
    expectOnly(result, [{ code: 'RW-LINT-UNUSED-CARD-TYPE', file: 'action-cards.yaml', ...posOf(files, 'action-cards.yaml', 'Fireman'), message: 'no deck holds card type "Fireman"' }], 'warning');
  });

  it('a pair of locations listed twice', () => {
    const files = mutate(packFiles(), 'board.yaml', 'between: [Fink MFG, Shanty Town]', 'between: [Shanty Town, Fink MFG]');
    const dup = mutate(files, 'board.yaml', '\nskyLines:', '\n  - { between: [Fink MFG, Shanty Town], provenance: reconstructed }\nskyLines:');
    const result = load(dup);
    expectOnly(result, []);
    expectOnly(result, [{ code: 'RW-REF-DUPLICATE-ADJACENCY', file: 'board.yaml', ...posOf(dup, 'board.yaml', '[Fink MFG, Shanty Town]') }], 'warning');
  });
});
