/**
 * Every scenario of the Baldur's Gate pack, each as its own test (the module's own runner, for now).
 * They are held in test/baldurs-gate/held-scenarios/ until the shared scenario runner runs every
 * game's scenarios; then they move back to content/baldurs-gate/scenarios/ (where docs/RULINGS.md
 * points).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRulesEffects } from '../../interpreter/baldurs-gate/index.ts';
import { fileURLToPath } from 'node:url';
import { packRules } from './helpers.ts';

const HELD = fileURLToPath(new URL('./held-scenarios', import.meta.url));
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
  for (const f of files(HELD)) {
    it(relative(HELD, f), () => {
      const r = runScenario(f, rules, sources);
      expect(r.ok, `${r.failure}\n${r.log.join('\n')}`).toBe(true);
    });
  }
});
