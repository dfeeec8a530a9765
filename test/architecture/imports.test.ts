/**
 * The layers, as the imports draw them. Every relative import of the
 * product code (interpreter/, editor/, bench/) is resolved and checked:
 *
 * * it runs down the layers, never up:
 *     diagnostics <- dsl <- content <- game <- games (columbia/, ...) <- games registry <- scenario, sim <- cli, editor <- bench
 *                    dsl <- core    <- game
 * * across layers it goes through the layer's public module (`index.ts`, or
 *   `node.ts` for what only runs under Node), never into its files;
 * * a game module is imported only by the games registry (and its own tests);
 * * product code never imports test code.
 *
 * There is no allow-list: every import breaking a rule fails.
 */
import { describe, expect, it } from 'vitest';
import { FAST_PLAYOUT_USERS, FAST_PLAYOUTS, GAME_FOLDERS, importsOf, key, problem, productFiles, testFiles } from './layers.ts';

describe('the layers', () => {
  const files = productFiles();
  const all = files.flatMap(importsOf);
  const broken = all.map((i) => ({ i, why: problem(i) })).filter((x) => x.why !== null);

  it('finds the product code and its imports', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(all.length).toBeGreaterThan(500);
    expect(GAME_FOLDERS).toContain('columbia');
  });

  it('import down through public modules, games only through the registry, never test code', () => {
    const offenders = broken.map((x) => `${key(x.i)}: ${x.why}`);
    expect(offenders).toEqual([]);
  });
});

describe('fast playouts (core/playout.ts, the one path that changes a state in place)', () => {
  it('are played only by core, the simulator and the tests of those and of the caches', () => {
    const users = [...productFiles(), ...testFiles()].flatMap(importsOf).filter((i) => i.to === FAST_PLAYOUTS);
    expect(users.map((i) => i.from)).toContain('interpreter/sim/play.ts');
    expect(users.filter((i) => !FAST_PLAYOUT_USERS.some((u) => i.from.startsWith(u))).map(key)).toEqual([]);
  });

  it('is a rule that fails for anyone else', () => {
    expect(problem({ from: 'interpreter/scenario/golden.ts', to: FAST_PLAYOUTS })).toMatch(/fast playouts/);
    expect(problem({ from: 'interpreter/sim/play.ts', to: FAST_PLAYOUTS })).toBeNull();
  });
});

describe('the rules themselves', () => {
  it('catch a deep import, an upward import, a game import and a test import', () => {
    expect(problem({ from: 'interpreter/cli/x.ts', to: 'interpreter/content/load.ts' })).toMatch(/internals/);
    expect(problem({ from: 'interpreter/dsl/x.ts', to: 'interpreter/content/index.ts' })).toMatch(/upward/);
    expect(problem({ from: 'interpreter/sim/x.ts', to: 'interpreter/columbia/index.ts' })).toMatch(/game module/);
    expect(problem({ from: 'interpreter/games/registry.ts', to: 'interpreter/columbia/module.ts' })).toBeNull();
    expect(problem({ from: 'bench/soak.ts', to: 'test/reliability/helpers.ts' })).toMatch(/test code/);
    expect(problem({ from: 'interpreter/cli/x.ts', to: 'interpreter/games/index.ts' })).toBeNull();
  });
});
