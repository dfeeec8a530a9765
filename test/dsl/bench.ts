/**
 * How long the effect language takes on the Columbia pack, against parsing
 * the pack's YAML. Run: npx tsx test/dsl/bench.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { packStrings } from './pack-strings.ts';
import { checkEffect, parseEffect } from './api.ts';
import { tokenize } from '../../interpreter/dsl/lexer.ts';
import { registry as columbiaRegistry } from './api.ts';
import { WORLD } from './helpers.ts';

const dir = fileURLToPath(new URL('../../content/columbia/', import.meta.url));
const strings = packStrings(dir);
const yamlTexts: string[] = [];
const walk = (d: string): void => {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    // Scenarios are test scripts, not part of loading the pack.
    if (e.isDirectory()) {
      if (e.name !== 'scenarios') walk(`${d}${e.name}/`);
    }
    else if (e.name.endsWith('.yaml')) yamlTexts.push(readFileSync(d + e.name, 'utf8'));
  }
};
walk(dir);

const t0 = performance.now();
for (const s of strings) {
  const p = parseEffect(s.text, { registry: columbiaRegistry, context: s.context });
  if (p.ast) checkEffect(p.ast, { registry: columbiaRegistry, context: s.context, world: WORLD });
}
const cold = performance.now() - t0;

const runs = { yaml: [] as number[], lex: [] as number[], parse: [] as number[], both: [] as number[] };
const registry = columbiaRegistry;
for (let r = 0; r < 40; r++) {
  let t = performance.now();
  for (const y of yamlTexts) parse(y);
  runs.yaml.push(performance.now() - t);
  t = performance.now();
  for (const s of strings) tokenize(s.text, registry);
  runs.lex.push(performance.now() - t);
  t = performance.now();
  for (const s of strings) parseEffect(s.text, { registry: columbiaRegistry, context: s.context });
  runs.parse.push(performance.now() - t);
  t = performance.now();
  for (const s of strings) {
    const p = parseEffect(s.text, { registry: columbiaRegistry, context: s.context });
    if (p.ast) checkEffect(p.ast, { registry: columbiaRegistry, context: s.context, world: WORLD });
  }
  runs.both.push(performance.now() - t);
}
// The fastest of 40 runs: the least disturbed by whatever else the machine is doing.
const best = (xs: number[]): number => Math.min(...xs);
const f = (ms: number): string => `${ms.toFixed(1)} ms`;
console.log(`${strings.length} effect strings, ${yamlTexts.length} YAML files (${yamlTexts.reduce((n, y) => n + y.length, 0)} chars)`);
console.log(`first pass (cold JIT)          ${f(cold)}`);
console.log(`yaml.parse of every file       ${f(best(runs.yaml))}`);
console.log(`lex every effect string        ${f(best(runs.lex))}`);
console.log(`parse every effect string      ${f(best(runs.parse))}  (${(best(runs.parse) / strings.length).toFixed(3)} ms each)`);
console.log(`parse + check every string     ${f(best(runs.both))}  (${(best(runs.both) / strings.length).toFixed(3)} ms each)`);
console.log(`parse + check / yaml.parse     ${(best(runs.both) / best(runs.yaml)).toFixed(2)}x`);
