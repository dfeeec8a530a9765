/** The shipped pack: its references hold, its counts are the printed game's, and every effect string checks. */
import { describe, expect, it } from 'vitest';
import { checkReferences } from '../../interpreter/baldurs-gate/content/references.ts';
import { readPackFiles } from '../../interpreter/baldurs-gate/content/node.ts';
import { effectSites, parseRulesEffects } from '../../interpreter/baldurs-gate/index.ts';
import { PACK_DIR, packRules } from './helpers.ts';

const files = readPackFiles(PACK_DIR);

describe('the Baldur\'s Gate pack', () => {
  it('has no dangling reference and the printed counts', () => {
    expect(checkReferences(files).problems).toEqual([]);
    const rules = packRules();
    expect(rules.districts).toHaveLength(9);
    expect(rules.plotDistrict.length - 1).toBe(36);
    expect(rules.cardOrder).toHaveLength(60);
    expect(rules.agendaOrder).toHaveLength(20);
    expect(rules.hqOrder).toHaveLength(9);
    expect(rules.gateOrder).toHaveLength(9);
    expect(rules.locationOrder).toHaveLength(9);
  });

  it('reports a misspelt district and warns about a count the printed game does not have', () => {
    const broken = structuredClone(files) as Record<string, unknown> & { gates: { cards: { districts: string[] }[] }; agendas: unknown[] };
    broken.gates.cards[0]!.districts = ['manorbourne', 'seatower'];
    broken.agendas.push({ id: 'extra', name: 'Extra', score: 'gain 1 prestige', provenance: 'reconstructed' });
    const { problems } = checkReferences(broken);
    expect(problems.find((p) => p.code === 'RW-REF-UNKNOWN-TERRITORY')?.message).toBe('no district "manorbourne"');
    expect(problems.find((p) => p.code === 'RW-COUNT-COMPONENTS')).toMatchObject({ severity: 'warning', message: '21 agendas: the printed game has 20' });
  });

  it('every effect string parses and checks with the game\'s words, and each has a site', () => {
    const rules = packRules();
    const parsed = parseRulesEffects(rules);
    expect(parsed.problems).toEqual([]);
    const sites = effectSites(files);
    expect(sites.map((s) => s.key).sort()).toEqual(Object.keys(rules.effects).sort());
    for (const s of sites) expect(rules.effectContexts[s.key]).toBe(s.context);
  });

  it('a Columbia word is unknown in this game', () => {
    const rules = packRules();
    const broken = { ...rules, effects: { ...rules.effects, 'card:factory:when-built': 'gain 2 eagles' } };
    const parsed = parseRulesEffects(broken);
    expect(parsed.problems.map((p) => p.key)).toEqual(['card:factory:when-built']);
    expect(parsed.problems[0]!.diagnostics.map((d) => d.code)).toContain('RW-DSL-UNKNOWN-WORD');
  });
});

describe('rulewright check on a broken copy of the pack', () => {
  it('places a Columbia word, a misspelt district and a misspelt game at their file:line:col, with did-you-mean', async () => {
    const { mkdtempSync, cpSync, readFileSync: read, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { loadGamePackFromDir } = await import('../../interpreter/games/node.ts');
    const dir = mkdtempSync(join(tmpdir(), 'bg-pack-'));
    try {
      cpSync(PACK_DIR, dir, { recursive: true, filter: (src) => !src.includes('scenarios') });
      const edit = (file: string, from: string, to: string): void => writeFileSync(join(dir, file), read(join(dir, file), 'utf8').replace(from, to));
      edit('buildings.yaml', 'whenBuilt: "gain 3 gold"', 'whenBuilt: "gain 3 eagles"');
      edit('gates.yaml', 'districts: [manorborn, seatower]', 'districts: [manorbourne, seatower]');
      const broken = await loadGamePackFromDir(dir);
      expect(broken.diagnostics.map((d) => [d.file.split('/').pop(), d.line, d.code, d.hint ?? ''])).toEqual([
        ['buildings.yaml', 33, 'RW-DSL-UNKNOWN-WORD', expect.any(String)],
        ['gates.yaml', 13, 'RW-REF-UNKNOWN-TERRITORY', 'did you mean "manorborn"?'],
      ]);
      edit('pack.yaml', 'game: baldurs-gate', 'game: baldurs-gat');
      const unknownGame = await loadGamePackFromDir(dir);
      expect(unknownGame.diagnostics[0]).toMatchObject({ code: 'RW-PACK-UNKNOWN-GAME', line: 2 });
      expect(unknownGame.diagnostics[0]!.hint).toContain('baldurs-gate');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
