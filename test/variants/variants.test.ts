/**
 * Variants are first-class: a designer's copy of a pack, under any folder
 * name, with components added beyond the printed counts, is checked (the
 * printed counts are warnings), played, and its new components are dealt,
 * drawn and played. Everything here goes through the commands a designer
 * runs, on packs in a temporary folder; no code changes between them.
 */
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../interpreter/cli/main.ts';
import { engineFor, moduleOf } from '../../interpreter/games/index.ts';
import { loadGamePackFromDir } from '../../interpreter/games/node.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const COLUMBIA = join(ROOT, 'content/columbia');
const PLUS = join(ROOT, 'test/fixtures/variants/columbia-plus');

async function run(argv: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (t) => out.push(t), err: (t) => err.push(t), cwd, color: false };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'rulewright-variants-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The bundled pack's YAML files (not its scenarios or bots) copied into `dir`. */
function copyPack(dir: string): void {
  cpSync(COLUMBIA, dir, { recursive: true, filter: (src) => !/\/(scenarios|bots)(\/|$)/.test(src.slice(COLUMBIA.length)) });
}

describe('a copy of content/columbia under another name', () => {
  it('checks and plays with no change of code: the same game, seed for seed', async () => {
    const dir = join(scratch, 'content', 'my-variant');
    copyPack(dir);
    const check = await run(['check', 'content/my-variant'], scratch);
    expect(check.code).toBe(0);
    expect(check.out).toMatch(/^content\/my-variant: 0 errors, 0 warnings \(15 locations, /);
    const copy = await run(['play', '--content', 'content/my-variant', '--seed', '7', '--json'], scratch);
    const bundled = await run(['play', '--seed', '7', '--json'], ROOT);
    expect(copy.code).toBe(0);
    expect(copy.out).toBe(bundled.out);
  });
});

describe('a variant that adds a 16th world event, a 4-step 4th timeline, a 9th leader and a 31st card', () => {
  let dir = '';
  beforeAll(() => {
    dir = join(scratch, 'columbia-plus');
    copyPack(dir);
    for (const f of readdirSync(join(PLUS, 'additions'))) appendFileSync(join(dir, f), '\n' + readFileSync(join(PLUS, 'additions', f)));
    cpSync(join(PLUS, 'scenarios'), join(dir, 'scenarios'), { recursive: true });
  });

  it('checks with warnings only, each saying what the printed game has', async () => {
    const { code, out } = await run(['check', 'columbia-plus'], scratch);
    expect(code).toBe(0);
    const warnings = out.split('\n').filter((l) => l.includes(' warning '));
    expect(warnings.map((l) => /RW-[A-Z-]+ .*/.exec(l)![0].replace(/ \(.*\)$/, ''))).toEqual([
      'RW-COUNT-DECK cards in the dark red deck: 31; the printed game has 30',
      'RW-COUNT-COMPONENTS Founders leaders: 5; the printed game has 4',
      'RW-COUNT-COMPONENTS Elizabeth timelines: 4; the printed game has 3',
      'RW-COUNT-TIMELINE-STEPS steps on timeline 4: 4; the printed game has 6',
      'RW-COUNT-COMPONENTS world events: 16; the printed game has 15',
    ]);
    expect(out.split('\n').at(-1)).toMatch(/^columbia-plus: 0 errors, 5 warnings \(15 locations, 6 territories, 121 action cards, 16 world events, 15 victory cards, 9 leaders, 4 timelines, /);
  });

  it('a scenario pins each new component: drawn and voted on, stepped through, dealt and played', async () => {
    const { code, out } = await run(['scenario', join(dir, 'scenarios')], scratch);
    expect(out).toMatch(/4 passed, 0 failed/);
    expect(code).toBe(0);
  });

  it('new games deal them: the 4th timeline, the 9th leader and the 16th event turn up, the 31st card is in the deck', async () => {
    const loaded = await loadGamePackFromDir(dir);
    const module = moduleOf(loaded);
    const engine = engineFor(module, loaded.ruleset, loaded.effects ?? null);
    const seen = { timeline: false, leader: false, event: 0, drawn: false, darkRed: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const players = module.seats.players(loaded.ruleset, seed % 2 === 0 ? 4 : 2);
      const g = engine.start({ seed, players: [...players] }, { log: false }).state.g as {
        timeline: { id: string };
        worldEvents: { deck: string[]; current: string | null };
        players: Record<string, { leaderId: string; deck: string[]; hand: string[] }>;
      };
      if (g.timeline.id === 'timeline-4') seen.timeline = true;
      if (Object.values(g.players).some((p) => p.leaderId === 'sally')) seen.leader = true;
      if (g.worldEvents.deck.includes('bread-riots')) seen.event++;
      if (g.worldEvents.current === 'bread-riots') seen.drawn = true;
      const darkRed = g.players['dark-red'];
      if (darkRed) seen.darkRed = Math.max(seen.darkRed, darkRed.deck.length + darkRed.hand.length);
    }
    expect(seen.timeline).toBe(true);
    expect(seen.leader).toBe(true);
    // The first decision is the first event's vote: Bread Riots is in every deck but the few where it was drawn first.
    expect(seen.event).toBeGreaterThan(30);
    expect(seen.drawn).toBe(true);
    expect(seen.darkRed).toBe(31);
  });

  it('plays whole games to the end with them, the same twice', async () => {
    for (const players of ['2', '4']) {
      const a = await run(['play', '--content', 'columbia-plus', '--players', players, '--seed', '11', '--json'], scratch);
      const b = await run(['play', '--content', 'columbia-plus', '--players', players, '--seed', '11', '--json'], scratch);
      expect(a.code, a.err).toBe(0);
      expect(a.out).toBe(b.out);
      expect(JSON.parse(a.out)).toMatchObject({ reason: expect.any(String) });
    }
  });
});
