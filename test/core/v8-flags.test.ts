import { describe, expect, it } from 'vitest';
import { PLAY_V8_FLAGS, playFlagsToSet } from '../../interpreter/core/node.ts';

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
});
