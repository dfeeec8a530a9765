/**
 * Every report says how strong its bots were: mirror games say that the bot's
 * own strength was not measured; a bot that beats the others easily is
 * warned about (the sides' win rates then measure the bots, not the game).
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../interpreter/cli/simulate.ts';
import { runCommand, ROOT } from './helpers.ts';

const COLUMBIA = `${ROOT}/content/columbia`;

describe('reports say how strong the bots were', () => {
  it('mirror games: the bot is named and its strength said to be unmeasured (text and --json)', async () => {
    const args = ['--content', COLUMBIA, '--games', '2', '--bots', 'random', '--workers', '0', '--seed', 't'];
    const text = await runCommand(run, args);
    expect(text.code, text.err).toBe(0);
    expect(text.out).toMatch(/How strong the bots were:\n {2}every seat played random \(mirror games\)/);
    const json = JSON.parse((await runCommand(run, [...args, '--json'])).out) as { trust: string[] };
    expect(json.trust).toHaveLength(1);
    expect(json.trust[0]).toMatch(/^every seat played random \(mirror games\)/);
  }, 120_000);

  it('a bot that beats the others easily is warned about', async () => {
    const r = await runCommand(run, ['--content', COLUMBIA, '--games', '16', '--bots', 'heuristic,random', '--workers', '0', '--seed', 't', '--json']);
    expect(r.code, r.err).toBe(0);
    const json = JSON.parse(r.out) as { trust: string[]; byBot: Record<string, { rate: { p: number } }> };
    expect(json.byBot['heuristic']!.rate.p).toBeGreaterThan(0.9);
    expect(json.trust.some((t) => /^heuristic won \d+\.\d% of its seats .* against random: it beats them easily/.test(t))).toBe(true);
    expect(json.trust.some((t) => t.startsWith('random won'))).toBe(false);
  }, 120_000);

  it('--strength N plays a stronger bot against the run\'s bot and warns when it wins easily', async () => {
    const args = ['--content', COLUMBIA, '--games', '2', '--bots', 'random', '--workers', '0', '--seed', 't', '--json'];
    const plain = JSON.parse((await runCommand(run, args)).out) as { strength?: unknown };
    expect(plain.strength).toBeUndefined();
    const r = await runCommand(run, [...args, '--strength', '24']);
    expect(r.code, r.err).toBe(0);
    const json = JSON.parse(r.out) as { games: number; trust: string[]; strength: { bot: string; stronger: string; games: number; wins: number; easily: boolean }[] };
    // The check's games are its own: the run's figures still come from its 2 games.
    expect(json.games).toBe(2);
    expect(json.strength).toHaveLength(1);
    expect(json.strength[0]).toMatchObject({ bot: 'random', stronger: 'heuristic', games: 24, easily: true });
    expect(json.strength[0]!.wins).toBeGreaterThanOrEqual(22);
    expect(json.trust.some((t) => /^heuristic won \d+ of 24 games against random .*: it beats random easily, so these figures rest on a bot a stronger player beats/.test(t))).toBe(true);
  }, 120_000);
});
