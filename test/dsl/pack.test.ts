/**
 * Every effect, condition and ability string of the Columbia pack is in the
 * language: it parses and checks against the pack's own names, in the
 * context it lives in, with no problem at all. And the whole pack takes a
 * few milliseconds, not a noticeable part of loading it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { packStrings } from './pack-strings.ts';
import { checkEffect, parseEffect, type EffectWorld } from './api.ts';
import { cpuMsSince } from '../reliability/cpu-time.ts';

const dir = fileURLToPath(new URL('../../content/columbia/', import.meta.url));
const strings = packStrings(dir);
const files: Record<string, unknown> = {};
for (const f of readdirSync(dir).filter((x) => x.endsWith('.yaml'))) files[f] = parse(readFileSync(dir + f, 'utf8'));

function names(file: string, key: string): string[] {
  const list = (files[file] as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list) ? list.map((x) => (x as { name?: unknown }).name).filter((n): n is string => typeof n === 'string') : [];
}

const world: EffectWorld = {
  locations: names('board.yaml', 'locations'),
  territories: names('board.yaml', 'territories'),
  unitTypes: names('pieces.yaml', 'figures'),
  structureTypes: names('pieces.yaml', 'structures'),
  cardTypes: names('action-cards.yaml', 'cardTypes'),
  worldEvents: names('world-events.yaml', 'events'),
  victoryCards: names('victory-cards.yaml', 'cards'),
  leaders: names('leaders.yaml', 'leaders'),
  factions: names('pack.yaml', 'factions'),
};

function checkAll(): { text: string; file: string; problems: string[] }[] {
  return strings.map((s) => {
    const parsed = parseEffect(s.text, { context: s.context });
    const all = [...parsed.diagnostics];
    if (parsed.ast) all.push(...checkEffect(parsed.ast, { context: s.context, world }).diagnostics);
    return { text: s.text, file: s.file, problems: all.map((p) => `${p.code} ${p.loc.line}:${p.loc.col} ${p.message}`) };
  });
}

describe('the Columbia pack', () => {
  it('has its effect strings where the language expects them', () => {
    expect(strings.length).toBeGreaterThan(50);
    expect([...new Set(strings.map((s) => s.context))]).toEqual(
      expect.arrayContaining(['combat-ability', 'world-event', 'timeline-step', 'victory-condition', 'leader-ability']),
    );
    expect(world.locations).toContain('Hall of Heroes');
  });

  it('every string parses and checks in its context, without a problem', () => {
    const bad = checkAll().filter((r) => r.problems.length > 0);
    expect(bad).toEqual([]);
  });

  it('parsing and checking the whole pack takes a few milliseconds per string at most', () => {
    checkAll(); // warm up
    const t0 = process.cpuUsage();
    checkAll();
    const ms = cpuMsSince(t0);
    // About 0.2 ms a string on a quiet machine. CPU time, not the wall clock: the bound is for a
    // grammar that blows up, and a loaded machine (load 29 read 8 ms a string by the clock) is not one.
    expect(ms / strings.length).toBeLessThan(5);
  });
});
