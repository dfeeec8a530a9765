/**
 * The editor's help inside effect strings: where they are, how they are
 * coloured, which names and verbs completion offers.
 */
import { describe, expect, it } from 'vitest';
import { effectRangeAt, effectRanges } from '../../editor/src/effect-language/effect-ranges.ts';
import { createHighlighter } from '../../editor/src/effect-language/highlight.ts';
import { worldNames } from '../../editor/src/effect-language/vocabulary.ts';
import { openNameStart } from '../../editor/src/effect-language/monaco-effects.ts';
import { clauseShape, languageWords } from '../../editor/src/effect-language/registry-bridge.ts';
import { loadGamePack, registryFor } from '../../interpreter/games/index.ts';
import { readdirSync, readFileSync } from 'node:fs';
import type { ClauseEntry } from '../../interpreter/dsl/index.ts';

const defaultRegistry = () => registryFor('columbia');

/** A bundled pack's YAML files, name -> text. */
const readPackFiles = (dir: string) =>
  Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => [f, readFileSync(`${dir}/${f}`, 'utf8')]));

const EVENTS = `events:
  - name: Raffle Day
    text: "gain 3 eagles"          # a text, not an effect
    effect: "each player gains 3 eagles; destroy \\"Shanty Town\\""
  - name: Power Outage
    effect: |
      this round:
        upgrades have no effect
`;

describe('effect strings in a content file', () => {
  it('are the values of effect, condition and a leader’s ability, and nothing else', () => {
    const ranges = effectRanges(EVENTS);
    expect(ranges.map((r) => [r.key, r.style])).toEqual([
      ['effect', 'double'],
      ['effect', 'block'],
    ]);
    expect(ranges[0]!.value).toBe('each player gains 3 eagles; destroy "Shanty Town"');
    expect(effectRangeAt(EVENTS, EVENTS.indexOf('gain 3 eagles"'))).toBeUndefined();
    expect(effectRangeAt(EVENTS, EVENTS.indexOf('upgrades have'))?.style).toBe('block');
    expect(effectRanges('leaders:\n  - ability: "structures cost 2 less"\n').map((r) => r.key)).toEqual(['ability']);
  });
});

describe('colouring effect strings', () => {
  const words = languageWords(defaultRegistry());
  const highlighter = createHighlighter({
    verbs: words.verbs.flatMap((v) => [v.name, ...v.aliases]),
    timings: words.timings.flatMap((v) => [v.name, ...v.aliases]),
  });
  const colours = (source: string) =>
    highlighter.tokens(source, effectRanges(source)).map((t) => [source.slice(t.start, t.end), t.kind]);

  it('colours verbs, numbers and quoted names, at their exact place in a double-quoted string', () => {
    const c = colours(EVENTS.split('  - name: Power')[0]!);
    expect(c).toEqual(expect.arrayContaining([['gains', 'verb'], ['3', 'number'], ['destroy', 'verb'], ['\\"Shanty Town\\"', 'name']]));
    expect(c.some(([text]) => text === 'gain')).toBe(false); // the `text:` field is not an effect
  });

  it('colours the timing of a block scalar and leaves the `|` header alone', () => {
    const c = colours(EVENTS);
    expect(c).toEqual(expect.arrayContaining([['this round', 'timing']]));
    expect(c.some(([text]) => text === '|')).toBe(false);
  });
});

describe('completing names inside an effect', () => {
  it('knows when the cursor is inside an opened name, in each YAML quoting style', () => {
    const plain = 'effect: destroy "Hall of';
    const r = effectRanges(plain)[0]!;
    expect(openNameStart(plain, r, plain.length)).toBe(plain.indexOf('"') + 1);
    const double = 'effect: "destroy \\"Hall of"';
    const d = effectRanges(double)[0]!;
    expect(openNameStart(double, d, double.length - 1)).toBe(double.indexOf('\\"') + 2);
    const closed = 'effect: destroy "Hall of Heroes" and';
    expect(openNameStart(closed, effectRanges(closed)[0]!, closed.length)).toBeUndefined();
  });

  it('offers the names the pack check found, each named by its game’s type word', () => {
    for (const [pack, game, expected] of [
      ['content/columbia', 'columbia', ['location:Hall of Heroes', 'territory:Emporia', 'unit:Songbird', 'structure:Turret', 'card:Shotgunner', 'world event:Power Outage']],
      ['content/baldurs-gate', 'baldurs-gate', ['district:Manorborn', 'district:The Wide']],
    ] as const) {
      const world = loadGamePack(readPackFiles(pack)).world;
      const names = worldNames(world, registryFor(game).worldTypes()).map((n) => `${n.kind}:${n.name}`);
      for (const name of expected) expect(names, pack).toContain(name);
    }
  });

  it('lists the game’s first categories first, and each name once', () => {
    const names = worldNames({ locations: ['Hall', 'Hall'], leaders: ['Fink'] }, { locations: 'location', leaders: 'card' });
    expect(names).toEqual([
      { name: 'Hall', kind: 'location', rank: 0 },
      { name: 'Fink', kind: 'card', rank: 1 },
    ]);
  });
});

describe('the effect verbs the editor offers', () => {
  const registry = defaultRegistry();
  const words = languageWords(registry);

  it('are exactly the registry’s actions and modifiers, with their descriptions', () => {
    const expected = registry.entries.filter((e) => e.kind === 'action' || e.kind === 'modifier').map((e) => e.id).sort();
    expect(words.verbs.map((v) => v.id).sort()).toEqual(expected);
    const gain = words.verbs.find((v) => v.id === 'verb.gain')!;
    expect(gain.description).toBe(registry.byId('verb.gain')!.description);
    expect(gain.aliases).toContain('gains');
  });

  it('show a verb’s arguments in words', () => {
    const move = registry.entries.find((e) => e.kind === 'action' && e.phrase === 'move') as ClauseEntry;
    const shape = clauseShape(registry, move);
    expect(shape.startsWith('move')).toBe(true);
    for (const slot of move.slots ?? []) if (slot.prep) expect(shape).toContain(slot.prep);
  });
});
