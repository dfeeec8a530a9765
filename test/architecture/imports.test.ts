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
 * `PENDING` lists the imports that break these rules today, while the tools
 * above the registry move onto the GameModule hooks (issue 22). It may only
 * shrink: an entry that no longer occurs fails the test, so it is struck
 * when fixed. It must be empty when issue 22 is done.
 */
import { describe, expect, it } from 'vitest';
import { GAME_FOLDERS, importsOf, key, layerOf, problem, productFiles, rankOf } from './layers.ts';
import { PENDING } from './pending.ts';

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
    const offenders = broken.filter((x) => !PENDING.has(key(x.i))).map((x) => `${key(x.i)}: ${x.why}`);
    expect(offenders).toEqual([]);
  });

  it('list no pending import that no longer breaks a rule (strike it from test/architecture/pending.ts)', () => {
    const still = new Set(broken.map((x) => key(x.i)));
    expect([...PENDING].filter((k) => !still.has(k))).toEqual([]);
  });

  it('have no pending import of test code, and none from below the games registry', () => {
    for (const k of PENDING) {
      const [from, to] = k.split(' -> ') as [string, string];
      expect(layerOf(to), k).not.toBe('test');
      expect(rankOf(layerOf(from)), k).toBeGreaterThanOrEqual(rankOf('games'));
    }
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
