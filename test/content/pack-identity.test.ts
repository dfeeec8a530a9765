/**
 * The content identity (what a saved game's content hash is taken over):
 * every entry's `source.file` named relative to the pack, at any depth, the
 * rules given left as they were, and the same hash as the JSON round trip
 * it was first written as (saved games and recorded baselines hold it).
 */
import { describe, expect, it } from 'vitest';
import { packFileName, packIdentity, relabelSources } from '../../interpreter/content/index.ts';
import { contentHash } from '../../interpreter/core/index.ts';

const rules = () => ({
  board: { source: { file: 'content/columbia/board.yaml', path: '/locations/0' }, size: 3 },
  cards: [
    { id: 'a', source: { file: 'content/columbia/action-cards.yaml', path: '/cards/0' }, effect: { kind: 'program', body: [] } },
    { id: 'b', source: { file: '/abs/pack/action-cards.yaml', path: '/cards/1' }, tags: ['x', 'y'] },
  ],
  // Not a source: no `path`, so it stays as written.
  notes: { source: { file: 'content/columbia/notes.yaml' } },
  counts: [1, 2, 3],
});

describe('the pack identity', () => {
  it('names each source file relative to the pack, wherever it sits, and nothing else', () => {
    const id = packIdentity(rules());
    expect(id.board.source).toEqual({ file: 'board.yaml', path: '/locations/0' });
    expect(id.cards.map((c) => c.source.file)).toEqual(['action-cards.yaml', 'action-cards.yaml']);
    expect(id.notes.source.file).toBe('content/columbia/notes.yaml');
    expect(id.counts).toEqual([1, 2, 3]);
  });

  it('leaves the rules it was given as they were', () => {
    const given = rules();
    const before = JSON.stringify(given);
    relabelSources(given, (f) => `x/${f}`);
    expect(JSON.stringify(given)).toBe(before);
  });

  it('hashes as the JSON round trip of the rules relabelled did', () => {
    const given = rules();
    const roundTrip = JSON.parse(
      JSON.stringify(given, (key, value: { file?: unknown; path?: unknown }) =>
        key === 'source' && typeof value?.file === 'string' && typeof value.path === 'string' ? { ...value, file: packFileName(value.file) } : value,
      ),
    ) as unknown;
    expect(contentHash(packIdentity(given))).toBe(contentHash(roundTrip));
  });
});
