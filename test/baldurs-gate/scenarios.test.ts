/** Every scenario of the Baldur's Gate pack, each as its own test (the module's own runner, for now). */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRulesEffects } from '../../interpreter/baldurs-gate/index.ts';
import { PACK_DIR, packRules } from './helpers.ts';
import { runScenario } from './scenario-runner.ts';

const rules = packRules();
const { sources } = parseRulesEffects(rules);

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'golden') out.push(...files(p));
    } else if (name.endsWith('.yaml')) out.push(p);
  }
  return out;
}

describe('Baldur\'s Gate scenarios', () => {
  for (const f of files(join(PACK_DIR, 'scenarios'))) {
    it(relative(PACK_DIR, f), () => {
      const r = runScenario(f, rules, sources);
      expect(r.ok, `${r.failure}\n${r.log.join('\n')}`).toBe(true);
    });
  }
});
