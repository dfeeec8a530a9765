/**
 * The effect language's parser and checker against mutated REAL effect
 * strings (every card ability, event, timeline step, leader ability and
 * victory condition of the bundled pack): words dropped, doubled, swapped or
 * taken from another string, lines re-indented or merged, quotes broken,
 * strings cut short, glued together, nested hundreds deep or repeated
 * thousands of times. Only problems come out (RW-DSL-* codes, never an
 * internal error or an exception), each inside the string, and no string
 * takes long. Then the same mutations written back into the YAML files: the
 * loader places every problem inside the file.
 *
 * test/dsl/property.test.ts throws random text and soups of the language's
 * tokens at the parser; this file starts from what designers actually write,
 * where a small slip lands on the grammar's most used paths.
 */
import { columbiaRegistry } from '../../interpreter/columbia/index.ts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeEffect, type EffectContextKind, type EffectWorld } from '../../interpreter/dsl/index.ts';
import { nodeAt } from '../../interpreter/content/locate.ts';
import { effects as packEffects, rules } from '../columbia/harness.ts';
import { bundledSources, load, loadOver, packFiles } from '../content/helpers.ts';
import { cpuMsSince } from './cpu-time.ts';

/** Mutated strings given straight to the parser and checker. */
export const STRING_RUNS = 4000;
/** Mutated strings written back into the YAML and loaded with the whole pack. */
export const YAML_RUNS = 60;
/** Extreme strings (deep nesting, long repeats) tried on every real string's context. */
export const EXTREME_CASES = 6;
/** A string taking more CPU time than this is a hang, not a slow machine (typical: under 1 ms; the 100,000-character name 0.7 s quiet, 2.4 s on a loaded machine). */
export const HANG_GUARD_MS = 15_000;

interface Real {
  kind: string;
  id: string;
  text: string;
  context: EffectContextKind;
  stem: string;
  pointer: string;
}

const REAL: Real[] = [];
for (const [kind, byId] of Object.entries(packEffects ?? {})) {
  for (const [id, e] of Object.entries(byId)) REAL.push({ kind, id, text: e.text, context: e.context as EffectContextKind, stem: e.stem, pointer: e.pointer });
}

/** The names the pack defines, as the loader gives them to the checker. */
const WORLD: EffectWorld = {
  locations: rules.board.locations.map((l) => l.name),
  territories: rules.board.territories.map((t) => t.name),
  unitTypes: rules.pieces.figures.map((f) => f.name),
  structureTypes: rules.pieces.structures.map((s) => s.name),
  cardTypes: rules.cardTypes.map((c) => c.name),
  worldEvents: rules.worldEvents.map((e) => e.name),
  victoryCards: rules.victoryCards.map((v) => v.name),
  leaders: rules.leaders.map((l) => l.name),
  factions: rules.pack.factions.map((f) => f.name),
  abilities: rules.cardTypes.map((c) => c.ability.name),
};

const WORDS = [...new Set(REAL.flatMap((r) => r.text.split(/\s+/).filter(Boolean)))];
const PUNCT = [':', ';', ',', '(', ')', '"', "'s", '\n', '\n  ', '\t', '>=', '=', '-', '+', '#'];

let slowest = { ms: 0, what: '' };
let checked = 0;

function analyze(text: string, context: EffectContextKind, what: string): void {
  const t0 = process.cpuUsage();
  let r: ReturnType<typeof analyzeEffect>;
  try {
    r = analyzeEffect(text, { registry: columbiaRegistry, context, world: WORLD });
  } catch (e) {
    throw new Error(`the effect language threw on ${what}: ${JSON.stringify(text.slice(0, 300))}\n${e instanceof Error ? e.stack : String(e)}`);
  }
  const ms = cpuMsSince(t0);
  checked++;
  if (ms > slowest.ms) slowest = { ms, what };
  expect(ms, what).toBeLessThan(HANG_GUARD_MS);
  for (const p of r.diagnostics) {
    expect(p.code, what).toMatch(/^RW-DSL-[A-Z-]+$/);
    expect(p.code, `${what}: ${p.message}`).not.toBe('RW-DSL-INTERNAL');
    expect(p.loc.offset, what).toBeGreaterThanOrEqual(0);
    expect(p.loc.offset, what).toBeLessThanOrEqual(p.loc.endOffset);
    expect(p.loc.endOffset, what).toBeLessThanOrEqual(text.length);
    expect(p.message.length, what).toBeGreaterThan(0);
  }
}

