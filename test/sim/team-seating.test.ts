/**
 * At a table of teams (Columbia's 4-player game: two colours a faction),
 * `simulate --bots A,B` seats a team of each bot: every seat of a side plays
 * its side's bot, the sides swap bots from game to game on the same seed,
 * and the report counts each team once a game (`byTeam`), beside the
 * per-seat `byBot`.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../interpreter/cli/simulate.ts';
import { seatsBySide, specAt } from '../../interpreter/sim/play.ts';
import { runCommand } from './helpers.ts';

const players = ['blue', 'light-blue', 'red', 'dark-red'];
const sides = ['founders', 'founders', 'vox-populi', 'vox-populi'];

describe('a team of one bot per side', () => {
  it('seats every seat of a side with its side bot, the sides swapping bots on each seed', () => {
    const shape = { games: 4, seed: 't', players, bots: ['mcts', 'heuristic'], sides };
    expect(seatsBySide(shape)).toBe(true);
    const g0 = specAt(shape, 0);
    const g1 = specAt(shape, 1);
    expect(g0.bots).toEqual({ blue: 'mcts', 'light-blue': 'mcts', red: 'heuristic', 'dark-red': 'heuristic' });
    expect(g1.bots).toEqual({ blue: 'heuristic', 'light-blue': 'heuristic', red: 'mcts', 'dark-red': 'mcts' });
    expect(g1.seed).toBe(g0.seed);
    expect(specAt(shape, 2).seed).not.toBe(g0.seed);
  });

  it('keeps one bot per seat when the bots name every seat, or when every seat is its own side', () => {
    expect(seatsBySide({ players, bots: ['a', 'b', 'c', 'd'], sides })).toBe(false);
    expect(seatsBySide({ players, bots: ['a', 'b'], sides: players })).toBe(false);
    expect(seatsBySide({ players, bots: ['a', 'b'] })).toBe(false);
    expect(specAt({ games: 2, seed: 't', players, bots: ['a', 'b', 'a', 'b'], sides }, 0).bots).toEqual({ blue: 'a', 'light-blue': 'b', red: 'a', 'dark-red': 'b' });
  });

  it('simulate --players 4 --bots heuristic,random reports each team once a game, in the text and in --json', async () => {
    const args = ['--games', '4', '--players', '4', '--bots', 'heuristic,random', '--seed', 'teams', '--workers', '0'];
    const json = await runCommand(run, [...args, '--json']);
    expect(json.code, json.err).toBe(0);
    const j = JSON.parse(json.out) as { errors: number; seatings: number; byBot: Record<string, { games: number }>; byTeam: Record<string, { games: number; wins: number; rate: number }> };
    expect(j.errors).toBe(0);
    expect(j.seatings).toBe(2);
    expect(j.byBot['heuristic']!.games).toBe(8);
    expect(j.byTeam['heuristic']!.games).toBe(4);
    expect(j.byTeam['random']!.games).toBe(4);
    expect(j.byTeam['heuristic']!.wins + j.byTeam['random']!.wins).toBeLessThanOrEqual(4);
    const text = await runCommand(run, args);
    expect(text.code, text.err).toBe(0);
    expect(text.out).toMatch(/By team \(every seat of a faction played one bot; a game counts once\):\n\s+heuristic team\s+\d\/4/);
  }, 120_000);

  it('refuses a bot list that is neither one a seat nor one a side, saying how many sides there are', async () => {
    const r = await runCommand(run, ['--games', '1', '--players', '4', '--bots', 'heuristic,random,random', '--workers', '0']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--bots lists 3 bots for 4 players \(2 sides\)/);
  });
});
