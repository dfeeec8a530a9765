/**
 * Reading a pack folder from disk as whatever game its `pack.yaml` names
 * (the Node shell around `loadGamePack`).
 */
import type { LoadResult } from '../content/index.ts';
import { loadPackFromDir, type DirLoadOptions } from '../content/node.ts';
import { GAME_CATALOGUE } from './registry.ts';

export async function loadGamePackFromDir<R = unknown>(dir: string, options: Omit<DirLoadOptions, 'games'> = {}): Promise<LoadResult<R>> {
  return loadPackFromDir<R>(dir, { ...options, games: GAME_CATALOGUE });
}
