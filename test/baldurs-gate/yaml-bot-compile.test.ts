/** Baldur's Gate's YAML bot compiler: problems at their place, and bots that play whole games by their rules. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../interpreter/diagnostics/index.ts';
import { compileBotFile, makeBot, readBotFile } from '../../interpreter/baldurs-gate/bots/yaml-bots.ts';
import { baldursGateModule } from '../../interpreter/baldurs-gate/module.ts';
import { randomBot } from '../../interpreter/core/index.ts';
import { COLOURS, engineFor, packRules } from './helpers.ts';

const rules = packRules();
const registry = baldursGateModule.language.registry;
const DIR = fileURLToPath(new URL('../../content/baldurs-gate/bots/', import.meta.url));

function compile(text: string, label = 'bots/x.yaml') {
  const out: Diagnostic[] = [];
  const file = readBotFile(text, label, out);
  const bot = file ? compileBotFile(file, 'x', registry, out) : null;
  return { bot, out };
}

describe('YAML bots of Baldur\'s Gate', () => {
  it('reports an unknown decision kind, an unknown feature and a condition in another game\'s words, each where it is written', () => {
    const { out } = compile(
      ['name: Broken', 'decisions:', '  movee:', '    - prefer: "*"', '  build-plot:', '    - prefer: { option: "*", by: "mine * eagles" }', '    - when: "my eagles >= 2"', '      prefer: "*"'].join('\n'),
    );
    expect(out.map((d) => [d.code, d.line])).toEqual([
      ['RW-BOT-UNKNOWN-DECISION', 3],
      ['RW-BOT-UNKNOWN-FEATURE', 6],
      ['RW-DSL-UNKNOWN-WORD', 7],
    ]);
  });

  it('the two bots of the pack compile and play 4-player games to the end by their rules', () => {
    const engine = engineFor(rules);
    for (const f of ['fortifier.yaml', 'trader.yaml']) {
      const { bot, out } = compile(readFileSync(DIR + f, 'utf8'), `bots/${f}`);
      expect(out).toEqual([]);
      const hits: Record<string, number> = {};
      const players = COLOURS.slice(0, 4);
      for (let seed = 1; seed <= 3; seed++) {
        const bots = Object.fromEntries(players.map((p, i) => [p, i === 0 ? makeBot(bot!, rules, `${seed}`, () => () => true, hits) : randomBot(seed * 10 + i)]));
        const { state } = engine.start({ seed, players }, { log: false });
        const r = engine.playout(state, bots);
        expect((r.state.over as { reason: string }).reason).toBe('final-scoring');
      }
      expect(Object.keys(hits).length).toBeGreaterThan(3);
    }
  });
});
