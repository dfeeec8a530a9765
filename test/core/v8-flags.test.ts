import { describe, expect, it } from 'vitest';
import { PLAY_V8_FLAGS, playFlagsToSet, WORKER_V8_FLAGS } from '../../interpreter/core/node.ts';

describe('the play processes V8 settings', () => {
  it('sets every play flag when the user gave none', () => {
    expect(playFlagsToSet([])).toEqual([...PLAY_V8_FLAGS]);
    expect(playFlagsToSet(['--enable-source-maps', ''])).toEqual([...PLAY_V8_FLAGS]);
  });

  it("keeps the user's value of a setting the play flags also give", () => {
    expect(playFlagsToSet(['--max-inlined-bytecode-size-cumulative=460'])).not.toContain('--max-inlined-bytecode-size-cumulative=200');
    expect(playFlagsToSet(['--max_inlined_bytecode_size_cumulative=460'])).not.toContain('--max-inlined-bytecode-size-cumulative=200');
  });

  it("keeps the user's switch whichever way they turned it", () => {
    expect(playFlagsToSet(['--turbo-loop-peeling'])).not.toContain('--no-turbo-loop-peeling');
    expect(playFlagsToSet(['--no-turbo-loop-peeling'])).not.toContain('--no-turbo-loop-peeling');
    expect(playFlagsToSet(['--turbo-loop-peeling'])).toContain('--max-inlined-bytecode-size-cumulative=200');
  });

  it("gives a worker its own settings but the user's", () => {
    expect(playFlagsToSet([], WORKER_V8_FLAGS)).toEqual([...WORKER_V8_FLAGS]);
    const given = playFlagsToSet(['--interrupt-budget=132000', '--turbo-loop-peeling'], WORKER_V8_FLAGS);
    expect(given).toEqual(['--max-inlined-bytecode-size-cumulative=200']);
  });
});
