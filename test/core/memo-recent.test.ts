import { describe, expect, it } from 'vitest';
import { Memo, RECENT_OBJECTS, shelf } from '../../interpreter/core/index.ts';

const BOARDS = shelf<{ of: object }>('test boards');

describe("a memo's answers about the objects asked last (getRecent)", () => {
  it('answers for an object kept, and only for that object', () => {
    const memo = new Memo(true);
    const a = {};
    const kept = memo.setRecent(BOARDS, a, { of: a });
    expect(memo.getRecent(BOARDS, a)).toBe(kept);
    expect(memo.getRecent(BOARDS, {})).toBeUndefined();
    expect(memo.getRecent(shelf<{ of: object }>('another shelf'), a)).toBeUndefined();
  });

  it('keeps the last RECENT_OBJECTS objects: a new one pushes out the one asked about longest ago', () => {
    const memo = new Memo(true);
    const objects = Array.from({ length: RECENT_OBJECTS }, () => ({}));
    for (const o of objects) memo.setRecent(BOARDS, o, { of: o });
    // The first is asked again: the second is now the one asked about longest ago.
    expect(memo.getRecent(BOARDS, objects[0]!)?.of).toBe(objects[0]);
    const newcomer = {};
    memo.setRecent(BOARDS, newcomer, { of: newcomer });
    expect(memo.getRecent(BOARDS, objects[1]!)).toBeUndefined();
    for (const o of [objects[0]!, ...objects.slice(2), newcomer]) expect(memo.getRecent(BOARDS, o)?.of).toBe(o);
  });

  it('a game asked about at every step stays while copies of it come and go', () => {
    const memo = new Memo(true);
    const game = {};
    memo.setRecent(BOARDS, game, { of: game });
    for (let i = 0; i < 3 * RECENT_OBJECTS; i++) {
      const copy = {};
      memo.setRecent(BOARDS, copy, { of: copy });
      expect(memo.getRecent(BOARDS, game)?.of).toBe(game);
    }
  });

  it('setting an object again replaces its answer in its place', () => {
    const memo = new Memo(true);
    const objects = Array.from({ length: RECENT_OBJECTS }, () => ({}));
    for (const o of objects) memo.setRecent(BOARDS, o, { of: o });
    const again = memo.setRecent(BOARDS, objects[0]!, { of: objects[0]! });
    expect(memo.getRecent(BOARDS, objects[0]!)).toBe(again);
    for (const o of objects) expect(memo.getRecent(BOARDS, o)).toBeDefined();
  });

  it('keeps nothing when the memo is off', () => {
    const memo = new Memo(false);
    const a = {};
    const value = { of: a };
    expect(memo.setRecent(BOARDS, a, value)).toBe(value);
    expect(memo.getRecent(BOARDS, a)).toBeUndefined();
  });
});
