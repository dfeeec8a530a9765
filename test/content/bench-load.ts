/**
 * How long loading the Columbia pack takes against parsing its YAML alone.
 * Run: npx tsx test/content/bench-load.ts
 * The target is load + validate + check < 3x the bare `yaml.parse` of the
 * same files, once validators are compiled (once per process).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument } from 'yaml';
import { loadGamePack as loadPack } from '../../interpreter/games/index.ts';

const dir = fileURLToPath(new URL('../../content/columbia/', import.meta.url));
const files: Record<string, string> = {};
for (const name of readdirSync(dir)) if (name.endsWith('.yaml')) files[name] = readFileSync(dir + name, 'utf8');
const texts = Object.values(files);

function median(label: string, fn: () => void, runs = 40): number {
  for (let i = 0; i < 5; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const m = times[Math.floor(runs / 2)]!;
  console.log(`${label.padEnd(44)} ${m.toFixed(1).padStart(7)} ms`);
  return m;
}

const t0 = performance.now();
const first = loadPack(files);
console.log(`${'first load (compiles the validators)'.padEnd(44)} ${(performance.now() - t0).toFixed(1).padStart(7)} ms  (${first.diagnostics.length} diagnostics)`);
const bare = median('bare yaml.parse of every file', () => texts.forEach((t) => parse(t)));
const doc = median('yaml.parseDocument + toJS of every file', () => texts.forEach((t) => parseDocument(t).toJS()));
const cold = median('loadPack, every effect string parsed afresh', () => loadPack(files, { effectCache: false }));
const warm = median('loadPack, unchanged effect strings reused', () => loadPack(files));
console.log(`fresh: ${(cold / bare).toFixed(2)}x bare yaml.parse (${(cold / doc).toFixed(2)}x parseDocument+toJS)`);
console.log(`reused: ${(warm / bare).toFixed(2)}x bare yaml.parse (${(warm / doc).toFixed(2)}x parseDocument+toJS)`);
