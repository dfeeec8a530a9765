/**
 * Baldur's Gate's two YAML priority bots (content/baldurs-gate/bots/): every decision kind they name is one this
 * game asks, every feature an `if`/`by` reads is one it offers, and every
 * `when` is a condition in this game's words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { analyzeEffect } from '../../interpreter/dsl/index.ts';
import { DECISION_KINDS, FEATURES } from '../../interpreter/baldurs-gate/bots/features.ts';
import { baldursGateModule } from '../../interpreter/baldurs-gate/module.ts';

const DIR = fileURLToPath(new URL('../../content/baldurs-gate/bots/', import.meta.url));
const bots = readdirSync(DIR).filter((f) => f.endsWith('.yaml'));

type Rule = { when?: string; prefer?: string | { option?: string; if?: string; by?: string } };

describe("Baldur's Gate YAML bots", () => {
  it('there are two', () => expect(bots).toHaveLength(2));
  for (const f of bots) {
    it(`${f}: decision kinds, features and conditions are this game's`, () => {
      const bot = parse(readFileSync(DIR + f, 'utf8')) as { decisions: Record<string, Rule[]> };
      for (const [kind, rules] of Object.entries(bot.decisions)) {
        expect(DECISION_KINDS, kind).toContain(kind);
        for (const r of rules) {
          if (r.when !== undefined) {
            const a = analyzeEffect(r.when, { registry: baldursGateModule.language.registry, context: 'bot-condition' });
            expect(a.diagnostics.filter((d) => d.severity === 'error'), r.when).toEqual([]);
          }
          const p = typeof r.prefer === 'object' ? r.prefer : {};
          for (const expr of [p.if, p.by]) {
            if (expr === undefined) continue;
            for (const word of expr.match(/[a-zA-Z][a-zA-Z0-9]*/g) ?? []) {
              if (['and', 'or', 'not'].includes(word)) continue;
              expect(Object.keys(FEATURES), `${f}: "${expr}"`).toContain(word);
            }
          }
        }
      }
    });
  }
});
