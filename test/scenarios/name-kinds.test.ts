/**
 * The kinds of name a scenario looks up are each game's: its scenario hooks
 * declare them (`nameKinds`) with the code an unknown one is reported under;
 * the generic report knows only players. The codes stay the documented ones.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseYamlFile, DEFAULT_LIMITS } from '../../interpreter/content/index.ts';
import { GENERIC_NAME_KINDS, Reporter } from '../../interpreter/game/index.ts';
import { GAMES } from '../../interpreter/games/index.ts';
import { compileScenario } from '../../interpreter/scenario/index.ts';
import { loadPackCached } from '../../interpreter/scenario/node.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const documented = new Set([...readFileSync(`${ROOT}docs/DIAGNOSTICS.md`, 'utf8').matchAll(/^### (RW-[A-Z0-9-]+)$/gm)].map((m) => m[1]!));

const MARKET = `name: test
rule: test
setup: { players: 2, seed: 1 }
hands: { amber: [Golden Lantern], jade: [] }
hung:
  Lantern Row: { amber: [Night Watch] }
`;

describe('the kinds of name a scenario looks up', () => {
  it("every game's kinds have a documented code, and the generic ones are only players'", () => {
    expect(Object.keys(GENERIC_NAME_KINDS)).toEqual(['player']);
    const declaring = GAMES.filter((m) => m.hooks.scenario?.nameKinds !== undefined);
    expect(declaring.map((m) => m.id).sort()).toEqual(['columbia', 'night-market']);
    for (const m of declaring) for (const [kind, code] of Object.entries(m.hooks.scenario!.nameKinds!)) expect(documented.has(code), `${m.id} ${kind}: ${code}`).toBe(true);
  });

  it("an unknown name is reported under the code its game gives the kind (Night Market's lanterns and stalls)", async () => {
    const pack = await loadPackCached(`${ROOT}test/fixtures/packs/night-market`);
    if (typeof pack === 'string') throw new Error(pack);
    const codes = (text: string) => compileScenario('x.yaml', text, pack).diagnostics.map((d) => [d.code, d.message]);
    expect(codes(MARKET)).toEqual([]);
    expect(codes(MARKET.replace('[Golden Lantern]', '[Golden Lanturn]'))).toEqual([['RW-SCENARIO-UNKNOWN-CARD-TYPE', 'unknown lantern "Golden Lanturn"']]);
    expect(codes(MARKET.replace('Lantern Row:', 'Lantern Raw:'))).toEqual([['RW-SCENARIO-UNKNOWN-LOCATION', 'unknown stall "Lantern Raw"']]);
  });

  it('a kind the game does not declare is the game\'s mistake, not a designer\'s diagnostic', () => {
    const file = parseYamlFile('x.yaml', 'x.yaml', 'a: 1\n', DEFAULT_LIMITS, []);
    if (!file.ok) throw new Error('no file');
    const report = new Reporter(file, { lantern: 'RW-SCENARIO-UNKNOWN-CARD-TYPE' });
    report.miss({ kind: 'lantern', error: 'unknown lantern "x"' }, '/a');
    expect(report.diagnostics.map((d) => d.code)).toEqual(['RW-SCENARIO-UNKNOWN-CARD-TYPE']);
    expect(() => report.miss({ kind: 'territory', error: 'unknown territory "x"' }, '/a')).toThrow(/kind "territory", which the game's scenario hooks do not declare/);
  });
});
