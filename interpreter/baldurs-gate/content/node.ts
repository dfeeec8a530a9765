/**
 * Reads a Baldur's Gate pack folder from disk (Node only) into its Ruleset,
 * without the generic loader's checks: for this module's tests and tools
 * until the game registry loads packs for every game.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { BgRules } from '../rules.ts';
import { buildRules } from './build.ts';
import { PACK_FILES } from './files.ts';

export function readPackFiles(dir: string): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const stem of PACK_FILES) files[stem] = parse(readFileSync(join(dir, `${stem}.yaml`), 'utf8'));
  return files;
}

export function loadBgRules(dir: string): BgRules {
  return buildRules(readPackFiles(dir));
}