afterAll(() => console.log(`effect fuzz: ${checked} strings checked, slowest ${slowest.ms.toFixed(1)} ms (${slowest.what})`));

// ---------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------

const x01 = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
const pick = <T>(xs: readonly T[], x: number): T => xs[Math.floor(x * xs.length)]!;

type Mutation = (text: string, xs: number[], other: string) => string;

/** Word-level and line-level slips. `xs` are random numbers in [0, 1), `other` another real string. */
const MUTATIONS: Record<string, Mutation> = {
  'drop a word': (t, [a]) => {
    const w = t.split(' ');
    w.splice(Math.floor(a! * w.length), 1);
    return w.join(' ');
  },
  'double a word': (t, [a]) => {
    const w = t.split(' ');
    const i = Math.floor(a! * w.length);
    w.splice(i, 0, w[i]!);
    return w.join(' ');
  },
  'swap two words': (t, [a, b]) => {
    const w = t.split(' ');
    const i = Math.floor(a! * w.length);
    const j = Math.floor(b! * w.length);
    [w[i], w[j]] = [w[j]!, w[i]!];
    return w.join(' ');
  },
  "a word from another card": (t, [a, b], o) => {
    const w = t.split(' ');
    const v = o.split(/\s+/).filter(Boolean);
    w[Math.floor(a! * w.length)] = pick(v.length ? v : WORDS, b!);
    return w.join(' ');
  },
  'a word from anywhere in the pack': (t, [a, b]) => {
    const w = t.split(' ');
    w.splice(Math.floor(a! * (w.length + 1)), 0, pick(WORDS, b!));
    return w.join(' ');
  },
  'punctuation slipped in': (t, [a, b]) => {
    const i = Math.floor(a! * (t.length + 1));
    return t.slice(0, i) + pick(PUNCT, b!) + t.slice(i);
  },
  're-indent a line': (t, [a, b]) => {
    const l = t.split('\n');
    const i = Math.floor(a! * l.length);
    l[i] = b! < 0.5 ? '  ' + l[i] : l[i]!.replace(/^ {1,2}/, '');
    return l.join('\n');
  },
  'merge two lines': (t, [a]) => {
    const l = t.split('\n');
    if (l.length < 2) return t + ' ' + t;
    const i = Math.floor(a! * (l.length - 1));
    l.splice(i, 2, `${l[i]} ${l[i + 1]!.trim()}`);
    return l.join('\n');
  },
  'cut short': (t, [a]) => t.slice(0, Math.floor(a! * t.length)),
  'a quote broken': (t, [a]) => {
    const q = [...t.matchAll(/"/g)].map((m) => m.index!);
    if (q.length === 0) return `"${t}`;
    const i = pick(q, a!);
    return t.slice(0, i) + t.slice(i + 1);
  },
  'glued to another string': (t, [a], o) => (a! < 0.5 ? `${t}\n${o}` : `${t} ${o}`),
  'a body lost its block': (t) => t.replace(/:\n\s+/g, ': '),
};

const mutationName = fc.constantFrom(...Object.keys(MUTATIONS));
const real = fc.integer({ min: 0, max: REAL.length - 1 });

function mutate(names: string[], base: Real, xs: number[], other: Real): string {
  let t = base.text;
  for (const [k, n] of names.entries()) t = MUTATIONS[n]!(t, xs.slice(k * 2, k * 2 + 2), other.text);
  return t;
}

describe('the effect language against mutated real effect strings', () => {
  it(`the pack has effect strings of every kind to start from (${REAL.length})`, () => {
    expect(new Set(REAL.map((r) => r.kind))).toEqual(new Set(['cardTypes', 'worldEvents', 'victoryCards', 'leaders', 'timelineSteps']));
    // Unmutated, every real string is clean: the mutations are what the problems come from.
    for (const r of REAL) expect(analyzeEffect(r.text, { registry: columbiaRegistry, context: r.context, world: WORLD }).diagnostics.filter((d) => d.severity === 'error'), `${r.kind} ${r.id}`).toEqual([]);
  });

  it(`${STRING_RUNS} mutated strings: problems only, inside the string, quickly`, () => {
    fc.assert(
      fc.property(real, real, fc.array(mutationName, { minLength: 1, maxLength: 3 }), fc.array(x01, { minLength: 6, maxLength: 6 }), (i, j, names, xs) => {
        const base = REAL[i]!;
        const text = mutate(names, base, xs, REAL[j]!);
        analyze(text, base.context, `${names.join(' + ')} on ${base.kind} ${base.id}`);
      }),
      { numRuns: STRING_RUNS },
    );
  });

  it(`${EXTREME_CASES} extreme strings built from each real one: problems only, quickly`, () => {
    const extremes: [string, (t: string) => string][] = [
      ['nested 300 deep under if', (t) => Array.from({ length: 300 }, (_, k) => `${'  '.repeat(k)}if I control 1 location:`).join('\n') + '\n' + t.split('\n').map((l) => '  '.repeat(300) + l).join('\n')],
      ['nested 200 deep under for each', (t) => Array.from({ length: 200 }, (_, k) => `${'  '.repeat(k)}for each location:`).join('\n') + '\n' + '  '.repeat(200) + t.split('\n')[0]],
      ['repeated 2,000 times', (t) => Array(2000).fill(t.split('\n')[0]).join('\n')],
      ['200 conditions joined by and', (t) => `if ${Array(200).fill('I control 1 location').join(' and ')}:\n  ${t.split('\n')[0]}`],
      ['parentheses 500 deep', (t) => `if ${'('.repeat(500)}I control 1 location${')'.repeat(500)}:\n  ${t.split('\n')[0]}`],
      ['a 100,000-character name', (t) => t.replace(/"[^"]*"|$/, `"${'x'.repeat(100_000)}"`)],
    ];
    expect(extremes).toHaveLength(EXTREME_CASES);
    const contexts = new Map(REAL.map((r) => [r.context, r]));
    for (const [what, make] of extremes) for (const r of contexts.values()) analyze(make(r.text), r.context, `${what} (${r.kind} ${r.id})`);
  });

  it(`${YAML_RUNS} mutated strings written back into the YAML: the loader places every problem inside the file`, () => {
    const files = packFiles();
    const base = load(files);
    // The files not written to are read once, here: each load parses only the one holding the mutated string.
    const sources = bundledSources();
    fc.assert(
      fc.property(real, real, fc.array(mutationName, { minLength: 1, maxLength: 2 }), fc.array(x01, { minLength: 4, maxLength: 4 }), fc.boolean(), (i, j, names, xs, block) => {
        const r = REAL[i]!;
        const file = base.files.get(r.stem)!;
        const node = nodeAt(file, r.pointer) as { range?: [number, number, number] } | undefined;
        if (!node?.range) return;
        const text = mutate(names, r, xs, REAL[j]!);
        const [start, end] = node.range;
        // As a `|` block (indented under the key) or as a double-quoted scalar, as designers write both.
        const indent = ' '.repeat(file.text.slice(0, start).split('\n').pop()!.length + 2);
        const written = block ? `|\n${text.split('\n').map((l) => indent + l).join('\n')}\n` : JSON.stringify(text);
        const yaml = file.text.slice(0, start) + written + file.text.slice(end);
        const name = `${r.stem}.yaml`;
        let result: ReturnType<typeof load>;
        try {
          result = loadOver(sources, { ...files, [name]: yaml });
        } catch (e) {
          throw new Error(`loading threw on a mutated ${r.kind} ${r.id}: ${e instanceof Error ? e.stack : String(e)}`);
        }
        const lines = yaml.split('\n').length;
        expect(result.diagnostics.filter((d) => d.code === 'RW-INTERNAL' || d.code === 'RW-EFFECT-CHECKER-FAILED')).toEqual([]);
        for (const d of result.diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.col).toBeGreaterThanOrEqual(1);
          if (d.file === name) expect(d.line, `${d.code} ${d.message}`).toBeLessThanOrEqual(lines);
        }
      }),
      { numRuns: YAML_RUNS },
    );
  });
});
