/**
 * `pack.yaml`'s `game:` picks the game module a pack is read as: an unknown
 * name is an error at the line with did-you-mean and the list of games; a
 * pack without one (written before games were named, or a variant copied
 * from such a pack) is read as Columbia, with a warning.
 */
import { describe, expect, it } from 'vitest';
import { load, mutate, packFiles, posOf } from './helpers.ts';

describe("pack.yaml's game", () => {
  it('names the game the pack is read as', () => {
    const r = load(packFiles());
    expect(r.game).toBe('columbia');
    expect(r.diagnostics).toEqual([]);
  });

  it('an unknown game is an error at its value, with the nearest name and every game', () => {
    const files = mutate(packFiles(), 'pack.yaml', /^game: columbia/m, 'game: colombia');
    const r = load(files);
    expect(r.game).toBeUndefined();
    expect(r.ruleset).toBeUndefined();
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: 'RW-PACK-UNKNOWN-GAME',
        severity: 'error',
        file: 'pack.yaml',
        ...posOf(files, 'pack.yaml', 'colombia'),
        message: 'game: "colombia" is not a game rulewright has',
        hint: 'did you mean `columbia`? games: columbia, baldurs-gate, night-market',
      }),
    ]);
    // Nothing else is checked: which files a pack needs depends on its game.
    expect(r.counts).toEqual({});
  });

  it('a pack without one is read as Columbia, with a warning that says so', () => {
    const files = mutate(packFiles(), 'pack.yaml', /^game: columbia[^\n]*\n/m, '');
    const r = load(files);
    expect(r.game).toBe('columbia');
    expect(r.ruleset).toBeDefined();
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.file, d.line])).toEqual([['RW-PACK-NO-GAME', 'warning', 'pack.yaml', posOf(files, 'pack.yaml', /^id:/m).line]]);
    expect(r.diagnostics[0]!.hint).toBe('add `game: columbia`; games: columbia, baldurs-gate, night-market');
  });

  it("another game's files are unknown to this game, and its own are missing", () => {
    const files = mutate(packFiles(), 'pack.yaml', /^game: columbia/m, 'game: night-market');
    const codes = load(files).diagnostics.map((d) => `${d.code} ${d.file}`);
    expect(codes).toContain('RW-FILE-UNKNOWN action-cards.yaml');
    expect(codes).toContain('RW-FILE-MISSING lanterns.yaml');
  });
});
