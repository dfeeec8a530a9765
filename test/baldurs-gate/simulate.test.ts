/**
 * `rulewright simulate` and `check` on the Baldur's Gate pack, through the
 * generic simulator and the module's sim hooks: the pack's YAML bots seat
 * beside the built-in ones, the game's figures (Prestige by every source,
 * attacks defended and failed) are in every record, the report's tables name
 * things by their printed names, and `check` compiles the pack's bots/.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run as check } from '../../interpreter/cli/check.ts';
import { run as simulate } from '../../interpreter/cli/simulate.ts';
import { PRESTIGE_SOURCES } from '../../interpreter/baldurs-gate/sim/record.ts';
import { runCommand } from '../sim/helpers.ts';
import { PACK_DIR } from './helpers.ts';

const tmp: string[] = [];
afterAll(() => {
  for (const d of tmp) rmSync(d, { recursive: true, force: true });
});

interface SimJson {
  games: number;
  errors: number;
  bots: string[];
  byBot: Record<string, { games: number }>;
  byLabel: Record<string, Record<string, { games: number }>>;
  figures: Record<string, number>;
  /** `<bot file>#/decisions/<kind>/<rule>` -> times that rule answered. */
  ruleHits: Record<string, number>;
  baldursGate: { games: number; attacks: { defended: number; failed: number }; prestige: Record<string, number>; cards: Record<string, [number, number]> };
}

describe('simulate --content content/baldurs-gate', () => {
  it('seats the pack\'s YAML bot beside heuristic and random; every game ends without an error', async () => {
    const r = await runCommand(simulate, ['--content', PACK_DIR, '--players', '3', '--games', '4', '--seed', 'bg', '--bots', 'trader,heuristic,random', '--workers', '0', '--json']);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as SimJson;
    expect(j).toMatchObject({ games: 4, errors: 0, bots: ['trader', 'heuristic', 'random'] });
    expect(Object.keys(j.byBot).sort()).toEqual(['heuristic', 'random', 'trader']);
    // The YAML bot's rules answered (it is not the fallback playing alone).
    const traderHits = Object.entries(j.ruleHits).filter(([k]) => k.startsWith('trader.yaml#/decisions/'));
    expect(traderHits.reduce((n, [, x]) => n + x, 0)).toBeGreaterThan(0);
    // Every seat's HQ card is a label: 3 seats x 4 games.
    expect(Object.values(j.byLabel['hq'] ?? {}).reduce((n, x) => n + x.games, 0)).toBe(12);

    // Prestige by every source is a figure of every game (0 when unused), so its mean is over all games.
    for (const s of PRESTIGE_SOURCES) expect(j.figures).toHaveProperty(`prestige.${s}`);
    const bySource = PRESTIGE_SOURCES.reduce((n, s) => n + j.figures[`prestige.${s}`]!, 0);
    expect(bySource).toBeCloseTo(j.figures['prestige']!, 6);
    // The game's own part agrees with the figures.
    const bg = j.baldursGate;
    expect(bg.games).toBe(4);
    expect(bg.attacks.defended / 4).toBeCloseTo(j.figures['attacks.defended']!, 6);
    expect(bg.attacks.failed / 4).toBeCloseTo(j.figures['attacks.failed']!, 6);
    expect(bg.attacks.defended + bg.attacks.failed).toBeGreaterThan(0);
    for (const [s, n] of Object.entries(bg.prestige)) expect(n).toBeCloseTo(j.figures[`prestige.${s}`]!, 6);
  });

  it('reports Prestige by source, attacks, cards and deals by their printed names', async () => {
    const r = await runCommand(simulate, ['--content', PACK_DIR, '--players', '2', '--games', '2', '--seed', 'bg-text', '--workers', '0']);
    expect(r.code, r.err).toBe(0);
    for (const title of ['By hq', 'Prestige by source', 'Attacks', 'Building cards', 'Deals']) expect(r.out).toContain(title);
    expect(r.out).toMatch(/Yellow|Red|Pink|Blue/);
    // Names, never ids: the HQ cards as printed, no `hq:` or `card:` prefix left in a table.
    expect(r.out).toMatch(/HQ\s/);
    expect(r.out).not.toMatch(/\b(hq|card|location):[a-z]/);
  });

  it('--report writes a page with the game\'s tables', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bg-sim-'));
    tmp.push(dir);
    const file = join(dir, 'report.html');
    const r = await runCommand(simulate, ['--content', PACK_DIR, '--players', '2', '--games', '2', '--seed', 'bg-page', '--workers', '0', '--report', file]);
    expect(r.code, r.err).toBe(0);
    const page = readFileSync(file, 'utf8');
    expect(page).toContain('Prestige by source');
    expect(page).toContain('Attacks');
  });
});

describe('simulate --against a copy of the pack', () => {
  it('marks a cheaper Factory\'s rise in the games it is built in as significant', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bg-against-'));
    tmp.push(dir);
    cpSync(PACK_DIR, dir, { recursive: true, filter: (src) => !src.includes('scenarios') });
    const file = join(dir, 'buildings.yaml');
    const text = readFileSync(file, 'utf8');
    const cheaper = text.replace(/(- id: factory\n\s+name: Factory\n\s+type: market\n\s+cost: )5/, '$11');
    expect(cheaper).not.toBe(text);
    writeFileSync(file, cheaper);
    const r = await runCommand(simulate, ['--content', PACK_DIR, '--against', dir, '--players', '2', '--games', '160', '--seed', 'bg-ag', '--workers', '0', '--json']);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { errors: number; changes: { what: string; a: number; b: number; test: { significant: boolean } }[]; significantChanges: string[] };
    expect(j.errors).toBe(0);
    const factory = j.changes.find((c) => c.what === 'games factory is built in')!;
    expect(factory.b).toBeGreaterThan(factory.a);
    expect(j.significantChanges).toContain('games factory is built in');
    // Each HQ card's win rate is compared too.
    expect(j.changes.some((c) => c.what.startsWith('win rate with hq '))).toBe(true);
  });
});

describe('rulewright check content/baldurs-gate and its bots', () => {
  it('counts the pack\'s YAML bots, and places a broken bot file\'s problem at its line', async () => {
    const ok = await runCommand(check, [PACK_DIR]);
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toMatch(/0 errors, 0 warnings \(.*, 2 YAML bots, \d+ scenarios\)$/);

    const dir = mkdtempSync(join(tmpdir(), 'bg-bots-'));
    tmp.push(dir);
    cpSync(PACK_DIR, dir, { recursive: true, filter: (src) => !src.includes('scenarios') });
    const file = join(dir, 'bots', 'trader.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('when: "my gold < 4"', 'when: "my eagles < 4"'));
    const broken = await runCommand(check, [dir]);
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(/trader\.yaml:\d+:\d+/);
  });
});
