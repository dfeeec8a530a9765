/**
 * The registry is the one list of the language's words: stable ids the
 * interpreter registers handlers against, a core that names no game, and
 * vocabularies a game module adds on top, checked when they are registered.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeEffect,
  coreRegistry,
  coreVocabulary,
  createRegistry,
  registry as columbiaRegistry,
  registryIds,
  RegistryError,
  type ClauseEntry,
  type Vocabulary,
} from './api.ts';
import { columbiaVocabulary } from '../../interpreter/columbia/index.ts';
import { WORLD } from './helpers.ts';

describe('entries', () => {
  const registry = columbiaRegistry;

  it('have unique, namespaced ids and a description', () => {
    const ids = registry.entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of registry.entries) {
      expect(e.id, e.id).toMatch(new RegExp(`^(verb|modifier|predicate|timing|duration|value|noun|adjective|subject|qualifier)\\.[a-z0-9-]+$`));
      expect(e.description.length, e.id).toBeGreaterThan(5);
    }
  });

  it('give every verb, rule change and condition an example that parses and checks cleanly', () => {
    for (const e of registry.entries) {
      if (e.kind !== 'action' && e.kind !== 'modifier' && e.kind !== 'predicate') continue;
      expect(e.example, e.id).toBeDefined();
      // A condition's example is either a whole `if` block or a condition on its own (as a victory card has it).
      const context = e.kind === 'predicate' && !e.example!.startsWith('if ') ? 'victory-condition' : 'any';
      const r = analyzeEffect(e.example!, { context, world: WORLD });
      expect(r.diagnostics.filter((d) => d.severity === 'error'), `${e.id}: ${e.example}`).toEqual([]);
    }
  });

  it('give every timing window and duration an example that uses it', () => {
    for (const e of [...registry.timings(), ...registry.durations()]) {
      const r = analyzeEffect(e.example!, { context: 'any', world: WORLD });
      expect(r.diagnostics.filter((d) => d.severity === 'error'), e.id).toEqual([]);
      const header = r.program!.body[0] as { id?: string };
      expect(header.id, e.id).toBe(e.id);
    }
  });

  it('list the decisions a verb may ask for', () => {
    const move = registry.byId('verb.move') as ClauseEntry;
    expect(move.decisions).toContain('which pieces to move');
    expect(move.slots?.map((s) => [s.prep, s.optional ?? false])).toEqual([['from', true], ['to', false]]);
  });
});

describe('registryIds', () => {
  it('lists, sorted, every id the interpreter must handle', () => {
    const ids = registryIds();
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(['verb.gain', 'verb.move', 'modifier.cost', 'predicate.control', 'timing.before-dice', 'duration.this-round', 'value.eagles']));
    expect(ids.some((id) => id.startsWith('noun.'))).toBe(false);
  });

  it('can list other kinds', () => {
    expect(registryIds(columbiaRegistry, ['noun'])).toContain('noun.stronghold');
  });
});

describe('the core is game-agnostic', () => {
  const text = JSON.stringify(coreVocabulary).toLowerCase();

  it('names nothing of The Siege of Columbia', () => {
    const columbia = [
      'eagle', 'booker', 'elizabeth', 'founder', 'vox', 'columbia', 'stronghold', 'turret', 'alarm', 'songbird', 'sky-line',
      'faction', 'combat', 'upgrade', 'unlock', 'claim', 'defender', 'attacker', 'victory card', 'victory-card', 'world event',
      'world-event', 'timeline', 'vote', 'before dice', 'after dice', 'leader', 'influence',
    ];
    expect(columbia.filter((word) => text.includes(word))).toEqual([]);
  });

  it('names nothing of Builders of Baldur\'s Gate', () => {
    const words = ['gold', 'favor', 'favour', 'prestige', 'district', 'plot', 'agenda', 'building', 'worker', 'watchtower', 'hq'];
    expect(words.filter((word) => new RegExp(`\\b${word}`).test(text))).toEqual([]);
  });

  it('declares only the places every game has: no placement rules, and bot conditions', () => {
    expect(coreRegistry().contexts().map((c) => c.id)).toEqual(['bot-condition', 'any']);
    expect(coreRegistry().actorTypes()).toEqual(['player']);
  });

  it('reads Columbia words only once the Columbia vocabulary is registered', () => {
    expect(analyzeEffect('gain 2 eagles', { registry: coreRegistry() }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-UNKNOWN-WORD' });
    expect(analyzeEffect('gain 2 eagles', { registry: createRegistry(coreVocabulary, columbiaVocabulary) }).diagnostics).toEqual([]);
  });
});

describe('a second game registers its own words', () => {
  const baldursGate: Vocabulary = {
    name: 'baldurs-gate',
    contexts: [{ id: 'round-effect', name: 'a round effect', iBound: false, actionsOk: true, modifiersOk: false, rules: 'no `I`: use `each player:`' }],
    entries: [
      { id: 'value.gold', kind: 'value', name: 'gold', forms: ['gold'], of: ['player'], type: 'number', resource: true, description: 'Gold coins.' },
      { id: 'noun.building', kind: 'noun', type: 'structure', singular: ['building'], plural: ['buildings'], description: 'A building.' },
      { id: 'noun.agent', kind: 'noun', type: 'unit', singular: ['agent'], plural: ['agents'], description: 'An agent.' },
      {
        id: 'verb.hire',
        kind: 'action',
        phrase: 'hire',
        forms: ['hire', 'hires'],
        subject: { accepts: { types: ['player'] }, required: false },
        actor: true,
        object: { name: 'who', accepts: { types: ['unit'], many: true }, role: 'who' },
        description: 'Hire agents.',
        example: 'hire 1 agent',
      },
    ],
  };
  const registry = createRegistry(coreVocabulary, baldursGate);

  it('its verbs, values and nouns parse and check', () => {
    expect(analyzeEffect('gain 3 gold\nhire 1 agent', { registry }).diagnostics).toEqual([]);
    expect(analyzeEffect('each player:\n  for each building I control:\n    gain 1 gold', { registry, context: 'round-effect' }).diagnostics).toEqual([]);
    expect(analyzeEffect('gain 1 gold', { registry, context: 'round-effect' }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-CONTEXT' });
  });

  it('its verbs get did-you-mean like the core ones', () => {
    expect(analyzeEffect('hier 1 agent', { registry }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-UNKNOWN-VERB', hint: 'did you mean `hire`?' });
  });

  it('registers its ids for the interpreter', () => {
    expect(registryIds(registry)).toEqual(expect.arrayContaining(['verb.hire', 'value.gold']));
    expect(registryIds(registry)).not.toContain('value.eagles');
  });

  it('reads another game\'s words as unknown words', () => {
    expect(analyzeEffect('gain 2 eagles', { registry }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-UNKNOWN-WORD' });
    expect(analyzeEffect('gain 2 gold', { registry: columbiaRegistry }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-UNKNOWN-WORD' });
    expect(analyzeEffect('before dice:\n  gain 2 gold', { registry }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-UNKNOWN-TIMING' });
  });

  it('a context its vocabulary does not declare is refused', () => {
    expect(analyzeEffect('gain 2 gold', { registry, context: 'combat-ability' }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-INTERNAL' });
  });
});

describe('a malformed vocabulary is refused when registered', () => {
  const verb = (form: string): ClauseEntry => ({
    id: `verb.${form}`,
    kind: 'action',
    phrase: form,
    forms: [form],
    subject: 'none',
    description: 'x',
  });

  it('a duplicate id', () => {
    expect(() => createRegistry(coreVocabulary, { name: 'dup', entries: [verb('gain')] })).toThrow(RegistryError);
  });

  it('a verb spelt like a noun (the parser could not tell them apart)', () => {
    expect(() => createRegistry(coreVocabulary, { name: 'clash', entries: [verb('units')] })).toThrow(/also registered as a noun/);
  });

  it('a verb spelt like a keyword', () => {
    expect(() => createRegistry({ name: 'kw', entries: [verb('if')] })).toThrow(/reserved keyword/);
  });

  it('an entry limited to a context no vocabulary declares', () => {
    expect(() => createRegistry(coreVocabulary, { name: 'ctx', entries: [{ ...verb('frobnicate'), contexts: ['combat-ability'] }] })).toThrow(/no vocabulary declares/);
  });

  it('an override of a word no earlier vocabulary has', () => {
    expect(() => createRegistry(coreVocabulary, { name: 'ov', entries: [], overrides: [{ id: 'verb.frobnicate', description: 'x' }] })).toThrow(/no earlier vocabulary/);
  });
});

describe('a game restates core words in its own terms', () => {
  it('keeps the entry in its place, with the game\'s slots and contexts', () => {
    const core = coreRegistry();
    expect(core.byId('verb.play')).toMatchObject({ slots: [{ accepts: { types: ['card'] } }] });
    expect(columbiaRegistry.byId('verb.play')).toMatchObject({ slots: [{ accepts: { types: ['combat', 'card'] } }] });
    const at = (r: typeof core) => r.entries.findIndex((e) => e.id === 'verb.play');
    expect(at(columbiaRegistry)).toBe(at(core));
  });

  it('writes `actor` out as the game\'s actors: a player, and in Columbia a faction', () => {
    expect(coreRegistry().byId('verb.gain')).toMatchObject({ subject: { accepts: { types: ['player'] } } });
    expect(columbiaRegistry.byId('verb.gain')).toMatchObject({ subject: { accepts: { types: ['player', 'faction'] } } });
    expect(analyzeEffect('each faction:\n  gain 1 victory points', { registry: columbiaRegistry, context: 'world-event' }).diagnostics).toEqual([]);
    expect(analyzeEffect('each faction:\n  gain 1 victory points', { registry: coreRegistry() }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-UNKNOWN-WORD' });
  });
});
